import { msg } from '@lingui/core/macro';
import { accountScreens } from '../shared/screens';
import type { Screen } from '../../services/screen-types';
import { screen } from '../../services/screen';
import { accountsScreens } from './screens.accounts';

// The admin's home is a dashboard of its own (licences, clients, offline installations, recent changes).
const adminDashboardScreen = screen('dashboard', null, msg`Dashboard`, () => import('../../features/admin-home/AdminDashboard'));

export const adminScreens: Screen[] = [adminDashboardScreen, ...accountScreens, ...accountsScreens];
