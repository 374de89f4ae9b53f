// Every screen of every console, read from the consoles' own registries (see registry.ts): each one opens signed in
// with no page or console error, a heading, real content once its loaders are gone (not the 404 page, not the
// sign-in page, no error message, no error toast) and no serious accessibility violation. The deeper specs test flows.
//
// Made to stay fast as screens are added: the screens of a console are opened in groups of GROUP, each group one
// test with one page signed in once through the API (no new browser context, no sign-in, no cold cache per screen);
// the groups are spread over the workers. A screen that fails is reported by name with its reason and the group
// goes on with the next screen (a fresh navigation), so one broken screen does not hide the others.
import type { Page } from '@playwright/test';
import { ACCOUNTS } from './accounts';
import { collectProblems, compileFirstOnDevServer, expect, expectAccessible, test } from './fixtures';
import { type Area, openInConsole, signInThroughApi } from './pages';
import { loadRegistry } from './registry';
import { expectWorkspacePage } from './site-pages';

const { screens, siteTabs } = await loadRegistry();

const SIGN_IN: Record<Area, { email: string; password: string }> = {
  admin: ACCOUNTS.admin,
  client: ACCOUNTS.client,
  user: ACCOUNTS.user,
};

// The demo user's first site (the workspace without a site in the path opens the first one, keeping the tab).
const WORKSPACE = '/user/sitesManagement/sitesSetting';

/** Screens per test: small enough to spread over two workers and to name a failing group, large enough that the
 * sign-in and the first cold load of the console are paid rarely. */
const GROUP = 8;

// The groups run side by side on the workers (each test has its own page and session; none writes).
test.describe.configure({ mode: 'parallel' });

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
  // Each navigation starts a new document, so the record holds what was shown since the screen was opened.
  return () => page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts);
}

/** Page and console errors, each counted against the screen open when it happened (the fixtures fail the test on
 * any of them too; this names the screen). */
function recordErrors(page: Page) {
  const errors: string[] = [];
  collectProblems(page, errors);
  return () => errors.splice(0);
}

async function expectScreen(page: Page, area: Area, toasts: () => Promise<string[]>, whole: boolean) {
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
  // The shell (header, navigation) is the same on every screen of a console: the whole page is checked on the
  // group's first screen, then what each screen adds: the main region and anything it opened in a portal.
  await expectAccessible(page, whole ? undefined : ['main', '[data-portal]']);
}

interface Entry {
  label: string;
  url: string;
  /** Checks particular to the entry, after it is opened and before the common ones. */
  check?: (page: Page) => Promise<void>;
}

/** Opens each entry in turn on one page signed in once; fails at the end with every screen that did not open. */
async function openEach(page: Page, area: Area, entries: Entry[]) {
  test.setTimeout(60_000 + entries.length * 100_000);
  const toasts = await recordToasts(page);
  const errors = recordErrors(page);
  await signInThroughApi(page, area, SIGN_IN[area]);
  const failed: string[] = [];
  // A fresh page load for the first screen and after a failure; a route change otherwise.
  let fresh = true;
  for (const [index, entry] of entries.entries()) {
    await test.step(`${entry.label} (${entry.url})`, async () => {
      try {
        if (fresh) await page.goto(entry.url);
        else {
          await page.evaluate(() => ((window as unknown as { __toasts: string[] }).__toasts.length = 0));
          await openInConsole(page, entry.url);
        }
        fresh = false;
        await entry.check?.(page);
        await expectScreen(page, area, toasts, index === 0);
        const seen = errors();
        expect(seen, 'no page or console errors').toEqual([]);
      } catch (error) {
        errors();
        fresh = true;
        failed.push(`${entry.label} (${entry.url}): ${String((error as Error).message ?? error).split('\n').slice(0, 3).join(' ')}`);
        // The next screen starts from a fresh session, whatever state this one left.
        await page.context().clearCookies();
        await signInThroughApi(page, area, SIGN_IN[area]);
      }
    });
  }
  expect(failed, 'screens that did not open cleanly').toEqual([]);
}

function groups<T>(items: T[]): T[][] {
  const count = Math.max(1, Math.ceil(items.length / GROUP));
  // Even groups (9 screens make 5 + 4, not 8 + 1).
  const size = Math.ceil(items.length / count);
  return Array.from({ length: count }, (_, index) => items.slice(index * size, (index + 1) * size)).filter((group) => group.length);
}

for (const area of ['admin', 'client', 'user'] as const) {
  const mine = screens.filter((screen) => screen.area === area);
  test.describe(`${area} console`, () => {
    test(`registers screens`, () => {
      expect(mine.length).toBeGreaterThan(0);
    });
    for (const [index, group] of groups(mine).entries()) {
      const first = group[0]!.label;
      const last = group.at(-1)!.label;
      test(`screens ${index + 1}: ${first} … ${last} (${group.length}) open`, async ({ page }) => {
        await openEach(page, area, group);
      });
    }
  });
}

test.describe('user site workspace', () => {
  test('registers tabs', () => {
    expect(siteTabs.length).toBeGreaterThan(0);
  });
  for (const [index, group] of groups(siteTabs).entries()) {
    test(`tabs ${index + 1}: ${group[0]!.label} … ${group.at(-1)!.label} (${group.length}) open`, async ({ page }) => {
      await openEach(
        page,
        'user',
        group.map((tab) => ({
          label: `${tab.label} tab`,
          url: `${WORKSPACE}?tab=${tab.id}`,
          check: async (opened) => {
            await expectWorkspacePage(opened, tab.label, 90_000);
            await expect(opened).toHaveURL(new RegExp(`${WORKSPACE}/\\d+/[^/?]+\\?tab=${tab.id}$`));
          },
        })),
      );
    });
  }
});
