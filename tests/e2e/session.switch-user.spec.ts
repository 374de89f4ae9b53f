// Switch-user links (issue 15, finding 6): the tokens leave the address and the history at once, the page sends no
// referrer, a signed-out visitor is signed in, a signed-in visitor is asked first and can keep the session.
import type { Page } from '@playwright/test';
import createClient from 'openapi-fetch';
import type { paths } from '../../src/api/schema';
import { ACCOUNTS } from './accounts';
import { expect, expectAccessible, test, workerBaseURL } from './fixtures';
import { cookiesOf, signInThroughApi } from './pages';

test.beforeEach(async ({ backend }) => backend.reset());

/** A fresh pair of an account, as a switch-user link would carry it. */
async function pairOf(account: { email: string; password: string }) {
  const client = createClient<paths>({ baseUrl: `${workerBaseURL()}/api/v1` });
  const credentials = { account: account.email, password: account.password };
  const challenge = (await client.POST('/{kind}/login', { params: { path: { kind: 'user' } }, body: credentials })).data!.data;
  const tokens = await client.POST('/{kind}/code', {
    params: { path: { kind: 'user' } },
    body: { ...credentials, onePassKey: challenge.onePassKey, login2FAType: challenge.login2FAType, vcode: challenge.vcode! },
  });
  return tokens.data!.data;
}

const linkOf = (pair: { accessToken: string; refreshToken: string; tokenType: string }) =>
  `/user/switchUser?${new URLSearchParams({ accessToken: pair.accessToken, refreshToken: pair.refreshToken, tokenType: pair.tokenType })}`;

/** Every request's Referer header, and whether any request carried a token in it. */
function watchReferers(page: Page) {
  const referers: string[] = [];
  page.on('request', (request) => {
    // A request still leaving as the test ends (the dashboard's polls) has no headers to read any more: not a failure.
    request.headerValue('referer').then(
      (referer) => {
        if (referer) referers.push(`${request.url()} <- ${referer}`);
      },
      () => undefined,
    );
  });
  return referers;
}

test('a signed-out visitor is signed in by the link; the tokens leave the address and no referrer is sent', async ({ page }) => {
  const pair = await pairOf(ACCOUNTS.user);
  const referers = watchReferers(page);
  await page.goto(linkOf(pair));
  await expect(page).toHaveURL('/user/dashboard');
  await expect(page.getByRole('heading', { name: /Welcome,/ })).toBeVisible();
  expect((await cookiesOf(page, 'user')).u_accessToken).toBe(pair.accessToken);
  // Nothing of the link stays in the history: going back does not return to the tokens.
  expect(await page.evaluate(() => location.href)).not.toContain(pair.accessToken);
  await page.goBack().catch(() => undefined);
  expect(page.url()).not.toContain('accessToken');
  expect(referers, 'no request carried a Referer').toEqual([]);
});

test('a signed-in visitor is asked first and can keep the current session', async ({ page }) => {
  await signInThroughApi(page, 'user', ACCOUNTS.user);
  await page.goto('/user/dashboard');
  await expect(page.getByRole('heading', { name: /Welcome,/ })).toBeVisible();
  const mine = (await cookiesOf(page, 'user')).u_accessToken;
  const other = await pairOf(ACCOUNTS.user);
  const referers = watchReferers(page);

  await page.goto(linkOf(other));
  await expect(page.getByRole('heading', { name: 'Switch account?' })).toBeVisible();
  // The address lost the tokens before the question was shown; the session is untouched until the visitor decides.
  expect(page.url()).toMatch(/\/user\/switchUser$/);
  expect((await cookiesOf(page, 'user')).u_accessToken).toBe(mine);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Keep my session' }).click();
  await expect(page).toHaveURL('/user/dashboard');
  expect((await cookiesOf(page, 'user')).u_accessToken).toBe(mine);
  expect(referers).toEqual([]);

  // A reload of the question page has no tokens any more: nothing to switch to.
  await page.goto('/user/switchUser');
  await expect(page).toHaveURL('/user/dashboard');
  expect((await cookiesOf(page, 'user')).u_accessToken).toBe(mine);
});

test('a signed-in visitor who confirms gets the session of the link', async ({ page }) => {
  await signInThroughApi(page, 'user', ACCOUNTS.user);
  await page.goto('/user/dashboard');
  await expect(page.getByRole('heading', { name: /Welcome,/ })).toBeVisible();
  const other = await pairOf(ACCOUNTS.user);
  await page.goto(linkOf(other));
  await expect(page.getByText(/The link you opened signs this console in to another account/)).toBeVisible();
  await page.getByRole('button', { name: 'Switch account' }).click();
  await expect(page).toHaveURL('/user/dashboard');
  await expect(page.getByRole('heading', { name: /Welcome,/ })).toBeVisible();
  expect((await cookiesOf(page, 'user')).u_accessToken).toBe(other.accessToken);
});

test('a link without all three tokens goes to the sign-in form', async ({ page }) => {
  await page.goto('/user/switchUser?accessToken=a&tokenType=Bearer');
  await expect(page).toHaveURL('/user/login');
});
