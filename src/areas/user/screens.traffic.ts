import { msg } from '@lingui/core/macro';
import type { Screen } from '../../services/screen-types';
import { screen } from '../../services/screen';

// The end user's traffic packages (basic and extra plans, monthly usage); spread into screens.ts.
export const trafficScreens: Screen[] = [
  screen('trafficPkgManagement/trafficPkgList', 'trafficPkgManagement', msg`Traffic packages`, () => import('../../features/traffic/UserTrafficScreen')),
];
