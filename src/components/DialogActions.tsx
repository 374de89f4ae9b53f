// The buttons at the foot of a dialog or a dialog's form: a way back (Cancel by default) and the action. Without
// `onConfirm` the action submits the form it stands in.
import { Trans } from '@lingui/react/macro';
import { Button, type ButtonProps, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useGuardedCancel } from './leave-guard/GuardedModal';

export interface DialogActionsProps {
  onCancel: () => void;
  /** The way back's label (default "Cancel"). */
  cancelLabel?: ReactNode;
  /** The way back takes the focus when the dialog opens (a confirmation, where the safe choice comes first). */
  cancelFirst?: boolean;
  /** The way back is disabled while the action runs (it cannot be undone by leaving). */
  cancelDisabled?: boolean;
  /** The action's label. */
  confirm: ReactNode;
  /** The action; without it the button submits the form. */
  onConfirm?: () => void;
  busy?: boolean;
  disabled?: boolean;
  color?: ButtonProps['color'];
  variant?: ButtonProps['variant'];
}

export function DialogActions({ onCancel, cancelLabel, cancelFirst, cancelDisabled, confirm, onConfirm, busy, disabled, color, variant }: DialogActionsProps) {
  // In a dialog holding typed changes, the way back asks first (issue 25).
  const cancel = useGuardedCancel(onCancel);
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={cancel} disabled={cancelDisabled} data-autofocus={cancelFirst || undefined}>
        {cancelLabel ?? <Trans>Cancel</Trans>}
      </Button>
      <Button type={onConfirm ? 'button' : 'submit'} onClick={onConfirm} loading={busy} disabled={disabled} color={color} variant={variant}>
        {confirm}
      </Button>
    </Group>
  );
}

/**
 * The foot of a dialog that only shows something or whose work is done: one button that closes it ("Close" unless
 * `label` says otherwise), after the `children` (a copy button). `primary`: it is the dialog's main button and takes
 * the focus (a message read and dismissed); otherwise a quiet one.
 */
export function DialogClose({ onClose, label, primary, children }: { onClose: () => void; label?: ReactNode; primary?: boolean; children?: ReactNode }) {
  return (
    <Group justify="flex-end">
      {children}
      <Button variant={primary ? undefined : 'default'} onClick={onClose} data-autofocus={primary || undefined}>
        {label ?? <Trans>Close</Trans>}
      </Button>
    </Group>
  );
}
