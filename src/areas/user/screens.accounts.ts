import { msg } from '@lingui/core/macro';
import { auditLogScreen, roleScreens } from '../../features/roles/screens';
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
  ...roleScreens('roles/list'),
  auditLogScreen,
];
