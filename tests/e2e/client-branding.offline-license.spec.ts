// Offline licence (client systemManagement/offlineLicense, on with the default build switch): reachable from the
// System navigation; an empty licence and key are refused next to the field with nothing sent; a licence and a
// key that are not Parapet's are refused with the catalogue's message ("Invalid license key") and stay typed;
// good ones are loaded, the key after a confirmation; accessibility.
import { ACCOUNTS } from './accounts';
import { compileFirstOnDevServer, expect, expectAccessible, test } from './fixtures';
import { signInThroughApi } from './pages';
import { countCalls, recordFeedback } from './watch';

test.beforeEach(async ({ backend }) => backend.reset());
test.describe.configure({ timeout: 180_000 });
compileFirstOnDevServer(['/src/features/offline-license/OfflineLicenseScreen.tsx']);

test('an operator loads the offline licence and replaces its key', async ({ page }) => {
  const feedback = await recordFeedback(page);
  await signInThroughApi(page, 'client', ACCOUNTS.client);
  await page.goto('/client/dashboard');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('button', { name: 'System' }).click({ timeout: 100_000 });
  await nav.getByRole('link', { name: 'Offline licence' }).click();
  await expect(page.getByRole('heading', { name: 'Offline licence', level: 1 })).toBeVisible({ timeout: 100_000 });
  await expectAccessible(page);

  const loads = countCalls(page, 'PUT', /\/api\/v1\/offline\/license$/);
  await page.getByRole('button', { name: 'Load the licence' }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  expect(loads.count).toBe(0);

  const text = page.getByRole('textbox', { name: 'Licence text' });
  await text.fill('NOT-A-LICENCE');
  await page.getByRole('button', { name: 'Load the licence' }).click();
  await feedback.toast('Invalid license key');
  await expect(text).toHaveValue('NOT-A-LICENCE');
  await text.fill('PRPT-OFFLINE-1:eyJjbGllbnQiOiJub3J0aHdpbmQifQ.c2ln');
  await page.getByRole('button', { name: 'Load the licence' }).click();
  await feedback.toast('Offline licence loaded');
  await expect(page.getByText(/^Licence loaded at /)).toBeVisible();
  expect(loads.count).toBe(2);

  const keys = countCalls(page, 'PUT', '/api/v1/offline/license/updateKey');
  const key = page.getByRole('textbox', { name: 'New key' });
  await page.getByRole('button', { name: 'Replace the key' }).click();
  await expect(page.getByText('This field is required.')).toBeVisible();
  await key.fill('WRONG KEY');
  await page.getByRole('button', { name: 'Replace the key' }).click();
  await expect(page.getByText('The format is wrong.')).toBeVisible();
  expect(keys.count).toBe(0);

  await key.fill('OTHER-KEY-1234');
  await page.getByRole('button', { name: 'Replace the key' }).click();
  const confirm = page.getByRole('dialog', { name: 'Replace the licence key?' });
  await confirm.getByRole('button', { name: 'Replace the key' }).click();
  await feedback.toast('Invalid license key');
  await expect(key).toHaveValue('OTHER-KEY-1234');

  await key.fill('PRPT-KEY-7F3A-91C2-D04E-6B58');
  await page.getByRole('button', { name: 'Replace the key' }).click();
  await confirm.getByRole('button', { name: 'Replace the key' }).click();
  await feedback.toast('Licence key replaced');
  await expect(page.getByText(/^Key replaced at /)).toBeVisible();
  expect(keys.count).toBe(2);
  await expectAccessible(page);
});
