import type { Screen } from '../types';

// The edge network: zones, their settings and Nginx settings, groups (lines).
// Kept in its own file so that work on other topics does not touch the same lines; spread into screens.ts.
export const zoneScreens: Screen[] = [];
