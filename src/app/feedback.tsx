// How the console tells the user what happened: toasts 50 px from the top, and the dialog that
// lists the sub-errors of a 101009 answer.
import { Trans } from '@lingui/react/macro';
import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useSyncExternalStore } from 'react';
import { type ApiError, isApiError, errorFromException } from '../api/errors';
import { type DescribeOptions, describeError, type SubError, subErrors } from './error-messages';

export const notifySuccess = (message: string) => notifications.show({ color: 'green', message, autoClose: 3000 });
export const notifyInfo = (message: string) => notifications.show({ color: 'blue', message, autoClose: 5000 });
export const notifyError = (message: string) => notifications.show({ color: 'red', message, autoClose: 6000 });

let dialog: SubError[] | null = null;
const listeners = new Set<() => void>();
const setDialog = (value: SubError[] | null) => {
  dialog = value;
  listeners.forEach((listener) => listener());
};

export interface ReportOptions extends DescribeOptions {
  /** The caller shows the error itself. */
  silent?: boolean;
}

/** The default report of a failed call; mutations and queries use it unless they opt out. */
export function reportError(raw: unknown, options: ReportOptions = {}): void {
  const error: ApiError = isApiError(raw) ? raw : errorFromException(raw);
  if (options.silent || error.sessionEnded) return;
  if (error.code === 101009) {
    setDialog(subErrors(error));
    return;
  }
  notifyError(describeError(error, options));
}

export function ErrorDialogHost() {
  const items = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => dialog,
  );
  return (
    <Modal opened={items !== null} onClose={() => setDialog(null)} title={<Trans>The following errors occurred</Trans>} centered>
      <Stack>
        <List spacing="xs">
          {(items ?? []).map((item, index) => (
            <List.Item key={index}>
              <Text fw={500}>{item.message}</Text>
              {item.targets.length > 0 && (
                <Text size="sm" c="dimmed">
                  {item.targets.join(', ')}
                </Text>
              )}
            </List.Item>
          ))}
        </List>
        <Group justify="flex-end">
          <Button onClick={() => setDialog(null)}>
            <Trans>Close</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
