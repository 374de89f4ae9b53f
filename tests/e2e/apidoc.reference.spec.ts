import { ACCOUNTS } from './accounts';
import { expect, expectAccessible, test } from './fixtures';
import { LoginPage, Shell } from './pages';

test('the API reference renders the contract, loaded only when opened', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (r) => r.url().endsWith('.js') && scripts.push(new URL(r.url()).pathname));
  await new LoginPage(page).signIn('user', ACCOUNTS.user.email, ACCOUNTS.user.password);
  await expect(page.getByRole('heading', { name: /Welcome,/ })).toBeVisible();
  const before = scripts.length;
  expect(scripts.some((s) => /ApiReference/.test(s))).toBe(false);

  const shell = new Shell(page);
  await shell.nav().getByRole('button', { name: 'Users and account' }).click();
  await shell.nav().getByRole('link', { name: 'API documentation' }).click();
  await expect(page.getByRole('heading', { name: 'API documentation' })).toBeVisible();
  await expect(page.getByText('Parapet console API', { exact: false }).first()).toBeVisible({ timeout: 20_000 });
  // Operations are grouped by tag; the session group lists the sign-in call.
  await page.getByRole('heading', { name: /^session/ }).click();
  await expect(page.getByText('/{kind}/login').first()).toBeVisible();
  expect(scripts.slice(before).some((s) => /ApiReference/.test(s))).toBe(true);
  await expectAccessible(page);
});
