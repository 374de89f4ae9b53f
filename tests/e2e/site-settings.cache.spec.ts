// The Cache tab of the site workspace: cache rules (create, edit with the change review, remove one and many),
// the rules' client-side checks and the server's refusal of a duplicate, clearing the cache and purging URLs.
import type { Page } from '@playwright/test';
import { ACCOUNTS } from './accounts';
import { expect, expectAccessible, test } from './fixtures';
import { signInThroughApi } from './pages';

test.beforeEach(async ({ backend }) => backend.reset());

async function openCache(page: Page) {
  await signInThroughApi(page, 'user', ACCOUNTS.user);
  await page.goto('/user/sitesManagement/sitesSetting/4101/www.harbor-tea.example?tab=cache');
  await expect(page.getByRole('table', { name: 'Cache rules' }).getByRole('row')).toHaveCount(5, { timeout: 60_000 });
}

/** Calls of one method to paths matching `path` made from now on. */
function calls(page: Page, method: string, path: RegExp): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname)) seen.push(request.url());
  });
  return seen;
}

test('cache rules: add, refuse a duplicate, edit with the review, remove one and several', async ({ page }) => {
  await openCache(page);
  const table = page.getByRole('table', { name: 'Cache rules' });
  await expect(table.getByRole('row', { name: /\/api\// })).toContainText('No caching');
  const creates = calls(page, 'POST', /\/site\/4101\/cacheRule$/);

  // A file type with its dot is caught here, on its line, and nothing is sent.
  await page.getByRole('button', { name: 'Add cache rule' }).click();
  const add = page.getByRole('dialog', { name: 'Add: Cache rule' });
  await add.getByRole('textbox', { name: 'File types' }).fill('svg\n.ico');
  await add.getByRole('button', { name: 'Create' }).click();
  await expect(add.getByText('Line 2: The format is wrong.').filter({ visible: true })).toBeVisible();
  await expect(add.getByRole('textbox', { name: 'File types' })).toHaveAttribute('aria-invalid', 'true');
  expect(creates).toHaveLength(0);
  await expectAccessible(page);

  // The usual types of spec 9 are offered as choices: a chip adds its line, and takes it away again.
  const fileTypes = add.getByRole('textbox', { name: 'File types' });
  await fileTypes.fill('');
  const choices = add.getByRole('group', { name: 'Common values:' });
  await choices.getByText('mp4', { exact: true }).click();
  await choices.getByText('apk', { exact: true }).click();
  await expect(fileTypes).toHaveValue('mp4\napk');
  await expect(choices.getByRole('checkbox', { name: 'mp4' })).toBeChecked();
  await choices.getByText('mp4', { exact: true }).click();
  await expect(fileTypes).toHaveValue('apk');
  await fileTypes.fill('svg\nico');
  await expect(choices.getByRole('checkbox', { name: 'svg' })).toBeChecked();
  await add.getByRole('textbox', { name: 'Cache time (seconds)' }).fill('3600');
  await add.getByRole('radio', { name: 'Force' }).check();
  await add.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Cache rule added')).toBeVisible();
  await expect(add).toBeHidden();
  expect(creates).toHaveLength(1);
  const svg = table.getByRole('row', { name: /svg, ico/ });
  await expect(svg).toContainText('1 hour');
  await expect(svg).toContainText('Force');

  // A second rule for /api/ is refused by the server: its message, and the dialog keeps what was typed.
  await page.getByRole('button', { name: 'Add cache rule' }).click();
  await add.getByRole('radio', { name: 'URL path' }).check();
  await add.getByRole('textbox', { name: 'URL path' }).fill('/api/');
  await add.getByRole('textbox', { name: 'Cache time (seconds)' }).fill('120');
  await add.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Another cache rule already covers this path or one of these file types.')).toBeVisible();
  await expect(add.getByRole('textbox', { name: 'URL path' })).toHaveValue('/api/');
  await expect(add.getByRole('textbox', { name: 'Cache time (seconds)' })).toHaveValue('120');
  expect(creates).toHaveLength(2);
  // Cancel with typed work asks first (issue 25).
  await add.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog', { name: 'Close without saving?' }).getByRole('button', { name: 'Close without saving' }).click();
  await expect(add).toBeHidden();
  await expect(table.getByRole('row')).toHaveCount(6);

  // Edit: the review lists exactly what changes before anything is sent.
  const updates = calls(page, 'PUT', /\/site\/4101\/cacheRule$/);
  await table.getByRole('button', { name: 'Edit the rule for /api/' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit: Cache rule' });
  await edit.getByRole('textbox', { name: 'Cache time (seconds)' }).fill('60');
  await edit.getByRole('radio', { name: 'Force' }).check();
  await edit.getByRole('button', { name: 'Save' }).click();
  const review = page.getByRole('dialog', { name: 'Review the changes' });
  const changes = review.getByRole('table', { name: 'Changes to save' });
  await expect(changes.getByRole('row')).toHaveCount(3);
  await expect(changes.getByRole('row', { name: /Cache time \(seconds\)/ })).toContainText(/0\s*60/);
  await expect(changes.getByRole('row', { name: /Mode/ })).toContainText(/Follow the origin\s*Force/);
  expect(updates).toHaveLength(0);
  await review.getByRole('button', { name: 'Save 2 changes' }).click();
  await expect(page.getByText('Cache rule saved')).toBeVisible();
  expect(updates).toHaveLength(1);
  const api = table.getByRole('row', { name: /\/api\// });
  await expect(api).toContainText('1 minute');
  await expect(api).toContainText('Force');

  // Remove one: asks first; cancelling keeps it.
  await table.getByRole('button', { name: 'Remove the rule for /account/' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this cache rule?' });
  await expect(confirm).toContainText('/account/');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(table.getByRole('row', { name: /\/account\// })).toBeVisible();
  await table.getByRole('button', { name: 'Remove the rule for /account/' }).click();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Removed /account/ from Cache rules')).toBeVisible();
  await expect(table.getByRole('row', { name: /\/account\// })).toHaveCount(0);

  // Remove several at once.
  await table.getByRole('row', { name: /svg, ico/ }).getByRole('checkbox').check();
  await table.getByRole('row', { name: /\bhtml\b/ }).getByRole('checkbox').check();
  await page.getByRole('group', { name: 'Actions on the selected rows' }).getByRole('button', { name: 'Remove selected' }).click();
  const many = page.getByRole('dialog', { name: 'Remove 2 cache rules?' });
  await many.getByRole('button', { name: 'Remove' }).click();
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row', { name: /svg, ico/ })).toHaveCount(0);
});

test('clearing the cache asks first; purged URLs are checked, refused lines are named, results are shown', async ({ page }) => {
  await openCache(page);
  const purges = calls(page, 'DELETE', /\/site\/4101\/urlCache$/);
  const clears = calls(page, 'DELETE', /\/site\/4101\/currentCache$/);

  const clearAll = page.getByRole('main').getByRole('button', { name: 'Clear the whole cache' });
  await clearAll.click();
  const confirm = page.getByRole('dialog', { name: 'Clear the whole cache of www.harbor-tea.example?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  expect(clears).toHaveLength(0);
  await clearAll.click();
  await confirm.getByRole('button', { name: 'Clear the whole cache' }).click();
  await expect(page.getByText('Cache cleared!')).toBeVisible();
  await expect(page.getByRole('status').getByText(/The whole cache was cleared at/)).toBeVisible();
  expect(clears).toHaveLength(1);

  // A pattern is not a URL to purge: named by its line, nothing sent.
  const urls = page.getByRole('textbox', { name: 'URLs to purge' });
  await urls.fill('https://www.harbor-tea.example/css/site.css\nhttps://www.harbor-tea.example/js/.*\\.js');
  await page.getByRole('button', { name: 'Purge', exact: true }).click();
  await expect(page.getByText('Line 2: Enter the URL itself; patterns are not allowed here.')).toBeVisible();
  await urls.fill('https://www.harbor-tea.example/css/site.css\nwww.harbor-tea.example/js/app.js');
  await page.getByRole('button', { name: 'Purge', exact: true }).click();
  await expect(page.getByText('Line 2: Enter a full URL starting with http:// or https://.')).toBeVisible();
  expect(purges).toHaveLength(0);

  // A URL of another site is refused by the server: the catalogue message, the line named, the text kept.
  const typed = 'https://www.harbor-tea.example/css/site.css\nhttps://cdn.elsewhere.example/app.js';
  await urls.fill(typed);
  await page.getByRole('button', { name: 'Purge', exact: true }).click();
  await expect(page.getByText('Some of the values are not valid.')).toBeVisible();
  await expect(page.getByText(/Line 2: https:\/\/cdn\.elsewhere\.example\/app\.js — cdn\.elsewhere\.example is not a domain of this site/)).toBeVisible();
  await expect(urls).toHaveValue(typed);
  expect(purges).toHaveLength(1);

  await urls.fill('https://www.harbor-tea.example/css/site.css\nhttps://static.harbor-tea.example/js/app.js\nhttps://www.harbor-tea.example/css/site.css');
  await page.getByRole('button', { name: 'Purge', exact: true }).click();
  const result = page.getByRole('status');
  await expect(result.getByText(/2 URLs purged at/)).toBeVisible();
  // The repeated line was sent once.
  await expect(result.getByRole('listitem')).toHaveText(['https://www.harbor-tea.example/css/site.css', 'https://static.harbor-tea.example/js/app.js']);
  expect(purges).toHaveLength(2);
  await expect(urls).toHaveValue('');

  // Directories end with /.
  await page.getByRole('radio', { name: /Directories/ }).check();
  const directories = page.getByRole('textbox', { name: 'Directories to purge' });
  await directories.fill('https://www.harbor-tea.example/images');
  await page.getByRole('button', { name: 'Purge', exact: true }).click();
  await expect(page.getByText('Line 1: Start with http:// or https:// and end with /.')).toBeVisible();
  expect(purges).toHaveLength(2);
  await directories.fill('https://www.harbor-tea.example/images/');
  await page.getByRole('button', { name: 'Purge', exact: true }).click();
  await expect(result.getByText(/1 directory purged at/)).toBeVisible();
  await expect(result.getByRole('listitem')).toHaveText(['https://www.harbor-tea.example/images/']);
  expect(purges).toHaveLength(3);
  await expectAccessible(page);
});
