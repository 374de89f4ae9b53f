import { ACCOUNTS } from './accounts';
import { expect, expectAccessible, test } from './fixtures';
import { Shell, signInThroughApi } from './pages';
import { countCalls, holdCodeUntilAsked, recordFeedback } from './watch';

test.beforeEach(async ({ backend }) => backend.reset());

test('the nodes list opened by its address asks for its first page, counts, zones and groups as it starts, once each', async ({ page }) => {
  await signInThroughApi(page, 'client', ACCOUNTS.client);
  const paths = ['/api/v1/client/nodes/initialized', '/api/v1/client/nodeNums', '/api/v1/client/metaZones', '/api/v1/client/metaGroups'];
  const calls = paths.map((path) => countCalls(page, 'GET', new RegExp(`^${path}$`)));
  // The screen's code is held until its rows have been asked for: they leave before it has arrived.
  await holdCodeUntilAsked(page, 'NodesScreen', paths[0]!);
  await page.goto('/client/nodeManage/nodesList');
  const table = page.getByRole('table', { name: 'Initialised nodes' });
  await expect(table.getByRole('button', { name: 'edge-ams-01', exact: true })).toBeVisible({ timeout: 90_000 });
  await expect(page.getByRole('group', { name: 'Nodes per state (choose to filter)' }).getByText('42 nodes:')).toBeVisible();
  // The screen took the answers: none of them asked for twice.
  expect(calls.map((call) => call.count)).toEqual([1, 1, 1, 1]);
});

test('an operator reads the nodes by state, acts on one node and on a selection, and keeps what is shown across refreshes', async ({ page }) => {
  const feedback = await recordFeedback(page);
  const refreshes = countCalls(page, 'GET', /\/api\/v1\/client\/nodes\/initialized$/);
  await signInThroughApi(page, 'client', ACCOUNTS.client);
  await page.goto('/client/dashboard');
  const nav = new Shell(page).nav();
  await nav.getByRole('button', { name: 'Nodes' }).click();
  await nav.getByRole('link', { name: 'Nodes', exact: true }).click();
  await expect(page).toHaveURL('/client/nodeManage/nodesList', { timeout: 90_000 });
  const table = page.getByRole('table', { name: 'Initialised nodes' });
  await expect(table.getByRole('button', { name: 'edge-ams-01', exact: true })).toBeVisible({ timeout: 90_000 });
  const search = page.getByRole('textbox', { name: 'Search by node name' });

  // Every state with its name and its count (colour is not the only cue).
  const states = page.getByRole('group', { name: 'Nodes per state (choose to filter)' });
  await expect(states.getByText('42 nodes:')).toBeVisible();
  for (const [name, count] of [['Normal', 20], ['Error', 3], ['NATS error', 3], ['Paused (backup serving)', 4], ['Offline', 6], ['Reconnecting', 3], ['Unknown', 3]] as const) {
    await expect(states.getByText(`${name} · ${count}`, { exact: true })).toBeVisible();
  }
  // A state filters the list.
  await states.getByText('Offline · 6').click();
  await expect(table.getByRole('row')).toHaveCount(7);
  await states.getByText('Offline · 6').click();
  await expect(table.getByRole('row')).not.toHaveCount(7);

  // The list refreshes by itself; the selection stays across refreshes.
  await search.fill('fra');
  await expect(table.getByRole('row')).toHaveCount(6);
  const fra1 = table.getByRole('checkbox', { name: 'Select edge-fra-01' });
  const fra2 = table.getByRole('checkbox', { name: 'Select edge-fra-02' });
  await fra1.check();
  await fra2.check();
  const before = refreshes.count;
  await expect.poll(() => refreshes.count, { timeout: 20_000 }).toBeGreaterThan(before);
  await expect(fra1).toBeChecked();
  await expect(fra2).toBeChecked();
  await expect(page.getByText(/Updated \d+ s ago \(every 5 s\)\./)).toBeVisible();

  // A bulk action names the action and the count, and asks first.
  await page.getByRole('button', { name: 'Actions on the 2 selected nodes' }).click();
  await page.getByRole('menuitem', { name: 'Pause' }).click();
  const pause = page.getByRole('dialog', { name: 'Pause 2 nodes?' });
  await expect(pause.getByText('edge-fra-01, edge-fra-02')).toBeVisible();
  await pause.getByRole('button', { name: 'Pause' }).click();
  await feedback.toast('2 nodes paused');
  const fra1Row = table.getByRole('row').filter({ has: page.getByRole('button', { name: 'edge-fra-01', exact: true }) });
  await expect(fra1Row.getByText('Paused (backup serving)')).toBeVisible();
  await expect(states.getByText('Paused (backup serving) · 6', { exact: true })).toBeVisible();

  // A refused action shows the catalogue's message: an offline node cannot be restarted.
  await search.fill('tyo-03');
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('button', { name: 'Actions on edge-tyo-03' }).click();
  await page.getByRole('menuitem', { name: 'Restart' }).click();
  const restart = page.getByRole('dialog', { name: 'Restart edge-tyo-03?' });
  await restart.getByRole('button', { name: 'Restart' }).click();
  await feedback.toast('Could not communicate with the node.');
  await restart.getByRole('button', { name: 'Cancel' }).click();

  // A restart that goes through: the toast says the node is reconnecting, then that it is back (issue 25), not
  // "restarted" at once.
  await search.fill('edge-tyo-01');
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('button', { name: 'Actions on edge-tyo-01' }).click();
  await page.getByRole('menuitem', { name: 'Restart' }).click();
  await page.getByRole('dialog', { name: 'Restart edge-tyo-01?' }).getByRole('button', { name: 'Restart' }).click();
  await feedback.toast('Restarting edge-tyo-01: waiting for the nodes to reconnect…');
  await expect(page.getByText('edge-tyo-01 restarted and back online')).toBeVisible({ timeout: 30_000 });

  // An action with settings: its form, then the question, then the call.
  await search.fill('tpe-03');
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('button', { name: 'Actions on edge-tpe-03' }).click();
  await page.getByRole('menuitem', { name: 'Log rotation…' }).click();
  const form = page.getByRole('dialog', { name: 'Log rotation: edge-tpe-03' });
  await expect(form.getByRole('textbox', { name: 'Rotate every (hours)' })).toHaveValue('0');
  await form.getByRole('textbox', { name: 'Rotate every (hours)' }).fill('');
  const rotates = countCalls(page, 'PUT', /\/api\/v1\/client\/node\/log\/time$/);
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(form.getByRole('textbox', { name: 'Rotate every (hours)' })).toHaveAccessibleDescription(/This field is required./);
  expect(rotates.count).toBe(0);
  await form.getByRole('textbox', { name: 'Rotate every (hours)' }).fill('12');
  await form.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('dialog', { name: 'Change the log rotation of edge-tpe-03?' }).getByRole('button', { name: 'Apply' }).click();
  await feedback.toast('Log rotation of edge-tpe-03 changed');
  expect(rotates.count).toBe(1);

  // A failed refresh keeps the rows and says how old they are, with a retry.
  await page.route('**/api/v1/client/nodes/initialized?*', (route) =>
    route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ code: 4005, message: 'busy' }) }),
  );
  await expect(page.getByRole('alert').filter({ hasText: /Refresh failed: showing the data from \d+ s ago\./ })).toBeVisible({ timeout: 20_000 });
  await expect(table.getByRole('button', { name: 'edge-tpe-03', exact: true })).toBeVisible();
  await page.unroute('**/api/v1/client/nodes/initialized?*');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText(/Updated \d+ s ago/)).toBeVisible();
  await expectAccessible(page);
});

test('node information shows the system figures, refreshed while open, with a live chart', async ({ page }) => {
  const system = countCalls(page, 'GET', /\/api\/v1\/client\/node\/41\/system$/);
  await signInThroughApi(page, 'client', ACCOUNTS.client);
  await page.goto('/client/nodeManage/nodesList');
  await page.getByRole('textbox', { name: 'Search by node name' }).fill('tpe-01', { timeout: 90_000 });
  await page.getByRole('button', { name: 'edge-tpe-01', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Node edge-tpe-01' });
  await expect(drawer.getByText('CPU use')).toBeVisible();
  await expect(drawer.getByText('Operating system')).toBeVisible();
  await expect(drawer.getByText(/\d+(\.\d)? GiB/).first()).toBeVisible();
  await expect(drawer.getByRole('figure', { name: 'CPU use over the last minutes' })).toBeVisible();
  await expect(drawer.getByRole('table', { name: 'Sub nodes' }).getByText('41-1')).toBeVisible();
  const seen = system.count;
  await expect.poll(() => system.count, { timeout: 20_000 }).toBeGreaterThan(seen + 1);
  await expectAccessible(page);
  await drawer.getByRole('button', { name: 'Close' }).click();
  const closed = system.count;
  // Closed: no more calls while the list keeps refreshing.
  const list = countCalls(page, 'GET', /\/api\/v1\/client\/nodes\/initialized$/);
  await expect.poll(() => list.count, { timeout: 20_000 }).toBeGreaterThan(1);
  expect(system.count).toBe(closed);
});

test('registered nodes are initialised into a zone with a name each; the node list reads in Traditional and Simplified Chinese', async ({ page }) => {
  const feedback = await recordFeedback(page);
  await signInThroughApi(page, 'client', ACCOUNTS.client);
  await page.goto('/client/nodeManage/nodesList');
  await page.getByRole('tab', { name: 'Uninitialised' }).click({ timeout: 90_000 });
  const table = page.getByRole('table', { name: 'Uninitialised nodes' });
  await table.getByRole('checkbox', { name: 'Select edge-lax-01' }).check();
  await table.getByRole('checkbox', { name: 'Select edge-osa-02' }).check();
  await page.getByRole('group', { name: 'Actions on the selected rows' }).getByRole('button', { name: 'Initialise' }).click();
  const form = page.getByRole('dialog', { name: 'Initialise 2 nodes' });
  await form.getByRole('combobox', { name: 'Zone' }).click();
  await page.getByRole('option', { name: 'Tokyo' }).click();
  await form.getByRole('textbox', { name: 'Name' }).first().fill('edge-lax-01b');
  await form.getByRole('textbox', { name: 'Name' }).nth(1).fill('edge-tpe-01');
  // A name another node has is refused with the catalogue's message; what was typed stays.
  await form.getByRole('button', { name: 'Initialise' }).click();
  await page.getByRole('dialog', { name: 'Initialise 2 nodes?' }).getByRole('button', { name: 'Initialise' }).click();
  await feedback.toast('This data already exists.');
  await expect(form.getByRole('textbox', { name: 'Name' }).first()).toHaveValue('edge-lax-01b');
  await form.getByRole('textbox', { name: 'Name' }).nth(1).fill('edge-osa-02');
  await form.getByRole('button', { name: 'Initialise' }).click();
  await page.getByRole('dialog', { name: 'Initialise 2 nodes?' }).getByRole('button', { name: 'Initialise' }).click();
  await feedback.toast('Initialised');
  await expect(table.getByText('edge-lax-02')).toBeVisible();
  await expect(table.getByText('edge-osa-02')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Initialised', exact: true }).click();
  await page.getByRole('textbox', { name: 'Search by node name' }).fill('lax');
  await expect(page.getByRole('table', { name: 'Initialised nodes' }).getByRole('button', { name: 'edge-lax-01b', exact: true })).toBeVisible();
  await expectAccessible(page);

  // The node list reads in Traditional and Simplified Chinese.
  await page.goto('/client/nodeManage/nodesList');
  await page.evaluate(() => localStorage.setItem('lang', 'zh_TW'));
  await page.reload();
  await expect(page.getByRole('heading', { name: '節點', exact: true })).toBeVisible({ timeout: 90_000 });
  await expect(page.getByRole('table', { name: '已初始化的節點' })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('lang', 'zh_CN'));
  await page.reload();
  await expect(page.getByRole('heading', { name: '节点', exact: true })).toBeVisible({ timeout: 90_000 });
  await expect(page.getByRole('table', { name: '已初始化的节点' })).toBeVisible();
  await expectAccessible(page);
});
