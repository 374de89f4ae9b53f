// Everyday work on a phone (issue 25), 390 × 844: the dashboard, the sites list, a site's domains and deny list and the
// log search fit the screen (no sideways scrolling, no text broken a character a line), lists read as cards with
// labelled lines, not a table squeezed to a word per line; the site workspace's pages come from a picker, the header
// keeps the search; and a form with typed changes asks before a menu click leaves it, keeping what was typed.
import { ACCOUNTS } from './accounts';
import { expect as baseExpect, expectAccessible, test } from './fixtures';
import { LoginPage } from './pages';
import { expectNoCharacterColumns, expectNoSidewaysScroll } from './phone';

const expect = baseExpect.configure({ timeout: 20_000 });
test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 180_000 });
test.beforeEach(async ({ backend }) => backend.reset());

test('on a phone: lists as cards, no sideways scroll, typed work kept when leaving is refused', async ({ page }) => {
  await new LoginPage(page).signIn('user', ACCOUNTS.user.email, ACCOUNTS.user.password);
  await expectNoSidewaysScroll(page);
  // The header keeps the search: a magnifier opens the palette.
  await page.getByRole('button', { name: 'Search the console' }).click();
  await expect(page.getByRole('dialog').getByRole('combobox')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  // The sites list: one card a site, its name on one line, its other columns as labelled lines.
  await page.goto('/user/sitesManagement/sitesList');
  const sites = page.getByRole('region', { name: 'Sites', exact: true });
  const cards = sites.getByRole('listitem');
  await expect(cards.first()).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('table', { name: 'Sites', exact: true })).toHaveCount(0);
  const first = cards.filter({ hasText: 'www.harbor-tea.example' }).first();
  await expect(first.getByRole('term').first()).toBeVisible();
  // A name read on one line (a squeezed table broke it every few letters): its box is one line of text high.
  const name = first.getByText('www.harbor-tea.example', { exact: true }).first();
  const box = (await name.boundingBox())!;
  expect(box.height).toBeLessThan(30);
  // The filters: the search, then the others behind a button (they stacked a screen high above the first card); the
  // button says how many of them narrow the list.
  await expect(page.getByRole('textbox', { name: 'Search by site name' })).toBeVisible();
  const status = page.getByRole('combobox', { name: 'Status' }).or(page.getByRole('textbox', { name: 'Status' }));
  await expect(status).toHaveCount(0);
  await page.getByRole('button', { name: 'More filters' }).click();
  await status.first().click();
  await page.getByRole('option', { name: 'Running' }).click();
  await page.getByRole('button', { name: 'Fewer filters' }).click();
  await expect(page.getByRole('button', { name: 'More filters (1 set)' })).toHaveAttribute('aria-expanded', 'false');
  await expect(cards.filter({ hasText: 'www.harbor-tea.example' })).toHaveCount(1);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);

  // A site's domains: cards too, and the page still fits.
  await page.goto('/user/sitesManagement/sitesSetting/4101/www.harbor-tea.example?tab=domains');
  const domains = page.getByRole('region', { name: 'Domains of www.harbor-tea.example', exact: true });
  await expect(domains.getByRole('listitem').first()).toBeVisible({ timeout: 60_000 });
  await expectNoSidewaysScroll(page);
  await expectNoCharacterColumns(page);
  // A card's selection box is a finger's target (24 px, WCAG 2.2 target size; it was a 2 px outline) and selects
  // the card.
  const pick = domains.getByRole('checkbox', { name: 'Select www.harbor-tea.example' });
  const target = (await pick.boundingBox())!;
  expect(Math.min(target.width, target.height)).toBeGreaterThanOrEqual(24);
  await pick.click();
  await expect(pick).toBeChecked();
  await pick.click();
  await expect(pick).not.toBeChecked();
  // Its six filters: the search, then the others behind a button, which counts those set.
  await expect(page.getByRole('textbox', { name: 'Search domains' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Dates' })).toHaveCount(0);
  await page.getByRole('button', { name: 'More filters' }).click();
  await page.getByRole('combobox', { name: 'Force HTTPS' }).or(page.getByRole('textbox', { name: 'Force HTTPS' })).first().click();
  await page.getByRole('option', { name: 'Force HTTPS on' }).click();
  await page.getByRole('button', { name: 'Fewer filters' }).click();
  await expect(page.getByRole('button', { name: 'More filters (1 set)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Dates' })).toHaveCount(0);
  await expectNoSidewaysScroll(page);

  // The workspace's pages: a picker above the page (no menu beside it), the firewall's deny list as cards whose
  // addresses read on a line.
  await expect(page.getByRole('navigation', { name: 'Site settings pages' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Settings page' }).or(page.getByRole('combobox', { name: 'Settings page' })).first().click();
  await page.getByRole('option', { name: 'Firewall', exact: true }).click();
  await expect(page).toHaveURL(/tab=firewall$/);
  await page.getByRole('tab', { name: /Deny list/ }).click();
  const denied = page.getByRole('region', { name: 'Deny list', exact: true });
  await expect(denied.getByRole('listitem').first()).toBeVisible({ timeout: 60_000 });
  await expectNoCharacterColumns(page);
  await expectNoSidewaysScroll(page);

  // The log search fits the screen.
  await page.goto('/user/dataAnalysis/logger');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  // Each line on two lines: time and status, then client and request.
  const line = page.getByRole('table', { name: 'Log lines' }).getByRole('row').filter({ has: page.getByRole('cell') }).first();
  await expect(line.getByRole('cell')).toHaveCount(4, { timeout: 60_000 });
  await expectNoSidewaysScroll(page);
  await expectNoCharacterColumns(page);

  // Typed work is not lost: a menu click asks first; staying keeps the text.
  await page.goto('/user/sitesManagement/sitesSetting/4101/www.harbor-tea.example?tab=compress');
  const smallest = page.getByRole('textbox', { name: 'Smallest response to compress (bytes)' });
  await expect(smallest).toBeVisible({ timeout: 60_000 });
  await smallest.fill('4096');
  await page.getByRole('button', { name: 'Open the navigation' }).click();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Dashboard', exact: true }).click();
  const question = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(question).toBeVisible();
  await expectAccessible(page);
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(/tab=compress/);
  await expect(smallest).toHaveValue('4096');
});

test('on a phone: the statistics and the security analysis draw the cards further down, and ask for their figures, as they are scrolled to', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/v1/user/statistics/')) asked.push(path.slice('/api/v1/user/statistics/'.length));
  });
  await new LoginPage(page).signIn('user', ACCOUNTS.user.email, ACCOUNTS.user.password);
  await page.goto('/user/dataAnalysis/statistics');
  await expect(page.getByRole('heading', { name: 'Statistics', level: 1 })).toBeVisible({ timeout: 60_000 });
  // The first screen: the traffic cards, drawn with their figures.
  await expect(page.getByRole('heading', { name: 'Status codes', level: 2 })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'Domain ranking' })).toHaveCount(0);
  expect(asked.filter((call) => call === 'list' || call === 'top')).toEqual([]);

  // Scrolled down a screen at a time, as a thumb does: each card comes with its figures.
  const last = page.getByRole('region', { name: 'Top user agents' });
  await expect(async () => {
    await page.mouse.wheel(0, 700);
    await expect(last).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.getByRole('region', { name: 'Domain ranking' }).getByRole('table', { name: /^Top \d+ domains$/ })).toBeVisible();
  // Its figures, read as a table.
  await last.getByRole('button', { name: 'Table', exact: true }).click();
  await expect(last.getByRole('table').getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  expect(asked).toContain('list');
  expect(asked).toContain('top');
  await expectNoSidewaysScroll(page);

  // The security analysis likewise: its WAF section comes, with the blocks by rule, when scrolled to.
  await page.goto('/user/dataAnalysis/securityAnalysis');
  await expect(page.getByRole('heading', { name: 'Security analysis', level: 1 })).toBeVisible({ timeout: 60_000 });
  // A page opened by its address starts at its top, not where the page loaded before it in the tab was left.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const waf = page.getByRole('heading', { name: 'Web application firewall', level: 2 });
  await expect(waf).toHaveCount(0);
  await expect(async () => {
    await page.mouse.wheel(0, 700);
    await expect(waf).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.getByTestId('sec-blocks').getByRole('rowheader', { name: 'Deny list' })).toBeVisible({ timeout: 30_000 });
  await expectNoSidewaysScroll(page);
});
