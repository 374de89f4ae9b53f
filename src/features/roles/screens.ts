import { msg } from '@lingui/core/macro';
import type { Redirect, Screen } from '../../services/screen-types';
import { screen } from '../../services/screen';
import { ROLE_PATHS } from './paths';

/** The roles screens of a console at the spec's paths (spec 2: the end user's userManagement/roles/list, /create,
 * /edit/{id}; the client's userManagement/roles, its editor beside it), and the audit log. */
export const roleScreens = (area: 'user' | 'client'): Screen[] => {
  const { listPath, createPath, editPath } = ROLE_PATHS[area];
  return [
    // Roles are the main account's to make and give (x-permission `root`): a sub-account has nothing to do there.
    { ...screen(listPath, 'userManagement', msg`Roles`, () => import('./RolesScreen')), needs: everyArea(['kind-role-list-roles', 'kind-role-create-role']) },
    { ...screen(createPath, 'userManagement', msg`New role`, () => import('./RoleEditor'), 'none'), needs: everyArea(['kind-role-create-role']) },
    // Links without a role (the palette, the every-screen check) go to the edit path, which sends them to the list.
    { ...screen(`${editPath}/:roleId`, 'userManagement', msg`Edit role`, () => import('./RoleEditor'), 'none'), navPath: editPath, needs: everyArea(['kind-role-update-role']) },
  ];
};

/** The roles' earlier paths (roles/list, roles/create, roles/edit/{id}; the client's roles) go to the spec's; an edit
 * path without a role goes to the list (it has nothing to edit). */
export const roleRedirects = (area: 'user' | 'client'): Redirect[] => {
  const { listPath, createPath, editPath } = ROLE_PATHS[area];
  const old = area === 'user' ? 'roles/list' : 'roles';
  return [
    { from: old, to: listPath },
    { from: 'roles/create', to: createPath },
    { from: 'roles/edit/:roleId', to: `${editPath}/:roleId` },
    { from: 'roles/edit', to: listPath },
    { from: editPath, to: listPath },
  ];
};

export const auditLogScreen: Screen = {
  ...screen('userManagement/logOperation', 'userManagement', msg`Audit log`, () => import('../audit-log/AuditLogScreen')),
  needs: { user: ['user-auditLog-search-audit-logs'], client: ['client-log-list-audit-logs'], admin: ['admin-auditLog-search-audit-logs'] },
};

/** The same calls in every console (the `{kind}` calls). */
function everyArea(operations: readonly string[]): Screen['needs'] {
  return { admin: operations, client: operations, user: operations };
}
