// Roles that really limit (issue 15, finding 1): a sub-user sees the settings its role does not let it change
// as read-only, with the reason next to the refused Save, and nothing is sent; within its role it saves.
import { expect, expectAccessible, test } from './fixtures';
import { signInThroughApi } from './pages';

// Seeded sub-users without a second sign-in step: Yu reads logs only; Rosa changes site settings of one site.
const LOG_READER = { email: 'yu.chen@harbor-tea.example', password: 'Harbor-Yu-2026' };
const ONE_SITE_EDITOR = { email: 'rosa.martin@lantern-books.example', password: 'Lantern-Rosa-2026' };

test.beforeEach(async ({ backend }) => backend.reset());

const gzipPuts = (page: import('@playwright/test').Page, siteId: number) => {
  const sent = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'PUT' && new URL(request.url()).pathname.endsWith(`/site/${siteId}/setting/gzip`)) sent.count++;
  });
  return sent;
};

test('a log reader cannot change compression: read-only form, the reason shown, nothing sent', async ({ page }) => {
  await signInThroughApi(page, 'user', LOG_READER);
  const puts = gzipPuts(page, 4102);
  await page.goto('/user/sitesManagement/sitesSetting/4102/shop.harbor-tea.example?tab=compress');
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toHaveAttribute('aria-disabled', 'true', { timeout: 60_000 });
  await expect(page.getByText('Your role does not allow this.').first()).toBeVisible();
  // The refused button stays reachable by keyboard, shows why, and does nothing.
  await save.focus();
  await expect(page.getByRole('tooltip', { name: 'Your role does not allow this.' })).toBeVisible();
  await page.keyboard.press('Enter');
  await save.click({ force: true });
  expect(puts.count).toBe(0);
  await expectAccessible(page);
});

test('a role limited to one site saves there and is refused on another site', async ({ page }) => {
  await signInThroughApi(page, 'user', ONE_SITE_EDITOR);
  await page.goto('/user/sitesManagement/sitesSetting/4202/cdn.lantern-books.example?tab=compress');
  await expect(page.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-disabled', 'true', { timeout: 60_000 });
  await expect(page.getByText('Your role does not cover this site.').first()).toBeVisible();

  await page.goto('/user/sitesManagement/sitesSetting/4201/www.lantern-books.example?tab=compress');
  const webp = page.getByRole('switch', { name: 'Serve images as WebP' });
  await expect(webp).toBeVisible({ timeout: 60_000 });
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).not.toHaveAttribute('aria-disabled', 'true');
  const puts = gzipPuts(page, 4201);
  await webp.click();
  await save.click();
  await page.getByRole('dialog', { name: 'Review the changes' }).getByRole('button', { name: /Save/ }).click();
  await expect(page.getByText('Update Success!')).toBeVisible();
  expect(puts.count).toBe(1);
  await expectAccessible(page);
});

test('a log reader cannot remove a site DNS record: the DNS list refuses with the reason and sends nothing', async ({ page }) => {
  await signInThroughApi(page, 'user', LOG_READER);
  const deletes = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'DELETE' && new URL(request.url()).pathname.includes('/site/4102/')) deletes.count++;
  });
  await page.goto('/user/sitesManagement/sitesSetting/4102/shop.harbor-tea.example?tab=dns');
  const remove = page.getByRole('button', { name: /^Remove the record of / }).first();
  await expect(remove).toHaveAttribute('aria-disabled', 'true', { timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Add DNS record' })).toHaveAttribute('aria-disabled', 'true');
  await remove.focus();
  await expect(page.getByRole('tooltip', { name: 'Your role does not allow this.' })).toBeVisible();
  await page.keyboard.press('Enter');
  await remove.click({ force: true });
  await expect(page.getByRole('dialog', { name: 'Remove this DNS record?' })).toHaveCount(0);
  expect(deletes.count).toBe(0);
  await expectAccessible(page);
});
