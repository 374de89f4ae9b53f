import { msg } from '@lingui/core/macro';
import { auditLogScreen, roleRedirects, roleScreens } from '../../features/roles/screens';
import type { Redirect, Screen } from '../../services/screen-types';
import { screen } from '../../services/screen';

// Accounts and governance: sub-users, roles, audit log, traffic packages.
// Kept in its own file so that work on other topics does not touch the same lines; spread into screens.ts.
export const accountsScreens: Screen[] = [
  // A sub-user manages no account (its list is empty, adding is the main account's): the screen is the main account's.
  { ...screen('userManagement/usersList', 'userManagement', msg`Sub-users`, () => import('../../features/users/UsersScreen')), needs: { user: ['kind-account-list-accounts', 'kind-account-create-account'] } },
  ...roleScreens('user'),
  auditLogScreen,
];

/** Earlier paths of these screens (spread into screens.ts's redirects). */
export const accountsRedirects: Redirect[] = roleRedirects('user');
