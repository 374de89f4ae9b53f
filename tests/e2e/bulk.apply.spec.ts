// Issue 28, "Apply to many sites": a sub-user whose role covers every site of Harbor Tea but one applies a compression
// change and a deny-list entry from one site to the twelve others. The site the role does not cover is shown and never
// written; one site's write fails (the test answers it with a 500, once) and is retried; the report (CSV) names every
// site; a run whose tab is reloaded mid-way is resumed from IndexedDB and finishes without writing anything twice.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { ACCOUNTS } from './accounts';
import { apiAs } from './api-as';
import { expect, test } from './fixtures';
import { signInThroughApi } from './pages';

// Yu's role ("Log reader", 9) is given site settings and the firewall on every site of Harbor Tea but gift (4112).
const SUB_USER = { email: 'yu.chen@harbor-tea.example', password: 'Harbor-Yu-2026' };
const REFUSED = { id: 4112, name: 'gift.harbor-tea.example' };

test.beforeEach(async ({ backend }) => backend.reset());

/** Harbor Tea gets a 13th site; Yu's role covers all of them but gift. Answers every site id and Mei's client. */
async function setUp() {
  const client = await apiAs('client', ACCOUNTS.client);
  const made = await client.POST('/client/site', { body: { siteName: 'bulk-13.harbor-tea.example', productID: 3, userIDs: [302], tags: ['bulk'] } });
  expect(made.response.status).toBe(200);
  const mei = await apiAs('user', ACCOUNTS.user);
  const sites = (await mei.GET('/user/sites', { params: { query: { page: 1, pageSize: 100 } } })).data!.data.map((site) => site.id);
  expect(sites).toHaveLength(13);
  const role = await mei.PUT('/{kind}/role/{roleId}', {
    params: { path: { kind: 'user', roleId: 9 } },
    body: { name: 'Log reader', metaRoleIDs: [2, 3, 5], siteIDs: sites.filter((id) => id !== REFUSED.id) },
  });
  expect(role.response.status).toBe(200);
  return { mei, sites };
}

/** The write calls sent for each site (`fragment`: the end of the write's path). */
function writesBySite(page: Page, method: string, fragment: string) {
  const sent = new Map<number, number>();
  page.on('request', (request) => {
    const match = new URL(request.url()).pathname.match(/\/site\/(\d+)\/(.+)$/);
    if (request.method() === method && match && match[2] === fragment) sent.set(Number(match[1]), (sent.get(Number(match[1])) ?? 0) + 1);
  });
  return sent;
}

async function pickEveryOtherSite(page: Page) {
  const dialog = page.getByRole('dialog', { name: /^Apply to other sites:/ });
  const sites = dialog.getByRole('table', { name: 'Sites to apply to' });
  await expect(sites.getByRole('row', { name: new RegExp(REFUSED.name) })).toContainText('Your role does not cover this site.');
  await dialog.getByRole('button', { name: /^Select all \d+ matching sites$/ }).click();
  await expect(dialog.getByText('12 sites selected')).toBeVisible();
  await dialog.getByRole('button', { name: 'Preview 12 sites' }).click();
  await expect(dialog.getByRole('button', { name: 'Your role may not change 1 site: skipped' })).toBeVisible();
  return dialog;
}

test('compression to 12 sites: the site the role does not cover is skipped, a failed write is retried, the report names every site', async ({ page, problems }) => {
  const { mei, sites } = await setUp();
  await signInThroughApi(page, 'user', SUB_USER);
  const puts = writesBySite(page, 'PUT', 'setting/gzip');
  await page.goto('/user/sitesManagement/sitesSetting/4102/shop.harbor-tea.example?tab=compress');
  const smallest = page.getByRole('textbox', { name: 'Smallest response to compress (bytes)' });
  await expect(smallest).toBeVisible({ timeout: 60_000 });
  await smallest.fill('3333');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('dialog', { name: 'Review the changes' }).getByRole('button', { name: /^Save/ }).click();
  await expect(page.getByText('Compression saved')).toBeVisible();

  // blog (4105) answers its first write with a server error.
  let failed = 0;
  await page.route('**/api/v1/user/site/4105/setting/gzip', (route) => (route.request().method() === 'PUT' && failed++ === 0 ? route.fulfill({ status: 500, body: 'down' }) : route.fallback()));

  await page.getByRole('button', { name: 'Apply to other sites…' }).click();
  const dialog = await pickEveryOtherSite(page);
  await expect(dialog.getByRole('button', { name: 'Changes on 11 sites' })).toBeVisible();
  // The review's Now/After, once for the sites with the same change.
  const review = dialog.getByRole('table', { name: /^Changes on / }).first();
  await expect(review.getByRole('row', { name: /Smallest response to compress \(bytes\)/ })).toContainText('3333');
  await dialog.getByRole('button', { name: 'Apply to 11 sites' }).click();
  await expect(dialog.getByText('Finished')).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByText('Done: 10')).toBeVisible();
  await expect(dialog.getByText('Failed: 1')).toBeVisible();
  await dialog.getByRole('button', { name: 'Retry the failed site' }).click();
  await expect(dialog.getByText('Done: 11')).toBeVisible();
  await expect(dialog.getByText('Failed: 0')).toBeVisible();

  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download the report (CSV)' }).click();
  const lines = readFileSync(await (await download).path(), 'utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(lines[0]).toBe('Site,Site ID,Result,Attempts,Details');
  expect(lines).toHaveLength(13);
  expect(lines).toContain(`${REFUSED.name},${REFUSED.id},Not allowed for your role,0,Your role does not cover this site.`);
  expect(lines).toContain('blog.harbor-tea.example,4105,Done,2,');
  expect(lines.filter((line) => /,Done,1,$/.test(line))).toHaveLength(10);

  // Chromium logged the one 500 answer; nothing else went wrong.
  expect(problems.filter((problem) => /status of 500/.test(problem))).toHaveLength(1);
  problems.splice(problems.findIndex((problem) => /status of 500/.test(problem)), 1);

  // Every site but the refused one has the change; the refused one was never sent a write.
  expect(puts.get(REFUSED.id)).toBeUndefined();
  for (const id of sites.filter((site) => site !== 4102)) {
    const settings = await mei.GET('/user/site/{siteId}/settings', { params: { path: { siteId: id } } });
    if (id === REFUSED.id) expect(settings.data!.data.compress.gzipMinLength, `site ${id}`).not.toBe(3333);
    else expect(settings.data!.data.compress.gzipMinLength, `site ${id}`).toBe(3333);
  }
});

test('a deny-list entry to 12 sites: the one a site has is skipped and named; the run resumes after a reload', async ({ page }) => {
  const { mei, sites } = await setUp();
  const rule = { ips: ['198.51.100.77'], urlRegex: '^/', blockType: 'refuse' as const, memo: 'bulk scanner', enabled: true };
  for (const siteId of [4102, 4101]) {
    const made = await mei.POST('/user/site/{siteId}/firewall/setting/blacklist', { params: { path: { siteId } }, body: rule });
    expect(made.response.status).toBe(200);
  }
  await signInThroughApi(page, 'user', SUB_USER);
  const posts = writesBySite(page, 'POST', 'firewall/setting/blacklist');
  // api (4103) gets no answer to its write until the page is reloaded.
  await page.route('**/api/v1/user/site/4103/firewall/setting/blacklist', (route) => (route.request().method() === 'POST' ? undefined : route.fallback()));
  await page.goto('/user/sitesManagement/sitesSetting/4102/shop.harbor-tea.example?tab=firewall&section=blacklist');
  const section = page.getByRole('region', { name: 'Deny list', exact: true });
  await section.getByRole('checkbox', { name: 'Select bulk scanner' }).check({ timeout: 60_000 });
  await section.getByRole('button', { name: 'Apply the selected to other sites…' }).click();
  const dialog = await pickEveryOtherSite(page);
  await expect(dialog.getByRole('button', { name: 'Changes on 10 sites' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Nothing changes on 1 site' }).click();
  await expect(dialog.getByTestId('bulk-change-group').filter({ hasText: 'www.harbor-tea.example' })).toContainText('Already there, skipped 1bulk scanner');
  await dialog.getByRole('button', { name: 'Apply to 10 sites' }).click();
  await expect(dialog.getByText('Done: 9')).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByText('Left: 1')).toBeVisible();

  // The reload cuts the held write off; the site is answered again after it.
  await page.reload();
  const banner = page.getByRole('alert').filter({ hasText: 'An unfinished run: Deny list' });
  await expect(banner).toContainText('9 of 12 sites done, 1 left.', { timeout: 60_000 });
  await page.unroute('**/api/v1/user/site/4103/firewall/setting/blacklist');
  await banner.getByRole('button', { name: 'Resume' }).click();
  const resumed = page.getByRole('dialog', { name: 'Apply to other sites: Deny list' });
  await expect(resumed.getByText('Finished')).toBeVisible({ timeout: 30_000 });
  await expect(resumed.getByText('Done: 10')).toBeVisible();
  await expect(resumed.getByText('Left: 0')).toBeVisible();
  await resumed.getByRole('button', { name: 'Close' }).click();
  await expect(banner).toHaveCount(0);

  // Each site holds the entry once; the refused site none, and it was never sent a write.
  expect(posts.get(REFUSED.id)).toBeUndefined();
  for (const id of sites.filter((site) => site !== 4102)) {
    const rows = (await mei.GET('/user/site/{siteId}/firewall/setting/blacklists', { params: { path: { siteId: id }, query: { page: 1, pageSize: 100 } } })).data!.data;
    expect(rows.filter((row) => row.memo === 'bulk scanner'), `site ${id}`).toHaveLength(id === REFUSED.id ? 0 : 1);
  }
});
