// One permission model for the screens (issues 24 and 25): a "Log reader" sub-user (a role holding only `logs.read`)
// signs in through the login form and walks every screen its menu offers and every tab of the site workspace.
// What its role cannot use at all is not in its menu (and its address says so); on what it opens, no control that
// names its call (`data-operation`) is offered enabled when the contract's x-permission would refuse that call to
// this role; no call is answered 101018 on the way; and it can still do its job: search logs, read statistics.
// The judge is the contract itself (src/api/generated/permissions.ts) and the role's meta-roles from own information.
import type { Page } from '@playwright/test';
import { permissions } from '../../src/api/generated/permissions';
import { expect, expectAccessible, test } from './fixtures';
import { LoginPage, openInConsole, Shell } from './pages';
import { loadRegistry } from './registry';
import { expectWorkspacePage } from './site-pages';

const { siteTabs } = await loadRegistry();

// The seeded log reader (README, demo accounts): a sub-user of the demo end user, role "Log reader" = logs.read.
const LOG_READER = { email: 'yu.chen@harbor-tea.example', password: 'Harbor-Yu-2026' };
const WORKSPACE = '/user/sitesManagement/sitesSetting';

interface Held {
  isRoot: boolean;
  metaRoles: string[];
  siteIDs: number[] | null;
}

test.beforeEach(async ({ backend }) => backend.reset());

/** Whether the contract refuses the call to the account holding `held` in the user console (the rule of x-permission). */
function refusedTo(held: Held, operation: string): string | null {
  const permission = permissions[operation];
  if (permission === undefined) return `${operation} is not an operation of the contract`;
  if (permission === 'open') return null;
  const grant = permission.user;
  if (grant === undefined) return 'not a call of the user console';
  if (grant === 'any') return null;
  if (grant === 'root') return held.isRoot ? null : 'the main account only';
  return held.metaRoles.includes(grant) ? null : `needs ${grant}`;
}

/** Signs in through the form and reads what the account holds (own information, with the session's token). */
async function signIn(page: Page): Promise<Held> {
  await new LoginPage(page).signIn('user', LOG_READER.email, LOG_READER.password);
  const cookies = Object.fromEntries((await page.context().cookies()).map((cookie) => [cookie.name, cookie.value]));
  const answer = await page.request.get('/api/v1/user/account/self', { headers: { Authorization: `${cookies.u_tokenType} ${cookies.u_accessToken}` } });
  expect(answer.ok()).toBeTruthy();
  const { permissions: held } = ((await answer.json()) as { data: { permissions: Held } }).data;
  // The judge below leaves site scopes out: this role covers every site of its owner.
  expect(held.siteIDs === null || held.siteIDs.length === 0, 'the log reader covers every site').toBe(true);
  expect(held.metaRoles).toEqual(['logs.read']);
  return held;
}

/** Every answer 101018 (permission denied) the page receives, by call. */
function watchRefusals(page: Page) {
  const refused: string[] = [];
  const reading: Promise<void>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/v1/') || response.status() < 400) return;
    reading.push(
      response
        .json()
        .then((body: { code?: number }) => {
          if (body.code === 101018) refused.push(`${response.request().method()} ${url.pathname}`);
        })
        .catch(() => undefined),
    );
  });
  return async () => {
    await Promise.all(reading);
    return refused;
  };
}

interface Control {
  operation: string;
  enabled: boolean;
  name: string;
}

/** The controls that name their call, on the page now (the screen and anything it opened in a portal). */
const controlsOf = (page: Page): Promise<Control[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-operation]')].map((element) => ({
      operation: element.dataset.operation ?? '',
      enabled: !(
        (element as HTMLButtonElement).disabled ||
        element.getAttribute('aria-disabled') === 'true' ||
        (element.hasAttribute('data-disabled') && element.getAttribute('data-disabled') !== 'false')
      ),
      name: (element.getAttribute('aria-label') ?? element.closest('label')?.textContent ?? element.textContent ?? '').trim().slice(0, 80),
    })),
  );

/** Waits for the screen: its heading, no loader, no table still loading. */
async function settled(page: Page) {
  const main = page.getByRole('main').first();
  await expect(main.getByRole('heading').first()).toBeVisible({ timeout: 90_000 });
  await expect(main.getByRole('status', { name: /^Loading/ })).toHaveCount(0, { timeout: 90_000 });
  await expect(main.getByRole('img', { name: /^Loading/ })).toHaveCount(0, { timeout: 90_000 });
  await expect(main.locator('table[aria-busy="true"]')).toHaveCount(0, { timeout: 90_000 });
  await expect(main.getByLabel('Loading', { exact: true })).toHaveCount(0, { timeout: 90_000 });
}

/** The enabled controls whose call the role would be refused, named for the report. */
async function offeredButRefused(page: Page, held: Held, where: string, seen: Control[]) {
  const controls = await controlsOf(page);
  seen.push(...controls);
  return controls.filter((control) => control.enabled && refusedTo(held, control.operation)).map((c) => `${where}: "${c.name}" (${c.operation}: ${refusedTo(held, c.operation)})`);
}

test('the log reader\'s menu offers only what its role can use; no screen offers a refused control; nothing is answered 101018', async ({ page }) => {
  test.setTimeout(600_000);
  const refusals = watchRefusals(page);
  const held = await signIn(page);
  const nav = new Shell(page).nav();
  await expect(nav).toBeVisible({ timeout: 60_000 });

  // Open every group of the menu, then read its entries.
  const closed = nav.locator('button[aria-expanded="false"]');
  for (let left = await closed.count(); left > 0; left--) await closed.first().click();
  await expect(closed).toHaveCount(0);
  const links = nav.getByRole('link');
  await expect(links.first()).toBeVisible();
  const entries = await links.evaluateAll((anchors) => anchors.map((a) => ({ name: a.textContent?.trim() ?? '', href: a.getAttribute('href') ?? '' })));
  const names = entries.map((entry) => entry.name);

  // (1) What the role cannot use at all is not offered: accounts, roles, tokens and notifications are the main
  // account's or need a meta-role it lacks; what it reads is offered.
  for (const hidden of ['Sub-users', 'Roles', 'API tokens', 'Notifications']) expect(names, `the menu leaves out ${hidden}`).not.toContain(hidden);
  for (const shown of ['Statistics', 'Log search', 'Log export', 'Log push', 'Audit log', 'Sites', 'Site settings']) expect(names, `the menu offers ${shown}`).toContain(shown);

  // (2) Every screen of the menu: no enabled control whose call the role would be refused.
  const offences: string[] = [];
  const seen: Control[] = [];
  for (const entry of entries) {
    await test.step(`${entry.name} (${entry.href})`, async () => {
      // As the reader does: a click on the menu entry (a route change in the running console, not a new page).
      await nav.locator(`a[href="${entry.href}"]`).first().click();
      // (An entry may lead on: "Site settings" opens the last or first site, /sitesSetting/<id>/<name>.)
      await expect(page).toHaveURL((url) => url.pathname.startsWith(new URL(entry.href, url).pathname));
      await settled(page);
      await expect(page.getByText('Not available to your role')).toHaveCount(0);
      offences.push(...(await offeredButRefused(page, held, entry.name, seen)));
    });
  }
  expect(offences, 'controls offered enabled that the role would be refused').toEqual([]);
  // The walk saw controls the role may not use, shown refused (the check above had something to judge).
  expect(seen.filter((control) => !control.enabled && refusedTo(held, control.operation)).length).toBeGreaterThan(0);

  // (3) Nothing the walk did was refused by the backend.
  expect(await refusals(), 'calls answered 101018 during the walk').toEqual([]);
});

test('the log reader in the site workspace: every tab shows what it cannot change read-only, saying why', async ({ page }) => {
  test.setTimeout(900_000);
  const refusals = watchRefusals(page);
  const held = await signIn(page);
  const offences: string[] = [];
  const seen: Control[] = [];
  for (const tab of siteTabs) {
    await test.step(`${tab.label} tab`, async () => {
      await openInConsole(page, `${WORKSPACE}?tab=${tab.id}`);
      await expectWorkspacePage(page, tab.label, 90_000);
      await settled(page);
      offences.push(...(await offeredButRefused(page, held, `${tab.label} tab`, seen)));
    });
  }
  expect(offences, 'controls offered enabled that the role would be refused').toEqual([]);

  // The controls the issue named, read-only with the reason: a firewall list's import, a domain's switch.
  await page.goto(`${WORKSPACE}?tab=firewall`);
  await settled(page);
  const importJson = page.getByRole('button', { name: 'Import JSON' }).first();
  await expect(importJson).toHaveAttribute('aria-disabled', 'true');
  expect(await importJson.getAttribute('data-operation')).toMatch(/^user-firewall-/);
  await importJson.focus();
  await expect(page.getByRole('tooltip', { name: 'Your role does not allow this.' })).toBeVisible();
  await importJson.click({ force: true });
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto(`${WORKSPACE}?tab=domains`);
  await settled(page);
  const domainSwitch = page.locator('input[data-operation="user-siteDomain-set-status"]').first();
  await expect(domainSwitch).toHaveAttribute('aria-disabled', 'true');
  const before = await domainSwitch.isChecked();
  await domainSwitch.focus();
  await expect(page.getByRole('tooltip', { name: 'Your role does not allow this.' })).toBeVisible();
  await domainSwitch.click({ force: true });
  expect(await domainSwitch.isChecked()).toBe(before);
  await expectAccessible(page);

  expect(await refusals(), 'calls answered 101018 in the workspace').toEqual([]);
});

test('the log reader: a screen left out of its menu says so at its address, and its own work goes through', async ({ page }) => {
  test.setTimeout(300_000);
  const refusals = watchRefusals(page);
  const held = await signIn(page);

  // Addresses of screens its role cannot use: a clear refusal, none of the screen's calls made.
  for (const [path, title] of [
    ['/user/userManagement/usersList', 'Sub-users'],
    ['/user/roles/list', 'Roles'],
    ['/user/userManagement/apiTokenSetting', 'API tokens'],
    ['/user/systemManagement/notifySetting', 'Notifications'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText('Not available to your role')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  }
  await expectAccessible(page);

  // The sites list: its rows' Tags and Users are refused with the reason, not offered and then refused.
  await page.goto('/user/sitesManagement/sitesList');
  await settled(page);
  const tags = page.getByRole('table', { name: 'Sites' }).getByRole('button', { name: 'Tags' }).first();
  await expect(tags).toHaveAttribute('aria-disabled', 'true');
  await expect(tags).toHaveAttribute('data-operation', 'user-site-set-tags');
  await tags.focus();
  await expect(page.getByRole('tooltip', { name: 'Your role does not allow this.' })).toBeVisible();
  await tags.click({ force: true });
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Log push: the events are readable, adding one needs `logPush.manage`, which this role lacks.
  await page.goto('/user/dataAnalysis/logPush');
  await settled(page);
  expect(refusedTo(held, 'user-logPush-create-event')).toBe('needs logPush.manage');
  const push = page.locator('[data-operation="user-logPush-create-event"]').first();
  await expect(push).toHaveAttribute('aria-disabled', 'true');

  // (4) Its job: search logs…
  await new Shell(page).nav().getByRole('button', { name: 'Data analysis' }).click();
  await new Shell(page).nav().getByRole('link', { name: 'Log search' }).click();
  await expect(page.getByRole('heading', { name: 'Log search', level: 1 })).toBeVisible({ timeout: 90_000 });
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const count = page.getByTestId('log-count');
  await expect.poll(async () => Number(/of ([\d,]+) lines/.exec(await count.innerText())?.[1]?.replace(/,/g, '') ?? NaN), { timeout: 60_000 }).toBeGreaterThan(0);
  await expect(page.getByRole('table', { name: 'Log lines' }).getByRole('cell').first()).toBeVisible();

  // …and read statistics.
  await new Shell(page).nav().getByRole('link', { name: 'Statistics' }).click();
  await expect(page.getByRole('heading', { name: 'Statistics', level: 1 })).toBeVisible({ timeout: 90_000 });
  await expect(page.getByTestId('card-requests')).toHaveText(/^\d[\d,]*$/, { timeout: 90_000 });
  expect(Number((await page.getByTestId('card-requests').innerText()).replace(/,/g, ''))).toBeGreaterThan(0);
  await expectAccessible(page);

  expect(await refusals(), 'calls answered 101018').toEqual([]);
});
