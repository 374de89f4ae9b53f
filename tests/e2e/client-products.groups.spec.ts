// The groups of a product (spec 7: product/{productID}/groups), from the product's row: its groups with their
// lines and node states, the choice of groups and backup group (one zone, said before sending), and a group forced
// to its backup line or refused when that line is empty (the catalogue's message).
import { ACCOUNTS } from './accounts';
import { expect, expectAccessible, test } from './fixtures';
import { signInThroughApi } from './pages';
import { countCalls, recordFeedback } from './watch';

test.beforeEach(async ({ backend }) => backend.reset());
test.describe.configure({ timeout: 180_000 });

test('an operator reads and manages the groups of a product from its row', async ({ page }) => {
  const feedback = await recordFeedback(page);
  const puts = countCalls(page, 'PUT', /\/api\/v1\/client\/product$/);
  await signInThroughApi(page, 'client', ACCOUNTS.client);
  await page.goto('/client/sitesManagement/productsList');
  await page.getByRole('button', { name: 'Groups of Business' }).click({ timeout: 100_000 });
  const drawer = page.getByRole('dialog', { name: 'Groups of Business' });

  // Its group and its backup group, each with its zone and its lines' members and their states.
  const main = drawer.getByRole('region', { name: 'Group tpe-main' });
  await expect(main.getByText('Taipei', { exact: true })).toBeVisible();
  await expect(main.getByText('edge-tpe-01 (n-41) · Normal')).toBeVisible();
  await expect(main.getByText('partner-cdn-taipei (v-1)')).toBeVisible();
  const overflow = drawer.getByRole('region', { name: 'Group tpe-overflow' });
  await expect(overflow.getByText('Backup group', { exact: true })).toBeVisible();
  await expect(overflow.getByRole('link', { name: 'Edit the lines of tpe-overflow' })).toHaveAttribute('href', '/client/nodeManage/zonesList/1?tab=groups');
  await expectAccessible(page);

  // Groups of two zones: said next to the field, nothing sent.
  const groups = drawer.getByRole('combobox', { name: 'Groups' });
  await groups.click();
  await page.getByRole('option', { name: 'tyo-main · Tokyo' }).click();
  await page.keyboard.press('Escape');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.getByText('The groups and the backup group of a product must all be of one zone.').first()).toBeVisible();
  expect(puts.count).toBe(0);

  // One zone: the question names the sites that move, then the product uses the new groups.
  await groups.click();
  await page.getByRole('option', { name: 'tyo-main · Tokyo' }).click();
  await page.getByRole('option', { name: 'tpe-lab · Taipei' }).click();
  await page.keyboard.press('Escape');
  await drawer.getByRole('button', { name: 'Save' }).click();
  const ask = page.getByRole('dialog', { name: 'Change the groups of Business?' });
  await expect(ask).toContainText(/of the product will resolve to these groups\./);
  await expect(ask.getByText('Groups: tpe-main · Taipei, tpe-lab · Taipei. Backup group: tpe-overflow · Taipei.')).toBeVisible();
  await ask.getByRole('button', { name: 'Apply' }).click();
  await feedback.toast('Groups of Business saved');
  expect(puts.count).toBe(1);
  const lab = drawer.getByRole('region', { name: 'Group tpe-lab' });
  await expect(lab).toBeVisible();

  // Refused: a group whose backup line is empty cannot be forced to it (the catalogue's message).
  await lab.getByRole('button', { name: 'Serve from the backup line' }).click();
  await page.getByRole('dialog', { name: 'Serve tpe-lab from its backup line?' }).getByRole('button', { name: 'Serve from the backup line' }).click();
  await feedback.toast('Some of the values are not valid.');
  await expect(lab.getByText('Forced to backup')).toHaveCount(0);

  // A group with a backup line is forced to it, and back.
  await main.getByRole('button', { name: 'Serve from the backup line' }).click();
  const force = page.getByRole('dialog', { name: 'Serve tpe-main from its backup line?' });
  await expect(force).toContainText(/of the group (is|are) served by its backup line whatever the state of the main line\. That line has 1 member\./);
  await force.getByRole('button', { name: 'Serve from the backup line' }).click();
  await feedback.toast('Set Success');
  await expect(main.getByText('Forced to backup')).toBeVisible();
  await main.getByRole('button', { name: 'Serve from the main line' }).click();
  await page.getByRole('dialog', { name: 'Serve tpe-main from its main line again?' }).getByRole('button', { name: 'Serve from the main line' }).click();
  await expect(main.getByText('Forced to backup')).toHaveCount(0);
  await expectAccessible(page);
});
