// The client's block list (sitesManagement/blockList): IPs blocked on the sites of every customer, found in the
// navigation, filtered by zone, site and IP, unblocked on a selection after a confirmation naming how many, a
// refused unblock (the site was removed meanwhile) with the catalogue's message, and every block at once.
import { ACCOUNTS } from './accounts';
import { expect, expectAccessible, test } from './fixtures';
import { cookiesOf, Shell, signInThroughApi } from './pages';
import { countCalls, recordFeedback } from './watch';

test.beforeEach(async ({ backend }) => backend.reset());
test.describe.configure({ timeout: 180_000 });

test("an operator filters the customers' blocked IPs, unblocks a selection, is refused on a removed site, then unblocks all", async ({ page }) => {
  const feedback = await recordFeedback(page);
  await signInThroughApi(page, 'client', ACCOUNTS.client);
  await page.goto('/client/dashboard');
  const nav = new Shell(page).nav();
  await nav.getByRole('button', { name: 'Sites' }).click({ timeout: 100_000 });
  await nav.getByRole('link', { name: 'Block list' }).click();
  await expect(page).toHaveURL('/client/sitesManagement/blockList', { timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'Block list', level: 1 })).toBeVisible({ timeout: 60_000 });
  const table = page.getByRole('table', { name: 'Blocked IPs' });
  await expect(table).toHaveAttribute('aria-busy', 'false', { timeout: 60_000 });
  const rows = table.getByRole('row');
  const total = page.getByText(/^\d+ in all$/);
  const all = Number((await total.textContent())?.split(' ')[0]);
  expect(all).toBeGreaterThan(4);
  // Blocks of several customers' sites are listed together.
  await expect(rows.filter({ hasText: 'www.harbor-tea.example' }).first()).toBeVisible();
  await expect(rows.filter({ hasText: 'www.lantern-books.example' }).first()).toBeVisible();
  await expectAccessible(page);

  // By zone: only the sites of Tokyo, each row naming its zone.
  await page.getByRole('combobox', { name: 'Zone' }).click();
  await page.getByRole('option', { name: 'Tokyo' }).click();
  await expect(rows.nth(1)).toContainText('Tokyo');
  await expect(rows.filter({ hasText: 'Taipei' })).toHaveCount(0);
  await expect(rows.filter({ hasText: 'www.harbor-tea.example' })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Zone' }).click();
  await page.getByRole('option', { name: 'Tokyo' }).click();
  await expect(page.getByText(`${all} in all`)).toBeVisible();

  // By site.
  await page.getByRole('combobox', { name: 'Site' }).fill('shop.harbor');
  await page.getByRole('option', { name: 'shop.harbor-tea.example' }).click();
  await expect(rows.filter({ hasText: 'www.harbor-tea.example' })).toHaveCount(0);
  await expect(rows.nth(1)).toContainText('shop.harbor-tea.example');
  await page.getByRole('combobox', { name: 'Site' }).click();
  await page.getByRole('option', { name: 'shop.harbor-tea.example' }).click();
  await expect(page.getByText(`${all} in all`)).toBeVisible();

  // A selection: one IP blocked on two customers' sites is unblocked on both after a confirmation naming how many.
  const ips = page.getByRole('combobox', { name: 'Search by IP' });
  await ips.fill('203.0.113.45');
  await ips.press('Enter');
  await expect(rows).toHaveCount(3);
  const deletes = countCalls(page, 'DELETE', '/firewall/setting/blockIPs');
  await table.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
  const selection = page.getByRole('group', { name: 'Actions on the selected rows' });
  await selection.getByRole('button', { name: 'Unblock selected' }).click();
  const confirm = page.getByRole('dialog', { name: 'Unblock 2 selected IPs?' });
  await expect(confirm).toContainText('2 blocked IPs will be unblocked, each on its own site.');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  expect(deletes.count).toBe(0);
  await selection.getByRole('button', { name: 'Unblock selected' }).click();
  await confirm.getByRole('button', { name: 'Unblock' }).click();
  await feedback.toast('2 IPs unblocked.');
  expect(deletes.count).toBe(2);
  await expect(page.getByText('No blocked IP matches these filters.')).toBeVisible();
  await ips.press('Backspace');
  await expect(page.getByText(`${all - 2} in all`)).toBeVisible();

  // Refused: another operator pauses and removes cdn.lantern-books.example while its blocks are on screen.
  const lanternRow = rows.filter({ hasText: '192.0.2.33' });
  await expect(lanternRow).toContainText('cdn.lantern-books.example');
  const token = (await cookiesOf(page, 'client')).c_accessToken;
  const headers = { Authorization: `Bearer ${token}` };
  expect((await page.request.patch('/api/v1/client/site/status', { headers, data: { ids: [4202], status: 'pause' } })).ok()).toBe(true);
  expect((await page.request.delete('/api/v1/client/site', { headers, data: { ids: [4202] } })).ok()).toBe(true);
  await lanternRow.getByRole('button', { name: 'Unblock' }).click();
  await page.getByRole('dialog', { name: 'Unblock 192.0.2.33?' }).getByRole('button', { name: 'Unblock' }).click();
  await feedback.toast('You do not have permission to do this.');
  // The list is read again: the removed site's blocks are gone with it.
  await expect(rows.filter({ hasText: 'cdn.lantern-books.example' })).toHaveCount(0);
  const left = Number((await total.textContent())?.split(' ')[0]);

  // Every block at once, after a confirmation naming how many.
  await page.getByRole('button', { name: 'Unblock all' }).click();
  const everything = page.getByRole('dialog', { name: `Unblock all ${left} blocked IPs?` });
  await expect(everything).toContainText("Every IP blocked on any of your customers' sites, in every zone, is unblocked");
  await everything.getByRole('button', { name: 'Unblock all' }).click();
  await feedback.toast('Every blocked IP unblocked.');
  await expect(page.getByText('No IP is blocked right now.')).toBeVisible();
  await expectAccessible(page);
});
