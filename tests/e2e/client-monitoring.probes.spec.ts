import { ACCOUNTS } from './accounts';
import { expect, expectAccessible, test } from './fixtures';
import { Shell, signInThroughApi } from './pages';
import { recordFeedback } from './watch';

test.beforeEach(async ({ backend }) => backend.reset());

test('an operator puts a registered probe in service, edits one, and takes a selection out of service', async ({ page }) => {
  const feedback = await recordFeedback(page);
  await signInThroughApi(page, 'client', ACCOUNTS.client);
  await page.goto('/client/dashboard');
  const nav = new Shell(page).nav();
  await nav.getByRole('button', { name: 'Monitoring' }).click();
  await nav.getByRole('link', { name: 'Monitor nodes' }).click();
  await expect(page).toHaveURL('/client/monitorManagement/monitorNodeList', { timeout: 90_000 });
  const table = page.getByRole('table', { name: 'Monitor nodes' });
  await expect(table.getByText('probe-sgp-01')).toBeVisible({ timeout: 90_000 });
  await expect(page.getByText('Registered probes not in service yet (2): probe-nrt-01 (192.0.2.120), probe-lax-01 (192.0.2.121)')).toBeVisible();

  // Putting a probe in service under a name another probe has is refused with the list's message; the form keeps what was typed.
  await page.getByRole('button', { name: 'Put a probe in service' }).click();
  const form = page.getByRole('dialog', { name: 'Add: Monitor node' });
  await form.getByRole('textbox', { name: 'Name' }).fill('probe-sgp-01');
  await form.getByRole('button', { name: 'Create' }).click();
  await feedback.toast('A monitor node already has this name.');
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('probe-sgp-01');
  // A check URL that starts neither with http:// nor with {host} is refused next to the field.
  await form.getByRole('textbox', { name: 'Check URL' }).fill('https://{host}/health');
  await form.getByRole('textbox', { name: 'Name' }).fill('probe-nrt-01');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByRole('textbox', { name: 'Check URL' })).toHaveAttribute('aria-invalid', 'true');
  await form.getByRole('textbox', { name: 'Check URL' }).fill('{host}/healthz');
  await form.getByRole('button', { name: 'Create' }).click();
  await feedback.toast('Monitor node added');
  await expect(table.getByText('probe-nrt-01')).toBeVisible();
  await expect(page.getByText('Registered probes not in service yet (1): probe-lax-01 (192.0.2.121)')).toBeVisible();

  // A selection goes out of service at once.
  await table.getByRole('checkbox', { name: 'Select probe-sgp-01' }).check();
  await table.getByRole('checkbox', { name: 'Select probe-tpe-01' }).check();
  await page.getByRole('button', { name: 'Take out of service' }).click();
  await feedback.toast('2 probes taken out of service');
  const sgp = table.getByRole('row').filter({ hasText: 'probe-sgp-01' });
  await expect(sgp.getByText('Off', { exact: true })).toBeVisible();
  await expectAccessible(page);

  // Editing the weight of one probe.
  await table.getByRole('button', { name: 'Edit probe-sgp-01' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit: Monitor node' });
  await edit.getByRole('textbox', { name: 'Weight' }).fill('90');
  await edit.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('dialog', { name: /review/i }).getByRole('button', { name: /Save|Confirm/ }).click();
  await feedback.toast('Monitor node saved');
  await expect(sgp.getByText('90', { exact: true })).toBeVisible();
});

test('monitor groups: created, and their monitor nodes added and removed after a confirmation', async ({ page }) => {
  const feedback = await recordFeedback(page);
  await signInThroughApi(page, 'client', ACCOUNTS.client);
  await page.goto('/client/monitorManagement/monitorNodeGroup');
  const groups = page.getByRole('table', { name: 'Monitor groups' });
  await expect(groups.getByText('apac-probes')).toBeVisible({ timeout: 90_000 });
  await page.getByRole('button', { name: 'Add monitor group' }).click();
  const form = page.getByRole('dialog', { name: 'Add: Monitor group' });
  await form.getByRole('textbox', { name: 'Name' }).fill('APAC-probes');
  await form.getByRole('button', { name: 'Create' }).click();
  await feedback.toast('A monitor group already has this name.');
  await form.getByRole('textbox', { name: 'Name' }).fill('us-probes');
  await form.getByRole('button', { name: 'Create' }).click();
  await feedback.toast('Monitor group added');
  await expect(groups.getByText('us-probes')).toBeVisible();

  const members = page.getByRole('table', { name: 'Monitor nodes of apac-probes' });
  await expect(members.getByText('probe-sgp-01')).toBeVisible();
  await members.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
  await page.getByRole('button', { name: 'Remove from the group' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove 2 monitor nodes from apac-probes?' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await feedback.toast('Child nodes removed');
  await expect(page.getByText('This group has no monitor node yet.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Monitor nodes to add' }).click();
  await page.getByRole('option', { name: 'probe-fra-01' }).click();
  await page.getByRole('button', { name: 'Add to the group' }).click();
  await feedback.toast('Child nodes added');
  await expect(members.getByText('probe-fra-01')).toBeVisible();
  await expectAccessible(page);
});
