// The end user's limits (issue 13): the account's limits from resourceInfo above the sites list and in the site
// workspace ("N of M domains", 0 = no limit), each site's traffic state and caps; once the operator's licence is
// full, adding a domain is refused with the catalogue's message and the limit shows as reached.
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
  await expect(limits.getByText(text(info.sites.used, info.sites.limit, 'sites'))).toBeVisible({ timeout: 90_000 });
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

test('a full licence: the workspace shows the domain limit reached and adding a domain is refused', async ({ page }) => {
  // The operator's licence allows exactly the domains already in use.
  const user = await apiAs('user', ACCOUNTS.user);
  const used = (await user.GET('/user/resourceInfo')).data!.data.domains.used;
  const admin = await apiAs('admin', ACCOUNTS.admin);
  const set = await admin.PUT('/admin/license/{userId}/order', { params: { path: { userId: 102 } }, body: { domainLimit: used } });
  expect(set.response.ok).toBe(true);

  await signInThroughApi(page, 'user', ACCOUNTS.user);
  await page.goto(await siteTabPath(page, 'domains'));
  const bar = page.getByRole('group', { name: 'Traffic and limits of this site' });
  await expect(bar).toContainText('Normal', { timeout: 90_000 });
  const limits = page.getByRole('group', { name: "Your account's limits" });
  await expect(limits.getByText(`${used.toLocaleString('en')} of ${used.toLocaleString('en')} domains`)).toBeVisible();

  await page.getByRole('button', { name: 'Add domains' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add domains' });
  await dialog.getByRole('textbox', { name: 'Domains' }).fill('one-more.harbor-tea.example');
  await dialog.getByRole('textbox', { name: 'Origins' }).fill('203.0.113.50:8080');
  await dialog.getByRole('button', { name: 'Add domains' }).click();
  await expect(page.getByText('The number of domains has reached the limit.')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Domains' })).toHaveValue('one-more.harbor-tea.example');
  await page.keyboard.press('Escape');
  await expectAccessible(page);
});
