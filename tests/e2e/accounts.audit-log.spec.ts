// Audit log (issue 13): userManagement/logOperation in the three consoles, with the filters of spec 3, paging and
// a row's request details; switching into an account is recorded; a role without the right is refused both ways.
import type { Page } from '@playwright/test';
import { ACCOUNTS } from './accounts';
import { expect, expectAccessible, test } from './fixtures';
import { cookiesOf, Shell, signInThroughApi } from './pages';
import { countCalls } from './watch';

test.beforeEach(async ({ backend }) => backend.reset());

const CATALOGUE_EDITOR = { email: 'rosa.martin@lantern-books.example', password: 'Lantern-Rosa-2026' };

async function openAudit(page: Page, area: 'user' | 'client' | 'admin') {
  await page.goto(`/${area}/dashboard`);
  const nav = new Shell(page).nav();
  await nav.getByRole('button', { name: 'Users and account' }).click({ timeout: 90_000 });
  await nav.getByRole('link', { name: 'Audit log', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible({ timeout: 90_000 });
  return page.getByRole('table', { name: 'Audit log' });
}

test('an end user filters the audit log by method, opens a request, and a reversed time range sends nothing', async ({ page }) => {
  await signInThroughApi(page, 'user', ACCOUNTS.user);
  const table = await openAudit(page, 'user');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByText(/\d+ in all/)).toBeVisible();

  // The list filtered by the server, not the rows on screen while its answer is on the way: a full run once read the
  // first row's address from one list and clicked the first row of the next (stop 66).
  const filtered = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname === '/api/v1/user/auditLogs' &&
      (response.request().postData() ?? '').includes('"DELETE"'),
  );
  await page.getByRole('combobox', { name: 'Method' }).click();
  await page.getByRole('option', { name: 'DELETE' }).click();
  await filtered;
  await expect(table.getByRole('cell', { name: /^(GET|POST|PUT|PATCH)$/ })).toHaveCount(0);
  await expect(table.getByRole('cell', { name: 'DELETE', exact: true }).first()).toBeVisible();

  // The details are those of the row clicked: its address is read once the dialog is open, from the same row.
  const first = table.getByRole('row').nth(1);
  await first.getByRole('button').click();
  const url = (await first.getByRole('button').innerText()).trim();
  const details = page.getByRole('dialog', { name: 'Request details' });
  await expect(details).toContainText(url);
  await expect(details).toContainText('Request ID');
  await expectAccessible(page);
  await details.getByRole('button', { name: 'Close' }).click();

  const searches = countCalls(page, 'POST', /\/api\/v1\/user\/auditLogs$/);
  await page.getByRole('textbox', { name: 'From', exact: true }).fill('2030-01-02T00:00');
  await page.getByRole('textbox', { name: 'To', exact: true }).fill('2030-01-01T00:00');
  await expect(page.getByText('The start must be before the end.')).toBeVisible();
  expect(searches.count).toBe(0);
});

test('a sub-user whose role lacks log reading is not offered the audit log, is refused at its address and by the backend (101018)', async ({ page }) => {
  await signInThroughApi(page, 'user', CATALOGUE_EDITOR);
  await page.goto('/user/dashboard');
  const nav = new Shell(page).nav();
  await nav.getByRole('button', { name: 'Users and account' }).click({ timeout: 90_000 });
  await expect(nav.getByRole('link', { name: 'User information', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Audit log', exact: true })).toHaveCount(0);
  await page.goto('/user/userManagement/logOperation');
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('alert').filter({ hasText: 'Not available to your role' })).toContainText('Your role does not allow this page.');
  await expect(page.getByRole('table')).toHaveCount(0);
  const token = (await cookiesOf(page, 'user')).u_accessToken;
  const direct = await page.request.post('/api/v1/user/auditLogs', {
    headers: { Authorization: `Bearer ${token}` },
    data: { startTime: '2026-11-01T00:00:00Z', endTime: '2026-11-30T00:00:00Z' },
  });
  expect(((await direct.json()) as { code: number }).code).toBe(101018);
  await expectAccessible(page);
});

test("a client's switch into a customer is in its audit log; the admin has an audit log of its own", async ({ page }) => {
  await signInThroughApi(page, 'client', ACCOUNTS.client);
  const token = (await cookiesOf(page, 'client')).c_accessToken;
  const proxy = await page.request.post('/api/v1/client/proxy', { headers: { Authorization: `Bearer ${token}` }, data: { id: 302 } });
  expect(proxy.ok()).toBeTruthy();
  const table = await openAudit(page, 'client');
  await page.getByRole('textbox', { name: 'URL contains' }).fill('/proxy');
  const row = table.getByRole('row').filter({ hasText: '/client/proxy' });
  await expect(row).toContainText('ops-northwind');
  await expect(row).toContainText('Done');
  await expectAccessible(page);

  await signInThroughApi(page, 'admin', ACCOUNTS.admin);
  const admin = await openAudit(page, 'admin');
  await page.getByRole('textbox', { name: 'URL contains' }).fill('/admin/');
  await expect(admin.getByRole('row').nth(1)).toContainText('/admin/');
  await expectAccessible(page);
});
