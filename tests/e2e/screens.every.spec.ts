// Every screen of every console, read from the consoles' own registries (see registry.ts): each one opens signed in
// with no page or console error (the fixtures), a heading, real content once its loaders are gone (not the 404 page,
// not the sign-in page, no error message) and no serious accessibility violation. The deeper specs test flows.
import type { Page } from '@playwright/test';
import { ACCOUNTS } from './accounts';
import { compileFirstOnDevServer, expect, expectAccessible, test } from './fixtures';
import { type Area, signInThroughApi } from './pages';
import { loadRegistry } from './registry';

const { screens, siteTabs } = await loadRegistry();

const SIGN_IN: Record<Area, { email: string; password: string }> = {
  admin: ACCOUNTS.admin,
  client: ACCOUNTS.client,
  user: ACCOUNTS.user,
};

// The demo user's first site (the workspace without a site in the path opens the first one, keeping the tab).
const WORKSPACE = '/user/sitesManagement/sitesSetting';

compileFirstOnDevServer(['/src/app/shell/AreaShell.tsx']);

/** Records every toast as it appears: an error reported while a screen opens is a failure of that screen. */
async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __toasts: string[] }).__toasts = seen;
    const known = new WeakSet<Element>();
    new MutationObserver(() => {
      document.querySelectorAll('.mantine-Notification-root').forEach((toast) => {
        if (known.has(toast)) return;
        known.add(toast);
        seen.push(toast.textContent?.trim() ?? '');
      });
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts);
}

async function expectScreen(page: Page, area: Area, toasts: () => Promise<string[]>) {
  // The shell's main region (a screen may hold a main landmark of its own, as the API reference does).
  const main = page.getByRole('main').first();
  // Signed in on the screen: the shell's navigation is there and the console stayed in the area.
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible({ timeout: 90_000 });
  await expect(main.getByRole('heading').first()).toBeVisible({ timeout: 90_000 });
  await expect(main.getByRole('status', { name: /^Loading/ })).toHaveCount(0, { timeout: 90_000 });
  await expect(page).toHaveURL((url) => url.pathname.startsWith(`/${area}/`) && !url.pathname.startsWith(`/${area}/login`));
  await expect(page.getByText('This page does not exist.')).toHaveCount(0);
  // Real content: more than a heading, and no "could not be loaded" message in place of it.
  const text = (await main.innerText()).trim();
  const heading = (await main.getByRole('heading').first().innerText()).trim();
  expect(text.length, `the screen shows more than its heading "${heading}"`).toBeGreaterThan(heading.length + 20);
  await expect(main.getByText(/could not be (loaded|opened)/i)).toHaveCount(0);
  expect(await toasts(), 'no message was shown while the screen opened').toEqual([]);
  await expectAccessible(page);
}

for (const area of ['admin', 'client', 'user'] as const) {
  const mine = screens.filter((screen) => screen.area === area);
  test.describe(`${area} console`, () => {
    test(`registers screens`, () => {
      expect(mine.length).toBeGreaterThan(0);
    });
    for (const screen of mine) {
      test(`${screen.label} (${screen.url}) opens`, async ({ page }) => {
        const toasts = await recordToasts(page);
        await signInThroughApi(page, area, SIGN_IN[area]);
        await page.goto(screen.url);
        await expectScreen(page, area, toasts);
      });
    }
  });
}

test.describe('user site workspace', () => {
  for (const tab of siteTabs) {
    test(`${tab.label} tab (?tab=${tab.id}) opens`, async ({ page }) => {
      const toasts = await recordToasts(page);
      await signInThroughApi(page, 'user', ACCOUNTS.user);
      await page.goto(`${WORKSPACE}?tab=${tab.id}`);
      await expect(page.getByRole('tab', { name: tab.label, exact: true })).toHaveAttribute('aria-selected', 'true', { timeout: 90_000 });
      await expect(page).toHaveURL(new RegExp(`${WORKSPACE}/\\d+/[^/?]+\\?tab=${tab.id}$`));
      await expectScreen(page, 'user', toasts);
    });
  }
});
