import { msg } from '@lingui/core/macro';
import { accountScreens } from '../shared/screens';
import type { Screen } from '../types';
import { zoneScreens } from './screens.zones';
import { nodeScreens } from './screens.nodes';
import { productScreens } from './screens.products';
import { accountsScreens } from './screens.accounts';
import { analyticsDashboardScreen, analyticsScreens } from './screens.analytics';
import { systemScreens } from './screens.system';
import { brandingScreens } from './screens.branding';
import { logScreens } from './screens.logs';
import { dashboardScreens } from './screens.dashboards';

export const clientScreens: Screen[] = [
  analyticsDashboardScreen,
  {
    path: 'systemManagement/dnsSetting',
    group: 'systemManagement',
    label: msg`DNS settings`,
    load: () => import('./system/DnsSetting'),
  },
  {
    // The end user's site workspace on a customer's site (decision in docs/decisions.md); `domainName` opens that domain.
    path: 'sitesManagement/sitesSetting/:siteId?/:siteName?/:domainName?',
    navPath: 'sitesManagement/sitesSetting',
    group: 'sitesManagement',
    label: msg`Site settings`,
    load: () => import('../user/site/SiteWorkspace'),
  },
  ...accountScreens,
  {
    path: 'userManagement/apiTokenSetting',
    group: 'userManagement',
    label: msg`API tokens`,
    load: () => import('../../features/api-tokens/ApiTokensScreen'),
  },
  ...zoneScreens,
  ...nodeScreens,
  ...productScreens,
  ...accountsScreens,
  ...analyticsScreens,
  ...systemScreens,
  ...brandingScreens,
  ...logScreens,
  ...dashboardScreens,
];
