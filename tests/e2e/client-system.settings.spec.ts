// System settings of the client console (systemManagement/systemSetting): parts in tabs kept in `?tab=`, each a form
// descriptor saved through the change review; a bad value refused next to its field with nothing sent; a refusal
// of the server with the catalogue's message and the form keeping what was typed; log days removed after a
// confirmation naming them; a test mail and its result; the system status panel; accessibility.
import type { Page } from '@playwright/test';
import { ACCOUNTS } from './accounts';
import { expect, expectAccessible, test } from './fixtures';
import { Shell, signInThroughApi } from './pages';
import { countCalls, recordFeedback } from './watch';

test.beforeEach(async ({ backend }) => backend.reset());
test.describe.configure({ timeout: 180_000 });

/** The settings card headed by that title. */
const card = (page: Page, title: string) => page.locator('.mantine-Card-root').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test('an operator changes the outgoing URL after the review; bad values are refused before sending and a refused subnet keeps what was typed', async ({ page }) => {
  const feedback = await recordFeedback(page);
  await signInThroughApi(page, 'client', ACCOUNTS.client);
  await page.goto('/client/dashboard');
  const nav = new Shell(page).nav();
  await nav.getByRole('button', { name: 'System' }).click();
  await nav.getByRole('link', { name: 'System settings' }).click();
  await expect(page).toHaveURL('/client/systemManagement/systemSetting', { timeout: 90_000 });
  await expect(page.getByRole('heading', { name: 'System settings', level: 1 })).toBeVisible({ timeout: 100_000 });

  // General: a URL without the closing slash is refused next to the field and nothing is sent.
  const outgoing = card(page, 'Outgoing URL');
  const url = outgoing.getByRole('textbox', { name: 'Console URL' });
  await expect(url).toHaveValue('https://console.northwind-cdn.example/', { timeout: 60_000 });
  const urlPuts = countCalls(page, 'PUT', '/api/v1/client/setting/system/outgoingURL');
  await url.fill('https://edge.northwind-cdn.example');
  await outgoing.getByRole('button', { name: 'Save' }).click();
  await expect(outgoing.getByText('Start with http:// or https:// and end with /.').first()).toBeVisible();
  expect(urlPuts.count).toBe(0);
  await url.fill('https://edge.northwind-cdn.example/');
  await outgoing.getByRole('button', { name: 'Save' }).click();
  const review = page.getByRole('dialog', { name: 'Review the changes' });
  await expect(review.getByText('https://edge.northwind-cdn.example/')).toBeVisible();
  await review.getByRole('button', { name: /^Save \d+ changes?$/ }).click();
  await feedback.toast('Outgoing URL saved');
  expect(urlPuts.count).toBe(1);

  // Nodes (the tab is kept in the address): a subnet that is not CIDR is refused before sending; one with host
  // bits set is refused by the server with the catalogue's message, and the list keeps what was typed.
  await page.getByRole('tab', { name: 'Nodes' }).click();
  await expect(page).toHaveURL('/client/systemManagement/systemSetting?tab=nodes');
  const subnets = card(page, 'Restricted node subnets');
  const cidrs = subnets.getByRole('textbox', { name: 'Subnets' });
  await expect(cidrs).toHaveValue(/203\.0\.113\.0\/24/, { timeout: 60_000 });
  const cidrPuts = countCalls(page, 'PUT', '/api/v1/client/setting/system/restrictGroupCIDRs');
  await cidrs.fill('203.0.113.0/24\n198.51.100.7');
  await subnets.getByRole('button', { name: 'Save' }).click();
  await expect(subnets.getByText('Line 2', { exact: false }).first()).toBeVisible();
  expect(cidrPuts.count).toBe(0);
  await cidrs.fill('203.0.113.0/24\n198.51.100.7/25');
  await subnets.getByRole('button', { name: 'Save' }).click();
  await review.getByRole('button', { name: /^Save \d+ changes?$/ }).click();
  await feedback.toast('Some of the values are not valid.');
  expect(cidrPuts.count).toBe(1);
  await expect(cidrs).toHaveValue('203.0.113.0/24\n198.51.100.7/25');
  await expectAccessible(page);
});

test('an operator removes stored log days after a confirmation naming them, sends a test mail and reads the system status', async ({ page }) => {
  const feedback = await recordFeedback(page);
  await signInThroughApi(page, 'client', ACCOUNTS.client);
  // The tab is opened by its address.
  await page.goto('/client/systemManagement/systemSetting?tab=logs');
  await expect(page.getByRole('tab', { name: 'Logs' })).toHaveAttribute('aria-selected', 'true', { timeout: 100_000 });
  await expect(page.getByRole('heading', { name: 'Log retention' })).toBeVisible({ timeout: 60_000 });
  const days = page.getByRole('table', { name: 'Stored days of the Access log' });
  await expect(days.getByRole('row')).toHaveCount(22, { timeout: 60_000 });

  // One day: the confirmation names it; a selection: the confirmation lists the days and the call takes them all.
  const first = days.getByRole('row').nth(1);
  const day = (await first.getByRole('cell').nth(1).textContent()) ?? '';
  await first.getByRole('button', { name: `Remove ${day}` }).click();
  const one = page.getByRole('dialog', { name: `Remove ${day} of the Access log?` });
  await expect(one).toContainText('cannot be restored');
  await one.getByRole('button', { name: 'Remove' }).click();
  await feedback.toast('1 log partition removed');
  await expect(days.getByRole('row')).toHaveCount(21);
  await expect(days.getByText(day, { exact: true })).toHaveCount(0);

  const many = countCalls(page, 'POST', '/api/v1/client/setting/system/logRetention/deleteMultiple');
  const second = (await days.getByRole('row').nth(1).getByRole('cell').nth(1).textContent()) ?? '';
  const third = (await days.getByRole('row').nth(2).getByRole('cell').nth(1).textContent()) ?? '';
  await days.getByRole('checkbox', { name: `Select ${second}` }).check();
  await days.getByRole('checkbox', { name: `Select ${third}` }).check();
  await page.getByRole('button', { name: 'Remove selected (2)' }).click();
  const both = page.getByRole('dialog', { name: 'Remove 2 days of the Access log?' });
  await expect(both).toContainText(`${second}, ${third}`);
  await both.getByRole('button', { name: 'Remove 2 days' }).click();
  await feedback.toast('2 log partitions removed');
  expect(many.count).toBe(1);
  await expect(days.getByRole('row')).toHaveCount(19);

  // Notifications: a test mail with the saved relay, and its result stays on screen.
  await page.getByRole('tab', { name: 'Notifications' }).click();
  await expect(page).toHaveURL(/tab=notifications/);
  await expect(card(page, 'Mail notifications').getByRole('textbox', { name: 'SMTP server' })).toHaveValue('smtp.northwind-cdn.example', { timeout: 60_000 });
  await page.getByRole('textbox', { name: 'Send to' }).fill('noc@northwind-cdn.example');
  await page.getByRole('button', { name: 'Send a test mail' }).click();
  await expect(page.getByText('Test mail sent')).toBeVisible();
  await expect(page.getByText('The server accepted the mail to noc@northwind-cdn.example', { exact: false })).toBeVisible();

  // A relay the server cannot reach is refused with the catalogue's message; the form keeps what was typed.
  const mail = card(page, 'Mail notifications');
  await mail.getByRole('textbox', { name: 'SMTP server' }).fill('smtp.northwind.invalid');
  await mail.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('dialog', { name: 'Review the changes' }).getByRole('button', { name: /^Save \d+ changes?$/ }).click();
  await feedback.toast('The email settings are not valid.');
  await expect(mail.getByRole('textbox', { name: 'SMTP server' })).toHaveValue('smtp.northwind.invalid');

  // System status: every dependency with its state; the refused relay typed above is dropped after the question.
  await page.getByRole('tab', { name: 'System status' }).click();
  await page.getByRole('dialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Leave without saving' }).click();
  const status = page.getByRole('table', { name: 'Every dependency of the console and how it answered.' });
  await expect(status.getByRole('row', { name: /Database/ })).toContainText('Up', { timeout: 60_000 });
  await expect(status.getByRole('row', { name: /Licence server/ })).toBeVisible();
  await expectAccessible(page);
});
