// Traffic packages: the client's plans (filters, an extra plan added after a refused one, edited, removed after a
// confirmation), the traffic report in base-1000 units exported as CSV, and the end user's traffic packages.
import { ACCOUNTS } from './accounts';
import { expect, expectAccessible, test } from './fixtures';
import { signInThroughApi } from './pages';
import { recordFeedback } from './watch';

test.beforeEach(async ({ backend }) => backend.reset());
test.describe.configure({ timeout: 180_000 });

test('an operator adds, edits and removes an extra plan; a plan for a product the customer lacks is refused', async ({ page }) => {
  const feedback = await recordFeedback(page);
  await signInThroughApi(page, 'client', ACCOUNTS.client);
  await page.goto('/client/trafficPkgManagement/trafficPkgList');
  await expect(page.getByRole('heading', { name: 'Traffic plans', level: 1 })).toBeVisible({ timeout: 100_000 });
  const table = page.getByRole('table', { name: 'Traffic plans' });
  await expect(table.getByRole('row').filter({ hasText: 'mei-lin' }).first()).toBeVisible();
  await expect(table).toContainText(/ of \d/);
  await expectAccessible(page);

  await page.getByRole('combobox', { name: 'Customer' }).fill('ling');
  await page.getByRole('option', { name: /^ling-huang/ }).click();
  await expect(table.getByRole('row').filter({ hasText: 'mei-lin' })).toHaveCount(0);
  await expect(table.getByRole('row').filter({ hasText: 'ling-huang' }).first()).toBeVisible();
  await page.reload();
  await expect(table.getByRole('row').filter({ hasText: 'mei-lin' }).first()).toBeVisible({ timeout: 60_000 });

  await page.getByRole('button', { name: 'Add extra plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add: Extra traffic plan' });
  // Lantern Books has no plan of Starter: refused by the server, what was typed stays.
  await dialog.getByRole('combobox', { name: 'Customer' }).click();
  await page.getByRole('option', { name: /^ling-huang/ }).click();
  await dialog.getByRole('combobox', { name: 'Product' }).click();
  await page.getByRole('option', { name: 'Starter' }).click();
  await dialog.getByRole('textbox', { name: 'Traffic (GB)' }).fill('750');
  await dialog.getByRole('textbox', { name: 'Starts' }).fill('2026-12-01 00:00');
  await dialog.getByRole('textbox', { name: 'Ends' }).fill('2026-12-31 23:00');
  await dialog.getByRole('textbox', { name: 'Memo' }).fill('December sale');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await feedback.toast('Some of the values are not valid.');
  await expect(dialog.getByRole('textbox', { name: 'Memo' })).toHaveValue('December sale');
  await dialog.getByRole('combobox', { name: 'Customer' }).click();
  await page.getByRole('option', { name: /^mei-lin/ }).click();
  await dialog.getByRole('combobox', { name: 'Product' }).click();
  await page.getByRole('option', { name: 'Enterprise' }).click();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await feedback.toast('Extra traffic plan added');
  const row = table.getByRole('row').filter({ hasText: 'December sale' });
  await expect(row).toContainText('0 B of 750 GB');

  await row.getByRole('button', { name: /^Edit extra plan/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit: Extra traffic plan' });
  await edit.getByRole('textbox', { name: 'Traffic (GB)' }).fill('2000');
  await edit.getByRole('button', { name: 'Save' }).click();
  // The change review (a dialog of its own, over the form).
  await page.getByRole('dialog', { name: 'Review the changes' }).getByRole('button', { name: /^Save \d+ changes?$/ }).click();
  await feedback.toast('Extra traffic plan saved');
  await expect(row).toContainText('0 B of 2 TB');

  await row.getByRole('button', { name: /^Remove extra plan/ }).click();
  const confirm = page.getByRole('dialog', { name: /Remove this extra plan of/ });
  await expect(confirm).toContainText('2000 GB of Enterprise');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await feedback.toast('Removed extra plan ');
  await expect(row).toHaveCount(0);
  await expectAccessible(page);
});

test('the traffic report shows base-1000 units and exports the rows as CSV', async ({ page }) => {
  await signInThroughApi(page, 'client', ACCOUNTS.client);
  await page.goto('/client/trafficPkgManagement/trafficReport');
  await expect(page.getByRole('heading', { name: 'Traffic report', level: 1 })).toBeVisible({ timeout: 100_000 });
  const table = page.getByRole('table', { name: 'Monthly traffic' });
  await expect(table.getByRole('row').nth(1)).toContainText(/\d (B|KB|MB|GB|TB|PB)/);
  await expect(table).not.toContainText('GiB');
  await expectAccessible(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^traffic-report-\d{4}\.csv$/);
  const text = Buffer.concat(await (await download.createReadStream()).toArray()).toString('utf8');
  const lines = text.replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(lines[0]).toBe('Year,Month,Customer,Product,Basic,Extra,Used,Over,Traffic state,Used (bytes),Over (bytes)');
  expect(lines.length).toBeGreaterThan(2);
  expect(lines[1]).toMatch(/^\d{4},\d{1,2},/);
});

test("an end user sees their plans and monthly usage with its traffic state", async ({ page }) => {
  await signInThroughApi(page, 'user', ACCOUNTS.user);
  await page.goto('/user/trafficPkgManagement/trafficPkgList');
  await expect(page.getByRole('heading', { name: 'Traffic packages', level: 1 })).toBeVisible({ timeout: 100_000 });
  const plans = page.getByRole('table', { name: 'Your traffic plans' });
  await expect(plans.getByRole('row').filter({ hasText: 'Basic' }).first()).toBeVisible();
  const usage = page.getByRole('table', { name: 'Monthly usage' });
  await expect(usage.getByRole('row').nth(1)).toContainText(/Normal|Warning|Limited/);
  await expectAccessible(page);
});
