// After a new deployment an open page asks for chunks by their old names: the page reloads once with a notice,
// and a chunk that still does not load then offers a reload instead of a blank screen (issue 16).
import { ACCOUNTS } from './accounts';
import { expect, expectAccessible, test } from './fixtures';
import { Shell, signInThroughApi } from './pages';

// The API documentation screen's chunk: a built file (assets/ApiDoc-<hash>.js) or, on the sources, its module.
const API_DOC_CHUNK = /\/(assets\/ApiDoc-[^/]+\.js|src\/areas\/user\/account\/ApiDoc\.tsx)(\?|$)/;

test('a chunk that is gone reloads the page once with a notice, then offers a reload', async ({ page }) => {
  await signInThroughApi(page, 'user', ACCOUNTS.user);
  await page.goto('/user/dashboard');
  await expect(page.getByRole('heading', { name: /Welcome,/ })).toBeVisible();

  let loads = 0;
  page.on('load', () => loads++);
  await page.route(API_DOC_CHUNK, (route) => route.fulfill({ status: 404, body: 'gone' }));
  const shell = new Shell(page);
  await shell.nav().getByRole('button', { name: 'Users and account' }).click();
  await shell.nav().getByRole('link', { name: 'API documentation' }).click();

  await expect(page.getByRole('heading', { name: 'The console has been updated' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Reloading the page to get the new version' })).toBeVisible();
  // The reload finds the chunk missing again: no second reload, a way out instead.
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible({ timeout: 20_000 });
  expect(loads).toBe(1);
  await expect(page).toHaveURL('/user/userManagement/apiDoc');
  await expectAccessible(page);

  await page.unroute(API_DOC_CHUNK);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { name: 'API documentation' })).toBeVisible();
});
