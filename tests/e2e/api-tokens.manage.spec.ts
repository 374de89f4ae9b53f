import { ACCOUNTS } from './accounts';
import { expect, expectAccessible, test } from './fixtures';
import { Shell, signInThroughApi } from './pages';
import { countCalls } from './watch';

test.beforeEach(async ({ backend }) => backend.reset());

test('an end user creates a token, copies its secret shown once, uses it, and removes tokens after confirming', async ({ page }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInThroughApi(page, 'user', ACCOUNTS.user);
  await page.goto('/user/dashboard');
  const nav = new Shell(page).nav();
  await nav.getByRole('button', { name: 'Users and account' }).click();
  await nav.getByRole('link', { name: 'API tokens' }).click();
  await expect(page).toHaveURL('/user/userManagement/apiTokenSetting', { timeout: 90_000 });
  const table = page.getByRole('table', { name: 'API tokens' });
  await expect(table.getByRole('cell', { name: 'terraform-ci', exact: true })).toBeVisible({ timeout: 90_000 });
  await expect(page.getByText('Authorization: Bearer apt_')).toBeVisible();

  // A blank name is refused next to the field, and nothing is sent.
  const creates = countCalls(page, 'POST', /\/api\/v1\/apiToken$/);
  await page.getByRole('button', { name: 'Create token' }).click();
  const form = page.getByRole('dialog', { name: 'Add: API token' });
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(/This field is required./);
  expect(creates.count).toBe(0);

  // A name already used is refused by the server with the catalogue's message; what was typed stays.
  await form.getByRole('textbox', { name: 'Name' }).fill('Terraform-CI');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('You already have a token with this name.')).toBeVisible();
  expect(creates.count).toBe(1);
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Terraform-CI');

  await form.getByRole('textbox', { name: 'Name' }).fill('deploy-bot');
  await form.getByRole('textbox', { name: 'Valid for (days)' }).fill('0');
  await form.getByRole('button', { name: 'Create' }).click();
  const secretDialog = page.getByRole('dialog', { name: 'Token deploy-bot created' });
  await expect(secretDialog.getByText('It will not be shown again.')).toBeVisible();
  const secret = (await secretDialog.getByLabel('Token secret').innerText()).trim();
  expect(secret).toMatch(/^apt_/);
  await secretDialog.getByRole('button', { name: 'Copy the secret' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await expectAccessible(page);
  await secretDialog.getByRole('button', { name: 'I have copied it' }).click();

  // The list shows the new token without its secret; the secret stands for the account.
  const row = table.getByRole('row').filter({ hasText: 'deploy-bot' });
  await expect(row.getByRole('cell', { name: 'Never', exact: true })).toBeVisible();
  await expect(page.getByText(secret)).toHaveCount(0);
  const self = await page.request.get('/api/v1/user/account/self', { headers: { Authorization: `Bearer ${secret}` } });
  expect(((await self.json()) as { data: { email: string } }).data.email).toBe(ACCOUNTS.user.email);

  // Removing a selection names how many and asks first; cancelling keeps them.
  await table.getByRole('checkbox', { name: /terraform-ci/ }).check();
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove 2 API tokens?' });
  await expect(confirm.getByText('Scripts using these 2 tokens can no longer call the API.', { exact: false })).toBeVisible();
  // The confirmation offers the removal as an API call (issue 28): the same method, path and body as the removal sends.
  await confirm.getByRole('button', { name: 'Copy as API call' }).click();
  const copy = page.getByRole('dialog', { name: 'Copy as API call' });
  const curl = (await copy.locator('[data-api-call="curl"]').textContent())!;
  expect(curl).toMatch(/^curl -X DELETE 'http[^']*\/api\/v1\/apiTokens'/);
  expect(curl).toContain("-H 'Authorization: Bearer <API token>'");
  expect(curl).not.toContain(secret);
  const copied = JSON.parse(/--data-raw '(.*)'/.exec(curl)![1]!) as { ids: number[] };
  expect(copied.ids).toHaveLength(2);
  await copy.getByRole('button', { name: 'Close' }).click();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toBeVisible();
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  const removal = page.waitForRequest((request) => request.method() === 'DELETE' && /\/api\/v1\/apiTokens$/.test(request.url()));
  await confirm.getByRole('button', { name: 'Remove' }).click();
  expect((await removal).postDataJSON()).toEqual(copied);
  await expect(page.getByText('2 API tokens removed')).toBeVisible();
  await expect(page.getByText('No API token yet.', { exact: false })).toBeVisible();
  const revoked = await page.request.get('/api/v1/user/account/self', { headers: { Authorization: `Bearer ${secret}` } });
  expect(((await revoked.json()) as { code: number }).code).toBe(101013);
  await expectAccessible(page);
});

test('a client has its own tokens, and the API documentation says how to use one', async ({ page }) => {
  await signInThroughApi(page, 'client', ACCOUNTS.client);
  await page.goto('/client/dashboard');
  const nav = new Shell(page).nav();
  await nav.getByRole('button', { name: 'Users and account' }).click();
  await nav.getByRole('link', { name: 'API tokens' }).click();
  await expect(page.getByText('No API token yet.', { exact: false })).toBeVisible({ timeout: 90_000 });
  await page.getByRole('button', { name: 'Create token' }).click();
  const form = page.getByRole('dialog', { name: 'Add: API token' });
  await form.getByRole('textbox', { name: 'Name' }).fill('billing-sync');
  await form.getByRole('button', { name: 'Create' }).click();
  const secretDialog = page.getByRole('dialog', { name: 'Token billing-sync created' });
  const secret = (await secretDialog.getByLabel('Token secret').innerText()).trim();
  await secretDialog.getByRole('button', { name: 'I have copied it' }).click();
  await expect(page.getByRole('table', { name: 'API tokens' }).getByRole('cell', { name: 'billing-sync', exact: true })).toBeVisible();
  const self = await page.request.get('/api/v1/client/account/self', { headers: { Authorization: `Bearer ${secret}` } });
  expect(((await self.json()) as { data: { email: string } }).data.email).toBe(ACCOUNTS.client.email);
  await expectAccessible(page);

  // The end user's API documentation links the same advice and the tokens screen.
  await signInThroughApi(page, 'user', ACCOUNTS.user);
  await page.goto('/user/userManagement/apiDoc');
  await expect(page.getByText('How to use a token')).toBeVisible({ timeout: 90_000 });
  await page.getByRole('link', { name: 'Create and remove tokens in API tokens.' }).click();
  await expect(page).toHaveURL('/user/userManagement/apiTokenSetting', { timeout: 90_000 });
  await expect(page.getByRole('table', { name: 'API tokens' }).getByRole('cell', { name: 'terraform-ci', exact: true })).toBeVisible();
});
