import { ACCOUNTS } from './accounts';
import { expect, expectAccessible, test } from './fixtures';
import { openSignedIn, Shell } from './pages';

test('the API reference renders the contract, loaded only when opened', async ({ page }) => {
  const scripts: string[] = [];
  // Built chunks (.js) or, on the sources (E2E_DEV), the modules themselves (.tsx).
  page.on('response', (r) => {
    const path = new URL(r.url()).pathname;
    if (/\.(js|tsx?)$/.test(path)) scripts.push(path);
  });
  await openSignedIn(page, 'user', ACCOUNTS.user);
  await expect(page.getByRole('heading', { name: /Welcome,/ })).toBeVisible();
  const before = scripts.length;
  expect(scripts.some((s) => /ApiReference/.test(s))).toBe(false);

  const shell = new Shell(page);
  await shell.nav().getByRole('button', { name: 'Users and account' }).click();
  await shell.nav().getByRole('link', { name: 'API documentation' }).click();
  await expect(page.getByRole('heading', { name: 'API documentation' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Parapet console API' })).toBeVisible({ timeout: 20_000 });
  expect(scripts.slice(before).some((s) => /ApiReference/.test(s))).toBe(true);

  // Operations are grouped by tag; the session group lists the sign-in call, which opens on its details.
  await page.getByRole('button', { name: /^session/ }).click();
  const signIn = page.getByRole('button', { name: /POST\s*\/\{kind\}\/login\s*Check credentials/ });
  await signIn.click();
  await expect(signIn).toHaveAttribute('aria-expanded', 'true');
  const details = page.getByRole('region', { name: /POST\s*\/\{kind\}\/login\s*Check credentials/ });
  await expect(details.getByText('Open call: no token is sent.')).toBeVisible();
  await expect(details.getByText('kind-session-send-code')).toBeVisible();
  // A named schema opens its fields in place.
  await details.getByRole('button', { name: 'Credentials', exact: true }).click();
  await expect(details.getByRole('cell', { name: 'password required' })).toBeVisible();
  await expect(details.getByText('4XX')).toBeVisible();
  await expectAccessible(page);

  // The filter keeps the matching operations only, across groups.
  const filter = page.getByRole('textbox', { name: 'Filter operations' });
  await filter.fill('module/tokenAuths');
  await expect(page.getByRole('button', { name: /module\/tokenAuths/ }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^account/ })).toHaveCount(0);
  await filter.fill('no-such-call-anywhere');
  await expect(page.getByText('No operation matches.')).toBeVisible();
});
