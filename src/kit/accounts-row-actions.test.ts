// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { callsOf, type RowAction } from './accounts-row-actions';

describe('callsOf', () => {
  it('offers the calls of the actions that say their request, named, and not those hidden or refused', () => {
    const actions: RowAction[] = [
      { label: 'Edit', operation: 'kind-account-update-account', onClick: () => undefined },
      { label: 'Disable', name: 'Disable mei', operation: 'kind-account-update-account', call: { path: { kind: 'user' }, body: { id: 7, enabled: false } } },
      { label: 'Resend', operation: 'kind-account-resend-email', hidden: true, call: { path: { kind: 'user' }, body: { id: 7 } } },
      { label: 'Remove', operation: 'kind-role-delete-role', refused: 'default role', call: { path: { kind: 'user', roleId: 1 } } },
      { label: 'Open', call: { body: {} } },
    ];
    expect(callsOf(actions)).toEqual([{ label: 'Disable mei', operation: 'kind-account-update-account', path: { kind: 'user' }, body: { id: 7, enabled: false } }]);
  });
});
