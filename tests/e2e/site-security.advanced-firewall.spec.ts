// Advanced firewall tab: the firewall order by URL (create, edit with review, keyboard reorder, remove,
// refusals, export/import) and the default region rule.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { openAsUser, recordNativeDialogs } from './watch';

const TAB = '/user/sitesManagement/sitesSetting/4101/www.harbor-tea.example?tab=advancedFirewall';
const HOSTILE = '/<img src=x onerror=alert(1)>';

test.beforeEach(async ({ backend }) => backend.reset());

const open = (page: Page) => openAsUser(page, TAB, (p) => p.getByRole('heading', { name: 'Firewall order by URL' }));

/** Counts the calls that save the advanced firewall. */
function countSaves(page: Page) {
  const saves = { count: 0 };
  page.on('request', (r) => r.method() === 'PUT' && r.url().includes('/firewall/setting/advance') && saves.count++);
  return saves;
}

const rows = (page: Page) => page.getByRole('list', { name: 'Rules in the order they are applied' }).getByRole('listitem');

test('rules are added, refused, edited with a review, reordered by keyboard and removed', async ({ page }) => {
  const dialogs = recordNativeDialogs(page);
  const feedback = await open(page);
  const saves = countSaves(page);
  await expect(rows(page)).toHaveCount(1);
  await expectAccessible(page);

  // Client-side checks: an empty URL, then a broken expression; nothing is sent.
  await page.getByRole('button', { name: 'Add rule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add: Advanced firewall rule' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('This field is required.').filter({ visible: true })).toBeVisible();
  await dialog.getByRole('radio', { name: 'Regular expression' }).check();
  await dialog.getByRole('textbox', { name: 'URL' }).fill('^/api/(');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('This is not a valid regular expression.').filter({ visible: true })).toBeVisible();
  expect(saves.count).toBe(0);

  // The server refuses a second rule matching / by prefix; what was typed stays.
  await dialog.getByRole('radio', { name: 'URL prefix' }).check();
  await dialog.getByRole('textbox', { name: 'URL' }).fill('/');
  await expect(dialog.getByRole('status')).toContainText('Requests to any path of the site are checked by 9 firewall lists');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await feedback.toast('Another rule already matches this URL the same way.');
  await expect(dialog.getByRole('textbox', { name: 'URL' })).toHaveValue('/');
  expect(saves.count).toBe(1);

  // A new rule (hostile text shown as text) goes first.
  await dialog.getByRole('textbox', { name: 'URL' }).fill(HOSTILE);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await feedback.toast('Advanced firewall rule added');
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).first()).toContainText(HOSTILE);

  // Edit: the change review lists what changes before anything is sent.
  await rows(page).first().getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit: Advanced firewall rule' });
  await edit.getByRole('textbox', { name: 'URL' }).fill('/checkout');
  await edit.getByRole('button', { name: 'Save' }).click();
  const review = page.getByRole('dialog', { name: 'Review the changes' });
  await expect(review.getByRole('table', { name: 'Changes to save' })).toContainText('/checkout');
  const before = saves.count;
  await review.getByRole('button', { name: 'Save 1 change' }).click();
  await feedback.toast('Advanced firewall rule saved');
  expect(saves.count).toBe(before + 1);
  await expect(rows(page).first()).toContainText('/checkout');

  // Reorder with the keyboard: the whole-site rule goes first.
  const handle = page.getByRole('button', { name: 'Drag to reorder: /', exact: true });
  // The list is read back after the save: what shows then is what the server keeps.
  const readBack = page.waitForResponse((r) => r.request().method() === 'GET' && /\/site\/4101\/firewall$/.test(r.url()));
  await handle.focus();
  await page.keyboard.press('Space');
  await feedback.said('/ is over position 2.');
  await page.keyboard.press('ArrowUp');
  await feedback.said('/ is over position 1.');
  await page.keyboard.press('Space');
  const answer = (await (await readBack).json()) as { data: { advanceRules: { rule: string }[] } };
  expect(answer.data.advanceRules.map((r) => r.rule)).toEqual(['/', '/checkout']);
  await expect(rows(page).first().getByRole('button', { name: 'Drag to reorder: /', exact: true })).toBeVisible();

  // Remove asks first; cancelling changes nothing.
  const count = saves.count;
  await rows(page).nth(1).getByRole('button', { name: 'Remove' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this rule?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  expect(saves.count).toBe(count);
  await rows(page).nth(1).getByRole('button', { name: 'Remove' }).click();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await feedback.toast('Removed /checkout from Firewall order by URL');
  await expect(rows(page)).toHaveCount(1);
  expect(dialogs).toEqual([]);
});

test('rules are exported, and an import is checked whole before anything is sent', async ({ page }) => {
  const feedback = await open(page);
  const saves = countSaves(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export JSON' }).click();
  const file = JSON.parse(await (await (await download).createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8')));
  expect(file).toMatchObject({ format: 'parapet.rules', kind: 'firewall.advance', rules: [{ type: 'url', rule: '/' }] });

  const input = page.getByLabel('Rule file to import');
  const bad = { ...file, rules: [{ type: 'regex', rule: '', ruleModules: ['geo'] }] };
  await input.setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(bad)) });
  const failed = page.getByRole('dialog', { name: 'Import failed' });
  await expect(failed).toContainText('Rule 1 of the file is not valid');
  await expect(failed).toContainText('Nothing was changed.');
  await failed.getByRole('button', { name: 'OK' }).click();
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByRole('dialog', { name: 'Import failed' })).toContainText('Only JSON files can be imported.');
  await page.getByRole('dialog', { name: 'Import failed' }).getByRole('button', { name: 'OK' }).click();
  expect(saves.count).toBe(0);

  const good = { ...file, rules: [{ type: 'regex', rule: '^/api/', ruleModules: ['limitReq', 'anticc'] }] };
  await input.setInputFiles({ name: 'api.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(good)) });
  await page.getByRole('dialog', { name: 'Import rules' }).getByRole('button', { name: 'Import' }).click();
  await feedback.toast('Imported 1 rule.');
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).nth(1)).toContainText('^/api/');
  expect(saves.count).toBe(1);
});

test('the default region rule explains itself and is saved after a review', async ({ page }) => {
  const feedback = await open(page);
  const saves = countSaves(page);
  const card = page.getByRole('heading', { name: 'Default region rule' }).locator('xpath=ancestor::div[contains(@class,"mantine-Card-root")]');
  await expect(card.getByRole('status')).toContainText('Requests to the site from Russia will be refused.');
  await card.getByRole('radio', { name: 'The only ones let through (a whitelist)' }).check();
  await card.getByRole('combobox', { name: 'Regions' }).click();
  await page.getByRole('option', { name: 'Taiwan (TW)' }).click();
  await page.keyboard.press('Escape');
  await expect(card.getByRole('status')).toContainText('from anywhere but these 2 regions');
  await card.getByRole('textbox', { name: 'Only for paths matching (regular expression)' }).fill('(');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByText('This is not a valid regular expression.').filter({ visible: true })).toBeVisible();
  expect(saves.count).toBe(0);
  await card.getByRole('textbox', { name: 'Only for paths matching (regular expression)' }).fill('^/members/');
  await card.getByRole('button', { name: 'Save' }).click();
  const review = page.getByRole('dialog', { name: 'Review the changes' });
  await expect(review).toContainText('TW');
  await review.getByRole('button', { name: /^Save \d+ changes?$/ }).click();
  await feedback.toast('Default region rule saved');
  expect(saves.count).toBe(1);
  // The saved rule is read back: the form starts from it.
  await expect(card.getByRole('status')).toContainText('Requests to paths matching ^/members/ from anywhere but these 2 regions (Russia and Taiwan) will be refused.');
  await expect(card.getByRole('radio', { name: 'The only ones let through (a whitelist)' })).toBeChecked();
  await expectAccessible(page);
});
