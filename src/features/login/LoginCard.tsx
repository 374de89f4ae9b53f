// The sign-in form (spec 4), without the router or the query client: the sign-in page is the page everyone
// loads first, so it renders from src/app/sign-in-boot.tsx before the console's code has loaded (issue 16),
// and as the login route's screen (LoginForm.tsx) once it has.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { Area } from '../../api/areas';
import { isApiError } from '../../api/errors';
import { kindSessionCreateToken, kindSessionSendCode } from '../../api/generated/hooks/session/session';
import type { TokenPair } from '../../api/generated/model';
import { reportError } from '../../services/feedback';
import { check } from '../../validation/form';
import { required, requiredText } from '../../validation/rules';
import { AuthLayout } from './AuthLayout';
import { holdLogin } from './held';
import { ThrottleNotice, useThrottleWait } from './throttle-wait';

export interface LoginCardProps {
  area: Area;
  /** Goes to another page of the console (the second step). */
  go: (path: string) => void;
  /** Ends the sign-in with the token pair (see use-sign-in.ts). */
  finish: (tokens: TokenPair) => Promise<void>;
}

/**
 * The account field takes the focus once the page has been drawn, not while React puts the page in place (`autoFocus`):
 * focusing there made the browser lay out the whole page inside React's commit, the sign-in page's longest task on a
 * phone (issue 29).
 */
const focusAfterPaint = (input: HTMLInputElement | null) => {
  if (input) requestAnimationFrame(() => input.focus());
};

export function LoginCard({ area, go, finish }: LoginCardProps) {
  const { t } = useLingui();
  // Two fields: plain state keeps the form library off the sign-in page.
  const [values, setValues] = useState({ account: '', password: '' });
  const [errors, setErrors] = useState<{ account?: string | null; password?: string | null }>({});
  const [busy, setBusy] = useState(false);
  // A refused try (101031) waits with the account it was for: another account may be tried at once.
  const wait = useThrottleWait();
  const change = (field: 'account' | 'password') => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: null }));
    if (field === 'account' && wait.remaining > 0 && value.trim().toLowerCase() !== values.account.trim().toLowerCase()) wait.clear();
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = { account: check(required)(values.account), password: check(requiredText)(values.password) };
    setErrors(found);
    if (found.account || found.password || busy || wait.remaining > 0) return;
    setBusy(true);
    try {
      const challenge = (await kindSessionSendCode(area, values)).data;
      if (challenge.login2FAType === 2 && challenge.vcode) {
        const answer = await kindSessionCreateToken(area, {
          ...values,
          onePassKey: challenge.onePassKey,
          login2FAType: 2,
          vcode: challenge.vcode,
        });
        await finish(answer.data);
        return;
      }
      holdLogin({ area, ...values, onePassKey: challenge.onePassKey, login2FAType: challenge.login2FAType });
      go(`/${area}/login/verifyAccount`);
    } catch (error) {
      // The server's answer is reported as every failed call is (toast or dialog); the form keeps what was typed.
      if (!isApiError(error)) throw error;
      // A wait is said next to the form, counting down, instead of a toast that would go away before it ends.
      if (!wait.start(error)) reportError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout area={area} title={<Trans>Sign in</Trans>}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <TextInput
            label={t`Email or account name`}
            autoComplete="username"
            required
            data-autofocus
            ref={focusAfterPaint}
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
          <ThrottleNotice wait={wait} />
          <Button type="submit" loading={busy} disabled={wait.remaining > 0} fullWidth>
            <Trans>Sign in</Trans>
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
