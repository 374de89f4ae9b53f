// systemManagement/notifySetting: the chat-bot setting (a settings descriptor with the change review) and
// "send a test message" with the saved setting, whose result stays on screen.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, errorFromException, isApiError } from '../../api/errors';
import { invalidateAfter } from '../../api/invalidate';
import { describeError } from '../../app/error-messages';
import { useArea } from '../../app/use-area';
import { PageHeader } from '../../components/PageHeader';
import { callOperation, operationUrl } from '../../schema-form/operations';
import { SettingsForm } from '../../schema-form/SettingsForm';
import { NOTIFY_CONFIG, type NotifyConfig } from './config';

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
        <Stack maw={760}>
          <SettingsForm descriptor={config.chatBot} path={{}} toSaved={toSaved} />
          <TestMessage config={config} />
        </Stack>
      ) : (
        <Alert color="yellow">
          <Trans>This console has no notification settings.</Trans>
        </Alert>
      )}
    </>
  );
}

function TestMessage({ config }: { config: NotifyConfig }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const loadUrl = operationUrl(config.chatBot.load!.operation, {}).url;
  const send = useMutation({
    // The result is shown below the button rather than as a passing notification.
    meta: { silent: true },
    mutationFn: async () => {
      // The saved setting: the form above saves first, then this checks that messages arrive.
      const saved = queryClient.getQueryData<Record<string, unknown>>([loadUrl, 'form', config.chatBot.name]);
      await callOperation(config.testOperation, { body: { enable: true, chatID: String(saved?.chatID ?? '') } });
      await invalidateAfter(queryClient, config.testOperation, {});
      return String(saved?.chatID ?? '');
    },
  });
  const chat = send.data ?? '';
  const failure: ApiError | null = send.error ? (isApiError(send.error) ? send.error : errorFromException(send.error)) : null;
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Text size="sm">
          <Trans>Send a test message with the saved setting to check that the bot can write to the chat.</Trans>
        </Text>
        <Group>
          <Button variant="light" loading={send.isPending} onClick={() => send.mutate()}>
            <Trans>Send a test message</Trans>
          </Button>
        </Group>
        <div role="status" aria-live="polite">
          {send.isSuccess && (
            <Alert color="green" title={t`Test message sent`}>
              <Trans>Check chat {chat}: the message should be there.</Trans>
            </Alert>
          )}
          {failure && (
            <Alert color="red" title={t`The test message was not sent`}>
              {describeError(failure)}
            </Alert>
          )}
        </div>
      </Stack>
    </Card>
  );
}
