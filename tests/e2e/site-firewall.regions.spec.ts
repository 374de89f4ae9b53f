// Firewall tab, region rules: the region tree (continent > country > city) with its search, "at least one
// region" checked before sending, the effect sentence of an allow rule, named regions in the change
// review, delete with confirmation, hostile text, accessibility of the open picker.
import type { Page } from '@playwright/test';
import { ACCOUNTS } from './accounts';
import { expect, expectAccessible, test, compileFirstOnDevServer } from './fixtures';
import { signInThroughApi } from './pages';

test.beforeEach(async ({ backend }) => backend.reset());

compileFirstOnDevServer(['/src/features/site-workspace/firewall/FirewallTab.tsx']);

const HOSTILE = '<img src=x onerror=alert(1)>';

async function openRegions(page: Page) {
  await signInThroughApi(page, 'user', ACCOUNTS.user);
  await page.goto('/user/sitesManagement/sitesSetting/4101/www.harbor-tea.example?tab=firewall&section=geo');
  const region = page.getByRole('region', { name: 'Region rules', exact: true });
  await expect(region.getByRole('table')).toHaveAttribute('aria-busy', 'false', { timeout: 60_000 });
  // Region ids are shown by name.
  await expect(region.getByRole('row').filter({ hasText: 'No shipping there' })).toContainText('Russia');
  return region;
}

test('regions: picked from the tree with a search, explained, created', async ({ page }) => {
  page.on('dialog', (dialog) => {
    throw new Error(`unexpected dialog: ${dialog.message()}`);
  });
  const section = await openRegions(page);
  let posts = 0;
  page.on('request', (r) => r.method() === 'POST' && r.url().includes('/firewall/setting/geo') && posts++);

  await section.getByRole('button', { name: 'Add rule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add: Region rule' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Choose at least one region.').filter({ visible: true })).toBeVisible();
  expect(posts).toBe(0);

  // A country found by the search, then its continent: the continent covers it.
  const search = dialog.getByRole('textbox', { name: 'Search regions' });
  const chosen = dialog.getByRole('list', { name: 'Chosen regions' });
  await search.fill('Japan');
  await dialog.getByRole('checkbox', { name: 'Japan', exact: true }).check();
  await expect(chosen).toContainText('Japan');
  await search.fill('');
  await dialog.getByRole('checkbox', { name: 'Asia', exact: true }).check();
  await expect(chosen).toHaveText('Asia');
  await dialog.getByRole('button', { name: 'Show the regions in Asia' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Japan', exact: true })).toBeDisabled();
  await chosen.getByRole('button', { name: 'Remove Asia' }).click();

  // Names typed or pasted are looked up (GET firewall/geos names=…) and chosen; a name no region has is said.
  const lookUp = page.waitForRequest((r) => r.url().includes('/user/firewall/geos?') && new URL(r.url()).searchParams.getAll('names').join('|') === 'south korea|Atlantis');
  await dialog.getByRole('textbox', { name: 'Choose by name' }).fill('south korea; Atlantis');
  await dialog.getByRole('button', { name: 'Choose', exact: true }).click();
  await lookUp;
  await expect(dialog.getByText('No region is named Atlantis.')).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'South Korea', exact: true })).toBeChecked();
  await search.fill('tokyo');
  await dialog.getByRole('checkbox', { name: 'Tokyo', exact: true }).check();
  await expect(chosen).toContainText('South Korea');
  await expect(chosen).toContainText('Tokyo');
  await dialog.getByRole('radio', { name: 'Allow only these regions (allow list)' }).check();
  await dialog.getByRole('textbox', { name: 'URL expression' }).fill('^/admin');
  await expect(dialog.getByRole('status')).toContainText(
    'Requests from 2 regions (South Korea and Tokyo) to URLs matching ^/admin will be let through without further checks; requests from other regions to URLs matching ^/admin will be refused.',
  );
  await dialog.getByRole('textbox', { name: 'Memo' }).fill(HOSTILE);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Region rule added')).toBeVisible();
  const created = section.getByRole('row').filter({ hasText: 'Tokyo' });
  await expect(created).toContainText('Allow only');
  await expect(created).toContainText('South Korea');
  await expect(created).toContainText(HOSTILE);
  expect(posts).toBe(1);
});

test('regions: an edit reviewed with region names, a delete confirmed', async ({ page }) => {
  const section = await openRegions(page);
  await section.getByRole('row').filter({ hasText: 'No shipping there' }).getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit: Region rule' });
  await expect(dialog.getByRole('list', { name: 'Chosen regions' })).toHaveText('Russia');
  await dialog.getByRole('textbox', { name: 'Search regions' }).fill('Ukraine');
  await dialog.getByRole('checkbox', { name: 'Ukraine', exact: true }).check();
  await expect(dialog.getByRole('status')).toContainText('Requests from 2 regions (Russia and Ukraine) to any URL will be refused.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const review = page.getByRole('dialog', { name: 'Review the changes' });
  await expect(review.getByRole('row').filter({ hasText: 'Regions' })).toContainText('Added 1');
  await expect(review.getByRole('row').filter({ hasText: 'Regions' })).toContainText('Ukraine');
  await review.getByRole('button', { name: 'Save 1 change' }).click();
  await expect(page.getByText('Region rule saved')).toBeVisible();
  await expect(section.getByRole('row').filter({ hasText: 'No shipping there' })).toContainText('Ukraine');

  const office = section.getByRole('row').filter({ hasText: 'Back office from Taiwan' });
  await expect(office).toContainText('Taiwan');
  await office.getByRole('button', { name: 'Remove' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this rule?' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Removed Back office from Taiwan and Hong Kong only from Region rules')).toBeVisible();
  await expect(office).toHaveCount(0);
  await expect(page.getByRole('tab', { name: /Regions/ })).toContainText('1');
  await expectAccessible(page);
});
