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


// tcp-relay.harbor-tea.example: a layer-4 site in zone 3 forwarding 7443, 7444 and 12000 (limit 50 ports).
const PORTS_TAB = '/user/sitesManagement/sitesSetting/4111/tcp-relay.harbor-tea.example?tab=ports';

async function openPorts(page: Page) {
  await signInThroughApi(page, 'user', ACCOUNTS.user);
  await page.goto(PORTS_TAB);
  const table = page.getByRole('table', { name: 'Layer-4 ports' });
  await expect(table.getByRole('row', { name: /7443\/TCP/ })).toBeVisible({ timeout: 60_000 });
  return table;
}

/** Counts the calls that would write ports, to prove that bad input sends nothing. */
function countWrites(page: Page) {
  const writes = { count: 0 };
  page.on('request', (r) => {
    if (/\/api\/v1\/user\/site\/4111\/port(\/batchCreate)?$/.test(r.url()) && r.method() !== 'GET') writes.count++;
  });
  return writes;
}

test('ports are added in a batch after the client refuses bad ports and the server refuses a taken one', async ({ page }) => {
  const table = await openPorts(page);
  await expect(page.getByText('3 of 50 ports used')).toBeVisible();
  await expectAccessible(page);
  const writes = countWrites(page);

  await page.getByRole('button', { name: 'Add ports' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add layer-4 ports' });
  const ports = dialog.getByRole('textbox', { name: 'Forwarding ports' });
  const create = dialog.getByRole('button', { name: 'Create' });
  await dialog.getByRole('textbox', { name: 'Origin address 1' }).fill('198.51.100.7');

  // Reserved, out of range, a zone listening port, a port the site forwards already: each refused on its line.
  await ports.fill('27015\n3306');
  await create.click();
  await expect(dialog.getByText('Line 2: Ports 3306, 3311, 6379, 9100 and 61000-61199 are reserved.')).toBeVisible();
  await ports.fill('70000');
  await create.click();
  await expect(dialog.getByText('Line 1: Layer-4 forwarding ports go from 1000 to 65000.')).toBeVisible();
  await ports.fill('8080');
  await create.click();
  await expect(dialog.getByText("Line 1: This port is not allowed: the zone's websites listen on it.")).toBeVisible();
  await ports.fill('7443');
  await create.click();
  await expect(dialog.getByText('Line 1: This site already forwards this port.')).toBeVisible();
  // More than the 47 ports left under the limit of 50.
  await ports.fill('30000-30047');
  await create.click();
  await expect(dialog.getByText('This site may forward at most 50 ports; 47 more can be added.')).toBeVisible();
  // The same origin twice.
  await ports.fill('27015');
  await dialog.getByRole('button', { name: 'Add an origin' }).click();
  await dialog.getByRole('textbox', { name: 'Origin address 2' }).fill('198.51.100.7');
  await create.click();
  await expect(dialog.getByText('The same IP is listed twice.')).toBeVisible();
  expect(writes.count).toBe(0);

  // 9000 is forwarded by another site of the zone: only the server knows.
  await dialog.getByRole('button', { name: 'Remove origin 2' }).click();
  await ports.fill('9000');
  await create.click();
  // The first message of the session also loads the toast host (slow on the dev server).
  await expect(page.getByText('The layer-4 port type is in use.')).toBeVisible({ timeout: 20_000 });
  await expect(ports).toHaveValue('9000');
  await expect(dialog.getByRole('textbox', { name: 'Origin address 1' })).toHaveValue('198.51.100.7');
  expect(writes.count).toBe(1);

  await ports.fill('27015\n27016-27017');
  await expect(dialog.getByText('3 ports will be added.')).toBeVisible();
  await succeeds(page, '3 ports added', () => create.click());
  await expect(dialog).toBeHidden();
  for (const port of [27015, 27016, 27017]) {
    await expect(table.getByRole('row', { name: new RegExp(`${port}/TCP 198\\.51\\.100\\.7:${port}`) })).toBeVisible();
  }
  await expect(page.getByText('6 of 50 ports used')).toBeVisible();
});

test('a port is edited through the change review and removed after confirmation', async ({ page }) => {
  const table = await openPorts(page);
  let puts = 0;
  page.on('request', (r) => r.url().endsWith('/api/v1/user/site/4111/port') && r.method() === 'PUT' && puts++);

  await page.getByRole('button', { name: 'Edit port 12000' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit: Layer-4 port' });
  const port = dialog.getByRole('textbox', { name: 'Forwarding port' });
  await port.fill('6379');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Ports 3306, 3311, 6379, 9100 and 61000-61199 are reserved.').first()).toBeVisible();
  expect(puts).toBe(0);

  await port.fill('12001');
  await dialog.getByRole('switch', { name: 'Forward connections on this port' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  const review = page.getByRole('dialog', { name: 'Review the changes' });
  await expect(review.getByRole('row', { name: /Forwarding port 12000 12001/ })).toBeVisible();
  await expect(review.getByRole('row', { name: /Forward connections on this port On Off/ })).toBeVisible();
  await succeeds(page, 'Layer-4 port saved', () => review.getByRole('button', { name: 'Save 2 changes' }).click());
  const edited = table.getByRole('row', { name: /12001\/TCP/ });
  await expect(edited).toContainText('Off');
  await expect(table.getByRole('row', { name: /12000\/TCP/ })).toHaveCount(0);
  expect(puts).toBe(1);

  await page.getByRole('button', { name: 'Remove port 12001' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove port 12001?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(edited).toBeVisible();
  await page.getByRole('button', { name: 'Remove port 12001' }).click();
  await succeeds(page, 'Removed port 12001', () => confirm.getByRole('button', { name: 'Remove' }).click());
  await expect(table.getByRole('row', { name: /12001\/TCP/ })).toHaveCount(0);
  await expect(page.getByText('2 of 50 ports used')).toBeVisible();
  await expectAccessible(page);
});
