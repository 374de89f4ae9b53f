import { ACCOUNTS } from './accounts';
import { expect, expectAccessible, test } from './fixtures';
import { Shell, signInThroughApi } from './pages';
import { countCalls } from './watch';

test.beforeEach(async ({ backend }) => backend.reset());

test('an operator sorts the zones, adds, edits and removes one, and a zone that holds nodes is refused; the zones screen speaks Traditional and Simplified Chinese', async ({ page }) => {
  await signInThroughApi(page, 'client', ACCOUNTS.client);
  await page.goto('/client/dashboard');
  const nav = new Shell(page).nav();
  await nav.getByRole('button', { name: 'Nodes' }).click();
  await nav.getByRole('link', { name: 'Zones' }).click();
  await expect(page).toHaveURL('/client/nodeManage/zonesList', { timeout: 90_000 });
  const table = page.getByRole('table', { name: 'Zones' });
  await expect(table.getByText('Taipei', { exact: true })).toBeVisible({ timeout: 90_000 });
  await expect(table.getByText('Tokyo', { exact: true })).toBeVisible();
  await expect(table.getByText('Frankfurt', { exact: true })).toBeVisible();

  // Sorting is the server's: by name ascending, then descending.
  const sorted = countCalls(page, 'GET', 'sortBy=name&orderBy=asc');
  await table.getByRole('button', { name: 'Name' }).click();
  await expect(table.getByRole('row').nth(1)).toContainText('Frankfurt');
  expect(sorted.count).toBeGreaterThan(0);
  await table.getByRole('button', { name: 'Name' }).click();
  await expect(table.getByRole('row').nth(1)).toContainText('Tokyo');

  // A blank name is refused next to the field and nothing is sent; a taken name gets the catalogue's message.
  const creates = countCalls(page, 'POST', /\/api\/v1\/client\/zone$/);
  await page.getByRole('button', { name: 'Add zone' }).click();
  const form = page.getByRole('dialog', { name: 'Add: Zone' });
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(/This field is required./);
  expect(creates.count).toBe(0);
  await form.getByRole('textbox', { name: 'Name' }).fill('Taipei');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(/A zone with this name already exists./);
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Taipei');
  await form.getByRole('textbox', { name: 'Name' }).fill('Osaka');
  await form.getByRole('textbox', { name: 'Note' }).fill('Osaka edge nodes (OBIX)');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Zone added')).toBeVisible();
  await expect(table.getByText('Osaka', { exact: true })).toBeVisible();

  // Editing shows the change review before saving.
  await table.getByRole('button', { name: 'Edit Osaka' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit: Zone' });
  await edit.getByRole('textbox', { name: 'Note' }).fill('Osaka edge nodes (OBIX, Dojima)');
  await edit.getByRole('button', { name: 'Save' }).click();
  const review = page.getByRole('dialog', { name: 'Review the changes' });
  await expect(review.getByText('Osaka edge nodes (OBIX, Dojima)')).toBeVisible();
  await expectAccessible(page);
  await review.getByRole('button', { name: 'Save 1 change' }).click();
  await expect(table.getByText('Osaka edge nodes (OBIX, Dojima)')).toBeVisible();

  // A bulk removal that includes a zone still holding nodes is refused with the catalogue's message; nothing goes.
  await table.getByRole('checkbox', { name: /Osaka/ }).check();
  await table.getByRole('checkbox', { name: /Taipei/ }).check();
  await page.getByRole('button', { name: 'Remove selected' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove 2 zones?' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Remove the nodes in this zone first.')).toBeVisible();
  await expect(table.getByText('Osaka', { exact: true })).toBeVisible();

  // The empty zone alone goes, after its own confirmation.
  await table.getByRole('button', { name: 'Remove Osaka' }).click();
  await page.getByRole('dialog', { name: 'Remove the zone Osaka?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Removed Osaka from Zones')).toBeVisible();
  await expect(table.getByText('Osaka', { exact: true })).toHaveCount(0);
  await expectAccessible(page);

  // The zones screen in Traditional and Simplified Chinese.
  await page.goto('/client/nodeManage/zonesList');
  await expect(page.getByRole('table', { name: 'Zones' }).getByText('Taipei', { exact: true })).toBeVisible({ timeout: 90_000 });
  await page.getByRole('combobox', { name: 'Language' }).selectOption('zh-TW');
  await expect(page.getByRole('heading', { name: '區域', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: '新增區域' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Taipei 的設定' })).toBeVisible();
  await page.getByRole('combobox', { name: /語言|Language/ }).selectOption('zh-CN');
  await expect(page.getByRole('button', { name: '添加区域' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Taipei 的设置' })).toBeVisible();
  await expectAccessible(page);
});

test('a reseller lends a zone to its sub-client after reviewing the change', async ({ page }) => {
  await signInThroughApi(page, 'client', ACCOUNTS.reseller);
  await page.goto('/client/nodeManage/zonesList');
  await expect(page.getByRole('table', { name: 'Zones' }).getByText('Singapore', { exact: true })).toBeVisible({ timeout: 90_000 });
  await page.getByRole('button', { name: 'Zones of sub-clients' }).click();
  const dialog = page.getByRole('dialog', { name: 'Zones of sub-clients' });
  await dialog.getByRole('combobox', { name: 'Sub-client' }).click();
  await page.getByRole('option', { name: /bluefin-media/ }).click();
  const singapore = dialog.getByRole('checkbox', { name: 'Singapore' });
  await expect(singapore).toBeChecked();
  await singapore.uncheck();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Taken back: Singapore', { exact: false })).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Confirm and save' }).click();
  await expect(page.getByText('Zones of bluefin-media saved: 0 lent, 1 taken back')).toBeVisible();
  // Opened again, the sub-client no longer has the zone.
  await page.getByRole('button', { name: 'Zones of sub-clients' }).click();
  await dialog.getByRole('combobox', { name: 'Sub-client' }).click();
  await page.getByRole('option', { name: /bluefin-media/ }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Singapore' })).not.toBeChecked();
});
