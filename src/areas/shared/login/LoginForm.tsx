import { Trans, useLingui } from '@lingui/react/macro';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { useKindSessionCreateToken, useKindSessionSendCode } from '../../../api/generated/hooks/session/session';
import { reported } from '../../../app/swallow';
import { useArea } from '../../../app/use-area';
import { check } from '../../../validation/form';
import { required, requiredText } from '../../../validation/rules';
import { AuthLayout } from './AuthLayout';
import { holdLogin } from './held';
import { useFinishSignIn } from './use-sign-in';

export function Component() {
  const area = useArea();
  const { t } = useLingui();
  const navigate = useNavigate();
  const finish = useFinishSignIn(area);
  const sendCode = useKindSessionSendCode();
  const signIn = useKindSessionCreateToken();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { account: '', password: '' },
    validate: { account: check(required), password: check(requiredText) },
  });
  const busy = sendCode.isPending || signIn.isPending;

  const submit = form.onSubmit((values) =>
    reported(async () => {
    const challenge = (await sendCode.mutateAsync({ kind: area, data: values })).data;
    if (challenge.login2FAType === 2 && challenge.vcode) {
      const answer = await signIn.mutateAsync({
        kind: area,
        data: { ...values, onePassKey: challenge.onePassKey, login2FAType: 2, vcode: challenge.vcode },
      });
      await finish(answer.data);
      return;
    }
    holdLogin({ area, ...values, onePassKey: challenge.onePassKey, login2FAType: challenge.login2FAType });
    navigate(`/${area}/login/verifyAccount`);
    }),
  );

  return (
    <AuthLayout title={<Trans>Sign in</Trans>}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <TextInput
            label={t`Email or account name`}
            autoComplete="username"
            required
            data-autofocus
            autoFocus
            key={form.key('account')}
            {...form.getInputProps('account')}
          />
          <PasswordInput
            label={t`Password`}
            autoComplete="current-password"
            required
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Button type="submit" loading={busy} fullWidth>
            <Trans>Sign in</Trans>
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
