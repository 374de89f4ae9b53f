// Reseller roles (issue 24): the role a reseller gives its sub-client limits it. Kestrel Watch, Skyline's sub-client
// with the role "Monitor only" (monitor.read), signs in through the client login form: its menus leave out what it
// cannot change, the screens of those things (opened by their address) are read-only and say why, nothing is sent,
// and what it may do (monitoring, its own account) works.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { LoginPage, Shell } from './pages';

const KESTREL = { email: 'noc@kestrel-watch.example', password: 'Kestrel-Watch-2026' };
const REASON = 'Your role does not allow this.';

test.beforeEach(async ({ backend }) => backend.reset());

/** Counts the calls other than reads sent to paths matching `pattern`. */
const writesTo = (page: Page, pattern: RegExp) => {
  const sent = { count: 0 };
  page.on('request', (request) => {
    if (request.method() !== 'GET' && pattern.test(new URL(request.url()).pathname)) sent.count++;
  });
  return sent;
};

test('a "Monitor only" sub-client signs in and its menus offer only what its role allows', async ({ page }) => {
  await new LoginPage(page).signIn('client', KESTREL.email, KESTREL.password);
  // It has no DNS provider set, but may not set one: it lands on the dashboard, not on DNS settings.
  await expect(page).toHaveURL(/\/client\/dashboard$/);
  const nav = new Shell(page).nav();
  await nav.getByRole('button', { name: 'Monitoring' }).click({ timeout: 90_000 });
  await expect(nav.getByRole('link', { name: 'Monitor nodes', exact: true })).toBeVisible();
  await nav.getByRole('button', { name: 'Users and account' }).click();
  await nav.getByRole('button', { name: 'System' }).click();
  await expect(nav.getByRole('link', { name: 'User information', exact: true })).toBeVisible();
  for (const hidden of ['Announcements', 'Branding', 'Users', 'Roles', 'System settings', 'Nginx settings', 'DNS settings', 'CNAME settings', 'Error pages', 'Offline licence']) {
    await expect(nav.getByRole('link', { name: hidden, exact: true }), hidden).toHaveCount(0);
  }

  // The command palette does not offer them either.
  await page.keyboard.press('Control+K');
  const palette = page.getByRole('dialog');
  const search = palette.getByRole('combobox');
  await expect(search).toBeFocused({ timeout: 60_000 });
  await search.fill('Monitor nodes');
  await expect(palette.getByRole('option', { name: /^Monitor nodes/ })).toBeVisible();
  await search.fill('Announcements');
  await expect(palette.getByText('Nothing found.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(palette).toHaveCount(0);

  // What it may do: monitoring opens from the menu and lists its probes (monitor.read).
  await nav.getByRole('link', { name: 'Monitor nodes', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Monitor nodes' })).toBeVisible({ timeout: 90_000 });
  await expect(page.getByRole('columnheader', { name: 'Check URL' })).toBeVisible();
  await expect(page.getByText('0 in all')).toBeVisible();
  await expectAccessible(page);
});

test('what it cannot change, opened by its address, is read-only, says why and sends nothing', async ({ page }) => {
  await new LoginPage(page).signIn('client', KESTREL.email, KESTREL.password);
  const writes = writesTo(page, /\/api\/v1\/client\/setting\//);

  // Announcements: adding one is refused with the reason.
  await page.goto('/client/userManagement/announcementSetting');
  const addAnnouncement = page.getByRole('button', { name: 'Add announcement' });
  await expect(addAnnouncement).toHaveAttribute('aria-disabled', 'true', { timeout: 90_000 });
  await addAnnouncement.focus();
  await expect(page.getByRole('tooltip', { name: REASON })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // System settings: the forms are read-only and say why next to the refused Save.
  await page.goto('/client/systemManagement/systemSetting?tab=general');
  await expect(page.getByRole('heading', { name: 'System settings' })).toBeVisible({ timeout: 90_000 });
  await expect(page.getByRole('button', { name: 'Save' }).first()).toHaveAttribute('aria-disabled', 'true', { timeout: 90_000 });
  await expect(page.getByText(REASON).first()).toBeVisible();

  // Custom Nginx blocks: the editors and the switch are read-only, the reason is shown, Save does nothing.
  await page.goto('/client/systemManagement/nginxSetting?tab=custom');
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toHaveAttribute('aria-disabled', 'true', { timeout: 90_000 });
  await expect(page.getByText(REASON).first()).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Custom directives on' })).toBeDisabled();
  await save.click({ force: true });
  await expect(page.getByRole('dialog', { name: 'Review the changes' })).toHaveCount(0);

  // Branding: the images cannot be chosen and saving is refused with the reason.
  await page.goto('/client/userManagement/customizeLogo');
  const saveBranding = page.getByRole('button', { name: 'Save the branding' });
  await expect(saveBranding).toHaveAttribute('aria-disabled', 'true', { timeout: 90_000 });
  await expect(page.getByText(REASON).first()).toBeVisible();
  await saveBranding.click({ force: true });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectAccessible(page);

  expect(writes.count).toBe(0);
});

test('what it may do works: it changes its own account information', async ({ page }) => {
  await new LoginPage(page).signIn('client', KESTREL.email, KESTREL.password);
  await new Shell(page).openAccountPage('User information');
  const phone = page.getByRole('textbox', { name: 'Phone' });
  await expect(phone).toBeVisible({ timeout: 90_000 });
  await phone.fill('+852 2111 0000');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Update Information Successful!')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('+852 2111 0000', { timeout: 90_000 });
});
