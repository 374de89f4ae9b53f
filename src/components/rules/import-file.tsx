// The parts every JSON import shares (a rule list's, the customisable dashboard's): the hidden file input behind an
// Import button, the checks made before a file is read, and the dialog refusing a file, which changes nothing.
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Stack, Text } from '@mantine/core';
import { Modal } from '../leave-guard/GuardedModal';
import type { ReactNode, RefObject } from 'react';
import { translate } from '../../validation/form';
import { jsonFile } from '../../validation/lists';
import { DialogClose } from '../DialogActions';

/** The hidden input an Import button opens (`ref.current.click()`); the chosen file goes to `onFile`, and the same file can be chosen again. */
export function JsonFileInput({ ref, label, onFile, testId }: { ref: RefObject<HTMLInputElement | null>; label: string; onFile: (file: File) => void; testId?: string }) {
  return (
    <input
      ref={ref}
      type="file"
      accept=".json,application/json"
      hidden
      aria-label={label}
      data-testid={testId}
      onChange={(event) => {
        const file = event.currentTarget.files?.[0];
        event.currentTarget.value = '';
        if (file) onFile(file);
      }}
    />
  );
}

/** Why a chosen file is refused before it is read, in words: not a JSON file, or over `maxBytes` (`tooLarge`). */
export function fileRefusal(file: File, maxBytes: number, tooLarge: MessageDescriptor): string | null {
  const typeProblem = jsonFile(file);
  if (typeProblem) return translate(typeProblem);
  return file.size > maxBytes ? translate(tooLarge) : null;
}

/** The dialog refusing a file (open while `problem` is set): the problem, and that nothing was changed. */
export function ImportRefused({ problem, title, closeLabel, onClose }: { problem: string | null; title: string; closeLabel: ReactNode; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Modal opened={problem !== null} onClose={onClose} title={title} closeButtonProps={{ 'aria-label': t`Close` }}>
      <Stack>
        <Alert color="red" role="alert">
          {problem}
        </Alert>
        <Text size="sm">
          <Trans>Nothing was changed.</Trans>
        </Text>
        <DialogClose onClose={onClose} label={closeLabel} primary />
      </Stack>
    </Modal>
  );
}
