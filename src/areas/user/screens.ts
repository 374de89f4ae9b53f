import { accountScreens, dashboardScreen } from '../shared/screens';
import type { Screen } from '../types';

export const userScreens: Screen[] = [dashboardScreen, ...accountScreens];
