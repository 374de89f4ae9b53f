import { accountScreens, dashboardScreen } from '../shared/screens';
import type { Screen } from '../../services/screen-types';
import { accountsScreens } from './screens.accounts';

export const adminScreens: Screen[] = [dashboardScreen, ...accountScreens, ...accountsScreens];
