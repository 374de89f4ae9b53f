// Smoke run on Prism's mock (the contract's examples, no embedded backend): each console signs in through its form
// and opens every screen of its registry without a page error.
import { expect, test } from '@playwright/test';
import { openInConsole } from '../e2e/pages';
import { loadRegistry } from '../e2e/registry';

const { screens } = await loadRegistry();

test.use({ locale: 'en-US' });

for (const area of ['admin', 'client', 'user'] as const) {
  test(`${area}: signs in on the contract's examples and opens every screen`, async ({ page }) => {
    test.setTimeout(300_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    await page.addInitScript(() => localStorage.setItem('lang', 'en'));
    await page.goto(`/${area}/login`);
    await page.getByRole('textbox', { name: 'Email or account name', exact: true }).fill(`qa@${area}.example`);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Prism-Mock-2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    // Prism reads the contract slowly on a busy machine: a long first wait.
    await expect(page).toHaveURL(new RegExp(`/${area}/dashboard$`), { timeout: 150_000 });
    // Each screen by a route change in the running console, as a click on a link would open it.
    for (const screen of screens.filter((item) => item.area === area)) {
      await openInConsole(page, screen.url);
      await expect(page.getByRole('main').first().getByRole('heading').first(), screen.url).toBeVisible({ timeout: 60_000 });
      await expect(page, screen.url).toHaveURL((url) => url.pathname.startsWith(`/${area}/`) && !url.pathname.includes('/login'));
    }
    expect(errors, 'no page errors').toEqual([]);
  });
}
