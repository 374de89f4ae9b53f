import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInConsole } from '../../tests/render-in-console';
import { getKindAccountGetSelfQueryKey } from '../api/generated/hooks/account/account';
import type { Permissions } from '../api/generated/model';
import { EmptyRefused, PermittedButton, PermittedRowButton, PermittedSwitch } from './Permitted';

/** Renders as an account of the user console holding `held` (own information in the cache, as the shell leaves it). */
function renderAs(held: Permissions, ui: ReactElement) {
  window.history.replaceState(null, '', '/user/sitesManagement/sitesList');
  const client = new QueryClient();
  client.setQueryData(getKindAccountGetSelfQueryKey('user'), { code: 0, data: { permissions: held } });
  return renderInConsole(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

/** A button, a switch and a row button, each naming its call; the row button's refusal is the caller's (as a list gives it). */
function renderControls(held: Permissions, rowRefused: string | null) {
  return renderAs(
    held,
    <>
      <PermittedButton operation="user-firewall-create-blacklist" path={{ siteId: 1 }}>
        Import JSON
      </PermittedButton>
      <PermittedSwitch operation="user-siteDomain-set-status" path={{ siteId: 1 }} checked aria-label="Enabled" onChange={() => undefined} />
      <PermittedRowButton operation="user-site-set-tags" refused={rowRefused}>
        Tags
      </PermittedRowButton>
    </>,
  );
}

const LOG_READER: Permissions = { isRoot: false, metaRoles: ['logs.read'], siteIDs: null, viaApiToken: false };
const EDITOR: Permissions = { isRoot: false, metaRoles: ['sites.manage', 'firewall.manage'], siteIDs: null, viaApiToken: false };

describe('permission-aware controls', () => {
  it('name their call and are refused, focusable, when the role lacks its meta-role', () => {
    renderControls(LOG_READER, 'Your role does not allow this.');
    const button = screen.getByRole('button', { name: 'Import JSON' });
    expect(button.dataset.operation).toBe('user-firewall-create-blacklist');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    const toggle = screen.getByRole('switch', { name: 'Enabled' });
    expect(toggle.dataset.operation).toBe('user-siteDomain-set-status');
    expect(toggle.getAttribute('aria-disabled')).toBe('true');
    const tags = screen.getByRole('button', { name: 'Tags' });
    expect(tags.dataset.operation).toBe('user-site-set-tags');
    expect(tags.getAttribute('aria-disabled')).toBe('true');
  });

  it('name their call and are live when the role holds its meta-role', () => {
    renderControls(EDITOR, null);
    for (const control of [screen.getByRole('button', { name: 'Import JSON' }), screen.getByRole('switch', { name: 'Enabled' }), screen.getByRole('button', { name: 'Tags' })]) {
      expect(control.dataset.operation).toBeTruthy();
      expect(control.getAttribute('aria-disabled')).toBeNull();
    }
  });

  it('an empty list says why nothing can be added instead of inviting to add', () => {
    renderAs(LOG_READER, <p data-testid="empty"><EmptyRefused reason="Your role does not allow this." /></p>);
    expect(screen.getByTestId('empty').textContent).toBe('Nothing here yet. Your role does not allow this.');
  });
});
