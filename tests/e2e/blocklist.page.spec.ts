// The block list page: IPs blocked on any of the account's sites, filtered by site and IP, unblocked
// per row (only on the chosen site) and all at once for one site, each after a confirmation; IPs searched for or
// selected across sites lifted on every site with one call; accessibility.
import { ACCOUNTS } from './accounts';
import { expect, expectAccessible, test, compileFirstOnDevServer } from './fixtures';
import { openSignedIn, Shell } from './pages';

test.beforeEach(async ({ backend }) => backend.reset());

compileFirstOnDevServer(['/src/app/shell/AreaShell.tsx', '/src/app/Toasts.tsx', '/src/features/blocklist/BlockListPage.tsx']);

test('block list: found in the navigation, filtered, unblocked per site after confirming', async ({ page }) => {
  await openSignedIn(page, 'user', ACCOUNTS.user);
  const nav = new Shell(page).nav();
  await nav.getByRole('button', { name: 'Sites' }).click();
  await nav.getByRole('link', { name: 'Block list' }).click();
  await expect(page).toHaveURL('/user/sitesManagement/blockList', { timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'Block list' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Blocked IPs' });
  await expect(table).toHaveAttribute('aria-busy', 'false', { timeout: 60_000 });
  const rows = table.getByRole('row');
  await expect(page.getByText('10 in all')).toBeVisible();

  // One site.
  await page.getByRole('combobox', { name: 'Site' }).click();
  await page.getByRole('option', { name: 'shop.harbor-tea.example' }).click();
  await expect(page.getByText('4 in all')).toBeVisible();
  await expect(rows.filter({ hasText: 'www.harbor-tea.example' })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Site' }).click();
  await page.getByRole('option', { name: 'shop.harbor-tea.example' }).click();
  await expect(page.getByText('10 in all')).toBeVisible();

  // An IP blocked on two sites: unblocking the selected row lifts it on that site only.
  const ips = page.getByRole('combobox', { name: 'Search by IP' });
  await ips.fill('203.0.113.45');
  await ips.press('Enter');
  await expect(rows).toHaveCount(3);
  // The list's query as an API call: the IP searched for is in it.
  await page.getByRole('button', { name: 'Copy as API call' }).click();
  const copy = page.getByRole('dialog', { name: 'Copy as API call' });
  await expect(copy.locator('[data-api-call="curl"]')).toHaveText(/^curl 'http[^']*\/api\/v1\/user\/blockIPs\?[^']*ips=203\.0\.113\.45/);
  await copy.getByRole('button', { name: 'Close' }).click();
  await rows.filter({ hasText: 'shop.harbor-tea.example' }).getByRole('checkbox').check();
  await page.getByRole('group', { name: 'Actions on the selected rows' }).getByRole('button', { name: 'Unblock selected' }).click();
  const confirm = page.getByRole('dialog', { name: 'Unblock 1 selected IP?' });
  await expect(confirm).toContainText('1 blocked IP will be unblocked on its site.');
  await confirm.getByRole('button', { name: 'Unblock' }).click();
  await expect(page.getByText('1 IP unblocked.')).toBeVisible();
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('www.harbor-tea.example');
  await ips.press('Backspace');
  await expect(page.getByText('9 in all')).toBeVisible();

  // Every block of one site.
  await page.getByRole('combobox', { name: 'Site' }).click();
  await page.getByRole('option', { name: 'www.harbor-tea.example' }).click();
  await expect(page.getByText('6 in all')).toBeVisible();
  await page.getByRole('button', { name: 'Unblock all' }).click();
  const all = page.getByRole('dialog', { name: 'Unblock all 6 blocked IPs?' });
  await expect(all).toContainText('Every IP blocked for www.harbor-tea.example is unblocked');
  await all.getByRole('button', { name: 'Unblock all' }).click();
  await expect(page.getByText('No blocked IP matches these filters.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Site' }).click();
  await page.getByRole('option', { name: 'www.harbor-tea.example' }).click();
  await expect(page.getByText('3 in all')).toBeVisible();
  await expect(rows.filter({ hasText: 'www.harbor-tea.example' })).toHaveCount(0);
  await expectAccessible(page);
});

test('block list: an IP searched for is unblocked on every site at once, after a confirmation naming it', async ({ page }) => {
  await openSignedIn(page, 'user', ACCOUNTS.user);
  const nav = new Shell(page).nav();
  await nav.getByRole('button', { name: 'Sites' }).click();
  await nav.getByRole('link', { name: 'Block list' }).click();
  const table = page.getByRole('table', { name: 'Blocked IPs' });
  await expect(table).toHaveAttribute('aria-busy', 'false', { timeout: 60_000 });
  await expect(page.getByText('10 in all')).toBeVisible();
  // Without an IP searched for there is nothing to unblock everywhere.
  await expect(page.getByRole('button', { name: 'Unblock these IPs everywhere' })).toHaveCount(0);

  const ips = page.getByRole('combobox', { name: 'Search by IP' });
  await ips.fill('203.0.113.45');
  await ips.press('Enter');
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(3);
  // One call for every site (DELETE user/blockIPs), none per site.
  const deletes: string[] = [];
  page.on('request', (r) => r.method() === 'DELETE' && deletes.push(new URL(r.url()).pathname));
  await page.getByRole('button', { name: 'Unblock these IPs everywhere' }).click();
  const confirm = page.getByRole('dialog', { name: 'Unblock 1 IP on every site?' });
  await expect(confirm).toContainText('The blocks of 203.0.113.45 are lifted on every site');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Unblock everywhere' }).click();
  await expect(page.getByText('1 IP unblocked on every site.')).toBeVisible();
  expect(deletes).toEqual(['/api/v1/user/blockIPs']);
  await expect(page.getByText('No blocked IP matches these filters.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Search by IP' }).press('Backspace');
  await expect(page.getByText('8 in all')).toBeVisible();

  // A selection across sites: its IPs lifted on every site with one call (not one per site).
  const picked = [rows.nth(1), rows.nth(2)];
  const ipOf = (text: string) => /(\d{1,3}(?:\.\d{1,3}){3}|[0-9a-f]*:[0-9a-f:]+)/i.exec(text)![1]!;
  const pickedIps = await Promise.all(picked.map(async (row) => ipOf(await row.innerText())));
  for (const row of picked) await row.getByRole('checkbox').check();
  await page.getByRole('group', { name: 'Actions on the selected rows' }).getByRole('button', { name: 'Unblock on every site' }).click();
  const selection = page.getByRole('dialog', { name: /^Unblock [12] IPs? on every site\?$/ });
  await expect(selection).toContainText(`The blocks of ${[...new Set(pickedIps)].join(', ')} are lifted on every site`);
  await selection.getByRole('button', { name: 'Unblock everywhere' }).click();
  const lifted = new Set(pickedIps).size;
  await expect(page.getByText(lifted === 1 ? '1 IP unblocked on every site.' : `${lifted} IPs unblocked on every site.`).last()).toBeVisible();
  for (const ip of pickedIps) await expect(rows.filter({ hasText: ip })).toHaveCount(0);
  expect(deletes).toEqual(['/api/v1/user/blockIPs', '/api/v1/user/blockIPs']);
});
