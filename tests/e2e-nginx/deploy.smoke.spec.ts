// Smoke test of the production deployment (issue 15, finding 12): the build behind Debian's nginx with the shipped
// configuration, the embedded backend standalone behind it. Sign in, open a site, save a setting, sign out; the
// security and caching headers nginx sends; the SPA fallback; nothing of the backend's internals is reachable.
import { statSync } from 'node:fs';
import { expect, type Page, type Response, test } from '@playwright/test';
import { ACCOUNTS } from '../e2e/accounts';
import { LoginPage, Shell } from '../e2e/pages';

// No 'unsafe-eval': the forms' validators are compiled at build time (scripts/form-validators.mjs).
const CSP = /default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline';.*connect-src 'self';.*object-src 'none'; base-uri 'none';.*frame-ancestors 'none'/;

/** Page and console errors (a CSP violation is one), except the API's ordinary 4xx refusals. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  // Every CSP violation the page reports (e.g. code evaluated from a string), whether or not it also logs one.
  void page.exposeFunction('reportCspViolation', (text: string) => problems.push(`CSP violation: ${text}`));
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (/^Failed to load resource: the server responded with a status of 4\d\d/.test(message.text())) return;
    problems.push(`console error: ${message.text()}`);
  });
  return problems;
}

function expectSecurityHeaders(response: Response | null, what: string) {
  const headers = response!.headers();
  expect(headers['content-security-policy'], `${what}: CSP`).toMatch(CSP);
  expect(headers['x-content-type-options'], `${what}: nosniff`).toBe('nosniff');
  expect(headers['referrer-policy'], `${what}: Referrer-Policy`).toBe('no-referrer');
  expect(headers['strict-transport-security'], `${what}: HSTS`).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
  expect(headers['x-frame-options'], `${what}: X-Frame-Options`).toBe('DENY');
}

test.use({ locale: 'en-GB' });
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
});

test('signs in, opens a site, saves a setting and signs out through nginx, with its headers', async ({ page }) => {
  test.setTimeout(120_000);
  const problems = watchProblems(page);
  const assets: Response[] = [];
  const api: Response[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith('/assets/')) assets.push(response);
    if (path.startsWith('/api/v1/')) api.push(response);
  });

  // The console's page: security headers, checked again on every visit.
  const document = await page.goto('/user/login');
  expectSecurityHeaders(document, 'page');
  expect(document!.headers()['cache-control']).toBe('no-cache');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  const login = new LoginPage(page);
  await login.submit(ACCOUNTS.user.email, ACCOUNTS.user.password);
  await expect(page).toHaveURL('/user/dashboard');
  await expect(page.getByRole('heading', { name: /Welcome,/ })).toBeVisible();

  // Open a site from the list, then its compression settings, and save a change.
  await page.goto('/user/sitesManagement/sitesList');
  const row = page.getByRole('table', { name: 'Sites' }).getByRole('row').filter({ hasText: 'www.harbor-tea.example' });
  await row.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/user\/sitesManagement\/sitesSetting\/4101\//);
  await page.goto('/user/sitesManagement/sitesSetting/4101/www.harbor-tea.example?tab=compress');
  const webp = page.getByRole('switch', { name: 'Serve images as WebP' });
  await expect(webp).toBeChecked({ timeout: 30_000 });
  // The form's validation runs under the strict policy (no 'unsafe-eval'): a bad line is named, nothing is sent.
  const types = page.getByRole('textbox', { name: 'Content types to compress' });
  const typed = await types.inputValue();
  await types.fill('text/html\nText/Plain');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Line 2: The format is wrong.').filter({ visible: true })).toBeVisible();
  await types.fill(typed);
  await webp.click();
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('dialog', { name: 'Review the changes' }).getByRole('button', { name: /^Save 1 change/ }).click();
  await expect(page.getByText('Compression saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Serve images as WebP' })).not.toBeChecked({ timeout: 30_000 });

  // A form with conditions (RJSF tries its branches through the validator) and a rule list's row form.
  await page.goto('/user/sitesManagement/sitesSetting/4101/www.harbor-tea.example?tab=errorPages');
  await page.getByRole('button', { name: 'Add error page' }).click({ timeout: 30_000 });
  const add = page.getByRole('dialog', { name: 'Add: Error page' });
  await add.getByRole('radio', { name: 'URL redirect' }).check();
  await add.getByRole('textbox', { name: 'Redirect to URL' }).fill('status.harbor-tea.example/bad-request');
  await add.getByRole('button', { name: 'Create' }).click();
  await expect(add.getByText('The format is wrong.').filter({ visible: true })).toBeVisible();
  await add.getByRole('button', { name: 'Cancel' }).click();
  // Typed work: closing asks first (issue 25).
  await page.getByRole('dialog', { name: 'Close without saving?' }).getByRole('button', { name: 'Close without saving' }).click();
  await expect(add).toBeHidden();

  await new Shell(page).logout();
  await expect(page).toHaveURL('/user/login');
  await expect(page.getByText('Logout success! See you!')).toBeVisible();

  // Hashed assets: cached for a year, immutable, served from their precompressed twins.
  expect(assets.length).toBeGreaterThan(0);
  for (const asset of assets) {
    const headers = await asset.allHeaders();
    expect(headers['cache-control'], asset.url()).toBe('public, max-age=31536000, immutable');
    expect(headers['x-content-type-options'], asset.url()).toBe('nosniff');
  }
  // The API through the proxy: answers of the backend, with the same headers and never cached.
  expect(api.length).toBeGreaterThan(0);
  for (const answer of api) {
    const headers = await answer.allHeaders();
    expect(headers['cache-control'], answer.url()).toBe('no-store');
    expect(headers['referrer-policy'], answer.url()).toBe('no-referrer');
  }
  expect(problems, 'no page or console errors (a CSP violation would be one)').toEqual([]);
});

test('serves the console for deep links and nothing of the backend internals', async ({ request }) => {
  const deep = await request.get('/user/sitesManagement/sitesSetting/4101/www.harbor-tea.example?tab=compress');
  expect(deep.status()).toBe(200);
  expect(deep.headers()['content-type']).toContain('text/html');
  expectSecurityHeaders(deep as unknown as Response, 'deep link');
  // The demo's state file and test hooks are not served (the fallback page instead, or 404 for dot-files).
  for (const path of ['/__mock/mailbox?to=mei.lin@harbor-tea.example', '/mocks/.state/demo.json', '/.git/config']) {
    const answer = await request.get(path);
    expect(answer.headers()['content-type'] ?? '', path).not.toContain('application/json');
    expect(await answer.text(), path).not.toMatch(/"mails"|"accounts"|\[core\]/);
  }
  // The build's precompressed twins are what nginx sends (brotli_static, gzip_static): brotli to a browser that takes
  // it, gzip to one that takes only gzip; the length of the twin's file, no chunking.
  const entry = /src="(\/assets\/index-[^"]+\.js)"/.exec(await deep.text())![1];
  for (const [accepted, encoding, twin] of [['gzip, deflate, br', 'br', 'br'], ['gzip', 'gzip', 'gz']]) {
    const compressed = await request.get(entry, { headers: { 'accept-encoding': accepted } });
    expect(compressed.headers()['content-encoding'], accepted).toBe(encoding);
    expect(Number(compressed.headers()['content-length']), accepted).toBe(statSync(`dist${entry}.${twin}`).size);
    expect(compressed.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  }
  // A missing asset is a 404, not the page.
  expect((await request.get('/assets/missing-0000.js')).status()).toBe(404);
});

test('refuses to be framed (frame-ancestors none), even by its own origin', async ({ page }) => {
  await page.goto('/user/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.src = '/user/login';
    frame.title = 'framed console';
    document.body.append(frame);
  });
  // Chromium replaces a refused frame by its error page: the console never runs inside it.
  const child = () => page.frames().find((frame) => frame !== page.mainFrame());
  await expect.poll(() => child()?.url() ?? '').toMatch(/^chrome-error:/);
  await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Sign in' })).toHaveCount(0);
});
