import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { useKindSessionCreateToken, useKindSessionSendCode } from '../../api/generated/hooks/session/session';
import { notifyInfo } from '../../services/feedback';
import { reported } from '../../services/swallow';
import { useArea } from '../../services/use-area';
import { check } from '../../validation/form';
import { sixDigitCode } from '../../validation/rules';
import { AuthLayout } from './AuthLayout';
import { heldLogin, holdLogin } from './held';
import { ThrottleNotice, useThrottleWait } from './throttle-wait';
import { useFinishSignIn } from './use-sign-in';

export function Component() {
  const area = useArea();
  const { t } = useLingui();
  const [held, setHeld] = useState(() => heldLogin(area));
  const finish = useFinishSignIn(area);
  const signIn = useKindSessionCreateToken();
  const resend = useKindSessionSendCode();
  const wait = useThrottleWait();
  const form = useForm({ mode: 'uncontrolled', initialValues: { vcode: '' }, validate: { vcode: check(sixDigitCode) } });

  if (!held) return <Navigate to={`/${area}/login`} replace />;
  const mailed = held.login2FAType === 0;

  const submit = form.onSubmit(({ vcode }) =>
    reported(async () => {
      if (wait.remaining > 0) return;
      const answer = await signIn
        .mutateAsync({
          kind: area,
          data: {
            account: held.account,
            password: held.password,
            onePassKey: held.onePassKey,
            login2FAType: held.login2FAType,
            vcode: vcode.trim(),
          },
        })
        .catch((error: unknown) => {
          // Too many wrong codes (101031): the wait is also said next to the form, counting down.
          wait.start(error);
          throw error;
        });
      await finish(answer.data);
    }),
  );

  const sendAgain = () =>
    reported(async () => {
      const challenge = (await resend.mutateAsync({ kind: area, data: { account: held.account, password: held.password } })).data;
      const next = { ...held, onePassKey: challenge.onePassKey, login2FAType: challenge.login2FAType };
      holdLogin(next);
      setHeld(next);
      form.reset();
      notifyInfo(t`Please check mail to get verify code.`);
    });

  return (
    <AuthLayout area={area} title={<Trans>Verify your account</Trans>}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <Alert color="blue" variant="light">
            {mailed ? (
              <Trans>Please check mail to get verify code.</Trans>
            ) : (
              <Trans>Enter the 6-digit code shown by your authenticator app.</Trans>
            )}
          </Alert>
          <TextInput
            label={t`Verification code`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            autoFocus
            key={form.key('vcode')}
            {...form.getInputProps('vcode')}
          />
          <ThrottleNotice wait={wait} />
          <Button type="submit" loading={signIn.isPending} disabled={wait.remaining > 0} fullWidth>
            <Trans>Verify and sign in</Trans>
          </Button>
          <Group justify="space-between">
            <Anchor component={Link} to={`/${area}/login`} size="sm">
              <Trans>Back to sign in</Trans>
            </Anchor>
            {mailed && (
              <Button variant="subtle" size="compact-sm" onClick={() => void sendAgain()} loading={resend.isPending}>
                <Trans>Send the code again</Trans>
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </AuthLayout>
  );
}
