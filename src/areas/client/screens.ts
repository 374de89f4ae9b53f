import { msg } from '@lingui/core/macro';
import { accountScreens, dashboardScreen } from '../shared/screens';
import type { Screen } from '../types';

export const clientScreens: Screen[] = [
  dashboardScreen,
  {
    path: 'systemManagement/dnsSetting',
    group: 'systemManagement',
    label: msg`DNS settings`,
    load: () => import('./system/DnsSetting'),
  },
  ...accountScreens,
];
