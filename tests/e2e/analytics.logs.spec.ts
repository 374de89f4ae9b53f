import { ACCOUNTS } from './accounts';
import { compileFirstOnDevServer, expect, expectAccessible, test } from './fixtures';
import { Shell, signInThroughApi } from './pages';
import { countCalls } from './watch';

compileFirstOnDevServer(['/src/features/analytics/logs/LogSearchScreen.tsx']);
test.beforeEach(async ({ backend }) => backend.reset());

// The total is formatted for the reader (1,295): its digits.
const countOf = async (text: string) => Number(/of ([\d,]+) lines?/.exec(text)?.[1]?.replace(/,/g, '') ?? NaN);

// The client console's search; the end user's (the same screen) is searched for 403 in everyday.tasks.spec.ts, whose
// step checks the same narrowing and side panel, and in the follow-mode test below.
{
  const area = 'client';
  test(`${area} log search: a filter narrows the lines, a line opens in the side panel, a range over a day asks nothing`, async ({ page }) => {
    await signInThroughApi(page, area, ACCOUNTS.client);
    await page.goto(`/${area}/dashboard`);
    const nav = new Shell(page).nav();
    await nav.getByRole('button', { name: 'Data analysis' }).click();
    await nav.getByRole('link', { name: 'Log search' }).click();
    await expect(page).toHaveURL(`/${area}/dataAnalysis/logger`);
    await expect(page.getByRole('heading', { name: 'Log search', level: 1 })).toBeVisible({ timeout: 90_000 });

    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const count = page.getByTestId('log-count');
    // The count reads "0 of 0 lines" until the first answer arrives: wait for the lines found.
    await expect.poll(async () => countOf(await count.innerText()), { timeout: 60_000 }).toBeGreaterThan(0);
    const all = await countOf(await count.innerText());
    // A table with column headers, one row a line.
    const table = page.getByRole('table', { name: 'Log lines' });
    await expect(table.getByRole('columnheader', { name: 'Client IP' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Status code' })).toBeVisible();
    const lines = table.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(lines.first()).toBeVisible();

    // Status 404 only: fewer lines, each a 404.
    await page.getByRole('textbox', { name: 'Status code' }).fill('404');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(async () => countOf(await count.innerText())).toBeLessThan(all);
    await lines.first().getByRole('button').click();
    const panel = page.getByRole('dialog', { name: 'Log line' });
    await expect(panel.getByRole('row', { name: /^Status code 404\b/ })).toBeVisible();
    // Filter by a value of the line: the search again, narrowed to that client.
    const ip = (await panel.getByRole('row', { name: /^Client IP / }).getByRole('cell').first().innerText()).trim();
    const narrowed = await countOf(await count.innerText());
    await panel.getByRole('button', { name: 'Filter by this value: Client IP' }).click();
    await expect(panel).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Remote IP' })).toHaveValue(ip);
    await expect(lines.first().getByRole('cell').nth(1)).toHaveText(ip);
    expect(await countOf(await count.innerText())).toBeLessThanOrEqual(narrowed);
    // Block this IP: asked first, naming the IP.
    await lines.first().getByRole('button').click();
    await panel.getByRole('button', { name: 'Block this IP' }).click();
    const blocking = page.getByRole('dialog', { name: `Block ${ip}?` });
    await blocking.getByRole('button', { name: 'Block', exact: true }).click();
    await expect(page.getByText(new RegExp(`^${ip.replace(/\./g, '\\.')} is on the deny list`))).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Remote IP' }).fill('');

    // More than one day: refused next to the field, no call.
    const calls = countCalls(page, 'POST', `/api/v1/${area}/logs/access`);
    await page.getByRole('textbox', { name: 'From', exact: true }).fill('2026-11-20T10:00');
    await page.getByRole('textbox', { name: 'To', exact: true }).fill('2026-11-21T10:01');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('A log search spans at most one day.')).toBeVisible();
    expect(calls.count).toBe(0);
    await expectAccessible(page);
  });
}

test('follow mode puts new lines on top while the list is at the top', async ({ page }) => {
  await signInThroughApi(page, 'user', ACCOUNTS.user);
  await page.goto('/user/dataAnalysis/logger');
  await expect(page.getByRole('heading', { name: 'Log search', level: 1 })).toBeVisible({ timeout: 90_000 });
  // An older hour first, so that following brings newer lines.
  const to = new Date(Date.now() - 2 * 3_600_000);
  const from = new Date(to.getTime() - 3_600_000);
  const local = (d: Date) => new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  await page.getByRole('textbox', { name: 'From', exact: true }).fill(local(from));
  await page.getByRole('textbox', { name: 'To', exact: true }).fill(local(to));
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const count = page.getByTestId('log-count');
  await expect(count).toHaveText(/^[\d,]+ of [\d,]+ lines?/, { timeout: 60_000 });
  const before = Number((await count.innerText()).split(' ')[0]!.replace(/,/g, ''));
  const lineRows = page.getByRole('table', { name: 'Log lines' }).getByRole('row').filter({ has: page.getByRole('cell') });
  const firstBefore = await lineRows.first().innerText();
  await page.getByRole('switch', { name: 'Follow new lines' }).check();
  await expect(page.getByRole('status').filter({ hasText: 'Following' })).toBeVisible();
  await expect.poll(async () => Number((await count.innerText()).split(' ')[0]!.replace(/,/g, '')), { timeout: 30_000 }).toBeGreaterThan(before);
  await expect(lineRows.first()).not.toHaveText(firstBefore);
  await expectAccessible(page);
});
