// The end user's limits (issue 13): the account's own usage and caps from resourceInfo above the sites list and in
// the site workspace ("N of M domains", 0 = no limit), each site's traffic state and caps; the figures are the
// account's own, never the operator's licence (every customer's sites): once that licence is full, adding a domain
// is refused with the catalogue's message while the account's figures stay its own.
import { ACCOUNTS } from './accounts';
import { apiAs } from './api-as';
import { expect, expectAccessible, test } from './fixtures';
import { signInThroughApi } from './pages';
import { siteTabPath } from './site-pages';

test.beforeEach(async ({ backend }) => backend.reset());

test("the sites list shows the account limits, each site's traffic state and caps", async ({ page }) => {
  const info = (await (await apiAs('user', ACCOUNTS.user)).GET('/user/resourceInfo')).data!.data;
  await signInThroughApi(page, 'user', ACCOUNTS.user);
  await page.goto('/user/sitesManagement/sitesList');
  const limits = page.getByRole('group', { name: "Your account's limits" });
  const count = (n: number) => n.toLocaleString('en');
  const text = (used: number, limit: number, noun: string) => (limit === 0 ? `${count(used)} ${noun} (no limit)` : `${count(used)} of ${count(limit)} ${noun}`);
  // The account's own sites (the sites list's total), not every site of the operator's customers.
  const ownSites = (await (await apiAs('user', ACCOUNTS.user)).GET('/user/sites', { params: { query: { pageSize: 1 } } })).data!.total;
  expect(info.sites.used).toBe(ownSites);
  const sites = info.sites.limit === 0 ? `${count(ownSites)} sites` : `${count(ownSites)} of ${count(info.sites.limit)} sites`;
  await expect(limits.getByText(sites, { exact: true })).toBeVisible({ timeout: 90_000 });
  await expect(limits.getByText(text(info.domains.used, info.domains.limit, 'domains'))).toBeVisible();
  await expect(limits.getByText(text(info.ports.used, info.ports.limit, 'layer-4 ports'))).toBeVisible();
  await expect(limits.getByText(text(info.autoSSL.used, info.autoSSL.limit, 'automatic certificates'))).toBeVisible();
  const table = page.getByRole('table', { name: 'Sites' });
  await expect(table.getByRole('columnheader', { name: 'Traffic' })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'api.harbor-tea.example' })).toContainText('Warning');
  await expect(table.getByRole('row').filter({ hasText: 'www.harbor-tea.example' })).toContainText('Normal');
  // A site's caps are counted in its row and named in full on hover, focus and to screen readers.
  await expect(table.getByRole('row').filter({ hasText: 'www.harbor-tea.example' }).getByLabel(/Up to 50 domains/)).toBeVisible();
  await expectAccessible(page);
});

test("a full operator's licence: adding a domain is refused while the account's figures stay its own", async ({ page }) => {
  const user = await apiAs('user', ACCOUNTS.user);
  const before = (await user.GET('/user/resourceInfo')).data!.data;
  // The operator's licence allows a single domain for all its customers: it is full.
  const admin = await apiAs('admin', ACCOUNTS.admin);
  const set = await admin.PUT('/admin/license/{userId}/order', { params: { path: { userId: 102 } }, body: { domainLimit: 1 } });
  expect(set.response.ok).toBe(true);
  expect((await user.GET('/user/resourceInfo')).data!.data.domains).toEqual(before.domains);

  await signInThroughApi(page, 'user', ACCOUNTS.user);
  await page.goto(await siteTabPath(page, 'domains'));
  const bar = page.getByRole('group', { name: 'Traffic and limits of this site' });
  await expect(bar).toContainText('Normal', { timeout: 90_000 });
  const limits = page.getByRole('group', { name: "Your account's limits" });
  const { used, limit } = before.domains;
  await expect(limits.getByText(limit === 0 ? `${used.toLocaleString('en')} domains (no limit)` : `${used.toLocaleString('en')} of ${limit.toLocaleString('en')} domains`)).toBeVisible();
  await expect(limits.getByText('1 of 1 domains')).toHaveCount(0);

  await page.getByRole('button', { name: 'Add domains' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add domains' });
  await dialog.getByRole('textbox', { name: 'Domains' }).fill('one-more.harbor-tea.example');
  await dialog.getByRole('textbox', { name: 'Origins' }).fill('203.0.113.50:8080');
  await dialog.getByRole('button', { name: 'Add domains' }).click();
  await expect(page.getByText('The number of domains has reached the limit.')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Domains' })).toHaveValue('one-more.harbor-tea.example');
  await page.keyboard.press('Escape');
  // What was typed would be lost: the dialog asks first (issue 25).
  await page.getByRole('dialog', { name: 'Close without saving?' }).getByRole('button', { name: 'Close without saving' }).click();
  await expectAccessible(page);
});
