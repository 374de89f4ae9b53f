import type { Page } from '@playwright/test';
import { ACCOUNTS } from './accounts';
import { compileFirstOnDevServer, expect, expectAccessible, test } from './fixtures';
import { signInThroughApi } from './pages';
import { countCalls } from './watch';

compileFirstOnDevServer(['/src/features/analytics/dashboards/DashboardScreen.tsx']);
test.beforeEach(async ({ backend }) => backend.reset());

const numberIn = async (page: Page, id: string) => Number((await page.getByTestId(id).innerText()).replace(/,/g, ''));

test('the user dashboard: overview figures follow the range, the QPS chart shows 6 hours, blacklist and WAF tabs draw their data; the dashboard speaks Simplified Chinese', async ({ page }) => {
  await signInThroughApi(page, 'user', ACCOUNTS.user);
  // The page's first calls leave as it starts and are asked for once (the loader and the banner take their answers).
  const self = countCalls(page, 'GET', '/api/v1/user/account/self');
  const announcements = countCalls(page, 'GET', '/api/v1/user/announcements');
  // As on a phone (a 4× slower CPU): the order in which the page's code arrives must not matter.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto('/user/dashboard');
  await expect(page.getByRole('heading', { name: /Welcome,/ })).toBeVisible({ timeout: 90_000 });
  await expect(page.getByTestId('dash-requests')).toHaveText(/^\d[\d,]*$/, { timeout: 90_000 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  expect([self.count, announcements.count]).toEqual([1, 1]);
  const day = await numberIn(page, 'dash-requests');
  expect(day).toBeGreaterThan(0);

  // The QPS chart: the last 6 hours in 5-minute steps (73 points with the step under way).
  await expect(page.getByTestId('qps-summary')).toContainText('refreshed every 5 minutes');
  const qps = page.getByRole('region', { name: 'Requests a second, last 6 hours' });
  await expect.poll(async () => Number(await qps.getByTestId('series-chart').getAttribute('data-points'))).toBeGreaterThanOrEqual(72);
  // Points 5 minutes apart over 6 hours.
  const span = Number(await qps.getByTestId('series-chart').getAttribute('data-span-minutes'));
  const points = Number(await qps.getByTestId('series-chart').getAttribute('data-points'));
  expect(span).toBe(360);
  expect(span / (points - 1)).toBe(5);

  // Last 30 days: more requests than the last 24 hours.
  await page.getByText('Last 30 days', { exact: true }).click();
  await expect.poll(() => numberIn(page, 'dash-requests'), { timeout: 30_000 }).toBeGreaterThan(day * 5);

  // Blacklist: the card splits China and elsewhere; the hourly series lists its hours.
  await page.getByRole('tab', { name: 'Blacklist' }).click();
  await expect(page.getByTestId('dash-blacklist').getByRole('rowheader', { name: 'From China' })).toBeVisible({ timeout: 30_000 });
  const hourly = page.getByRole('region', { name: 'Blacklist hits an hour' });
  await hourly.getByText('Table', { exact: true }).click();
  await expect(hourly.getByRole('table').locator('tbody tr').first()).toBeVisible();
  expect(await hourly.getByRole('table').locator('tbody tr').count()).toBeGreaterThan(10);

  // WAF analysis: block types and the attack tops.
  await page.getByRole('tab', { name: 'WAF analysis' }).click();
  await expect(page.getByTestId('dash-blocks').getByRole('rowheader', { name: 'Deny list' })).toBeVisible({ timeout: 30_000 });
  const methods = page.getByRole('region', { name: 'Top attack methods' });
  await methods.getByText('Table', { exact: true }).click();
  await expect(methods.getByRole('table').locator('tbody tr').first()).toBeVisible();
  await expectAccessible(page);

  // The same dashboard in Simplified Chinese.
  await page.addInitScript(() => localStorage.setItem('lang', 'zh_CN'));
  await page.goto('/user/dashboard');
  await expect(page.getByRole('tab', { name: '黑名单' })).toBeVisible({ timeout: 90_000 });
  await expect(page.getByRole('tab', { name: 'WAF 分析' })).toBeVisible();
  await expectAccessible(page);
});

test('the client dashboard: a zone narrows the figures', async ({ page }) => {
  await signInThroughApi(page, 'client', ACCOUNTS.client);
  await page.goto('/client/dashboard');
  await expect(page.getByRole('heading', { name: /Welcome,/ })).toBeVisible({ timeout: 90_000 });
  await expect(page.getByTestId('dash-requests')).toHaveText(/^\d[\d,]*$/, { timeout: 90_000 });
  const all = await numberIn(page, 'dash-requests');
  await expect(page.getByTestId('dash-blacklist').getByRole('rowheader', { name: 'From China' })).toBeVisible();
  await expect(page.getByTestId('qps-summary')).toBeVisible();
  await page.getByRole('combobox', { name: 'Zone' }).click();
  await page.getByRole('listbox').getByRole('option').nth(1).click();
  await expect.poll(() => numberIn(page, 'dash-requests'), { timeout: 30_000 }).toBeLessThan(all);
  await expectAccessible(page);
});
