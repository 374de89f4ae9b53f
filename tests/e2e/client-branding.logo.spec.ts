// Branding (client userManagement/customizeLogo): a wrong type, an oversized file and a file that does not
// decode are each refused next to their field and nothing is sent; the preview draws the sign-in page and the
// console with the new title and images before saving; the change review names what changes; after saving the
// console's header, tab title and icon and the sign-in page show it; a file whose content is not the type it
// says is refused by the server with the catalogue's message, the form keeping what was typed; a reset to the
// product's defaults asks first; accessibility.
import type { Page } from '@playwright/test';
import { ACCOUNTS } from './accounts';
import { compileFirstOnDevServer, expect, expectAccessible, test } from './fixtures';
import { signInThroughApi } from './pages';
import { countCalls, recordFeedback } from './watch';

test.beforeEach(async ({ backend }) => backend.reset());
test.describe.configure({ timeout: 240_000 });
compileFirstOnDevServer(['/src/features/branding/BrandingScreen.tsx']);

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

async function choose(page: Page, label: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: label, exact: true }).click();
  await (await chooser).setFiles(file);
}

test('an operator checks, previews, saves and resets the branding', async ({ page, browser }) => {
  const feedback = await recordFeedback(page);
  await signInThroughApi(page, 'client', ACCOUNTS.client);
  await page.goto('/client/userManagement/customizeLogo');
  await expect(page.getByRole('heading', { name: 'Branding', level: 1 })).toBeVisible({ timeout: 100_000 });
  const signInPreview = page.locator('figure').filter({ hasText: 'Sign-in page' });
  const shellPreview = page.locator('figure').filter({ hasText: 'Console:' });
  await expect(signInPreview).toContainText('Northwind Edge');
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Northwind Edge');
  await expectAccessible(page);

  // Three refusals before sending anything.
  const puts = countCalls(page, 'PUT', '/api/v1/client/setting/logo');
  await choose(page, 'Logo', { name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
  await expect(page.getByText('Use a GIF, PNG, JPG or BMP image.')).toBeVisible();
  const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
  await choose(page, 'Background image', { name: 'huge.png', mimeType: 'image/png', buffer: big });
  await expect(page.getByText('an image may be at most 2 MB.')).toBeVisible();
  await choose(page, 'Favicon', { name: 'broken.png', mimeType: 'image/png', buffer: Buffer.concat([PNG.subarray(0, 16), Buffer.from('not the rest of a png')]) });
  await expect(page.getByText('could not be read as an image')).toBeVisible();
  await page.getByRole('button', { name: 'Save the branding' }).click();
  await expect(page.getByRole('dialog', { name: 'Review the changes' })).toHaveCount(0);
  expect(puts.count).toBe(0);

  // Good files and a new title: the preview shows them before anything is saved.
  await choose(page, 'Logo', { name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await choose(page, 'Favicon', { name: 'favicon.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Clear the chosen Background image' }).click();
  await expect(page.getByText('could not be read as an image')).toHaveCount(0);
  await expect(page.getByText('an image may be at most 2 MB.')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Title' }).fill('Harbor Shield');
  await expect(signInPreview.locator('[data-preview="sign-in-title"]')).toHaveText('Harbor Shield');
  await expect(shellPreview.locator('[data-preview="shell-title"]')).toHaveText('Harbor Shield');
  await expect(signInPreview.locator('img[src^="blob:"]').first()).toBeVisible();
  expect(puts.count).toBe(0);

  // The review names each change; saving applies it to this console at once.
  await page.getByRole('button', { name: 'Save the branding' }).click();
  const review = page.getByRole('dialog', { name: 'Review the changes' });
  await expect(review).toContainText('Title');
  await expect(review).toContainText('Harbor Shield');
  await expect(review).toContainText('New: logo.png');
  await expect(review).toContainText('New: favicon.png');
  await expect(review).not.toContainText('Background image');
  await review.getByRole('button', { name: 'Save 3 changes' }).click();
  await feedback.toast('Branding saved');
  expect(puts.count).toBe(1);
  await expect(page.getByRole('banner').getByText('Harbor Shield')).toBeVisible();
  await expect(page).toHaveTitle('Harbor Shield');
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /^data:image\/png/);
  await expect(page.getByRole('img', { name: 'Logo: the current image' })).toBeVisible();

  // The sign-in page, as a visitor opens it, shows the saved branding.
  const visitor = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const signIn = await visitor.newPage();
  await signIn.addInitScript(() => localStorage.setItem('lang', 'en'));
  await signIn.goto('/client/login');
  await expect(signIn.getByRole('img', { name: 'Harbor Shield' })).toBeVisible({ timeout: 100_000 });
  await expect(signIn).toHaveTitle('Harbor Shield');
  await visitor.close();

  // A file whose content is not the type it says: the browser draws it, the server refuses it with the
  // catalogue's message, and the form keeps what was typed.
  await page.getByRole('textbox', { name: 'Copyright' }).fill('© 2026 Harbor Shield');
  await choose(page, 'Sidebar logo', { name: 'sidebar.png', mimeType: 'image/png', buffer: GIF });
  await page.getByRole('button', { name: 'Save the branding' }).click();
  await page.getByRole('dialog', { name: 'Review the changes' }).getByRole('button', { name: /^Save \d+ changes?$/ }).click();
  await feedback.toast('Some of the values are not valid.');
  await expect(page.getByText('The server did not accept this image')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Copyright' })).toHaveValue('© 2026 Harbor Shield');
  await expectAccessible(page);

  // Reset to the product's defaults, after a confirmation.
  await page.getByRole('button', { name: "Reset to the product's defaults" }).click();
  const confirm = page.getByRole('dialog', { name: "Reset the branding to the product's defaults?" });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('banner').getByText('Harbor Shield')).toBeVisible();
  await page.getByRole('button', { name: "Reset to the product's defaults" }).click();
  await confirm.getByRole('button', { name: 'Reset to default' }).click();
  await feedback.toast('Reset to default');
  await expect(page.getByRole('banner').getByText('Parapet', { exact: true })).toBeVisible();
  await expect(page.getByText("You have no branding yet: the product's own is shown. Saving creates yours.")).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('');
});
