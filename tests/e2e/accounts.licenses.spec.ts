// Admin licences (issue 13): the list with limits (0 = unlimited) and port types; create through the descriptor with
// a field refused before any request; a taken name refused by the server; the irreversible upgrade to layer 7 + 4
// said before saving; removing a licence clients hold is refused with the catalogue's message, a free one goes.
import { ACCOUNTS } from './accounts';
import { expect, expectAccessible, test } from './fixtures';
import { Shell, signInThroughApi } from './pages';
import { countCalls } from './watch';

test.beforeEach(async ({ backend }) => backend.reset());

test('the admin creates, edits and removes licences; a held licence is refused', async ({ page }) => {
  await signInThroughApi(page, 'admin', ACCOUNTS.admin);
  await page.goto('/admin/dashboard');
  const nav = new Shell(page).nav();
  await nav.getByRole('button', { name: 'Licences' }).click({ timeout: 90_000 });
  await nav.getByRole('link', { name: 'Licences', exact: true }).click();
  const table = page.getByRole('table', { name: 'Licences' });
  const reseller = table.getByRole('row').filter({ hasText: 'Reseller Pro' });
  await expect(reseller).toContainText('Unlimited', { timeout: 90_000 });
  await expect(reseller).toContainText('Layer 7 + 4');
  await expect(table.getByRole('row').filter({ hasText: 'Starter Edge' })).toContainText('Layer 7');

  // Create: an empty name is refused next to the field with no request; a taken name by the server.
  const posts = countCalls(page, 'POST', /\/api\/v1\/admin\/license$/);
  await page.getByRole('button', { name: 'Add licence' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /^(Create|Save)/ }).click();
  expect(posts.count).toBe(0);
  await dialog.getByRole('textbox', { name: 'Licence name' }).fill('starter edge');
  await dialog.getByRole('button', { name: /^(Create|Save)/ }).click();
  await expect(page.getByText('A licence with this name already exists.')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Licence name' })).toHaveValue('starter edge');
  await dialog.getByRole('textbox', { name: 'Licence name' }).fill('Edge Plus 2027');
  await dialog.getByRole('radio', { name: 'Layer 7 + 4' }).check();
  await expect(dialog.getByText('Layer 7 + 4 cannot be undone: this licence can never go back to layer 7 only.')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: /^(Create|Save)/ }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('row').filter({ hasText: 'Edge Plus 2027' })).toContainText('Layer 7 + 4');

  // Edit: the upgrade of Starter Edge is said to be irreversible before it is saved.
  await table.getByRole('row').filter({ hasText: 'Starter Edge' }).getByRole('button', { name: 'Edit' }).click();
  await dialog.getByRole('radio', { name: 'Layer 7 + 4' }).check();
  await expect(dialog.getByText('The upgrade to layer 7 + 4 cannot be undone: this licence can never go back to layer 7 only.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // A licence already on layer 7 + 4 does not offer layer 7 any more.
  await table.getByRole('row').filter({ hasText: 'Reseller Pro' }).getByRole('button', { name: 'Edit' }).click();
  await expect(dialog.getByRole('radio', { name: 'Layer 7 + 4' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'Layer 7', exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Issue: a licence whose own period is over is refused with the catalogue's message; a current one is issued.
  await table.getByRole('button', { name: 'Issue Trial 30 days to a client' }).click();
  await dialog.getByRole('combobox', { name: 'Client' }).click();
  await page.getByRole('option', { name: 'skyline-sales' }).click();
  await dialog.getByRole('button', { name: /^(Create|Save|Issue)/ }).click();
  await expect(page.getByText('The licence has expired.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await table.getByRole('button', { name: 'Issue Starter Edge to a client' }).click();
  await dialog.getByRole('combobox', { name: 'Client' }).click();
  await page.getByRole('option', { name: 'bluefin-media' }).click();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: /^(Create|Save|Issue)/ }).click();
  await expect(page.getByText('Create Success!')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Removing a licence clients hold is refused with the catalogue's message; the new one goes.
  await table.getByRole('row').filter({ hasText: 'Operator Standard' }).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText('Some of the values are not valid.')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'Operator Standard' })).toBeVisible();
  await table.getByRole('row').filter({ hasText: 'Operator Standard' }).getByRole('checkbox').uncheck();
  await table.getByRole('row').filter({ hasText: 'Edge Plus 2027' }).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(table.getByRole('row').filter({ hasText: 'Edge Plus 2027' })).toHaveCount(0);
  await expectAccessible(page);
});
