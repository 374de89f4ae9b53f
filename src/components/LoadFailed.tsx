// Why a read failed, with a button to try it again (a list, a panel, a dialog's content); `size="sm"` for one
// inside a panel or a drawer (a compact button).
import { Trans } from '@lingui/react/macro';
import { Alert, Button } from '@mantine/core';

export function LoadFailed({ title, onRetry, size }: { title: string; onRetry: () => unknown; size?: 'sm' }) {
  return (
    <Alert color="red" title={title}>
      <Button size={size === 'sm' ? 'xs' : undefined} variant="light" onClick={() => void onRetry()}>
        <Trans>Try again</Trans>
      </Button>
    </Alert>
  );
}
