import { msg } from '@lingui/core/macro';
import type { Screen } from '../types';

// Accounts and governance: sub-users, roles, audit log, traffic packages.
// Kept in its own file so that work on other topics does not touch the same lines; spread into screens.ts.
export const accountsScreens: Screen[] = [
  {
    path: 'userManagement/usersList',
    group: 'userManagement',
    label: msg`Sub-users`,
    load: () => import('../../features/users/UsersScreen'),
  },
  {
    path: 'roles/list',
    group: 'userManagement',
    label: msg`Roles`,
    load: () => import('../../features/roles/RolesScreen'),
  },
  {
    path: 'roles/create',
    group: 'userManagement',
    label: msg`New role`,
    menu: 'none',
    load: () => import('../../features/roles/RoleEditor'),
  },
  {
    path: 'roles/edit/:roleId?',
    navPath: 'roles/edit',
    group: 'userManagement',
    label: msg`Edit role`,
    menu: 'none',
    load: () => import('../../features/roles/RoleEditor'),
  },
  {
    path: 'userManagement/logOperation',
    group: 'userManagement',
    label: msg`Audit log`,
    load: () => import('../../features/audit-log/AuditLogScreen'),
  },
];
