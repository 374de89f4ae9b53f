import { msg } from '@lingui/core/macro';
import { auditLogScreen } from '../../features/roles/screens';
import type { Screen } from '../../services/screen-types';
import { screen } from '../../services/screen';

// Accounts and governance: users, audit log, licences, offline licences.
// Kept in its own file so that work on other topics does not touch the same lines; spread into screens.ts.
export const accountsScreens: Screen[] = [
  screen('userManagement/users', 'userManagement', msg`Users`, () => import('../../features/users/UsersScreen')),
  auditLogScreen,
  screen('licenses', 'licenses', msg`Licences`, () => import('../../features/licenses/LicensesScreen')),
  // Offline licences exist while the offline licence mode is on (build switch PARAPET_OFFLINE_LICENSE).
  ...(__OFFLINE_LICENSE__ ? [screen('offlineLicense', 'licenses', msg`Offline licences`, () => import('../../features/licenses/OfflineLicensesScreen'))] : []),
];
