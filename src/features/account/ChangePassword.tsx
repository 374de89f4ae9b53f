import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useFormLeaveGuard } from '../../components/leave-guard/LeaveGuard';
import { useKindAccountChangePassword } from '../../api/generated/hooks/account/account';
import { notifySuccess } from '../../services/feedback';
import { reported } from '../../services/swallow';
import { useArea } from '../../services/use-area';
import { PageHeader } from '../../components/PageHeader';
import { NewPasswordFields } from '../login/NewPasswordFields';
import { check } from '../../validation/form';
import { confirmation, password, requiredText } from '../../validation/rules';

export function Component() {
  const area = useArea();
  const { t } = useLingui();
  const change = useKindAccountChangePassword();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { oldPassword: '', password: '', confirm: '' },
    validate: {
      oldPassword: check(requiredText),
      password: check(password),
      confirm: (value, values) => check(confirmation(values.password))(value),
    },
    onValuesChange: (values, previous) => {
      if (values.password !== previous.password && form.isTouched('confirm')) form.validateField('confirm');
    },
  });
  // Leaving with unsaved changes asks first (issue 25).
  const leaveGuard = useFormLeaveGuard(form);
  const submit = form.onSubmit((values) =>
    reported(async () => {
      await change.mutateAsync({ kind: area, data: { oldPassword: values.oldPassword, password: values.password } });
      notifySuccess(t`Change password successful!`);
      form.reset();
    }),
  );
  return (
    <>
      <PageHeader title={<Trans>Change password</Trans>} description={<Trans>Use at least 8 characters.</Trans>} />
      <Card withBorder padding="lg" maw={520}>
        <form onSubmit={(event) => void submit(event)} noValidate {...leaveGuard}>
          <Stack>
            <PasswordInput
              label={t`Current password`}
              autoComplete="current-password"
              required
              key={form.key('oldPassword')}
              {...form.getInputProps('oldPassword')}
            />
            <NewPasswordFields form={form} />
            <Group justify="flex-end">
              <Button type="submit" loading={change.isPending}>
                <Trans>Change password</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </>
  );
}
