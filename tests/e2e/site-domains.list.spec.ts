// The Domains tab of the site workspace: adding (client check, server refusal, success), filters and search,
// removing with the enabled-domain rule, a setting edited through the change review, export, accessibility.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { ACCOUNTS } from './accounts';
import { expect as baseExpect, expectAccessible, test } from './fixtures';
import { signInThroughApi } from './pages';

// The dev server on a shared machine can be slow to answer; the checks wait a little longer than the default.
const expect = baseExpect.configure({ timeout: 20_000 });
const SITE = '/user/sitesManagement/sitesSetting/4101/www.harbor-tea.example?tab=domains';

// Each test is one user's whole flow (sign-in included): longer than the 30 s default on a busy machine.
test.describe.configure({ timeout: 180_000 });
test.beforeEach(async ({ backend }) => backend.reset());

async function openDomains(page: Page) {
  await signInThroughApi(page, 'user', ACCOUNTS.user);
  await page.goto(SITE);
  await expect(page.getByRole('table', { name: 'Domains of www.harbor-tea.example' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('12 in all')).toBeVisible();
}

const table = (page: Page) => page.getByRole('table', { name: 'Domains of www.harbor-tea.example' });
const rowOf = (page: Page, name: string) => table(page).getByRole('row').filter({ has: page.getByRole('button', { name, exact: true }) });
async function search(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Search domains' }).fill(text);
}

test('adding domains: bad names send nothing, a duplicate is refused and kept, then they are added', async ({ page }) => {
  await openDomains(page);
  let creates = 0;
  page.on('request', (r) => r.method() === 'POST' && /\/api\/v1\/user\/site\/4101\/domain(\/batchCreate)?$/.test(r.url()) && creates++);

  await page.getByRole('button', { name: 'Add domains' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add domains' });
  const names = dialog.getByRole('textbox', { name: 'Domains' });
  await names.fill('new-1.harbor-tea.example\nShop.harbor-tea.example\n*.cdn.harbor-tea.example');
  await dialog.getByRole('button', { name: 'Add domains' }).click();
  await expect(dialog.getByText('Line 2: Use lowercase letters only.')).toBeVisible();
  await expect(dialog.getByText('This field is required.')).toBeVisible(); // no origin given
  await names.fill('new-1.harbor-tea.example\n*.cdn.harbor-tea.example');
  await dialog.getByRole('textbox', { name: 'Origins' }).fill('203.0.113.50:8080');
  await dialog.getByRole('button', { name: 'Add domains' }).click();
  await expect(dialog.getByText('Line 2: This is not a valid domain.')).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Allow wildcard domains (*.example.com)' }).check();
  await dialog.getByRole('textbox', { name: 'HTTP ports' }).fill('80, http');
  await dialog.getByRole('button', { name: 'Add domains' }).click();
  await expect(dialog.getByText('Enter ports from 1 to 65535, separated by commas.')).toBeVisible();
  expect(creates).toBe(0);

  // The server refuses a name the site already has; everything typed stays.
  await dialog.getByRole('textbox', { name: 'HTTP ports' }).fill('80');
  await names.fill('new-1.harbor-tea.example\nwww.harbor-tea.example');
  await dialog.getByRole('button', { name: 'Add domains' }).click();
  await expect(page.getByText('Some of these domains are already on this site.')).toBeVisible();
  expect(creates).toBe(1);
  await expect(names).toHaveValue('new-1.harbor-tea.example\nwww.harbor-tea.example');
  await expect(dialog.getByRole('textbox', { name: 'Origins' })).toHaveValue('203.0.113.50:8080');

  // Internationalised names go as punycode.
  await names.fill('new-1.harbor-tea.example\n茶.harbor-tea.example\n*.cdn.harbor-tea.example');
  await expect(dialog.getByText('xn--cl1a.harbor-tea.example')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add domains' }).click();
  await expect(page.getByText('3 domains added')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('15 in all')).toBeVisible();
  await search(page, 'new-1');
  await expect(rowOf(page, 'new-1.harbor-tea.example')).toContainText('203.0.113.50:8080');
  await search(page, 'xn--');
  await expect(rowOf(page, 'xn--cl1a.harbor-tea.example')).toBeVisible();
});

test('search and filters narrow the list, and clearing them brings it back', async ({ page }) => {
  await openDomains(page);
  await search(page, 'fonts');
  await expect(page.getByText('1 in all')).toBeVisible();
  await expect(rowOf(page, 'fonts.harbor-tea.example')).toBeVisible();

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByText('12 in all')).toBeVisible();
  await page.getByRole('combobox', { name: 'CNAME state' }).click();
  await page.getByRole('option', { name: 'Not pointed' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByText('12 in all')).toBeHidden();
  // Read once the filtered answer is shown (every row not pointed), not a frame of the list being replaced.
  // Every row says "Not pointed" (its CNAME; the DNS column beside it uses the same names).
  const rows = table(page).getByRole('row');
  await expect
    .poll(async () => {
      const count = (await rows.count()) - 1;
      const notPointed = await rows.filter({ hasText: 'Not pointed' }).count();
      return count > 0 && notPointed === count ? 'every row not pointed' : `${notPointed} of ${count} rows not pointed`;
    })
    .toBe('every row not pointed');

  await page.getByRole('combobox', { name: 'Force HTTPS' }).click();
  await page.getByRole('option', { name: 'Force HTTPS on' }).click();
  await expect(table(page).getByRole('switch', { name: /^Force HTTPS:/, checked: false })).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByText('12 in all')).toBeVisible();

  // Sorting by name, descending on the second click.
  await table(page).getByRole('button', { name: 'Domain' }).click();
  await table(page).getByRole('button', { name: /Domain/ }).click();
  await expect(table(page).getByRole('columnheader', { name: /Domain/ })).toHaveAttribute('aria-sort', 'descending');
  await expect(table(page).getByRole('row').nth(1)).toContainText('zh.harbor-tea.example');
});

test('removing asks first, and an enabled domain must be disabled before it goes', async ({ page }) => {
  await openDomains(page);
  await search(page, 'tw.');
  const row = rowOf(page, 'tw.harbor-tea.example');
  await expect(row.getByRole('switch', { name: 'Enabled: tw.harbor-tea.example' })).toBeChecked();
  await row.getByRole('checkbox', { name: 'Select tw.harbor-tea.example' }).check();
  await page.getByRole('group', { name: 'Actions on the selected rows' }).getByRole('button', { name: 'Remove' }).click();

  const dialog = page.getByRole('dialog', { name: 'Remove domains' });
  await expect(dialog.getByText('Enabled domains cannot be removed')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Remove' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Disable them' }).click();
  await expect(page.getByText('Domain tw.harbor-tea.example disabled')).toBeVisible();
  await expect(dialog.getByText('Remove 1 domain?', { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(row.getByRole('switch', { name: 'Enabled: tw.harbor-tea.example' })).not.toBeChecked();

  await row.getByRole('button', { name: 'More actions for tw.harbor-tea.example' }).click();
  await page.getByRole('menuitem', { name: 'Remove' }).click();
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Domain tw.harbor-tea.example removed')).toBeVisible();
  await expect(page.getByText('This site has no domains yet.').or(page.getByText('No domain matches these filters.'))).toBeVisible();

  // By name: an enabled domain and an unknown one are named before anything is sent.
  let deletes = 0;
  page.on('request', (r) => r.method() === 'DELETE' && r.url().endsWith('/api/v1/user/site/4101/domains') && deletes++);
  await page.getByRole('button', { name: 'More', exact: true }).first().click();
  await page.getByRole('menuitem', { name: 'Remove domains by name' }).click();
  const byName = page.getByRole('dialog', { name: 'Remove domains by name' });
  const names = byName.getByRole('textbox', { name: 'Domains to remove' });
  await names.fill('origin-test.harbor-tea.example\nhk.harbor-tea.example');
  await byName.getByRole('button', { name: 'Continue' }).click();
  await expect(byName.getByText('Line 2: This domain is enabled: disable it before removing it.')).toBeVisible();
  await names.fill('origin-test.harbor-tea.example\nnowhere.harbor-tea.example');
  await byName.getByRole('button', { name: 'Continue' }).click();
  await expect(byName.getByText('Line 2: This is not a domain of this site.')).toBeVisible();
  expect(deletes).toBe(0);
  await names.fill('origin-test.harbor-tea.example');
  await byName.getByRole('button', { name: 'Continue' }).click();
  await byName.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Domain origin-test.harbor-tea.example removed')).toBeVisible();
  expect(deletes).toBe(1);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByText('10 in all')).toBeVisible();
});

test('a setting is saved through the change review; export downloads the file the server names', async ({ page }) => {
  await openDomains(page);
  await search(page, 'www.');
  await rowOf(page, 'www.harbor-tea.example').getByRole('button', { name: 'Settings' }).click();
  const drawer = page.getByRole('dialog', { name: 'Domain www.harbor-tea.example' });
  await expect(drawer.getByRole('table', { name: 'Origins of www.harbor-tea.example' })).toBeVisible();
  await expectAccessible(page);

  await drawer.getByRole('tab', { name: 'Load balancing' }).click();
  await drawer.getByRole('radio', { name: 'By URL' }).check();
  await drawer.getByRole('textbox', { name: /Fail timeout/ }).fill('45');
  await drawer.getByRole('button', { name: 'Save' }).click();
  const review = page.getByRole('dialog', { name: 'Review the changes' });
  await expect(review.getByRole('row', { name: /Method/ })).toContainText('By visitor IP');
  await expect(review.getByRole('row', { name: /Method/ })).toContainText('By URL');
  await expect(review.getByRole('row', { name: /Fail timeout/ })).toContainText('45');
  await review.getByRole('button', { name: 'Back to editing' }).click();
  await expect(drawer.getByRole('textbox', { name: /Fail timeout/ })).toHaveValue('45');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await review.getByRole('button', { name: /Save 2 changes/ }).click();
  await expect(page.getByText('Load balancing of www.harbor-tea.example saved')).toBeVisible();

  await drawer.getByRole('tab', { name: 'Origin host' }).click();
  await drawer.getByRole('tab', { name: 'Load balancing' }).click();
  await expect(drawer.getByRole('radio', { name: 'By URL' })).toBeChecked();
  await expect(drawer.getByRole('textbox', { name: /Fail timeout/ })).toHaveValue('45');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await page.getByRole('button', { name: 'Clear filters' }).click();
  // The whole first page is back (not only the row the search found) before it is selected.
  await expect.poll(() => table(page).getByRole('row').count()).toBe(11);
  await table(page).getByRole('checkbox', { name: 'Select all rows on this page' }).check();
  const downloading = page.waitForEvent('download');
  await page.getByRole('group', { name: 'Actions on the selected rows' }).getByRole('button', { name: 'Export' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^www\.harbor-tea\.example-domains-\d{8}\.txt$/);
  const text = await readFile((await file.path())!, 'utf8');
  expect(text.split('\n')[0]).toBe('domainName\tstatus\tcnameStatus\tupstreams');
  expect(text.trim().split('\n')).toHaveLength(11);
  await expect(page.getByText('10 domains exported')).toBeVisible();
  await expectAccessible(page);
});
