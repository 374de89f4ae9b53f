import type { Page } from '@playwright/test';
import { ACCOUNTS } from './accounts';
import { expect, expectAccessible, test } from './fixtures';
import { Shell, flip, signInThroughApi } from './pages';
import { countCalls } from './watch';

test.beforeEach(async ({ backend }) => backend.reset());

const card = (page: Page, title: string) => page.locator('.mantine-Card-root').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test("a zone's Nginx settings: the enable switch, a block saved after review and reset to the defaults, custom directives in the editor", async ({ page }) => {
  await signInThroughApi(page, 'client', ACCOUNTS.client);
  // The editor's code is loaded only with the custom directives tab.
  const editorChunks: string[] = [];
  page.on('request', (request) => {
    if (/codemirror|CustomBlocks|CodeEditor/i.test(request.url())) editorChunks.push(request.url());
  });
  await page.goto('/client/nodeManage/zonesList/2?tab=nginx');
  await expect(page.getByRole('heading', { name: 'Zone settings', level: 1 })).toBeVisible({ timeout: 90_000 });
  const enable = page.getByRole('switch', { name: "Use the zone's own Nginx settings" });
  await expect(enable).not.toBeChecked();
  await flip(enable);
  await expect(page.getByText('The zone now uses its own Nginx settings.')).toBeVisible();
  await expect(enable).toBeChecked();

  await page.getByRole('tab', { name: 'Workers' }).click();
  const workers = card(page, 'Nginx workers');
  await expect(workers.getByRole('textbox', { name: 'Worker processes' })).toHaveValue('16');
  await workers.getByRole('textbox', { name: 'Worker processes' }).fill('8');
  await workers.getByRole('button', { name: 'Save' }).click();
  const review = page.getByRole('dialog', { name: 'Review the changes' });
  await expect(review.getByText('Worker processes')).toBeVisible();
  await review.getByRole('button', { name: 'Save 1 change' }).click();
  await expect(page.getByText('Nginx settings saved: Workers')).toBeVisible();

  // Reset to the defaults: asked first, then DELETE, and the form shows the defaults.
  const resets = countCalls(page, 'DELETE', '/setting/nginx/worker');
  await page.getByRole('button', { name: 'Reset to default' }).click();
  const confirm = page.getByRole('dialog', { name: 'Reset the Workers to the defaults?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  // Closed before the next click, as a person sees it: while it closes, its own "Reset to default" is a second match.
  await expect(confirm).toBeHidden();
  expect(resets.count).toBe(0);
  await page.getByRole('button', { name: 'Reset to default' }).click();
  await confirm.getByRole('button', { name: 'Reset to default' }).click();
  await expect(page.getByText('Nginx settings reset to the defaults: Workers')).toBeVisible();
  await expect(workers.getByRole('textbox', { name: 'Worker processes' })).not.toHaveValue('8');
  expect(resets.count).toBe(1);
  expect(editorChunks).toEqual([]);

  // Custom directives: a code editor with line numbers; the nodes' test refuses unbalanced braces with its message.
  await page.getByRole('tab', { name: 'Custom directives' }).click();
  const http = page.getByRole('textbox', { name: 'Directives added to the http block' });
  await expect(http).toBeVisible();
  expect(editorChunks.length).toBeGreaterThan(0);
  await expect(page.locator('.cm-lineNumbers').first()).toBeVisible();
  await http.click();
  await page.keyboard.type('map $http_upgrade $connection_upgrade {\n');
  await page.keyboard.type("default upgrade;\n'' close;\n");
  await expect(page.locator('.cm-lineNumbers').first()).toContainText('3');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(review.getByText('Directives added to the http block')).toBeVisible();
  await review.getByRole('button', { name: /^Save/ }).click();
  await expect(page.getByText('Some of the values are not valid.')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'The directives were refused' })).toContainText('nginx -t failed');
  await expect(http).toContainText("'' close;");

  await http.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type('}');
  await page.getByRole('button', { name: 'Save' }).click();
  await review.getByRole('button', { name: /^Save/ }).click();
  await expect(page.getByText('Custom Nginx directives saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Directives added to the http block' })).toContainText('$connection_upgrade', { timeout: 90_000 });
  await expectAccessible(page);
});

test('the system-wide Nginx settings: a block saved after review and reset to the defaults', async ({ page }) => {
  await signInThroughApi(page, 'client', ACCOUNTS.client);
  await page.goto('/client/dashboard');
  const nav = new Shell(page).nav();
  await nav.getByRole('button', { name: 'System' }).click();
  await nav.getByRole('link', { name: 'Nginx settings' }).click();
  await expect(page).toHaveURL('/client/systemManagement/nginxSetting', { timeout: 90_000 });
  const http = card(page, 'Nginx http block');
  await expect(http.getByRole('textbox', { name: 'Keep-alive timeout (seconds)' })).toBeVisible({ timeout: 90_000 });
  await http.getByRole('textbox', { name: 'Keep-alive timeout (seconds)' }).fill('30');
  await http.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('dialog', { name: 'Review the changes' }).getByRole('button', { name: 'Save 1 change' }).click();
  await expect(page.getByText('Nginx settings saved: http block')).toBeVisible();
  await page.reload();
  await expect(card(page, 'Nginx http block').getByRole('textbox', { name: 'Keep-alive timeout (seconds)' })).toHaveValue('30', { timeout: 90_000 });

  await page.getByRole('tab', { name: 'stream block' }).click();
  await expect(page).toHaveURL(/tab=stream/);
  await page.getByRole('button', { name: 'Reset to default' }).click();
  await page.getByRole('dialog', { name: 'Reset the stream block to the defaults?' }).getByRole('button', { name: 'Reset to default' }).click();
  await expect(page.getByText('Nginx settings reset to the defaults: stream block')).toBeVisible();
  await expectAccessible(page);
});
