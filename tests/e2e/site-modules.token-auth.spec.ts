// Token authentication tab: signed-URL (time-stamp anti-leech) modules and rules, and the Referer and header rules
// of one domain chosen with the picker. Create with the effect sentence, client-side checks that send nothing,
// edit with the change review (the signing key is never shown), delete with confirmation, binding, export
// without keys refused on import, hostile text, accessibility.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { openSiteTab } from './site-pages';
import { countCalls } from './watch';

test.beforeEach(async ({ backend }) => backend.reset());
// The dev server compiles each screen on its first visit: slow on a shared machine.
test.describe.configure({ timeout: 180_000 });

const HOSTILE = '<img src=x onerror=alert(1)>';

async function openTab(page: Page) {
  page.on('dialog', (dialog) => {
    throw new Error(`unexpected dialog: ${dialog.message()}`);
  });
  await openSiteTab(page, 'tokenAuth');
  await expect(page.getByRole('heading', { name: 'Token authentication and anti-leech' })).toBeVisible({ timeout: 100_000 });
}

async function withToast(page: Page, text: string, action: () => Promise<unknown>) {
  const seen = page.getByText(text).first().waitFor({ state: 'visible', timeout: 30_000 });
  await action();
  await seen;
}

test('signed URLs: a module and a rule after client-side checks; edit keeps the key; export holds no key; bind and remove', async ({ page }) => {
  await openTab(page);
  const modules = page.getByRole('table', { name: 'Token authentication modules' });
  await expect(modules.getByText('No token authentication module yet.')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Add module' }).click();
  const add = page.getByRole('dialog', { name: 'Add: Token authentication module' });
  await add.getByRole('textbox', { name: 'Name' }).fill('signed-downloads');
  await add.getByRole('textbox', { name: 'Memo' }).fill(HOSTILE);
  await withToast(page, 'Token authentication module added', () => add.getByRole('button', { name: 'Create' }).click());
  const row = modules.getByRole('row').filter({ hasText: 'signed-downloads' });
  await expect(row).toContainText(HOSTILE);

  await row.getByRole('button', { name: 'Signed-URL rules of signed-downloads' }).click();
  const panel = page.getByRole('region', { name: 'Signed-URL rules of signed-downloads' });
  const posts = countCalls(page, 'POST', '/auths');
  await panel.getByRole('button', { name: 'Add signed-URL rule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add: Signed-URL rule' });
  const regex = dialog.getByRole('textbox', { name: 'URLs (regular expression)' });
  const key = dialog.getByLabel('Signing key');
  const lifetime = dialog.getByRole('textbox', { name: 'Link lifetime (seconds)' });
  await regex.fill('^/downloads/(');
  await key.fill('too-short');
  await lifetime.fill('0');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('This is not a valid regular expression.').first()).toBeVisible();
  await expect(dialog.getByText('Enter at least 16 characters.').first()).toBeVisible();
  await expect(dialog.getByText('Enter a number of at least 1.').first()).toBeVisible();
  expect(posts.count).toBe(0);

  await regex.fill('^/downloads/.+\\.zip$');
  await key.fill('harbor-tea-downloads-2026');
  await lifetime.fill('300');
  await expect(dialog.getByRole('status')).toContainText(
    'Requests to URLs matching ^/downloads/.+\\.zip$ need a token signed with the key in the auth_key query parameter; a signed link works for 5 minutes after its time stamp, then it is refused.',
  );
  await withToast(page, 'Signed-URL rule added', () => dialog.getByRole('button', { name: 'Create' }).click());
  const table = panel.getByRole('table', { name: 'Signed-URL rules of signed-downloads' });
  const item = table.getByRole('row').filter({ hasText: '^/downloads/' });
  await expect(item).toContainText('5 minutes');
  await expect(item).toContainText('Set');
  expect(posts.count).toBe(1);

  // Edit: the key stays unless a new one is typed; the review lists only the lifetime.
  await item.getByRole('button', { name: /^Edit \^\/downloads\// }).click();
  const edit = page.getByRole('dialog', { name: 'Edit: Signed-URL rule' });
  await expect(edit.getByLabel('New signing key')).toHaveValue('');
  await edit.getByRole('textbox', { name: 'Link lifetime (seconds)' }).fill('3600');
  await edit.getByRole('button', { name: 'Save' }).click();
  const review = page.getByRole('dialog', { name: 'Review the changes' });
  await expect(review.getByRole('row')).toHaveCount(2);
  await expect(review.getByRole('row').filter({ hasText: 'Link lifetime (seconds)' })).toContainText('3600');
  await withToast(page, 'Signed-URL rule saved', () => review.getByRole('button', { name: 'Save 1 change' }).click());
  await expect(item).toContainText('1 hour');
  await expect(item).toContainText('Set');

  // Export holds no key, so the same file cannot be imported as it is.
  const downloading = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Export JSON' }).click();
  const text = Buffer.concat(await (await (await downloading).createReadStream()).toArray()).toString('utf8');
  expect(text).not.toContain('harbor-tea-downloads-2026');
  const file = JSON.parse(text);
  expect(file.rules).toEqual([{ urlRegex: '^/downloads/.+\\.zip$', paramName: 'auth_key', expireSeconds: 3600, enabled: true }]);
  await panel.getByLabel('Rule file to import').setInputFiles({ name: 'signed.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await expect(page.getByRole('dialog', { name: 'Import failed' })).toContainText('Rule 1 of the file is not valid');
  await page.getByRole('dialog', { name: 'Import failed' }).getByRole('button', { name: 'OK' }).click();
  expect(posts.count).toBe(1);

  // Bind, then remove the rule and the module, each asking first.
  await row.getByRole('button', { name: 'Domains using signed-downloads' }).click();
  const bind = page.getByRole('dialog', { name: 'Domains using signed-downloads' });
  await bind.getByRole('combobox', { name: 'Domains' }).click();
  await page.getByRole('option', { name: /^static\.harbor-tea\.example/ }).click();
  await bind.getByText(/A domain uses at most one module of a kind/).click(); // closes the list of domains
  await withToast(page, 'Domains using signed-downloads saved', () => bind.getByRole('button', { name: 'Save' }).click());
  await expect(row).toContainText('static.harbor-tea.example');

  await item.getByRole('button', { name: /^Remove \^\/downloads\// }).click();
  await withToast(page, 'Removed ^/downloads/', () => page.getByRole('dialog', { name: 'Remove this signed-URL rule?' }).getByRole('button', { name: 'Remove' }).click());
  await expect(table.getByText('No signed-URL rule in this module yet.')).toBeVisible();
  await row.getByRole('button', { name: 'Remove signed-downloads' }).click();
  await withToast(page, 'Removed signed-downloads from Token authentication modules', () => page.getByRole('dialog', { name: 'Remove the module signed-downloads?' }).getByRole('button', { name: 'Remove' }).click());
  await expect(modules.getByText('No token authentication module yet.')).toBeVisible();
});

test('Referer and header rules of a chosen domain: client-side checks, create, edit with the review, delete; hostile text stays text', async ({ page }) => {
  await openTab(page);
  await page.getByRole('tab', { name: 'Referer rules' }).click();
  await page.getByRole('combobox', { name: 'Domain' }).click();
  await page.getByRole('option', { name: 'www.harbor-tea.example', exact: true }).click();
  const referers = page.getByRole('table', { name: 'Referer rules of www.harbor-tea.example' });
  await expect(referers).toBeVisible();
  await expectAccessible(page);
  const posts = countCalls(page, 'POST', '/antiReferers');

  await page.getByRole('button', { name: 'Add Referer rule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add: Referer rule' });
  const sites = dialog.getByRole('textbox', { name: 'Sites' });
  await sites.fill('harbor tea');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Line 1: The format is wrong.').first()).toBeVisible();
  expect(posts.count).toBe(0);
  await sites.fill('*.harbor-tea.example\nharbor-tea.example');
  await dialog.getByRole('switch', { name: 'Serve requests without a Referer' }).uncheck();
  await expect(dialog.getByRole('status')).toContainText(
    'Only requests linked from 2 sites (*.harbor-tea.example and harbor-tea.example) are served; links from elsewhere are refused. Requests without a Referer header (typed addresses, bookmarks, some apps) are refused too.',
  );
  await withToast(page, 'Referer rule added', () => dialog.getByRole('button', { name: 'Create' }).click());
  const rule = referers.getByRole('row').filter({ hasText: '*.harbor-tea.example' });
  await expect(rule).toContainText('Only listed');
  await expect(rule).toContainText('Refused');

  await rule.getByRole('button', { name: 'Edit the rule *.harbor-tea.example' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit: Referer rule' });
  await edit.getByRole('radio', { name: 'Refuse links from the listed sites' }).check();
  await edit.getByRole('button', { name: 'Save' }).click();
  const review = page.getByRole('dialog', { name: 'Review the changes' });
  await expect(review.getByRole('row').filter({ hasText: 'Mode' })).toBeVisible();
  await withToast(page, 'Referer rule saved', () => review.getByRole('button', { name: 'Save 1 change' }).click());
  await expect(rule).toContainText('Refuse listed');

  await rule.getByRole('button', { name: 'Remove the rule *.harbor-tea.example' }).click();
  await withToast(page, 'Removed *.harbor-tea.example from Referer rules of', () => page.getByRole('dialog', { name: 'Remove this rule?' }).getByRole('button', { name: 'Remove' }).click());
  await expect(rule).toBeHidden();

  // Header rules of the same domain: an invalid expression is refused; a hostile one is shown as text.
  await page.getByRole('tab', { name: 'Header rules' }).click();
  const headers = page.getByRole('table', { name: 'Header rules of www.harbor-tea.example' });
  await expect(headers).toBeVisible();
  const headerPosts = countCalls(page, 'POST', '/antiHeaders');
  await page.getByRole('button', { name: 'Add header rule' }).click();
  const add = page.getByRole('dialog', { name: 'Add: Header rule' });
  await add.getByRole('textbox', { name: 'Header name' }).fill('User-Agent');
  const value = add.getByRole('textbox', { name: 'Value (regular expression)' });
  await value.fill('sqlmap(');
  await add.getByRole('button', { name: 'Create' }).click();
  await expect(add.getByText('This is not a valid regular expression.').first()).toBeVisible();
  expect(headerPosts.count).toBe(0);
  await value.fill(HOSTILE);
  await expect(add.getByRole('status')).toContainText(`Requests whose User-Agent header matches ${HOSTILE} are refused.`);
  await withToast(page, 'Header rule added', () => add.getByRole('button', { name: 'Create' }).click());
  const created = headers.getByRole('row').filter({ hasText: 'User-Agent' });
  await expect(created).toContainText(HOSTILE);
  await expect(created).toContainText('Matching values');

  // Every domain's header rules at once (GET site/{id}/antiHeaders), read-only; "Open" goes to the rule's domain.
  const siteWide = page.waitForResponse((r) => /\/user\/site\/\d+\/antiHeaders\?/.test(r.url()) && r.ok());
  await page.getByRole('combobox', { name: 'Domain' }).click();
  await page.getByRole('option', { name: 'Every domain (overview)' }).click();
  await siteWide;
  const every = page.getByRole('table', { name: 'Header rules of every domain' });
  const listed = every.getByRole('row').filter({ hasText: 'User-Agent' }).filter({ hasText: 'www.harbor-tea.example' });
  await expect(listed).toContainText(HOSTILE);
  await expect(page.getByRole('button', { name: 'Add header rule' })).toHaveCount(0);
  await expectAccessible(page);
  await listed.getByRole('button', { name: 'Open the header rules of www.harbor-tea.example' }).click();
  await expect(headers.getByRole('row').filter({ hasText: 'User-Agent' })).toBeVisible();
});
