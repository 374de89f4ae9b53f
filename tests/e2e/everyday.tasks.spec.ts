import { readFile } from 'node:fs/promises';
// Issue 25's fifteen everyday tasks, done as a person would: signed in through the login form, moving by the menus,
// the site's sections and the visible labels, and checking what the person sees (not the API). One test per console
// and account, one step per task, so that the suite pays for three sign-ins and not fifteen.
import type { Page } from '@playwright/test';
import { ACCOUNTS } from './accounts';
import { expect as baseExpect, test } from './fixtures';
import { LoginPage, Shell, flip } from './pages';
import { expectWorkspacePage, workspacePage } from './site-pages';
import { recordFeedback } from './watch';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 300_000 });
test.use({ actionTimeout: 30_000 });
test.beforeEach(async ({ backend }) => backend.reset());

/** A menu entry of the main navigation, its group opened first (a group may be open already). */
async function openMenu(page: Page, group: string, entry: string) {
  const nav = new Shell(page).nav();
  const link = nav.getByRole('link', { name: entry, exact: true });
  if (!(await link.isVisible())) await nav.getByRole('button', { name: group, exact: true }).click();
  await link.click();
}

/** A site opened from the sites list by its Settings link, as a person would find it. */
async function openSite(page: Page, siteName: string) {
  await openMenu(page, 'Sites', 'Sites');
  const table = page.getByRole('table', { name: 'Sites' });
  await page.getByRole('textbox', { name: 'Search by site name' }).fill(siteName);
  // The search has narrowed the list (only the header row lacks the name) before the click: a click while the rows are
  // redrawn can press on one row and release on its successor, which is no click at all (CI, a loaded machine).
  await expect(table.getByRole('row').filter({ hasNotText: siteName })).toHaveCount(1);
  await table.getByRole('row').filter({ hasText: siteName }).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: new RegExp(siteName.replace(/\./g, '\\.')) })).toBeVisible({ timeout: 60_000 });
}

/** A section of the site workspace (its tabs today; the grouped menu of issue 25 keeps the same names). */
/** A moment as a person types it into a date field: date and time of day in the browser's time zone, `days` from now. */
function typedMoment(days: number) {
  const moment = new Date(Date.now() + days * 86_400_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${moment.getFullYear()}-${two(moment.getMonth() + 1)}-${two(moment.getDate())} ${two(moment.getHours())}:${two(moment.getMinutes())}`;
}

async function openSection(page: Page, name: string) {
  await workspacePage(page, name).click();
  await expectWorkspacePage(page, name);
}

test("an end user's day: domains, a certificate, firewall rules, a purge, statistics, logs, a token and a log-reading sub-user", async ({ page, backend }) => {
  await new LoginPage(page).signIn('user', ACCOUNTS.user.email, ACCOUNTS.user.password);

  await test.step('add domains with an origin and port 443', async () => {
    await openSite(page, 'www.harbor-tea.example');
    await openSection(page, 'Domains');
    const table = page.getByRole('table', { name: 'Domains of www.harbor-tea.example' });
    await expect(page.getByText('12 in all')).toBeVisible({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Add domains' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add domains' });
    await dialog.getByRole('textbox', { name: 'Domains' }).fill('matcha.harbor-tea.example\nsencha.harbor-tea.example');
    await dialog.getByRole('textbox', { name: 'Origins' }).fill('203.0.113.50:443');
    await dialog.getByRole('textbox', { name: 'HTTPS ports' }).fill('443');
    await dialog.getByRole('button', { name: 'Add domains' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('14 in all')).toBeVisible();
    await page.getByRole('textbox', { name: 'Search domains' }).fill('matcha');
    const row = table.getByRole('row').filter({ has: page.getByRole('button', { name: 'matcha.harbor-tea.example', exact: true }) });
    await expect(row).toContainText('203.0.113.50:443');
    await expect(row).toContainText('443');
  });

  await test.step('get and bind a certificate', async () => {
    await openSite(page, 'tea-club.harbor-tea.example');
    await openSection(page, 'Certificates');
    const domains = page.getByRole('table', { name: 'Automatic certificates of the domains' });
    const app = domains.getByRole('row').filter({ has: page.getByText('app.harbor-tea.example', { exact: true }) });
    await expect(app).toContainText('Apply failed', { timeout: 60_000 });
    await page.getByRole('button', { name: 'Reapply for app.harbor-tea.example' }).click();
    await expect(app).toContainText('Active');

    const uploaded = 'harbor-tea-tea-club-2026';
    await page.getByRole('button', { name: `Domains of ${uploaded}` }).click();
    const dialog = page.getByRole('dialog', { name: `Domains of ${uploaded}` });
    await dialog.getByRole('checkbox', { name: 'points.harbor-tea.example', exact: true }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    const review = page.getByRole('dialog', { name: 'Review the changes' });
    await expect(review.getByRole('listitem').filter({ hasText: 'points.harbor-tea.example' })).toBeVisible();
    await review.getByRole('button', { name: 'Save the changes' }).click();
    await expect(page.getByRole('table', { name: 'Certificates', exact: true }).getByRole('row', { name: new RegExp(uploaded) })).toContainText('points.harbor-tea.example');
    await expect(domains.getByRole('row').filter({ has: page.getByText('points.harbor-tea.example', { exact: true }) })).toContainText('Success');
  });

  await test.step('block a country and an IP range', async () => {
    await openSite(page, 'www.harbor-tea.example');
    await openSection(page, 'Firewall');
    await page.getByRole('tab', { name: /^Regions/ }).click({ timeout: 60_000 });
    const regions = page.getByRole('region', { name: 'Region rules', exact: true });
    await regions.getByRole('button', { name: 'Add rule' }).click();
    const region = page.getByRole('dialog', { name: 'Add: Region rule' });
    await region.getByRole('textbox', { name: 'Search regions' }).fill('Brazil');
    await region.getByRole('checkbox', { name: 'Brazil', exact: true }).check();
    await expect(region.getByRole('status')).toContainText(/Brazil.*will be refused/);
    await region.getByRole('button', { name: 'Create' }).click();
    await expect(region).toBeHidden();
    await expect(regions.getByRole('row').filter({ hasText: 'Brazil' })).toBeVisible();

    await page.getByRole('tab', { name: /^Deny list/ }).click();
    const deny = page.getByRole('region', { name: 'Deny list', exact: true });
    await deny.getByRole('button', { name: 'Add rule' }).click();
    const entry = page.getByRole('dialog', { name: 'Add: Deny list entry' });
    await entry.getByRole('textbox', { name: 'IPs' }).fill('192.0.2.100-192.0.2.150');
    await expect(entry.getByRole('status')).toContainText(/192\.0\.2\.100-192\.0\.2\.150.*will be refused/);
    await entry.getByRole('button', { name: 'Create' }).click();
    await expect(entry).toBeHidden();
    await expect(deny.getByRole('row').filter({ hasText: '192.0.2.100-192.0.2.150' })).toBeVisible();
  });

  await test.step('purge a URL', async () => {
    await openSection(page, 'Cache');
    await page.getByRole('textbox', { name: 'URLs to purge' }).fill('https://www.harbor-tea.example/css/site.css');
    await page.getByRole('button', { name: 'Purge', exact: true }).click();
    const result = page.getByRole('status');
    await expect(result.getByText(/1 URL purged at/)).toBeVisible();
    await expect(result.getByRole('listitem')).toHaveText(['https://www.harbor-tea.example/css/site.css']);
  });

  await test.step("read yesterday's statistics and export them", async () => {
    await openMenu(page, 'Data analysis', 'Statistics');
    await expect(page.getByRole('heading', { name: 'Statistics', level: 1 })).toBeVisible();
    await page.getByText('Yesterday', { exact: true }).click();
    await expect(page).toHaveURL(/[?&]range=yesterday(&|$)/);
    await expect(page.getByTestId('card-requests')).toHaveText(/^\d[\d,]*$/, { timeout: 60_000 });
    await expect(page.getByTestId('card-status').getByRole('rowheader', { name: '200' })).toBeVisible();
    // Export the series as a person does: the chart's Export CSV, a file with a header line and a row per point.
    const series = page.getByRole('region', { name: 'Traffic over time' });
    const downloading = page.waitForEvent('download');
    await series.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^traffic-over-time-.*\.csv$/);
    const lines = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toBe('time,requestsPerSecond');
    expect(lines.length).toBeGreaterThan(1);
  });

  await test.step('search logs for 403', async () => {
    await openMenu(page, 'Data analysis', 'Log search');
    await expect(page.getByRole('heading', { name: 'Log search', level: 1 })).toBeVisible();
    // The total is formatted for the reader (1,295): its digits.
    const count = page.getByTestId('log-count');
    const total = async () => Number(/of ([\d,]+) lines?/.exec(await count.innerText())?.[1]?.replace(/,/g, '') ?? NaN);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(total, { timeout: 60_000 }).toBeGreaterThan(0);
    const all = await total();
    await page.getByRole('textbox', { name: 'Status code' }).fill('403');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(total).toBeLessThan(all);
    const lines = page.getByRole('table', { name: 'Log lines' }).getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(lines.first()).toBeVisible();
    await lines.first().getByRole('button').click();
    const panel = page.getByRole('dialog', { name: 'Log line' });
    await expect(panel.getByRole('row', { name: /^Status code 403\b/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
  });

  await test.step('create an API token', async () => {
    await openMenu(page, 'Users and account', 'API tokens');
    await page.getByRole('button', { name: 'Create token' }).click();
    const form = page.getByRole('dialog', { name: 'Add: API token' });
    await form.getByRole('textbox', { name: 'Name' }).fill('deploy-bot');
    await form.getByRole('button', { name: 'Create' }).click();
    const secret = page.getByRole('dialog', { name: 'Token deploy-bot created' });
    await expect(secret.getByText('It will not be shown again.')).toBeVisible();
    await expect(secret.getByLabel('Token secret')).toHaveText(/^\s*apt_/);
    await secret.getByRole('button', { name: 'I have copied it' }).click();
    await expect(page.getByRole('table', { name: 'API tokens' }).getByRole('row').filter({ hasText: 'deploy-bot' })).toBeVisible();
  });

  await test.step('add a logs-only sub-user and work as them', async () => {
    await openMenu(page, 'Users and account', 'Sub-users');
    await expect(page.getByRole('table').getByText('kai-wu', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Add account' }).click();
    const form = page.getByRole('dialog', { name: 'Add: Account' });
    await form.getByRole('textbox', { name: 'Account name' }).fill('jun-chen');
    await form.getByRole('textbox', { name: 'Email' }).fill('jun.chen@harbor-tea.example');
    await form.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Log reader' }).click();
    await form.getByRole('button', { name: 'Create' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: 'jun-chen' })).toContainText('Log reader');

    // The new colleague opens the link of their mail, chooses a password and signs in.
    await new Shell(page).logout();
    await expect(page).toHaveURL(/\/user\/login/);
    const mail = (await backend.mails('jun.chen@harbor-tea.example')).find((m) => m.link);
    expect(mail?.link, 'the set-password mail').toBeTruthy();
    const link = new URL(mail!.link!, 'http://mail.example');
    await page.goto(link.pathname + link.search);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Genmaicha-Jun-42');
    await page.getByRole('textbox', { name: 'Confirm the new password', exact: true }).fill('Genmaicha-Jun-42');
    await page.getByRole('button', { name: 'Create password' }).click();
    await expect(page).toHaveURL('/user/login');
    // A first sign-in from this browser asks for the code mailed to the new account.
    const login = new LoginPage(page);
    await login.submit('jun.chen@harbor-tea.example', 'Genmaicha-Jun-42');
    await expect(page).toHaveURL('/user/login/verifyAccount');
    await login.enterCode(await backend.latestCode('jun.chen@harbor-tea.example'));
    await expect(page).toHaveURL('/user/dashboard');
    await openMenu(page, 'Data analysis', 'Log search');
    await page.getByRole('textbox', { name: 'Status code' }).fill('403');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('table', { name: 'Log lines' }).getByRole('row').filter({ has: page.getByRole('cell') }).first()).toBeVisible({ timeout: 60_000 });
    // What the role cannot use is not offered.
    await expect(new Shell(page).nav().getByRole('link', { name: 'Sub-users' })).toHaveCount(0);
  });
});

test("an operator's day in the client console: a node, a product with a customer, a customer's site, zone Nginx, branding and an announcement", async ({ page }) => {
  const feedback = await recordFeedback(page);
  await new LoginPage(page).signIn('client', ACCOUNTS.client.email, ACCOUNTS.client.password);

  await test.step('add a node and restart it', async () => {
    await openMenu(page, 'Nodes', 'Nodes');
    await page.getByRole('tab', { name: 'Uninitialised' }).click({ timeout: 60_000 });
    await page.getByRole('table', { name: 'Uninitialised nodes' }).getByRole('checkbox', { name: 'Select edge-lax-01' }).check();
    await page.getByRole('group', { name: 'Actions on the selected rows' }).getByRole('button', { name: 'Initialise' }).click();
    const form = page.getByRole('dialog', { name: 'Initialise edge-lax-01' });
    await form.getByRole('combobox', { name: 'Zone' }).click();
    await page.getByRole('option', { name: 'Tokyo' }).click();
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('edge-lax-01');
    await form.getByRole('button', { name: 'Initialise' }).click();
    await page.getByRole('dialog', { name: 'Initialise edge-lax-01?' }).getByRole('button', { name: 'Initialise' }).click();
    await feedback.toast('Initialised');
    await page.getByRole('tab', { name: 'Initialised', exact: true }).click();
    await page.getByRole('textbox', { name: 'Search by node name' }).fill('lax-01');
    const table = page.getByRole('table', { name: 'Initialised nodes' });
    await expect(table.getByRole('button', { name: 'edge-lax-01', exact: true })).toBeVisible();
    await table.getByRole('button', { name: 'Actions on edge-lax-01' }).click();
    await page.getByRole('menuitem', { name: 'Restart' }).click();
    await page.getByRole('dialog', { name: 'Restart edge-lax-01?' }).getByRole('button', { name: 'Restart' }).click();
    await feedback.toast('Restart');
  });

  await test.step('find a node by IP', async () => {
    await page.keyboard.press('Control+K');
    const palette = page.getByRole('dialog');
    await palette.getByRole('combobox').fill('203.0.113.132');
    await palette.getByRole('group', { name: 'Nodes' }).getByRole('option', { name: /203\.0\.113\.132/ }).click({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/client\/nodeManage\/nodesList\?ip=203\.0\.113\.132&node=\d+$/);
    const marked = page.getByRole('table', { name: 'Initialised nodes' }).locator('tr[aria-current="true"]');
    await expect(marked).toContainText('203.0.113.132', { timeout: 60_000 });
    await expect(marked).toBeInViewport();
    // The link replaced the name typed earlier in the same list.
    await expect(page.getByRole('textbox', { name: 'Search by IP' })).toHaveValue('203.0.113.132');
    await expect(page.getByRole('textbox', { name: 'Search by node name' })).toHaveValue('');
  });

  await test.step('create a product and a customer on it', async () => {
    await openMenu(page, 'Sites', 'Products');
    await page.getByRole('button', { name: 'Add product' }).click({ timeout: 60_000 });
    const product = page.getByRole('dialog', { name: 'Add: Product' });
    await product.getByRole('textbox', { name: 'Product name' }).fill('Harbor Express');
    await product.getByRole('textbox', { name: 'Site limit' }).fill('15');
    await product.getByRole('combobox', { name: 'Groups' }).click();
    await page.getByRole('option', { name: /^tpe-overflow/ }).first().click();
    await page.keyboard.press('Escape');
    await product.getByRole('button', { name: 'Create' }).click();
    await expect(product).toBeHidden();
    await expect(page.getByRole('table', { name: 'Products' }).getByRole('row').filter({ hasText: 'Harbor Express' })).toContainText('0 / 15');

    await openMenu(page, 'Users and account', 'Users');
    await page.getByRole('button', { name: 'Add account' }).click({ timeout: 60_000 });
    const account = page.getByRole('dialog', { name: 'Add: Account' });
    await account.getByRole('textbox', { name: 'Account name' }).fill('pine-hill');
    await account.getByRole('textbox', { name: 'Email' }).fill('ops@pine-hill.example');
    await account.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Customer' }).click();
    await account.getByRole('textbox', { name: 'Company name' }).fill('Pine Hill Tea');
    await account.getByRole('button', { name: 'Create' }).click();
    await expect(account).toBeHidden();

    await openMenu(page, 'Sites', 'Sites');
    await page.getByRole('button', { name: 'Add site' }).click({ timeout: 60_000 });
    const site = page.getByRole('dialog', { name: 'Add: Site' });
    await site.getByRole('textbox', { name: 'Site name' }).fill('www.pine-hill.example');
    await site.getByRole('combobox', { name: 'Product' }).click();
    await page.getByRole('option', { name: 'Harbor Express' }).click();
    await site.getByRole('combobox', { name: 'Customers' }).click();
    await page.getByRole('option', { name: /^pine-hill/ }).click();
    await page.keyboard.press('Escape');
    await site.getByRole('button', { name: 'Create' }).click();
    await expect(site).toBeHidden();
    await page.getByRole('textbox', { name: 'Search by site name' }).fill('pine-hill');
    const row = page.getByRole('table', { name: "Customers' sites" }).getByRole('row').filter({ hasText: 'www.pine-hill.example' });
    await expect(row).toContainText('Harbor Express');
    await expect(row).toContainText('pine-hill');
  });

  await test.step("change a customer's site from the client console", async () => {
    await page.getByRole('textbox', { name: 'Search by site name' }).fill('www.harbor-tea');
    const sites = page.getByRole('table', { name: "Customers' sites" });
    await expect(sites.getByRole('row').filter({ hasNotText: 'www.harbor-tea' })).toHaveCount(1);
    await sites.getByRole('link', { name: 'www.harbor-tea.example', exact: true }).click();
    await expect(page.getByTestId('site-owner')).toHaveText('Customer: mei-lin (mei.lin@harbor-tea.example)', { timeout: 60_000 });
    await openSection(page, 'Compression');
    const webp = page.getByRole('switch', { name: 'Serve images as WebP' });
    await expect(webp).toBeChecked({ timeout: 60_000 });
    await webp.click();
    await page.getByRole('button', { name: 'Save' }).click();
    const review = page.getByRole('dialog', { name: 'Review the changes' });
    await expect(review).toContainText('Serve images as WebP');
    await review.getByRole('button', { name: 'Save 1 change' }).click();
    await expect(review).toBeHidden();
    await expect(webp).not.toBeChecked();
  });

  await test.step('change zone Nginx settings with review', async () => {
    await openMenu(page, 'Nodes', 'Zones');
    await page.getByRole('table', { name: 'Zones' }).getByRole('link', { name: 'Settings of Tokyo' }).click({ timeout: 60_000 });
    await expect(page.getByRole('heading', { name: 'Zone settings', level: 1 })).toBeVisible({ timeout: 60_000 });
    await page.getByRole('tab', { name: 'Nginx' }).click();
    const enable = page.getByRole('switch', { name: "Use the zone's own Nginx settings" });
    await expect(enable).not.toBeChecked();
    await flip(enable);
    await expect(enable).toBeChecked();
    await page.getByRole('tab', { name: 'Workers' }).click();
    const workers = page.getByRole('textbox', { name: 'Worker processes' });
    await workers.fill('8');
    await page.getByRole('button', { name: 'Save' }).click();
    const review = page.getByRole('dialog', { name: 'Review the changes' });
    await expect(review.getByRole('row').filter({ hasText: 'Worker processes' })).toContainText('8');
    await review.getByRole('button', { name: 'Save 1 change' }).click();
    await expect(review).toBeHidden();
    await expect(workers).toHaveValue('8');
  });

  await test.step('set branding and an announcement', async () => {
    await openMenu(page, 'Users and account', 'Branding');
    await expect(page.getByRole('heading', { name: 'Branding', level: 1 })).toBeVisible({ timeout: 60_000 });
    await page.getByRole('textbox', { name: 'Title' }).fill('Harbor Shield');
    await expect(page.locator('figure').filter({ hasText: 'Sign-in page' }).locator('[data-preview="sign-in-title"]')).toHaveText('Harbor Shield');
    await page.getByRole('button', { name: 'Save the branding' }).click();
    const review = page.getByRole('dialog', { name: 'Review the changes' });
    await expect(review).toContainText('Harbor Shield');
    await review.getByRole('button', { name: 'Save 1 change' }).click();
    await expect(review).toBeHidden();
    // The console itself now carries the new name.
    await expect(page.getByRole('link', { name: 'Go to the dashboard' })).toContainText('Harbor Shield');

    await openMenu(page, 'Users and account', 'Announcements');
    const row = page.getByRole('table', { name: 'Announcements' }).getByRole('row').filter({ hasText: 'Support hours over the holidays' });
    await row.getByRole('button', { name: 'Edit' }).click({ timeout: 60_000 });
    const edit = page.getByRole('dialog', { name: 'Edit: Announcement' });
    await edit.getByRole('textbox', { name: 'Text' }).fill('The support desk answers from 08:00 to 20:00 (UTC+8) between Dec 24 and Jan 2.');
    // Its end typed into the date field as a person reads a date (no ISO string).
    await edit.getByRole('textbox', { name: 'Ends' }).fill(typedMoment(10));
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog', { name: 'Review the changes' }).getByRole('button', { name: 'Save 2 changes' }).click();
    await expect(edit).toBeHidden();
    await expect(row).toContainText('Shown now');
  });
});

test('the admin issues licences', async ({ page }) => {
  await new LoginPage(page).signIn('admin', ACCOUNTS.admin.email, ACCOUNTS.admin.password);

  await test.step('issue licences', async () => {
    await openMenu(page, 'Licences', 'Licences');
    const licences = page.getByRole('table', { name: 'Licences' });
    await licences.getByRole('button', { name: 'Issue Starter Edge to a client' }).click({ timeout: 60_000 });
    const issue = page.getByRole('dialog');
    await issue.getByRole('combobox', { name: 'Client' }).click();
    await page.getByRole('option', { name: 'bluefin-media' }).click();
    await issue.getByRole('button', { name: /^(Create|Save|Issue)/ }).click();
    await expect(issue).toBeHidden();

    await openMenu(page, 'Licences', 'Offline licences');
    await page.getByRole('button', { name: 'Issue an offline licence' }).click({ timeout: 60_000 });
    const form = page.getByRole('dialog', { name: 'Add: Offline licence' });
    await form.getByRole('combobox', { name: 'Client' }).click();
    await page.getByRole('option', { name: 'bluefin-media' }).click();
    await form.getByRole('combobox', { name: 'Licence' }).click();
    await page.getByRole('option', { name: 'Starter Edge' }).click();
    await form.getByRole('textbox', { name: 'Starts' }).fill(typedMoment(1));
    await form.getByRole('button', { name: 'Create' }).click();
    const text = page.getByRole('dialog', { name: 'Licence text of bluefin-media' });
    await expect(text.getByText(/^PRPT-OFFLINE-1:/)).toBeVisible();
    await text.getByRole('button', { name: 'Done' }).click();
    const row = page.getByRole('table', { name: 'Offline licences' }).getByRole('row').filter({ hasText: 'bluefin-media' });
    await expect(row).toContainText('Starter Edge');
    await expect(row).toContainText('Not registered');
  });
});
