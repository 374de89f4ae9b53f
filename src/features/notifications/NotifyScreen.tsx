// systemManagement/notifySetting: the chat-bot setting (a settings descriptor with the change review) and
// "send a test message" with the saved setting, whose result stays on screen.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { invalidateAfter } from '../../api/invalidate';
import { useArea } from '../../services/use-area';
import { PageHeader } from '../../components/PageHeader';
import { callOperation, operationUrl } from '../../schema-form/operations';
import { SettingsForm } from '../../schema-form/SettingsForm';
import { NOTIFY_CONFIG, type NotifyConfig } from './config';
import { TestSend } from './TestSend';

/** The loaded setting as the form's values: the masked token is not a value to send back. */
const toSaved = ({ token: _masked, updatedAt: _at, ...rest }: Record<string, unknown>) => rest;

export function Component() {
  const area = useArea();
  const config = NOTIFY_CONFIG[area];
  return (
    <>
      <PageHeader
        title={<Trans>Notifications</Trans>}
        description={<Trans>Where Parapet sends alerts about your sites.</Trans>}
      />
      {config ? (
        <ChatBotSettings config={config} />
      ) : (
        <Alert color="yellow">
          <Trans>This console has no notification settings.</Trans>
        </Alert>
      )}
    </>
  );
}

/** The chat-bot setting and its test; also the client's (system settings, notifications). */
export function ChatBotSettings({ config }: { config: NotifyConfig }) {
  return (
    <Stack maw={760}>
      <SettingsForm descriptor={config.chatBot} path={{}} toSaved={toSaved} />
      <TestMessage config={config} />
    </Stack>
  );
}

/** "Send a test message" with the saved setting (the form above saves first). */
function TestMessage({ config }: { config: NotifyConfig }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const loadUrl = operationUrl(config.chatBot.load!.operation, {}).url;
  return (
    <TestSend
      intro={<Trans>Send a test message with the saved setting to check that the bot can write to the chat.</Trans>}
      label={<Trans>Send a test message</Trans>}
      send={async () => {
        const saved = queryClient.getQueryData<Record<string, unknown>>([loadUrl, 'form', config.chatBot.name]);
        await callOperation(config.testOperation, { body: { enable: true, chatID: String(saved?.chatID ?? '') } });
        await invalidateAfter(queryClient, config.testOperation, {});
        return String(saved?.chatID ?? '');
      }}
      sentTitle={t`Test message sent`}
      sent={(chat) => <Trans>Check chat {chat}: the message should be there.</Trans>}
      failedTitle={t`The test message was not sent`}
    />
  );
}
