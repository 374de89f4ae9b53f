// User-supplied text shown as text (issue 15, finding 11): a right-to-left override cannot make "\u202Egnp.exe" read
// "exe.png", a 64-character unbroken tag does not push the sites list's actions off screen, a 256-character memo
// does not push a panel's Close button out, and a clipped value shows in full on keyboard focus.
import type { Page } from '@playwright/test';
import { ACCOUNTS } from './accounts';
import { expect, expectAccessible, test } from './fixtures';
import { signInThroughApi } from './pages';

test.beforeEach(async ({ backend }) => backend.reset());
test.describe.configure({ timeout: 180_000 });

const RLO_NAME = '\u202Egnp.exe';
const SHOWN = '⟦U+202E⟧gnp.exe';
const LONG_TAG = 'x'.repeat(64);
const LONG_MEMO = 'm'.repeat(256);
const SITE = 4101;

/** A call through the console's own transport, as the signed-in user. */
async function call(page: Page, method: string, path: string, body: unknown) {
  const status = await page.evaluate(
    async ({ method, path, body }) => {
      const transport = (window as unknown as { __parapetTransport: (r: Request) => Promise<Response> }).__parapetTransport;
      const response = await transport(
        new Request(new URL(`/api/v1${path}`, location.href), { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
      );
      return response.status;
    },
    { method, path, body },
  );
  expect(status, `${method} ${path}`).toBe(200);
}

// Layout is read with expect.poll: a box read once can be a frame of a layout still settling (a font, a dialog
// opening), and the check is of where things come to rest.
async function inViewport(page: Page, locator: ReturnType<Page['locator']>) {
  const width = page.viewportSize()!.width;
  await expect
    .poll(async () => {
      const box = await locator.boundingBox();
      return !!box && box.x >= 0 && box.x + box.width <= width;
    }, { message: 'inside the viewport' })
    .toBe(true);
}

async function size(locator: ReturnType<Page['locator']>, side: 'width' | 'height') {
  return (await locator.boundingBox())?.[side] ?? Number.POSITIVE_INFINITY;
}

test('hostile names, tags and memos are shown as text and keep the layout', async ({ page }) => {
  await signInThroughApi(page, 'user', ACCOUNTS.user);
  await page.goto('/user/dashboard');
  await expect(page.getByRole('heading', { name: /Welcome,/ })).toBeVisible();
  await call(page, 'PUT', `/user/site/${SITE}/tags`, { tags: [RLO_NAME, LONG_TAG] });
  await call(page, 'POST', `/user/site/${SITE}/module/customHeader`, { name: RLO_NAME, memo: LONG_MEMO });

  // The sites list: the tag shows its override as a visible mark, in logical order, isolated; the long tag is
  // clipped and every row's actions stay on screen.
  await page.goto('/user/sitesManagement/sitesList');
  const table = page.getByRole('table', { name: 'Sites' });
  const row = table.getByRole('row').filter({ hasText: 'www.harbor-tea.example' });
  await expect(row).toBeVisible({ timeout: 100_000 });
  const tag = row.locator('bdi', { hasText: SHOWN });
  await expect(tag).toHaveText(SHOWN);
  expect(await row.evaluate((element) => element.textContent!.includes('\u202E'))).toBe(false);
  await inViewport(page, row.getByRole('button', { name: 'Users' }));
  const longTag = row.getByLabel(LONG_TAG);
  await expect.poll(() => size(longTag, 'width')).toBeLessThan(300);
  // The full value of a clipped tag on keyboard focus.
  await longTag.focus();
  await expect(page.getByRole('tooltip')).toHaveText(LONG_TAG);
  await expectAccessible(page);

  // The tags dialog names the site isolated; its close button stays in the dialog.
  await row.getByRole('button', { name: 'Tags' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await inViewport(page, dialog.getByRole('button', { name: 'Close' }));
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The custom headers tab: the module's name shows the mark; its 256-character memo is clamped in the row and
  // in the entries panel, whose Close button stays inside the panel.
  await page.goto(`/user/sitesManagement/sitesSetting/${SITE}/www.harbor-tea.example?tab=customHeaders`);
  const modules = page.getByRole('table', { name: 'Custom header modules' });
  const moduleRow = modules.getByRole('row').filter({ hasText: SHOWN });
  await expect(moduleRow).toBeVisible({ timeout: 100_000 });
  const rowMemo = moduleRow.locator('bdi', { hasText: LONG_MEMO });
  await expect.poll(() => size(rowMemo, 'height')).toBeLessThan(60);
  await rowMemo.focus();
  await expect(page.getByRole('tooltip')).toHaveText(LONG_MEMO);
  // The name inside the sentence shows the override as a mark, in logical order.
  const headersOf = /^Headers of ⟦U\+202E⟧gnp\.exe$/;
  await moduleRow.getByRole('button', { name: headersOf }).click();
  const panel = page.getByRole('region', { name: headersOf });
  await expect(panel).toBeVisible();
  const closeButton = panel.getByRole('button', { name: 'Close the entries' });
  await expect
    .poll(async () => {
      const [panelBox, close] = [await panel.boundingBox(), await closeButton.boundingBox()];
      return !!panelBox && !!close && close.x + close.width <= panelBox.x + panelBox.width;
    }, { message: 'the Close button inside the panel' })
    .toBe(true);
  const memo = panel.locator('bdi', { hasText: LONG_MEMO });
  await expect.poll(() => size(memo, 'height')).toBeLessThan(90);
  await expectAccessible(page);
});
