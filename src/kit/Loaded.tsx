// What a read shows until its answer is there: a loader, or why it failed with a button to try again; then
// its data to the children.
import { useLingui } from '@lingui/react/macro';
import { Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadFailed } from '../components/LoadFailed';

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
    return <LoadFailed title={failed} onRetry={query.refetch} size={size} />;
  }
  return <>{children(query.data)}</>;
}
