import { msg } from '@lingui/core/macro';
import { accountScreens, apiTokensScreen, siteWorkspaceScreen } from '../shared/screens';
import type { Redirect, Screen } from '../../services/screen-types';
import { needing, screen } from '../../services/screen';
import { zoneScreens } from './screens.zones';
import { nodeScreens } from './screens.nodes';
import { productScreens } from './screens.products';
import { accountsRedirects, accountsScreens } from './screens.accounts';
import { analyticsDashboardScreen, analyticsScreens } from './screens.analytics';
import { systemScreens } from './screens.system';
import { brandingScreens } from './screens.branding';
import { logScreens } from './screens.logs';
import { dashboardScreens } from './screens.dashboards';

export const clientScreens: Screen[] = [
  analyticsDashboardScreen,
  ...needing('dns.manage', screen('systemManagement/dnsSetting', 'systemManagement', msg`DNS settings`, () => import('../../features/dns/DnsSetting'))),
  siteWorkspaceScreen(() => import('./site-workspace')),
  ...accountScreens,
  apiTokensScreen,
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

/** Earlier paths that go to a screen's current one. */
export const clientRedirects: Redirect[] = [...accountsRedirects];
