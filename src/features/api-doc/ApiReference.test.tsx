// "Copy as API call" links to `apiDoc?operation=<id>`: the reference opens with that operation found and open.
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderInConsole } from '../../../tests/render-in-console';
import { operations } from '../../api/generated/operations';
import ApiReference from './ApiReference';

const at = (search: string) =>
  renderInConsole(
    <MemoryRouter initialEntries={[`/user/userManagement/apiDoc${search}`]}>
      <ApiReference />
    </MemoryRouter>,
  );

describe('ApiReference', () => {
  it('opens the operation named in the address', async () => {
    at('?operation=user-siteSetting-set-gzip');
    expect(screen.getByRole('textbox', { name: 'Filter operations' })).toHaveProperty('value', 'user-siteSetting-set-gzip');
    const [, path] = operations['user-siteSetting-set-gzip']!;
    const control = (await screen.findAllByText(path)).map((node) => node.closest('button')).find(Boolean)!;
    expect(control.getAttribute('aria-expanded')).toBe('true');
  });

  it('starts unfiltered and closed without one', () => {
    at('');
    expect(screen.getByRole('textbox', { name: 'Filter operations' })).toHaveProperty('value', '');
  });
});
