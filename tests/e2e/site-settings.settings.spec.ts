// The Settings tab: how the site is reached and what is changed from the defaults, the cache rule settings
// (change review, saved across a reload), speed limits (checks, refusal, edit with review, removal), open ports.
import type { Page } from '@playwright/test';
import { ACCOUNTS } from './accounts';
import { expect, expectAccessible, test } from './fixtures';
import { signInThroughApi } from './pages';

test.beforeEach(async ({ backend }) => backend.reset());

const SETTINGS = '/user/sitesManagement/sitesSetting/4101/www.harbor-tea.example?tab=settings';

async function openSettings(page: Page) {
  await signInThroughApi(page, 'user', ACCOUNTS.user);
  await page.goto(SETTINGS);
  await expect(page.getByRole('switch', { name: 'Ignore the query string' })).toBeVisible({ timeout: 60_000 });
}

function calls(page: Page, method: string, path: RegExp): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname)) seen.push(request.url());
  });
  return seen;
}

const flag = (page: Page, name: string) => page.getByRole('region', { name: 'How the site is reached' }).getByRole('listitem').filter({ hasText: name });

test('settings: reach and changed settings, cache rule settings, speed limits, open ports', async ({ page }) => {
  await openSettings(page);
  const reach = page.getByRole('region', { name: 'How the site is reached' });
  await expect(reach).toContainText('s6j0yxc.cdn.northwind-cdn.example');
  await expect(reach).toContainText('Not checked yet');
  await expect(flag(page, 'Speed limits')).toContainText('Default');
  await expect(flag(page, 'Cache rules')).toContainText('Changed');
  const ports = page.getByRole('table', { name: 'Listening ports' });
  await expect(ports.getByRole('row')).toHaveCount(5);
  await expect(ports.getByRole('row', { name: /^8443/ })).toContainText('HTTPS');

  // Cache rule settings: the review shows the one change; saved, it is there after a reload.
  await page.getByRole('switch', { name: 'Ignore the query string' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const review = page.getByRole('dialog', { name: 'Review the changes' });
  await expect(review.getByRole('table', { name: 'Changes to save' }).getByRole('row')).toHaveCount(2);
  await expect(review.getByRole('row', { name: /Ignore the query string/ })).toContainText(/Off\s*On/);
  await review.getByRole('button', { name: 'Save 1 change' }).click();
  await expect(page.getByText('Cache rule settings saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Ignore the query string' })).toBeChecked({ timeout: 60_000 });
  await expect(page.getByRole('switch', { name: 'Cache what the origin marks no-cache' })).not.toBeChecked();

  // A speed limit with a broken expression and no speed is caught here; nothing is sent.
  const creates = calls(page, 'POST', /\/site\/4101\/rate$/);
  const limits = page.getByRole('table', { name: 'Speed limits' });
  await expect(limits).toContainText('No speed limits: every download goes at full speed.');
  await page.getByRole('button', { name: 'Add speed limit' }).click();
  const add = page.getByRole('dialog', { name: 'Add: Speed limit' });
  await add.getByRole('textbox', { name: 'Paths (regular expression)' }).fill('^/downloads/(');
  await add.getByRole('button', { name: 'Create' }).click();
  await expect(add.getByText('This is not a valid regular expression.').filter({ visible: true })).toBeVisible();
  expect(creates).toHaveLength(0);
  await expectAccessible(page);

  await add.getByRole('textbox', { name: 'Paths (regular expression)' }).fill('^/downloads/');
  await add.getByRole('textbox', { name: 'Speed limit (KB/s)' }).fill('2048');
  await add.getByRole('textbox', { name: 'Full speed for the first (KB)' }).fill('10240');
  await add.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Speed limit added')).toBeVisible();
  const downloads = limits.getByRole('row', { name: /\^\/downloads\// });
  await expect(downloads).toContainText('2048 KB/s');
  await expect(downloads).toContainText('10240 KB');
  await expect(flag(page, 'Speed limits')).toContainText('Changed');

  // The same paths again: refused by the server, the dialog keeps what was typed.
  await page.getByRole('button', { name: 'Add speed limit' }).click();
  await add.getByRole('textbox', { name: 'Paths (regular expression)' }).fill('^/downloads/');
  await add.getByRole('textbox', { name: 'Speed limit (KB/s)' }).fill('512');
  await add.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('A speed limit for these paths already exists.')).toBeVisible();
  await expect(add.getByRole('textbox', { name: 'Speed limit (KB/s)' })).toHaveValue('512');
  expect(creates).toHaveLength(2);
  await add.getByRole('button', { name: 'Cancel' }).click();
  // Typed work: closing asks first (issue 25).
  await page.getByRole('dialog', { name: 'Close without saving?' }).getByRole('button', { name: 'Close without saving' }).click();

  // Edit with the review.
  await limits.getByRole('button', { name: 'Edit the speed limit for ^/downloads/' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit: Speed limit' });
  await edit.getByRole('textbox', { name: 'Speed limit (KB/s)' }).fill('4096');
  await edit.getByRole('switch', { name: 'Enabled' }).click();
  await edit.getByRole('button', { name: 'Save' }).click();
  const changes = page.getByRole('dialog', { name: 'Review the changes' }).getByRole('table', { name: 'Changes to save' });
  await expect(changes.getByRole('row', { name: /Speed limit \(KB\/s\)/ })).toContainText(/2048\s*4096/);
  await expect(changes.getByRole('row', { name: /Enabled/ })).toContainText(/On\s*Off/);
  await page.getByRole('dialog', { name: 'Review the changes' }).getByRole('button', { name: 'Save 2 changes' }).click();
  await expect(page.getByText('Speed limit saved')).toBeVisible();
  await expect(downloads).toContainText('4096 KB/s');
  await expect(downloads).toContainText('Off');

  // Remove, asking first.
  await limits.getByRole('button', { name: 'Remove the speed limit for ^/downloads/' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this speed limit?' });
  await expect(confirm).toContainText('Downloads of ^/downloads/ go at full speed again.');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Removed ^/downloads/ from Speed limits')).toBeVisible();
  await expect(limits).toContainText('No speed limits: every download goes at full speed.');
  await expect(flag(page, 'Speed limits')).toContainText('Default');
});
