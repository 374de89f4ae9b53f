// Firewall tab, anti-CC: challenge rules with a trigger-rate preset, and request-frequency rules
// (window 1-3600 seconds, requests above 0): checks before sending, effect sentences, the change review,
// delete with confirmation, accessibility.
import type { Page } from '@playwright/test';
import { ACCOUNTS } from './accounts';
import { expect, expectAccessible, test, compileFirstOnDevServer } from './fixtures';
import { signInThroughApi } from './pages';

test.beforeEach(async ({ backend }) => backend.reset());

compileFirstOnDevServer(['/src/app/shell/AreaShell.tsx', '/src/app/Toasts.tsx', '/src/features/site-workspace/SiteWorkspace.tsx', '/src/features/site-workspace/firewall/FirewallTab.tsx']);

async function openAnticc(page: Page) {
  await signInThroughApi(page, 'user', ACCOUNTS.user);
  await page.goto('/user/sitesManagement/sitesSetting/4101/www.harbor-tea.example?tab=firewall&section=anticc');
  const anticc = page.getByRole('region', { name: 'Anti-CC rules', exact: true });
  const frequency = page.getByRole('region', { name: 'Request frequency', exact: true });
  await expect(anticc.getByRole('table')).toHaveAttribute('aria-busy', 'false', { timeout: 60_000 });
  await expect(frequency.getByRole('table')).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
  return { anticc, frequency };
}

test('anti-CC: a challenge rule with a trigger rate, checked, explained and created', async ({ page }) => {
  const { anticc } = await openAnticc(page);
  // Preset ids are shown as their rates.
  await expect(anticc.getByRole('row').filter({ hasText: 'Slider captcha on the sign-in form' })).toContainText('30 requests in 300 s');
  let posts = 0;
  page.on('request', (r) => r.method() === 'POST' && r.url().includes('/firewall/setting/anticc') && posts++);

  await anticc.getByRole('button', { name: 'Add rule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add: Anti-CC rule' });
  const url = dialog.getByRole('textbox', { name: 'URL expression' });
  await url.fill('^/checkout(');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('This is not a valid regular expression.').filter({ visible: true })).toBeVisible();
  await url.fill('');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('This field is required.').filter({ visible: true })).toBeVisible();
  expect(posts).toBe(0);

  await url.fill('^/checkout');
  await dialog.getByRole('radio', { name: 'Slider captcha' }).check();
  await dialog.getByRole('combobox', { name: 'Trigger rate' }).click();
  await page.getByRole('option', { name: /Login forms/ }).click();
  await expect(dialog.getByRole('status')).toContainText(
    'An IP that sends more than 30 requests in 300 seconds to URLs matching ^/checkout will have to solve the slider captcha.',
  );
  await dialog.getByRole('textbox', { name: 'Memo' }).fill('Captcha before paying');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Anti-CC rule added')).toBeVisible();
  const created = anticc.getByRole('row').filter({ hasText: 'Captcha before paying' });
  await expect(created).toContainText('^/checkout');
  await expect(created).toContainText('Slider captcha');
  await expect(created).toContainText('30 requests in 300 s');
  await expect(page.getByRole('tab', { name: /Anti-CC/ })).toContainText('4');
  expect(posts).toBe(1);
  await expectAccessible(page);
});

test('request frequency: window and count checked, an edit reviewed, a rule deleted', async ({ page }) => {
  const { frequency } = await openAnticc(page);
  let posts = 0;
  page.on('request', (r) => r.method() === 'POST' && r.url().includes('/firewall/setting/frequency') && posts++);

  await frequency.getByRole('button', { name: 'Add rule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add: Request frequency rule' });
  const seconds = dialog.getByRole('textbox', { name: 'Window (seconds)' });
  await seconds.fill('');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('This field is required.').filter({ visible: true })).toBeVisible();
  expect(posts).toBe(0);
  // Beyond 3600 seconds the window stays as typed and the check says why (no silent clamp), and nothing is sent.
  await seconds.fill('5000');
  await seconds.blur();
  await expect(seconds).toHaveValue('5000');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Enter a number of at most 3600.').filter({ visible: true })).toBeVisible();
  expect(posts).toBe(0);
  await seconds.fill('30');
  await dialog.getByRole('textbox', { name: 'Requests allowed in the window' }).fill('100');
  await dialog.getByRole('textbox', { name: 'URL expression' }).fill('^/api/');
  await dialog.getByRole('radio', { name: 'Go on to the next rule' }).check();
  await expect(dialog.getByRole('status')).toContainText('An IP that sends more than 100 requests in 30 seconds to URLs matching ^/api/ will go on to the next rule.');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Request frequency rule added')).toBeVisible();
  await expect(frequency.getByRole('row').filter({ hasText: '^/api/' })).toContainText('100 requests in 30 s');

  // Edit the seeded rule: the review names the field and both values.
  await frequency.getByRole('row').filter({ hasText: 'Search scraping' }).getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit: Request frequency rule' });
  await edit.getByRole('textbox', { name: 'Requests allowed in the window' }).fill('60');
  await edit.getByRole('button', { name: 'Save' }).click();
  const review = page.getByRole('dialog', { name: 'Review the changes' });
  const change = review.getByRole('row').filter({ hasText: 'Requests allowed in the window' });
  await expect(change).toContainText('30');
  await expect(change).toContainText('60');
  await review.getByRole('button', { name: 'Save 1 change' }).click();
  await expect(page.getByText('Request frequency rule saved')).toBeVisible();
  await expect(frequency.getByRole('row').filter({ hasText: 'Search scraping' })).toContainText('60 requests in 10 s');

  // Remove the new rule, after confirming.
  await frequency.getByRole('row').filter({ hasText: '^/api/' }).getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('dialog', { name: 'Remove this rule?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Removed ^/api/ from Request frequency')).toBeVisible();
  await expect(frequency.getByRole('row').filter({ hasText: '^/api/' })).toHaveCount(0);
  await expectAccessible(page);
});
