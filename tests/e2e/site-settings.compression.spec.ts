// The Compression tab: a bad MIME type is named by its line and nothing is sent; a change shows exactly what
// changes, saves, and is there after a reload.
import { ACCOUNTS } from './accounts';
import { expect, expectAccessible, test } from './fixtures';
import { signInThroughApi } from './pages';

test.beforeEach(async ({ backend }) => backend.reset());

test('compression: line-numbered check, change review, saved across a reload', async ({ page }) => {
  await signInThroughApi(page, 'user', ACCOUNTS.user);
  await page.goto('/user/sitesManagement/sitesSetting/4101/www.harbor-tea.example?tab=compress');
  const webp = page.getByRole('switch', { name: 'Serve images as WebP' });
  await expect(webp).toBeChecked({ timeout: 60_000 });
  const types = page.getByRole('textbox', { name: 'Content types to compress' });
  await expect(types).toHaveValue('text/html\ntext/css\ntext/plain\napplication/javascript\napplication/json\nimage/svg+xml');

  let puts = 0;
  page.on('request', (request) => {
    if (request.method() === 'PUT' && new URL(request.url()).pathname.endsWith('/site/4101/setting/gzip')) puts++;
  });

  // A bad line is named by its number; nothing is sent.
  await types.fill('text/html\ntext/css\nText/Plain\napplication/javascript');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Line 3: The format is wrong.').filter({ visible: true })).toBeVisible();
  expect(puts).toBe(0);
  await expectAccessible(page);

  // Toggle, edit the list: the review shows exactly these changes.
  await types.fill('text/html\ntext/css\ntext/plain\napplication/javascript\napplication/json\nimage/svg+xml\nfont/woff2');
  await webp.click();
  await page.getByRole('textbox', { name: 'Smallest response to compress (bytes)' }).fill('2048');
  await page.getByRole('button', { name: 'Save' }).click();
  const review = page.getByRole('dialog', { name: 'Review the changes' });
  const changes = review.getByRole('table', { name: 'Changes to save' });
  await expect(changes.getByRole('row')).toHaveCount(4);
  await expect(changes.getByRole('row', { name: /Smallest response to compress/ })).toContainText(/1024\s*2048/);
  await expect(changes.getByRole('row', { name: /Content types to compress/ })).toContainText(/Added 1\s*font\/woff2/);
  await expect(changes.getByRole('row', { name: /Content types to compress/ })).not.toContainText('Removed');
  await expect(changes.getByRole('row', { name: /Serve images as WebP/ })).toContainText(/On\s*Off/);
  expect(puts).toBe(0);
  await review.getByRole('button', { name: 'Save 3 changes' }).click();
  await expect(page.getByText('Compression saved')).toBeVisible();
  expect(puts).toBe(1);

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Serve images as WebP' })).not.toBeChecked({ timeout: 60_000 });
  await expect(page.getByRole('switch', { name: 'Gzip compression' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Smallest response to compress (bytes)' })).toHaveValue('2048');
  await expect(page.getByRole('textbox', { name: 'Content types to compress' })).toHaveValue(
    'text/html\ntext/css\ntext/plain\napplication/javascript\napplication/json\nimage/svg+xml\nfont/woff2',
  );

  // Saving without a change says so and sends nothing.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Nothing has changed.')).toBeVisible();
  expect(puts).toBe(1);
});
