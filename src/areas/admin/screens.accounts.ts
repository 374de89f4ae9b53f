import { msg } from '@lingui/core/macro';
import { auditLogScreen } from '../../features/roles/screens';
import type { Screen } from '../types';

// Accounts and governance: users, audit log, licences.
// Kept in its own file so that work on other topics does not touch the same lines; spread into screens.ts.
export const accountsScreens: Screen[] = [
  {
    path: 'userManagement/users',
    group: 'userManagement',
    label: msg`Users`,
    load: () => import('../../features/users/UsersScreen'),
  },
  auditLogScreen,
  {
    path: 'licenses',
    group: 'licenses',
    label: msg`Licences`,
    load: () => import('../../features/licenses/LicensesScreen'),
  },
];
