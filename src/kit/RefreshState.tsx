// The age of a polled list's data: "updated N s ago", and when the last refresh failed, a warning that the data
// shown is the last good one, with a retry.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import { useSecondsSince } from './polling';

export interface Polled {
  dataUpdatedAt: number;
  isError: boolean;
  isFetching: boolean;
  data?: unknown;
  refetch: () => unknown;
}

export function RefreshState({ query, every }: { query: Polled; every: number }) {
  const { t } = useLingui();
  const seconds = useSecondsSince(query.dataUpdatedAt);
  if (seconds === null) return null;
  const failed = query.isError && query.data !== undefined;
  const everySeconds = every / 1000;
  return (
    <Group gap="xs">
      <Text size="sm" c={failed ? 'red' : 'dimmed'} role={failed ? 'alert' : undefined}>
        {failed ? t`Refresh failed: showing the data from ${seconds} s ago.` : t`Updated ${seconds} s ago (every ${everySeconds} s).`}
      </Text>
      {failed && (
        <Button size="compact-xs" variant="light" color="red" loading={query.isFetching} onClick={() => void query.refetch()}>
          <Trans>Retry</Trans>
        </Button>
      )}
    </Group>
  );
}
