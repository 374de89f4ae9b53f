// An account's password, from its row of the users screen (issue 26): mail it a link to set a new one
// (POST {kind}/account/resendEmail) or set one here (PUT {kind}/account/password, spec 5's rules: at least 8
// characters, typed twice). Setting it ends the account's sessions (the backend does), which the dialog says first.
import { Trans, useLingui } from '@lingui/react/macro';
import { Divider, Group, Stack, Text } from '@mantine/core';
import { DialogCancel, Modal } from '../../components/leave-guard/GuardedModal';
import { useForm } from '@mantine/form';
import { useKindAccountResendEmail, useKindAccountSetPassword } from '../../api/generated/hooks/account/account';
import type { Account } from '../../api/generated/model';
import { notifySuccess } from '../../services/feedback';
import { reported } from '../../services/swallow';
import { useArea } from '../../services/use-area';
import { PermittedButton } from '../../components/Permitted';
import { isolated } from '../../components/user-text';
import { NewPasswordFields } from '../login/NewPasswordFields';
import { check } from '../../validation/form';
import { confirmation, password } from '../../validation/rules';

export function PasswordModal({ account, onClose }: { account: Account | null; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Modal opened={account !== null} onClose={onClose} title={t`Password of ${isolated(account?.accountName)}`} closeButtonProps={{ 'aria-label': t`Close` }}>
      {account && <PasswordForms key={account.id} account={account} onClose={onClose} />}
    </Modal>
  );
}

function PasswordForms({ account, onClose }: { account: Account; onClose: () => void }) {
  const { t } = useLingui();
  const area = useArea();
  const mail = useKindAccountResendEmail();
  const set = useKindAccountSetPassword();
  const name = isolated(account.accountName);
  const email = isolated(account.email);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { password: '', confirm: '' },
    validate: {
      password: (value) => check(password)(value) ?? (/\s/.test(value) ? t`The password cannot contain spaces.` : value.length > 64 ? t`Use at most 64 characters.` : null),
      confirm: (value, values) => check(confirmation(values.password))(value),
    },
    onValuesChange: (values, previous) => {
      if (values.password !== previous.password && form.isTouched('confirm')) form.validateField('confirm');
    },
  });
  const submit = form.onSubmit((values) =>
    reported(async () => {
      await set.mutateAsync({ kind: area, data: { id: account.id, password: values.password } });
      notifySuccess(t`Password of ${name} set. Their sessions have ended.`);
      onClose();
    }),
  );
  return (
    <Stack>
      <Text size="sm">
        <Trans>Mail {email} a link to choose a new password themselves.</Trans>
      </Text>
      <Group justify="flex-end">
        <PermittedButton
          operation="kind-account-resend-email"
          variant="light"
          loading={mail.isPending}
          onClick={() =>
            reported(async () => {
              await mail.mutateAsync({ kind: area, data: { id: account.id } });
              notifySuccess(t`A mail to reset the password was sent to ${email}.`);
              onClose();
            })
          }
        >
          <Trans>Mail a reset link</Trans>
        </PermittedButton>
      </Group>
      <Divider label={<Trans>or set one now</Trans>} labelPosition="center" />
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t`Set a password`}>
        <Stack>
          <NewPasswordFields form={form} description={t`At least 8 characters, without spaces. Their sessions end when it is set.`} />
          <Group justify="flex-end">
            <DialogCancel onCancel={onClose} />
            <PermittedButton type="submit" operation="kind-account-set-password" loading={set.isPending}>
              <Trans>Set the password</Trans>
            </PermittedButton>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
