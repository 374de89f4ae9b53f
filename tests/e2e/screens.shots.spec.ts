// Screenshots for the closing note of issue 25: each console's dashboard, the site workspace and the log search, at
// 1440 px and 390 px wide, in zh-TW, light and dark; one test, each screen opened once and shot four times (the
// viewport and the colour scheme change in place). The pictures are attached to the report (test-results/…); at
// 390 px each screen must also fit (no sideways scrolling).
import type { Page } from '@playwright/test';
import { ACCOUNTS } from './accounts';
import { expect, test } from './fixtures';
import { type Area, signInThroughApi } from './pages';
import { expectNoSidewaysScroll } from './phone';

test.beforeEach(async ({ backend }) => backend.reset());

const SITE = '4101/www.harbor-tea.example';

interface Shot {
  name: string;
  area: Area;
  path: string;
  /** What shows once the screen has its content. */
  ready: (page: Page) => Promise<void>;
}

const dashboard = async (page: Page) => {
  await expect(page.getByTestId('dash-requests')).toHaveText(/^\d/, { timeout: 90_000 });
};
const workspace = async (page: Page) => {
  await expect(page.getByRole('navigation').filter({ has: page.locator('[aria-current="page"]') }).last()).toBeVisible({ timeout: 90_000 });
  await expect(page.getByRole('table').first()).toBeVisible({ timeout: 60_000 });
};
const logs = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 90_000 });
  await page.getByRole('main').locator('form button[type="submit"]').click();
  await expect(page.getByRole('table').getByRole('cell').first()).toBeVisible({ timeout: 60_000 });
};

const SHOTS: Shot[] = [
  { name: 'user-dashboard', area: 'user', path: '/user/dashboard', ready: dashboard },
  { name: 'user-site-workspace', area: 'user', path: `/user/sitesManagement/sitesSetting/${SITE}?tab=firewall&section=blacklist`, ready: workspace },
  { name: 'user-log-search', area: 'user', path: '/user/dataAnalysis/logger', ready: logs },
  { name: 'client-dashboard', area: 'client', path: '/client/dashboard', ready: dashboard },
  { name: 'client-site-workspace', area: 'client', path: `/client/sitesManagement/sitesSetting/${SITE}?tab=domains`, ready: workspace },
  { name: 'client-log-search', area: 'client', path: '/client/dataAnalysis/logger', ready: logs },
  {
    name: 'admin-dashboard',
    area: 'admin',
    path: '/admin/dashboard',
    ready: async (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 90_000 }),
  },
];

test('screenshots: dashboards, site workspace and log search at 1440 and 390 px, zh-TW, light and dark', async ({ page }, testInfo) => {
  test.setTimeout(600_000);
  // zh-TW (the fixture's English is set once a session; this runs after it on every page).
  await page.addInitScript(() => {
    sessionStorage.setItem('e2e-lang-set', '1');
    localStorage.setItem('lang', 'zh-TW');
  });
  await signInThroughApi(page, 'user', ACCOUNTS.user);
  await signInThroughApi(page, 'client', ACCOUNTS.client);
  await signInThroughApi(page, 'admin', ACCOUNTS.admin);
  for (const shot of SHOTS) {
    await test.step(shot.name, async () => {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(shot.path);
      await shot.ready(page);
      await expect(page.locator('html')).toHaveAttribute('lang', /^zh/);
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
        for (const width of [1440, 390]) {
          await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
          if (width === 390) await expectNoSidewaysScroll(page);
          const path = testInfo.outputPath(`${shot.name}-${width}-${scheme}.png`);
          await page.screenshot({ path });
          await testInfo.attach(`${shot.name} ${width} px ${scheme}`, { path, contentType: 'image/png' });
        }
      }
    });
  }
});
