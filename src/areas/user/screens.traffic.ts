import { msg } from '@lingui/core/macro';
import type { Screen } from '../types';

// The end user's traffic packages (basic and extra plans, monthly usage); spread into screens.ts.
export const trafficScreens: Screen[] = [
  {
    path: 'trafficPkgManagement/trafficPkgList',
    group: 'trafficPkgManagement',
    label: msg`Traffic packages`,
    load: () => import('../../features/traffic/UserTrafficScreen'),
  },
];
