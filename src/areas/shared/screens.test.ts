// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';

const asked = vi.hoisted(() => [] as { tab: string | null; domain: boolean }[]);
vi.mock('../../features/site-workspace/tabs', () => ({
  tabFor: (tab: string | null, domain: boolean) => {
    asked.push({ tab, domain });
    return { load: () => Promise.resolve() };
  },
}));

describe('the site workspace screen', () => {
  beforeEach(() => {
    asked.length = 0;
  });

  it('asks for the tab a page will open as the page starts (issue 29)', async () => {
    vi.resetModules();
    const { siteWorkspaceScreen } = await import('./screens');
    const screen = siteWorkspaceScreen(() => Promise.resolve({}));
    screen.early?.({ pathname: '/user/sitesManagement/sitesSetting/4101/www.harbor-tea.example', search: '?tab=certificates' });
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    screen.early?.({ pathname: '/user/sitesManagement/sitesSetting/4101/www.harbor-tea.example/shop.harbor-tea.example', search: '' });
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    expect(asked).toEqual([
      { tab: 'certificates', domain: false },
      { tab: null, domain: true },
    ]);
  });
});
