import { msg } from '@lingui/core/macro';
import type { Screen } from '../../services/screen-types';
import { screen } from '../../services/screen';

// The customisable dashboard (statisticsCustomize).
// Kept in its own file so that work on other topics does not touch the same lines; spread into screens.ts.
export const dashboardScreens: Screen[] = [
  screen('dataAnalysis/statisticsCustomize', 'dataAnalysis', msg`Custom dashboard`, () => import('../../features/analytics/custom-dashboard/CustomDashboardScreen')),
];
