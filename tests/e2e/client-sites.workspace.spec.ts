// The client console opens a customer's site (decision in docs/decisions.md): the same site workspace as the end
// user's, with the client's token, for the sites of the client's customers; a domain named in the path opens in
// its drawer; a site of another client is refused with the catalogue's permission message (101018).
import { ACCOUNTS } from './accounts';
import { expect, expectAccessible, test } from './fixtures';
import { cookiesOf, signInThroughApi } from './pages';
import { recordFeedback } from './watch';
import { expectWorkspacePage, workspaceMenu, workspacePage } from './site-pages';

test.beforeEach(async ({ backend }) => backend.reset());

// Harbor Tea (mei-lin) is a customer of Northwind; Tidewater Games is a customer of another client's sub-client.
const SITE = '/client/sitesManagement/sitesSetting/4101/www.harbor-tea.example';

test('a client opens a customer\'s site and one of its domains by URL, and changes a setting', async ({ page }) => {
  await signInThroughApi(page, 'client', ACCOUNTS.client);
  const clientToken = (await cookiesOf(page, 'client')).c_accessToken;
  expect((await cookiesOf(page, 'user')).u_accessToken).toBeUndefined();
  const authorizations: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/v1/user/site/4101')) authorizations.push(request.headers().authorization ?? '');
  });

  await page.goto(`${SITE}/m.harbor-tea.example`);
  const drawer = page.getByRole('dialog', { name: 'Domain m.harbor-tea.example' });
  await expect(drawer).toBeVisible({ timeout: 90_000 });
  await expect(page.getByRole('heading', { name: 'www.harbor-tea.example' })).toBeVisible();
  await expect(page.getByTestId('site-owner')).toHaveText('Customer: mei-lin (mei.lin@harbor-tea.example)');
  // "Back" goes to the client's sites list.
  await expect(page.getByRole('link', { name: "Back to your customers' sites" })).toHaveAttribute('href', '/client/sitesManagement/sitesList');
  await expectAccessible(page);

  // Closing the drawer leaves the domain's path: a reload does not open it again.
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(`${SITE}?tab=domains`);
  await expectWorkspacePage(page, 'Domains');

  // A setting of the customer's site, saved with the client's token.
  await workspacePage(page, 'Compression').click();
  await expect(page).toHaveURL(`${SITE}?tab=compress`);
  const webp = page.getByRole('switch', { name: 'Serve images as WebP' });
  await expect(webp).toBeChecked({ timeout: 60_000 });
  await webp.click();
  await page.getByRole('button', { name: 'Save' }).click();
  const review = page.getByRole('dialog', { name: 'Review the changes' });
  await review.getByRole('button', { name: 'Save 1 change' }).click();
  await expect(page.getByText('Compression saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Serve images as WebP' })).not.toBeChecked({ timeout: 60_000 });
  expect(authorizations.length).toBeGreaterThan(0);
  for (const authorization of authorizations) expect(authorization).toBe(`Bearer ${clientToken}`);
});

test('a client is refused a site outside its tenancy, with the catalogue\'s message', async ({ page }) => {
  const feedback = await recordFeedback(page);
  await signInThroughApi(page, 'client', ACCOUNTS.client);
  const codes: number[] = [];
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname === '/api/v1/user/site/4401') codes.push(((await response.json()) as { code: number }).code);
  });
  await page.goto('/client/sitesManagement/sitesSetting/4401/play.tidewater-games.example');
  await expect.poll(() => codes).toEqual([101018]);
  await expect(page.getByRole('alert').filter({ hasText: 'This site could not be opened.' })).toBeVisible({ timeout: 90_000 });
  await feedback.toast('You do not have permission to do this.');
  await expect(workspaceMenu(page)).toHaveCount(0);
  await page.getByRole('button', { name: "Back to your customers' sites" }).click();
  await expect(page).toHaveURL('/client/sitesManagement/sitesList');
  await expectAccessible(page);
});
