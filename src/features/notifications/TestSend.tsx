// "Send a test …" with its result kept on screen (not a passing notification): what was sent, or the catalogue's
// message of the refusal. Shared by the chat-bot test (both consoles) and the client's test mail.
import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type ApiError, errorFromException, isApiError } from '../../api/errors';
import { describeError } from '../../services/error-messages';

export function TestSend<T>({
  intro,
  label,
  send,
  sentTitle,
  sent,
  failedTitle,
  children,
  disabled,
}: {
  intro: ReactNode;
  /** The button ("Send a test message"). */
  label: ReactNode;
  /** Sends the test; its answer is handed to `sent`. */
  send: () => Promise<T>;
  sentTitle: string;
  sent: (result: T) => ReactNode;
  failedTitle: string;
  /** Inputs the test needs (e.g. the address a test mail goes to). */
  children?: ReactNode;
  disabled?: boolean;
}) {
  const test = useMutation({ meta: { silent: true }, mutationFn: send });
  const failure: ApiError | null = test.error ? (isApiError(test.error) ? test.error : errorFromException(test.error)) : null;
  return (
    <Card withBorder padding="lg" maw={760}>
      <Stack gap="sm">
        <Text size="sm">{intro}</Text>
        {children}
        <Group>
          <Button variant="light" loading={test.isPending} disabled={disabled} onClick={() => test.mutate()}>
            {label}
          </Button>
        </Group>
        <div role="status" aria-live="polite">
          {test.isSuccess && (
            <Alert color="green" title={sentTitle}>
              {sent(test.data)}
            </Alert>
          )}
          {failure && (
            <Alert color="red" title={failedTitle}>
              {describeError(failure)}
            </Alert>
          )}
        </div>
      </Stack>
    </Card>
  );
}
