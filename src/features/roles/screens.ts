import { msg } from '@lingui/core/macro';
import type { Screen } from '../../areas/types';
import { screen } from '../../areas/screen';

/** The roles screens of a console (its list at `listPath`, the editor at roles/create and roles/edit), and the audit
 * log: the same in the user and client consoles (spec 2), only the list's path differs. */
export const roleScreens = (listPath: string): Screen[] => [
  // Roles are the main account's to make and give (x-permission `root`): a sub-account has nothing to do there.
  { ...screen(listPath, 'userManagement', msg`Roles`, () => import('./RolesScreen')), needs: everyArea(['kind-role-list-roles', 'kind-role-create-role']) },
  { ...screen('roles/create', 'userManagement', msg`New role`, () => import('./RoleEditor'), 'none'), needs: everyArea(['kind-role-create-role']) },
  { ...screen('roles/edit/:roleId?', 'userManagement', msg`Edit role`, () => import('./RoleEditor'), 'none'), needs: everyArea(['kind-role-update-role']) },
];

export const auditLogScreen: Screen = {
  ...screen('userManagement/logOperation', 'userManagement', msg`Audit log`, () => import('../audit-log/AuditLogScreen')),
  needs: { user: ['user-auditLog-search-audit-logs'], client: ['client-log-list-audit-logs'], admin: ['admin-auditLog-search-audit-logs'] },
};

/** The same calls in every console (the `{kind}` calls). */
function everyArea(operations: readonly string[]): Screen['needs'] {
  return { admin: operations, client: operations, user: operations };
}
