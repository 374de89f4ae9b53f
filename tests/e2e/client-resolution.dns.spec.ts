import { ACCOUNTS } from './accounts';
import { expect, expectAccessible, test } from './fixtures';
import { Shell, signInThroughApi } from './pages';
import { recordFeedback } from './watch';

test.beforeEach(async ({ backend }) => backend.reset());

test('an operator sends unprocessed DNS records again and reads which nodes are not published', async ({ page }) => {
  const feedback = await recordFeedback(page);
  await signInThroughApi(page, 'client', ACCOUNTS.client);
  await page.goto('/client/dashboard');
  const nav = new Shell(page).nav();
  await nav.getByRole('button', { name: 'Nodes' }).click();
  await nav.getByRole('link', { name: 'Resolution' }).click();
  await expect(page).toHaveURL('/client/nodeManage/resolutionTitle', { timeout: 90_000 });
  const records = page.getByRole('table', { name: 'Unprocessed DNS records' });
  await expect(records.getByText('tokyo.cdn.northwind-cdn.example')).toBeVisible({ timeout: 90_000 });
  await expect(records.getByText('cloudflare: timeout after 5000 ms')).toBeVisible();

  await records.getByRole('checkbox', { name: 'Select tokyo.cdn.northwind-cdn.example' }).check();
  await records.getByRole('checkbox', { name: 'Select frankfurt.cdn.northwind-cdn.example' }).check();
  await page.getByRole('button', { name: 'Send again', exact: true }).click();
  await page.getByRole('dialog', { name: 'Send 2 record changes to the DNS provider again?' }).getByRole('button', { name: 'Send again' }).click();
  await feedback.toast('2 record changes sent to the DNS provider again');
  await expect(records.getByText('tokyo.cdn.northwind-cdn.example')).toHaveCount(0);
  await expect(records.getByText('s4102.cdn.northwind-cdn.example')).toBeVisible();

  const nodes = page.getByRole('table', { name: 'Node DNS status' });
  await expect(nodes.getByText('edge-ams-02', { exact: true })).toBeVisible();
  await expect(nodes.getByText('Not published').first()).toBeVisible();
  await expect(nodes.getByText('Published', { exact: true })).toHaveCount(0);
  await page.getByRole('radiogroup', { name: 'DNS state' }).getByText('Published', { exact: true }).click();
  await expect(nodes.getByText('Published', { exact: true }).first()).toBeVisible();
  await expect(nodes.getByText('Not published')).toHaveCount(0);
  await expectAccessible(page);
});
