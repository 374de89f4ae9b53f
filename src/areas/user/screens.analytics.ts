import type { Screen } from '../../services/screen-types';
import { analyticsDashboardScreen as dashboard, sharedAnalyticsScreens } from '../../features/analytics/screens';

// Analytics: statistics, security analysis, layer-4 attacks, logs, export, push.
// Kept in its own file so that work on other topics does not touch the same lines; spread into screens.ts.
// The entries both consoles share are written once in src/features/analytics/screens.ts.
/** The console's dashboard (replaces the shared welcome page in screens.ts). */
export const analyticsDashboardScreen: Screen = dashboard;

export const analyticsScreens: Screen[] = [...sharedAnalyticsScreens];
