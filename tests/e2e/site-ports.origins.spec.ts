import type { Page } from '@playwright/test';
import { ACCOUNTS } from './accounts';
import { expect as baseExpect, expectAccessible, test } from './fixtures';
import { signInThroughApi } from './pages';

// The dev server on a shared machine can take several seconds to answer; the build answers at once.
const expect = baseExpect.configure({ timeout: 15_000 });

test.beforeEach(async ({ backend }) => backend.reset());

/** Runs an action and expects its success message, watched from before the action (the message shows for 3 seconds). */
async function succeeds(page: Page, message: string, action: () => Promise<unknown>) {
  const shown = expect(page.getByText(message).first()).toBeVisible({ timeout: 20_000 });
  await action();
  await shown;
}


test('the origins of a port are added, edited through the change review and removed', async ({ page }) => {
  await signInThroughApi(page, 'user', ACCOUNTS.user);
  await page.goto('/user/sitesManagement/sitesSetting/4111/tcp-relay.harbor-tea.example?tab=ports');
  await page.getByRole('button', { name: 'Origins of port 7443' }).click({ timeout: 60_000 });
  const modal = page.getByRole('dialog', { name: 'Origins of port 7443' });
  const origins = modal.getByRole('table', { name: 'Origins of port 7443' });
  await expect(origins.getByRole('row')).toHaveCount(3);
  await expectAccessible(page);
  let writes = 0;
  page.on('request', (r) => r.url().includes('/api/v1/user/site/4111/port/') && r.method() !== 'GET' && writes++);

  // The same address and port as an origin the port has, then a weight out of range: nothing is sent.
  await modal.getByRole('button', { name: 'Add an origin' }).click();
  const form = page.getByRole('dialog', { name: 'Add an origin' });
  await form.getByRole('textbox', { name: 'Address' }).fill('198.51.100.40');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByText('The same IP is listed twice.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Address' }).fill('198.51.100.42');
  await form.getByRole('textbox', { name: 'Weight' }).fill('150');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByText('Enter a whole number from 1 to 100.')).toBeVisible();
  expect(writes).toBe(0);

  await form.getByRole('textbox', { name: 'Weight' }).fill('2');
  await succeeds(page, 'Origin 198.51.100.42:7443 added to port 7443', () => form.getByRole('button', { name: 'Create' }).click());
  const added = origins.getByRole('row', { name: /198\.51\.100\.42 7443 2/ });
  await expect(added).toBeVisible();

  await page.getByRole('button', { name: 'Edit origin 198.51.100.42:7443' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit the origin' });
  await edit.getByRole('textbox', { name: 'Weight' }).fill('5');
  await edit.getByRole('switch', { name: 'Enabled' }).click();
  await edit.getByRole('button', { name: 'Save' }).click();
  const review = page.getByRole('dialog', { name: 'Review the changes' });
  await expect(review.getByRole('row', { name: 'Weight 2 5' })).toBeVisible();
  await expect(review.getByRole('row', { name: 'Enabled On Off' })).toBeVisible();
  await succeeds(page, 'Origin 198.51.100.42:7443 of port 7443 saved', () => review.getByRole('button', { name: 'Save 2 changes' }).click());
  await expect(origins.getByRole('row', { name: /198\.51\.100\.42 7443 5 Off/ })).toBeVisible();
  // The list of ports shows the change too.
  await modal.getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByRole('table', { name: 'Layer-4 ports' }).getByRole('row', { name: /7443\/TCP/ })).toContainText('198.51.100.42:7443 off');

  await page.getByRole('button', { name: 'Origins of port 7443' }).click();
  await page.getByRole('button', { name: 'Remove origin 198.51.100.42:7443' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this origin?' });
  await expect(confirm.getByText('Connections to port 7443 will no longer go to 198.51.100.42:7443.')).toBeVisible();
  await succeeds(page, 'Origin 198.51.100.42:7443 removed from port 7443', () => confirm.getByRole('button', { name: 'Remove' }).click());
  await expect(origins.getByRole('row', { name: /198\.51\.100\.42/ })).toHaveCount(0);
});

test('a website site explains layer-4 forwarding and opens and closes the zone listening ports', async ({ page }) => {
  await signInThroughApi(page, 'user', ACCOUNTS.user);
  await page.goto('/user/sitesManagement/sitesSetting/4101/www.harbor-tea.example?tab=ports');
  await expect(page.getByText('This site serves websites (layer 7)')).toBeVisible({ timeout: 60_000 });
  const listening = page.getByRole('table', { name: 'Listening ports of the zone' });
  await expect(listening.getByRole('row', { name: /^2053 HTTPS Closed/ })).toBeVisible();
  await expect(listening.getByRole('row', { name: /^80 HTTP Open 12 In use/ })).toBeVisible();
  await expectAccessible(page);

  await succeeds(page, 'Port 2053 opened', () => page.getByRole('button', { name: 'Open port 2053' }).click());
  await expect(listening.getByRole('row', { name: /^2053 HTTPS Open 0/ })).toBeVisible();

  await page.getByRole('button', { name: 'Close port 2053' }).click();
  const confirm = page.getByRole('dialog', { name: 'Close port 2053?' });
  await confirm.getByRole('button', { name: 'Close the port' }).click();
  await expect(listening.getByRole('row', { name: /^2053 HTTPS Closed/ })).toBeVisible();
});
