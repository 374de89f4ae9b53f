// A dialog whose content is mounted only while it is open, so each opening starts from what the content sets up
// (an empty form, the current values), with a close button named in the current language. Closing it over typed
// changes asks first (leave-guard/GuardedModal).
import { useLingui } from '@lingui/react/macro';
import { type ReactNode } from 'react';
import { type GuardedModalProps, Modal } from './leave-guard/GuardedModal';

export function Dialog({ opened, title, onClose, children, size = 'lg', ...modal }: Omit<GuardedModalProps, 'children'> & { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size} closeButtonProps={{ 'aria-label': t`Close` }} {...modal}>
      {opened && children}
    </Modal>
  );
}
