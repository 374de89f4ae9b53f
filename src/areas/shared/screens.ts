// Screens every area has: its home and the own-account pages.
import { msg } from '@lingui/core/macro';
import type { Screen } from '../../services/screen-types';
import { screen } from '../../services/screen';
import { withTexts } from '../../i18n';
import { tabFor } from '../../features/site-workspace/tabs';

export const accountScreens: Screen[] = [
  screen('userManagement/userInformation', 'userManagement', msg`User information`, () => import('../../features/account/UserInformation')),
  screen('changePassword', null, msg`Change password`, () => import('../../features/account/ChangePassword'), 'account'),
];

export const dashboardScreen = screen('dashboard', null, msg`Dashboard`, () => import('../../features/dashboard/Dashboard'));

/** The tab a workspace address opens (`?tab=`, else the domains tab when the path names a domain). */
const pageTab = (pathname: string, search: string) =>
  tabFor(new URLSearchParams(search).get('tab'), /\/sitesSetting\/[^/]+\/[^/]+\/[^/]+/.test(pathname));

/** The site of an end user's workspace address (the client's calls on a customer's site are its own: none). */
const userSiteId = (pathname: string) => /^\/user\/sitesManagement\/sitesSetting\/(\d+)(\/|$)/.exec(pathname)?.[1];

// Screens the user and client consoles both have. The site workspace is one feature with each console's configuration
// (the client opens a customer's site in the end user's workspace: decision in docs/decisions.md; `domainName` opens
// that domain): `load` is the console's src/areas/<area>/site-workspace.tsx.
export const siteWorkspaceScreen = (load: Screen['load']): Screen => ({
  ...screen('sitesManagement/sitesSetting/:siteId?/:siteName?/:domainName?', 'sitesManagement', msg`Site settings`, load),
  // The tab's code with the workspace's (the path's third parameter is a domain).
  early: ({ pathname, search }) => void withTexts(pageTab(pathname, search).load).catch(() => undefined),
  // In the end user's console, the site, the sites to switch to and the tab's first reads. The tabs' registry comes
  // with this module (3 kB gzip) rather than after it: the tab's reads then leave with the site's, before the
  // workspace's code has arrived and drawn (issue 29: on a phone the domains tab's rows were asked for 0.27 s later,
  // after the first paint).
  reads: ({ pathname, search }) => {
    const siteId = userSiteId(pathname);
    return siteId ? [`/user/site/${siteId}`, '/user/metaSites', ...(pageTab(pathname, search).reads?.(siteId) ?? [])] : [];
  },
});
export const blockListScreen: Screen = {
  ...screen('sitesManagement/blockList', 'sitesManagement', msg`Block list`, () => import('../../features/blocklist/BlockListPage')),
  // Its first reads, asked for as the page starts (the address names no filter): the count, the latest blocked
  // addresses, and the sites (and the client's zones) to filter by.
  reads: ({ pathname, search }) => {
    if (search) return [];
    const blocked = ['/user/blockIPs?page=1&pageSize=1', '/user/blockIPs?page=1&pageSize=10&sortBy=blockedAt&orderBy=desc'];
    return [...blocked, ...(pathname.startsWith('/client/') ? ['/client/metaSites', '/client/metaZones'] : ['/user/metaSites'])];
  },
};
// API tokens are there to be made and removed: a role that may not manage them has nothing to do on the screen.
const apiTokenNeeds = ['common-apiToken-list-tokens', 'common-apiToken-create-token'];
export const apiTokensScreen: Screen = {
  ...screen('userManagement/apiTokenSetting', 'userManagement', msg`API tokens`, () => import('../../features/api-tokens/ApiTokensScreen')),
  needs: { user: apiTokenNeeds, client: apiTokenNeeds },
};
