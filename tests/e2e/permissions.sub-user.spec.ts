// Roles that really limit (issue 15, finding 1): a sub-user sees the settings its role does not let it change
// as read-only, with the reason next to the refused Save, and nothing is sent; within its role it saves.
import { expect, expectAccessible, test } from './fixtures';
import { apiAs } from './api-as';
import { signInThroughApi } from './pages';

// Seeded sub-users without a second sign-in step: Yu reads logs only; Rosa changes site settings of one site.
const LOG_READER = { email: 'yu.chen@harbor-tea.example', password: 'Harbor-Yu-2026' };
const ROOT = { email: 'mei.lin@harbor-tea.example', password: 'Harbor-Tea-2026' };
const ONE_SITE_EDITOR = { email: 'rosa.martin@lantern-books.example', password: 'Lantern-Rosa-2026' };

test.beforeEach(async ({ backend }) => backend.reset());

const gzipPuts = (page: import('@playwright/test').Page, siteId: number) => {
  const sent = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'PUT' && new URL(request.url()).pathname.endsWith(`/site/${siteId}/setting/gzip`)) sent.count++;
  });
  return sent;
};

test('a log reader cannot change compression: read-only form, the reason shown, nothing sent', async ({ page }) => {
  await signInThroughApi(page, 'user', LOG_READER);
  const puts = gzipPuts(page, 4102);
  await page.goto('/user/sitesManagement/sitesSetting/4102/shop.harbor-tea.example?tab=compress');
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toHaveAttribute('aria-disabled', 'true', { timeout: 60_000 });
  await expect(page.getByText('Your role does not allow this.').first()).toBeVisible();
  // The refused button stays reachable by keyboard, shows why, and does nothing.
  await save.focus();
  await expect(page.getByRole('tooltip', { name: 'Your role does not allow this.' })).toBeVisible();
  await page.keyboard.press('Enter');
  await save.click({ force: true });
  expect(puts.count).toBe(0);
  await expectAccessible(page);
});

test('a role limited to one site saves there and cannot open another site', async ({ page }) => {
  await signInThroughApi(page, 'user', ONE_SITE_EDITOR);
  // Issue 24: a role's sites bind reads too (the backend refuses GET user/site/4202/… with 101018, extra.permission site).
  await page.goto('/user/sitesManagement/sitesSetting/4202/cdn.lantern-books.example?tab=compress');
  await expect(page.getByText('This site could not be opened.')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);

  await page.goto('/user/sitesManagement/sitesSetting/4201/www.lantern-books.example?tab=compress');
  const webp = page.getByRole('switch', { name: 'Serve images as WebP' });
  await expect(webp).toBeVisible({ timeout: 60_000 });
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).not.toHaveAttribute('aria-disabled', 'true');
  const puts = gzipPuts(page, 4201);
  await webp.click();
  await save.click();
  await page.getByRole('dialog', { name: 'Review the changes' }).getByRole('button', { name: /Save/ }).click();
  await expect(page.getByText('Compression saved')).toBeVisible();
  expect(puts.count).toBe(1);
  await expectAccessible(page);
});

test('a log reader cannot remove a site DNS record: the DNS list refuses with the reason and sends nothing', async ({ page }) => {
  await signInThroughApi(page, 'user', LOG_READER);
  const deletes = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'DELETE' && new URL(request.url()).pathname.includes('/site/4102/')) deletes.count++;
  });
  await page.goto('/user/sitesManagement/sitesSetting/4102/shop.harbor-tea.example?tab=dns');
  const remove = page.getByRole('button', { name: /^Remove the record of / }).first();
  await expect(remove).toHaveAttribute('aria-disabled', 'true', { timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Add DNS record' })).toHaveAttribute('aria-disabled', 'true');
  await remove.focus();
  await expect(page.getByRole('tooltip', { name: 'Your role does not allow this.' })).toBeVisible();
  await page.keyboard.press('Enter');
  await remove.click({ force: true });
  await expect(page.getByRole('dialog', { name: 'Remove this DNS record?' })).toHaveCount(0);
  expect(deletes.count).toBe(0);
  await expectAccessible(page);
});

// The accounts screens (issue 13): what a sub-user's role lacks is refused on screen with the reason, nothing is
// sent, and the embedded backend refuses the same calls made directly (101018).
const directAs = async (page: import('@playwright/test').Page) => {
  const cookies = Object.fromEntries((await page.context().cookies()).map((c) => [c.name, c.value]));
  const headers = { Authorization: `${cookies.u_tokenType} ${cookies.u_accessToken}` };
  return async (method: 'POST' | 'PUT' | 'DELETE', path: string, data: object) => {
    const answer = await page.request.fetch(`/api/v1${path}`, { method, headers, data });
    return { status: answer.status(), code: ((await answer.json()) as { code: number }).code };
  };
};

test('a log reader in the accounts screens: every change refused with the reason, and by the backend (101018)', async ({ page }) => {
  await signInThroughApi(page, 'user', LOG_READER);
  const writes = { count: 0 };
  const reads = { count: 0 };
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (!/\/api\/v1\/(user\/(account|accounts|role|roles|setting\/tg)|apiToken)/.test(path) || path.endsWith('/account/self')) return;
    if (request.method() === 'GET') reads.count++;
    else writes.count++;
  });

  // Sub-users and roles are the main account's, API tokens need "Manage API tokens" (issue 24): the screens are not
  // in the log reader's menu, and their addresses say why in place of the screen, whose calls are not made.
  for (const [path, title, reason] of [
    ['/user/userManagement/usersList', 'Sub-users', 'Only the main account can use this page. Ask its owner if you need it.'],
    ['/user/roles/list', 'Roles', 'Only the main account can use this page. Ask its owner if you need it.'],
    ['/user/userManagement/apiTokenSetting', 'API tokens', 'Your role does not allow this page. Ask the main account to add the permission to your role if you need it.'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('alert').filter({ hasText: 'Not available to your role' })).toContainText(reason);
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: title, exact: true })).toHaveCount(0);
    await expectAccessible(page);
  }
  expect(writes.count).toBe(0);
  expect(reads.count, 'the refused screens made none of their calls').toBe(0);

  // The same calls made directly are refused by the backend.
  const call = await directAs(page);
  for (const [method, path, data] of [
    ['POST', '/user/account', { email: 'sneaky@harbor-tea.example', accountName: 'sneaky', roleID: 9 }],
    ['DELETE', '/user/account', { ids: [311] }],
    ['PUT', '/user/account/role', { ids: [311], roleID: 9 }],
    ['POST', '/user/role', { name: 'Everything', metaRoleIDs: [1, 2, 3, 4] }],
    ['POST', '/apiToken', { name: 'sneaky-token' }],
    ['PUT', '/user/setting/tg', { enable: false }],
  ] as const) {
    expect(await call(method, path, data), `${method} ${path}`).toEqual({ status: 403, code: 101018 });
  }
});

test('a right taken away while the page is open: the backend refuses with the catalogue message, the form keeps what was typed', async ({ page }) => {
  // The root gives the log reader's role "Manage API tokens" (7); the sub-user opens the tokens screen…
  const root = await apiAs('user', ROOT);
  const grant = (metaRoleIDs: number[]) => root.PUT('/{kind}/role/{roleId}', { params: { path: { kind: 'user', roleId: 9 } }, body: { name: 'Log reader', metaRoleIDs } });
  expect((await grant([3, 7])).response.status).toBe(200);
  await signInThroughApi(page, 'user', LOG_READER);
  await page.goto('/user/userManagement/apiTokenSetting');
  const create = page.getByRole('button', { name: 'Create token' });
  await expect(page.getByRole('table', { name: 'API tokens' })).toBeVisible({ timeout: 60_000 });
  await expect(create).not.toHaveAttribute('aria-disabled', 'true');

  // …then the root takes the right away again before the sub-user saves.
  expect((await grant([3])).response.status).toBe(200);
  await create.click();
  const form = page.getByRole('dialog', { name: 'Add: API token' });
  await form.getByRole('textbox', { name: 'Name' }).fill('late-token');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('You do not have permission to do this.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('late-token');
  await expectAccessible(page);
});
