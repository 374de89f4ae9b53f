import { msg } from '@lingui/core/macro';
import type { Screen } from '../types';

// Accounts and governance: users, roles, audit log.
// Kept in its own file so that work on other topics does not touch the same lines; spread into screens.ts.
export const accountsScreens: Screen[] = [
  {
    path: 'userManagement/users',
    group: 'userManagement',
    label: msg`Users`,
    load: () => import('../../features/users/UsersScreen'),
  },
];
