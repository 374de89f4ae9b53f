// Shared fixtures: every test fails on a page error or console error, pages can be checked with axe,
// and the embedded backend's test hooks (mailbox, TOTP, token expiry) are at hand.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import axe, { type AxeResults } from 'axe-core';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';

export interface Mail {
  to: string;
  subject: string;
  code?: string;
  link?: string;
  token?: string;
  at: string;
}

export class Backend {
  constructor(private readonly page: Page) {}
  async mails(to: string): Promise<Mail[]> {
    const response = await this.page.request.get(`/__mock/mailbox?to=${encodeURIComponent(to)}`);
    expect(response.ok()).toBeTruthy();
    return ((await response.json()) as { mails: Mail[] }).mails;
  }
  async latestCode(to: string): Promise<string> {
    const mail = (await this.mails(to)).find((m) => m.code);
    expect(mail, `a mail with a code to ${to}`).toBeTruthy();
    return mail!.code!;
  }
  async totp(email: string): Promise<string> {
    const response = await this.page.request.get(`/__mock/totp?email=${encodeURIComponent(email)}`);
    expect(response.ok()).toBeTruthy();
    return ((await response.json()) as { code: string }).code;
  }
  async expireAccessTokens(area?: string): Promise<void> {
    const response = await this.page.request.post(`/__mock/expire-access${area ? `?area=${area}` : ''}`);
    expect(response.ok()).toBeTruthy();
  }
  async reset(): Promise<void> {
    expect((await this.page.request.post('/__mock/reset')).ok()).toBeTruthy();
  }
}

/** The origin of this worker's server: with E2E_WORKERS > 1 each worker has its own server and embedded backend
 * on the configured port + its parallel index (playwright.config.ts). Calls made outside the page use it too. */
export function workerBaseURL(info: TestInfo = base.info()): string {
  const url = new URL(info.project.use.baseURL ?? 'http://127.0.0.1:4173');
  url.port = String(Number(url.port) + info.parallelIndex);
  return url.origin;
}

/** Collects the page's errors and console errors into `into` as they happen. */
export function collectProblems(page: Page, into: string[]): void {
  page.on('pageerror', (error) => into.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // Chromium logs every 4xx answer as "Failed to load resource"; those are the API's ordinary refusals
    // (a wrong password, an expired token), and each test asserts what the user sees of them. 5xx still fail.
    if (/^Failed to load resource: the server responded with a status of 4\d\d/.test(message.text())) return;
    into.push(`console error: ${message.text()}`);
  });
}

export const test = base.extend<{ backend: Backend; english: void; problems: string[] }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter.
  baseURL: async ({}, use, testInfo) => use(workerBaseURL(testInfo)),
  // Most tests read the English interface; the language tests switch explicitly.
  english: [
    async ({ page }, use) => {
      await page.addInitScript(() => {
        if (!sessionStorage.getItem('e2e-lang-set')) {
          localStorage.setItem('lang', 'en');
          sessionStorage.setItem('e2e-lang-set', '1');
        }
      });
      await use();
    },
    { auto: true },
  ],
  problems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      collectProblems(page, problems);
      await use(problems);
      expect(problems, 'no page or console errors').toEqual([]);
      // Every answer the embedded backend gave during the test validated against the contract.
      const breaches = (await (await page.request.get('/__mock/contract-breaches')).json()) as { breaches: string[] };
      expect(breaches.breaches, 'responses that broke the contract').toEqual([]);
    },
    { auto: true },
  ],
  backend: async ({ page }, use) => {
    await use(new Backend(page));
  },
});

/**
 * No serious or critical accessibility violation on what the page shows now: the whole page, or only the parts
 * matched by `include` (CSS selectors; at least one must match), e.g. a screen's main region when its shell has
 * been checked already.
 *
 * axe-core runs in the page as @axe-core/playwright's legacy mode does (axe.run in each frame), without its two
 * costs per check that the default mode adds: the 550 kB axe source is evaluated once per document (not again on
 * each check nor in a blank page opened to merge the frames' results) and no page is opened. On the every-screen
 * spec that was half of each screen's time.
 */
// The rules that can only report minor or moderate violations (each of their checks, whose impact is a violation's,
// is at most moderate): the check below keeps serious and critical ones only, so these would find nothing it reports.
// Worked out from the installed axe-core's own metadata: a rule that becomes serious in a later version runs again.
interface AxeAudit {
  rules: { id: string; impact?: string; any: (string | { id: string })[]; all: (string | { id: string })[]; none: (string | { id: string })[] }[];
  data: { checks: Record<string, { impact?: string }> };
}
const audit = (axe as unknown as { _audit?: AxeAudit })._audit;
// The page gets the minified build of the same axe-core (axe.min.js, 0.6 MB) rather than `axe.source`, the unminified
// source that Node loaded (1.3 MB): the same rules, and half the CPU to parse and set up in each document checked
// (about 0.13 s less per document on this machine).
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const lesser = (impact?: string) => impact === 'minor' || impact === 'moderate';
const LESSER_RULES = Object.fromEntries(
  (audit?.rules ?? [])
    .filter((rule) => {
      const impacts = [...rule.any, ...rule.all, ...rule.none].map((check) => audit!.data.checks[typeof check === 'string' ? check : check.id]?.impact);
      return lesser(rule.impact) && impacts.length > 0 && impacts.every(lesser);
    })
    .map((rule) => [rule.id, { enabled: false }]),
);

export async function expectAccessible(page: Page, include?: string[]): Promise<void> {
  for (const frame of page.frames()) {
    if (await frame.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'undefined').catch(() => false)) {
      await frame.evaluate(AXE_SOURCE);
    }
  }
  const context = { include: include ?? [], exclude: [] };
  // Only violations are reported in full (passes would be serialised node by node): a third quicker.
  const results = await page.evaluate(
    ({ context, options }) => (window as unknown as { axe: typeof axe }).axe.run(context, options) as Promise<AxeResults>,
    { context, options: { resultTypes: ['violations'] as axe.resultGroups[], rules: LESSER_RULES } },
  );
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(serious, 'serious accessibility violations').toEqual([]);
}

export { expect };

/**
 * On the dev server (E2E_DEV) modules are compiled on first use, which can take a minute on a busy machine:
 * compile these before the file's tests. The build has nothing to compile, so it costs nothing there.
 */
export function compileFirstOnDevServer(modules: string[]): void {
  test.beforeAll(async ({ browser }) => {
    if (!process.env.E2E_DEV) return;
    test.setTimeout(180_000);
    const page = await browser.newPage();
    await page.goto('/user/login');
    await page.evaluate((paths) => Promise.all(paths.map((path) => import(/* @vite-ignore */ path).then(() => true, () => false))), modules);
    await page.close();
  });
}
