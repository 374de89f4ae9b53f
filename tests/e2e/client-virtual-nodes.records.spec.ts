import { ACCOUNTS } from './accounts';
import { expect, expectAccessible, test } from './fixtures';
import { Shell, signInThroughApi } from './pages';
import { recordFeedback } from './watch';

test.beforeEach(async ({ backend }) => backend.reset());

test('an operator creates a virtual node, gives it a CNAME record, edits it, and cannot remove one a group line holds', async ({ page }) => {
  const feedback = await recordFeedback(page);
  await signInThroughApi(page, 'client', ACCOUNTS.client);
  await page.goto('/client/dashboard');
  const nav = new Shell(page).nav();
  await nav.getByRole('button', { name: 'Nodes' }).click();
  await nav.getByRole('link', { name: 'Virtual nodes' }).click();
  await expect(page).toHaveURL('/client/nodeManage/vNode', { timeout: 90_000 });
  const table = page.getByRole('table', { name: 'Virtual nodes' });
  await expect(table.getByText('partner-cdn-taipei')).toBeVisible({ timeout: 90_000 });

  // A virtual node on a group line cannot be removed: the catalogue's message.
  await table.getByRole('button', { name: 'Remove partner-cdn-taipei' }).click();
  await page.getByRole('dialog', { name: 'Remove the virtual node partner-cdn-taipei?' }).getByRole('button', { name: 'Remove' }).click();
  await feedback.toast('The virtual node is in use.');
  await expect(table.getByText('partner-cdn-taipei')).toBeVisible();

  await page.getByRole('button', { name: 'Add virtual node' }).click();
  const form = page.getByRole('dialog', { name: 'Add: Virtual node' });
  await form.getByRole('textbox', { name: 'Name' }).fill('partner-cdn-kaohsiung');
  await form.getByRole('button', { name: 'Create' }).click();
  await feedback.toast('Virtual node added');
  await table.getByRole('button', { name: 'Records of partner-cdn-kaohsiung' }).click();
  const records = page.getByRole('table', { name: 'Records of partner-cdn-kaohsiung' });
  await expect(page.getByText('No record yet: the virtual node serves nothing.')).toBeVisible();
  await page.getByRole('button', { name: 'Add record' }).click();
  const record = page.getByRole('dialog', { name: 'Add: Record' });
  await record.getByRole('textbox', { name: /cname/i }).fill('khh.edge.partner-cdn.example');
  await record.getByRole('button', { name: 'Create' }).click();
  await feedback.toast('Record added');
  await expect(records.getByText('khh.edge.partner-cdn.example')).toBeVisible();
  await expectAccessible(page);

  // A record edited in place (PUT virtualNode/{id}/record): a bad host name is refused on the page, then saved.
  const puts: string[] = [];
  page.on('request', (r) => r.method() === 'PUT' && /\/api\/v1\/client\/virtualNode\/\d+\/record$/.test(r.url()) && puts.push(r.url()));
  await records.getByRole('button', { name: /^Edit \d+$/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit: Record' });
  await expect(edit.getByRole('textbox', { name: /cname/i })).toHaveValue('khh.edge.partner-cdn.example');
  await edit.getByRole('textbox', { name: /cname/i }).fill('not a host');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByRole('textbox', { name: /cname/i })).toHaveAccessibleDescription(/.+/);
  expect(puts).toHaveLength(0);
  await edit.getByRole('textbox', { name: /cname/i }).fill('khh2.edge.partner-cdn.example');
  await edit.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('dialog', { name: 'Review the changes' }).getByRole('button', { name: /Save/ }).click();
  await feedback.toast('Record saved');
  expect(puts).toHaveLength(1);
  await expect(records.getByText('khh2.edge.partner-cdn.example')).toBeVisible();

  // Both records removed as a selection, after a confirmation naming the count.
  await records.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
  await page.getByRole('button', { name: 'Remove selected' }).click();
  await page.getByRole('dialog', { name: 'Remove 1 record?' }).getByRole('button', { name: 'Remove' }).click();
  await feedback.toast('from Records of');
  await expect(page.getByText('No record yet: the virtual node serves nothing.')).toBeVisible();
});
