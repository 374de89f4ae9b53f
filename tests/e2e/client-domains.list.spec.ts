// Customers' domains in the client console (sitesManagement/domains): filters by name, zone and site, tags on
// a selection (a bad tag refused next to the field, nothing sent), each domain opening its site's workspace at it.
import { ACCOUNTS } from './accounts';
import { expect, expectAccessible, test } from './fixtures';
import { signInThroughApi } from './pages';
import { countCalls, recordFeedback } from './watch';

test.beforeEach(async ({ backend }) => backend.reset());
test.describe.configure({ timeout: 180_000 });

test('an operator finds domains, tags a selection, and opens a domain in its site workspace', async ({ page }) => {
  const feedback = await recordFeedback(page);
  await signInThroughApi(page, 'client', ACCOUNTS.client);
  await page.goto('/client/sitesManagement/domains');
  await expect(page.getByRole('heading', { name: 'Domains', level: 1 })).toBeVisible({ timeout: 100_000 });
  const table = page.getByRole('table', { name: "Customers' domains" });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('textbox', { name: 'Search by domain name' }).fill('checkout');
  const checkout = table.getByRole('row').filter({ hasText: 'checkout.harbor-tea.example' });
  await expect(checkout).toContainText('shop.harbor-tea.example');
  await expect(checkout).toContainText('mei-lin');
  await expect(table.getByRole('row').filter({ hasText: 'lantern-books' })).toHaveCount(1);
  for (const header of ['DNS', 'CNAME', 'Ports', 'Origins', 'Created', 'Updated']) await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  await expect(checkout).toContainText(/HTTPS \d+/);

  // Across customers: disabling two domains of two customers' sites is one call per site; enabling them again too.
  const statusPuts = countCalls(page, 'PATCH', /\/api\/v1\/user\/site\/\d+\/domain\/setting\/status$/);
  const lantern = table.getByRole('row').filter({ hasText: 'lantern-books' });
  await checkout.getByRole('checkbox').check();
  await lantern.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Disable', exact: true }).click();
  await feedback.toast('Disabled 2 domains');
  await expect(checkout).toContainText('Off');
  await expect(lantern).toContainText('Off');
  expect(statusPuts.count).toBe(2);
  await checkout.getByRole('checkbox').check();
  await lantern.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Enable', exact: true }).click();
  await expect(checkout).not.toContainText('Off');
  await expect(lantern).not.toContainText('Off');
  expect(statusPuts.count).toBe(4);
  await page.getByRole('combobox', { name: 'Site' }).fill('shop.harbor');
  await page.getByRole('option', { name: 'shop.harbor-tea.example' }).click();
  await expect(table.getByRole('row').filter({ hasText: 'lantern-books' })).toHaveCount(0);
  await expect(checkout).toBeVisible();

  // Tags on a selection: a tag with a space is refused before sending.
  await page.getByRole('textbox', { name: 'Search by domain name' }).fill('');
  await table.getByRole('checkbox', { name: /Select checkout\.harbor-tea\.example/ }).check();
  await table.getByRole('checkbox', { name: /Select pay\.harbor-tea\.example/ }).check();
  await page.getByRole('button', { name: 'Set tags' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tags: 2 domains' });
  await expect(dialog.getByTestId('action-sites')).toContainText('pay.harbor-tea.example');
  const puts = countCalls(page, 'POST', '/api/v1/client/domains/tags');
  await dialog.getByRole('textbox', { name: 'Tags' }).fill('pay ments');
  await dialog.getByRole('button', { name: 'Apply to 2 domains' }).click();
  await expect(dialog.getByText(/format|space/i).first()).toBeVisible();
  expect(puts.count).toBe(0);
  await dialog.getByRole('textbox', { name: 'Tags' }).fill('payments\npci');
  await dialog.getByRole('button', { name: 'Apply to 2 domains' }).click();
  await feedback.toast('Tags: applied to 2 domains');
  expect(puts.count).toBe(1);
  await expect(table.getByRole('row').filter({ hasText: 'pay.harbor-tea.example' })).toContainText('pci');
  await table.getByRole('checkbox', { name: /Select checkout\.harbor-tea\.example/ }).uncheck();
  await table.getByRole('checkbox', { name: /Select pay\.harbor-tea\.example/ }).uncheck();
  await expectAccessible(page);

  // The tag filter, and tags on every domain it matches (the ids of all matching domains, one call).
  await page.getByRole('combobox', { name: 'Tags' }).click();
  await page.getByRole('option', { name: 'pci' }).click();
  await page.keyboard.press('Escape');
  await expect(table.getByRole('row')).toHaveCount(3);
  const ids = countCalls(page, 'GET', /\/api\/v1\/client\/domains\/ids$/);
  await page.getByRole('button', { name: 'Tag all 2 matching domains' }).click();
  const all = page.getByRole('dialog', { name: 'Tags: 2 domains' });
  await all.getByRole('textbox', { name: 'Tags' }).fill('audited');
  await all.getByRole('button', { name: 'Apply to 2 domains' }).click();
  await expect(all).toBeHidden();
  expect(ids.count).toBe(1);
  // Their tags were replaced: the filter on "pci" matches nothing now, one on "audited" both.
  await expect(table.getByRole('row').filter({ hasText: 'checkout.harbor-tea.example' })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Tags' }).click();
  await page.getByRole('option', { name: 'audited' }).click();
  await page.keyboard.press('Escape');
  await expect(table.getByRole('row').filter({ hasText: 'checkout.harbor-tea.example' })).toContainText('audited');
  await expect(table.getByRole('row').filter({ hasText: 'pay.harbor-tea.example' })).toContainText('audited');

  // A domain opens its site's workspace with the domain's drawer.
  await table.getByRole('link', { name: 'checkout.harbor-tea.example' }).click();
  await expect(page).toHaveURL(/\/client\/sitesManagement\/sitesSetting\/4102\/shop\.harbor-tea\.example\/checkout\.harbor-tea\.example/);
  await expect(page.getByRole('dialog', { name: 'Domain checkout.harbor-tea.example' })).toBeVisible({ timeout: 90_000 });
});
