import { ACCOUNTS } from './accounts';
import { expect, expectAccessible, test } from './fixtures';
import { openSignedIn, Shell, signInThroughApi } from './pages';
import { countCalls, holdCodeUntilAsked } from './watch';
import { workspaceMenu } from './site-pages';

test.beforeEach(async ({ backend }) => backend.reset());

/** A combobox's open list covers the buttons under it; clicking the dialog's title closes it, as a user would. */
async function closeDropdown(dialog: import('@playwright/test').Locator) {
  await dialog.getByRole('heading').first().click();
  await expect(dialog.page().getByRole('listbox')).toBeHidden();
}

async function openSites(page: import('@playwright/test').Page) {
  await openSignedIn(page, 'user', ACCOUNTS.user);
  const nav = new Shell(page).nav();
  await nav.getByRole('button', { name: 'Sites' }).click();
  await nav.getByRole('link', { name: 'Sites', exact: true }).click();
  await expect(page).toHaveURL('/user/sitesManagement/sitesList');
  return page.getByRole('table', { name: 'Sites' });
}

test('a sites list opened by its address asks for its first page, tags, products and limits as it starts, once each', async ({ page }) => {
  await signInThroughApi(page, 'user', ACCOUNTS.user);
  const paths = ['/api/v1/user/sites', '/api/v1/user/site/tags', '/api/v1/user/products', '/api/v1/user/resourceInfo'];
  const calls = paths.map((path) => countCalls(page, 'GET', new RegExp(`^${path}$`)));
  // The screen's code is held until its rows have been asked for: they leave before it has arrived.
  await holdCodeUntilAsked(page, 'SitesList', paths[0]!);
  await page.goto('/user/sitesManagement/sitesList');
  await expect(page.getByText('12 in all')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('table', { name: 'Sites' }).getByRole('row')).toHaveCount(11);
  await expect(page.getByText(/^\d+ (of \d+ )?sites$/).first()).toBeVisible();
  // The screen took the answers: none of them asked for twice.
  expect(calls.map((call) => call.count)).toEqual([1, 1, 1, 1]);
});

test('the sites list pages, filters and searches through the list call', async ({ page }) => {
  const table = await openSites(page);
  await expect(page.getByText('12 in all')).toBeVisible({ timeout: 30_000 });
  await expect(table.getByRole('row')).toHaveCount(11); // header + 10 (page size 10 by default)
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(table.getByRole('row')).toHaveCount(3);
  await page.getByRole('combobox', { name: 'Rows per page' }).click();
  await page.getByRole('option', { name: '25 / page' }).click();
  await expect(table.getByRole('row')).toHaveCount(13);

  await page.getByRole('textbox', { name: 'Search by site name' }).fill('shop');
  await expect(table.getByRole('link', { name: 'shop.harbor-tea.example' })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);
  await page.getByRole('textbox', { name: 'Search by site name' }).fill('');

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Paused' }).click();
  await expect(table.getByRole('link', { name: 'staging.harbor-tea.example' })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'Running' })).toHaveCount(0);

  // Sorting asks the server (sortBy/orderBy) and marks the column.
  const sorted = page.waitForRequest((r) => r.url().includes('/api/v1/user/sites') && r.url().includes('sortBy=siteName') && r.url().includes('orderBy=asc'));
  await table.getByRole('button', { name: /^Site/ }).click();
  await sorted;
  await expect(table.getByRole('columnheader', { name: /^Site/ })).toHaveAttribute('aria-sort', 'ascending');
});

test('tags: a tag with a space is refused before sending, a good one is saved and filters the list', async ({ page }) => {
  const table = await openSites(page);
  let puts = 0;
  page.on('request', (r) => r.method() === 'PUT' && /\/user\/site\/\d+\/tags/.test(r.url()) && puts++);
  await table.getByRole('row').filter({ hasText: 'blog.harbor-tea.example' }).getByRole('button', { name: 'Tags' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tags of blog.harbor-tea.example' });
  const input = dialog.getByRole('combobox', { name: 'Tags' });
  await input.fill('tea time');
  await input.press('Enter');
  await closeDropdown(dialog);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('A tag cannot contain spaces.')).toBeVisible();
  expect(puts).toBe(0);

  // Backspace in the empty input takes the last tag away, as in any tags field.
  await input.click();
  await input.press('Backspace');
  await expect(dialog.getByText('tea time')).toBeHidden();
  await input.fill('autumn-menu');
  await input.press('Enter');
  // Issue 25: the suggestions close once the tag is added; they do not stay over Save.
  await expect(page.getByRole('listbox')).toBeHidden();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Tags of blog.harbor-tea.example saved')).toBeVisible();
  expect(puts).toBe(1);
  await expect(table.getByRole('row').filter({ hasText: 'blog.harbor-tea.example' })).toContainText('autumn-menu');

  await page.getByRole('combobox', { name: 'Tags' }).click();
  await page.getByRole('option', { name: 'autumn-menu' }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
});

test('site users: the owner is listed, a sub-user gets access and loses it after confirming', async ({ page }) => {
  const table = await openSites(page);
  await table.getByRole('row').filter({ hasText: 'api.harbor-tea.example' }).getByRole('button', { name: 'Users' }).click();
  const dialog = page.getByRole('dialog', { name: 'Users of api.harbor-tea.example' });
  const members = dialog.getByRole('table', { name: 'Accounts with access' });
  await expect(members).toContainText('mei-lin');
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Give access' }).click();
  await expect(dialog.getByText('Choose at least one user.')).toBeVisible();

  await dialog.getByRole('combobox', { name: 'Sub-users' }).click();
  await page.getByRole('option', { name: /yu-chen/ }).click();
  await closeDropdown(dialog);
  await dialog.getByRole('button', { name: 'Give access' }).click();
  await expect(page.getByText('1 user can now manage api.harbor-tea.example')).toBeVisible();
  await expect(members).toContainText('yu-chen');

  await dialog.getByRole('combobox', { name: 'Sub-users' }).click();
  await page.getByRole('option', { name: /yu-chen/ }).click();
  await closeDropdown(dialog);
  await dialog.getByRole('button', { name: 'Remove access' }).click();
  const confirm = page.getByRole('dialog', { name: 'Take access away?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(members).toContainText('yu-chen');
  await dialog.getByRole('button', { name: 'Remove access' }).click();
  await confirm.getByRole('button', { name: 'Remove access' }).click();
  await expect(members).not.toContainText('yu-chen');
});

test('the site workspace opens a site, switches sites, and reopens the last one of the session', async ({ page }) => {
  const table = await openSites(page);
  await table.getByRole('row').filter({ hasText: 'img.harbor-tea.example' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/user\/sitesManagement\/sitesSetting\/\d+\/img\.harbor-tea\.example/);
  await expect(page.getByRole('heading', { name: /img\.harbor-tea\.example/ })).toBeVisible();
  await expect(workspaceMenu(page)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('combobox', { name: 'Site', exact: true }).click();
  await page.getByRole('option', { name: 'blog.harbor-tea.example' }).click();
  await expect(page.getByRole('heading', { name: /blog\.harbor-tea\.example/ })).toBeVisible();

  const nav = new Shell(page).nav();
  await nav.getByRole('link', { name: 'Site settings' }).click();
  await expect(page).toHaveURL(/\/sitesSetting\/\d+\/blog\.harbor-tea\.example/);

  // Scrolled down on a short screen, the site's header shrinks into a slim bar that names the site; a click on it
  // goes back to the top, where the full header is.
  await page.setViewportSize({ width: 1280, height: 480 });
  const slim = page.getByTestId('site-slim-header');
  await expect(slim).toHaveCount(0);
  await page.mouse.move(700, 400);
  // The tab may still be filling in (too short to scroll) on a busy machine: the wheel is turned again, as a person would.
  await expect(async () => {
    await page.mouse.wheel(0, 1200);
    await expect(slim).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(slim.locator('[data-text="blog.harbor-tea.example"]')).toHaveCount(1);
  await slim.click();
  await expect(slim).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /blog\.harbor-tea\.example/ })).toBeInViewport();

  // A site the user cannot see is not shown; the page says so and offers the way back.
  await page.goto('/user/sitesManagement/sitesSetting/999999/nope.example');
  await expect(page.getByText('This site could not be opened.')).toBeVisible();
  await page.getByRole('button', { name: 'Back to the sites' }).click();
  await expect(page).toHaveURL('/user/sitesManagement/sitesList');
});
