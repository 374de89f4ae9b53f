// Admin offline licences (issue 13): the list with each licence's installation; issue one (a licence whose own
// period is over refused with the catalogue's message), its text shown with copy; edit (a new text signed, the
// change reviewed); unregister and remove a selection, each after a confirmation.
import { ACCOUNTS } from './accounts';
import { expect, expectAccessible, test } from './fixtures';
import { Shell, signInThroughApi } from './pages';

test.beforeEach(async ({ backend }) => backend.reset());

test('the admin issues, edits, unregisters and removes offline licences', async ({ page }) => {
  await signInThroughApi(page, 'admin', ACCOUNTS.admin);
  await page.goto('/admin/dashboard');
  const nav = new Shell(page).nav();
  await nav.getByRole('button', { name: 'Licences' }).click({ timeout: 90_000 });
  await nav.getByRole('link', { name: 'Offline licences' }).click();
  const table = page.getByRole('table', { name: 'Offline licences' });
  const skyline = table.getByRole('row').filter({ hasText: 'skyline-sales' });
  await expect(skyline).toContainText('Registered', { timeout: 90_000 });
  await expect(skyline).toContainText('5d1c9a7e-3b42-4f0e-9c61-8a2f7e04b913');
  await expect(table.getByRole('row').filter({ hasText: 'ops-northwind' })).toContainText('Not registered');
  await expectAccessible(page);

  // Issue: a licence whose own period is over is refused with the catalogue's message, what was chosen stays.
  await page.getByRole('button', { name: 'Issue an offline licence' }).click();
  const form = page.getByRole('dialog', { name: 'Add: Offline licence' });
  await form.getByRole('combobox', { name: 'Client' }).click();
  await page.getByRole('option', { name: 'bluefin-media' }).click();
  await form.getByRole('combobox', { name: 'Licence' }).click();
  await page.getByRole('option', { name: 'Trial 30 days' }).click();
  await form.getByRole('textbox', { name: 'Memo' }).fill('Edge rack, Tainan');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('The licence has expired.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Memo' })).toHaveValue('Edge rack, Tainan');
  await form.getByRole('combobox', { name: 'Licence' }).click();
  await page.getByRole('option', { name: 'Starter Edge' }).click();
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Create' }).click();
  const text = page.getByRole('dialog', { name: 'Licence text of bluefin-media' });
  await expect(text.getByText(/^PRPT-OFFLINE-1:/)).toBeVisible();
  await expect(text.getByRole('button', { name: 'Copy the text' })).toBeVisible();
  await expectAccessible(page);
  await text.getByRole('button', { name: 'Done' }).click();
  const bluefin = table.getByRole('row').filter({ hasText: 'bluefin-media' });
  await expect(bluefin).toContainText('Starter Edge');
  await expect(bluefin).toContainText('Not registered');

  // Edit: the memo changes, the review lists it, a new text is shown.
  await table.getByRole('button', { name: 'Edit the offline licence of skyline-sales' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit: Offline licence' });
  await expect(edit.getByText('Saving signs a new licence text: the installation keeps running on the old one until the client loads the new text.')).toBeVisible();
  await edit.getByRole('textbox', { name: 'Memo' }).fill('Renewed, Kaohsiung');
  await edit.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('dialog', { name: 'Review the changes' }).getByRole('button', { name: /^Save/ }).click();
  await expect(page.getByText('Offline licence saved')).toBeVisible();
  await page.getByRole('dialog', { name: 'Licence text of skyline-sales' }).getByRole('button', { name: 'Done' }).click();
  await expect(skyline).toContainText('Renewed, Kaohsiung');

  // Unregister: only registered installations, after a confirmation.
  await skyline.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Unregister', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Unregister 1 installations?' });
  await expect(confirm).toContainText('stop being licensed');
  await confirm.getByRole('button', { name: 'Unregister', exact: true }).click();
  await expect(skyline).toContainText('Not registered');

  // Remove after a confirmation.
  await bluefin.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  const remove = page.getByRole('dialog', { name: 'Remove 1 offline licences?' });
  await remove.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(bluefin).toHaveCount(0);
  await expectAccessible(page);
});
