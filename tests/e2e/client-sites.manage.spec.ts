// Customers' sites in the client console (sitesManagement/sitesList): filters, a site action on one site and on a
// selection (each after a dialog naming the sites), a refused creation with the catalogue's message, creation,
// removal after a confirmation, and each site opening the client's site workspace; a site's name, tags and port type
// edited from its row (PATCH client/site), refused where the contract says.
import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS } from './accounts';
import { expect, expectAccessible, test } from './fixtures';
import { LoginPage, Shell, signInThroughApi } from './pages';
import { countCalls, recordFeedback } from './watch';

test.beforeEach(async ({ backend }) => backend.reset());

/** Opens an actions menu and chooses an entry (the list may refresh under the button while it opens). */
async function choose(page: Page, button: Locator, entry: string) {
  const item = page.getByRole('menuitem', { name: entry });
  await expect(async () => {
    if (!(await item.isVisible())) await button.click();
    await item.click({ timeout: 2_000 });
  }).toPass();
}
test.describe.configure({ timeout: 180_000 });

test('an operator filters the sites, changes one and a selection, creates and removes a site', async ({ page }) => {
  const feedback = await recordFeedback(page);
  await signInThroughApi(page, 'client', ACCOUNTS.client);
  await page.goto('/client/sitesManagement/sitesList');
  await expect(page.getByRole('heading', { name: 'Sites', level: 1 })).toBeVisible({ timeout: 100_000 });
  const table = page.getByRole('table', { name: "Customers' sites" });
  await expect(table.getByRole('row').filter({ hasText: 'www.harbor-tea.example' })).toBeVisible();
  // Each site's limitations (the capped ones) and its last change (issue 26, item 15).
  await expect(table.getByRole('columnheader', { name: 'Limits' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Updated' })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'www.harbor-tea.example' })).toContainText(/\d Mbps/);
  await expectAccessible(page);

  // Filters: statuses, then site name.
  await page.getByRole('combobox', { name: 'Statuses' }).click();
  await page.getByRole('option', { name: 'Locked' }).click();
  await page.keyboard.press('Escape');
  await expect(table.getByRole('row').filter({ hasText: 'events.lantern-books.example' })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'www.harbor-tea.example' })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Statuses' }).click();
  await page.getByRole('option', { name: 'Locked' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('textbox', { name: 'Search by site name' }).fill('harbor-tea');
  await expect(table.getByRole('row').filter({ hasText: 'events.lantern-books.example' })).toHaveCount(0);

  // One site: lock it.
  const staging = table.getByRole('row').filter({ hasText: 'staging.harbor-tea.example' });
  await choose(page, staging.getByRole('button', { name: 'Actions for staging.harbor-tea.example' }), 'Change status');
  const status = page.getByRole('dialog', { name: 'Change status: staging.harbor-tea.example' });
  await expect(status.getByTestId('action-sites')).toHaveText('Applies to the site staging.harbor-tea.example.');
  await status.getByRole('radio', { name: 'Locked' }).check();
  await status.getByRole('button', { name: 'Apply' }).click();
  await feedback.toast('Change status: applied to staging.harbor-tea.example');
  await expect(staging).toContainText('Locked');

  // A selection: clear the cache of two sites after a confirmation naming them.
  const deletes = countCalls(page, 'DELETE', '/api/v1/client/site/currentCache');
  await table.getByRole('checkbox', { name: /Select blog\.harbor-tea\.example/ }).check();
  await table.getByRole('checkbox', { name: /Select img\.harbor-tea\.example/ }).check();
  await choose(page, page.getByRole('button', { name: 'Actions for 2 selected sites' }), 'Clear current cache');
  const clear = page.getByRole('dialog', { name: 'Clear the cache of 2 sites?' });
  await expect(clear).toContainText('img.harbor-tea.example');
  await clear.getByRole('button', { name: 'Cancel' }).click();
  expect(deletes.count).toBe(0);
  await choose(page, page.getByRole('button', { name: 'Actions for 2 selected sites' }), 'Clear current cache');
  await clear.getByRole('button', { name: 'Clear cache' }).click();
  await feedback.toast('Cache of 2 sites cleared');
  expect(deletes.count).toBe(1);

  // Create: the Starter product is full (the catalogue's message, the form keeps what was typed), then Business.
  await page.getByRole('button', { name: 'Add site' }).click();
  const create = page.getByRole('dialog', { name: 'Add: Site' });
  await create.getByRole('textbox', { name: 'Site name' }).fill('matcha.harbor-tea.example');
  await create.getByRole('combobox', { name: 'Product' }).click();
  await page.getByRole('option', { name: 'Starter' }).click();
  await create.getByRole('combobox', { name: 'Customers' }).click();
  await page.getByRole('option', { name: /^mei-lin/ }).click();
  await page.keyboard.press('Escape');
  await create.getByRole('button', { name: 'Create' }).click();
  await feedback.toast("The product's site limit has been reached.");
  await expect(create.getByRole('textbox', { name: 'Site name' })).toHaveValue('matcha.harbor-tea.example');
  await create.getByRole('combobox', { name: 'Product' }).click();
  await page.getByRole('option', { name: 'Business' }).click();
  await create.getByRole('button', { name: 'Create' }).click();
  await feedback.toast('Site matcha.harbor-tea.example added');
  await page.getByRole('textbox', { name: 'Search by site name' }).fill('matcha');
  const matcha = table.getByRole('row').filter({ hasText: 'matcha.harbor-tea.example' });
  await expect(matcha).toContainText('Business');

  // Remove it after a confirmation.
  await choose(page, matcha.getByRole('button', { name: 'Actions for matcha.harbor-tea.example' }), 'Remove');
  const remove = page.getByRole('dialog', { name: 'Remove the site matcha.harbor-tea.example?' });
  await remove.getByRole('button', { name: 'Remove' }).click();
  await feedback.toast('Site matcha.harbor-tea.example removed');
  await expect(matcha).toHaveCount(0);
  await expectAccessible(page);

  // A site opens the client's site workspace.
  await page.getByRole('textbox', { name: 'Search by site name' }).fill('www.harbor');
  await table.getByRole('link', { name: 'www.harbor-tea.example' }).click();
  await expect(page).toHaveURL(/\/client\/sitesManagement\/sitesSetting\/4101\/www\.harbor-tea\.example/);
  await expect(page.getByRole('heading', { name: 'www.harbor-tea.example' })).toBeVisible({ timeout: 90_000 });
});

test("an operator edits a site from its row: a bad name is refused on the page, a taken one and a port type its product lacks by the server, then renamed and tagged", async ({ page }) => {
  const feedback = await recordFeedback(page);
  await new LoginPage(page).signIn('client', ACCOUNTS.client.email, ACCOUNTS.client.password);
  const nav = new Shell(page).nav();
  await nav.getByRole('button', { name: 'Sites' }).click({ timeout: 90_000 });
  await nav.getByRole('link', { name: 'Sites', exact: true }).click();
  const table = page.getByRole('table', { name: "Customers' sites" });
  await page.getByRole('textbox', { name: 'Search by site name' }).fill('staging.harbor-tea');
  const staging = table.getByRole('row').filter({ hasText: 'staging.harbor-tea.example' });
  await expect(staging).toBeVisible({ timeout: 100_000 });

  const patches = countCalls(page, 'PATCH', /\/api\/v1\/client\/site$/);
  await choose(page, staging.getByRole('button', { name: 'Actions for staging.harbor-tea.example' }), 'Edit');
  const edit = page.getByRole('dialog', { name: 'Edit: Site' });
  await expect(edit.getByRole('textbox', { name: 'Site name' })).toHaveValue('staging.harbor-tea.example');
  await expect(edit.getByRole('radio', { name: 'Domains (layer 7)' })).toBeChecked();
  await edit.getByRole('textbox', { name: 'Site name' }).fill('staging harbor');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByRole('textbox', { name: 'Site name' })).toHaveAccessibleDescription(/format is wrong|pattern/i);
  expect(patches.count).toBe(0);

  // The customer already has a site of that name (101025, said in this form's words).
  const review = page.getByRole('dialog', { name: 'Review the changes' });
  await edit.getByRole('textbox', { name: 'Site name' }).fill('blog.harbor-tea.example');
  await edit.getByRole('button', { name: 'Save' }).click();
  await review.getByRole('button', { name: /Save/ }).click();
  await feedback.toast('This customer already has a site with this name.');
  expect(patches.count).toBe(1);

  // Layer-4 ports on a product that offers none (Starter): the server refuses (101023), the form keeps what was typed.
  await edit.getByRole('textbox', { name: 'Site name' }).fill('staging.harbor-tea.example');
  await edit.getByRole('radio', { name: 'Layer-4 ports' }).check();
  await edit.getByRole('button', { name: 'Save' }).click();
  await review.getByRole('button', { name: /Save/ }).click();
  await feedback.toast('The port type is not valid.');
  await expect(edit.getByRole('radio', { name: 'Layer-4 ports' })).toBeChecked();

  // Renamed and tagged.
  await edit.getByRole('radio', { name: 'Domains (layer 7)' }).check();
  await edit.getByRole('textbox', { name: 'Site name' }).fill('preview.harbor-tea.example');
  await edit.getByRole('textbox', { name: 'Tags' }).fill('staging\npreview');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expectAccessible(page);
  await review.getByRole('button', { name: /Save/ }).click();
  await feedback.toast('Site preview.harbor-tea.example saved.');
  await page.getByRole('textbox', { name: 'Search by site name' }).fill('preview.harbor-tea');
  const renamed = table.getByRole('row').filter({ hasText: 'preview.harbor-tea.example' });
  await expect(renamed).toContainText('preview');
  await expect(table.getByRole('row').filter({ hasText: 'staging.harbor-tea.example' })).toHaveCount(0);
});
