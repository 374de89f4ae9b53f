// The question asked after a form is filled and before its call is sent: what will happen (children), Back to
// the form, and the button that sends. Shared by the node actions, initialising, sub IPs and a product's groups.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { notifySuccess } from '../../services/feedback';
import { Modal } from '../../components/dialog-mount';

export function AskModal({ opened, title, children, confirmLabel, loading, onBack, onConfirm, extra }: {
  opened: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: ReactNode;
  loading: boolean;
  onBack: () => void;
  onConfirm: () => void;
  /** Next to the buttons (e.g. "Copy as API call" of the call the confirmation sends). */
  extra?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Modal opened={opened} onClose={onBack} title={title} centered closeButtonProps={{ 'aria-label': t`Close` }}>
      <Stack>
        {children}
        <Group justify="flex-end">
          {extra}
          <Button variant="default" onClick={onBack} data-autofocus>
            <Trans>Back</Trans>
          </Button>
          <Button loading={loading} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The save an `AskToSave` confirms: a TanStack mutation (only what is used of it). */
interface Save<V> {
  isPending: boolean;
  mutate: (values: V, options: { onSuccess: () => void; onError: (error: unknown) => void; onSettled: () => void }) => void;
}

/**
 * The question asked about values a form produced (`asking`, null while nothing is asked): confirming saves them with
 * the success toast, then `onSaved`; a refusal goes back to the form (`onRefused` may say more next to a field);
 * `onSettled` refreshes what the save changed, whatever the answer.
 */
export function AskToSave<V>({ asking, setAsking, save, success, onSaved, onRefused, onSettled, title, confirmLabel, children, extra }: {
  asking: V | null;
  setAsking: (values: V | null) => void;
  save: Save<V>;
  success: string;
  onSaved: () => void;
  onRefused?: (error: unknown) => void;
  onSettled: () => void;
  title: string;
  confirmLabel: ReactNode;
  children?: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <AskModal
      opened={asking !== null}
      title={title}
      extra={extra}
      confirmLabel={confirmLabel}
      loading={save.isPending}
      onBack={() => setAsking(null)}
      onConfirm={() =>
        asking !== null &&
        save.mutate(asking, {
          onSuccess: () => {
            notifySuccess(success);
            onSaved();
          },
          onError: (error) => {
            setAsking(null);
            onRefused?.(error);
          },
          onSettled,
        })
      }
    >
      {children}
    </AskModal>
  );
}
