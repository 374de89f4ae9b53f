// Widgets the statistics, security analysis and dashboard screens share: figure cards, breakdown tables, top
// lists, region tops and the hourly security series.
import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Group, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { type ReactNode, useMemo, useState, memo } from 'react';
import { useArea } from '../../services/use-area';
import { ChartCard, queryProps, withSummary } from './charts/ChartCard';
import { Choice } from './charts/Choice';
import { SERIES_HEIGHT, SeriesChart, type SeriesPoint, SeriesTable, summaryOf, toXY } from './charts/SeriesChart';
import { Sparkline } from './charts/Sparkline';
import type { XY } from './downsample';
import { TopChart, topChartHeight, TopTable } from './charts/TopChart';
import { ANALYTICS_CONFIG, type CardFigures, type CountsType, type TopRow } from './config';
import { useStat } from './data';
import { reportIntervalOf } from './report-interval';
import { formatBytes, formatCount } from './units';
import { withRegionNames } from '../../kit/region-names';
import { csvFileName, seriesCsv, topCsv } from './csv-export';
import { BLOCK_TYPES, blockTypeName, statusCodeName } from '../../kit/service-codes';
import { formatDateTime } from '../../i18n/format';

/** The scope and period of a screen's queries; null while incomplete. */
export type Base = Record<string, unknown> | null;

export const scopeOf = (base: NonNullable<Base>) => ({
  siteIDs: base.siteIDs,
  domainIDs: base.domainIDs,
  zoneIDs: base.zoneIDs,
  startTime: base.startTime,
  endTime: base.endTime,
  reportInterval: reportIntervalOf(base),
});

export function useCard(base: Base, type: number): { figures?: CardFigures; loading: boolean; failed: boolean } {
  const area = useArea();
  const config = ANALYTICS_CONFIG[area]!;
  const query = useStat<unknown>(config.ops.card, base && { ...scopeOf(base), type });
  return { figures: query.data ? config.cardOf(type, query.data) : undefined, loading: query.isPending, failed: query.isError };
}

/** A headline figure: a compact tile, its label above its value, and the series' line beside it when there is one. */
export function Figure({ label, value, loading, testId, trend }: { label: string; value?: string; loading: boolean; testId: string; trend?: readonly XY[] }) {
  return (
    <Card withBorder padding="sm">
      <Group justify="space-between" align="flex-end" wrap="nowrap" gap="xs">
        <Stack gap={0} miw={0}>
          <Text size="sm" c="dimmed" truncate="end">
            {label}
          </Text>
          {loading ? <Skeleton h={28} mt={4} w={100} /> : <Text fz={22} fw={700} lh={1.3} data-testid={testId} style={{ whiteSpace: 'nowrap' }}>{value ?? '–'}</Text>}
        </Stack>
        {trend && <Sparkline points={trend} testId={`${testId}-trend`} />}
      </Group>
    </Card>
  );
}

/**
 * A card of counts by key. `every`: each key of `order`, a zero too (dimmed), named while the counts load, so that
 * the card has its final height from the start (the statistics' status codes grew from 60 to 370 px as they arrived
 * and pushed the traffic chart down: a layout shift of 0.10 on a desktop). Otherwise the keys counted, in `order`.
 */
export function Breakdown({ title, counts, order, loading, testId, nameOf, every = false }: { title: string; counts?: Record<string, number>; order?: readonly string[]; loading: boolean; testId: string; nameOf?: (key: string) => string; every?: boolean }) {
  const { i18n } = useLingui();
  const fixed = every && order !== undefined;
  const keys = fixed ? order : counts ? (order ?? Object.keys(counts)).filter((k) => (counts[k] ?? 0) > 0) : [];
  return (
    <Card withBorder padding="md">
      <Title order={2} fz="h6" mb={6}>
        {title}
      </Title>
      {loading && !fixed ? (
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
                  {nameOf ? nameOf(k) : k}
                </Table.Th>
                <Table.Td ta="right" c={!loading && !counts?.[k] ? 'dimmed' : undefined}>
                  {loading ? (
                    <Skeleton visible w="4em" ml="auto">
                      0
                    </Skeleton>
                  ) : (
                    formatCount(counts?.[k] ?? 0, i18n.locale)
                  )}
                </Table.Td>
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

/** The tops whose rows are countries keyed by alpha-2 codes (spec 9: 11 requests, 21 blocked requests by country). */
const COUNTRY_TOPS = new Set([11, 21]);

export const FixedTop = memo(function FixedTop({ base, type, title, colour, top = 10 }: { base: Base; type: number; title: string; colour: number; top?: number }) {
  const { i18n } = useLingui();
  const query = useTop(base, type, top, 'reqCount');
  return <TopCard title={title} label={title} query={query} top={top} format={(v) => formatCount(v, i18n.locale)} colour={colour} countries={COUNTRY_TOPS.has(type)} file={csvFileName(`top-${type}`, base?.startTime)} column="requests" />;
});

/** The card of a top query: its bar chart and table, the height of `top` rows kept while it loads. */
function TopCard({
  query,
  top,
  title,
  label,
  format,
  colour,
  actions,
  countries = false,
  file,
  column,
}: {
  query: ReturnType<typeof useTop>;
  top: number;
  title: string;
  label: string;
  format: (value: number) => string;
  colour: number;
  actions?: ReactNode;
  countries?: boolean;
  /** The CSV export's file name and the name of its value column. */
  file: string;
  column: string;
}) {
  const { i18n } = useLingui();
  const data = query.data?.data;
  // Countries are named in the reader's language (the service sends English names keyed by alpha-2 codes).
  const rows = useMemo(() => (countries ? withRegionNames(data ?? [], i18n.locale) : (data ?? [])), [countries, data, i18n.locale]);
  return (
    <ChartCard
      title={title}
      {...queryProps(query)}
      loadingHeight={topChartHeight(top)}
      chartHeight={topChartHeight(rows.length)}
      empty={!rows.length}
      actions={actions}
      csv={{ file, text: () => topCsv(rows, column) }}
      chart={<TopChart rows={rows} label={label} format={format} colour={colour} />}
      table={<TopTable rows={rows} label={label} format={format} />}
    />
  );
}

export const HTTP_VERSIONS = ['1.0', '1.1', '2', '3'];
/** Status codes the status card tracks (spec 9). */
export const STATUS_CODES = ['200', '206', '301', '302', '400', '403', '404', '444', '499', '500', '502', '503', '504', '903', '904', '929', '978'];
/** Block-type keys of the block card (spec 3). */
export const BLOCK_KEYS = BLOCK_TYPES.map(String);

/**
 * A series of the scope's period for a tile's line (type 2: requests or traffic, hourly), or undefined while it loads
 * or when the screen draws none.
 */
function useTrend(base: Base, counts: CountsType, wanted: boolean): XY[] | undefined {
  const area = useArea();
  const config = ANALYTICS_CONFIG[area]!;
  const query = useStat<{ data: SeriesPoint[] }>(config.ops.series, wanted && base ? { ...scopeOf(base), type: 2, countsType: counts, page: 1, pageSize: 26784, minutesStep: 60 } : null);
  return useMemo(() => (query.data ? toXY(query.data.data) : undefined), [query.data]);
}

/**
 * The request (3) and IP (4) cards as compact tiles: requests, traffic, unique IPs; with `trends`, the requests' and
 * traffic's line of the period beside their figure. `prefix` names their test ids (`card-requests`, `dash-requests`…).
 */
export const TrafficTiles = memo(function TrafficTiles({ base, prefix, trends = false }: { base: Base; prefix: string; trends?: boolean }) {
  const { t, i18n } = useLingui();
  const requests = useCard(base, 3);
  const ips = useCard(base, 4);
  const requestTrend = useTrend(base, 'reqCount', trends);
  const trafficTrend = useTrend(base, 'traffic', trends);
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
      <Figure testId={`${prefix}-requests`} label={t`Requests`} loading={requests.loading} value={requests.figures && formatCount(requests.figures.total, i18n.locale)} trend={requestTrend} />
      <Figure testId={`${prefix}-traffic`} label={t`Traffic`} loading={requests.loading} value={requests.figures && formatBytes(requests.figures.traffic ?? 0, i18n.locale)} trend={trafficTrend} />
      <Figure testId={`${prefix}-ips`} label={t`Unique IPs`} loading={ips.loading} value={ips.figures && formatCount(ips.figures.total, i18n.locale)} />
    </SimpleGrid>
  );
});

/** The status codes (5) and, when asked, the HTTP versions (4): every code and version, each card at its own height. */
export const TrafficBreakdowns = memo(function TrafficBreakdowns({ base, prefix, versions = false }: { base: Base; prefix: string; versions?: boolean }) {
  const { t, i18n } = useLingui();
  const ips = useCard(base, 4);
  const status = useCard(base, 5);
  return (
    <>
      {versions && <Breakdown testId={`${prefix}-versions`} title={t`HTTP versions`} loading={ips.loading} counts={ips.figures?.counts} order={HTTP_VERSIONS} every />}
      <Breakdown testId={`${prefix}-status`} title={t`Status codes`} loading={status.loading} counts={status.figures?.counts} order={STATUS_CODES} nameOf={(code) => statusCodeName(code, (d) => i18n._(d))} every />
    </>
  );
});

/** The tiles, then the lists under them (the statistics and security screens). */
export const TrafficCards = memo(function TrafficCards({ base, prefix, versions = false }: { base: Base; prefix: string; versions?: boolean }) {
  return (
    <Stack gap="md">
      <TrafficTiles base={base} prefix={prefix} />
      <SimpleGrid cols={{ base: 1, md: versions ? 2 : 1 }} style={{ alignItems: 'start' }}>
        <TrafficBreakdowns base={base} prefix={prefix} versions={versions} />
      </SimpleGrid>
    </Stack>
  );
});

/** The blacklist card (14): hits from China and from elsewhere. */
export const BlacklistCard = memo(function BlacklistCard({ base, testId }: { base: Base; testId: string }) {
  const { t } = useLingui();
  const card = useCard(base, 14);
  const counts = card.figures && { [t`From China`]: card.figures.counts.chinaCount ?? 0, [t`From elsewhere`]: card.figures.counts.nonChinaCount ?? 0 };
  return <Breakdown testId={testId} title={t`Blacklist hits`} loading={card.loading} counts={counts} />;
});

/** The block card (15): blocked requests by block type. */
export const BlockCard = memo(function BlockCard({ base, testId }: { base: Base; testId: string }) {
  const { t, i18n } = useLingui();
  const card = useCard(base, 15);
  return (
    <Breakdown
      testId={testId}
      title={t`Blocked requests by block type`}
      loading={card.loading}
      counts={card.figures?.counts}
      order={BLOCK_KEYS}
      nameOf={(key) => blockTypeName(key, (d) => i18n._(d))}
    />
  );
});

/** An hourly count series (blacklist 12, WAF 13; 60-minute steps, spec 9). */
export const HourlySeries = memo(function HourlySeries({ base, type, title, colour }: { base: Base; type: 12 | 13; title: string; colour: number }) {
  const { i18n } = useLingui();
  const area = useArea();
  const config = ANALYTICS_CONFIG[area]!;
  const query = useStat<{ data: SeriesPoint[] }>(config.ops.series, base && { ...scopeOf(base), type, page: 1, pageSize: 26784, minutesStep: 60 });
  const points = useMemo(() => toXY(query.data?.data ?? []), [query.data]);
  const format = (v: number) => formatCount(v, i18n.locale);
  const summary = summaryOf(points);
  return (
    <ChartCard
      title={title}
      {...queryProps(query)}
      loadingHeight={withSummary(SERIES_HEIGHT)}
      chartHeight={SERIES_HEIGHT}
      empty={!points.length}
      csv={{ file: csvFileName(type === 12 ? 'blacklist-hits-an-hour' : 'waf-hits-an-hour', base?.startTime), text: () => seriesCsv(points, 'hits') }}
      summary={
        summary && (
          <span data-testid={`series-summary-${type}`}>
            <Trans>
              Most in one hour: {format(summary.peak.y)} at {formatDateTime(summary.peak.x, i18n.locale)}; {format(summary.total)} in all.
            </Trans>
          </span>
        )
      }
      chart={<SeriesChart points={points} label={title} format={format} colour={colour} />}
      table={<SeriesTable points={points} label={title} format={format} />}
    />
  );
});

/**
 * The country or city top (30, spec 9): requests by region (types 11/12), or with `blocked` the blocked requests
 * by region (21/22). The user console asks the type with `area`, the client's a type per area (config.regionTop).
 */
export const RegionTop = memo(function RegionTop({ base, blocked = false, top = 30, colour = 1 }: { base: Base; blocked?: boolean; top?: number; colour?: number }) {
  const { t, i18n } = useLingui();
  const area = useArea();
  const config = ANALYTICS_CONFIG[area]!;
  const [region, setRegion] = useState<'country' | 'city'>('country');
  const [counts, setCounts] = useState<CountsType>('reqCount');
  const which = config.regionTop(region, blocked);
  const query = useTop(base, which.type, top, blocked ? 'reqCount' : counts, which.area);
  const format = counts === 'traffic' && !blocked ? (v: number) => formatBytes(v, i18n.locale) : (v: number) => formatCount(v, i18n.locale);
  const label = blocked
    ? region === 'country'
      ? t`Blocked requests by country`
      : t`Blocked requests by city`
    : region === 'country'
      ? t`Requests by country`
      : t`Requests by city`;
  const title = blocked
    ? region === 'country'
      ? t`Top blocked countries`
      : t`Top blocked cities`
    : region === 'country'
      ? t`Top countries`
      : t`Top cities`;
  return (
    <TopCard
      title={title}
      label={label}
      query={query}
      countries={region === 'country'}
      top={top}
      file={csvFileName(`${blocked ? 'blocked-' : ''}${region === 'country' ? 'countries' : 'cities'}`, base?.startTime)}
      column={counts === 'traffic' && !blocked ? 'bytes' : 'requests'}
      format={format}
      colour={colour}
      actions={
        <>
          <Choice
            label={t`Region`}
            value={region}
            onChange={setRegion}
            options={[
              { value: 'country', label: t`Countries` },
              { value: 'city', label: t`Cities` },
            ]}
          />
          {!blocked && <CountsSwitch value={counts} onChange={setCounts} />}
        </>
      }
    />
  );
});

/** Requests or traffic: what a series or a top counts. */
export function CountsSwitch({ value, onChange }: { value: CountsType; onChange: (next: CountsType) => void }) {
  const { t } = useLingui();
  return (
    <Choice
      label={t`Counts`}
      value={value}
      onChange={onChange}
      options={[
        { value: 'reqCount', label: t`Requests` },
        { value: 'traffic', label: t`Traffic` },
      ]}
    />
  );
}
