import { accountScreens, dashboardScreen } from '../shared/screens';
import type { Screen } from '../types';

export const adminScreens: Screen[] = [dashboardScreen, ...accountScreens];
