import { accountScreens, dashboardScreen } from '../shared/screens';
import type { Screen } from '../types';
import { accountsScreens } from './screens.accounts';

export const adminScreens: Screen[] = [dashboardScreen, ...accountScreens, ...accountsScreens];
