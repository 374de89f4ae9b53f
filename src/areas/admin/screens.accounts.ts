import { msg } from '@lingui/core/macro';
import { auditLogScreen } from '../../features/roles/screens';
import type { Screen } from '../types';

// Accounts and governance: users, audit log, licences, offline licences.
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
  // Offline licences exist while the offline licence mode is on (build switch PARAPET_OFFLINE_LICENSE).
  ...(__OFFLINE_LICENSE__
    ? [
        {
          path: 'offlineLicense',
          group: 'licenses',
          label: msg`Offline licences`,
          load: () => import('../../features/licenses/OfflineLicensesScreen'),
        } satisfies Screen,
      ]
    : []),
];
