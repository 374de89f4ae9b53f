// What a read shows until its answer is there: a loader, or why it failed with a button to try again; then
// its data to the children.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Loader } from '@mantine/core';
import type { ReactNode } from 'react';

interface Read<T> {
  isPending: boolean;
  isError: boolean;
  data?: T;
  refetch: () => unknown;
}

export function Loaded<T>({ query, failed, size, children }: { query: Read<T>; failed: string; size?: 'sm'; children: (data: T) => ReactNode }) {
  const { t } = useLingui();
  if (query.isPending) return <Loader size={size} aria-label={t`Loading`} />;
  if (query.isError || query.data === undefined) {
    return (
      <Alert color="red" title={failed}>
        <Button size={size === 'sm' ? 'xs' : undefined} variant="light" onClick={() => void query.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </Alert>
    );
  }
  return <>{children(query.data)}</>;
}
