import type { Screen } from '../types';

// Branding, announcements and the offline licence.
// Kept in its own file so that work on other topics does not touch the same lines; spread into screens.ts.
export const brandingScreens: Screen[] = [];
