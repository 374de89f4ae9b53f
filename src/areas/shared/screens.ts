// Screens every area has: its home and the own-account pages.
import { msg } from '@lingui/core/macro';
import type { Screen } from '../../services/screen-types';
import { screen } from '../../services/screen';

export const accountScreens: Screen[] = [
  screen('userManagement/userInformation', 'userManagement', msg`User information`, () => import('./account/UserInformation')),
  screen('changePassword', null, msg`Change password`, () => import('./account/ChangePassword'), 'account'),
];

export const dashboardScreen = screen('dashboard', null, msg`Dashboard`, () => import('./Dashboard'));

// Screens the user and client consoles both have, the same module in each (the client opens a customer's site in the
// end user's workspace: decision in docs/decisions.md; `domainName` opens that domain).
export const siteWorkspaceScreen = screen('sitesManagement/sitesSetting/:siteId?/:siteName?/:domainName?', 'sitesManagement', msg`Site settings`, () => import('../../features/site-workspace/SiteWorkspace'));
export const blockListScreen = screen('sitesManagement/blockList', 'sitesManagement', msg`Block list`, () => import('../../features/blocklist/BlockListPage'));
// API tokens are there to be made and removed: a role that may not manage them has nothing to do on the screen.
const apiTokenNeeds = ['common-apiToken-list-tokens', 'common-apiToken-create-token'];
export const apiTokensScreen: Screen = {
  ...screen('userManagement/apiTokenSetting', 'userManagement', msg`API tokens`, () => import('../../features/api-tokens/ApiTokensScreen')),
  needs: { user: apiTokenNeeds, client: apiTokenNeeds },
};
