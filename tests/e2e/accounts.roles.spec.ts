// Roles (issue 13, paths of issue 26): the end user's userManagement/roles/list, /create, /edit/{id} and the client's
// userManagement/roles; the earlier paths (roles/…) lead there. The permissions are a
// grouped checklist with "select all" per group and a search; a name already used is refused with the catalogue's
// message; removal says how many accounts hold the role; a sub-user without the right is refused both ways.
import type { Page } from '@playwright/test';
import { ACCOUNTS } from './accounts';
import { expect, expectAccessible, test } from './fixtures';
import { cookiesOf, LoginPage, Shell, signInThroughApi } from './pages';
import { countCalls } from './watch';

test.beforeEach(async ({ backend }) => backend.reset());

const LOG_READER = { email: 'yu.chen@harbor-tea.example', password: 'Harbor-Yu-2026' };

async function openRoles(page: Page, area: 'user' | 'client') {
  await page.goto(`/${area}/dashboard`);
  const nav = new Shell(page).nav();
  await nav.getByRole('button', { name: 'Users and account' }).click({ timeout: 90_000 });
  await nav.getByRole('link', { name: 'Roles', exact: true }).click();
  const table = page.getByRole('table', { name: 'Roles' });
  await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 90_000 });
  return table;
}

test('an end user creates, edits and removes a role; a taken name and a held role are refused', async ({ page }) => {
  await signInThroughApi(page, 'user', ACCOUNTS.user);
  const table = await openRoles(page, 'user');
  const storefront = table.getByRole('row').filter({ hasText: 'Storefront editor' });
  await expect(storefront).toContainText('shop.harbor-tea.example');
  await expect(storefront).toContainText('Change site settings');
  const owner = table.getByRole('row').filter({ hasText: 'Site owner' });
  await expect(owner).toContainText('Default');
  // The default role cannot be removed (the service keeps it, issue 25): its Remove is refused with the reason.
  const removeDefault = owner.getByRole('button', { name: /^Remove/ });
  await expect(removeDefault).toHaveAttribute('aria-disabled', 'true');
  await removeDefault.hover();
  await expect(page.getByRole('tooltip')).toContainText('is the default role, set up with your account');

  const posts = countCalls(page, 'POST', /\/api\/v1\/user\/role$/);
  await page.getByRole('button', { name: 'New role' }).click();
  await expect(page).toHaveURL('/user/userManagement/roles/create');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('textbox', { name: 'Role name' })).toHaveAccessibleDescription('Give the role a name.');
  await expect(page.getByRole('alert').filter({ hasText: 'Choose at least one permission.' })).toBeVisible();
  expect(posts.count).toBe(0);

  // Select all of a group, then search.
  await page.getByRole('checkbox', { name: 'All of Sites' }).check();
  await expect(page.getByRole('checkbox', { name: 'Manage certificates' })).toBeChecked();
  await expect(page.getByText('4 permissions chosen.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Search permissions' }).fill('token');
  await expect(page.getByRole('checkbox', { name: 'Manage certificates' })).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Manage API tokens' }).check();
  await page.getByRole('textbox', { name: 'Search permissions' }).fill('');
  await expect(page.getByRole('checkbox', { name: 'All of Account' })).toHaveJSProperty('indeterminate', true);
  await expectAccessible(page);

  // A name already used: the server refuses (101025); the choices stay.
  await page.getByRole('textbox', { name: 'Role name' }).fill('log reader');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('A role with this name already exists.')).toBeVisible();
  await expect(page.getByText('5 permissions chosen.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Role name' }).fill('Support desk');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Role “Support desk” created')).toBeVisible();
  await expect(page).toHaveURL('/user/userManagement/roles/list');
  const support = table.getByRole('row').filter({ hasText: 'Support desk' });
  await expect(support).toContainText('Manage API tokens');
  await expect(support).toContainText('All sites');

  // Edit: one permission less.
  await support.getByRole('button', { name: /^Edit/ }).click();
  await expect(page).toHaveURL(/\/user\/userManagement\/roles\/edit\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Edit role' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Manage firewall rules' }).uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Role “Support desk” saved')).toBeVisible();
  await expect(page).toHaveURL('/user/userManagement/roles/list');
  await expect(support).not.toContainText('Manage firewall rules');

  // A role held by an account: the confirmation says so, and the server refuses it.
  const logReader = table.getByRole('row').filter({ hasText: 'Log reader' });
  await logReader.getByRole('button', { name: /^Remove/ }).click();
  const warn = page.getByRole('dialog', { name: /Remove the role/ });
  await expect(warn).toContainText('1 account holds this role.');
  await warn.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Role “Log reader” removed')).toHaveCount(0);
  await expect(logReader).toBeVisible();
  await page.keyboard.press('Escape');

  await support.getByRole('button', { name: /^Remove/ }).click();
  const confirm = page.getByRole('dialog', { name: /Remove the role/ });
  await expect(confirm).toContainText('No account holds this role.');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Role “Support desk” removed')).toBeVisible();
  await expect(support).toHaveCount(0);
  await expectAccessible(page);
});

test('roles are the main account\'s: not in a sub-user\'s menu, refused at their address and by the backend (101018)', async ({ page }) => {
  await signInThroughApi(page, 'user', LOG_READER);
  await page.goto('/user/dashboard');
  const nav = new Shell(page).nav();
  await nav.getByRole('button', { name: 'Users and account' }).click({ timeout: 90_000 });
  await expect(nav.getByRole('link', { name: 'Audit log', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Roles', exact: true })).toHaveCount(0);
  for (const path of ['/user/roles/list', '/user/roles/create', '/user/roles/edit/9']) {
    await page.goto(path);
    await expect(page.getByRole('alert').filter({ hasText: 'Not available to your role' })).toContainText('Only the main account can use this page.', { timeout: 60_000 });
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'New role' })).toHaveCount(0);
  }
  const token = (await cookiesOf(page, 'user')).u_accessToken;
  const direct = await page.request.post('/api/v1/user/role', { headers: { Authorization: `Bearer ${token}` }, data: { name: 'Sneaky', metaRoleIDs: [1] } });
  expect(((await direct.json()) as { code: number }).code).toBe(101018);
  await expectAccessible(page);
});

test('a client builds a role from its own permission groups', async ({ page }) => {
  await signInThroughApi(page, 'client', ACCOUNTS.client);
  const table = await openRoles(page, 'client');
  await expect(table.getByRole('row').filter({ hasText: 'NOC viewer' })).toContainText('Read monitoring');
  await page.getByRole('button', { name: 'New role' }).click();
  await expect(page).toHaveURL('/client/userManagement/roles/create');
  await page.getByRole('textbox', { name: 'Role name' }).fill('Billing');
  await page.getByRole('checkbox', { name: 'All of Customers' }).check();
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL('/client/userManagement/roles');
  await expect(table.getByRole('row').filter({ hasText: 'Billing' })).toContainText('Manage traffic packages');
  await expectAccessible(page);
});

test('the roles live at the spec\'s paths: the menu leads there, the earlier paths and an edit path without a role are sent on', async ({ page }) => {
  await new LoginPage(page).signIn('client', ACCOUNTS.client.email, ACCOUNTS.client.password);
  const nav = new Shell(page).nav();
  await nav.getByRole('button', { name: 'Users and account' }).click({ timeout: 90_000 });
  await expect(nav.getByRole('link', { name: 'Roles', exact: true })).toHaveAttribute('href', '/client/userManagement/roles');
  await nav.getByRole('link', { name: 'Roles', exact: true }).click();
  await expect(page).toHaveURL('/client/userManagement/roles');
  await expect(page.getByRole('table', { name: 'Roles' }).getByRole('row').filter({ hasText: 'NOC viewer' })).toBeVisible({ timeout: 90_000 });

  // The earlier path of a bookmark.
  await page.goto('/client/roles');
  await expect(page).toHaveURL('/client/userManagement/roles');
  await expect(page.getByRole('heading', { name: 'Roles', exact: true })).toBeVisible();
  // Editing needs a role: without one, the list (never a "New role" page).
  await page.goto('/client/userManagement/roles/edit');
  await expect(page).toHaveURL('/client/userManagement/roles');
  await expect(page.getByRole('heading', { name: 'New role' })).toHaveCount(0);

  await new LoginPage(page).signIn('user', ACCOUNTS.user.email, ACCOUNTS.user.password);
  await page.goto('/user/roles/list');
  await expect(page).toHaveURL('/user/userManagement/roles/list');
  const row = page.getByRole('table', { name: 'Roles' }).getByRole('row').filter({ hasText: 'Log reader' });
  await row.getByRole('button', { name: /^Edit/ }).click();
  await expect(page).toHaveURL(/\/user\/userManagement\/roles\/edit\/(\d+)$/);
  const id = /edit\/(\d+)$/.exec(page.url())?.[1];
  await page.goto(`/user/roles/edit/${id}`);
  await expect(page).toHaveURL(`/user/userManagement/roles/edit/${id}`);
  await expect(page.getByRole('textbox', { name: 'Role name' })).toHaveValue('Log reader');
  await page.goto('/user/userManagement/roles/edit');
  await expect(page).toHaveURL('/user/userManagement/roles/list');
  await expect(page.getByRole('heading', { name: 'New role' })).toHaveCount(0);
});
