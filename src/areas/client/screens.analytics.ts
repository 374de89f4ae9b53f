import type { Screen } from '../types';

// Analytics: statistics, security analysis, custom dashboard, logs, export, push.
// Kept in its own file so that work on other topics does not touch the same lines; spread into screens.ts.
export const analyticsScreens: Screen[] = [];
