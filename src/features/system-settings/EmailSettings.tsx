// Mail notifications: the SMTP setting (a form descriptor with the change review) and "send a test mail" to an
// address typed here, with the saved setting (the saved password when none is typed), whose result stays on screen.
import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import emailForm from '../../../forms/client/system/email.form.json';
import { selfQuery } from '../../services/session';
import { TestSend } from '../notifications/TestSend';
import { defineForm } from '../../schema-form/descriptor';
import { operationUrl, callOperation } from '../../schema-form/operations';
import { SettingsForm } from '../../schema-form/SettingsForm';
import { email as emailRule } from '../../validation/rules';

const form = defineForm(emailForm);
const TEST = 'client-notification-test-email';

/** The saved setting as the form's values: whether a password is saved is not a value to send. */
const toSaved = ({ hasPassword: _saved, ...rest }: Record<string, unknown>) => rest;

export function EmailSettings() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const me = useQuery(selfQuery('client')).data?.data;
  const [to, setTo] = useState<string | null>(null);
  const address = to ?? me?.email ?? '';
  const problem = address.trim() === '' ? null : emailRule(address.trim());
  const loadUrl = operationUrl(form.load!.operation, {}).url;
  return (
    <Stack>
      <SettingsForm descriptor={form} path={{}} toSaved={toSaved} idPrefix="email" />
      <TestSend
        intro={<Trans>Send a test mail with the saved setting to check that mails arrive. Save your changes above first.</Trans>}
        label={<Trans>Send a test mail</Trans>}
        disabled={address.trim() === '' || problem !== null}
        send={async () => {
          const saved = queryClient.getQueryData<Record<string, unknown>>([loadUrl, 'form', form.name]) ?? {};
          const recipient = address.trim();
          await callOperation(TEST, { body: { to: recipient, setting: saved } });
          return recipient;
        }}
        sentTitle={t`Test mail sent`}
        sent={(recipient) => <Trans>The server accepted the mail to {recipient}: check that it arrived.</Trans>}
        failedTitle={t`The test mail was not sent`}
      >
        <TextInput
          label={t`Send to`}
          type="email"
          value={address}
          onChange={(event) => setTo(event.currentTarget.value)}
          error={problem ? i18n._(problem) : undefined}
          maw={420}
        />
      </TestSend>
    </Stack>
  );
}
