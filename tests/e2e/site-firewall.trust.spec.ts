// Firewall tab, IP trust: the risk thresholds with how many IPs each filters, the trust level the list
// shows, the effect sentence, an edit reviewed in words, a delete confirmed, accessibility.
import { ACCOUNTS } from './accounts';
import { expect, expectAccessible, test, compileFirstOnDevServer } from './fixtures';
import { signInThroughApi } from './pages';

test.beforeEach(async ({ backend }) => backend.reset());

compileFirstOnDevServer(['/src/features/site-workspace/firewall/FirewallTab.tsx']);

test('IP trust: thresholds with the IPs they filter, created, reviewed, deleted', async ({ page }) => {
  await signInThroughApi(page, 'user', ACCOUNTS.user);
  await page.goto('/user/sitesManagement/sitesSetting/4102/shop.harbor-tea.example?tab=firewall&section=abuseIP');
  const section = page.getByRole('region', { name: 'IP trust', exact: true });
  await expect(section.getByRole('table')).toHaveAttribute('aria-busy', 'false', { timeout: 60_000 });
  const worst = section.getByRole('row').filter({ hasText: 'Only the worst offenders' });
  await expect(worst).toContainText('Risk 100 or more (trust level 0)');
  await expect(worst).toContainText('About 70,000 IPs filtered');

  await section.getByRole('button', { name: 'Add rule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add: IP trust rule' });
  await expect(dialog.getByRole('radio', { name: '25: about 500,000 IPs filtered (trust level 75)' })).toBeVisible();
  await expect(dialog.getByRole('radio', { name: '100: about 70,000 IPs filtered (trust level 0)' })).toBeVisible();
  await dialog.getByRole('radio', { name: '50: about 200,000 IPs filtered (trust level 50)' }).check();
  await dialog.getByRole('textbox', { name: 'URL expression' }).fill('^/checkout');
  await dialog.getByRole('radio', { name: 'Go on to the next rule' }).check();
  await dialog.getByRole('combobox', { name: 'Challenge instead (optional)' }).click();
  await page.getByRole('option', { name: 'Click to verify' }).click();
  await expect(dialog.getByRole('status')).toContainText(
    'Requests from the about 200,000 IPs with a risk score of 50 or more to URLs matching ^/checkout will have to click to verify.',
  );
  await dialog.getByRole('textbox', { name: 'Memo' }).fill('Risky buyers');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('IP trust rule added')).toBeVisible();
  const created = section.getByRole('row').filter({ hasText: 'Risky buyers' });
  await expect(created).toContainText('Risk 50 or more (trust level 50)');
  await expect(created).toContainText('Click to verify');

  // The review names the thresholds as the form does.
  await created.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit: IP trust rule' });
  await edit.getByRole('radio', { name: '75: about 100,000 IPs filtered (trust level 25)' }).check();
  await edit.getByRole('button', { name: 'Save' }).click();
  const review = page.getByRole('dialog', { name: 'Review the changes' });
  const change = review.getByRole('row').filter({ hasText: 'Risk threshold' });
  await expect(change).toContainText('50: about 200,000 IPs filtered (trust level 50)');
  await expect(change).toContainText('75: about 100,000 IPs filtered (trust level 25)');
  await review.getByRole('button', { name: 'Save 1 change' }).click();
  await expect(page.getByText('IP trust rule saved')).toBeVisible();
  await expect(created).toContainText('Risk 75 or more (trust level 25)');

  await worst.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('dialog', { name: 'Remove this rule?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(worst).toHaveCount(0);
  await expect(section.getByRole('row')).toHaveCount(2);
  await expectAccessible(page);
});
