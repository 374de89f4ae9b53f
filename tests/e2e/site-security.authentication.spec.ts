// Authentication tab: verification groups (701001 for a group in use), their credentials (secrets typed
// masked, never shown back), and the ordered verification rules with export/import.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { countCalls, openAsUser, recordNativeDialogs } from './watch';

const TAB = '/user/sitesManagement/sitesSetting/4101/www.harbor-tea.example?tab=authentication';
const HOSTILE = '<img src=x onerror=alert(1)>';

test.beforeEach(async ({ backend }) => backend.reset());

const open = (page: Page) => openAsUser(page, TAB, (p) => p.getByRole('table', { name: 'Verification groups' }).getByText('Wholesale partners'));

const groups = (page: Page) => page.getByRole('table', { name: 'Verification groups' });
const group = (page: Page, name: string) => groups(page).getByRole('row').filter({ hasText: name });
const rules = (page: Page) => page.getByRole('list', { name: 'Rules in the order they are applied' }).getByRole('listitem');
const rule = (page: Page, name: string) => rules(page).filter({ hasText: name });

test('groups: a group in use is kept, a new one gets credentials whose secrets never show again', async ({ page }) => {
  const dialogs = recordNativeDialogs(page);
  const feedback = await open(page);
  await expectAccessible(page);

  // A group a rule uses: the server refuses (701001) and nothing changes.
  await group(page, 'Wholesale partners').getByRole('button', { name: 'Remove' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this verification group?' });
  await expect(confirm).toContainText('is used by 1 rule: take it out of the rule first');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await feedback.toast('The verification group is in use.');
  await expect(group(page, 'Wholesale partners')).toBeVisible();

  // A new group: a taken name is refused with what was typed kept.
  await page.getByRole('button', { name: 'Add group' }).click();
  const add = page.getByRole('dialog', { name: 'Add: Verification group' });
  await add.getByRole('textbox', { name: 'Name' }).fill('old STAGING testers');
  await add.getByRole('button', { name: 'Create' }).click();
  await feedback.toast('A verification group with this name already exists.');
  await expect(add.getByRole('textbox', { name: 'Name' })).toHaveValue('old STAGING testers');
  await add.getByRole('textbox', { name: 'Name' }).fill('Tea club members');
  await add.getByRole('textbox', { name: 'Note' }).fill(HOSTILE);
  await add.getByRole('button', { name: 'Create' }).click();
  await feedback.toast('Verification group added');
  await expect(group(page, 'Tea club members')).toContainText(HOSTILE);

  // Its credentials: checked before sending, the password typed masked.
  await group(page, 'Tea club members').getByRole('button', { name: 'Credentials' }).click();
  await expect(page.getByRole('heading', { name: 'Credentials of Tea club members' })).toBeVisible();
  const posts = countCalls(page, 'POST', /\/basicAuths$/);
  await page.getByRole('button', { name: 'Add user name' }).click();
  const cred = page.getByRole('dialog', { name: 'Add: User name and password' });
  const password = cred.locator('#root_password');
  await expect(password).toHaveAttribute('type', 'password');
  await cred.getByRole('textbox', { name: 'User name' }).fill('club member');
  await password.fill('short');
  await cred.getByRole('button', { name: 'Create' }).click();
  await expect(cred.getByText('Enter at least 8 characters.').filter({ visible: true })).toBeVisible();
  expect(posts.count).toBe(0);
  await cred.getByRole('textbox', { name: 'User name' }).fill('club-member');
  await password.fill('Club-Member-2026');
  await expect(cred.getByRole('status')).toContainText('Clients that sign in as club-member with this password');
  await cred.getByRole('button', { name: 'Create' }).click();
  await feedback.toast('User name and password added');
  const credentials = page.getByRole('table', { name: 'Credentials of Tea club members' });
  await expect(credentials.getByRole('row').filter({ hasText: 'club-member' })).toContainText('Set (never shown)');
  await expect(page.getByText('Club-Member-2026')).toHaveCount(0);

  // Edit: the password field starts empty (kept unless typed); a new one shows only as set in the review.
  await credentials.getByRole('row').filter({ hasText: 'club-member' }).getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit: User name and password' });
  await expect(edit.locator('#root_password')).toHaveValue('');
  await expect(edit.locator('#root_password')).toHaveAttribute('type', 'password');
  await edit.locator('#root_password').fill('Club-Member-2027');
  await edit.getByRole('textbox', { name: 'Note' }).fill('Founding members');
  await edit.getByRole('button', { name: 'Save' }).click();
  const review = page.getByRole('dialog', { name: 'Review the changes' });
  await expect(review).toContainText('••••••••');
  await expect(review).toContainText('Founding members');
  await expect(review).not.toContainText('Club-Member-2027');
  await review.getByRole('button', { name: 'Save 2 changes' }).click();
  await feedback.toast('User name and password saved');
  await expect(credentials.getByRole('row').filter({ hasText: 'club-member' })).toContainText('Founding members');

  // A group no rule uses is removed after a confirmation.
  await group(page, 'Old staging testers').getByRole('button', { name: 'Remove' }).click();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(group(page, 'Old staging testers')).toBeVisible();
  await group(page, 'Old staging testers').getByRole('button', { name: 'Remove' }).click();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await feedback.toast('Removed Old staging testers from Verification groups');
  await expect(group(page, 'Old staging testers')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test('rules: checked, created, edited with a review, reordered, switched, removed, exported and imported', async ({ page }) => {
  const feedback = await open(page);
  await expect(rules(page)).toHaveCount(3);
  const posts = countCalls(page, 'POST', /\/auth\/rules$/);

  await page.getByRole('button', { name: 'Add rule' }).click();
  const add = page.getByRole('dialog', { name: 'Add: Verification rule' });
  await add.getByRole('textbox', { name: 'Name' }).fill('Club pages');
  await add.getByRole('button', { name: 'Create' }).click();
  await expect(add.getByText('This field is required.').filter({ visible: true }).first()).toBeVisible();
  expect(posts.count).toBe(0);
  await add.getByRole('textbox', { name: 'Paths (regular expression)' }).fill('^/club/');
  await add.getByRole('combobox', { name: 'Groups whose credentials are accepted' }).click();
  await page.getByRole('option', { name: 'Old staging testers' }).click();
  await add.getByRole('heading', { name: 'Add: Verification rule' }).click();
  await expect(add.getByRole('status')).toContainText(
    'Requests to paths matching ^/club/ must carry a credential of Old staging testers (user names and passwords); others are refused.',
  );
  await add.getByRole('button', { name: 'Create' }).click();
  await feedback.toast('Verification rule added');
  await expect(rules(page)).toHaveCount(4);

  await rule(page, 'Club pages').getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit: Verification rule' });
  await edit.getByRole('textbox', { name: 'Paths (regular expression)' }).fill('^/(club|members)/');
  await edit.getByRole('button', { name: 'Save' }).click();
  const review = page.getByRole('dialog', { name: 'Review the changes' });
  await expect(review).toContainText('^/(club|members)/');
  await review.getByRole('button', { name: 'Save 1 change' }).click();
  await feedback.toast('Verification rule saved');
  await expect(rule(page, 'Club pages')).toContainText('^/(club|members)/');

  // Keyboard reorder: the new rule goes to position 2.
  await page.getByRole('button', { name: 'Drag to reorder: Club pages' }).focus();
  await page.keyboard.press('Space');
  await feedback.said('Club pages is over position 4.');
  for (const position of [3, 2]) {
    await page.keyboard.press('ArrowUp');
    await feedback.said(`Club pages is over position ${position}.`);
  }
  await page.keyboard.press('Space');
  await feedback.toast('Moved Club pages to position 2 in Verification rules');
  await expect(rules(page).nth(1)).toContainText('Club pages');

  // A rule switched on at once.
  const toggle = rule(page, 'App orders').getByRole('switch', { name: 'Enabled: App orders' });
  await expect(toggle).not.toBeChecked();
  await toggle.press('Space');
  await feedback.toast('Turned on App orders in Verification rules');
  await expect(toggle).toBeChecked();

  // Export, then imports: names taken, a group this site lacks, then a good file.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export JSON' }).click();
  const file = JSON.parse(Buffer.concat(await (await (await download).createReadStream()).toArray()).toString('utf8'));
  expect(file.kind).toBe('auth.rule');
  expect(file.rules[0]).toMatchObject({ name: 'Wholesale price lists', groupNames: ['Wholesale partners'] });
  const input = page.getByLabel('Rule file to import');
  const failed = page.getByRole('dialog', { name: 'Import failed' });
  await input.setInputFiles({ name: 'same.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
  await expect(failed).toContainText('is already in the list, or twice in the file.');
  await failed.getByRole('button', { name: 'OK' }).click();
  const stranger = { ...file, rules: [{ ...file.rules[0], name: 'Elsewhere', groupNames: ['Nobody here'] }] };
  await input.setInputFiles({ name: 'stranger.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(stranger)) });
  await expect(failed).toContainText('This site has no verification group named "Nobody here": create it first.');
  await failed.getByRole('button', { name: 'OK' }).click();
  expect(posts.count).toBe(1);
  const good = { ...file, rules: [{ ...file.rules[0], name: 'Wholesale invoices', urlRegex: '^/invoices/' }] };
  await input.setInputFiles({ name: 'good.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(good)) });
  await page.getByRole('dialog', { name: 'Import rules' }).getByRole('button', { name: 'Import' }).click();
  await feedback.toast('Imported 1 rule.');
  await expect(rule(page, 'Wholesale invoices')).toContainText('Wholesale partners');

  // Remove asks first.
  await rule(page, 'Club pages').getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('dialog', { name: 'Remove this rule?' }).getByRole('button', { name: 'Remove' }).click();
  await feedback.toast('Removed Club pages from Verification rules');
  await expect(rule(page, 'Club pages')).toHaveCount(0);
  await expectAccessible(page);
});
