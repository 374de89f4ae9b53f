import { msg } from '@lingui/core/macro';
import { accountScreens } from '../shared/screens';
import type { Screen } from '../types';
import { accountsScreens } from './screens.accounts';
import { analyticsDashboardScreen, analyticsScreens } from './screens.analytics';
import { trafficScreens } from './screens.traffic';
import { logScreens } from './screens.logs';

export const userScreens: Screen[] = [
  analyticsDashboardScreen,
  ...accountScreens,
  {
    path: 'sitesManagement/sitesList',
    group: 'sitesManagement',
    label: msg`Sites`,
    load: () => import('./sites/SitesList'),
  },
  {
    path: 'sitesManagement/sitesSetting/:siteId?/:siteName?/:domainName?',
    navPath: 'sitesManagement/sitesSetting',
    group: 'sitesManagement',
    label: msg`Site settings`,
    load: () => import('./site/SiteWorkspace'),
  },
  {
    path: 'sitesManagement/blockList',
    group: 'sitesManagement',
    label: msg`Block list`,
    load: () => import('../../features/blocklist/BlockListPage'),
  },
  {
    path: 'userManagement/apiDoc',
    group: 'userManagement',
    label: msg`API documentation`,
    load: () => import('./account/ApiDoc'),
  },
  {
    path: 'userManagement/apiTokenSetting',
    group: 'userManagement',
    label: msg`API tokens`,
    load: () => import('../../features/api-tokens/ApiTokensScreen'),
  },
  {
    path: 'systemManagement/notifySetting',
    group: 'systemManagement',
    label: msg`Notifications`,
    load: () => import('../../features/notifications/NotifyScreen'),
  },
  ...accountsScreens,
  ...analyticsScreens,
  ...trafficScreens,
  ...logScreens,
];
