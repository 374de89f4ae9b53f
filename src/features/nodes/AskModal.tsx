// The question asked after a form is filled and before its call is sent: what will happen (children), Back to
// the form, and the button that sends. Shared by the node actions, initialising, sub IPs and a product's groups.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

export function AskModal({ opened, title, children, confirmLabel, loading, onBack, onConfirm }: {
  opened: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: ReactNode;
  loading: boolean;
  onBack: () => void;
  onConfirm: () => void;
}) {
  const { t } = useLingui();
  return (
    <Modal opened={opened} onClose={onBack} title={title} centered closeButtonProps={{ 'aria-label': t`Close` }}>
      <Stack>
        {children}
        <Group justify="flex-end">
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
