// The client's automatic certificates (sitesManagement/autoSSLManagement): found in the navigation, filtered by
// status and domain, a failed application's hints (the site workspace's) with the authority's reason, a renewal
// refused by the certificate authority's weekly limit (the catalogue's message), and a selection renewed after a
// confirmation naming how many.
import { ACCOUNTS } from './accounts';
import { expect, expectAccessible, test } from './fixtures';
import { Shell, signInThroughApi } from './pages';
import { countCalls, recordFeedback } from './watch';

test.beforeEach(async ({ backend }) => backend.reset());
test.describe.configure({ timeout: 180_000 });

test('an operator sees why certificates failed, is refused past the weekly limit, and renews a selection', async ({ page }) => {
  const feedback = await recordFeedback(page);
  await signInThroughApi(page, 'client', ACCOUNTS.client);
  await page.goto('/client/dashboard');
  const nav = new Shell(page).nav();
  await nav.getByRole('button', { name: 'Sites' }).click({ timeout: 100_000 });
  await nav.getByRole('link', { name: 'Automatic certificates' }).click();
  await expect(page).toHaveURL('/client/sitesManagement/autoSSLManagement', { timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'Automatic certificates', level: 1 })).toBeVisible({ timeout: 60_000 });
  const table = page.getByRole('table', { name: 'Automatic certificates' });
  await expect(table).toHaveAttribute('aria-busy', 'false', { timeout: 60_000 });
  const rows = table.getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  await expectAccessible(page);

  // Failed applications only.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Failed' }).click();
  await expect(rows.filter({ has: page.getByText('Issued', { exact: true }) })).toHaveCount(0);
  await expect(rows.nth(1)).toContainText('Failed');

  // Kettle Coffee's domains failed over and over this week: the hints, then a renewal the authority's limit refuses.
  await page.getByRole('textbox', { name: 'Search by domain name' }).fill('kettle-coffee');
  const kettle = rows.nth(1);
  await expect(kettle).toContainText('kettle-coffee.example');
  const domain = (await kettle.getByRole('link').first().textContent())!.trim();
  await kettle.getByRole('button', { name: `Why it failed: ${domain}` }).click();
  const why = page.getByRole('dialog', { name: `Why the application for ${domain} failed` });
  await expect(why).toContainText('The authority said:');
  await expect(why).toContainText('At most 50 certificates are issued for one registered domain in 7 days');
  await why.getByRole('button', { name: 'Renew' }).click();
  const one = page.getByRole('dialog', { name: `Renew the certificate of ${domain}?` });
  await expect(one).toContainText(domain);
  await one.getByRole('button', { name: 'Renew 1 certificate' }).click();
  await feedback.toast('The number of auto-SSL certificates has reached the limit.');
  await expect(kettle).toContainText('Failed');

  // A selection of another customer's failed certificates, renewed after a confirmation naming how many.
  await page.getByRole('textbox', { name: 'Search by domain name' }).fill('lantern-books');
  await expect(rows.filter({ hasText: 'kettle-coffee' })).toHaveCount(0);
  await expect(rows).toHaveCount(4);
  const renews = countCalls(page, 'POST', '/api/v1/client/autoCertificates/renew');
  await table.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
  const selection = page.getByRole('group', { name: 'Actions on the selected rows' });
  // Selected rows keep every text readable, in the light and in the dark scheme.
  await expect(rows.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await selection.getByRole('button', { name: 'Renew selected' }).click();
  const many = page.getByRole('dialog', { name: 'Renew 3 automatic certificates?' });
  await expect(many).toContainText('lantern-books.example');
  await many.getByRole('button', { name: 'Cancel' }).click();
  expect(renews.count).toBe(0);
  await selection.getByRole('button', { name: 'Renew selected' }).click();
  await many.getByRole('button', { name: 'Renew 3 certificates' }).click();
  await feedback.toast('Renewal of 3 certificates requested');
  expect(renews.count).toBe(1);
  // No longer failed: being issued.
  await expect(page.getByText('No automatic certificate matches these filters.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Being issued' }).click();
  await expect(rows.filter({ hasText: 'lantern-books.example' }).first()).toContainText('Being issued');
  await expectAccessible(page);
});
