import type { Page } from '@playwright/test';
import { ACCOUNTS } from './accounts';
import { compileFirstOnDevServer, expect, expectAccessible, test } from './fixtures';
import { Shell, signInThroughApi } from './pages';
import { countCalls } from './watch';

compileFirstOnDevServer(['/src/features/analytics/log-export/LogExportScreen.tsx']);
test.beforeEach(async ({ backend }) => backend.reset());

/** A call of the console's API made by the page with its own session (as a second tab of the same user would). */
async function callAsPage(page: Page, area: 'user' | 'client', method: string, path: string, body: unknown): Promise<number> {
  return page.evaluate(
    async ({ area, method, path, body }) => {
      const cookies = Object.fromEntries(document.cookie.split('; ').map((c) => c.split('=').map(decodeURIComponent)));
      const prefix = area[0];
      const response = await fetch(`/api/v1${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', Authorization: `${cookies[`${prefix}_tokenType`]} ${cookies[`${prefix}_accessToken`]}` },
        body: JSON.stringify(body),
      });
      return response.status;
    },
    { area, method, path, body },
  );
}

const SEEDED = { user: { completed: [5501, 5502], failed: 5503 }, client: { completed: [5505], failed: 5506 } } as const;

for (const area of ['user', 'client'] as const) {
  test(`${area} log export: request an export, see it complete, download it, retry a failed one, remove a selection`, async ({ page }) => {
    await signInThroughApi(page, area, area === 'user' ? ACCOUNTS.user : ACCOUNTS.client);
    await page.goto(`/${area}/dashboard`);
    const nav = new Shell(page).nav();
    await nav.getByRole('button', { name: 'Data analysis' }).click();
    await nav.getByRole('link', { name: 'Log export' }).click();
    await expect(page).toHaveURL(`/${area}/dataAnalysis/logExport`, { timeout: 90_000 });
    await expect(page.getByRole('heading', { name: 'Log export', level: 1 })).toBeVisible({ timeout: 90_000 });
    const table = page.getByRole('table', { name: 'Log exports' });
    const rowOf = (id: number) => table.getByRole('row').filter({ has: page.getByRole('cell', { name: String(id), exact: true }) });
    await expect(rowOf(SEEDED[area].failed)).toContainText('Failed');
    await expect(rowOf(SEEDED[area].completed[0])).toContainText('Completed');

    // A range over one day: said next to the field, nothing sent.
    const creates = countCalls(page, 'POST', area === 'user' ? '/api/v1/user/log/export/file' : '/api/v1/client/log/export/file');
    const form = page.getByRole('form', { name: 'Request an export' });
    const from = await form.getByRole('textbox', { name: 'From', exact: true }).inputValue();
    await form.getByRole('textbox', { name: 'To', exact: true }).fill('2026-01-03T00:00');
    await form.getByRole('textbox', { name: 'From', exact: true }).fill('2026-01-01T00:00');
    await form.getByRole('button', { name: 'Export' }).click();
    await expect(form.getByText('A log search spans at most one day.')).toBeVisible();
    expect(creates.count).toBe(0);

    // The last hour: processing, then completed by itself (the list is read again while it runs).
    const end = new Date(Date.parse(from) + 3_600_000);
    const local = new Date(end.getTime() - end.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    await form.getByRole('textbox', { name: 'From', exact: true }).fill(from);
    await form.getByRole('textbox', { name: 'To', exact: true }).fill(local);
    await form.getByRole('button', { name: 'Export' }).click();
    await expect.poll(() => creates.count).toBe(1);
    const newest = table.getByRole('row').nth(1);
    await expect(newest).toContainText('Processing', { timeout: 30_000 });
    await expect(newest).toContainText('Completed', { timeout: 60_000 });
    await expect(newest).toContainText('.csv');

    // Its file downloads under its name, after its state is read again (GET log/export/{id}).
    const downloading = page.waitForEvent('download');
    const stateRead = page.waitForResponse((r) => /\/log\/export\/\d+$/.test(new URL(r.url()).pathname) && r.ok());
    await newest.getByRole('button', { name: /^Download export \d+$/ }).click();
    await stateRead;
    const file = await downloading;
    expect(file.suggestedFilename()).toMatch(/-log-\d{4}-\d{2}-\d{2}-\d+\.csv$/);

    // The failed one starts again.
    await rowOf(SEEDED[area].failed).getByRole('button', { name: `Retry export ${SEEDED[area].failed}` }).click();
    await expect(rowOf(SEEDED[area].failed)).toContainText(/Processing|Completed/);

    // Remove a selection, after a confirmation naming how many.
    const doomed = [SEEDED[area].completed[0], SEEDED[area].failed];
    for (const id of doomed) await table.getByRole('checkbox', { name: `Select Export ${id}` }).check();
    await page.getByRole('group', { name: 'Actions on the selected rows' }).getByRole('button', { name: 'Remove selected' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove 2 exports?' });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    for (const id of doomed) await expect(rowOf(id)).toContainText(/Deleting|Deleted/);
    for (const id of doomed) await expect(rowOf(id)).toContainText('Deleted', { timeout: 30_000 });
    await expectAccessible(page);
  });
}

test('the exports an account may run at once: the fourth is refused with the catalogue message and nothing starts', async ({ page }) => {
  await signInThroughApi(page, 'user', ACCOUNTS.user);
  await page.goto('/user/dataAnalysis/logExport');
  await expect(page.getByRole('heading', { name: 'Log export', level: 1 })).toBeVisible({ timeout: 90_000 });
  const table = page.getByRole('table', { name: 'Log exports' });
  await expect(table.getByRole('cell', { name: '5503', exact: true })).toBeVisible();
  const rowsBefore = await table.getByRole('row').count();
  // Three exports started elsewhere a moment ago (another tab of the same account), still processing.
  const end = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 3_600_000);
  const body = { type: 'access', startTime: new Date(end.getTime() - 3_600_000).toISOString(), endTime: end.toISOString() };
  for (let i = 0; i < 3; i++) expect(await callAsPage(page, 'user', 'POST', '/user/log/export/file', body)).toBe(200);
  await page.getByRole('form', { name: 'Request an export' }).getByRole('button', { name: 'Export' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The export was refused' })).toContainText('You can download at most 3 records at the same time.');
  // The three of the other tab show; the refused one was never made.
  await expect(table.getByRole('row')).toHaveCount(rowsBefore + 3);
  await expectAccessible(page);
});
