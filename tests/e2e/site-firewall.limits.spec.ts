// Firewall tab, rate limits, user agents and headers: a batch create call, a server refusal shown on its
// field with the input kept, keyboard reordering, regular expressions and header names checked before
// sending, hostile text shown as text, accessibility.
import type { Page } from '@playwright/test';
import { ACCOUNTS } from './accounts';
import { expect, expectAccessible, test, compileFirstOnDevServer } from './fixtures';
import { signInThroughApi } from './pages';
import { pickUpAndMove } from './watch';

test.beforeEach(async ({ backend }) => backend.reset());

compileFirstOnDevServer(['/src/features/site-workspace/firewall/FirewallTab.tsx']);

const HOSTILE = '<img src=x onerror=alert(1)>';

async function openSection(page: Page, section: string, heading: string) {
  await page.goto(`/user/sitesManagement/sitesSetting/4101/www.harbor-tea.example?tab=firewall&section=${section}`);
  const region = page.getByRole('region', { name: heading, exact: true });
  await expect(region.getByRole('table')).toHaveAttribute('aria-busy', 'false', { timeout: 60_000 });
  return region;
}

test('rate limits: created in a batch call, refused on its field with the input kept, reordered by keyboard', async ({ page }) => {
  await signInThroughApi(page, 'user', ACCOUNTS.user);
  const section = await openSection(page, 'limitReq', 'Rate limits');
  let posts = 0;
  page.on('request', (r) => r.method() === 'POST' && r.url().includes('/firewall/setting/limitReq') && posts++);
  await section.getByRole('button', { name: 'Add rule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add: Rate limit' });
  await dialog.getByRole('radio', { name: 'Per URL' }).check();
  await dialog.getByRole('textbox', { name: 'Requests a second' }).fill('50');
  await dialog.getByRole('textbox', { name: 'Burst' }).fill('10');
  const delay = dialog.getByRole('textbox', { name: 'Served at once' });
  await delay.fill('20');
  await dialog.getByRole('textbox', { name: 'URL expression' }).fill('^/api/v2/');

  // More served at once than the burst: the server refuses; its message, the field named, nothing lost.
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Some of the values are not valid.')).toBeVisible();
  await expect(dialog.getByText('Served at once may not be more than the burst.').filter({ visible: true })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Requests a second' })).toHaveValue('50');
  await expect(dialog.getByRole('textbox', { name: 'URL expression' })).toHaveValue('^/api/v2/');

  await delay.fill('5');
  await expect(dialog.getByRole('status')).toContainText(
    'Each URL gets at most 50 requests a second to URLs matching ^/api/v2/; up to 10 more wait in a queue (5 of them are served at once) and the rest are refused.',
  );
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Rate limit added')).toBeVisible();
  // One call, refused then accepted: the create call takes the rule as the one item of its batch.
  expect(posts).toBe(2);
  await expect(section.getByRole('row').filter({ hasText: '^/api/v2/' })).toContainText('Per URL: 50 a second');

  // The storefront API limit goes first.
  await section.getByRole('button', { name: 'Change order' }).click();
  const order = page.getByRole('dialog', { name: 'Order of the rules: Rate limits' });
  await pickUpAndMove(page, order, 'Storefront API', 2, 1);
  await page.keyboard.press('Space');
  await expect(order.getByRole('listitem').first()).toContainText('Storefront API');
  await order.getByRole('button', { name: 'Save order' }).click();
  await expect(order).toBeHidden();
  await expect(section.getByRole('row').nth(1)).toContainText('Storefront API');
  await expect(section.getByRole('row').nth(3)).toContainText('^/api/v2/');
  await expectAccessible(page);
});

test('user agents: expressions and methods checked before sending, hostile memo shown as text', async ({ page }) => {
  page.on('dialog', (dialog) => {
    throw new Error(`unexpected dialog: ${dialog.message()}`);
  });
  await signInThroughApi(page, 'user', ACCOUNTS.user);
  let posts = 0;
  page.on('request', (r) => r.method() === 'POST' && r.url().includes('/firewall/setting/') && posts++);

  const agents = await openSection(page, 'userAgent', 'User-agent rules');
  await agents.getByRole('button', { name: 'Add rule' }).click();
  const agent = page.getByRole('dialog', { name: 'Add: User-agent rule' });
  const expression = agent.getByRole('textbox', { name: 'User-agent expression' });
  await expression.fill('sqlmap(');
  await agent.getByRole('button', { name: 'Create' }).click();
  await expect(agent.getByText('This is not a valid regular expression.').filter({ visible: true })).toBeVisible();
  for (const method of ['GET', 'POST', 'DELETE', 'PUT', 'HEAD', 'PATCH', 'OPTIONS', 'Other methods']) await agent.getByRole('checkbox', { name: method, exact: true }).uncheck();
  await expression.fill('curl/|Wget');
  await agent.getByRole('button', { name: 'Create' }).click();
  await expect(agent.getByText('Choose at least one method.').filter({ visible: true })).toBeVisible();
  expect(posts).toBe(0);
  await agent.getByRole('checkbox', { name: 'GET', exact: true }).check();
  await agent.getByRole('textbox', { name: 'Memo' }).fill(HOSTILE);
  await expect(agent.getByRole('status')).toContainText('Requests whose user agent matches curl/|Wget to any URL with GET will be refused.');
  await agent.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('User-agent rule added')).toBeVisible();
  await expect(agents.getByRole('row').filter({ hasText: 'curl/|Wget' })).toContainText(HOSTILE);
  expect(posts).toBe(1);
  await expectAccessible(page);
});

test('headers: a header name checked before sending, a rule on a value that does not match', async ({ page }) => {
  await signInThroughApi(page, 'user', ACCOUNTS.user);
  let posts = 0;
  page.on('request', (r) => r.method() === 'POST' && r.url().includes('/firewall/setting/') && posts++);
  const headers = await openSection(page, 'antiHeader', 'Header rules');
  await headers.getByRole('button', { name: 'Add rule' }).click();
  const header = page.getByRole('dialog', { name: 'Add: Header rule' });
  await header.getByRole('textbox', { name: 'Header' }).fill('X Forwarded Host');
  await header.getByRole('textbox', { name: 'Value expression' }).fill('^shop\\.harbor-tea\\.example$');
  await header.getByRole('button', { name: 'Create' }).click();
  await expect(header.getByText('The format is wrong.').filter({ visible: true })).toBeVisible();
  expect(posts).toBe(0);
  await header.getByRole('textbox', { name: 'Header' }).fill('X-Forwarded-Host');
  await header.getByRole('radio', { name: 'Does not match the expression' }).check();
  await expect(header.getByRole('status')).toContainText(
    'Requests whose X-Forwarded-Host header does not match ^shop\\.harbor-tea\\.example$ to any URL will be refused.',
  );
  await header.getByRole('button', { name: 'Create' }).click();
  await expect(headers.getByRole('row').filter({ hasText: 'X-Forwarded-Host' })).toContainText('does not match');
  expect(posts).toBe(1);
  await expectAccessible(page);
});
