// Mantine's Modal that does not drop typed work (issue 25): once something was typed or picked in it (or the owner
// says it holds unsaved changes), closing it by Esc, a click outside, its close button or a Cancel of the dialog
// (DialogActions, or any button that calls useGuardedCancel) asks first. While open with changes, leaving the page
// asks too (useUnsavedChanges). On a phone it fills the screen.
import { Trans } from '@lingui/react/macro';
import { Button, type ButtonProps, type ModalProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { createContext, type ReactNode, type SyntheticEvent, useCallback, useContext, useRef, useState } from 'react';
import { Modal as MountedModal } from '../dialog-mount';
import { useUnsavedChanges } from './LeaveGuard';
import { confirmDiscard } from './store';

type Guard = (close: () => void) => void;
const GuardContext = createContext<Guard | null>(null);

/** A Cancel inside a guarded dialog: runs `cancel` at once when nothing was typed, else after the question. */
export function useGuardedCancel(cancel: () => void): () => void {
  const guard = useContext(GuardContext);
  return useCallback(() => (guard ? guard(cancel) : cancel()), [guard, cancel]);
}

export interface GuardedModalProps extends ModalProps {
  /** Whether the dialog holds unsaved changes; without it, anything typed or picked in the dialog counts. */
  unsaved?: boolean;
  /** Closes without asking (confirmations, read-only dialogs). */
  unguarded?: boolean;
}

export function Modal({ unsaved, unguarded, opened, onClose, children, ...props }: GuardedModalProps) {
  // Typed in since it opened: reset when it closes (the dialog's content is new on each opening).
  const [typed, setTyped] = useState(false);
  const [wasOpened, setWasOpened] = useState(opened);
  if (wasOpened !== opened) {
    setWasOpened(opened);
    if (!opened) setTyped(false);
  }
  // On a phone a dialog takes the whole screen (issue 25).
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const changes = !unguarded && opened && (unsaved ?? typed);
  useUnsavedChanges(changes);
  const guard = useCallback<Guard>(
    (close) => {
      if (!changes) return close();
      void confirmDiscard('close').then((discard) => discard && close());
    },
    [changes],
  );
  const content = useRef<HTMLDivElement>(null);
  const onTyped = (event: SyntheticEvent) => {
    if (typed || unguarded || unsaved !== undefined) return;
    const target = event.target as Element | null;
    // React events bubble out of a dialog opened from this one (a row's form over a list dialog): what is typed there
    // is that dialog's work, not this one's.
    const inDialog = target?.closest?.('[role="dialog"]');
    if (inDialog && inDialog !== content.current?.closest('[role="dialog"]')) return;
    if (event.type === 'click' && !target?.closest?.('[role="option"]')) return;
    setTyped(true);
  };
  return (
    <MountedModal opened={opened} onClose={() => guard(onClose)} fullScreen={phone} {...props}>
      <GuardContext value={guard}>
        <div ref={content} style={{ display: 'contents' }} onInputCapture={onTyped} onClickCapture={onTyped}>
          {children}
        </div>
      </GuardContext>
    </MountedModal>
  );
}

/** A dialog's Cancel that asks first when something typed would be lost. */
export function DialogCancel({ onCancel, children, ...button }: { onCancel: () => void; children?: ReactNode } & Omit<ButtonProps, 'children'>) {
  const cancel = useGuardedCancel(onCancel);
  return (
    <Button variant="default" onClick={cancel} {...button}>
      {children ?? <Trans>Cancel</Trans>}
    </Button>
  );
}
