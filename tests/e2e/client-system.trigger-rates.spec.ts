// Predefined settings of the client console (systemManagement/perdefinedSetting): the trigger rates as a list
// descriptor, a bad value refused next to its field with nothing sent, a name taken refused with its message, edit
// through the change review, removal after a confirmation; a new rate is offered in a customer's anti-CC form.
import { ACCOUNTS } from './accounts';
import { expect, expectAccessible, test } from './fixtures';
import { Shell, signInThroughApi } from './pages';
import { RuleListPage } from './site-pages';
import { countCalls, recordFeedback } from './watch';

test.beforeEach(async ({ backend }) => backend.reset());
test.describe.configure({ timeout: 180_000 });

test('an operator adds, edits and removes trigger rates; a taken name is refused', async ({ page }) => {
  const feedback = await recordFeedback(page);
  await signInThroughApi(page, 'client', ACCOUNTS.client);
  await page.goto('/client/dashboard');
  const nav = new Shell(page).nav();
  await nav.getByRole('button', { name: 'System' }).click();
  await nav.getByRole('link', { name: 'Predefined settings' }).click();
  await expect(page).toHaveURL('/client/systemManagement/perdefinedSetting', { timeout: 90_000 });
  const rates = new RuleListPage(page, 'Trigger rates');
  await expect(rates.row('strict-login')).toContainText('Slider captcha', { timeout: 100_000 });
  await expect(rates.row('crawler-slowdown')).toContainText('1 minute');

  // A blank name: refused next to the field, nothing sent.
  const posts = countCalls(page, 'POST', '/api/v1/client/setting/frequency');
  await rates.add('Add trigger rate');
  const dialog = rates.form('Add', 'Trigger rate');
  await dialog.getByRole('textbox', { name: 'Name' }).fill('   ');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
  expect(posts.count).toBe(0);

  // A name the operator already has: refused by the server with the list's message; the form keeps what was typed.
  await dialog.getByRole('textbox', { name: 'Name' }).fill('strict-login');
  await dialog.getByRole('textbox', { name: 'Within (seconds)' }).fill('30');
  await dialog.getByRole('textbox', { name: 'Requests' }).fill('90');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await feedback.toast('You already have a trigger rate with this name.');
  expect(posts.count).toBe(1);
  await expect(dialog.getByRole('textbox', { name: 'Requests' })).toHaveValue('90');

  await dialog.getByRole('textbox', { name: 'Name' }).fill('flash-sale');
  await dialog.getByRole('combobox', { name: 'Challenge' }).click();
  await page.getByRole('option', { name: 'Click to verify' }).click();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await feedback.toast('Trigger rate added');
  await expect(rates.row('flash-sale')).toContainText('Click to verify');
  await expect(rates.row('flash-sale')).toContainText('30 seconds');

  await rates.row('flash-sale').getByRole('button', { name: 'Edit flash-sale' }).click();
  const edit = rates.form('Edit', 'Trigger rate');
  await edit.getByRole('textbox', { name: 'Requests' }).fill('120');
  await edit.getByRole('button', { name: 'Save' }).click();
  const review = page.getByRole('dialog', { name: 'Review the changes' });
  await expect(review).toContainText('120');
  await review.getByRole('button', { name: /^Save \d+ changes?$/ }).click();
  await feedback.toast('Trigger rate saved');
  await expect(rates.row('flash-sale')).toContainText('120');

  await rates.row('checkout-guard').getByRole('button', { name: 'Remove checkout-guard' }).click();
  const confirm = rates.confirmation('Remove the trigger rate checkout-guard?');
  await expect(confirm).toContainText('keep their copy');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await feedback.toast('Removed checkout-guard from Trigger rates');
  await expect(rates.row('checkout-guard')).toHaveCount(0);
  await expectAccessible(page);
});
