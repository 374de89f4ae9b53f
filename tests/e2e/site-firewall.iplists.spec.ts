// Firewall tab, allow and deny lists: create with the effect sentence, client-side checks that send
// nothing, a server refusal that keeps the input, edit with the change review, keyboard reordering,
// delete with confirmation, export and import into another site, hostile text, accessibility.
import { readFileSync, writeFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS } from './accounts';
import { expect, expectAccessible, test, compileFirstOnDevServer } from './fixtures';
import { signInThroughApi } from './pages';
import { countCalls, pickUpAndMove } from './watch';

test.beforeEach(async ({ backend }) => backend.reset());

compileFirstOnDevServer(['/src/features/site-workspace/firewall/FirewallTab.tsx']);

const HOSTILE = '<img src=x onerror=alert(1)>';

/** Opens one section of the firewall tab (the dev server loads the tab's code slowly the first time). */
async function openSection(page: Page, siteId: number, siteName: string, section: string, heading: string) {
  await page.goto(`/user/sitesManagement/sitesSetting/${siteId}/${siteName}?tab=firewall&section=${section}`);
  const region = page.getByRole('region', { name: heading, exact: true });
  await expect(region.getByRole('table')).toBeVisible({ timeout: 60_000 });
  await expect(region.getByRole('table')).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
  return region;
}

/** Types a long text at once (Playwright's fill slows down with every line of a textarea). */
async function paste(field: Locator, text: string) {
  await field.evaluate((element, value) => {
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
    setter.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  }, text);
}

/** Counts the calls of one method whose URL contains `fragment`. */
test('deny list: checks typed IPs before sending, explains the rule, creates it, and keeps the input on a refusal', async ({ page }) => {
  page.on('dialog', (dialog) => {
    throw new Error(`unexpected dialog: ${dialog.message()}`);
  });
  await signInThroughApi(page, 'user', ACCOUNTS.user);
  const section = await openSection(page, 4101, 'www.harbor-tea.example', 'blacklist', 'Deny list');
  await expect(section.getByRole('row').filter({ hasText: 'Card-testing bots' })).toBeVisible();
  const posts = countCalls(page, 'POST', '/firewall/setting/blacklist');

  await section.getByRole('button', { name: 'Add rule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add: Deny list entry' });
  const ips = dialog.getByRole('textbox', { name: 'IPs' });

  // A duplicate IP, 5001 IPs, an invalid CIDR: each shown next to the field, nothing sent.
  await ips.fill('203.0.113.77\n203.0.113.77');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Line 2: The same IP is listed twice.').filter({ visible: true })).toBeVisible();
  await paste(ips, Array.from({ length: 5001 }, (_, i) => `10.${Math.floor(i / 256)}.${i % 256}.1`).join('\n'));
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('At most 5000 IPs.').filter({ visible: true })).toBeVisible();
  // The deny list is spec 5's black IP list: IPs, CIDR ranges and ranges a-b with both ends valid, in order.
  const blackIp = 'Enter an IP, a CIDR range, or a range such as 203.0.113.1-203.0.113.50.';
  await ips.fill('203.0.113.0/33');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText(`Line 1: ${blackIp}`).filter({ visible: true })).toBeVisible();
  await ips.fill('203.0.113.1-203.0.113.50\n203.0.113.90-203.0.113.60');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText(`Line 2: ${blackIp}`).filter({ visible: true })).toBeVisible();
  expect(posts.count).toBe(0);

  // The effect sentence follows the typing.
  await ips.fill('198.51.100.200\n198.51.100.201');
  await dialog.getByRole('textbox', { name: 'URL expression' }).fill('^/checkout');
  for (const method of ['GET', 'DELETE', 'PUT', 'HEAD', 'PATCH', 'OPTIONS', 'Other methods']) await dialog.getByRole('checkbox', { name: method, exact: true }).uncheck();
  await expect(dialog.getByRole('status')).toHaveText(
    /Requests from 2 IPs \(198\.51\.100\.200 and 198\.51\.100\.201\) to URLs matching \^\/checkout with POST will be refused\./,
  );
  await dialog.getByRole('textbox', { name: 'Memo' }).fill(HOSTILE);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Deny list entry added')).toBeVisible();
  await expect(dialog).toBeHidden();
  const created = section.getByRole('row').filter({ hasText: '198.51.100.200' });
  await expect(created).toContainText(HOSTILE);
  await expect(created).toContainText('^/checkout');
  await expect(created).toContainText('POST');
  expect(posts.count).toBe(1);

  // The server refuses an IP already denied for the same URLs and methods: its message, the input kept.
  await section.getByRole('button', { name: 'Add rule' }).click();
  await ips.fill('203.0.113.45');
  await dialog.getByRole('textbox', { name: 'Memo' }).fill('Again');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('This data already exists.')).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(ips).toHaveValue('203.0.113.45');
  await expect(dialog.getByRole('textbox', { name: 'Memo' })).toHaveValue('Again');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expectAccessible(page);
});

test('deny list: edit with the change review, reorder by keyboard, delete after confirming', async ({ page }) => {
  await signInThroughApi(page, 'user', ACCOUNTS.user);
  const section = await openSection(page, 4101, 'www.harbor-tea.example', 'blacklist', 'Deny list');

  // Edit: the review lists exactly what changes.
  await section.getByRole('row').filter({ hasText: 'Review spammer' }).getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit: Deny list entry' });
  await expect(dialog.getByRole('checkbox', { name: 'POST', exact: true })).toBeChecked();
  await expect(dialog.getByRole('status')).toContainText('Requests from 1 IP (192.0.2.66) to any URL with POST or PUT will be refused.');
  await dialog.getByRole('textbox', { name: 'Memo' }).fill('Review spammer, again in November');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const review = page.getByRole('dialog', { name: 'Review the changes' });
  await expect(review.getByRole('row').filter({ hasText: 'Memo' })).toContainText('Review spammer, again in November');
  await review.getByRole('button', { name: 'Save 1 change' }).click();
  await expect(page.getByText('Deny list entry saved')).toBeVisible();
  await expect(section.getByRole('row').filter({ hasText: 'Review spammer, again in November' })).toBeVisible();

  // Reorder with the keyboard: the third rule goes first.
  await section.getByRole('button', { name: 'Change order' }).click();
  const order = page.getByRole('dialog', { name: 'Order of the rules: Deny list' });
  await pickUpAndMove(page, order, 'Review spammer, again in November', 3, 1);
  await page.keyboard.press('Space');
  await expect(order.getByRole('listitem').first()).toContainText('Review spammer, again in November');
  await order.getByRole('button', { name: 'Save order' }).click();
  await expect(page.getByText('Moved Review spammer, again in November to position 1 in Deny list').first()).toBeVisible();
  await expect(order).toBeHidden();
  const rows = section.getByRole('row');
  await expect(rows.nth(1)).toContainText('Review spammer, again in November');
  await expect(rows.nth(1)).toContainText('1');
  await expect(rows.nth(2)).toContainText('Card-testing bots');

  // Remove: asks first; cancelling keeps the rule.
  const probes = section.getByRole('row').filter({ hasText: 'WordPress probes' });
  await probes.getByRole('button', { name: 'Remove' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this rule?' });
  await expect(confirm).toContainText('The rule "WordPress probes" will be removed from www.harbor-tea.example.');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(probes).toBeVisible();
  await probes.getByRole('button', { name: 'Remove' }).click();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Removed WordPress probes from Deny list')).toBeVisible();
  await expect(probes).toHaveCount(0);
  await expect(section.getByRole('row')).toHaveCount(3);
  await expectAccessible(page);
});

test('allow list: exported from one site, refused when the file is bad, imported into another', async ({ page }, testInfo) => {
  await signInThroughApi(page, 'user', ACCOUNTS.user);
  const section = await openSection(page, 4101, 'www.harbor-tea.example', 'whitelist', 'Allow list');
  await expect(section.getByRole('row').filter({ hasText: 'Office NAT, Dihua Street' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Export JSON' }).click();
  const file = testInfo.outputPath('allow-list.json');
  await (await downloading).saveAs(file);
  const exported = JSON.parse(readFileSync(file, 'utf8')) as { kind: string; rules: { ips: string[] }[] };
  expect(exported.kind).toBe('firewall.whitelist');
  expect(exported.rules.map((rule) => rule.ips)).toEqual([['192.0.2.10', '192.0.2.11'], ['203.0.113.200']]);

  await openSection(page, 4103, 'api.harbor-tea.example', 'whitelist', 'Allow list');
  await expect(section.getByText('No IP is on the allow list.')).toBeVisible();
  const posts = countCalls(page, 'POST', '/firewall/setting/whitelist');

  // A file with a bad rule is refused whole.
  const bad = testInfo.outputPath('bad.json');
  writeFileSync(bad, JSON.stringify({ ...exported, rules: [...exported.rules, { ips: ['192.0.2.300'], blockType: 'accept' }] }));
  await section.getByLabel('Rule file to import').setInputFiles(bad);
  const failed = page.getByRole('dialog', { name: 'Import failed' });
  await expect(failed).toContainText('Rule 3 of the file is not valid');
  await expect(failed).toContainText('Nothing was changed.');
  await failed.getByRole('button', { name: 'OK' }).click();
  await expect(section.getByText('No IP is on the allow list.')).toBeVisible();
  expect(posts.count).toBe(0);

  await section.getByLabel('Rule file to import').setInputFiles(file);
  const confirm = page.getByRole('dialog', { name: 'Import rules' });
  await expect(confirm).toContainText('2 rules from allow-list.json will be added to api.harbor-tea.example.');
  await confirm.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText('Imported 2 rules.')).toBeVisible();
  await expect(section.getByRole('row').filter({ hasText: 'Office NAT, Dihua Street' })).toBeVisible();
  await expect(section.getByRole('row').filter({ hasText: 'Payment gateway callbacks' })).toContainText('^/api/payments/');
  expect(posts.count).toBe(2);
  await expectAccessible(page);
});
