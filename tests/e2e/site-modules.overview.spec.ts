// Modules tab: which module kinds the site uses (module/exists), every module with its domains, the shared
// binding dialog (here for a WAF module, moving a domain from another module), and the way to each kind's tab.
import { expect, expectAccessible, test } from './fixtures';
import { openSiteTab } from './site-pages';

test.beforeEach(async ({ backend }) => backend.reset());
// The dev server compiles each screen on its first visit: slow on a shared machine.
test.describe.configure({ timeout: 180_000 });

test('shows the kinds in use and every module with its domains; binds domains through the shared dialog; leads to a kind', async ({ page }) => {
  page.on('dialog', (dialog) => {
    throw new Error(`unexpected dialog: ${dialog.message()}`);
  });
  await openSiteTab(page, 'modules');
  await expect(page.getByRole('heading', { name: 'Modules', exact: true })).toBeVisible({ timeout: 100_000 });

  const kinds = page.getByRole('list', { name: 'Module kinds' });
  await expect(kinds.getByRole('listitem').filter({ hasText: 'CORS' })).toContainText('In use');
  await expect(kinds.getByRole('listitem').filter({ hasText: 'CORS' })).toContainText('2 modules');
  await expect(kinds.getByRole('listitem').filter({ hasText: 'Proxy rewrite' })).toContainText('1 module');
  await expect(kinds.getByRole('listitem').filter({ hasText: 'Token authentication' })).toContainText('Not used');

  const table = page.getByRole('table', { name: 'Modules of the site' });
  const redirects = table.getByRole('row').filter({ hasText: 'old-catalogue-paths' });
  await expect(redirects).toContainText('URL redirect');
  await expect(redirects).toContainText('www.harbor-tea.example');
  await expectAccessible(page);

  // The shared dialog binds any kind: here the first WAF module takes static.harbor-tea.example.
  const waf = table.getByRole('row').filter({ hasText: 'WAF' }).first();
  const wafName = (await waf.getByRole('cell').nth(1).innerText()).trim();
  await waf.getByRole('button', { name: `Domains using ${wafName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Domains using ${wafName}` });
  await dialog.getByRole('combobox', { name: 'Domains' }).click();
  await page.getByRole('option', { name: /^static\.harbor-tea\.example/ }).click();
  await dialog.getByText(/A domain uses at most one module of a kind/).click(); // closes the list of domains
  await expect(dialog.getByRole('status')).toContainText('1 to add, 0 to remove.');
  const assigning = page.waitForRequest((request) => request.method() === 'PUT' && request.url().includes('/domains/module/waf'));
  const seen = page.getByText(`Domains using ${wafName} saved`).first().waitFor({ state: 'visible', timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await seen;
  await expect(waf).toContainText('static.harbor-tea.example');
  await assigning; // PUT domains/module/waf (its body is streamed by the transport, so not readable here)

  // Nothing changed: said so, nothing sent.
  await waf.getByRole('button', { name: `Domains using ${wafName}` }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Nothing has changed.')).toBeVisible();

  await kinds.getByRole('button', { name: 'Manage CORS modules' }).click();
  await expect(page).toHaveURL(/tab=cors/);
  await expect(page.getByRole('heading', { name: 'CORS', exact: true })).toBeVisible({ timeout: 60_000 });
});
