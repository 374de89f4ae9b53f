import { msg } from '@lingui/core/macro';
import { accountScreens, dashboardScreen } from '../shared/screens';
import type { Screen } from '../types';

export const userScreens: Screen[] = [
  dashboardScreen,
  ...accountScreens,
  {
    path: 'userManagement/apiDoc',
    group: 'userManagement',
    label: msg`API documentation`,
    load: () => import('./account/ApiDoc'),
  },
];
