// The footer of the dashboard's small forms (page name, widget settings): Cancel, and Save submitting the form.
import { Trans } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';

export function SaveCancel({ busy, onClose }: { busy?: boolean; onClose: () => void }) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onClose}>
        <Trans>Cancel</Trans>
      </Button>
      <Button type="submit" loading={busy}>
        <Trans>Save</Trans>
      </Button>
    </Group>
  );
}
