import { msg } from '@lingui/core/macro';
import type { Screen } from '../types';

// The customisable dashboard (statisticsCustomize).
// Kept in its own file so that work on other topics does not touch the same lines; spread into screens.ts.
export const dashboardScreens: Screen[] = [
  {
    path: 'dataAnalysis/statisticsCustomize',
    group: 'dataAnalysis',
    label: msg`Custom dashboard`,
    load: () => import('../../features/analytics/custom-dashboard/CustomDashboardScreen'),
  },
];
