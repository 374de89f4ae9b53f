import { msg } from '@lingui/core/macro';
import type { Screen } from '../types';

// Analytics: statistics, security analysis, layer-4 attacks, logs, export, push.
// Kept in its own file so that work on other topics does not touch the same lines; spread into screens.ts.
/** The console's dashboard (replaces the shared welcome page in screens.ts). */
export const analyticsDashboardScreen: Screen = {
  path: 'dashboard',
  label: msg`Dashboard`,
  load: () => import('../../features/analytics/dashboards/DashboardScreen'),
};

export const analyticsScreens: Screen[] = [
  {
    path: 'dataAnalysis/statistics',
    group: 'dataAnalysis',
    label: msg`Statistics`,
    load: () => import('../../features/analytics/statistics/StatisticsScreen'),
  },
  {
    path: 'dataAnalysis/logger',
    group: 'dataAnalysis',
    label: msg`Log search`,
    load: () => import('../../features/analytics/logs/LogSearchScreen'),
  },
];
