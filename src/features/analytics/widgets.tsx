// Widgets the statistics screen and the dashboards share: figure cards, breakdown tables, top lists.
import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Skeleton, Table, Text, Title } from '@mantine/core';
import { useArea } from '../../app/use-area';
import { ChartCard } from './charts/ChartCard';
import { TopChart, TopTable } from './charts/TopChart';
import { ANALYTICS_CONFIG, type CardFigures, type CountsType, type TopRow } from './config';
import { useStat } from './data';
import { formatCount } from './units';

/** The scope and period of a screen's queries; null while incomplete. */
export type Base = Record<string, unknown> | null;

export const scopeOf = (base: NonNullable<Base>) => ({ siteIDs: base.siteIDs, domainIDs: base.domainIDs, zoneIDs: base.zoneIDs, startTime: base.startTime, endTime: base.endTime });

export function useCard(base: Base, type: number): { figures?: CardFigures; loading: boolean; failed: boolean } {
  const area = useArea();
  const config = ANALYTICS_CONFIG[area]!;
  const query = useStat<unknown>(config.ops.card, base && { ...scopeOf(base), type });
  return { figures: query.data ? config.cardOf(type, query.data) : undefined, loading: query.isPending, failed: query.isError };
}

export function Figure({ label, value, loading, testId }: { label: string; value?: string; loading: boolean; testId: string }) {
  return (
    <Card withBorder padding="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {loading ? <Skeleton h={30} mt={4} /> : <Text fz={26} fw={700} data-testid={testId}>{value ?? '–'}</Text>}
    </Card>
  );
}

export function Breakdown({ title, counts, order, loading, testId }: { title: string; counts?: Record<string, number>; order?: readonly string[]; loading: boolean; testId: string }) {
  const { i18n } = useLingui();
  const keys = counts ? (order ?? Object.keys(counts)).filter((k) => (counts[k] ?? 0) > 0) : [];
  return (
    <Card withBorder padding="md">
      <Title order={2} fz="h6" mb={6}>
        {title}
      </Title>
      {loading ? (
        <Skeleton h={60} />
      ) : keys.length === 0 ? (
        <Text c="dimmed" size="sm">
          <Trans>None</Trans>
        </Text>
      ) : (
        <Table data-testid={testId} verticalSpacing={2} fz="sm">
          <Table.Tbody>
            {keys.map((k) => (
              <Table.Tr key={k}>
                <Table.Th scope="row" fw={500}>
                  {k}
                </Table.Th>
                <Table.Td ta="right">{formatCount(counts![k]!, i18n.locale)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}

export function useTop(base: Base, type: number, top: number, counts: CountsType, regionArea?: 'country' | 'city') {
  const area = useArea();
  const config = ANALYTICS_CONFIG[area]!;
  const body = base && { ...scopeOf(base), type, top, countsType: counts, ...(regionArea ? { area: regionArea } : {}) };
  return useStat<{ data: TopRow[] }>(config.ops.top, body);
}

export function FixedTop({ base, type, title, colour, top = 10 }: { base: Base; type: number; title: string; colour: number; top?: number }) {
  const { i18n } = useLingui();
  const query = useTop(base, type, top, 'reqCount');
  const rows = query.data?.data ?? [];
  const format = (v: number) => formatCount(v, i18n.locale);
  return (
    <ChartCard
      title={title}
      loading={query.isPending}
      failed={query.isError}
      onRetry={() => void query.refetch()}
      empty={!rows.length}
      chart={<TopChart rows={rows} label={title} format={format} colour={colour} />}
      table={<TopTable rows={rows} label={title} format={format} />}
    />
  );
}
