import type { Page } from '@playwright/test';
import { ACCOUNTS } from './accounts';
import { compileFirstOnDevServer, expect, expectAccessible, test } from './fixtures';
import { Shell, signInThroughApi } from './pages';

compileFirstOnDevServer(['/src/features/analytics/security/SecurityAnalysisScreen.tsx']);
test.beforeEach(async ({ backend }) => backend.reset());

const numberIn = async (page: Page, id: string) => Number((await page.getByTestId(id).innerText()).replace(/,/g, ''));
const rowCount = async (page: Page, region: string) => {
  const card = page.getByRole('region', { name: region, exact: true });
  await card.getByText('Table', { exact: true }).click();
  const rows = card.getByRole('table').locator('tbody tr');
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  return rows.count();
};
test('user security analysis: cards, tops and series of the type numbers, and a domain tag narrows them', async ({ page }) => {
  await signInThroughApi(page, 'user', ACCOUNTS.user);
  await page.goto('/user/dashboard');
  const nav = new Shell(page).nav();
  await nav.getByRole('button', { name: 'Data analysis' }).click();
  // The QPS series (type 2, 5-minute steps) with the security views' 60-minute report interval (spec 9).
  const series: Record<string, unknown>[] = [];
  await page.route('**/api/v1/user/statistics/timeSeries', async (route) => {
    series.push(JSON.parse(route.request().postData() ?? '{}'));
    await route.fallback();
  });
  await nav.getByRole('link', { name: 'Security analysis' }).click();
  await expect.poll(() => series.find((body) => body.type === 2), { timeout: 90_000 }).toMatchObject({ reportInterval: 60, minutesStep: 5, pageSize: 26784 });
  await expect(page.getByRole('region', { name: 'Requests a second, last 6 hours' }).getByTestId('qps-summary')).toBeVisible({ timeout: 90_000 });
  await expect(page).toHaveURL('/user/dataAnalysis/securityAnalysis', { timeout: 90_000 });
  await expect(page.getByRole('heading', { name: 'Security analysis', level: 1 })).toBeVisible({ timeout: 90_000 });

  // The cards (3, 4, 5, 14, 15) over all sites for the default six hours.
  await expect(page.getByTestId('sec-requests')).toHaveText(/^\d[\d,]*$/, { timeout: 90_000 });
  const allRequests = await numberIn(page, 'sec-requests');
  expect(allRequests).toBeGreaterThan(0);
  await expect(page.getByTestId('sec-status').getByRole('rowheader', { name: '200' })).toBeVisible();
  const china = page.getByTestId('sec-blacklist').getByRole('row', { name: /From China/ });
  await expect(china).toBeVisible();
  const allChina = Number((await china.getByRole('cell').innerText()).replace(/,/g, ''));
  await expect(page.getByTestId('sec-blocks').getByRole('rowheader', { name: 'Deny list' })).toBeVisible();

  // Fixed tops of 10, blocked regions of 30 (countries, then cities), WAF tops of 20.
  for (const title of ['Top blacklisted IPs', 'Top blocked IPs', 'Top blocked URLs']) {
    const rows = await rowCount(page, title);
    expect(rows, title).toBeGreaterThan(0);
    expect(rows, title).toBeLessThanOrEqual(10);
  }
  const countries = await rowCount(page, 'Top blocked countries');
  expect(countries).toBeGreaterThan(3);
  expect(countries).toBeLessThanOrEqual(30);
  await page.getByRole('region', { name: 'Top blocked countries' }).getByText('Cities', { exact: true }).click();
  expect(await rowCount(page, 'Top blocked cities')).toBeLessThanOrEqual(30);
  for (const title of ['Top attack methods', 'Most attacked domains', 'Top attacking IPs']) {
    const rows = await rowCount(page, title);
    expect(rows, title).toBeGreaterThan(0);
    expect(rows, title).toBeLessThanOrEqual(20);
  }

  // The hourly blacklist and WAF series: six hours, one row an hour in the table view.
  await expect(page.getByTestId('series-summary-12')).toContainText('Most in one hour');
  const hourly = await rowCount(page, 'Blacklist hits an hour');
  expect(hourly).toBeGreaterThanOrEqual(6);
  expect(hourly).toBeLessThanOrEqual(7);
  await expect(page.getByTestId('series-summary-13')).toContainText('in all');

  // A domain tag: every figure shrinks to the tagged domains' share.
  await page.getByRole('combobox', { name: 'Domain tag' }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'static', exact: true }).click();
  await expect.poll(() => numberIn(page, 'sec-requests'), { timeout: 30_000 }).toBeLessThan(allRequests);
  await expect.poll(async () => Number((await china.getByRole('cell').innerText()).replace(/,/g, '')), { timeout: 30_000 }).toBeLessThan(allChina);
  await expectAccessible(page);
});

test('client security analysis: a zone narrows the figures and the page reads in Chinese', async ({ page }) => {
  await signInThroughApi(page, 'client', ACCOUNTS.client);
  await page.goto('/client/dataAnalysis/securityAnalysis');
  await expect(page.getByRole('heading', { name: 'Security analysis', level: 1 })).toBeVisible({ timeout: 90_000 });
  await expect(page.getByTestId('sec-requests')).toHaveText(/^\d[\d,]*$/, { timeout: 90_000 });
  const all = await numberIn(page, 'sec-requests');
  expect(await rowCount(page, 'Top attacking IPs')).toBeLessThanOrEqual(20);
  const blocked = page.getByRole('region', { name: 'Top blocked countries' });
  await blocked.getByText('Table', { exact: true }).click();
  const firstBlocked = await blocked.getByRole('table').locator('tbody tr').first().innerText();
  await page.getByRole('combobox', { name: 'Zone' }).click();
  await page.getByRole('listbox').getByRole('option').nth(1).click();
  await expect.poll(() => numberIn(page, 'sec-requests'), { timeout: 30_000 }).toBeLessThan(all);
  await expect.poll(() => blocked.getByRole('table').locator('tbody tr').first().innerText()).not.toBe(firstBlocked);
  await expectAccessible(page);

  await page.evaluate(() => localStorage.setItem('lang', 'zh_TW'));
  await page.reload();
  await expect(page.getByRole('heading', { name: '安全分析', level: 1 })).toBeVisible({ timeout: 90_000 });
});
