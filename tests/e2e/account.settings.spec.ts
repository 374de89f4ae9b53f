import { TOTP } from 'otpauth';
import { ACCOUNTS } from './accounts';
import { expect, expectAccessible, test } from './fixtures';
import { LoginPage, openSignedIn, Shell } from './pages';

test.beforeEach(async ({ backend }) => backend.reset());

test('edits own information and keeps what was typed when the server refuses', async ({ page }) => {
  await openSignedIn(page, 'user', ACCOUNTS.user);
  await new Shell(page).openAccountPage('User information');
  await expect(page.getByRole('heading', { name: 'User information' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('textbox', { name: 'Account name', exact: true }).fill('mei lin');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('An account name may contain only letters A-Z, digits and hyphens, such as jun-chen.')).toBeVisible();

  // kai-wu is the name of a sub-user: the server refuses the duplicate.
  await page.getByRole('textbox', { name: 'Account name', exact: true }).fill('kai-wu');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+886 2 2555 0199');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This data already exists.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Phone', exact: true })).toHaveValue('+886 2 2555 0199');

  await page.getByRole('textbox', { name: 'Account name', exact: true }).fill('mei-lin-tea');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Update Information Successful!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu of mei-lin-tea' })).toBeVisible();
});

test('changes the password with the confirmation checked again', async ({ page }) => {
  await openSignedIn(page, 'user', ACCOUNTS.user);
  await new Shell(page).openAccountPage('Change password');
  await expectAccessible(page);
  await page.getByRole('textbox', { name: 'Current password', exact: true }).fill(ACCOUNTS.user.password);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Oolong-Harbor-27');
  await page.getByRole('textbox', { name: 'Confirm the new password', exact: true }).fill('Oolong-Harbor-2');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The passwords do not match')).toBeVisible();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Oolong-Harbor-2');
  await expect(page.getByText('The passwords do not match')).toBeHidden();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Oolong-Harbor-27');
  await page.getByRole('textbox', { name: 'Confirm the new password', exact: true }).fill('Oolong-Harbor-27');

  await page.getByRole('textbox', { name: 'Current password', exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The account or password is incorrect.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toHaveValue('Oolong-Harbor-27');

  await page.getByRole('textbox', { name: 'Current password', exact: true }).fill(ACCOUNTS.user.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Change password successful!')).toBeVisible();

  await new Shell(page).logout();
  await new LoginPage(page).submit(ACCOUNTS.user.email, 'Oolong-Harbor-27');
  await expect(page).toHaveURL('/user/dashboard');
});

test('turns on the authenticator app, then signs in with it', async ({ page }) => {
  await openSignedIn(page, 'user', ACCOUNTS.user, '/user/userManagement/userInformation');
  await page.getByRole('button', { name: 'Change the second step' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the second sign-in step' });
  await dialog.getByRole('radio', { name: 'Authenticator app' }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await expectAccessible(page);
  const secret = (await dialog.locator('code').textContent())!.trim();
  const totp = new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' });
  await dialog.getByRole('textbox', { name: 'Verification code', exact: true }).fill('123');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog.getByText('Enter the 6-digit code.')).toBeVisible();
  const proved = totp.generate();
  await dialog.getByRole('textbox', { name: 'Verification code', exact: true }).fill(proved);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Setting Success')).toBeVisible();
  await expect(page.getByText('Second sign-in step: Authenticator app')).toBeVisible();

  await new Shell(page).logout();
  const login = new LoginPage(page);
  await login.submit(ACCOUNTS.user.email, ACCOUNTS.user.password);
  await expect(page.getByText('Enter the 6-digit code shown by your authenticator app.')).toBeVisible();
  // The code that proved the app was used: it does not sign in again (RFC 6238 §5.2); the next period's does.
  await login.enterCode(proved);
  await expect(page.getByText(/verification code is wrong/)).toBeVisible();
  await login.enterCode(totp.generate({ timestamp: Date.now() + 30_000 }));
  await expect(page).toHaveURL('/user/dashboard');
});

test('turning the second step off warns of the risk and asks for the password', async ({ page, backend }) => {
  // ling.huang uses the app: sign in with its current code.
  const login = new LoginPage(page);
  await login.goto('user');
  await login.submit(ACCOUNTS.authenticator.email, ACCOUNTS.authenticator.password);
  await login.enterCode(await backend.totp(ACCOUNTS.authenticator.email));
  await expect(page).toHaveURL('/user/dashboard');
  await page.goto('/user/userManagement/userInformation');
  await page.getByRole('button', { name: 'Change the second step' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the second sign-in step' });
  await dialog.getByRole('radio', { name: 'None' }).check();
  await expect(dialog.getByText('This makes your account easier to take over')).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('textbox', { name: 'Your password', exact: true }).fill(ACCOUNTS.authenticator.password);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Second sign-in step: None')).toBeVisible();
});
