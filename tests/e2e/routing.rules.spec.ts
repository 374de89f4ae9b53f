import { ACCOUNTS } from './accounts';
import { expect, expectAccessible, test } from './fixtures';
import { cookiesOf, LoginPage, openSignedIn } from './pages';

test.beforeEach(async ({ backend }) => backend.reset());

test('the root goes to the end-user sign-in form', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL('/user/login');
});

// The page's clock is run forward instead of waiting: each second of the countdown is a timer set after the previous
// one has rendered, so the clock runs one second at a time once the page shows where it is.
test('/404 shows the error page and stays', async ({ page }) => {
  await page.clock.install();
  await page.goto('/404');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expectAccessible(page);
  await expect(page.getByText(/Going to the start page/)).toHaveCount(0);
  // Past the 5 seconds after which an unknown path leaves: no countdown started, the page stays.
  for (let second = 0; second < 6; second++) {
    await page.clock.runFor(1000);
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  }
  await expect(page).toHaveURL('/404');
});

test('an unknown path shows the error page, then goes to /', async ({ page }) => {
  await page.clock.install();
  await page.goto('/user/no-such-page');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  for (const left of [5, 4, 3, 2, 1]) {
    await expect(page.getByText(`Going to the start page in ${left} seconds.`)).toBeVisible();
    await page.clock.runFor(1000);
  }
  await expect(page).toHaveURL('/user/login');
});

test("each console's home goes to its dashboard, or to sign-in without a session", async ({ page }) => {
  await page.goto('/client');
  await expect(page).toHaveURL('/client/login');
  await new LoginPage(page).signIn('client', ACCOUNTS.client.email, ACCOUNTS.client.password);
  await page.goto('/client/');
  await expect(page).toHaveURL('/client/dashboard');
});

test('public pages send a signed-in visitor to the dashboard', async ({ page }) => {
  await openSignedIn(page, 'user', ACCOUNTS.user);
  for (const path of ['/user/login', '/user/login/verifyAccount', '/user/login/createPassword?token=x']) {
    await page.goto(path);
    await expect(page).toHaveURL('/user/dashboard');
  }
});

test('VerifyAccount without held credentials goes back to the sign-in form', async ({ page }) => {
  await page.goto('/user/login/verifyAccount');
  await expect(page).toHaveURL('/user/login');
});

test('verifyMail with a valid token continues to CreatePassword, and the new password signs in', async ({ page, backend }) => {
  const mail = (await backend.mails(ACCOUNTS.newHire.email)).find((m) => m.link);
  expect(mail?.link).toContain('/verifyMail?token=');
  await page.goto(new URL(mail!.link!, 'http://x').pathname + new URL(mail!.link!, 'http://x').search);
  await expect(page).toHaveURL(/\/user\/login\/createPassword\?/);
  const query = new URL(page.url()).searchParams;
  expect([...query.keys()].sort()).toEqual(['auth', 'email', 'id', 'name', 'token']);
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(ACCOUNTS.newHire.email);
  await expectAccessible(page);

  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('short');
  await page.getByRole('textbox', { name: 'Confirm the new password', exact: true }).fill('short');
  await page.getByRole('button', { name: 'Create password' }).click();
  await expect(page.getByText('The password must have at least 8 characters.')).toBeVisible();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Jasmine-Green-88');
  // The confirmation is checked again when the password changes.
  await expect(page.getByText('The passwords do not match')).toBeVisible();
  await page.getByRole('textbox', { name: 'Confirm the new password', exact: true }).fill('Jasmine-Green-88');
  await expect(page.getByText('The passwords do not match')).toBeHidden();
  await page.getByRole('button', { name: 'Create password' }).click();
  await expect(page.getByText('Create Password Successful!')).toBeVisible();
  await expect(page).toHaveURL('/user/login');
  await new LoginPage(page).submit(ACCOUNTS.newHire.email, 'Jasmine-Green-88');
  await expect(page).toHaveURL(/\/user\/(dashboard|login\/verifyAccount)/);
});

test('verifyMail with a bad token says so and goes to the sign-in form', async ({ page }) => {
  await page.goto('/user/verifyMail?token=mtk_not_a_real_token');
  await expect(page).toHaveURL('/user/login');
  await expect(page.getByText(/verification code is wrong|no longer valid/)).toBeVisible();
});

test('switchUser stores the tokens and opens the dashboard; missing any goes to sign-in', async ({ page }) => {
  await page.goto('/user/switchUser?accessToken=a&refreshToken=b');
  await expect(page).toHaveURL('/user/login');

  // Real tokens, as the client console hands them over when switching into a user.
  const login = await page.request.post('/api/v1/user/login', { data: { account: ACCOUNTS.user.email, password: ACCOUNTS.user.password } });
  const challenge = (await login.json()).data;
  const code = await page.request.post('/api/v1/user/code', {
    data: { account: ACCOUNTS.user.email, password: ACCOUNTS.user.password, onePassKey: challenge.onePassKey, login2FAType: 2, vcode: challenge.vcode },
  });
  const tokens = (await code.json()).data;
  await page.goto(`/user/switchUser?${new URLSearchParams(tokens)}`);
  await expect(page).toHaveURL('/user/dashboard');
  expect((await cookiesOf(page, 'user')).u_accessToken).toBe(tokens.accessToken);
});

test('a reload restores the session on the page it was on', async ({ page }) => {
  await openSignedIn(page, 'user', ACCOUNTS.user, '/user/userManagement/userInformation');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'User information' })).toBeVisible();
});

test('a session the server no longer knows is reset and goes to sign-in', async ({ page, context, baseURL }) => {
  await context.addCookies([
    { name: 'u_accessToken', value: 'forged', url: baseURL },
    { name: 'u_refreshToken', value: 'forged', url: baseURL },
    { name: 'u_tokenType', value: 'Bearer', url: baseURL },
  ]);
  await page.goto('/user/dashboard');
  await expect(page).toHaveURL('/user/login');
  expect(await cookiesOf(page, 'user')).toEqual({});
});

test('the admin back office is on in this build', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page).toHaveURL('/admin/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test('a token that expires mid-session is refreshed without the user noticing', async ({ page, backend }) => {
  await openSignedIn(page, 'user', ACCOUNTS.user, '/user/userManagement/userInformation');
  const before = (await cookiesOf(page, 'user')).u_accessToken;
  await backend.expireAccessTokens('user');
  await page.getByRole('textbox', { name: 'Company name', exact: true }).fill('Harbor Tea Trading Co., Ltd.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Update Information Successful!')).toBeVisible();
  await expect(page).toHaveURL('/user/userManagement/userInformation');
  const after = (await cookiesOf(page, 'user')).u_accessToken;
  expect(after).toBeTruthy();
  expect(after).not.toBe(before);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Company name', exact: true })).toHaveValue('Harbor Tea Trading Co., Ltd.');
});
