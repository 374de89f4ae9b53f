// A confirmation that names what an action without values will do (refresh product, clear cache, remove),
// then makes its call; a refusal is reported with the catalogue's message (the query client's mutation
// report) and the dialog closes.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { CopyApiCall, type NamedApiCall } from '../../schema-form/api-call/CopyApiCall';
import { Modal } from '../../components/dialog-mount';

export interface Confirmation {
  title: string;
  message: string;
  confirm: string;
  operation: string;
  /** Removes something for good (a red button). */
  danger?: boolean;
  run: () => Promise<unknown>;
  /** The request `run` sends, offered as "Copy as API call" (issue 28). */
  apiCall?: NamedApiCall;
}

export function ConfirmAction({ confirmation, onClose }: { confirmation: Confirmation | null; onClose: () => void }) {
  const { t } = useLingui();
  const mutation = useMutation({ mutationFn: (run: () => Promise<unknown>) => run() });
  return (
    <Modal opened={confirmation !== null} onClose={onClose} title={confirmation?.title} closeButtonProps={{ 'aria-label': t`Close` }}>
      {confirmation && (
        <Stack>
          <Text size="sm">{confirmation.message}</Text>
          <Group justify="flex-end">
            {confirmation.apiCall && <CopyApiCall calls={[confirmation.apiCall]} mr="auto" />}
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button color={confirmation.danger ? 'red' : undefined} loading={mutation.isPending} onClick={() => mutation.mutate(confirmation.run, { onSettled: onClose })}>
              {confirmation.confirm}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
