import type { Page } from '@playwright/test';
import { ACCOUNTS } from './accounts';
import { expect as baseExpect, expectAccessible, test } from './fixtures';
import { signInThroughApi } from './pages';

// The dev server on a shared machine can take several seconds to answer; the build answers at once.
const expect = baseExpect.configure({ timeout: 15_000 });

test.beforeEach(async ({ backend }) => backend.reset());

/** Runs an action and expects its success message, watched from before the action (the message shows for 3 seconds). */
async function succeeds(page: Page, message: string, action: () => Promise<unknown>) {
  const shown = expect(page.getByText(message).first()).toBeVisible({ timeout: 20_000 });
  await action();
  await shown;
}


// A well-formed PEM pair; the embedded backend takes a chain it cannot parse as covering the site's domain.
const CHAIN = '-----BEGIN CERTIFICATE-----\nMIIDdzCCAl+gAwIBAgIUT3Hh0Zt5t0bq4c2m9l1y7wXh1kEwDQYJKoZIhvcNAQEL\n-----END CERTIFICATE-----';
const KEY = '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7\n-----END PRIVATE KEY-----';

test('a certificate is uploaded, renamed through the change review, replaced and removed', async ({ page }) => {
  await signInThroughApi(page, 'user', ACCOUNTS.user);
  await page.goto('/user/sitesManagement/sitesSetting/4101/www.harbor-tea.example?tab=certificates');
  const table = page.getByRole('table', { name: 'Certificates', exact: true });
  await expect(table.getByRole('row', { name: /harbor-tea-www-2026/ })).toBeVisible({ timeout: 60_000 });
  await expectAccessible(page);
  let posts = 0;
  page.on('request', (r) => r.url().endsWith('/api/v1/user/site/4101/certificate') && r.method() === 'POST' && posts++);

  await page.getByRole('button', { name: 'Upload a certificate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add: Certificate' });
  const name = dialog.getByRole('textbox', { name: 'Name' });
  const chain = dialog.getByRole('textbox', { name: 'Certificate chain (PEM)' });
  const key = dialog.getByRole('textbox', { name: 'Private key (PEM)' });
  // Not PEM blocks: refused next to the fields, nothing sent.
  await name.fill('harbor-2028');
  await chain.fill('MIIDdzCCAl+gAwIBAgIUT3Hh0Zt5t0bq4c2m9l1y7wXh1kEw');
  await key.fill('my secret key');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('The format is wrong.').first()).toBeVisible();
  expect(posts).toBe(0);

  // A name the console keeps for itself: the server refuses it, the message sits at the name, the rest stays.
  await name.fill('default');
  await chain.fill(CHAIN);
  await key.fill(KEY);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('The certificate name is not valid.').first()).toBeVisible();
  await expect(name).toHaveValue('default');
  await expect(chain).toHaveValue(CHAIN);
  expect(posts).toBe(1);

  await name.fill('harbor-2028');
  await succeeds(page, 'Certificate harbor-2028 uploaded', () => dialog.getByRole('button', { name: 'Create' }).click());
  await page.getByRole('textbox', { name: 'Search by certificate name' }).fill('harbor-2028');
  await expect(page.getByText('1 in all', { exact: true })).toBeVisible();
  const row = table.getByRole('row', { name: /harbor-2028/ });
  await expect(row).toContainText('Uploaded');
  await expect(row).toContainText('Serves no domain');
  await expect(table.getByRole('row')).toHaveCount(2);

  await page.getByRole('button', { name: 'Rename harbor-2028' }).click();
  const rename = page.getByRole('dialog', { name: 'Edit: Certificate name' });
  await rename.getByRole('textbox', { name: 'Name' }).fill('harbor-2028-main');
  await rename.getByRole('button', { name: 'Save' }).click();
  const review = page.getByRole('dialog', { name: 'Review the changes' });
  await expect(review.getByRole('row', { name: 'Name harbor-2028 harbor-2028-main' })).toBeVisible();
  await succeeds(page, 'Certificate renamed to harbor-2028-main', () => review.getByRole('button', { name: 'Save 1 change' }).click());
  await expect(table.getByRole('row', { name: /harbor-2028-main/ })).toBeVisible();

  await page.getByRole('button', { name: 'Replace harbor-2028-main' }).click();
  const replace = page.getByRole('dialog', { name: 'Replace harbor-2028-main' });
  await replace.getByRole('textbox', { name: 'Certificate chain (PEM)' }).fill('-----BEGIN CERTIFICATE-----\nnot base64 !!\n-----END CERTIFICATE-----');
  await replace.getByRole('textbox', { name: 'Private key (PEM)' }).fill(KEY);
  await replace.getByRole('button', { name: 'Replace' }).click();
  await expect(replace.getByText('The format is wrong.').first()).toBeVisible();
  await replace.getByRole('textbox', { name: 'Certificate chain (PEM)' }).fill(CHAIN);
  await replace.getByRole('button', { name: 'Replace' }).click();
  const confirmReplace = page.getByRole('dialog', { name: 'Review the changes' });
  await expect(confirmReplace.getByText('It serves no domain now.')).toBeVisible();
  await succeeds(page, 'Certificate harbor-2028-main replaced', () => confirmReplace.getByRole('button', { name: 'Replace the certificate' }).click());
  await expect(replace).toBeHidden();

  await page.getByRole('button', { name: 'Remove harbor-2028-main' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove the certificate harbor-2028-main?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(table.getByRole('row', { name: /harbor-2028-main/ })).toBeVisible();
  await page.getByRole('button', { name: 'Remove harbor-2028-main' }).click();
  await succeeds(page, 'Certificate harbor-2028-main removed', () => confirm.getByRole('button', { name: 'Remove' }).click());
  await expect(page.getByText('No certificate has this name.')).toBeVisible();
  await expectAccessible(page);
});

test("a certificate's PEM chain is shown from its row (never the key) and saved as a .pem file", async ({ page }) => {
  await signInThroughApi(page, 'user', ACCOUNTS.user);
  await page.goto('/user/sitesManagement/sitesSetting/4101/www.harbor-tea.example?tab=certificates');
  const table = page.getByRole('table', { name: 'Certificates', exact: true });
  const row = table.getByRole('row', { name: /harbor-tea-www-2026/ });
  await expect(row).toBeVisible({ timeout: 60_000 });
  const reads = page.waitForResponse((r) => /\/api\/v1\/user\/site\/4101\/certificate\/\d+$/.test(r.url()) && r.request().method() === 'GET');
  await row.getByRole('button', { name: 'Chain of harbor-tea-www-2026' }).click();
  const dialog = page.getByRole('dialog', { name: 'Chain of harbor-tea-www-2026' });
  const answer = (await (await reads).json()) as { data: { certificate: string } };
  const pem = dialog.getByLabel('PEM chain of harbor-tea-www-2026');
  await expect(pem).toContainText('-----BEGIN CERTIFICATE-----');
  expect((await pem.textContent())?.trim()).toBe(answer.data.certificate.trim());
  await expect(dialog).not.toContainText('PRIVATE KEY');
  await expect(dialog).toContainText('One certificate, without intermediates.');
  await expectAccessible(page);
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download .pem' }).click();
  expect((await download).suggestedFilename()).toBe('harbor-tea-www-2026.pem');
});
