// The command palette (Ctrl/⌘+K): every screen of the console by its translated label, the site workspace's tabs,
// and the account's sites, domains and nodes (by IP too) found on the server as the user types, all by keyboard.
import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS } from './accounts';
import { expect, expectAccessible, test } from './fixtures';
import { signInThroughApi } from './pages';
import { expectWorkspacePage } from './site-pages';

async function openPalette(page: Page) {
  await page.keyboard.press('Control+K');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('combobox')).toBeFocused({ timeout: 60_000 });
  return dialog;
}

/** Moves the highlight down with the arrow key until the option is the one the search box names, then opens it. */
async function chooseByKeyboard(page: Page, option: Locator) {
  const box = page.getByRole('dialog').getByRole('combobox');
  // The server search has answered (results arriving later would move the highlight back to the top).
  await expect(page.getByRole('dialog').getByRole('status')).toHaveCount(0, { timeout: 30_000 });
  await expect(option).toBeVisible({ timeout: 30_000 });
  const id = await option.getAttribute('id');
  for (let step = 0; step < 40 && (await box.getAttribute('aria-activedescendant')) !== id; step++) await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', id!);
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
}

const option = (page: Page, name: string, group?: string) =>
  (group ? page.getByRole('dialog').getByRole('group', { name: group }) : page.getByRole('dialog')).getByRole('option', {
    name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  });

test('screens and workspace tabs: found by their label, opened with the keyboard', async ({ page }) => {
  await signInThroughApi(page, 'user', ACCOUNTS.user);
  await page.goto('/user/dashboard');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible({ timeout: 60_000 });

  const dialog = await openPalette(page);
  await expect(dialog.getByRole('heading', { name: 'Search and jump' })).toBeVisible();
  // Empty: every screen of the console is listed.
  await expect(dialog.getByRole('option', { name: /^Block list/ })).toBeVisible();
  await expect(dialog.getByRole('option', { name: /^Change password/ })).toBeVisible();
  await expectAccessible(page);

  // Typing highlights the first result: Enter opens it.
  await dialog.getByRole('combobox').fill('block');
  await expect(dialog.getByRole('option')).toHaveCount(1);
  await expect(dialog.getByRole('combobox')).toHaveAttribute('aria-activedescendant', (await option(page, 'Block list').getAttribute('id'))!);
  await dialog.getByRole('combobox').press('Enter');
  await expect(page).toHaveURL('/user/sitesManagement/blockList');
  await expect(page.getByRole('dialog')).toBeHidden();

  // A workspace tab opens on the site last opened, at that tab.
  await openPalette(page);
  await page.getByRole('dialog').getByRole('combobox').fill('waf');
  await chooseByKeyboard(page, option(page, 'WAF', 'Screens'));
  await expect(page).toHaveURL(/\/user\/sitesManagement\/sitesSetting\/\d+\/[^/?]+\?tab=waf$/);
  await expectWorkspacePage(page, 'WAF', 60_000);

  // Nothing matching says so; Escape closes and gives the focus back.
  await openPalette(page);
  await page.getByRole('dialog').getByRole('combobox').fill('zz-no-such-thing');
  await expect(page.getByRole('dialog').getByText('Nothing found.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('sites, domains and nodes are searched on the server as the user types; a domain opens its drawer in its site, a node its row', async ({ page, backend }) => {
  // The seeded state: a spec run before in this worker may have initialised the node found below as waiting (everyday.tasks).
  await backend.reset();
  await signInThroughApi(page, 'user', ACCOUNTS.user);
  await page.goto('/user/dashboard');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible({ timeout: 60_000 });
  const searched: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/\/api\/v1\/user\/(sites|site\/\d+\/domains)$/.test(url.pathname)) searched.push(`${url.pathname}?${url.searchParams}`);
  });

  await openPalette(page);
  const box = page.getByRole('dialog').getByRole('combobox');
  await box.pressSequentially('tea-guide', { delay: 20 });
  const group = page.getByRole('dialog').getByRole('group', { name: 'Domains' });
  await expect(group.getByRole('option', { name: /^tea-guide\.harbor-tea\.example/ })).toBeVisible({ timeout: 30_000 });
  // Found by the server: the site's domain list was asked for that text, and the sites list for site names. (The option
  // can already show from the answer to a prefix typed before, "tea-gu", so the asks for the whole text are waited for.)
  await expect.poll(() => searched).toContainEqual(expect.stringMatching(/^\/api\/v1\/user\/site\/4105\/domains\?.*keywords=tea-guide/));
  await expect.poll(() => searched).toContainEqual(expect.stringMatching(/^\/api\/v1\/user\/sites\?.*siteName=tea-guide/));
  await expectAccessible(page);
  await chooseByKeyboard(page, option(page, 'tea-guide.harbor-tea.example', 'Domains'));
  await expect(page).toHaveURL('/user/sitesManagement/sitesSetting/4105/blog.harbor-tea.example/tea-guide.harbor-tea.example?tab=domains');
  const drawer = page.getByRole('dialog', { name: /tea-guide\.harbor-tea\.example/ });
  await expect(drawer).toBeVisible({ timeout: 60_000 });
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL('/user/sitesManagement/sitesSetting/4105/blog.harbor-tea.example?tab=domains');

  // A site by its name.
  await openPalette(page);
  await page.getByRole('dialog').getByRole('combobox').fill('wholesale');
  await chooseByKeyboard(page, option(page, 'wholesale.harbor-tea.example', 'Sites'));
  await expect(page).toHaveURL('/user/sitesManagement/sitesSetting/4106/wholesale.harbor-tea.example');
  await expect(page.getByRole('main').getByRole('heading', { name: /wholesale\.harbor-tea\.example/ })).toBeVisible({ timeout: 60_000 });

  // The client console finds a node by its IP (the list call's `ip`), and the node opens the list filtered to it,
  // its row marked and in view; a registered node waiting to be initialised is found by IP too.
  await signInThroughApi(page, 'client', ACCOUNTS.client);
  await page.goto('/client/dashboard');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible({ timeout: 60_000 });
  const byIp: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/v1/client/nodes') && url.searchParams.get('ip')) byIp.push(url.searchParams.get('ip')!);
  });
  await openPalette(page);
  await page.getByRole('dialog').getByRole('combobox').fill('203.0.113.132');
  const node = page.getByRole('dialog').getByRole('group', { name: 'Nodes' }).getByRole('option', { name: /203\.0\.113\.132/ });
  await chooseByKeyboard(page, node);
  expect(byIp).toContain('203.0.113.132');
  await expect(page).toHaveURL(/\/client\/nodeManage\/nodesList\?ip=203\.0\.113\.132&node=\d+$/);
  const marked = page.getByRole('table', { name: 'Initialised nodes' }).locator('tr[aria-current="true"]');
  await expect(marked).toContainText('203.0.113.132', { timeout: 60_000 });
  await expect(marked).toBeInViewport();
  await expect(page.getByRole('textbox', { name: 'Search by IP' })).toHaveValue('203.0.113.132');

  await openPalette(page);
  await page.getByRole('dialog').getByRole('combobox').fill('192.0.2.45');
  await chooseByKeyboard(page, page.getByRole('dialog').getByRole('group', { name: 'Uninitialised nodes' }).getByRole('option', { name: /^edge-lax-01/ }));
  await expect(page).toHaveURL(/\/client\/nodeManage\/nodesList\?view=uninitialized&ip=192\.0\.2\.45&node=71$/);
  await expect(page.getByRole('table', { name: 'Uninitialised nodes' }).locator('tr[aria-current="true"]')).toContainText('edge-lax-01', { timeout: 60_000 });
});

test('the palette speaks the interface language: Traditional and Simplified Chinese', async ({ page }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('e2e-palette-lang')) return;
    localStorage.setItem('lang', 'zh_TW');
    sessionStorage.setItem('e2e-palette-lang', '1');
  });
  await signInThroughApi(page, 'user', ACCOUNTS.user);
  await page.goto('/user/dashboard');
  await expect(page.getByRole('button', { name: '搜尋' })).toBeVisible({ timeout: 60_000 });
  let dialog = await openPalette(page);
  await expect(dialog.getByRole('heading', { name: '搜尋並前往' })).toBeVisible();
  await dialog.getByRole('combobox').fill('封鎖');
  await chooseByKeyboard(page, option(page, '封鎖清單', '頁面'));
  await expect(page).toHaveURL('/user/sitesManagement/blockList');

  await page.evaluate(() => localStorage.setItem('lang', 'zh_CN'));
  await page.reload();
  await expect(page.getByRole('button', { name: '搜索' })).toBeVisible({ timeout: 60_000 });
  dialog = await openPalette(page);
  await expect(dialog.getByRole('heading', { name: '搜索并跳转' })).toBeVisible();
  await dialog.getByRole('combobox').fill('tea-guide');
  await expect(dialog.getByRole('group', { name: '域名' }).getByRole('option', { name: /^tea-guide/ })).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page);
});
