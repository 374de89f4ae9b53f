// Layer-4 protection tab: IP lists with their checks (invalid CIDR, duplicate IP, 5001 IPs, reserved port),
// refusals, edit with review, switch and removal; connection limits, regions, export/import; and the
// explanation a layer-7 site gets instead.
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { DEMO_SITE, L4_SITE, openSiteTabAsUser, siteTabPath } from './site-pages';
import { countCalls, recordNativeDialogs } from './watch';

const HOSTILE = '<img src=x onerror=alert(1)>';

test.beforeEach(async ({ backend }) => backend.reset());

const open = (page: Page) => openSiteTabAsUser(page, 'l4Protection', (p) => p.getByRole('heading', { name: 'Layer-4 blacklist' }), L4_SITE);

/** Pastes a long text in one input event (as a paste does), instead of typing it. */
async function paste(field: Locator, text: string) {
  await field.evaluate((element, value) => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  }, text);
}

test('blacklist entries: checks, a refusal, creation, edit with review, switch and removal', async ({ page }) => {
  const dialogs = recordNativeDialogs(page);
  const feedback = await open(page);
  const table = page.getByRole('table', { name: 'Layer-4 blacklist' });
  await expect(table).toContainText('No entry yet.');
  await expectAccessible(page);
  const posts = countCalls(page, 'POST', /\/firewall\/l4\/blacklists$/);

  await page.getByRole('button', { name: 'Add entry' }).click();
  const add = page.getByRole('dialog', { name: 'Add: Layer-4 blacklist entry' });
  const ips = add.getByRole('textbox', { name: 'IPs' });
  const port = add.getByRole('textbox', { name: 'Port' });
  const error = (text: string) => add.getByText(text).filter({ visible: true });
  const create = add.getByRole('button', { name: 'Create' });
  await paste(ips, '198.51.100.0/33');
  await create.click();
  await expect(error('Line 1: Enter an IP or a CIDR range (such as 203.0.113.7 or 203.0.113.0/24).')).toBeVisible();
  await paste(ips, '198.51.100.200\n198.51.100.200');
  await create.click();
  await expect(error('Line 2: The same IP is listed twice.')).toBeVisible();
  await paste(ips, Array.from({ length: 5001 }, (_, i) => `10.${Math.floor(i / 250)}.${i % 250}.9`).join('\n'));
  await create.click();
  await expect(error('At most 5000 IPs.')).toBeVisible();
  await paste(ips, '198.51.100.200\n198.51.100.201');
  await port.fill('3306');
  await create.click();
  await expect(error('Ports 3306, 3311, 6379, 9100 and 61000-61199 are reserved.')).toBeVisible();
  expect(posts.count).toBe(0);

  await port.fill('27015');
  await add.getByRole('textbox', { name: 'Note' }).fill(HOSTILE);
  await expect(add.getByRole('status')).toContainText('Connections from 2 IPs or ranges (198.51.100.200 and 198.51.100.201) to port 27015 will be refused.');
  await create.click();
  await feedback.toast('Layer-4 blacklist entry added');
  const row = table.getByRole('row').filter({ hasText: '198.51.100.200' });
  await expect(row).toContainText(HOSTILE);
  await expect(row).toContainText('27015');

  // The same IP on the same port: refused by the server, the typed list kept.
  await page.getByRole('button', { name: 'Add entry' }).click();
  await paste(ips, '203.0.113.5\n198.51.100.201');
  await port.fill('27015');
  await create.click();
  await feedback.toast('One of these IPs is already listed for this port.');
  await expect(ips).toHaveValue('203.0.113.5\n198.51.100.201');
  await add.getByRole('button', { name: 'Cancel' }).click();
  // What was typed would be lost: the dialog asks first (issue 25).
  await page.getByRole('dialog', { name: 'Close without saving?' }).getByRole('button', { name: 'Close without saving' }).click();

  // Edit with the review.
  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit: Layer-4 blacklist entry' });
  await edit.getByRole('textbox', { name: 'Port' }).fill('27016');
  await edit.getByRole('button', { name: 'Save' }).click();
  const review = page.getByRole('dialog', { name: 'Review the changes' });
  await expect(review).toContainText('27016');
  await review.getByRole('button', { name: 'Save 1 change' }).click();
  await feedback.toast('Layer-4 blacklist entry saved');
  await expect(row).toContainText('27016');

  // Switched off at once.
  const toggle = row.getByRole('switch');
  const entry = (await row.getByRole('button', { name: /^Remove entry / }).getAttribute('aria-label'))!.slice('Remove entry '.length);
  await toggle.press('Space');
  await feedback.toast(`Turned off ${entry} in Layer-4 blacklist`);
  await expect(toggle).not.toBeChecked();

  // Removal asks first.
  await row.getByRole('button', { name: 'Remove' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this entry?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Remove' }).click();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await feedback.toast(`Removed ${entry} from Layer-4 blacklist`);
  await expect(table).toContainText('No entry yet.');
  expect(dialogs).toEqual([]);
});

test('connection limits and regions, export/import, and the explanation on a layer-7 site', async ({ page }) => {
  const feedback = await open(page);
  await page.getByRole('tab', { name: 'Connection limits' }).click();
  const limits = page.getByRole('table', { name: 'Connection limits' });
  await expect(limits).toContainText('No limit yet.');
  const posts = countCalls(page, 'POST', /\/firewall\/l4\/limitConns$/);
  await page.getByRole('button', { name: 'Add limit' }).click();
  const add = page.getByRole('dialog', { name: 'Add: Layer-4 connection limit' });
  // The field keeps to 1 and more by itself; left empty it is refused.
  await add.getByRole('textbox', { name: 'Connections per client IP' }).fill('');
  await add.getByRole('button', { name: 'Create' }).click();
  await expect(add.getByText('This field is required.').filter({ visible: true })).toBeVisible();
  expect(posts.count).toBe(0);
  await add.getByRole('textbox', { name: 'Connections per client IP' }).fill('50');
  await add.getByRole('textbox', { name: 'Port' }).fill('27015');
  await expect(add.getByRole('status')).toContainText('Each client IP may hold at most 50 connections at once to port 27015');
  await add.getByRole('button', { name: 'Create' }).click();
  await feedback.toast('Layer-4 connection limit added');
  await expect(limits.getByRole('row').filter({ hasText: '27015' })).toContainText('Every client');

  // Export, then import: the same entry is refused whole; another port is added.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export JSON' }).click();
  const file = JSON.parse(Buffer.concat(await (await (await download).createReadStream()).toArray()).toString('utf8'));
  expect(file).toMatchObject({ kind: 'l4.limitConn', rules: [{ max: 50, port: 27015, enabled: true }] });
  const input = page.getByLabel('Rule file to import');
  await input.setInputFiles({ name: 'same.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
  await expect(page.getByRole('dialog', { name: 'Import failed' })).toContainText('Rule 1 of the file repeats an entry already in the list');
  await page.getByRole('dialog', { name: 'Import failed' }).getByRole('button', { name: 'OK' }).click();
  expect(posts.count).toBe(1);
  const other = { ...file, rules: [{ max: 20, port: 27020, enabled: true }] };
  await input.setInputFiles({ name: 'other.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(other)) });
  await page.getByRole('dialog', { name: 'Import rules' }).getByRole('button', { name: 'Import' }).click();
  await feedback.toast('Imported 1 rule.');
  await expect(limits.getByRole('row').filter({ hasText: '27020' })).toBeVisible();

  // Regions: at least one list holds a region.
  await page.getByRole('tab', { name: 'Regions' }).click();
  await page.getByRole('button', { name: 'Add entry' }).click();
  const region = page.getByRole('dialog', { name: 'Add: Layer-4 region entry' });
  await region.getByRole('button', { name: 'Create' }).click();
  await expect(region.getByText('Choose or enter at least 1.').filter({ visible: true })).toBeVisible();
  await region.getByRole('combobox', { name: 'Regions refused' }).click();
  await page.getByRole('option', { name: 'Russia (RU)' }).click();
  await region.getByRole('heading', { name: 'Add: Layer-4 region entry' }).click();
  await expect(region.getByRole('status')).toContainText('Connections to any port of the site from Russia will be refused.');
  await region.getByRole('button', { name: 'Create' }).click();
  await feedback.toast('Layer-4 region entry added');
  await expect(page.getByRole('table', { name: 'Layer-4 regions' })).toContainText('Russia');
  await expectAccessible(page);

  // A layer-7 site is told what these rules are for instead.
  await page.goto(await siteTabPath(page, 'l4Protection', DEMO_SITE));
  await expect(page.getByText('Layer-4 protection is for layer-4 sites')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Add entry' })).toHaveCount(0);
});
