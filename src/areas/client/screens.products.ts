import type { Screen } from '../types';

// Products, customers' sites and domains, certificates, traffic plans, system settings, branding.
// Kept in its own file so that work on other topics does not touch the same lines; spread into screens.ts.
export const productScreens: Screen[] = [];
