// Nothing typed is lost (issue 25): a page with unsaved changes asks before a navigation leaves it, and a dialog with
// typed changes asks before Esc, its close button or Cancel closes it.
import { TextInput } from '@mantine/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInConsole } from '../../../tests/render-in-console';
import { DialogCancel, Modal } from './GuardedModal';
import { LeaveGuardHost, useUnsavedChanges } from './LeaveGuard';
import { forgetUnsaved, hasUnsavedChanges, leavesPage, questionStore } from './store';

afterEach(() => {
  cleanup();
  forgetUnsaved();
});

function Page() {
  const [name, setName] = useState('');
  useUnsavedChanges(name !== '');
  return (
    <>
      <TextInput label="Name" value={name} onChange={(event) => setName(event.currentTarget.value)} />
      <Link to="/other">Elsewhere</Link>
      <Link to="/form?tab=b">Other tab</Link>
    </>
  );
}

function renderPages() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <LeaveGuardHost />
          </>
        ),
        children: [
          { path: '/form', element: <Page /> },
          { path: '/other', element: <p>Other page</p> },
        ],
      },
    ],
    { initialEntries: ['/form'] },
  );
  renderInConsole(<RouterProvider router={router} />);
  return router;
}

describe('the leave guard', () => {
  it('leaves a page without changes at once', async () => {
    const router = renderPages();
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/other'));
  });

  it('asks before leaving typed changes; "Keep editing" stays with the text, "Leave" goes', async () => {
    const router = renderPages();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'typed' } });
    await waitFor(() => expect(hasUnsavedChanges()).toBe(true));
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    // The navigation is dropped (the blocker back to unblocked) once the question is answered.
    await waitFor(() => expect([...router.state.blockers.values()].map((blocker) => blocker.state)).toEqual(['unblocked']), { timeout: 5000 });
    expect(router.state.location.pathname).toBe('/form');
    expect(screen.getByLabelText('Name')).toHaveValue('typed');

    fireEvent.click(screen.getByRole('link', { name: 'Other tab' }));
    // Asked again (the first question's dialog may still be fading out).
    await waitFor(() => expect(questionStore.get()?.kind).toBe('leave'), { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=b'), { timeout: 5000 });
  });

  it('arms the browser question before a reload only while something is unsaved', async () => {
    renderPages();
    const before = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(before);
    expect(before.defaultPrevented).toBe(false);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'typed' } });
    await waitFor(() => expect(hasUnsavedChanges()).toBe(true));
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(true);
  });

  it('counts another path, tab, section or view as leaving, not a filter or a page of a list', () => {
    const at = (pathname: string, search = '') => ({ pathname, search });
    expect(leavesPage(at('/a'), at('/b'))).toBe(true);
    expect(leavesPage(at('/a', '?tab=x'), at('/a', '?tab=y'))).toBe(true);
    expect(leavesPage(at('/a', '?section=x'), at('/a'))).toBe(true);
    expect(leavesPage(at('/a', '?tab=x&page=1'), at('/a', '?page=2&tab=x'))).toBe(false);
  });
});

function DialogWithField() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'open' : 'closed'}</p>
      <Modal opened={open} onClose={() => setOpen(false)} title="Add a rule" closeButtonProps={{ 'aria-label': 'Close' }}>
        <TextInput label="Rule" />
        <DialogCancel onCancel={() => setOpen(false)} />
      </Modal>
      <LeaveGuardHost />
    </>
  );
}

function renderDialog() {
  const router = createMemoryRouter([{ path: '/', element: <DialogWithField /> }]);
  renderInConsole(<RouterProvider router={router} />);
}

describe('a guarded dialog', () => {
  it('closes at once when nothing was typed', async () => {
    renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByText('closed')).toBeInTheDocument());
  });

  it('asks before Cancel or its close button drop what was typed', async () => {
    renderDialog();
    fireEvent.input(await screen.findByLabelText('Rule'), { target: { value: '10.0.0.1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Keep editing' }));
    expect(screen.getByText('open')).toBeInTheDocument();
    expect(screen.getByLabelText('Rule')).toHaveValue('10.0.0.1');

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Close without saving' }));
    await waitFor(() => expect(screen.getByText('closed')).toBeInTheDocument(), { timeout: 5000 });
  });
});
