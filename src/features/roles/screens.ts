import { msg } from '@lingui/core/macro';
import type { Screen } from '../../areas/types';

/** The roles screens of a console (its list at `listPath`, the editor at roles/create and roles/edit), and the audit
 * log: the same in the user and client consoles (spec 2), only the list's path differs. */
export const roleScreens = (listPath: string): Screen[] => [
  {
    path: listPath,
    group: 'userManagement',
    label: msg`Roles`,
    load: () => import('./RolesScreen'),
  },
  {
    path: 'roles/create',
    group: 'userManagement',
    label: msg`New role`,
    menu: 'none',
    load: () => import('./RoleEditor'),
  },
  {
    path: 'roles/edit/:roleId?',
    navPath: 'roles/edit',
    group: 'userManagement',
    label: msg`Edit role`,
    menu: 'none',
    load: () => import('./RoleEditor'),
  },
];

export const auditLogScreen: Screen = {
  path: 'userManagement/logOperation',
  group: 'userManagement',
  label: msg`Audit log`,
  load: () => import('../audit-log/AuditLogScreen'),
};
