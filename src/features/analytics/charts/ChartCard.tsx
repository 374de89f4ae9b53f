// A card holding one chart: its title, loading, failed and empty states, and a chart/table switch so that every
// chart has a text alternative (the table is what a screen reader reads; the chart itself is hidden from it).
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';
import { Choice } from './Choice';

export interface ChartCardProps {
  title: ReactNode;
  /** What the chart shows when drawn. */
  chart: ReactNode;
  /** The same figures as a table (the text alternative). */
  table: ReactNode;
  /** A sentence summing up the figures, read before either view. */
  summary?: ReactNode;
  loading?: boolean;
  failed?: boolean;
  empty?: boolean;
  onRetry?: () => void;
  actions?: ReactNode;
  /** Chart and table only: a view without a chart. */
  tableOnly?: boolean;
}

export function ChartCard({ title, chart, table, summary, loading, failed, empty, onRetry, actions, tableOnly }: ChartCardProps) {
  const { t } = useLingui();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const titleId = useId();
  let body: ReactNode;
  if (loading) {
    body = (
      <Group justify="center" py="xl">
        <Loader size="sm" aria-label={t`Loading`} />
      </Group>
    );
  } else if (failed) {
    body = (
      <Alert color="red" title={t`These figures could not be loaded`}>
        {onRetry && (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        )}
      </Alert>
    );
  } else if (empty) {
    body = (
      <Text c="dimmed" py="lg" ta="center">
        <Trans>No data for this range and these filters.</Trans>
      </Text>
    );
  } else {
    body = (
      <Stack gap="xs">
        {summary && (
          <Text size="sm" c="dimmed">
            {summary}
          </Text>
        )}
        {view === 'chart' && !tableOnly ? <div aria-hidden="true">{chart}</div> : table}
      </Stack>
    );
  }
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <Title order={2} fz="h5" id={titleId}>
          {title}
        </Title>
        <Group gap="xs">
          {actions}
          {!tableOnly && (
            <Choice
              label={t`View`}
              value={view}
              onChange={setView}
              options={[
                { value: 'chart', label: t`Chart` },
                { value: 'table', label: t`Table` },
              ]}
            />
          )}
        </Group>
      </Group>
      {body}
    </Card>
  );
}

/** The loading, failed and retry props of a card showing one query. */
export const queryProps = (query: { isPending: boolean; isError: boolean; refetch: () => unknown }) => ({
  loading: query.isPending,
  failed: query.isError,
  onRetry: () => void query.refetch(),
});
