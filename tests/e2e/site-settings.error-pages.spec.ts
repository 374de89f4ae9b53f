// The Error pages tab: the field that matches the chosen type, checks before sending, hostile content shown as
// text, edit with the change review, the server's refusal of a code taken meanwhile, removal with confirmation.
import type { Page } from '@playwright/test';
import { ACCOUNTS } from './accounts';
import { expect, expectAccessible, test } from './fixtures';
import { cookiesOf, signInThroughApi } from './pages';

test.beforeEach(async ({ backend }) => backend.reset());

const HOSTILE = '<img src=x onerror=alert(1)><script>alert(2)</script>';

async function openErrorPages(page: Page) {
  await signInThroughApi(page, 'user', ACCOUNTS.user);
  await page.goto('/user/sitesManagement/sitesSetting/4101/www.harbor-tea.example?tab=errorPages');
  await expect(page.getByRole('table', { name: 'Error pages' }).getByRole('row')).toHaveCount(5, { timeout: 60_000 });
}

function calls(page: Page, method: string, path: RegExp): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname)) seen.push(request.url());
  });
  return seen;
}

/** A change made elsewhere (another session of the same account) while this page is open. */
async function createElsewhere(page: Page, body: object) {
  const cookies = await cookiesOf(page, 'user');
  const answer = await page.request.post('/api/v1/user/site/4101/errorPage', {
    data: body,
    headers: { Authorization: `${cookies.u_tokenType} ${cookies.u_accessToken}` },
  });
  expect(answer.ok()).toBeTruthy();
}

test('error pages: the field follows the type, checks, hostile text, edit with review, refusal, removal', async ({ page }) => {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  await openErrorPages(page);
  const table = page.getByRole('table', { name: 'Error pages' });
  const creates = calls(page, 'POST', /\/site\/4101\/errorPage$/);

  // The codes that have a page are greyed out; the field shown follows the type.
  await page.getByRole('button', { name: 'Add error page' }).click();
  const add = page.getByRole('dialog', { name: 'Add: Error page' });
  await expect(add.getByText('Codes that already have a page are greyed out: edit their page instead.')).toBeVisible();
  await add.getByRole('combobox', { name: 'Status code' }).click();
  await expect(page.getByRole('option', { name: '502 Bad gateway — has a page' })).toHaveAttribute('data-combobox-disabled', 'true');
  await page.getByRole('option', { name: '400 Bad request' }).click();
  await expect(add.getByRole('textbox', { name: 'Page content (HTML)' })).toBeVisible();
  await add.getByRole('radio', { name: 'URL redirect' }).check();
  await expect(add.getByRole('textbox', { name: 'Page content (HTML)' })).toHaveCount(0);
  await add.getByRole('textbox', { name: 'Redirect to URL' }).fill('status.harbor-tea.example/bad-request');
  await add.getByRole('button', { name: 'Create' }).click();
  await expect(add.getByText('The format is wrong.').filter({ visible: true })).toBeVisible();
  expect(creates).toHaveLength(0);
  await expectAccessible(page);

  await add.getByRole('textbox', { name: 'Redirect to URL' }).fill('https://status.harbor-tea.example/bad-request');
  await add.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Error page added')).toBeVisible();
  const badRequest = table.getByRole('row', { name: /400 Bad request/ });
  await expect(badRequest).toContainText('URL redirect');
  await expect(badRequest).toContainText('https://status.harbor-tea.example/bad-request');

  // Hostile HTML and script are stored and listed as text, never run.
  await page.getByRole('button', { name: 'Add error page' }).click();
  await add.getByRole('combobox', { name: 'Status code' }).click();
  await page.getByRole('option', { name: '500 Server error' }).click();
  await add.getByRole('textbox', { name: 'Page content (HTML)' }).fill(HOSTILE);
  await add.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Error page added').first()).toBeVisible();
  await expect(table.getByRole('row', { name: /500 Server error/ })).toContainText(HOSTILE);
  await expect(table.locator('img, script')).toHaveCount(0);

  // Edit: type and content change; the review shows both before sending.
  const updates = calls(page, 'PUT', /\/site\/4101\/errorPage$/);
  await table.getByRole('button', { name: 'Edit the page for 929 Frequency limit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit: Error page' });
  await expect(edit.getByRole('textbox', { name: 'Redirect to URL' })).toHaveValue('https://status.harbor-tea.example/busy');
  await edit.getByRole('radio', { name: 'JavaScript' }).check();
  await edit.getByRole('textbox', { name: 'Script (JavaScript)' }).fill('setTimeout(function () { location.reload(); }, 5000);');
  await edit.getByRole('button', { name: 'Save' }).click();
  const review = page.getByRole('dialog', { name: 'Review the changes' });
  const changes = review.getByRole('table', { name: 'Changes to save' });
  await expect(changes.getByRole('row')).toHaveCount(3);
  await expect(changes.getByRole('row', { name: /Show/ })).toContainText(/URL redirect\s*JavaScript/);
  await expect(changes.getByRole('row', { name: /Script \(JavaScript\)/ })).toContainText('location.reload()');
  expect(updates).toHaveLength(0);
  await review.getByRole('button', { name: 'Save 2 changes' }).click();
  await expect(page.getByText('Error page saved')).toBeVisible();
  const busy = table.getByRole('row', { name: /929 Frequency limit/ });
  await expect(busy).toContainText('JavaScript');
  await expect(busy).toContainText('location.reload()');

  // A page for 903 is added elsewhere while this dialog is open: the server refuses, what was typed stays.
  await page.getByRole('button', { name: 'Add error page' }).click();
  await add.getByRole('combobox', { name: 'Status code' }).click();
  await page.getByRole('option', { name: '903 IP access without a domain' }).click();
  await add.getByRole('textbox', { name: 'Page content (HTML)' }).fill('<h1>Please use our address</h1>');
  await createElsewhere(page, { code: 903, type: 'redirect', content: 'https://www.harbor-tea.example/' });
  await add.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('This site already has an error page for this status code.')).toBeVisible();
  await expect(add.getByRole('textbox', { name: 'Page content (HTML)' })).toHaveValue('<h1>Please use our address</h1>');
  await expect(add.getByRole('combobox', { name: 'Status code' })).toHaveValue('903 IP access without a domain');
  await add.getByRole('button', { name: 'Cancel' }).click();
  // Typed work: closing asks first (issue 25).
  await page.getByRole('dialog', { name: 'Close without saving?' }).getByRole('button', { name: 'Close without saving' }).click();

  // Remove one (asks first), then two at once.
  await table.getByRole('button', { name: 'Remove the page for 403 Forbidden' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this error page?' });
  await expect(confirm).toContainText('Visitors get the default page for 403 Forbidden again.');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Removed 403 Forbidden from Error pages')).toBeVisible();
  await expect(table.getByRole('row', { name: /403 Forbidden/ })).toHaveCount(0);
  await table.getByRole('row', { name: /400 Bad request/ }).getByRole('checkbox').check();
  await table.getByRole('row', { name: /500 Server error/ }).getByRole('checkbox').check();
  await page.getByRole('group', { name: 'Actions on the selected rows' }).getByRole('button', { name: 'Remove selected' }).click();
  await page.getByRole('dialog', { name: 'Remove 2 error pages?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(table.getByRole('row', { name: /400 Bad request|500 Server error/ })).toHaveCount(0);
  // 502, 504, 929 and the 903 added elsewhere.
  await expect(table.getByRole('row')).toHaveCount(5);
  expect(alerts).toEqual([]);
});
