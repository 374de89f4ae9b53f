import type { Screen } from '../types';

// System management: system settings, CNAME, error pages, predefined settings.
// Kept in its own file so that work on other topics does not touch the same lines; spread into screens.ts.
export const systemScreens: Screen[] = [];
