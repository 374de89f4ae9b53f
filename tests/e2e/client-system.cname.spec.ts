// CNAME settings of the client console (systemManagement/cname): the records as a list descriptor, enabled shown as
// the inverse of `disabled` and switched at once, lines named in the console's language (Accept-Language), a record
// outside the DNS setting's domain refused with the catalogue's message, edit through the change review, removal
// after a confirmation, accessibility.
import { ACCOUNTS } from './accounts';
import { expect, expectAccessible, test } from './fixtures';
import { Shell, flip, signInThroughApi } from './pages';
import { RuleListPage } from './site-pages';
import { countCalls, recordFeedback } from './watch';

test.beforeEach(async ({ backend }) => backend.reset());
test.describe.configure({ timeout: 180_000 });

test('an operator switches, creates, edits and removes CNAME records; a name outside the DNS domain is refused', async ({ page }) => {
  const feedback = await recordFeedback(page);
  await signInThroughApi(page, 'client', ACCOUNTS.client);
  await page.goto('/client/dashboard');
  const nav = new Shell(page).nav();
  const lines = page.waitForRequest((request) => request.url().endsWith('/api/v1/client/setting/dns/lines'), { timeout: 100_000 });
  await nav.getByRole('button', { name: 'System' }).click();
  await nav.getByRole('link', { name: 'CNAME settings' }).click();
  await expect(page).toHaveURL('/client/systemManagement/cname', { timeout: 90_000 });
  // The lines are asked for in the console's language.
  expect((await lines).headers()['accept-language']).toBe('en');
  const records = new RuleListPage(page, 'CNAME records');
  const legacy = records.row('hk-legacy.cdn.northwind-cdn.example');
  await expect(legacy).toBeVisible({ timeout: 100_000 });
  await expect(records.row('taipei.cdn.northwind-cdn.example').filter({ hasText: 'China Telecom' })).toBeVisible();

  // Enabled is the inverse of disabled: the legacy record is off; switching it on saves at once.
  const updates = countCalls(page, 'PUT', '/api/v1/client/setting/dns/cname');
  const legacySwitch = legacy.getByRole('switch', { name: 'Enabled: hk-legacy.cdn.northwind-cdn.example' });
  await expect(legacySwitch).not.toBeChecked();
  await flip(legacySwitch);
  await feedback.toast('CNAME record hk-legacy.cdn.northwind-cdn.example enabled');
  await expect(legacySwitch).toBeChecked();
  expect(updates.count).toBe(1);

  // A name outside the DNS setting's domain: the catalogue's message, and the form keeps what was typed.
  await records.add('Add CNAME record');
  const dialog = records.form('Add', 'CNAME record');
  await dialog.getByRole('textbox', { name: 'Record name' }).fill('kaohsiung.cdn.example.org');
  await dialog.getByRole('combobox', { name: 'Resolution line' }).click();
  await page.getByRole('option', { name: 'China Unicom' }).click();
  await dialog.getByRole('textbox', { name: 'Targets' }).fill('203.0.113.40\n203.0.113.41');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await feedback.toast('Some of the values are not valid.');
  await expect(dialog.getByRole('textbox', { name: 'Record name' })).toHaveValue('kaohsiung.cdn.example.org');

  await dialog.getByRole('textbox', { name: 'Record name' }).fill('kaohsiung.cdn.northwind-cdn.example');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await feedback.toast('CNAME record added');
  const created = records.row('kaohsiung.cdn.northwind-cdn.example');
  await expect(created).toContainText('China Unicom');
  await expect(created).toContainText('203.0.113.41');
  await expect(created.getByRole('switch')).toBeChecked();

  // Edit: the change review names the new line by its name.
  await created.getByRole('button', { name: 'Edit kaohsiung.cdn.northwind-cdn.example' }).click();
  const edit = records.form('Edit', 'CNAME record');
  await edit.getByRole('combobox', { name: 'Resolution line' }).click();
  await page.getByRole('option', { name: 'China Mobile' }).click();
  await edit.getByRole('button', { name: 'Save' }).click();
  const review = page.getByRole('dialog', { name: 'Review the changes' });
  await expect(review).toContainText('China Mobile');
  await review.getByRole('button', { name: /^Save \d+ changes?$/ }).click();
  await feedback.toast('CNAME record saved');
  await expect(records.row('kaohsiung.cdn.northwind-cdn.example')).toContainText('China Mobile');

  // Removal asks first, naming the record.
  await records.row('kaohsiung.cdn.northwind-cdn.example').getByRole('button', { name: 'Remove kaohsiung.cdn.northwind-cdn.example' }).click();
  const confirm = records.confirmation('Remove the CNAME record kaohsiung.cdn.northwind-cdn.example?');
  await expect(confirm).toContainText('stop resolving');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await feedback.toast('Removed kaohsiung.cdn.northwind-cdn.example from CNAME records');
  await expect(records.row('kaohsiung.cdn.northwind-cdn.example')).toHaveCount(0);
  await expectAccessible(page);
});
