// CORS tab: create with the effect sentence, client-side checks that send nothing (origins, max-age,
// credentials with *), a server refusal that keeps the input, edit with the change review, binding to
// domains, a domain's CORS, delete with confirmation, export and import, hostile text, accessibility.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { openSiteTab, RuleListPage } from './site-pages';
import { countCalls } from './watch';

test.beforeEach(async ({ backend }) => backend.reset());
// The dev server compiles each screen on its first visit: slow on a shared machine.
test.describe.configure({ timeout: 180_000 });

const HOSTILE = '<img src=x onerror=alert(1)>';

async function openTab(page: Page) {
  page.on('dialog', (dialog) => {
    throw new Error(`unexpected dialog: ${dialog.message()}`);
  });
  await openSiteTab(page, 'cors');
  await expect(page.getByRole('heading', { name: 'CORS', exact: true })).toBeVisible({ timeout: 100_000 });
  const table = page.getByRole('table', { name: 'CORS modules' });
  await expect(table.getByRole('row').filter({ hasText: 'storefront-api' })).toBeVisible();
  return table;
}

/** Runs an action and waits for its toast, watched from before the action (toasts go after 3 s). */
async function withToast(page: Page, text: string, action: () => Promise<unknown>) {
  const seen = page.getByText(text).first().waitFor({ state: 'visible', timeout: 30_000 });
  await action();
  await seen;
}

test('creates a module after refusing bad origins, max-age and credentials with * on the client, then edits it through the change review', async ({ page }) => {
  const table = await openTab(page);
  await expectAccessible(page);
  const posts = countCalls(page, 'POST', '/module/cors');

  const cors = new RuleListPage(page, 'CORS modules');
  await cors.add('Add CORS module');
  const dialog = cors.form('Add', 'CORS module');
  await dialog.getByRole('textbox', { name: 'Name' }).fill('partner-widgets');
  const origins = dialog.getByRole('textbox', { name: 'Allowed origins' });
  const maxAge = dialog.getByRole('textbox', { name: 'Preflight cache (seconds)' });
  await origins.fill('http://x');
  await maxAge.fill('0');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Enter * or a single value starting with {host}.').first()).toBeVisible();
  await expect(dialog.getByText('Enter a number of at least 1.').first()).toBeVisible();
  await expect(dialog.getByRole('status')).toBeHidden();
  await maxAge.fill('86401');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Enter a number of at most 86400.').first()).toBeVisible();
  // Browsers refuse credentials with any origin: refused before sending.
  await origins.fill('*');
  await maxAge.fill('600');
  await dialog.getByRole('switch', { name: 'Allow credentials (cookies)' }).check();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByRole('status')).toContainText('Browsers refuse credentials when any site is allowed');
  await expect(dialog.getByText('The format is wrong.').first()).toBeVisible();
  expect(posts.count).toBe(0);
  await expectAccessible(page);

  await origins.fill('{host}:8443');
  await dialog.getByRole('textbox', { name: 'Request headers allowed' }).fill('Content-Type\nX-Widget-Key');
  await dialog.getByRole('textbox', { name: 'Memo' }).fill(HOSTILE);
  await expect(dialog.getByRole('status')).toContainText(
    'Only pages served from {host}:8443 (the requested domain in place of the placeholder) may call it from the browser with GET, POST, and OPTIONS. They may send the headers Content-Type and X-Widget-Key.',
  );
  await expect(dialog.getByRole('status')).toContainText('Browsers ask again after 10 minutes.');
  await withToast(page, 'CORS module added', () => dialog.getByRole('button', { name: 'Create' }).click());
  await expect(dialog).toBeHidden();
  expect(posts.count).toBe(1);
  const row = table.getByRole('row').filter({ hasText: 'partner-widgets' });
  await expect(row).toContainText('{host}:8443');
  await expect(row).toContainText('10 minutes');
  await expect(row).toContainText(HOSTILE);

  // Edit: the review shows exactly what changes, then the list follows.
  await row.getByRole('button', { name: 'Edit partner-widgets' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit: CORS module' });
  await edit.getByRole('textbox', { name: 'Preflight cache (seconds)' }).fill('1200');
  await edit.getByRole('checkbox', { name: 'PUT', exact: true }).check();
  await edit.getByRole('button', { name: 'Save' }).click();
  const review = page.getByRole('dialog', { name: 'Review the changes' });
  await expect(review.getByRole('row').filter({ hasText: 'Preflight cache (seconds)' })).toContainText('600');
  await expect(review.getByRole('row').filter({ hasText: 'Preflight cache (seconds)' })).toContainText('1200');
  await expect(review.getByRole('row').filter({ hasText: 'Methods' })).toContainText('PUT');
  await withToast(page, 'CORS module saved', () => review.getByRole('button', { name: 'Save 2 changes' }).click());
  await expect(row).toContainText('20 minutes');
  await expect(row).toContainText('PUT');
});

test('a duplicate name is refused by the server with its message, keeping what was typed', async ({ page }) => {
  const table = await openTab(page);
  await page.getByRole('button', { name: 'Add CORS module' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add: CORS module' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('storefront-api');
  await dialog.getByRole('textbox', { name: 'Memo' }).fill('Second try');
  await withToast(page, 'The site already has a CORS module with this name.', () => dialog.getByRole('button', { name: 'Create' }).click());
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('storefront-api');
  await expect(dialog.getByRole('textbox', { name: 'Memo' })).toHaveValue('Second try');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(table.getByRole('row')).toHaveCount(3);
});

test('binds a module to domains, moving one from another module; the domain shows its CORS; removal asks first', async ({ page }) => {
  const table = await openTab(page);
  const assigns = countCalls(page, 'PUT', '/domains/module/cors');
  const assets = table.getByRole('row').filter({ hasText: 'public-assets' });
  await assets.getByRole('button', { name: 'Domains using public-assets' }).click();
  const dialog = page.getByRole('dialog', { name: 'Domains using public-assets' });
  await dialog.getByRole('combobox', { name: 'Domains' }).click();
  await page.getByRole('option', { name: /^www\.harbor-tea\.example/ }).click();
  await dialog.getByText(/A domain uses at most one module of a kind/).click(); // closes the list of domains
  await expect(dialog.getByText('These domains stop using their current module: www.harbor-tea.example (storefront-api).')).toBeVisible();
  await expectAccessible(page);
  await withToast(page, 'Domains using public-assets saved', () => dialog.getByRole('button', { name: 'Save' }).click());
  expect(assigns.count).toBe(1);
  await expect(assets).toContainText('www.harbor-tea.example');
  await expect(table.getByRole('row').filter({ hasText: 'storefront-api' })).toContainText('No domain');

  const one = page.getByRole('region', { name: 'CORS of one domain' });
  await one.getByRole('combobox', { name: 'Domain' }).click();
  await page.getByRole('option', { name: 'www.harbor-tea.example', exact: true }).click();
  await expect(one.getByText('Uses public-assets')).toBeVisible();
  await expect(one).toContainText('Pages of any site may call the bound domains from the browser with GET and HEAD.');

  // Remove: cancel keeps it, confirm removes it.
  const deletes = countCalls(page, 'DELETE', '/module/corses');
  await assets.getByRole('button', { name: 'Remove public-assets' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove the CORS module public-assets?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(assets).toBeVisible();
  expect(deletes.count).toBe(0);
  await assets.getByRole('button', { name: 'Remove public-assets' }).click();
  await withToast(page, 'Removed public-assets from CORS modules', () => confirm.getByRole('button', { name: 'Remove' }).click());
  await expect(assets).toBeHidden();
  expect(deletes.count).toBe(1);
});

test('export, then import: an invalid file and a file of existing names change nothing; a renamed file adds the modules', async ({ page }) => {
  const table = await openTab(page);
  const posts = countCalls(page, 'POST', '/module/cors');
  const cors = new RuleListPage(page, 'CORS modules');
  const file = await cors.exportJson();
  expect(file).toMatchObject({ format: 'parapet.rules', kind: 'module.cors' });
  expect(file.rules.map((r: { name: string }) => r.name)).toEqual(['storefront-api', 'public-assets']);

  const input = cors.importInput();
  await input.setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('{ not json') });
  const failed = page.getByRole('dialog', { name: 'Import failed' });
  await expect(failed).toContainText('The file is not valid JSON.');
  await expect(failed).toContainText('Nothing was changed.');
  await failed.getByRole('button', { name: 'OK' }).click();

  const badOrigin = { ...file, rules: [{ ...file.rules[0], name: 'x', origins: 'http://x' }] };
  await input.setInputFiles({ name: 'origin.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(badOrigin)) });
  await expect(failed).toContainText('Rule 1 of the file is not valid');
  await failed.getByRole('button', { name: 'OK' }).click();

  await input.setInputFiles({ name: 'same.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
  await expect(failed).toContainText('The site already has a CORS module named storefront-api.');
  await failed.getByRole('button', { name: 'OK' }).click();
  expect(posts.count).toBe(0);
  await expect(table.getByRole('row')).toHaveCount(3);

  const renamed = { ...file, rules: file.rules.map((r: { name: string }) => ({ ...r, name: `${r.name}-copy` })) };
  await input.setInputFiles({ name: 'renamed.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(renamed)) });
  const confirm = page.getByRole('dialog', { name: 'Import rules' });
  await expect(confirm).toContainText('2 rules from renamed.json will be added to www.harbor-tea.example.');
  await withToast(page, 'Imported 2 rules.', () => confirm.getByRole('button', { name: 'Import' }).click());
  expect(posts.count).toBe(2);
  await expect(table.getByRole('row').filter({ hasText: 'storefront-api-copy' })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'public-assets-copy' })).toBeVisible();
});
