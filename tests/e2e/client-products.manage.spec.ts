// Products of the client console (sitesManagement/productsList): every product field of spec 3 in the row form,
// groups offered by name, a bad value refused next to its field with nothing sent, edit through the change
// review, a product in use refused with the catalogue's message, removal after a confirmation, accessibility.
import { ACCOUNTS } from './accounts';
import { expect, expectAccessible, test } from './fixtures';
import { signInThroughApi } from './pages';
import { RuleListPage } from './site-pages';
import { countCalls, recordFeedback } from './watch';

test.beforeEach(async ({ backend }) => backend.reset());
test.describe.configure({ timeout: 180_000 });

test('an operator creates a product with every field, edits it, and removes it; a product in use is refused', async ({ page }) => {
  const feedback = await recordFeedback(page);
  await signInThroughApi(page, 'client', ACCOUNTS.client);
  await page.goto('/client/sitesManagement/productsList');
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible({ timeout: 100_000 });
  const products = new RuleListPage(page, 'Products');
  const business = products.row('Business');
  await expect(business.first()).toContainText('Business');
  await expect(products.row('Enterprise')).toContainText('Unlimited');
  await expectAccessible(page);

  const posts = countCalls(page, 'POST', '/api/v1/client/product');
  await products.add('Add product');
  const dialog = products.form('Add', 'Product');
  await dialog.getByRole('textbox', { name: 'Product name' }).fill('Harbor Express');
  await dialog.getByRole('textbox', { name: 'Site limit' }).fill('-1');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Enter a number of at least 0.').first()).toBeVisible();
  expect(posts.count).toBe(0);

  await dialog.getByRole('textbox', { name: 'Site limit' }).fill('15');
  await dialog.getByRole('radio', { name: 'Business (commercial)' }).check();
  await dialog.getByRole('combobox', { name: 'Groups' }).click();
  await page.getByRole('option', { name: /^tpe-overflow/ }).first().click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('radio', { name: 'Custom' }).check();
  await dialog.getByRole('radio', { name: 'Paused' }).check();
  await dialog.getByRole('switch', { name: 'Lock domains' }).check();
  await dialog.getByRole('switch', { name: 'Access logs' }).uncheck();
  await dialog.getByRole('textbox', { name: 'Traffic price per GB' }).fill('0.045');
  await dialog.getByRole('textbox', { name: 'Max connections' }).fill('20000');
  await dialog.getByRole('textbox', { name: 'Bandwidth (Mbps)' }).fill('800');
  await dialog.getByRole('combobox', { name: 'When traffic runs out' }).click();
  await page.getByRole('option', { name: 'Pause (take offline)' }).click();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await feedback.toast('Product added');
  expect(posts.count).toBe(1);
  const created = products.row('Harbor Express');
  await expect(created).toContainText('Business');
  await expect(created).toContainText('0 / 15');
  await expect(created).toContainText('800 Mbps');
  await expect(created).toContainText('Custom');
  await expect(created).toContainText('Paused');
  await expect(created).toContainText('Pause');
  await expect(created).toContainText('Domains locked');
  await expect(created).not.toContainText('Access logs');

  // Edit: the change review names what changes.
  await created.getByRole('button', { name: 'Edit Harbor Express' }).click();
  const edit = products.form('Edit', 'Product');
  await edit.getByRole('textbox', { name: 'Site limit' }).fill('0');
  await edit.getByRole('button', { name: 'Save' }).click();
  const review = page.getByRole('dialog', { name: 'Review the changes' });
  await expect(review).toContainText('Site limit');
  await review.getByRole('button', { name: /^Save \d+ changes?$/ }).click();
  await feedback.toast('Product saved');
  await expect(products.row('Harbor Express')).toContainText('0 / Unlimited');

  // A product that sites use: the server refuses and the catalogue's message is shown; the row stays.
  await products.row('Starter').getByRole('button', { name: 'Remove Starter' }).click();
  const refuse = products.confirmation('Remove the product Starter?');
  await refuse.getByRole('button', { name: 'Remove' }).click();
  await feedback.toast('The product is in use.');
  await expect(products.row('Starter')).toBeVisible();

  await products.row('Harbor Express').getByRole('button', { name: 'Remove Harbor Express' }).click();
  const confirm = products.confirmation('Remove the product Harbor Express?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(products.row('Harbor Express')).toBeVisible();
  await products.row('Harbor Express').getByRole('button', { name: 'Remove Harbor Express' }).click();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await feedback.toast('Removed Harbor Express from Products');
  await expect(products.row('Harbor Express')).toHaveCount(0);
  await expectAccessible(page);
});
