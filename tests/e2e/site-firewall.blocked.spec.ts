// Firewall tab, blocked IPs of a site: search by IP and cause, sort, unblock one and all after confirming,
// the list reflecting each change, accessibility.
import { ACCOUNTS } from './accounts';
import { expect, expectAccessible, test, compileFirstOnDevServer } from './fixtures';
import { signInThroughApi } from './pages';

test.beforeEach(async ({ backend }) => backend.reset());

compileFirstOnDevServer(['/src/features/site-workspace/firewall/FirewallTab.tsx']);

test('blocked IPs of a site: searched, sorted, unblocked one by one and all at once', async ({ page }) => {
  await signInThroughApi(page, 'user', ACCOUNTS.user);
  // The tab reads the site's own list (GET site/{siteId}/firewall/setting/blockIPs) until it is searched or re-sorted.
  const ownList = page.waitForResponse((r) => r.url().includes('/api/v1/user/site/4101/firewall/setting/blockIPs?') && r.ok());
  await page.goto('/user/sitesManagement/sitesSetting/4101/www.harbor-tea.example?tab=firewall&section=blocked');
  await ownList;
  const section = page.getByRole('region', { name: 'Blocked IPs', exact: true });
  const table = section.getByRole('table', { name: 'Blocked IPs of www.harbor-tea.example' });
  await expect(table).toHaveAttribute('aria-busy', 'false', { timeout: 60_000 });
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(7);
  await expect(section.getByText('6 in all')).toBeVisible();

  // Search by IP (a typed value that is not an IP is named and ignored), then by cause.
  const ips = section.getByRole('combobox', { name: 'Search by IP' });
  await ips.fill('not-an-ip');
  await ips.press('Enter');
  await expect(section.getByText('Not an IP: not-an-ip')).toBeVisible();
  await expect(rows).toHaveCount(7);
  await ips.fill('203.0.113.45');
  await ips.press('Enter');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Deny list');
  await ips.press('Backspace');
  await ips.press('Backspace');
  await expect(rows).toHaveCount(7);
  await section.getByRole('combobox', { name: 'Cause' }).click();
  await page.getByRole('option', { name: 'Anti-CC' }).click();
  await page.keyboard.press('Escape');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('203.0.113.46');
  await section.getByRole('combobox', { name: 'Cause' }).press('Backspace');
  await expect(rows).toHaveCount(7);

  // Sort by IP.
  await table.getByRole('button', { name: 'IP' }).click();
  await expect(table.getByRole('columnheader', { name: /IP/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows.nth(1)).toContainText('192.0.2.150');

  // Unblock one, after confirming.
  const one = rows.filter({ hasText: '198.51.100.77' });
  await one.getByRole('button', { name: 'Unblock' }).click();
  const confirm = page.getByRole('dialog', { name: 'Unblock 198.51.100.77?' });
  await expect(confirm).toContainText('The edge will accept requests from 198.51.100.77 to www.harbor-tea.example again');
  await confirm.getByRole('button', { name: 'Unblock' }).click();
  await expect(page.getByText('1 IP unblocked.')).toBeVisible();
  await expect(one).toHaveCount(0);
  await expect(section.getByText('5 in all')).toBeVisible();

  // Unblock all: cancelling keeps them; confirming empties the list.
  await section.getByRole('button', { name: 'Unblock all' }).click();
  const all = page.getByRole('dialog', { name: 'Unblock all 5 blocked IPs?' });
  await expect(all).toContainText('Every IP blocked for www.harbor-tea.example is unblocked');
  await all.getByRole('button', { name: 'Cancel' }).click();
  await expect(rows).toHaveCount(6);
  await section.getByRole('button', { name: 'Unblock all' }).click();
  await all.getByRole('button', { name: 'Unblock all' }).click();
  await expect(section.getByText('No IP is blocked right now.')).toBeVisible();
  await expect(page.getByRole('tab', { name: /Blocked IPs/ })).toHaveAttribute('aria-selected', 'true');
  await expectAccessible(page);
});
