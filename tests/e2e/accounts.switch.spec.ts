// Switching into an account (issue 13): a client opens a customer's console, an end user a sub-user's, in a new
// tab through POST {kind}/proxy and the switch-user page. The tokens never appear in an address; the opened tab
// says whose account it is and closes it; the opener's session (its tab and its cookies) is untouched.
import type { Page } from '@playwright/test';
import { ACCOUNTS } from './accounts';
import { expect, expectAccessible, test } from './fixtures';
import { cookiesOf, signInThroughApi } from './pages';

test.beforeEach(async ({ backend }) => backend.reset());

async function openConsoleOf(page: Page, listPath: string, tableName: string, accountName: string) {
  await page.goto(listPath);
  const row = page.getByRole('table', { name: tableName }).getByRole('row').filter({ has: page.getByText(accountName, { exact: true }) });
  await expect(row).toBeVisible({ timeout: 90_000 });
  const addresses: string[] = [];
  const opened = page.context().waitForEvent('page');
  await row.getByRole('button', { name: /^Open the console of/ }).click();
  const tab = await opened;
  tab.on('framenavigated', (frame) => addresses.push(frame.url()));
  tab.on('request', (request) => addresses.push(request.url()));
  return { tab, addresses };
}

test("a client opens a customer's console in a new tab, works there as the customer, closes it and keeps its own session", async ({ page }) => {
  await signInThroughApi(page, 'client', ACCOUNTS.client);
  const before = await cookiesOf(page, 'client');
  const { tab, addresses } = await openConsoleOf(page, '/client/userManagement/users', 'Users', 'mei-lin');

  await expect(tab).toHaveURL('/user/dashboard', { timeout: 90_000 });
  const banner = tab.getByRole('region', { name: 'Opened account' });
  await expect(banner).toContainText('You are working in the account of mei-lin');
  await expect(tab.getByRole('button', { name: 'Account menu of mei-lin' })).toBeVisible();
  // The customer's session is the tab's own: no user cookie was written, the client's are as they were.
  expect(await cookiesOf(page, 'user')).toEqual({});
  expect(await cookiesOf(page, 'client')).toEqual(before);
  expect(addresses.filter((url) => /accessToken|refreshToken|rft_/.test(url))).toEqual([]);
  // Within the tab the customer's screens work (its sub-users).
  await tab.goto('/user/userManagement/usersList');
  await expect(tab.getByRole('table', { name: 'Sub-users' }).getByText('kai-wu', { exact: true })).toBeVisible({ timeout: 90_000 });
  await expect(banner).toBeVisible();
  await expectAccessible(tab);

  const closed = tab.waitForEvent('close');
  await banner.getByRole('button', { name: 'Close this account' }).click();
  await closed;
  expect(await cookiesOf(page, 'client')).toEqual(before);
  await page.reload();
  await expect(page.getByRole('table', { name: 'Users' }).getByText('mei-lin', { exact: true })).toBeVisible({ timeout: 90_000 });
  await expect(page.getByRole('region', { name: 'Opened account' })).toHaveCount(0);
});

test("an end user opens a sub-user's console; the opener stays signed in as itself", async ({ page }) => {
  await signInThroughApi(page, 'user', ACCOUNTS.user);
  const before = await cookiesOf(page, 'user');
  const { tab } = await openConsoleOf(page, '/user/userManagement/usersList', 'Sub-users', 'kai-wu');

  await expect(tab).toHaveURL('/user/dashboard', { timeout: 90_000 });
  const banner = tab.getByRole('region', { name: 'Opened account' });
  await expect(banner).toContainText('You are working in the account of kai-wu');
  await expect(tab.getByRole('button', { name: 'Account menu of kai-wu' })).toBeVisible();
  // No question: the link was made by this console for this tab alone, and the opener's cookies are untouched.
  expect(await cookiesOf(page, 'user')).toEqual(before);
  await expectAccessible(tab);

  // The opener, in its own tab, is still the main account.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Account menu of mei-lin' })).toBeVisible({ timeout: 90_000 });
  await expect(page.getByRole('region', { name: 'Opened account' })).toHaveCount(0);

  const closed = tab.waitForEvent('close');
  await banner.getByRole('button', { name: 'Close this account' }).click();
  await closed;
  await page.reload();
  await expect(page.getByRole('button', { name: 'Account menu of mei-lin' })).toBeVisible({ timeout: 90_000 });
  expect(await cookiesOf(page, 'user')).toEqual(before);
});

test('a handover key can be used once: a second visit of the link asks nothing and goes to the sign-in form', async ({ page }) => {
  await signInThroughApi(page, 'client', ACCOUNTS.client);
  const { tab } = await openConsoleOf(page, '/client/userManagement/users', 'Users', 'mei-lin');
  await expect(tab).toHaveURL('/user/dashboard', { timeout: 90_000 });
  const link = await tab.evaluate(() => performance.getEntriesByType('navigation').map((entry) => entry.name));
  expect(link.join()).not.toContain('accessToken');
  const fresh = await page.context().newPage();
  await fresh.goto('/user/switchUser?handover=00000000-0000-4000-8000-000000000000');
  await expect(fresh).toHaveURL('/user/login', { timeout: 90_000 });
});
