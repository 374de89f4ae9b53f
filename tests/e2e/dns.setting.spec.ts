import { ACCOUNTS } from './accounts';
import { expect, expectAccessible, test } from './fixtures';
import { LoginPage, openSignedIn, Shell } from './pages';

test.beforeEach(async ({ backend }) => backend.reset());

test('a new operator sets up DNS, tests it, saves it, and is not sent there again', async ({ page }) => {
  await new LoginPage(page).signIn('client', ACCOUNTS.reseller.email, ACCOUNTS.reseller.password);
  await expect(page).toHaveURL('/client/systemManagement/dnsSetting');
  await expect(page.getByText('Set up DNS first')).toBeVisible();
  await expectAccessible(page);

  let posts = 0;
  page.on('request', (r) => r.url().includes('/api/v1/client/setting/dns') && r.method() === 'POST' && posts++);
  await page.getByRole('textbox', { name: 'CNAME domain', exact: true }).fill('CDN.Skyline.example');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter a domain in lowercase, such as cdn.example.com.')).toBeVisible();
  await expect(page.getByText('This field is required.')).toBeVisible();
  expect(posts).toBe(0);

  await page.getByRole('textbox', { name: 'CNAME domain', exact: true }).fill('cdn.skyline-resell.example');
  await page.getByRole('textbox', { name: 'API token', exact: true }).fill('cf_bad');
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByText('The DNS settings are not valid.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'CNAME domain', exact: true })).toHaveValue('cdn.skyline-resell.example');

  await page.getByRole('textbox', { name: 'API token', exact: true }).fill('cf_Yk2l9QZp1vX8wR4t6uN0mB3s5d7f3f9a');
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByText('The DNS provider accepted these credentials for cdn.skyline-resell.example')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('DNS setting saved: new sites get their CNAME under cdn.skyline-resell.example')).toBeVisible();
  await expect(page.getByText(/Current: cdn\.skyline-resell\.example at Cloudflare/)).toBeVisible();

  await new Shell(page).logout();
  await new LoginPage(page).submit(ACCOUNTS.reseller.email, ACCOUNTS.reseller.password);
  await expect(page).toHaveURL('/client/dashboard');
});

test('removing the DNS setting asks first', async ({ page }) => {
  await openSignedIn(page, 'client', ACCOUNTS.client);
  await new Shell(page).nav().getByRole('button', { name: 'System' }).click();
  await new Shell(page).nav().getByRole('link', { name: 'DNS settings' }).click();
  await expect(page.getByText(/Current: .* at Cloudflare/)).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Remove' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove the DNS setting?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText(/Current: .* at Cloudflare/)).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Remove' }).click();
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('DNS setting removed')).toBeVisible();
  await expect(page.getByText('Set up DNS first')).toBeVisible();
});
