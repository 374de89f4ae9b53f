import { msg } from '@lingui/core/macro';
import type { Screen } from '../../areas/types';
import { screen } from '../../areas/screen';

/** The roles screens of a console (its list at `listPath`, the editor at roles/create and roles/edit), and the audit
 * log: the same in the user and client consoles (spec 2), only the list's path differs. */
export const roleScreens = (listPath: string): Screen[] => [
  screen(listPath, 'userManagement', msg`Roles`, () => import('./RolesScreen')),
  screen('roles/create', 'userManagement', msg`New role`, () => import('./RoleEditor'), 'none'),
  screen('roles/edit/:roleId?', 'userManagement', msg`Edit role`, () => import('./RoleEditor'), 'none'),
];

export const auditLogScreen = screen('userManagement/logOperation', 'userManagement', msg`Audit log`, () => import('../audit-log/AuditLogScreen'));
