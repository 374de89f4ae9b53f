// Screens every area has: its home and the own-account pages.
import { msg } from '@lingui/core/macro';
import type { Screen } from '../types';

export const accountScreens: Screen[] = [
  {
    path: 'userManagement/userInformation',
    group: 'userManagement',
    label: msg`User information`,
    load: () => import('./account/UserInformation'),
  },
  {
    path: 'changePassword',
    menu: 'account',
    label: msg`Change password`,
    load: () => import('./account/ChangePassword'),
  },
];

export const dashboardScreen: Screen = {
  path: 'dashboard',
  label: msg`Dashboard`,
  load: () => import('./Dashboard'),
};
