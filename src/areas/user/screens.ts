import { msg } from '@lingui/core/macro';
import { accountScreens, apiTokensScreen, blockListScreen, siteWorkspaceScreen } from '../shared/screens';
import type { Redirect, Screen } from '../../services/screen-types';
import { screen } from '../../services/screen';
import { accountsRedirects, accountsScreens } from './screens.accounts';
import { analyticsDashboardScreen, analyticsScreens } from './screens.analytics';
import { trafficScreens } from './screens.traffic';
import { logScreens } from './screens.logs';

export const userScreens: Screen[] = [
  analyticsDashboardScreen,
  ...accountScreens,
  {
    ...screen('sitesManagement/sitesList', 'sitesManagement', msg`Sites`, () => import('../../features/sites/SitesList')),
    // Its first reads, asked for as the page starts: the first page of sites, the tags and products to filter by, the
    // account's limits.
    reads: () => ['/user/sites?page=1&pageSize=10', '/user/site/tags', '/user/products?page=1&pageSize=100', '/user/resourceInfo'],
  },
  siteWorkspaceScreen(() => import('./site-workspace')),
  blockListScreen,
  screen('userManagement/apiDoc', 'userManagement', msg`API documentation`, () => import('../../features/api-doc/ApiDoc')),
  apiTokensScreen,
  // The account's notification settings: changing them is all the screen is for (accounts.manage).
  {
    ...screen('systemManagement/notifySetting', 'systemManagement', msg`Notifications`, () => import('../../features/notifications/NotifyScreen')),
    needs: { user: ['user-notification-get-tg', 'user-notification-set-tg'] },
  },
  ...accountsScreens,
  ...analyticsScreens,
  ...trafficScreens,
  ...logScreens,
];

/** Earlier paths that go to a screen's current one. */
export const userRedirects: Redirect[] = [...accountsRedirects];
