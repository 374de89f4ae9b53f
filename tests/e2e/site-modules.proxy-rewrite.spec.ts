// Proxy rewrite tab: rules in the order the edge applies them. Create with the effect sentence, client-side checks
// that send nothing (invalid expression, address not starting with /), a duplicate refused by the server keeping
// the input, keyboard reordering saved as a priority, edit with the change review, delete with confirmation;
// modules added in a batch call, bound to domains, export and import, hostile text, accessibility.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { openSiteTab } from './site-pages';
import { countCalls, pickUpAndMove } from './watch';

test.beforeEach(async ({ backend }) => backend.reset());
// The dev server compiles each screen on its first visit: slow on a shared machine.
test.describe.configure({ timeout: 180_000 });

const HOSTILE = '<img src=x onerror=alert(1)>';

async function openRules(page: Page) {
  page.on('dialog', (dialog) => {
    throw new Error(`unexpected dialog: ${dialog.message()}`);
  });
  await openSiteTab(page, 'proxyRewrite');
  await expect(page.getByRole('heading', { name: 'Proxy rewrite', exact: true })).toBeVisible({ timeout: 100_000 });
  await page.getByRole('button', { name: 'Rules of Legacy shop paths' }).click();
  const panel = page.getByRole('region', { name: 'Rules of Legacy shop paths' });
  const list = panel.getByRole('list', { name: 'Rules in the order they are applied' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  return { panel, list };
}

async function withToast(page: Page, text: string, action: () => Promise<unknown>) {
  const seen = page.getByText(text).first().waitFor({ state: 'visible', timeout: 30_000 });
  await action();
  await seen;
}

test('adds a rule after client-side checks, refuses a duplicate on the server, moves it first with the keyboard, edits and removes', async ({ page }) => {
  const { panel, list } = await openRules(page);
  await expectAccessible(page);
  const posts = countCalls(page, 'POST', '/rules');
  const puts = countCalls(page, 'PUT', '/module/proxyRewrite/');

  await panel.getByRole('button', { name: 'Add rule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add: Rewrite rule' });
  const regex = dialog.getByRole('textbox', { name: 'URI (regular expression)' });
  const replacement = dialog.getByRole('textbox', { name: 'Address at the origin' });
  await regex.fill('^/blog/(');
  await replacement.fill('journal/$1');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('This is not a valid regular expression.').first()).toBeVisible();
  await expect(dialog.getByText('The format is wrong.').first()).toBeVisible();
  expect(posts.count).toBe(0);

  await regex.fill('^/blog/(.*)$');
  await replacement.fill('/journal/$1');
  await dialog.getByRole('textbox', { name: 'Host header at the origin' }).fill('journal-origin.harbor-tea.example');
  await expect(dialog.getByRole('status')).toContainText(
    'Requests whose URI matches ^/blog/(.*)$ are fetched from the origin as /journal/$1, with the Host header journal-origin.harbor-tea.example; visitors keep seeing the address they asked for.',
  );
  await withToast(page, 'Rewrite rule added', () => dialog.getByRole('button', { name: 'Create' }).click());
  await expect(list.getByRole('listitem')).toHaveCount(4);
  await expect(list.getByRole('listitem').nth(3)).toContainText('^/blog/(.*)$');
  await expect(list.getByRole('listitem').nth(3)).toContainText('Host: journal-origin.harbor-tea.example');

  // The server refuses a second rule with the same expression; the input stays.
  await panel.getByRole('button', { name: 'Add rule' }).click();
  await regex.fill('^/shop/(.*)$');
  await replacement.fill('/elsewhere/$1');
  await withToast(page, 'This module already has a rule with this expression.', () => dialog.getByRole('button', { name: 'Create' }).click());
  await expect(regex).toHaveValue('^/shop/(.*)$');
  await expect(replacement).toHaveValue('/elsewhere/$1');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  // What was typed would be lost: the dialog asks first (issue 25).
  await page.getByRole('dialog', { name: 'Close without saving?' }).getByRole('button', { name: 'Close without saving' }).click();

  // Keyboard reorder: the new rule goes first; one update saves its priority.
  await pickUpAndMove(page, list, '^/blog/(.*)$', 4, 1);
  await withToast(page, 'Moved ^/blog/(.*)$ to position 1 in Rules of', () => page.keyboard.press('Space'));
  await expect(list.getByRole('listitem').first()).toContainText('^/blog/(.*)$');
  await expect(list.getByRole('listitem').first().getByLabel('Applied in position 1')).toBeVisible();
  await expect(list.getByRole('listitem').nth(1)).toContainText('^/shop/(.*)$');
  expect(puts.count).toBe(1);
  await page.reload();
  await page.getByRole('button', { name: 'Rules of Legacy shop paths' }).click({ timeout: 100_000 });
  await expect(list.getByRole('listitem').first()).toContainText('^/blog/(.*)$');

  // Edit through the review: switch a rule off.
  const tea = list.getByRole('listitem').filter({ hasText: '^/tea/' });
  await tea.getByRole('button', { name: /^Edit \^\/tea\// }).click();
  const edit = page.getByRole('dialog', { name: 'Edit: Rewrite rule' });
  await edit.getByRole('switch', { name: 'Enabled' }).uncheck();
  await expect(edit.getByRole('status')).toContainText('The rule is off');
  await edit.getByRole('button', { name: 'Save' }).click();
  const review = page.getByRole('dialog', { name: 'Review the changes' });
  await expect(review.getByRole('row').filter({ hasText: 'Enabled' })).toContainText('Off');
  await withToast(page, 'Rewrite rule saved', () => review.getByRole('button', { name: 'Save 1 change' }).click());
  await expect(tea).toContainText('Off');

  // Delete asks first.
  const journal = list.getByRole('listitem').filter({ hasText: '^/journal/' });
  await journal.getByRole('button', { name: /^Remove \^\/journal\// }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this rule?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(4);
  await journal.getByRole('button', { name: /^Remove \^\/journal\// }).click();
  await withToast(page, 'Removed ^/journal/', () => confirm.getByRole('button', { name: 'Remove' }).click());
  await expect(list.getByRole('listitem')).toHaveCount(3);
});

test('a module is added with a hostile memo shown as text, bound to a domain; rules export and import (a bad expression in the file changes nothing)', async ({ page }) => {
  const { panel } = await openRules(page);
  const posts = countCalls(page, 'POST', '/module/proxyRewrite');
  const downloading = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Export JSON' }).click();
  const file = JSON.parse(Buffer.concat(await (await (await downloading).createReadStream()).toArray()).toString('utf8'));
  expect(file).toMatchObject({ kind: 'module.proxyRewrite.rules' });
  expect(file.rules.map((r: { regex: string }) => r.regex)).toEqual(['^/shop/(.*)$', '^/tea/([a-z-]+)\\.html$', '^/journal/(.*)$']);

  const modules = page.getByRole('table', { name: 'Proxy rewrite modules' });
  await page.getByRole('button', { name: 'Add module' }).click();
  const add = page.getByRole('dialog', { name: 'Add: Proxy rewrite module' });
  await add.getByRole('textbox', { name: 'Name' }).fill('Catalogue move');
  await add.getByRole('textbox', { name: 'Memo' }).fill(HOSTILE);
  await withToast(page, 'Proxy rewrite module added', () => add.getByRole('button', { name: 'Create' }).click());
  const row = modules.getByRole('row').filter({ hasText: 'Catalogue move' });
  await expect(row).toContainText(HOSTILE);

  await row.getByRole('button', { name: 'Domains using Catalogue move' }).click();
  const bind = page.getByRole('dialog', { name: 'Domains using Catalogue move' });
  await bind.getByRole('combobox', { name: 'Domains' }).click();
  await page.getByRole('option', { name: /^www\.harbor-tea\.example/ }).click();
  await bind.getByText(/A domain uses at most one module of a kind/).click(); // closes the list of domains
  await withToast(page, 'Domains using Catalogue move saved', () => bind.getByRole('button', { name: 'Save' }).click());
  await expect(row).toContainText('harbor-tea.example');

  await row.getByRole('button', { name: 'Rules of Catalogue move' }).click();
  const target = page.getByRole('region', { name: 'Rules of Catalogue move' });
  await expect(target.getByText('No rule in this module yet.')).toBeVisible();
  const input = target.getByLabel('Rule file to import');
  const failed = page.getByRole('dialog', { name: 'Import failed' });
  await input.setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ ...file, rules: [{ regex: '^/x/(', replacement: '/y' }] })) });
  await expect(failed).toContainText('Rule 1 of the file is not valid');
  await failed.getByRole('button', { name: 'OK' }).click();
  const before = posts.count;
  await input.setInputFiles({ name: 'rules.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
  await withToast(page, 'Imported 3 rules.', () => page.getByRole('dialog', { name: 'Import rules' }).getByRole('button', { name: 'Import' }).click());
  expect(posts.count).toBe(before + 1);
  await expect(target.getByRole('list', { name: 'Rules in the order they are applied' }).getByRole('listitem')).toHaveCount(3);
  await expectAccessible(page);
});
