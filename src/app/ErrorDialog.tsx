import { Trans, useLingui } from '@lingui/react/macro';
import { List, Stack, Text } from '@mantine/core';
import type { SubError } from '../services/error-messages';
import { DialogClose } from '../components/DialogActions';
import { Modal } from '../components/dialog-mount';

/** The dialog of a 101009 answer: each sub-error with its targets. */
export default function ErrorDialog({ items, onClose }: { items: SubError[]; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Modal opened onClose={onClose} title={<Trans>The following errors occurred</Trans>} centered closeButtonProps={{ 'aria-label': t`Close` }}>
      <Stack>
        <List spacing="xs">
          {items.map((item, index) => (
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
        <DialogClose onClose={onClose} primary />
      </Stack>
    </Modal>
  );
}
