import { msg } from '@lingui/core/macro';
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
  {
    path: 'userManagement/logOperation',
    group: 'userManagement',
    label: msg`Audit log`,
    load: () => import('../../features/audit-log/AuditLogScreen'),
  },
  {
    path: 'licenses',
    group: 'licenses',
    label: msg`Licences`,
    load: () => import('../../features/licenses/LicensesScreen'),
  },
];
