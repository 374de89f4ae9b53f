// Sub nodes and sub IPs of a node (spec 3): shown in the node's drawer, edited with the sub-IP editor (the
// contract's NodeUpdate: IP addresses, no duplicates), which says which sub nodes come and go before sending.
import { ACCOUNTS } from './accounts';
import { expect, expectAccessible, test } from './fixtures';
import { signInThroughApi } from './pages';
import { countCalls, recordFeedback } from './watch';

test.beforeEach(async ({ backend }) => backend.reset());
test.describe.configure({ timeout: 180_000 });

test('an operator edits the sub IPs of a node: bad lines are refused before sending, the main IP by the server, a spare address becomes a sub node', async ({ page }) => {
  const feedback = await recordFeedback(page);
  const patches = countCalls(page, 'PATCH', /\/api\/v1\/client\/zone\/\d+\/nodes$/);
  await signInThroughApi(page, 'client', ACCOUNTS.client);
  await page.goto('/client/nodeManage/nodesList');
  await page.getByRole('textbox', { name: 'Search by node name' }).fill('tpe-01', { timeout: 90_000 });
  await page.getByRole('button', { name: 'edge-tpe-01', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Node edge-tpe-01' });
  const subs = drawer.getByRole('table', { name: 'Sub nodes' });
  await expect(subs.getByText('41-1')).toBeVisible();
  await expect(subs.getByText('203.0.113.111')).toBeVisible();

  await drawer.getByRole('button', { name: 'Edit sub IPs' }).click();
  const editor = page.getByRole('dialog', { name: 'Sub IPs: edge-tpe-01' });
  const addresses = editor.getByRole('table', { name: 'Addresses of the node' });
  await expect(addresses.getByRole('row').filter({ hasText: 'Main IP' })).toContainText('203.0.113.11');
  await expect(addresses.getByRole('row').filter({ hasText: '203.0.113.111' })).toContainText('41-1');
  const lines = editor.getByRole('textbox', { name: 'Sub IPs' });
  await expect(lines).toHaveValue('203.0.113.111');

  // A line that is not an address, and a duplicate: said next to the list, nothing sent.
  await lines.fill('203.0.113.111\n203.0.113.300');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(lines).toHaveAccessibleDescription(/Line 2:/);
  await lines.fill('203.0.113.111\n203.0.113.111');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(lines).toHaveAccessibleDescription(/Each item may appear only once\./);
  expect(patches.count).toBe(0);

  // The node's main IP is refused by the server: the catalogue's message, said next to the list, what was typed kept.
  await lines.fill('203.0.113.111\n203.0.113.11');
  await editor.getByRole('button', { name: 'Save' }).click();
  const ask = page.getByRole('dialog', { name: 'Change the sub IPs of edge-tpe-01?' });
  await expect(ask.getByText('A sub node is added for 203.0.113.11.')).toBeVisible();
  await ask.getByRole('button', { name: 'Apply' }).click();
  await feedback.toast('Some of the values are not valid.');
  await expect(lines).toHaveAccessibleDescription(/Only the node's own spare addresses can be sub IPs/);
  await expect(lines).toHaveValue('203.0.113.111\n203.0.113.11');
  expect(patches.count).toBe(1);

  // A spare address picked from the node's own, the old one left out: the question says what comes and goes.
  await lines.fill('');
  await editor.getByRole('group', { name: 'Spare addresses of the node:' }).getByText('203.0.113.112').click();
  await expect(lines).toHaveValue('203.0.113.112');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(ask.getByText('A sub node is added for 203.0.113.112.')).toBeVisible();
  await expect(ask.getByText('Sub node 41-1 (203.0.113.111) is removed.')).toBeVisible();
  await expectAccessible(page);
  await ask.getByRole('button', { name: 'Apply' }).click();
  await feedback.toast('Sub IPs of edge-tpe-01 saved');
  await expect(editor).toBeHidden();
  await expect(subs.getByText('203.0.113.112')).toBeVisible();
  await expect(subs.getByText('41-1', { exact: true })).toHaveCount(0);
  await expectAccessible(page);
});
