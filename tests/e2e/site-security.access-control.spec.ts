// Access control tab (Lua ACL): modules, and the ordered rules of a module (checks, refusals, edit with
// review, keyboard reorder, on/off switch, removal) with export/import.
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { openSiteTabAsUser } from './site-pages';
import { recordNativeDialogs } from './watch';

const HOSTILE = '<img src=x onerror=alert(1)>';

test.beforeEach(async ({ backend }) => backend.reset());

const open = (page: Page) => openSiteTabAsUser(page, 'accessControl', (p) => p.getByRole('heading', { name: 'Rules of Back-office access' }));

function countRuleCalls(page: Page, method: string) {
  const calls = { count: 0 };
  page.on('request', (r) => r.method() === method && /\/module\/luaAcl\/\d+\/rule$/.test(new URL(r.url()).pathname) && calls.count++);
  return calls;
}

/** Pastes a long text in one input event (as a paste does), instead of typing it. */
async function paste(field: Locator, text: string) {
  await field.evaluate((element, value) => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  }, text);
}

const rules = (page: Page) => page.getByRole('list', { name: 'Rules in the order they are applied' }).getByRole('listitem');
const rule = (page: Page, name: string) => rules(page).filter({ hasText: name });

test('rules are checked, refused, created, edited, reordered, switched and removed', async ({ page }) => {
  const dialogs = recordNativeDialogs(page);
  const feedback = await open(page);
  await expect(rules(page)).toHaveCount(4);
  await expectAccessible(page);
  const posts = countRuleCalls(page, 'POST');

  await page.getByRole('button', { name: 'Add rule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add: Access rule' });
  const ips = dialog.getByRole('textbox', { name: 'Client IPs' });
  const create = dialog.getByRole('button', { name: 'Create' });
  const error = (text: string) => dialog.getByText(text).filter({ visible: true });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Partners to the API');
  await ips.fill('198.51.100.0/33');
  await create.click();
  await expect(error('Line 1: Enter an IP or a CIDR range (such as 203.0.113.7 or 203.0.113.0/24).')).toBeVisible();
  await ips.fill('198.51.100.7\n203.0.113.9\n198.51.100.7');
  await create.click();
  await expect(error('Line 3: The same IP is listed twice.')).toBeVisible();
  await paste(ips, Array.from({ length: 5001 }, (_, i) => `10.${Math.floor(i / 250)}.${i % 250}.1`).join('\n'));
  await create.click();
  await expect(error('At most 5000 IPs.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Paths (regular expression)' }).fill('^/api/(');
  await create.click();
  await expect(error('This is not a valid regular expression.')).toBeVisible();
  expect(posts.count).toBe(0);

  // Refused by the server (a name the module has); everything typed stays.
  await ips.fill('198.51.100.7\n203.0.113.9');
  await dialog.getByRole('textbox', { name: 'Paths (regular expression)' }).fill('^/api/partners/');
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Odd methods');
  await dialog.getByRole('checkbox', { name: 'POST' }).check();
  await expect(dialog.getByRole('status')).toHaveText(
    /Requests to paths matching \^\/api\/partners\/ from 2 IPs or ranges \(198\.51\.100\.7 and 203\.0\.113\.9\) sent with POST will be refused\./,
  );
  await create.click();
  await feedback.toast('A rule with this name already exists in this module.');
  await expect(ips).toHaveValue('198.51.100.7\n203.0.113.9');
  expect(posts.count).toBe(1);

  await dialog.getByRole('textbox', { name: 'Name' }).fill('Partners to the API');
  await dialog.getByRole('textbox', { name: 'Note' }).fill(HOSTILE);
  await create.click();
  await feedback.toast('Access rule added');
  await expect(rules(page)).toHaveCount(5);
  await expect(rules(page).last()).toContainText('Partners to the API');
  await expect(rules(page).last()).toContainText(HOSTILE);

  // Edit with the change review.
  await rule(page, 'Partners to the API').getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit: Access rule' });
  await edit.getByRole('combobox', { name: 'Matching requests are' }).click();
  await page.getByRole('option', { name: 'Accepted' }).click();
  await edit.getByRole('button', { name: 'Save' }).click();
  const review = page.getByRole('dialog', { name: 'Review the changes' });
  await expect(review).toContainText('accept');
  await review.getByRole('button', { name: 'Save 1 change' }).click();
  await feedback.toast('Access rule saved');
  await expect(rule(page, 'Partners to the API')).toContainText('Accepted');

  // Reorder by keyboard: the new rule goes first.
  const moved = page.waitForResponse((r) => r.request().method() === 'PUT' && /\/rule$/.test(r.url()));
  // Each key waits for its announcement, so no press is lost on a busy machine.
  await page.getByRole('button', { name: 'Drag to reorder: Partners to the API' }).focus();
  await page.keyboard.press('Space');
  await feedback.said('Partners to the API is over position 5.');
  for (const position of [4, 3, 2, 1]) {
    await page.keyboard.press('ArrowUp');
    await feedback.said(`Partners to the API is over position ${position}.`);
  }
  await page.keyboard.press('Space');
  expect((await moved).ok()).toBe(true);
  await expect(rules(page).first()).toContainText('Partners to the API');

  // The switch acts at once, and goes back when the server refuses.
  const toggle = rule(page, 'Staging previews').getByRole('switch', { name: 'Enabled: Staging previews' });
  await expect(toggle).not.toBeChecked();
  await toggle.press('Space');
  await feedback.toast('Turned on Staging previews in Rules of');
  await expect(toggle).toBeChecked();
  // The switch ignores presses while its call and the list's read-back are under way (aria-busy): the next press
  // waits for it to be idle (the clean run on a loaded machine pressed during the read-back, and nothing was sent).
  await expect(toggle).toHaveAttribute('aria-busy', 'false');
  await page.route('**/rule/enable', (route) => route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ code: 101018, message: 'permission denied' }) }));
  await toggle.press('Space');
  await feedback.toast('You do not have permission to do this.');
  await expect(toggle).toBeChecked();
  await page.unroute('**/rule/enable');

  // Remove asks first.
  await rule(page, 'Partners to the API').getByRole('button', { name: 'Remove' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this rule?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(rules(page)).toHaveCount(5);
  await rule(page, 'Partners to the API').getByRole('button', { name: 'Remove' }).click();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await feedback.toast('Removed Partners to the API from Rules of');
  await expect(rules(page)).toHaveCount(4);
  expect(dialogs).toEqual([]);
});

test('modules are created and removed; rules are exported and imported into another module', async ({ page }) => {
  const feedback = await open(page);
  const modules = page.getByRole('table', { name: 'Access control modules' });
  await page.getByRole('button', { name: 'Add module' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add: Access control module' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('api write guard');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await feedback.toast('An access control module with this name already exists.');
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Copy of back office');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await feedback.toast('Access control module added');
  await expect(modules.getByRole('row').filter({ hasText: 'Copy of back office' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export JSON' }).click();
  const file = JSON.parse(Buffer.concat(await (await (await download).createReadStream()).toArray()).toString('utf8'));
  expect(file.kind).toBe('luaAcl.rule');
  expect(file.rules).toHaveLength(4);

  // Into the same module: every name is taken, nothing is sent.
  const posts = countRuleCalls(page, 'POST');
  const input = page.getByLabel('Rule file to import');
  await input.setInputFiles({ name: 'rules.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
  await expect(page.getByRole('dialog', { name: 'Import failed' })).toContainText('is already in the list, or twice in the file.');
  await page.getByRole('dialog', { name: 'Import failed' }).getByRole('button', { name: 'OK' }).click();
  expect(posts.count).toBe(0);

  // Into the new module.
  await modules.getByRole('row').filter({ hasText: 'Copy of back office' }).getByRole('button', { name: 'Rules' }).click();
  await expect(page.getByRole('heading', { name: 'Rules of Copy of back office' })).toBeVisible();
  await input.setInputFiles({ name: 'rules.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
  await page.getByRole('dialog', { name: 'Import rules' }).getByRole('button', { name: 'Import' }).click();
  await feedback.toast('Imported 4 rules.');
  await expect(rules(page)).toHaveCount(4);
  expect(posts.count).toBe(4);

  await modules.getByRole('row').filter({ hasText: 'Copy of back office' }).getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('dialog', { name: 'Remove this access control module?' }).getByRole('button', { name: 'Remove' }).click();
  await feedback.toast('Removed Copy of back office from Access control modules');
  await expect(modules.getByRole('row').filter({ hasText: 'Copy of back office' })).toHaveCount(0);
  await expectAccessible(page);
});
