// The Site DNS tab: records with server sorting and paging, the domains that use a record, create with checks
// before sending, the server's refusal of a duplicate, edit with the change review, removal with confirmation.
import type { Page } from '@playwright/test';
import { ACCOUNTS } from './accounts';
import { expect, expectAccessible, test } from './fixtures';
import { signInThroughApi } from './pages';

test.beforeEach(async ({ backend }) => backend.reset());

async function openDns(page: Page) {
  await signInThroughApi(page, 'user', ACCOUNTS.user);
  await page.goto('/user/sitesManagement/sitesSetting/4101/www.harbor-tea.example?tab=dns');
  await expect(page.getByRole('table', { name: 'DNS records' }).getByRole('row')).toHaveCount(4, { timeout: 60_000 });
}

function calls(page: Page, method: string, path: RegExp): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname)) seen.push(request.url());
  });
  return seen;
}

test('site DNS records: domains, sorting, add with checks, refusal, edit with review, removal', async ({ page }) => {
  await openDns(page);
  const table = page.getByRole('table', { name: 'DNS records' });

  // The domains whose origins resolve through a record.
  await table.getByRole('button', { name: 'Domains using origin-1.harbor-tea.example: 3' }).click();
  const domains = page.getByRole('dialog', { name: 'Domains using origin-1.harbor-tea.example' });
  await expect(domains.getByRole('listitem')).toHaveText(['static.harbor-tea.example', 'zh.harbor-tea.example', 'sg.harbor-tea.example']);
  await domains.getByRole('button', { name: 'Close' }).click();

  // Sorting is the server's (`sort`, a leading minus for descending).
  const lists = calls(page, 'GET', /\/site\/4101\/dns$/);
  await table.getByRole('columnheader', { name: 'Type' }).getByRole('button').click();
  await expect(table.getByRole('columnheader', { name: 'Type' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(table.getByRole('row').nth(1)).toContainText('origin-1.harbor-tea.example');
  await table.getByRole('columnheader', { name: 'Type' }).getByRole('button').click();
  await expect(table.getByRole('row').nth(1)).toContainText('origin-west.harbor-tea.example');
  expect(lists.map((url) => new URL(url).searchParams.get('sort'))).toEqual(['type', '-type']);

  // Bad host name and address: messages next to the fields, nothing sent.
  const creates = calls(page, 'POST', /\/site\/4101\/dns$/);
  await page.getByRole('button', { name: 'Add DNS record' }).click();
  const add = page.getByRole('dialog', { name: 'Add: DNS record' });
  await add.getByRole('textbox', { name: 'Host name' }).fill('Origin-9.Harbor-Tea.example');
  await add.getByRole('textbox', { name: 'IPv4 address' }).fill('203.0.113.999');
  await add.getByRole('button', { name: 'Create' }).click();
  await expect(add.getByText('Use lowercase letters only.').filter({ visible: true })).toBeVisible();
  await expect(add.getByRole('textbox', { name: 'IPv4 address' })).toHaveAttribute('aria-invalid', 'true');
  expect(creates).toHaveLength(0);
  await expectAccessible(page);

  // The value field follows the type.
  await add.getByRole('radio', { name: 'AAAA' }).check();
  await expect(add.getByRole('textbox', { name: 'IPv6 address' })).toBeVisible();
  await add.getByRole('radio', { name: 'A', exact: true }).check();
  await add.getByRole('textbox', { name: 'Host name' }).fill('origin-9.harbor-tea.example');
  await add.getByRole('textbox', { name: 'IPv4 address' }).fill('203.0.113.99');
  await add.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('DNS record added')).toBeVisible();
  await expect(table.getByRole('row', { name: /origin-9\.harbor-tea\.example/ })).toContainText('203.0.113.99');
  await expect(page.getByText('4 in all')).toBeVisible();

  // A second record next to a CNAME is refused by the server; the dialog keeps what was typed.
  await page.getByRole('button', { name: 'Add DNS record' }).click();
  await add.getByRole('textbox', { name: 'Host name' }).fill('origin-west.harbor-tea.example');
  await add.getByRole('textbox', { name: 'IPv4 address' }).fill('203.0.113.77');
  await add.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('This record exists already, or its host name has a CNAME record, which cannot share its name.')).toBeVisible();
  await expect(add.getByRole('textbox', { name: 'Host name' })).toHaveValue('origin-west.harbor-tea.example');
  await expect(add.getByRole('textbox', { name: 'IPv4 address' })).toHaveValue('203.0.113.77');
  expect(creates).toHaveLength(2);
  await add.getByRole('button', { name: 'Cancel' }).click();
  // Typed work: closing asks first (issue 25).
  await page.getByRole('dialog', { name: 'Close without saving?' }).getByRole('button', { name: 'Close without saving' }).click();

  // Edit: the review shows the changed TTL and value only.
  await table.getByRole('button', { name: 'Edit the record of origin-west.harbor-tea.example' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit: DNS record' });
  await edit.getByRole('textbox', { name: 'Target host name' }).fill('lb-9.hosting-west.example');
  await edit.getByRole('textbox', { name: 'TTL (seconds)' }).fill('300');
  await edit.getByRole('button', { name: 'Save' }).click();
  const changes = page.getByRole('dialog', { name: 'Review the changes' }).getByRole('table', { name: 'Changes to save' });
  await expect(changes.getByRole('row')).toHaveCount(3);
  await expect(changes.getByRole('row', { name: /TTL \(seconds\)/ })).toContainText(/600\s*300/);
  await expect(changes.getByRole('row', { name: /Target host name/ })).toContainText(/lb-7\.hosting-west\.example\s*lb-9\.hosting-west\.example/);
  await page.getByRole('dialog', { name: 'Review the changes' }).getByRole('button', { name: 'Save 2 changes' }).click();
  await expect(page.getByText('DNS record saved')).toBeVisible();
  const west = table.getByRole('row', { name: /origin-west/ });
  await expect(west).toContainText('lb-9.hosting-west.example');
  await expect(west).toContainText('5 minutes');

  // Removing a record in use says what happens to its domains; cancelling keeps it.
  await table.getByRole('button', { name: 'Remove the record of origin-1.harbor-tea.example' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this DNS record?' });
  await expect(confirm).toContainText('3 domains reach their origins through origin-1.harbor-tea.example');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await table.getByRole('button', { name: 'Remove the record of origin-1.harbor-tea.example' }).click();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Removed origin-1.harbor-tea.example from DNS records')).toBeVisible();
  await expect(table.getByRole('row', { name: /origin-1\./ })).toHaveCount(0);

  await table.getByRole('row', { name: /origin-9\./ }).getByRole('checkbox').check();
  await table.getByRole('row', { name: /origin-west\./ }).getByRole('checkbox').check();
  await page.getByRole('group', { name: 'Actions on the selected rows' }).getByRole('button', { name: 'Remove selected' }).click();
  await page.getByRole('dialog', { name: 'Remove 2 DNS records?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(page.getByText('1 in all')).toBeVisible();
});
