import { ACCOUNTS } from './accounts';
import { expect, expectAccessible, test } from './fixtures';
import { cookiesOf, LoginPage, Shell } from './pages';

test.beforeEach(async ({ backend }) => backend.reset());

for (const [area, account] of [
  ['admin', ACCOUNTS.admin],
  ['client', ACCOUNTS.client],
  ['user', ACCOUNTS.user],
] as const) {
  test(`signs in and out of the ${area} console`, async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto(area);
    await expectAccessible(page);
    await login.submit(account.email, account.password);
    await expect(page).toHaveURL(`/${area}/dashboard`);
    await expect(page.getByText('Login Success! Welcome!')).toBeVisible();
    await expect(page.getByRole('heading', { name: /Welcome,/ })).toBeVisible();
    const cookies = await cookiesOf(page, area);
    expect(Object.keys(cookies).sort()).toEqual([`${area[0]}_accessToken`, `${area[0]}_refreshToken`, `${area[0]}_tokenType`]);
    await expectAccessible(page);

    await new Shell(page).logout();
    await expect(page).toHaveURL(`/${area}/login`);
    await expect(page.getByText('Logout success! See you!')).toBeVisible();
    expect(await cookiesOf(page, area)).toEqual({});
    // The revoked session cannot be used again: protected pages go back to the sign-in form.
    await page.goto(`/${area}/dashboard`);
    await expect(page).toHaveURL(`/${area}/login`);
  });
}

test('signs in with a mailed code', async ({ page, backend }) => {
  const login = new LoginPage(page);
  await login.goto('user');
  await login.submit(ACCOUNTS.mailedCode.email, ACCOUNTS.mailedCode.password);
  await expect(page).toHaveURL('/user/login/verifyAccount');
  await expect(page.getByText('Please check mail to get verify code.')).toBeVisible();
  await expectAccessible(page);
  // A wrong code is refused and the page stays.
  await login.enterCode('000000');
  await expect(page.getByText(/verification code is wrong/)).toBeVisible();
  await expect(page).toHaveURL('/user/login/verifyAccount');
  await login.enterCode(await backend.latestCode(ACCOUNTS.mailedCode.email));
  await expect(page).toHaveURL('/user/dashboard');
});

test('signs in with an authenticator app code', async ({ page, backend }) => {
  const login = new LoginPage(page);
  await login.goto('user');
  await login.submit(ACCOUNTS.authenticator.email, ACCOUNTS.authenticator.password);
  await expect(page.getByText('Enter the 6-digit code shown by your authenticator app.')).toBeVisible();
  await login.enterCode(await backend.totp(ACCOUNTS.authenticator.email));
  await expect(page).toHaveURL('/user/dashboard');
});

test('checks the fields before sending anything', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto('user');
  let requests = 0;
  page.on('request', (request) => request.url().includes('/api/v1/user/login') && requests++);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Email or account name', exact: true }).fill('mei lin');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('The format is wrong.')).toBeVisible();
  expect(requests).toBe(0);
});

test('refuses a wrong password and keeps what was typed', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto('user');
  await login.submit(ACCOUNTS.user.email, 'not-the-password');
  await expect(page.getByText('The account or password is incorrect.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email or account name', exact: true })).toHaveValue(ACCOUNTS.user.email);
  await expect(page).toHaveURL('/user/login');
});

test('refuses an account of another area exactly as a wrong password (issue 24)', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto('client');
  await login.submit(ACCOUNTS.user.email, ACCOUNTS.user.password);
  await expect(page.getByText('The account or password is incorrect.')).toBeVisible();
  await expect(page).toHaveURL('/client/login');
  expect(await cookiesOf(page, 'client')).toEqual({});
});

test('makes a throttled sign-in wait: the form says how long, counts down and keeps the button disabled (issue 24)', async ({ page }) => {
  test.setTimeout(90_000);
  const login = new LoginPage(page);
  await login.goto('user');
  // Wrong passwords from this browser's address: 3 are free, then the waits double (1 s, 2 s, 4 s, 8 s …).
  const wrong = async () => {
    const answer = await page.request.post('/api/v1/user/login', { data: { account: ACCOUNTS.user.email, password: 'not-the-password' }, failOnStatusCode: false });
    return ((await answer.json()) as { code: number }).code;
  };
  for (let i = 0; i < 3; i += 1) expect(await wrong()).toBe(101012);
  // (The backend's own clock: each wait must pass before the next attempt counts as a failure rather than a refusal.)
  for (const seconds of [1, 2, 4]) {
    await page.waitForTimeout(seconds * 1000 + 150);
    expect(await wrong()).toBe(101012);
  }
  // Now 8 s: even the right password waits, and the form says so next to the button instead of a toast.
  await login.submit(ACCOUNTS.user.email, ACCOUNTS.user.password);
  const shown = page.getByTestId('throttle-notice').locator('[aria-hidden]');
  await expect(shown).toHaveText(/^Too many sign-in attempts\. Try again in \d+ seconds?\.$/);
  // Screen readers hear the whole wait once.
  await expect(page.getByRole('alert').filter({ hasText: /^Too many sign-in attempts\. Try again in \d+ seconds\.$/ })).toHaveCount(1);
  // It counts down (read first: the checks below take seconds of the wait on a busy machine).
  const secondsShown = async () => Number(/in (\d+) second/.exec((await shown.textContent()) ?? '')?.[1] ?? 0);
  const first = await secondsShown();
  const button = page.getByRole('button', { name: 'Sign in' });
  await expect(button).toBeDisabled();
  await expectAccessible(page);
  await expect.poll(secondsShown, { timeout: 5_000 }).toBeLessThan(first);
  // Once over, the button is back and the right password signs in.
  await expect(button).toBeEnabled({ timeout: 20_000 });
  await expect(page.getByTestId('throttle-notice')).toBeHidden();
  await button.click();
  await expect(page).toHaveURL('/user/dashboard');
});

test('sends a client root without a DNS type to the DNS settings', async ({ page }) => {
  await new LoginPage(page).signIn('client', ACCOUNTS.reseller.email, ACCOUNTS.reseller.password);
  await expect(page).toHaveURL('/client/systemManagement/dnsSetting');
  await expect(page.getByRole('heading', { name: 'DNS settings' })).toBeVisible();
});
