// Refresh storms (issue 15, finding 3): with the access token expired, many calls at once in one tab, and a few
// calls in each of two tabs, go through the console's one transport against the embedded backend. The backend
// rotates the pair on refresh (the old access token is then unknown: 101013; the old refresh token: 101016), so a
// transport that ends the session on a refusal of a token that is no longer current, or that refreshes twice with
// one pair from two tabs, signs the user out. 20 runs each; no session may be lost.
import type { Page } from '@playwright/test';
import { ACCOUNTS } from './accounts';
import { expect, expectAccessible, test } from './fixtures';
import { cookiesOf, signInThroughApi } from './pages';

const RUNS = 20;
const PATHS = ['/api/v1/user/account/self', '/api/v1/user/roles', '/api/v1/user/metaRoles', '/api/v1/user/announcements'];

interface Storm {
  failed: string[];
}

/** `count` concurrent GET calls through the console's transport (exposed to end-to-end builds only). */
function storm(page: Page, count: number): Promise<Storm> {
  return page.evaluate(
    async ({ count, paths }) => {
      const transport = (window as unknown as { __parapetTransport: (request: Request) => Promise<Response> })
        .__parapetTransport;
      const results = await Promise.allSettled(
        Array.from({ length: count }, (_, n) => transport(new Request(new URL(paths[n % paths.length], location.href)))),
      );
      return {
        failed: results.flatMap((r) =>
          r.status === 'rejected' ? [`${(r.reason as { code?: number }).code}: ${(r.reason as Error).message}`] : [],
        ),
      };
    },
    { count, paths: PATHS },
  );
}

/** Counts the API's session refusals a page receives (what the old transport turned into a lost session). */
function countRefusals(page: Page): Map<number, number> {
  const codes = new Map<number, number>();
  page.on('response', async (response) => {
    if (!response.url().includes('/api/v1/') || response.status() < 400) return;
    const code = ((await response.json().catch(() => ({}))) as { code?: number }).code ?? 0;
    codes.set(code, (codes.get(code) ?? 0) + 1);
  });
  return codes;
}

test.beforeEach(async ({ backend }) => backend.reset());

test(`keeps the session through ${RUNS} storms of 50 concurrent calls with an expired access token`, async ({ page, backend }) => {
  test.setTimeout(180_000);
  await signInThroughApi(page, 'user', ACCOUNTS.user);
  await page.goto('/user/dashboard');
  await expect(page.getByRole('heading', { name: /Welcome,/ })).toBeVisible();
  const refusals = countRefusals(page);
  const tokens = new Set<string>();
  for (let run = 1; run <= RUNS; run += 1) {
    await backend.expireAccessTokens('user');
    const { failed } = await storm(page, 50);
    expect(failed, `run ${run}: calls that failed`).toEqual([]);
    const cookies = await cookiesOf(page, 'user');
    expect(cookies.u_accessToken, `run ${run}: still signed in`).toBeTruthy();
    tokens.add(cookies.u_accessToken);
  }
  // Every run refreshed (a new pair each time), and the storms met the expired and rotated tokens they were meant to.
  expect(tokens.size).toBe(RUNS);
  expect(refusals.get(101014) ?? 0).toBeGreaterThanOrEqual(RUNS);
  test.info().annotations.push({
    type: 'storm',
    description: `${RUNS} runs × 50 calls: 0 failed; refusals met and recovered: 101014 × ${refusals.get(101014) ?? 0}, 101013 × ${refusals.get(101013) ?? 0}`,
  });
  await expect(page).toHaveURL('/user/dashboard');
  await expect(page.getByRole('heading', { name: /Welcome,/ })).toBeVisible();
  await expectAccessible(page);
});

test(`keeps the session when two tabs make 3 calls each with an expired access token, ${RUNS} times`, async ({ page, backend }) => {
  test.setTimeout(180_000);
  await signInThroughApi(page, 'user', ACCOUNTS.user);
  await page.goto('/user/dashboard');
  const second = await page.context().newPage();
  await second.goto('/user/dashboard');
  for (const tab of [page, second]) await expect(tab.getByRole('heading', { name: /Welcome,/ })).toBeVisible();
  const refusals = [countRefusals(page), countRefusals(second)];
  for (let run = 1; run <= RUNS; run += 1) {
    await backend.expireAccessTokens('user');
    const [first, other] = await Promise.all([storm(page, 3), storm(second, 3)]);
    expect([...first.failed, ...other.failed], `run ${run}: calls that failed`).toEqual([]);
    expect((await cookiesOf(page, 'user')).u_accessToken, `run ${run}: still signed in`).toBeTruthy();
  }
  // No tab ever refreshed with a pair the other had already rotated.
  const refused = (code: number) => refusals.reduce((sum, codes) => sum + (codes.get(code) ?? 0), 0);
  expect(refused(101016)).toBe(0);
  test.info().annotations.push({
    type: 'storm',
    description: `${RUNS} runs × 2 tabs × 3 calls: 0 failed; 101014 × ${refused(101014)}, 101013 × ${refused(101013)}, 101016 × 0`,
  });
  for (const tab of [page, second]) {
    await tab.reload();
    await expect(tab).toHaveURL('/user/dashboard');
    await expect(tab.getByRole('heading', { name: /Welcome,/ })).toBeVisible();
  }
  await second.close();
  await expectAccessible(page);
});
