import { msg } from '@lingui/core/macro';
import { auditLogScreen, roleRedirects, roleScreens } from '../../features/roles/screens';
import type { Redirect, Screen } from '../../services/screen-types';
import { needing, screen } from '../../services/screen';

// Accounts and governance: users, roles, audit log.
// Kept in its own file so that work on other topics does not touch the same lines; spread into screens.ts.
export const accountsScreens: Screen[] = [
  // Accounts and roles are the tenant root's (a sub-client's holds it only with users.manage).
  ...needing('root', screen('userManagement/users', 'userManagement', msg`Users`, () => import('../../features/users/UsersScreen')), ...roleScreens('client')),
  auditLogScreen,
];

/** Earlier paths of these screens (spread into screens.ts's redirects). */
export const accountsRedirects: Redirect[] = roleRedirects('client');
