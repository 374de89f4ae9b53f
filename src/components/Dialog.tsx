// A dialog whose content is mounted only while it is open, so each opening starts from what the content sets up
// (an empty form, the current values), with a close button named in the current language.
import { useLingui } from '@lingui/react/macro';
import { Modal, type ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';

export function Dialog({ opened, title, onClose, children, size = 'lg', ...modal }: Omit<ModalProps, 'children'> & { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size} closeButtonProps={{ 'aria-label': t`Close` }} {...modal}>
      {opened && children}
    </Modal>
  );
}
