// A `{kind}` call named as data (a list descriptor several consoles share) is made for the console shown, unless the
// path names the kind; another missing parameter is still refused.
import { afterEach, describe, expect, it } from 'vitest';
import { operationUrl } from './operations';

describe('operationUrl', () => {
  afterEach(() => window.history.pushState({}, '', '/'));

  it("fills {kind} with the console of the address, a kind given kept", () => {
    window.history.pushState({}, '', '/client/userManagement/roles');
    expect(operationUrl('kind-role-delete-role', { path: { roleId: 9 } })).toEqual({ method: 'DELETE', url: '/client/role/9' });
    window.history.pushState({}, '', '/user/userManagement/roles/list');
    expect(operationUrl('kind-role-list-roles', { query: { page: 1 } }).url).toBe('/user/roles?page=1');
    expect(operationUrl('kind-role-list-roles', { path: { kind: 'admin' } }).url).toBe('/admin/roles');
  });

  it('still refuses another missing path parameter', () => {
    expect(() => operationUrl('kind-role-delete-role', {})).toThrow(/roleId missing/);
  });
});
