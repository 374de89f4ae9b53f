import { Trans, useLingui } from '@lingui/react/macro';
import { Button, type ButtonProps, Group, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { type CanContext, useCan } from '../api/permissions';
import { DeniedButton, operationAttribute } from './Permitted';
import { Modal } from './dialog-mount';

/** A destructive action: asks first, says what will happen, and only then acts. */
export function ConfirmButton({
  children,
  title,
  message,
  confirmLabel,
  onConfirm,
  extra,
  loading,
  operation,
  path,
  body,
  ...button
}: ButtonProps & {
  /** The operation the action calls: when the account may not, the button is refused with the reason. */
  operation?: string;
  /** Path parameters of that call (the site of a site-scoped call). */
  path?: CanContext['path'];
  body?: CanContext['body'];
  children: ReactNode;
  title: ReactNode;
  message: ReactNode;
  confirmLabel: ReactNode;
  onConfirm: () => Promise<unknown> | void;
  /** Next to the buttons of the confirmation (e.g. "Copy as API call"). */
  extra?: ReactNode;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const can = useCan(operation, { path, body });
  if (!can.allowed && can.reason) {
    return (
      <DeniedButton reason={can.reason} operation={operation} color="red" variant="light" {...button}>
        {children}
      </DeniedButton>
    );
  }
  return (
    <>
      <Button color="red" variant="light" {...button} {...operationAttribute(operation)} loading={loading} onClick={() => setOpen(true)}>
        {children}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={title} centered closeButtonProps={{ 'aria-label': t`Close` }}>
        <Stack>
          <Text>{message}</Text>
          <Group justify="flex-end">
            {extra}
            <Button variant="default" onClick={() => setOpen(false)} data-autofocus>
              <Trans>Cancel</Trans>
            </Button>
            <Button
              color="red"
              loading={loading}
              onClick={async () => {
                await onConfirm();
                setOpen(false);
              }}
            >
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
