import { ACCOUNTS } from './accounts';
import { compileFirstOnDevServer, expect, expectAccessible, test } from './fixtures';
import { Shell, signInThroughApi } from './pages';
import { countCalls } from './watch';

compileFirstOnDevServer(['/src/features/analytics/log-push/LogPushScreen.tsx']);
test.beforeEach(async ({ backend }) => backend.reset());

// The seed's events: the one pushed by hand here (the client's endpoint never answers), and one more to remove with it.
const SEEDED = {
  user: { push: 'incident-replay', other: 'siem-hourly', outcome: 'Completed', toast: 'Pushed 1 event to its endpoint: incident-replay' },
  client: {
    push: 'lantern-waf-feed',
    other: 'harbor-tea-siem',
    outcome: 'Failed',
    toast: 'Push failed for 1 event: lantern-waf-feed (connect ECONNREFUSED: soc.lantern-books.invalid did not answer)',
  },
} as const;

for (const area of ['user', 'client'] as const) {
  test(`${area} log push: add an event (a private endpoint refused), push one now, find its record, remove a selection`, async ({ page }) => {
    await signInThroughApi(page, area, area === 'user' ? ACCOUNTS.user : ACCOUNTS.client);
    await page.goto(`/${area}/dashboard`);
    const nav = new Shell(page).nav();
    await nav.getByRole('button', { name: 'Data analysis' }).click();
    await nav.getByRole('link', { name: 'Log push' }).click();
    await expect(page).toHaveURL(`/${area}/dataAnalysis/logPush`, { timeout: 90_000 });
    await expect(page.getByRole('heading', { name: 'Log push', level: 1 })).toBeVisible({ timeout: 90_000 });
    const events = page.getByRole('table', { name: 'Log push events' });
    await expect(events.getByRole('row', { name: new RegExp(SEEDED[area].push) })).toBeVisible();

    // A new event: an endpoint inside the service's network is refused next to its field, the form keeps its values.
    await page.getByRole('button', { name: 'Add push event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log push event' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('collector-e2e');
    if (area === 'client') {
      // By keyboard: the first end user (mei-lin, the owner of the site chosen next); the first choice holds. Typing
      // into the open list highlights its first match, so Enter picks it (rather than submitting the form with nothing
      // chosen). The chosen label is checked, not the typed text, which alone would also read "mei-lin".
      const endUser = dialog.getByRole('combobox', { name: 'End user' });
      await endUser.pressSequentially('me');
      await expect(dialog.getByRole('option', { name: /^mei-lin \(/ })).toBeVisible();
      await endUser.press('i');
      await expect(dialog.getByRole('option', { name: /^mei-lin \(/ })).toHaveAttribute('data-combobox-selected', 'true');
      await page.keyboard.press('Enter');
      await expect(endUser).toHaveValue(/^mei-lin \(.+@.+\)$/);
      await expect(dialog.getByText('This field is required')).toHaveCount(0);
    }
    await dialog.getByRole('combobox', { name: 'Sites' }).click();
    await page.getByRole('listbox', { name: 'Sites' }).getByRole('option', { name: 'shop.harbor-tea.example' }).click();
    await dialog.getByRole('heading').first().click();
    await dialog.getByRole('textbox', { name: 'Endpoint URL' }).fill('http://127.0.0.1:9000/ingest');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Endpoint URL' })).toHaveAccessibleDescription(/inside the service's own network/);
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('collector-e2e');
    await dialog.getByRole('textbox', { name: 'Endpoint URL' }).fill('https://collector.example.net/ingest');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(events.getByRole('row', { name: /collector-e2e/ })).toBeVisible();

    // Push one event now, for the last hour: confirmed in a dialog, the outcome said, its record appears and settles.
    await events.getByRole('checkbox', { name: `Select ${SEEDED[area].push}` }).check();
    await page.getByRole('group', { name: 'Actions on the selected rows' }).getByRole('button', { name: 'Push now' }).click();
    const pushing = page.getByRole('dialog', { name: 'Push now' });
    await pushing.getByRole('button', { name: 'Push now' }).click();
    await expect(pushing.getByText('started: its record below shows the outcome.')).toBeVisible();
    // One toast follows the push: pending until its record settles, then the outcome a person reads (the same toast).
    await expect(page.getByText('Pushing 1 event: waiting for its record…')).toBeVisible();
    await expect(page.getByText(SEEDED[area].toast, { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Pushing 1 event: waiting for its record…')).toHaveCount(0);
    await pushing.getByRole('button', { name: 'Close' }).first().click();
    const records = page.getByRole('table', { name: 'Push records' });
    const newest = records.getByRole('row').nth(1);
    await expect(newest).toContainText(SEEDED[area].push);
    await expect(newest).toContainText('By hand');
    await expect(newest).toContainText(SEEDED[area].outcome, { timeout: 30_000 });

    // At a narrow width where it is still a table (not cards), the records overflow sideways: scrolled, the first
    // column (the record ID) stays where it was, on an opaque background, while the later columns move under it.
    const wide = page.viewportSize()!;
    await page.setViewportSize({ width: 800, height: wide.height });
    const box = page.getByRole('region', { name: 'Push records: scrollable list' });
    await expect.poll(() => box.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeGreaterThan(100);
    const first = newest.getByRole('cell').first();
    const later = newest.getByRole('cell').last();
    const [firstX, laterX] = [(await first.boundingBox())!.x, (await later.boundingBox())!.x];
    await box.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect.poll(async () => (await later.boundingBox())!.x).toBeLessThan(laterX - 100);
    expect((await first.boundingBox())!.x).toBe(firstX);
    expect(await first.evaluate((el) => getComputedStyle(el).backgroundColor)).toMatch(/^rgb\(/);
    await page.setViewportSize(wide);

    // Records of one event only, then one record by its ID; an ID that is not a number asks nothing.
    await page.getByRole('combobox', { name: 'Event', exact: true }).click();
    await page.getByRole('listbox', { name: 'Event' }).getByRole('option', { name: SEEDED[area].other, exact: true }).click();
    await expect(records.getByRole('row').nth(1)).toContainText(SEEDED[area].other);
    await expect(records.getByRole('row').filter({ hasText: SEEDED[area].push })).toHaveCount(0);
    const id = (await records.getByRole('row').nth(2).getByRole('cell').first().innerText()).trim();
    await page.getByRole('textbox', { name: 'Record ID' }).fill(id);
    await expect(records.getByRole('row')).toHaveCount(2);
    await expect(records.getByRole('row').nth(1).getByRole('cell').first()).toHaveText(id);
    const reads = countCalls(page, 'GET', area === 'user' ? '/api/v1/user/logPush/logs' : '/api/v1/client/logPush/logs');
    await page.getByRole('textbox', { name: 'Record ID' }).fill('12a');
    await expect(page.getByText('A record ID is a whole number, such as 90317.').first()).toBeVisible();
    expect(reads.count).toBe(0);

    // Remove two events at once, after a confirmation naming how many.
    await events.getByRole('checkbox', { name: `Select ${SEEDED[area].push}` }).check();
    await events.getByRole('checkbox', { name: 'Select collector-e2e' }).check();
    await page.getByRole('group', { name: 'Actions on the selected rows' }).getByRole('button', { name: 'Remove selected' }).click();
    await page.getByRole('dialog', { name: 'Remove 2 push events?' }).getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Removed 2 push events')).toBeVisible();
    await expect(events.getByRole('row', { name: /collector-e2e/ })).toHaveCount(0);
    await expect(events.getByRole('row', { name: new RegExp(SEEDED[area].push) })).toHaveCount(0);
    await expect(events.getByRole('row', { name: new RegExp(SEEDED[area].other) })).toBeVisible();
    await expectAccessible(page);
  });
}
