import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Code, Group, Image, PasswordInput, Radio, Stack, Stepper, Text, TextInput } from '@mantine/core';
import { Modal } from '../../components/leave-guard/GuardedModal';
import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, type ReactNode, useEffect, useState } from 'react';
import {
  useKindAccountFinishTwoFactor,
  useKindAccountStartTwoFactor,
  useKindAccountVerifyTwoFactor,
} from '../../api/generated/hooks/account/account';
import type { Account, Login2FAType, TwoFactorStart } from '../../api/generated/model';
import { notifySuccess } from '../../services/feedback';
import { selfQuery } from '../../services/session';
import { reported } from '../../services/swallow';
import { useArea } from '../../services/use-area';
import { i18n } from '../../i18n';
import { requiredText, sixDigitCode } from '../../validation/rules';
import { TWO_FACTOR_LABELS } from './labels';

const METHODS: Login2FAType[] = [1, 0, 2];

/** Phases 0, 1, 2 of the two-factor settings: choose a method, prove it works, apply it. */
export function TwoFactorSetup({ account, onClose }: { account: Account; onClose: () => void }) {
  const area = useArea();
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState(0);
  const [method, setMethod] = useState<Login2FAType>(account.login2FAType === 1 ? 0 : 1);
  const [started, setStarted] = useState<TwoFactorStart | null>(null);
  const [answer, setAnswer] = useState('');
  const [answerError, setAnswerError] = useState<string | null>(null);
  const start = useKindAccountStartTwoFactor();
  const verify = useKindAccountVerifyTwoFactor();
  const finish = useKindAccountFinishTwoFactor();

  const begin = () =>
    reported(async () => {
      const { data } = await start.mutateAsync({ kind: area, data: { login2FAType: method } });
      setStarted(data);
      setAnswer('');
      setAnswerError(null);
      setPhase(1);
    });

  const prove = () =>
    reported(async () => {
      if (!started) return;
      const problem = (method === 2 ? requiredText : sixDigitCode)(answer.trim());
      if (problem) {
        setAnswerError(i18n._(problem));
        return;
      }
      setAnswerError(null);
      const body = method === 2 ? { onePassKey: started.onePassKey, password: answer } : { onePassKey: started.onePassKey, vcode: answer.trim() };
      await verify.mutateAsync({ kind: area, data: body });
      setPhase(2);
    });

  const apply = () =>
    reported(async () => {
      if (!started) return;
      const saved = await finish.mutateAsync({ kind: area, data: { onePassKey: started.onePassKey } });
      queryClient.setQueryData(selfQuery(area).queryKey, saved);
      notifySuccess(t`Setting Success`);
      onClose();
    });

  // The answer of the verification step: the password (no second step) or the code, checked the same way.
  const answerField = { value: answer, onChange: (event: ChangeEvent<HTMLInputElement>) => setAnswer(event.currentTarget.value), error: answerError, required: true, autoFocus: true };

  return (
    <Modal opened onClose={onClose} title={t`Change the second sign-in step`} size="lg" centered closeButtonProps={{ 'aria-label': t`Close` }}>
      <Stepper active={phase} size="sm" allowNextStepsSelect={false}>
        <Stepper.Step label={t`Method`}>
          <Stack mt="md">
            <Radio.Group
              label={t`How do you want to confirm it is you when signing in?`}
              value={String(method)}
              onChange={(value) => setMethod(Number(value) as Login2FAType)}
            >
              <Stack mt="xs" gap="xs">
                {METHODS.map((value) => (
                  <Radio key={value} value={String(value)} label={i18n._(TWO_FACTOR_LABELS[value])} />
                ))}
              </Stack>
            </Radio.Group>
            {method === 2 && (
              <Alert color="orange" title={t`This makes your account easier to take over`}>
                <Trans>
                  Without a second step, a leaked or guessed password is enough to sign in as you and change your sites.
                </Trans>
              </Alert>
            )}
            <StepActions back={<Trans>Cancel</Trans>} onBack={onClose} next={<Trans>Continue</Trans>} onNext={begin} loading={start.isPending} />
          </Stack>
        </Stepper.Step>
        <Stepper.Step label={t`Verification`}>
          <Stack mt="md">
            {method === 1 && started?.qrCode && <AuthenticatorQr uri={started.qrCode} secret={started.secret} />}
            {method === 0 && (
              <Text>
                <Trans>We sent a code to {account.email}.</Trans>
              </Text>
            )}
            {method === 2 ? (
              <PasswordInput label={t`Your password`} autoComplete="current-password" {...answerField} />
            ) : (
              <TextInput label={t`Verification code`} inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...answerField} />
            )}
            <StepActions back={<Trans>Back</Trans>} onBack={() => setPhase(0)} next={<Trans>Verify</Trans>} onNext={prove} loading={verify.isPending} />
          </Stack>
        </Stepper.Step>
        <Stepper.Step label={t`Confirmation`}>
          <Stack mt="md">
            <Text>
              <Trans>Verified. From your next sign-in the second step will be: {i18n._(TWO_FACTOR_LABELS[method])}</Trans>
            </Text>
            <StepActions back={<Trans>Cancel</Trans>} onBack={onClose} next={<Trans>Apply</Trans>} onNext={apply} loading={finish.isPending} />
          </Stack>
        </Stepper.Step>
      </Stepper>
    </Modal>
  );
}

/** The buttons under a step: go back (or cancel), and go on with the step's call. */
function StepActions({ back, onBack, next, onNext, loading }: { back: ReactNode; onBack: () => void; next: ReactNode; onNext: () => Promise<unknown>; loading: boolean }) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onBack}>
        {back}
      </Button>
      <Button onClick={() => void onNext()} loading={loading}>
        {next}
      </Button>
    </Group>
  );
}

/** The otpauth URI as a QR code (the qrcode library is loaded only here), with the secret for manual entry. */
function AuthenticatorQr({ uri, secret }: { uri: string; secret?: string }) {
  const { t } = useLingui();
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode').then(({ toDataURL }) => toDataURL(uri, { margin: 1, width: 200 })).then((url) => live && setImage(url));
    return () => {
      live = false;
    };
  }, [uri]);
  return (
    <Stack align="center" gap="xs">
      <Text>
        <Trans>Scan this code with your authenticator app, then enter the 6-digit code it shows.</Trans>
      </Text>
      {image && <Image src={image} alt={t`QR code for your authenticator app`} w={200} h={200} />}
      {secret && (
        <Text size="sm">
          <Trans>Or enter this key:</Trans> <Code>{secret}</Code>
        </Text>
      )}
    </Stack>
  );
}
