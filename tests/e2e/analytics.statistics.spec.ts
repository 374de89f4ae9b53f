import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS } from './accounts';
import { compileFirstOnDevServer, expect, expectAccessible, test } from './fixtures';
import { Shell, signInThroughApi } from './pages';
import { countCalls } from './watch';

compileFirstOnDevServer(['/src/features/analytics/statistics/StatisticsScreen.tsx']);
test.beforeEach(async ({ backend }) => backend.reset());

const figure = (page: Page, id: string) => page.getByTestId(id);

/** Clicks an export and reads the file it downloads (named as `name` says), line by line, the byte-order mark left out. */
async function downloadedLines(page: Page, button: Locator, name: RegExp): Promise<string[]> {
  const downloading = page.waitForEvent('download');
  await button.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(name);
  return (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '').trim().split(/\r?\n/);
}

async function rankingRows(page: Page): Promise<string[][]> {
  const rows = page.getByTestId('domain-ranking').locator('tbody tr');
  return rows.evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')));
}

for (const area of ['user', 'client'] as const) {
  test(`${area} statistics: the figures follow the filters and the ranking exports the rows shown`, async ({ page }) => {
    await signInThroughApi(page, area, area === 'user' ? ACCOUNTS.user : ACCOUNTS.client);
    // Statistics ask for 5-minute data points (spec 9), the dashboard for 15.
    const intervals = new Set<unknown>();
    await page.route(`**/api/v1/${area}/statistics/**`, async (route) => {
      if (route.request().method() === 'POST') intervals.add(JSON.parse(route.request().postData() ?? '{}').reportInterval);
      await route.fallback();
    });
    await page.goto(`/${area}/dashboard`);
    const nav = new Shell(page).nav();
    await expect.poll(() => intervals.has(15), { timeout: 90_000 }).toBe(true);
    intervals.clear();
    await nav.getByRole('button', { name: 'Data analysis' }).click();
    await nav.getByRole('link', { name: 'Statistics' }).click();
    await expect(page).toHaveURL(`/${area}/dataAnalysis/statistics`);
    await expect(page.getByRole('heading', { name: 'Statistics', level: 1 })).toBeVisible();

    // Cards over all sites for the default three hours.
    await expect(figure(page, 'card-requests')).toHaveText(/^\d[\d,]*$/, { timeout: 90_000 });
    // The dashboard's last calls (15) may still have been on their way when its page was left: from here on, every call
    // is the statistics page's own (the filters below ask again).
    intervals.delete(15);
    const allRequests = Number((await figure(page, 'card-requests').innerText()).replace(/,/g, ''));
    expect(allRequests).toBeGreaterThan(0);
    await expect(figure(page, 'card-traffic')).toHaveText(/\d (B|kB|MB|GB|TB)$/);
    await expect(figure(page, 'card-status').getByRole('rowheader', { name: '200' })).toBeVisible();
    await expect(figure(page, 'card-versions').getByRole('rowheader', { name: '2' })).toBeVisible();

    // The time series is drawn from its points; its table view lists them.
    await expect(page.getByTestId('series-summary')).toContainText('Peak');
    const series = page.getByRole('region', { name: 'Traffic over time' });
    const drawn = Number(await page.getByTestId('series-chart').getAttribute('data-points'));
    expect(drawn).toBe(36); // three hours in 5-minute steps
    await series.getByText('Table', { exact: true }).click();
    await expect(series.getByRole('table').locator('tbody tr').first()).toBeVisible();
    await series.getByText('Chart', { exact: true }).click();
    // Every chart exports its figures: the series' CSV holds every point drawn, time first.
    const seriesLines = await downloadedLines(page, series.getByRole('button', { name: 'Export CSV' }), /^traffic-over-time-.*\.csv$/);
    expect(seriesLines[0]).toBe('time,requestsPerSecond');
    expect(seriesLines).toHaveLength(drawn + 1);
    expect(seriesLines[1]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z,\d/);

    // Top lists.
    const countries = page.getByRole('region', { name: 'Top countries' });
    await countries.getByText('Table', { exact: true }).click();
    await expect(countries.getByRole('table').locator('tbody tr').first()).toBeVisible();
    const countryRows = await countries.getByRole('table').locator('tbody tr').count();
    expect(countryRows).toBeGreaterThan(3);
    expect(countryRows).toBeLessThanOrEqual(30);
    // A top list exports its rows, ranked, with their share.
    const countryLines = await downloadedLines(page, countries.getByRole('button', { name: 'Export CSV' }), /^countries-.*\.csv$/);
    expect(countryLines[0]).toBe('rank,key,name,requests,sharePercent');
    expect(countryLines).toHaveLength(countryRows + 1);

    // The ranking and its CSV: the file holds exactly the rows shown.
    await expect(page.getByTestId('domain-ranking').locator('tbody tr').first()).toBeVisible();
    const shown = await rankingRows(page);
    const csv = await downloadedLines(page, page.getByRole('region', { name: 'Domain ranking' }).getByRole('button', { name: 'Export CSV' }), /^domain-ranking-.*\.csv$/);
    expect(csv[0]).toContain('domainName');
    const nameAt = csv[0]!.split(',').indexOf('domainName');
    expect(csv.slice(1).map((line) => line.split(',')[nameAt])).toEqual(shown.map((row) => row[1]));

    expect([...intervals]).toEqual([5]);

    // The ranking's size, its order, the range presets and the custom range's check are the same screen's code in
    // both consoles (the calls above and the site filter below are each console's own): read in the user console.
    if (area === 'user') {
      // The ranking's size is kept in local storage (spec 9) across a reload.
      await page.getByRole('combobox', { name: 'Domains shown' }).click();
      await page.getByRole('listbox').getByRole('option', { name: 'Top 10', exact: true }).click();
      await expect(page.getByText('Top 10 domains')).toBeVisible();
      await page.reload();
      await expect(page.getByRole('combobox', { name: 'Domains shown' })).toHaveValue('Top 10', { timeout: 90_000 });
      await expect(page.getByTestId('domain-ranking').locator('tbody tr').first()).toBeVisible();
      expect(await page.getByTestId('domain-ranking').locator('tbody tr').count()).toBeLessThanOrEqual(10);
      const tenShown = await rankingRows(page);

      // Ranking by requests, smallest first, reorders the rows.
      await page.getByRole('combobox', { name: 'Order' }).click();
      await page.getByRole('listbox').getByRole('option', { name: 'Smallest first' }).click();
      await expect.poll(async () => (await rankingRows(page)).map((r) => r[1])).not.toEqual(tenShown.map((r) => r[1]));
    }

    // One site only: fewer requests than all sites, and new calls carry the site.
    const calls = countCalls(page, 'POST', `/api/v1/${area}/statistics/info`);
    const site = page.getByRole('combobox', { name: 'Site', exact: true });
    await site.click();
    const options = page.getByRole('listbox').getByRole('option');
    const second = options.nth(1);
    await second.click();
    await expect.poll(() => calls.count).toBeGreaterThan(0);
    await expect
      .poll(async () => Number((await figure(page, 'card-requests').innerText()).replace(/,/g, '')), { timeout: 30_000 })
      .toBeLessThan(allRequests);

    if (area === 'user') {
      // One hour: the series has 12 points.
      await page.getByText('1 hour', { exact: true }).click();
      await expect.poll(async () => Number(await page.getByTestId('series-chart').getAttribute('data-points'))).toBe(12);

      // Yesterday: the calendar day before today, kept in the address with the site through a reload.
      const dayPoints = await page.evaluate(() => {
        const today = new Date();
        today.setHours(0, 0, 0, 0);
        const yesterday = new Date(today);
        yesterday.setDate(yesterday.getDate() - 1);
        return (today.getTime() - yesterday.getTime()) / 300_000;
      });
      await page.getByText('Yesterday', { exact: true }).click();
      await expect(page).toHaveURL(/[?&]range=yesterday(&|$)/);
      await expect(page).toHaveURL(/[?&]site=\d+/);
      await expect.poll(async () => Number(await page.getByTestId('series-chart').getAttribute('data-points')), { timeout: 30_000 }).toBe(dayPoints);
      const chosenSite = await site.inputValue();
      await page.reload();
      await expect(page.getByRole('radio', { name: 'Yesterday' })).toBeChecked({ timeout: 90_000 });
      await expect(site).toHaveValue(chosenSite);
      await expect.poll(async () => Number(await page.getByTestId('series-chart').getAttribute('data-points')), { timeout: 60_000 }).toBe(dayPoints);

      // A custom range with the end before the start is refused next to the field, and nothing is asked.
      await page.getByText('Custom', { exact: true }).click();
      await page.getByRole('textbox', { name: 'From', exact: true }).fill('2026-01-02T10:00');
      await page.getByRole('textbox', { name: 'To', exact: true }).fill('2026-01-01T10:00');
      await page.getByRole('button', { name: 'Apply range' }).click();
      await expect(page.getByText('The end must be after the start.')).toBeVisible();
    }
    await expectAccessible(page);
  });
}

test('statistics: a domain tag ("all" first) narrows the figures and the domains offered; statistics speak the interface language', async ({ page }) => {
  await signInThroughApi(page, 'user', ACCOUNTS.user);
  await page.goto('/user/dataAnalysis/statistics');
  await expect(figure(page, 'card-requests')).toHaveText(/^\d[\d,]*$/, { timeout: 90_000 });
  const all = Number((await figure(page, 'card-requests').innerText()).replace(/,/g, ''));
  const tag = page.getByRole('combobox', { name: 'Domain tag' });
  await expect(tag).toHaveValue('All domain tags');
  await page.getByRole('combobox', { name: 'Domain', exact: true }).click();
  const everyDomain = await page.getByRole('listbox').getByRole('option').count();
  await page.keyboard.press('Escape');
  await tag.click();
  await expect(page.getByRole('listbox').getByRole('option').first()).toHaveText('All domain tags');
  await page.getByRole('listbox').getByRole('option', { name: 'api', exact: true }).click();
  await expect.poll(async () => Number((await figure(page, 'card-requests').innerText()).replace(/,/g, '')), { timeout: 30_000 }).toBeLessThan(all);
  await page.getByRole('combobox', { name: 'Domain', exact: true }).click();
  await expect.poll(() => page.getByRole('listbox').getByRole('option').count()).toBeLessThan(everyDomain);
  await page.keyboard.press('Escape');
  await expectAccessible(page);

  // The interface language.
  for (const [lang, heading, requests, topCountries, table, unitedStates] of [
    ['zh_TW', '統計', '請求數', '熱門國家/地區', '表格', '美國'],
    ['zh_CN', '统计', '请求数', '热门国家/地区', '表格', '美国'],
  ] as const) {
    await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
    await page.goto('/user/dataAnalysis/statistics');
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible({ timeout: 90_000 });
    await expect(page.getByText(requests, { exact: true }).first()).toBeVisible();
    // The dashboard's top countries are named in the reader's language (issue 25: they stayed English).
    await page.goto('/user/dashboard');
    const countries = page.getByRole('region', { name: topCountries });
    await countries.getByText(table, { exact: true }).click({ timeout: 90_000 });
    await expect(countries.getByRole('table')).toContainText(unitedStates);
    await expect(countries.getByRole('table')).not.toContainText('United States');
  }
  await expectAccessible(page);
});
