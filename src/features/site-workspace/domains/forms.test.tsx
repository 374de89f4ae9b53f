// The domain descriptors as the drawer uses them: ports typed one a line arrive as numbers, a bad line is named,
// "at least one HTTP or HTTPS port" holds, and an origin towards HTTP/HTTPS needs its port.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import origin from '../../../../forms/user/domain-origin.form.json';
import scheme from '../../../../forms/user/domain-scheme.form.json';
import { defineForm, type FormDescriptor } from '../../../schema-form/descriptor';
import { SchemaForm } from '../../../schema-form/SchemaForm';
import { renderInConsole } from '../../../../tests/render-in-console';

function renderForm(descriptor: FormDescriptor, initial: object) {
  const onSubmit = vi.fn();
  const view = renderInConsole(
    <SchemaForm descriptor={descriptor} initial={initial} onSubmit={onSubmit} />,
  );
  const submit = () => fireEvent.submit(view.container.querySelector('form')!);
  return { onSubmit, submit };
}

describe('listening ports', () => {
  it('sends the ports typed one a line as numbers', async () => {
    const { onSubmit, submit } = renderForm(defineForm(scheme), { scheme: { http: [80], https: [] }, portMap: false });
    fireEvent.change(screen.getByRole('textbox', { name: 'HTTP ports' }), { target: { value: '80\n8080' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'HTTPS ports' }), { target: { value: '443' } });
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ scheme: { http: [80, 8080], https: [443] }, portMap: false });
  });

  it('names a line that is not a port, and wants one port at least', async () => {
    const { onSubmit, submit } = renderForm(defineForm(scheme), { scheme: { http: [80], https: [] }, portMap: false });
    fireEvent.change(screen.getByRole('textbox', { name: 'HTTP ports' }), { target: { value: '80\nweb' } });
    submit();
    expect((await screen.findAllByText('Line 2: The format is wrong.')).length).toBeGreaterThan(0);
    fireEvent.change(screen.getByRole('textbox', { name: 'HTTP ports' }), { target: { value: '' } });
    submit();
    expect((await screen.findAllByText('Choose or enter at least 1.')).length).toBeGreaterThan(0);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('origin', () => {
  it('needs a port towards HTTP and HTTPS, not when following the visitor', async () => {
    const { onSubmit, submit } = renderForm(defineForm(origin), { host: '203.0.113.10', protocol: 'https', weight: 1, enabled: true });
    fireEvent.change(screen.getByRole('textbox', { name: 'Port' }), { target: { value: '' } });
    submit();
    expect((await screen.findAllByText('This field is required.')).length).toBeGreaterThan(0);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a host with a port or a scheme in it', async () => {
    const { onSubmit, submit } = renderForm(defineForm(origin), { host: 'http://origin.example.com', protocol: 'http', port: 80, weight: 1, enabled: true });
    submit();
    expect((await screen.findAllByText('The format is wrong.')).length).toBeGreaterThan(0);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
