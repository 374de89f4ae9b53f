// Default error pages of the client console (systemManagement/errorSetting): the list descriptor with the codes
// already taken greyed out, a bad redirect refused next to its field with nothing sent, edit through the change
// review, a page removed meanwhile named before anything is sent (issue 28), removal after a confirmation, accessibility.
import { ACCOUNTS } from './accounts';
import { expect, expectAccessible, test, workerBaseURL } from './fixtures';
import { cookiesOf, Shell, signInThroughApi } from './pages';
import { RuleListPage } from './site-pages';
import { countCalls, recordFeedback } from './watch';

test.beforeEach(async ({ backend }) => backend.reset());
test.describe.configure({ timeout: 180_000 });

test('an operator adds, edits and removes default error pages; a page removed meanwhile is refused', async ({ page }) => {
  const feedback = await recordFeedback(page);
  await signInThroughApi(page, 'client', ACCOUNTS.client);
  await page.goto('/client/dashboard');
  const nav = new Shell(page).nav();
  await nav.getByRole('button', { name: 'System' }).click();
  await nav.getByRole('link', { name: 'Error pages' }).click();
  await expect(page).toHaveURL('/client/systemManagement/errorSetting', { timeout: 90_000 });
  const pages = new RuleListPage(page, 'Default error pages');
  await expect(pages.row('929 Frequency limit')).toContainText('Too many requests', { timeout: 100_000 });
  await expect(pages.row('502 Bad gateway')).toContainText('URL redirect');

  // A code that has a page is greyed out; a redirect that is not a URL is refused before sending.
  const posts = countCalls(page, 'POST', '/api/v1/client/setting/errorPage');
  await pages.add('Add error page');
  const dialog = pages.form('Add', 'Default error page');
  await dialog.getByRole('combobox', { name: 'Status code' }).click();
  await expect(page.getByRole('option', { name: /^929 Frequency limit/ })).toHaveAttribute('data-combobox-disabled', 'true');
  await page.getByRole('option', { name: '504 Gateway timeout' }).click();
  await dialog.getByRole('radio', { name: 'URL redirect' }).check();
  await dialog.getByRole('textbox', { name: 'Redirect to URL' }).fill('status page');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Redirect to URL' })).toHaveAttribute('aria-invalid', 'true');
  expect(posts.count).toBe(0);
  await dialog.getByRole('textbox', { name: 'Redirect to URL' }).fill('https://status.northwind-cdn.example/timeout');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await feedback.toast('Default error page added');
  expect(posts.count).toBe(1);
  await expect(pages.row('504 Gateway timeout')).toContainText('https://status.northwind-cdn.example/timeout');

  // Edit: the review names the change.
  await pages.row('504 Gateway timeout').getByRole('button', { name: 'Edit the page for 504 Gateway timeout' }).click();
  const edit = pages.form('Edit', 'Default error page');
  await edit.getByRole('textbox', { name: 'Redirect to URL' }).fill('https://status.northwind-cdn.example/');
  await edit.getByRole('button', { name: 'Save' }).click();
  const review = page.getByRole('dialog', { name: 'Review the changes' });
  await expect(review).toContainText('https://status.northwind-cdn.example/');
  await review.getByRole('button', { name: /^Save \d+ changes?$/ }).click();
  await feedback.toast('Default error page saved');

  // The 903 page is removed in another session; editing it here is refused with the catalogue's message.
  const row903 = pages.row('903 IP access without a domain');
  await expect(row903).toBeVisible();
  const { c_accessToken: token, c_tokenType: type } = await cookiesOf(page, 'client');
  const listed = await page.request.get(`${workerBaseURL()}/api/v1/client/setting/errorPages`, { headers: { Authorization: `${type} ${token}` } });
  const id = ((await listed.json()) as { data: { id: number; code: number }[] }).data.find((p) => p.code === 903)!.id;
  expect((await page.request.delete(`${workerBaseURL()}/api/v1/client/setting/errorPage`, { headers: { Authorization: `${type} ${token}` }, data: { ids: [id] } })).ok()).toBe(true);
  await row903.getByRole('button', { name: 'Edit the page for 903 IP access without a domain' }).click();
  await edit.getByRole('textbox', { name: 'Page content (HTML)' }).fill('<html><body><h1>No site here</h1></body></html>');
  await edit.getByRole('button', { name: 'Save' }).click();
  // Issue 28: the list is read again before the review; the page removed meanwhile is named, nothing is sent, and the
  // list shows what is there now.
  await feedback.toast('was removed by someone else since the list was loaded');
  await expect(edit).toHaveCount(0);
  await expect(row903).toHaveCount(0);

  // Removal asks first, naming the code.
  await pages.row('504 Gateway timeout').getByRole('button', { name: 'Remove the page for 504 Gateway timeout' }).click();
  const confirm = pages.confirmation('Remove this error page?');
  await expect(confirm).toContainText('504 Gateway timeout');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await feedback.toast('Removed 504 Gateway timeout from Default error pages');
  await expect(pages.row('504 Gateway timeout')).toHaveCount(0);
  await expectAccessible(page);
});
