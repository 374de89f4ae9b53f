import { msg } from '@lingui/core/macro';
import type { Screen } from '../../services/screen-types';

// The analytics screens of the user and client consoles (spec 2): the same entries in both, each screen written
// once and configured per console (config.ts); registered by src/areas/<area>/screens.analytics.ts.

/** The console's dashboard (replaces the shared welcome page in screens.ts). */
export const analyticsDashboardScreen: Screen = {
  path: 'dashboard',
  label: msg`Dashboard`,
  load: () => import('./dashboards/DashboardScreen'),
};

const statistics: Screen = {
  path: 'dataAnalysis/statistics',
  group: 'dataAnalysis',
  label: msg`Statistics`,
  load: () => import('./statistics/StatisticsScreen'),
  needs: { user: ['user-statistics-list-time-series'], client: ['client-statistics-list-time-series'] },
};

const logSearch: Screen = {
  path: 'dataAnalysis/logger',
  group: 'dataAnalysis',
  label: msg`Log search`,
  load: () => import('./logs/LogSearchScreen'),
  needs: { user: ['user-log-search-access-logs'], client: ['client-log-list-access-logs'] },
};

const securityAnalysis: Screen = {
  path: 'dataAnalysis/securityAnalysis',
  group: 'dataAnalysis',
  label: msg`Security analysis`,
  load: () => import('./security/SecurityAnalysisScreen'),
  needs: { user: ['user-statistics-list-top'], client: ['client-statistics-list-top'] },
};

/** Hidden unless the console is built with PARAPET_L4_ATTACK=1 (spec 1: "hidden by a build flag"). */
const l4AttackAnalysis: Screen[] = __L4_ATTACK_PAGE__
  ? [
      {
        path: 'dataAnalysis/l4AttackAnalysis',
        group: 'dataAnalysis',
        label: msg`Layer-4 attack analysis`,
        load: () => import('./l4/L4AttackScreen'),
        needs: { user: ['user-networkStatistics-get-sum-bits'], client: ['client-statistics-get-network-sum-bits'] },
      },
    ]
  : [];

/** The screens under "Data analysis" both consoles have, in navigation order. */
export const sharedAnalyticsScreens: Screen[] = [statistics, securityAnalysis, ...l4AttackAnalysis, logSearch];
