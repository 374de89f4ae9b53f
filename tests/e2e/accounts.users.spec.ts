// Users in the three consoles (issue 13): one screen configured per console. The end user's sub-users, the
// client's customers and sub-clients, the admin's staff and clients: list, search, create (with the refusals of
// the form and of the server), edit the log-export cap, give a role, resend the mail, sub-accounts, remove a
// selection after a confirmation; a sub-user without the right is refused on screen and by the backend.
import type { Page } from '@playwright/test';
import { ACCOUNTS } from './accounts';
import { expect, expectAccessible, test } from './fixtures';
import { cookiesOf, Shell, signInThroughApi } from './pages';
import { countCalls } from './watch';

test.beforeEach(async ({ backend }) => backend.reset());

const LOG_READER = { email: 'yu.chen@harbor-tea.example', password: 'Harbor-Yu-2026' };

async function openUsers(page: Page, area: 'user' | 'client' | 'admin', link: 'Sub-users' | 'Users') {
  await page.goto(`/${area}/dashboard`);
  const nav = new Shell(page).nav();
  await nav.getByRole('button', { name: 'Users and account' }).click({ timeout: 90_000 });
  await nav.getByRole('link', { name: link, exact: true }).click();
  const table = page.getByRole('table', { name: link });
  await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 90_000 });
  return table;
}

test('an end user adds a sub-user, is refused a taken name, edits its log-export cap, resends its mail, gives a role and removes it', async ({ page, backend }) => {
  await signInThroughApi(page, 'user', ACCOUNTS.user);
  const table = await openUsers(page, 'user', 'Sub-users');
  await expect(page.getByRole('heading', { name: 'Sub-users' })).toBeVisible();
  await expect(table.getByText('kai-wu', { exact: true })).toBeVisible();
  await expect(table.getByText('yu-chen', { exact: true })).toBeVisible();

  // Search by name or email, on the server.
  await page.getByRole('textbox', { name: 'Search by account name or email' }).fill('yu.chen@');
  await expect(table.getByText('kai-wu', { exact: true })).toHaveCount(0);
  await expect(table.getByText('yu-chen', { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search by account name or email' }).fill('');
  await expect(table.getByText('kai-wu', { exact: true })).toBeVisible();

  // Bad input is refused next to the field and nothing is sent.
  const creates = countCalls(page, 'POST', /\/api\/v1\/user\/account$/);
  await page.getByRole('button', { name: 'Add account' }).click();
  const form = page.getByRole('dialog', { name: 'Add: Account' });
  await form.getByRole('textbox', { name: 'Account name' }).fill('jun chen');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(/This field is required./);
  await expect(form.getByRole('textbox', { name: 'Account name' })).toHaveAccessibleDescription(/An account name may contain only letters A-Z, digits and hyphens, such as jun-chen./);
  // Least privilege (issue 25): no role is chosen for the new account (not the first, "Site owner"); the form asks.
  await expect(form.getByRole('combobox', { name: 'Role' })).toHaveValue('');
  await expect(form.getByRole('combobox', { name: 'Role' })).toHaveAccessibleDescription(/This field is required./);
  expect(creates.count).toBe(0);

  // A name already taken: the server refuses (101025) and the form keeps what was typed.
  await form.getByRole('textbox', { name: 'Account name' }).fill('kai-wu');
  await form.getByRole('textbox', { name: 'Email' }).fill('jun.chen@harbor-tea.example');
  await form.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Log reader' }).click();
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('An account with this name already exists.')).toBeVisible();
  expect(creates.count).toBe(1);
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('jun.chen@harbor-tea.example');

  await form.getByRole('textbox', { name: 'Account name' }).fill('jun-chen');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Account jun-chen created; a mail to set its password was sent to jun.chen@harbor-tea.example.')).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: 'jun-chen' });
  await expect(row).toContainText('Log reader');
  await expect(row).toContainText('Not confirmed');
  expect((await backend.mails('jun.chen@harbor-tea.example')).length).toBe(1);
  await expectAccessible(page);

  // Resend the set-password mail.
  await row.getByRole('button', { name: 'Resend mail' }).click();
  await expect(page.getByText('The confirmation mail was sent again to jun.chen@harbor-tea.example.')).toBeVisible();
  await expect.poll(async () => (await backend.mails('jun.chen@harbor-tea.example')).length).toBe(2);

  // The log-export cap, reviewed before it is saved.
  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit: Account' });
  await edit.getByRole('textbox', { name: 'Log exports per day' }).fill('20');
  await edit.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('dialog', { name: 'Review the changes' }).getByRole('button', { name: /Save/ }).click();
  await expect(page.getByText('Account jun-chen saved.')).toBeVisible();
  await expect(row.getByRole('cell', { name: '20', exact: true })).toBeVisible();

  // Give a role.
  await row.getByRole('button', { name: 'Role' }).click();
  const role = page.getByRole('dialog', { name: /Role of/ });
  await role.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Storefront editor' }).click();
  await role.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Role of jun-chen changed to “Storefront editor”')).toBeVisible();
  await expect(row).toContainText('Storefront editor');

  // Remove a selection: asks first, cancelling keeps it.
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove 1 account?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toBeVisible();
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Account jun-chen removed')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expectAccessible(page);
});

test('sub-users are the main account\'s: not in a sub-user\'s menu, refused at their address and by the backend (101018)', async ({ page }) => {
  await signInThroughApi(page, 'user', LOG_READER);
  await page.goto('/user/dashboard');
  const nav = new Shell(page).nav();
  await nav.getByRole('button', { name: 'Users and account' }).click({ timeout: 90_000 });
  await expect(nav.getByRole('link', { name: 'User information', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Sub-users', exact: true })).toHaveCount(0);
  await page.goto('/user/userManagement/usersList');
  await expect(page.getByRole('heading', { name: 'Sub-users', level: 1 })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('alert').filter({ hasText: 'Not available to your role' })).toContainText('Only the main account can use this page.');
  await expect(page.getByRole('button', { name: 'Add account' })).toHaveCount(0);
  const token = (await cookiesOf(page, 'user')).u_accessToken;
  const direct = await page.request.post('/api/v1/user/account', {
    headers: { Authorization: `Bearer ${token}` },
    data: { email: 'sneaky@harbor-tea.example', accountName: 'sneaky', roleID: 9 },
  });
  expect(direct.status()).toBe(403);
  expect(((await direct.json()) as { code: number }).code).toBe(101018);
  await expectAccessible(page);
});

test('a client lists its customers and sub-clients, filters by type, sees sub-accounts and is refused a taken email', async ({ page }) => {
  await signInThroughApi(page, 'client', ACCOUNTS.client);
  const table = await openUsers(page, 'client', 'Users');
  await expect(table.getByText('mei-lin', { exact: true })).toBeVisible();

  const mei = table.getByRole('row', { name: /^Select mei-lin / });
  await mei.getByRole('button', { name: 'Sub-accounts' }).click();
  const subs = page.getByRole('dialog', { name: /Sub-accounts of/ });
  await expect(subs.getByText('kai-wu', { exact: true })).toBeVisible();
  await subs.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Add account' }).click();
  const form = page.getByRole('dialog', { name: 'Add: Account' });
  await expect(form.getByRole('textbox', { name: 'Company name' })).toBeVisible();
  await form.getByRole('textbox', { name: 'Account name' }).fill('pine-hill');
  await form.getByRole('textbox', { name: 'Email' }).fill(ACCOUNTS.user.email);
  await form.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Customer' }).click();
  await form.getByRole('textbox', { name: 'Company name' }).fill('Pine Hill Tea');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('This email is already in use.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Email' }).fill('ops@pine-hill.example');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Account pine-hill created; a mail to set its password was sent to ops@pine-hill.example.')).toBeVisible();
  // The operator has many customers (the seed's bulk book): the new one is found by name.
  await page.getByRole('textbox', { name: 'Search by account name or email' }).fill('pine-hill');
  const row = table.getByRole('row').filter({ hasText: 'pine-hill' });
  await expect(row).toContainText('Pine Hill Tea');
  await expect(row).toContainText('End user');

  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Client' }).click();
  await expect(table.getByText('pine-hill', { exact: true })).toHaveCount(0);
  await expectAccessible(page);
});

test("the admin lists staff and clients and opens a reseller's sub-accounts", async ({ page }) => {
  await signInThroughApi(page, 'admin', ACCOUNTS.admin);
  const table = await openUsers(page, 'admin', 'Users');
  await expect(table.getByText('noor-haddad', { exact: true })).toBeVisible();
  const skyline = table.getByRole('row', { name: /^Select skyline-sales / });
  await expect(skyline).toContainText('Client');
  // The reseller tree (issue 26, item 9): a sub-client names its parent client; roots say so.
  await expect(table.getByRole('row').filter({ hasText: 'bluefin-media' })).toContainText('Client skyline-sales');
  await expect(skyline).toContainText('Root');
  // The spec's `client` filter: only that client's accounts, so the staff go.
  await page.getByRole('combobox', { name: 'Client' }).click();
  await page.getByRole('option', { name: 'skyline-sales', exact: true }).click();
  await expect(table.getByText('noor-haddad', { exact: true })).toHaveCount(0);
  await skyline.getByRole('button', { name: 'Sub-accounts' }).click();
  const subs = page.getByRole('dialog', { name: /Sub-accounts of/ });
  await expect(subs.getByText('bluefin-media', { exact: true })).toBeVisible();
  await expectAccessible(page);
});

test("a client gives a customer's sub-user sites: the current ones ticked, the change reviewed, then saved", async ({ page }) => {
  await signInThroughApi(page, 'client', ACCOUNTS.client);
  const table = await openUsers(page, 'client', 'Users');
  // A customer owns its sites: only its sub-users are given sites.
  await expect(table.getByRole('button', { name: 'Sites of mei-lin' })).toHaveCount(0);
  await table.getByRole('button', { name: 'Sites of kai-wu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sites of kai-wu' });
  const www = dialog.getByRole('checkbox', { name: 'www.harbor-tea.example' });
  const shop = dialog.getByRole('checkbox', { name: 'shop.harbor-tea.example' });
  await expect(shop).toBeChecked({ timeout: 60_000 });
  await expect(www).not.toBeChecked();
  // Another customer's sites are not offered.
  await expect(dialog.getByRole('checkbox', { name: 'www.lantern-books.example' })).toHaveCount(0);
  await www.check();
  await shop.uncheck();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Given from now on: www.harbor-tea.example')).toBeVisible();
  await expect(dialog.getByText('Taken away: shop.harbor-tea.example')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Confirm and save' }).click();
  await expect(page.getByText('Sites of kai-wu saved: 1 given, 1 taken away')).toBeVisible();
  await expect(dialog).toBeHidden();

  await table.getByRole('button', { name: 'Sites of kai-wu' }).click();
  await expect(www).toBeChecked();
  await expect(shop).not.toBeChecked();
});

test('a reseller lends zones to its sub-client from its row; the change is reviewed before saving', async ({ page }) => {
  await signInThroughApi(page, 'client', ACCOUNTS.reseller);
  const table = await openUsers(page, 'client', 'Users');
  await table.getByRole('button', { name: 'Zones of bluefin-media' }).click();
  const dialog = page.getByRole('dialog', { name: 'Zones of bluefin-media' });
  const zones = dialog.getByRole('group', { name: 'Zones lent to bluefin-media' }).getByRole('checkbox');
  await expect(zones.first()).toBeChecked({ timeout: 60_000 });
  const lent = (await zones.first().getAttribute('value'))!;
  await zones.first().uncheck();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(/^Taken back: /)).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Confirm and save' }).click();
  await expect(page.getByText('Zones of bluefin-media saved: 0 lent, 1 taken back')).toBeVisible();
  await expect(dialog).toBeHidden();
  await table.getByRole('button', { name: 'Zones of bluefin-media' }).click();
  await expect(dialog.locator(`input[value="${lent}"]`)).not.toBeChecked({ timeout: 60_000 });
});
