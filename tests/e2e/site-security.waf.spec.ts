// WAF tab: modules of the built-in rule set (create, refusals, edit with review, domains, remove) and
// their export/import.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { openSiteTabAsUser } from './site-pages';
import { countCalls, recordNativeDialogs } from './watch';

const HOSTILE = '<img src=x onerror=alert(1)>';

test.beforeEach(async ({ backend }) => backend.reset());

const open = (page: Page) => openSiteTabAsUser(page, 'waf', (p) => p.getByRole('table', { name: 'WAF modules' }).getByText('Storefront (full OWASP set)'));

const table = (page: Page) => page.getByRole('table', { name: 'WAF modules' });
const row = (page: Page, name: string) => table(page).getByRole('row').filter({ hasText: name });

test('modules are created, refused, edited with a review, bound to domains and removed', async ({ page }) => {
  const dialogs = recordNativeDialogs(page);
  const feedback = await open(page);
  const posts = countCalls(page, 'POST', /\/site\/\d+\/module\/wafs?$/);
  await expect(page.getByRole('table', { name: 'Built-in WAF rules' })).toContainText('SQL injection: tautologies');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Add module' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add: WAF module' });
  await expect(dialog.getByRole('status')).toContainText('any of 20 rules');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('This field is required.').filter({ visible: true })).toBeVisible();
  expect(posts.count).toBe(0);

  // A name another module has: refused by the server, with what was typed kept.
  await dialog.getByRole('textbox', { name: 'Name' }).fill('storefront (FULL owasp set)');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await feedback.toast('A WAF module with this name already exists.');
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('storefront (FULL owasp set)');

  await dialog.getByRole('textbox', { name: 'Name' }).fill('Checkout guard');
  await dialog.getByRole('checkbox', { name: 'Protocol violations' }).uncheck();
  await dialog.getByRole('textbox', { name: 'Note' }).fill(HOSTILE);
  await expect(dialog.getByRole('status')).toContainText('any of 19 rules');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await feedback.toast('WAF module added');
  await expect(row(page, 'Checkout guard')).toContainText(HOSTILE);
  await expect(row(page, 'Checkout guard')).toContainText('19 rules');

  // Edit: what changes is reviewed first.
  await row(page, 'Checkout guard').getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit: WAF module' });
  await edit.getByRole('combobox', { name: 'Requests a rule catches are' }).click();
  await page.getByRole('option', { name: 'Passed on to the next rule' }).click();
  await expect(edit.getByRole('status')).toContainText('logged and passed on to the next rule');
  await edit.getByRole('button', { name: 'Save' }).click();
  const review = page.getByRole('dialog', { name: 'Review the changes' });
  await expect(review).toContainText('refuse');
  await review.getByRole('button', { name: 'Save 1 change' }).click();
  await feedback.toast('WAF module saved');
  await expect(row(page, 'Checkout guard')).toContainText('Passed on');

  // Bind to a domain.
  await row(page, 'Checkout guard').getByRole('button', { name: 'Domains' }).click();
  // The one binding dialog of every module kind.
  const domains = page.getByRole('dialog', { name: 'Domains using Checkout guard' });
  await domains.getByRole('combobox', { name: 'Domains' }).click();
  await page.getByRole('option', { name: /^m\.harbor-tea\.example/ }).click();
  await domains.getByText(/A domain uses at most one module of a kind/).click(); // closes the list of domains
  await domains.getByRole('button', { name: 'Save' }).click();
  await feedback.toast('Domains using Checkout guard saved');
  await expect(row(page, 'Checkout guard')).toContainText('m.harbor-tea.example');

  // Remove asks first.
  await row(page, 'Checkout guard').getByRole('button', { name: 'Remove' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this WAF module?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row(page, 'Checkout guard')).toBeVisible();
  await row(page, 'Checkout guard').getByRole('button', { name: 'Remove' }).click();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await feedback.toast('Removed Checkout guard from WAF modules');
  await expect(row(page, 'Checkout guard')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test('modules are exported, and imports are checked against the list before anything is sent', async ({ page }) => {
  const feedback = await open(page);
  const posts = countCalls(page, 'POST', /\/site\/\d+\/module\/wafs?$/);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export JSON' }).click();
  const file = JSON.parse(Buffer.concat(await (await (await download).createReadStream()).toArray()).toString('utf8'));
  expect(file).toMatchObject({ kind: 'waf.module', rules: [{ name: 'Storefront (full OWASP set)' }, { name: 'Checkout (injection only)' }] });

  const input = page.getByLabel('Rule file to import');
  const failed = page.getByRole('dialog', { name: 'Import failed' });
  await input.setInputFiles({ name: 'same.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
  await expect(failed).toContainText('"Storefront (full OWASP set)" is already in the list, or twice in the file.');
  await failed.getByRole('button', { name: 'OK' }).click();
  const empty = { ...file, rules: [{ name: 'Nothing', ruleIDs: [], blockType: 'refuse' }] };
  await input.setInputFiles({ name: 'empty.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(empty)) });
  await expect(failed).toContainText('Rule 1 of the file is not valid');
  await failed.getByRole('button', { name: 'OK' }).click();
  expect(posts.count).toBe(0);

  const other = {
    ...file,
    rules: [
      { name: 'Imported guard', ruleIDs: [1, 2, 3], blockType: 'refuse', memo: 'from staging' },
      { name: 'Imported API guard', ruleIDs: [1], blockType: 'refuse' },
      { name: 'Imported admin guard', ruleIDs: [2], blockType: 'refuse' },
    ],
  };
  // The server refuses the second module once: the first stays, the rest wait for another try.
  let refusals = 0;
  await page.route('**/site/*/module/wafs', (route) =>
    route.request().method() === 'POST' && route.request().postData()?.includes('Imported API guard') && refusals++ === 0
      ? route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ code: 101025, message: 'duplicated data' }) })
      : route.fallback(),
  );
  await input.setInputFiles({ name: 'other.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(other)) });
  const importing = page.getByRole('dialog', { name: 'Import rules' });
  await importing.getByRole('button', { name: 'Import' }).click();
  await expect(importing.getByText('The import stopped part-way')).toBeVisible();
  await expect(importing).toContainText('The first 1 of 3 rules were added.');
  await expect(row(page, 'Imported guard')).toContainText('3 rules');
  await expect(row(page, 'Imported API guard')).toHaveCount(0);
  await expectAccessible(page);
  await importing.getByRole('button', { name: 'Import the remaining 2' }).click();
  await feedback.toast('Imported 3 rules.');
  await expect(importing).toBeHidden();
  await expect(row(page, 'Imported API guard')).toContainText('1 rule');
  await expect(row(page, 'Imported admin guard')).toBeVisible();
  expect(posts.count).toBe(4);
});
