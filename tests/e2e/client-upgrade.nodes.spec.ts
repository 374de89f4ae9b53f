import { ACCOUNTS } from './accounts';
import { expect, expectAccessible, test } from './fixtures';
import { Shell, signInThroughApi } from './pages';
import { recordFeedback } from './watch';

test.beforeEach(async ({ backend }) => backend.reset());

test('an operator upgrades a selection of nodes, sees a refused one, and reads a node upgrade log', async ({ page }) => {
  const feedback = await recordFeedback(page);
  await signInThroughApi(page, 'client', ACCOUNTS.client);
  await page.goto('/client/dashboard');
  const nav = new Shell(page).nav();
  await nav.getByRole('button', { name: 'System' }).click();
  await nav.getByRole('link', { name: 'System upgrade' }).click();
  await expect(page).toHaveURL('/client/systemManagement/systemUpgrade', { timeout: 90_000 });
  await expect(page.getByRole('heading', { name: 'Latest release: 3.8.2' })).toBeVisible({ timeout: 90_000 });
  await expect(page.getByText('19 nodes run an older version.')).toBeVisible();
  const table = page.getByRole('table', { name: 'Node versions' });
  await page.getByRole('combobox', { name: 'Upgrade' }).click();
  await page.getByRole('option', { name: 'Not updated' }).click();
  await page.keyboard.press('Escape');
  await expect(table.getByText('edge-osa-01', { exact: true })).toBeVisible();

  // A 2.x agent cannot be upgraded from the console: the catalogue's message.
  await table.getByRole('checkbox', { name: 'Select edge-osa-01' }).check();
  await page.getByRole('group', { name: 'Actions on the selected rows' }).getByRole('button', { name: 'Upgrade' }).click();
  await page.getByRole('dialog', { name: 'Upgrade edge-osa-01 to 3.8.2?' }).getByRole('button', { name: 'Upgrade' }).click();
  await feedback.toast("The node's version does not match.");
  await table.getByRole('checkbox', { name: 'Select edge-osa-01' }).uncheck();

  // A selection of two reachable nodes is upgraded after a confirmation naming the count.
  await table.getByRole('checkbox', { name: 'Select edge-tpe-03' }).check();
  await table.getByRole('checkbox', { name: 'Select edge-tyo-02' }).check();
  await page.getByRole('group', { name: 'Actions on the selected rows' }).getByRole('button', { name: 'Upgrade' }).click();
  const confirm = page.getByRole('dialog', { name: 'Upgrade 2 nodes to 3.8.2?' });
  await confirm.getByRole('button', { name: 'Upgrade' }).click();
  await feedback.toast('Upgrade request sent');
  // Upgraded (or under way), they leave the nodes not updated; a node never upgraded from the console has an empty log.
  await expect(table.getByText('edge-tpe-03', { exact: true })).toHaveCount(0);
  await table.getByRole('button', { name: 'Upgrade log of edge-tyo-03' }).click();
  const log = page.getByRole('dialog', { name: 'Upgrade log of edge-tyo-03' });
  await expect(log.getByText('This node has not been upgraded from the console yet.')).toBeVisible();
  await expectAccessible(page);
});
