import { Trans, useLingui } from '@lingui/react/macro';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
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
  // Two fields: plain state keeps the form library off the sign-in page (it is the page everyone loads first).
  const [values, setValues] = useState({ account: '', password: '' });
  const [errors, setErrors] = useState<{ account?: string | null; password?: string | null }>({});
  const busy = sendCode.isPending || signIn.isPending;
  const change = (field: 'account' | 'password') => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: null }));
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = { account: check(required)(values.account), password: check(requiredText)(values.password) };
    setErrors(found);
    if (found.account || found.password) return;
    void reported(async () => {
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
    });
  };

  return (
    <AuthLayout title={<Trans>Sign in</Trans>}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={t`Email or account name`}
            autoComplete="username"
            required
            data-autofocus
            autoFocus
            value={values.account}
            onChange={change('account')}
            error={errors.account}
          />
          <PasswordInput
            label={t`Password`}
            autoComplete="current-password"
            required
            value={values.password}
            onChange={change('password')}
            error={errors.password}
          />
          <Button type="submit" loading={busy} fullWidth>
            <Trans>Sign in</Trans>
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
