// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';

const asked = vi.hoisted(() => [] as { tab: string | null; domain: boolean }[]);
vi.mock('../../features/site-workspace/tabs', () => ({
  tabFor: (tab: string | null, domain: boolean) => {
    asked.push({ tab, domain });
    return { load: () => Promise.resolve(), reads: (siteId: string) => [`/user/site/${siteId}/${tab ?? 'domains'}`] };
  },
}));

describe('the site workspace screen', () => {
  beforeEach(() => {
    asked.length = 0;
  });

  it('asks for the tab a page will open, and its first reads with the site’s, as the page starts (issue 29)', async () => {
    vi.resetModules();
    const { siteWorkspaceScreen } = await import('./screens');
    const screen = siteWorkspaceScreen(() => Promise.resolve({}));
    const certificates = { pathname: '/user/sitesManagement/sitesSetting/4101/www.harbor-tea.example', search: '?tab=certificates' };
    const domain = { pathname: '/user/sitesManagement/sitesSetting/4101/www.harbor-tea.example/shop.harbor-tea.example', search: '' };
    screen.early?.(certificates);
    screen.early?.(domain);
    expect(asked).toEqual([
      { tab: 'certificates', domain: false },
      { tab: null, domain: true },
    ]);
    // In the end user's console the screen names the site, the sites to switch to and the tab's first reads.
    expect(screen.reads?.(certificates)).toEqual(['/user/site/4101', '/user/metaSites', '/user/site/4101/certificates']);
    expect(screen.reads?.(domain)).toEqual(['/user/site/4101', '/user/metaSites', '/user/site/4101/domains']);
  });

  it('reads nothing early in the client console (its calls on a customer’s site are its own)', async () => {
    vi.resetModules();
    const { siteWorkspaceScreen } = await import('./screens');
    const screen = siteWorkspaceScreen(() => Promise.resolve({}));
    const address = { pathname: '/client/sitesManagement/sitesSetting/4101/www.harbor-tea.example', search: '' };
    screen.early?.(address);
    expect(asked).toHaveLength(1);
    expect(screen.reads?.(address)).toEqual([]);
  });
});

describe('the block list screen', () => {
  it('reads its count, latest page and filter choices as the page starts, with the console’s own choices, none when the address filters', async () => {
    const { blockListScreen } = await import('./screens');
    expect(blockListScreen.reads?.({ pathname: '/user/sitesManagement/blockList', search: '' })).toEqual([
      '/user/blockIPs?page=1&pageSize=1',
      '/user/blockIPs?page=1&pageSize=10&sortBy=blockedAt&orderBy=desc',
      '/user/metaSites',
    ]);
    expect(blockListScreen.reads?.({ pathname: '/client/sitesManagement/blockList', search: '' })?.slice(2)).toEqual(['/client/metaSites', '/client/metaZones']);
    expect(blockListScreen.reads?.({ pathname: '/user/sitesManagement/blockList', search: '?ip=203.0.113.9' })).toEqual([]);
  });
});
