// An account's life cycle in the three consoles (issue 26), signed in through the login form and reached through the
// menus: disable one after a confirmation naming it (its open session ends at once, it cannot sign in), enable it
// again, set its password (refused when the two differ or are short), mail it a reset link; each success message
// names the account.
import type { Browser, Page } from '@playwright/test';
import { ACCOUNTS } from './accounts';
import { expect, expectAccessible, test } from './fixtures';
import { type Area, LoginPage, Shell, signInThroughApi } from './pages';
import { countCalls } from './watch';

test.beforeEach(async ({ backend }) => backend.reset());
test.describe.configure({ timeout: 180_000 });

const YU = { email: 'yu.chen@harbor-tea.example', password: 'Harbor-Yu-2026' };

async function openUsers(page: Page, area: Area, link: 'Sub-users' | 'Users', account: { email: string; password: string }) {
  await new LoginPage(page).signIn(area, account.email, account.password);
  const nav = new Shell(page).nav();
  await nav.getByRole('button', { name: 'Users and account' }).click({ timeout: 90_000 });
  await nav.getByRole('link', { name: link, exact: true }).click();
  const table = page.getByRole('table', { name: link });
  await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 90_000 });
  return table;
}

/** The sign-in's first step as the login form makes it: its answer's code (101008: a disabled account). */
async function loginCode(page: Page, area: Area, account: { email: string; password: string }) {
  const answer = await page.request.post(`/api/v1/${area}/login`, { data: { account: account.email, password: account.password } });
  return answer.ok() ? 0 : ((await answer.json()) as { code: number }).code;
}

/** A second browser of the account, signed in and on its dashboard. */
async function elsewhere(browser: Browser, area: Area, account: { email: string; password: string }, accountName: string) {
  const context = await browser.newContext();
  const other = await context.newPage();
  await signInThroughApi(other, area, account);
  await other.goto(`/${area}/dashboard`);
  // That browser has the default language: its account menu is known by the account's name.
  await expect(other).toHaveURL(`/${area}/dashboard`);
  await expect(other.getByRole('banner').getByText(accountName, { exact: true })).toBeVisible({ timeout: 90_000 });
  return { other, close: () => context.close() };
}

test('an end user disables a sub-user (its open session ends), enables it, sets its password and mails it a reset link', async ({ page, backend, browser }) => {
  const yu = await elsewhere(browser, 'user', YU, 'yu-chen');
  const table = await openUsers(page, 'user', 'Sub-users', ACCOUNTS.user);
  const row = table.getByRole('row').filter({ hasText: 'yu-chen' });
  await expect(row.getByRole('button', { name: 'Disable yu-chen' })).toBeVisible();
  await expect(row).not.toContainText('Disabled');

  // Disable: asked first, naming the account and what ends; cancelling sends nothing.
  const updates = countCalls(page, 'PUT', /\/api\/v1\/user\/account$/);
  await row.getByRole('button', { name: 'Disable yu-chen' }).click();
  const confirm = page.getByRole('dialog', { name: 'Disable yu.chen@harbor-tea.example?' });
  await expect(confirm).toContainText('Their sessions and API tokens end now');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  expect(updates.count).toBe(0);
  await row.getByRole('button', { name: 'Disable yu-chen' }).click();
  await confirm.getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByText('Account yu-chen disabled: its sessions and API tokens have ended.')).toBeVisible();
  await expect(row).toContainText('Disabled');
  expect(updates.count).toBe(1);
  await expectAccessible(page);

  // The sub-user's open console is signed out at its next call; it cannot sign in again (101008).
  await yu.other.reload();
  await expect(yu.other).toHaveURL(/\/user\/login/, { timeout: 30_000 });
  await yu.close();
  expect(await loginCode(page, 'user', YU)).toBe(101008);

  // Enable again: no question, it signs in.
  await row.getByRole('button', { name: 'Enable yu-chen' }).click();
  await expect(page.getByText('Account yu-chen enabled: it can sign in again.')).toBeVisible();
  await expect(row).not.toContainText('Disabled');
  await expect(row.getByRole('button', { name: 'Disable yu-chen' })).toBeVisible();
  expect(await loginCode(page, 'user', YU)).toBe(0);

  // Set a password: refused on the page when the two differ or it is short, then set.
  const sets = countCalls(page, 'PUT', /\/api\/v1\/user\/account\/password$/);
  await row.getByRole('button', { name: 'Password of yu-chen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Password of yu-chen' });
  await dialog.getByRole('textbox', { name: 'New password', exact: true }).fill('short');
  await dialog.getByRole('textbox', { name: 'Confirm the new password', exact: true }).fill('shorter');
  await dialog.getByRole('button', { name: 'Set the password' }).click();
  await expect(dialog.getByText('The password must have at least 8 characters.')).toBeVisible();
  await expect(dialog.getByText('The passwords do not match')).toBeVisible();
  expect(sets.count).toBe(0);
  await dialog.getByRole('textbox', { name: 'New password', exact: true }).fill('Harbor-Yu-2099');
  await dialog.getByRole('textbox', { name: 'Confirm the new password', exact: true }).fill('Harbor-Yu-2099');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Set the password' }).click();
  await expect(page.getByText('Password of yu-chen set. Their sessions have ended.')).toBeVisible();
  expect(sets.count).toBe(1);
  expect(await loginCode(page, 'user', YU)).toBe(101012);
  expect(await loginCode(page, 'user', { email: YU.email, password: 'Harbor-Yu-2099' })).toBe(0);

  // Or mail a link to reset it.
  const before = (await backend.mails(YU.email)).length;
  await row.getByRole('button', { name: 'Password of yu-chen' }).click();
  await dialog.getByRole('button', { name: 'Mail a reset link' }).click();
  await expect(page.getByText('A mail to reset the password was sent to yu.chen@harbor-tea.example.')).toBeVisible();
  await expect.poll(async () => (await backend.mails(YU.email)).length).toBe(before + 1);
});

test('a client disables and enables a customer, and mails a not yet confirmed account its confirmation again', async ({ page, backend }) => {
  const table = await openUsers(page, 'client', 'Users', ACCOUNTS.client);
  await page.getByRole('textbox', { name: 'Search by account name or email' }).fill('mei-lin');
  // The search's answer is in (the row's buttons belong to the rows shown).
  await expect(page.getByText('1 in all')).toBeVisible();
  const mei = table.getByRole('row').filter({ hasText: 'mei-lin' });
  await mei.getByRole('button', { name: 'Disable mei-lin' }).click();
  await page.getByRole('dialog', { name: 'Disable mei.lin@harbor-tea.example?' }).getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByText('Account mei-lin disabled: its sessions and API tokens have ended.')).toBeVisible();
  await expect(mei).toContainText('Disabled');
  expect(await loginCode(page, 'user', ACCOUNTS.user)).toBe(101008);
  await mei.getByRole('button', { name: 'Enable mei-lin' }).click();
  await expect(page.getByText('Account mei-lin enabled: it can sign in again.')).toBeVisible();
  expect(await loginCode(page, 'user', ACCOUNTS.user)).toBe(0);

  // A new customer has not confirmed its mail yet: the mail goes again, the message names where.
  await page.getByRole('button', { name: 'Add account' }).click();
  const form = page.getByRole('dialog', { name: 'Add: Account' });
  await form.getByRole('textbox', { name: 'Account name' }).fill('pine-hill');
  await form.getByRole('textbox', { name: 'Email' }).fill('ops@pine-hill.example');
  await form.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Customer' }).click();
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Account pine-hill created; a mail to set its password was sent to ops@pine-hill.example.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Search by account name or email' }).fill('pine-hill');
  await expect(page.getByText('1 in all')).toBeVisible();
  const pine = table.getByRole('row').filter({ hasText: 'pine-hill' });
  await pine.getByRole('button', { name: 'Resend mail' }).click();
  await expect(page.getByText('The confirmation mail was sent again to ops@pine-hill.example.')).toBeVisible();
  await expect.poll(async () => (await backend.mails('ops@pine-hill.example')).length).toBe(2);
  await expectAccessible(page);
});

test('the admin disables a client (it cannot sign in), enables it and mails a colleague a password reset', async ({ page, backend }) => {
  const table = await openUsers(page, 'admin', 'Users', ACCOUNTS.admin);
  const skyline = table.getByRole('row', { name: /^Select skyline-sales / });
  await skyline.getByRole('button', { name: 'Disable skyline-sales' }).click();
  const confirm = page.getByRole('dialog', { name: `Disable ${ACCOUNTS.reseller.email}?` });
  await expect(confirm).toContainText('Their sessions and API tokens end now');
  await confirm.getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByText('Account skyline-sales disabled: its sessions and API tokens have ended.')).toBeVisible();
  expect(await loginCode(page, 'client', ACCOUNTS.reseller)).toBe(101008);
  await skyline.getByRole('button', { name: 'Enable skyline-sales' }).click();
  await expect(page.getByText('Account skyline-sales enabled: it can sign in again.')).toBeVisible();
  expect(await loginCode(page, 'client', ACCOUNTS.reseller)).toBe(0);

  const noor = table.getByRole('row').filter({ hasText: 'noor-haddad' });
  const before = (await backend.mails('noor.haddad@parapet.example')).length;
  await noor.getByRole('button', { name: 'Password of noor-haddad' }).click();
  await page.getByRole('dialog', { name: 'Password of noor-haddad' }).getByRole('button', { name: 'Mail a reset link' }).click();
  await expect(page.getByText('A mail to reset the password was sent to noor.haddad@parapet.example.')).toBeVisible();
  await expect.poll(async () => (await backend.mails('noor.haddad@parapet.example')).length).toBe(before + 1);
  await expectAccessible(page);
});
