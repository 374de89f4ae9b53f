import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS } from './accounts';
import { compileFirstOnDevServer, expect, expectAccessible, test } from './fixtures';
import { Shell, signInThroughApi } from './pages';
import { countCalls, recordFeedback } from './watch';

compileFirstOnDevServer(['/src/features/analytics/custom-dashboard/CustomDashboardScreen.tsx']);
test.beforeEach(async ({ backend }) => backend.reset());

const PATH = '/client/dataAnalysis/statisticsCustomize';

async function openDashboard(page: Page) {
  await signInThroughApi(page, 'client', ACCOUNTS.client);
  await page.goto(PATH);
  await expect(page.getByRole('heading', { name: 'Custom dashboard', level: 1 })).toBeVisible({ timeout: 90_000 });
  await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible({ timeout: 30_000 });
}

/** A widget's card (its section, named by its title). */
const widget = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

async function tableRows(region: Locator): Promise<number> {
  await region.getByText('Table', { exact: true }).click();
  await expect(region.getByRole('table').locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
  return region.getByRole('table').locator('tbody tr').count();
}

async function importFile(page: Page, name: string, content: unknown) {
  await page.getByTestId('dashboard-import-input').setInputFiles({
    name,
    mimeType: 'application/json',
    buffer: Buffer.from(typeof content === 'string' ? content : JSON.stringify(content)),
  });
}

test('add a page and a widget from the catalogue, see its data, configure it and move it from its menu', async ({ page }) => {
  await signInThroughApi(page, 'client', ACCOUNTS.client);
  await page.goto('/client/dashboard');
  const nav = new Shell(page).nav();
  await nav.getByRole('button', { name: 'Data analysis' }).click();
  await nav.getByRole('link', { name: 'Custom dashboard' }).click();
  await expect(page).toHaveURL(PATH, { timeout: 30_000 });
  await expect(page.getByRole('tab', { name: 'Security' })).toBeVisible({ timeout: 90_000 });
  // The seeded overview draws its cards.
  await expect(page.getByTestId('w-4-card-value')).toHaveText(/^\d[\d,]*$/, { timeout: 60_000 });

  // A new page starts empty.
  await page.getByRole('button', { name: 'New page' }).click();
  const naming = page.getByRole('dialog', { name: 'New page' });
  await naming.getByRole('button', { name: 'Save' }).click();
  await expect(naming.getByText('Enter a name.')).toBeVisible();
  await naming.getByLabel('Page name').fill('Operations');
  await naming.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('tab', { name: 'Operations', selected: true })).toBeVisible();
  await expect(page.getByText('This page has no widgets yet.')).toBeVisible();

  // The catalogue: a top list of URLs, with its rows.
  await page.getByRole('button', { name: 'Add widget' }).first().click();
  const catalogue = page.getByRole('dialog', { name: 'Add a widget' });
  await catalogue.getByText('Top lists', { exact: true }).click();
  await catalogue.getByRole('radio', { name: 'Top URLs' }).check();
  await catalogue.getByRole('button', { name: 'Add widget' }).click();
  await expect(catalogue).toBeHidden();
  const urls = widget(page, 'Top URLs');
  expect(await tableRows(urls)).toBe(10);

  // Already on the page: the catalogue offers it no more.
  await page.getByRole('button', { name: 'Add widget' }).first().click();
  await catalogue.getByText('Top lists', { exact: true }).click();
  await expect(catalogue.getByRole('radio', { name: 'Top URLs' })).toBeDisabled();
  await catalogue.getByRole('button', { name: 'Cancel' }).click();

  // Its settings: a title of its own and the top 5, over the last 30 days.
  await urls.getByRole('button', { name: 'Widget actions: Top URLs' }).click();
  await page.getByRole('menuitem', { name: 'Settings…' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings of Top URLs' });
  await settings.getByLabel('Title').fill('Busiest URLs');
  await settings.getByText('Last 30 days', { exact: true }).click();
  await settings.getByRole('combobox', { name: 'Rows shown' }).click();
  await page.getByRole('option', { name: 'Top 5', exact: true }).click();
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(settings).toBeHidden();
  const busiest = widget(page, 'Busiest URLs');
  await expect.poll(() => busiest.getByRole('table').locator('tbody tr').count(), { timeout: 30_000 }).toBe(5);
  // Its figures as a CSV file: the five rows shown, ranked, with the header the statistics use.
  const downloading = page.waitForEvent('download');
  await busiest.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^widget-15-top-\d{4}-\d{2}-\d{2}T\d{4}\.csv$/);
  const lines = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '').trim().split(/\r?\n/);
  expect(lines[0]).toBe('rank,key,name,reqCount,sharePercent');
  expect(lines).toHaveLength(6);

  // Keyboard: wider and to the right from the widget's menu; the grid keeps it after a reload.
  const item = page.getByTestId('widget-15-top');
  const before = (await item.boundingBox())!;
  await busiest.getByRole('button', { name: 'Widget actions: Busiest URLs' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Narrower' }).click();
  await expect.poll(async () => (await item.boundingBox())!.width).toBeLessThan(before.width);
  await busiest.getByRole('button', { name: 'Widget actions: Busiest URLs' }).click();
  await page.getByRole('menuitem', { name: 'Move right' }).click();
  await expect.poll(async () => (await item.boundingBox())!.x).toBeGreaterThan(before.x);
  // The grid slides the widget into place: read where it comes to rest (two reads alike), not a frame of the slide.
  let last = Number.NaN;
  await expect
    .poll(async () => {
      const x = (await item.boundingBox())!.x;
      const still = x === last;
      last = x;
      return still;
    })
    .toBe(true);
  const moved = (await item.boundingBox())!;

  await page.reload();
  await page.getByRole('tab', { name: 'Operations' }).click();
  await expect(widget(page, 'Busiest URLs')).toBeVisible({ timeout: 60_000 });
  await expect.poll(async () => Math.round((await page.getByTestId('widget-15-top').boundingBox())!.x)).toBe(Math.round(moved.x));
  await expectAccessible(page);
});

test('copy, rename and remove a page (asked first)', async ({ page }) => {
  const feedback = await recordFeedback(page);
  await openDashboard(page);
  await page.getByRole('tab', { name: 'Security' }).click();
  await page.getByRole('button', { name: 'Copy page' }).click();
  await feedback.toast('Page copied.');
  // The copy opens, after the page copied.
  await expect(page.getByRole('tab', { name: 'Security (copy)', selected: true })).toBeVisible();
  await expect(page.getByRole('tab').nth(2)).toHaveText('Security (copy)');
  await expect(widget(page, 'WAF blocks')).toBeVisible();

  await page.getByRole('button', { name: 'Rename page' }).click();
  const naming = page.getByRole('dialog', { name: 'Rename the page Security (copy)' });
  await naming.getByLabel('Page name').fill('Attacks');
  await naming.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('tab', { name: 'Attacks', selected: true })).toBeVisible();

  await page.getByRole('button', { name: 'Remove page' }).click();
  const asking = page.getByRole('dialog', { name: 'Remove the page Attacks?' });
  await asking.getByRole('button', { name: 'Cancel' }).click();
  await expect(asking).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Attacks' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove page' }).click();
  await asking.getByRole('button', { name: 'Remove page' }).click();
  await feedback.toast('Page removed.');
  await expect(page.getByRole('tab', { name: 'Attacks' })).toHaveCount(0);
  await expect(page.getByRole('tab')).toHaveCount(3);
  await expectAccessible(page);
});

test('an imported dashboard (a version 1 file) shows its widgets with their data', async ({ page }) => {
  await openDashboard(page);
  await importFile(page, 'night-shift.json', {
    version: 1,
    updatedAt: '2026-11-20T04:12:33Z',
    pages: [
      {
        id: 'night',
        name: 'Night shift',
        widgets: [
          { key: '4-card', widgetID: 4, dataType: 'card', x: 0, y: 0, w: 8, h: 4, range: 'last30Days' },
          { key: '23-top', widgetID: 23, dataType: 'top', title: 'Attack methods', x: 8, y: 0, w: 16, h: 8, top: 7 },
        ],
      },
    ],
  });
  const dialog = page.getByRole('dialog', { name: 'Import a dashboard' });
  await expect(dialog.getByText('Pages in night-shift.json: 1; widgets: 2.')).toBeVisible();
  await expect(dialog.getByText('It was written in version 1 of the format')).toBeVisible();
  await expect(dialog.getByRole('radio', { name: "Add them after the dashboard's pages" })).toBeChecked();
  await dialog.getByRole('button', { name: 'Add the pages' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Night shift', selected: true })).toBeVisible();
  await expect(page.getByTestId('w-4-card-value')).toHaveText(/^\d[\d,]*$/, { timeout: 60_000 });
  // The v1 top size of 7 became the next size of spec 9: 10 rows.
  expect(await tableRows(widget(page, 'Attack methods'))).toBeLessThanOrEqual(10);
  await expect(page.getByRole('tab')).toHaveCount(4);
  await expectAccessible(page);
});

test('a bad import changes nothing and says why; a refused save shows the catalogue message and keeps the dashboard', async ({ page }) => {
  const feedback = await recordFeedback(page);
  await openDashboard(page);
  const saves = countCalls(page, 'PUT', '/api/v1/client/dashboard');
  const refused = page.getByRole('dialog', { name: 'This file cannot be imported' });

  await importFile(page, 'broken.json', '{"version": 1, "pages": [');
  await expect(refused.getByRole('alert')).toHaveText('The file is not valid JSON.');
  await expect(refused.getByText('Nothing was changed.')).toBeVisible();
  await refused.getByRole('button', { name: 'Close' }).last().click();

  await importFile(page, 'future.json', { format: 'parapet.dashboard', version: 9, pages: [] });
  await expect(refused.getByRole('alert')).toHaveText("The file's version (9) is not supported by this console.");
  await refused.getByRole('button', { name: 'Close' }).last().click();

  // One wrong widget refuses the whole file.
  await importFile(page, 'wrong.json', {
    format: 'parapet.dashboard',
    version: 2,
    content: 'dashboard',
    pages: [
      { id: 'a', name: 'Fine', widgets: [{ key: '3-card', widgetID: 3, dataType: 'card', x: 0, y: 0, w: 6, h: 4 }] },
      { id: 'b', name: 'Broken', widgets: [{ key: '11-card', widgetID: 11, dataType: 'card', x: 0, y: 0, w: 6, h: 4 }] },
    ],
  });
  await expect(refused.getByRole('alert')).toContainText('The file is not a valid dashboard: Page 2, widget 1 (widgetID)');
  await refused.getByRole('button', { name: 'Close' }).last().click();

  await importFile(page, 'notes.txt', '{}');
  await expect(refused.getByRole('alert')).toBeVisible();
  await refused.getByRole('button', { name: 'Close' }).last().click();
  expect(saves.count).toBe(0);
  await expect(page.getByRole('tab')).toHaveCount(3);

  // A valid file naming another client's zone: the server refuses (101018) and the dashboard stays as it was.
  await importFile(page, 'foreign.json', {
    format: 'parapet.dashboard',
    version: 2,
    content: 'page',
    pages: [{ id: 'foreign', name: 'Foreign zone', widgets: [{ key: '3-card', widgetID: 3, dataType: 'card', x: 0, y: 0, w: 6, h: 4, zoneIDs: [4] }] }],
  });
  const dialog = page.getByRole('dialog', { name: 'Import a dashboard' });
  await dialog.getByRole('button', { name: 'Add the pages' }).click();
  await feedback.toast('You do not have permission to do this.');
  expect(saves.count).toBe(1);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('tab', { name: 'Foreign zone' })).toHaveCount(0);
  await expect(page.getByRole('tab')).toHaveCount(3);
  await expectAccessible(page);
});

test('export a page and the whole dashboard as versioned JSON; the exported file imports back; the customisable dashboard speaks Traditional Chinese', async ({ page }) => {
  await openDashboard(page);
  await page.getByRole('tab', { name: 'Security' }).click();
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const [onePage] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'This page' }).click()]);
  const pageFile = JSON.parse(await readFile((await onePage.path())!, 'utf8'));
  expect(pageFile).toMatchObject({ format: 'parapet.dashboard', version: 2, content: 'page' });
  expect(pageFile.pages.map((p: { name: string }) => p.name)).toEqual(['Security']);
  expect(pageFile.pages[0].widgets.map((w: { key: string }) => w.key)).toEqual(['12-timeSeries', '13-timeSeries', '23-top', '24-top', '25-top']);

  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const [all] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'All pages' }).click()]);
  const allFile = JSON.parse(await readFile((await all.path())!, 'utf8'));
  expect(allFile).toMatchObject({ format: 'parapet.dashboard', version: 2, content: 'dashboard' });
  expect(allFile.pages).toHaveLength(3);

  // The page's file imported back is added beside the original, under a new id.
  await importFile(page, 'security.json', pageFile);
  const dialog = page.getByRole('dialog', { name: 'Import a dashboard' });
  await dialog.getByRole('button', { name: 'Add the pages' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Security' })).toHaveCount(2);
  await expect(page.getByRole('tab').last()).toHaveAttribute('aria-selected', 'true');
  await expect(widget(page, 'WAF blocks')).toBeVisible();

  // The customisable dashboard in Traditional Chinese.
  await page.addInitScript(() => localStorage.setItem('lang', 'zh_TW'));
  await page.goto(PATH);
  await expect(page.getByRole('heading', { name: '自訂儀表板', level: 1 })).toBeVisible({ timeout: 90_000 });
  await expect(page.getByRole('button', { name: '新增小工具' })).toBeVisible();
  await page.getByRole('button', { name: '新增小工具' }).click();
  await expect(page.getByRole('dialog', { name: '新增小工具' }).getByText('資料類型')).toBeVisible();
  await expectAccessible(page);
});
