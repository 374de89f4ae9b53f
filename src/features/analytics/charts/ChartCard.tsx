// A card holding one chart: its title, loading, failed and empty states, and a chart/table switch so that every
// chart has a text alternative (the table is what a screen reader reads; the chart itself is hidden from it).
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';
import { useNearScreen } from '../../../components/near-screen';
import { Choice } from './Choice';
import { type CsvExport, downloadExport } from '../csv-export';

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
  /**
   * The height the figures will take (chart and summary) kept while they load, so that their arrival does not
   * push the cards below down (a layout shift).
   */
  loadingHeight?: number;
  /**
   * The drawn chart's height. Given, the chart is drawn in a transition (React yields to the browser while drawing)
   * once its card comes near the screen or, on a wide screen, the browser is idle: the charts below the fold wait
   * for the page's first work (on a phone, until they are scrolled to: issue 29), and none blocks it in one long
   * task. Until then a box of this height stands in for it.
   */
  chartHeight?: number;
  /** The figures as a CSV file (issue 25: every chart and top list exports): an "Export CSV" action in the card's header. */
  csv?: CsvExport;
}

/** The height of a chart with a one-line summary above it (Text size sm and the Stack's gap xs). */
export const withSummary = (chartHeight: number) => chartHeight + 32;

export function ChartCard({ title, chart, table, summary, loading, failed, empty, onRetry, actions, tableOnly, loadingHeight, chartHeight, csv }: ChartCardProps) {
  const { t } = useLingui();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  // The chart is drawn once its card comes near the screen or, on a wide screen, once the browser is idle: on a phone
  // a Recharts draw is one synchronous commit of a few hundred milliseconds, for a chart nobody looked at (issue 29).
  const { ref, near } = useNearScreen(chartHeight === undefined, 'idle');
  const titleId = useId();
  let body: ReactNode;
  if (loading) {
    body = (
      <Group justify="center" py={loadingHeight ? undefined : 'xl'} h={loadingHeight}>
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
        {view === 'chart' && !tableOnly ? (
          <div aria-hidden="true" ref={ref}>
            {near ? chart : <div style={{ height: chartHeight }} />}
          </div>
        ) : (
          table
        )}
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
          {csv && (
            <Button size="xs" variant="default" disabled={Boolean(loading || failed || empty)} onClick={() => downloadExport(csv)}>
              <Trans>Export CSV</Trans>
            </Button>
          )}
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
