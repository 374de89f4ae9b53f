import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { screen } from '../../services/screen';
import type { Screen } from '../../services/screen-types';

// The analytics screens of the user and client consoles (spec 2): the same entries in both, each screen written
// once and configured per console (config.ts); registered by src/areas/<area>/screens.analytics.ts.

/** A screen under "Data analysis" (`dataAnalysis/<name>`) of both consoles, with the calls it needs in each. */
export const dataAnalysisScreen = (name: string, label: MessageDescriptor, load: Screen['load'], needs: { user: string[]; client: string[] }): Screen => ({
  ...screen(`dataAnalysis/${name}`, 'dataAnalysis', label, load),
  needs,
});

/** The console's dashboard (replaces the shared welcome page in screens.ts). */
export const analyticsDashboardScreen: Screen = {
  path: 'dashboard',
  label: msg`Dashboard`,
  load: () => import('./dashboards/DashboardScreen'),
};

const statistics = dataAnalysisScreen('statistics', msg`Statistics`, () => import('./statistics/StatisticsScreen'), {
  user: ['user-statistics-list-time-series'],
  client: ['client-statistics-list-time-series'],
});

const logSearch = dataAnalysisScreen('logger', msg`Log search`, () => import('./logs/LogSearchScreen'), {
  user: ['user-log-search-access-logs'],
  client: ['client-log-list-access-logs'],
});

const securityAnalysis = dataAnalysisScreen('securityAnalysis', msg`Security analysis`, () => import('./security/SecurityAnalysisScreen'), {
  user: ['user-statistics-list-top'],
  client: ['client-statistics-list-top'],
});

/** Hidden unless the console is built with PARAPET_L4_ATTACK=1 (spec 1: "hidden by a build flag"). */
const l4AttackAnalysis: Screen[] = __L4_ATTACK_PAGE__
  ? [
      dataAnalysisScreen('l4AttackAnalysis', msg`Layer-4 attack analysis`, () => import('./l4/L4AttackScreen'), {
        user: ['user-networkStatistics-get-sum-bits'],
        client: ['client-statistics-get-network-sum-bits'],
      }),
    ]
  : [];

/** The screens under "Data analysis" both consoles have, in navigation order. */
export const sharedAnalyticsScreens: Screen[] = [statistics, securityAnalysis, ...l4AttackAnalysis, logSearch];
