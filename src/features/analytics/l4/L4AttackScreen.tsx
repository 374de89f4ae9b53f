// dataAnalysis/l4AttackAnalysis (user and client consoles, behind the PARAPET_L4_ATTACK build switch; spec 7
// network statistics, spec 9): passed and dropped bit rates, the totals (bytes: bits divided by 8), the top
// countries, IPs, ASNs and TCP flags, and the four IP protocols. Rates are shown in bits a second and amounts in
// bytes, both in base 1000. The user console filters by protocol (its query's `protocols`); the client console adds
// the data-centre view (spec 9 `dataCenter`): the traffic of each zone, one sum call per zone.
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Chip, Group, SimpleGrid, Text } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useClientZoneListMetaZones } from '../../../api/generated/hooks/zone/zone';
import { operationQuery } from '../../../schema-form/operations';
import { useArea } from '../../../services/use-area';
import { UserText } from '../../../components/UserText';
import { ChartCard, queryProps } from '../charts/ChartCard';
import { LinesChart, LinesTable, type Row } from '../charts/LinesChart';
import { useStat } from '../data';
import { type Column, DataTable } from '../../../kit/DataTable';
import { ALL, EMPTY_SCOPE } from '../filters';
import { FilteredPage } from '../page';
import { bitsCsv, csvFileName, dropRateColumn, linesCsv } from '../csv-export';
import { colourAt, usePalette } from '../palette';
import { stepFor } from '../range';
import { bitsToBytes, formatBitRate, formatBytes, formatPercent } from '../units';
import { Figure, type Base } from '../widgets';
import { withRegionNames } from '../../../kit/region-names';
import { type BitsRow, dataCentreBodies, dataCentreRows, L4_CONFIG, L4_TOP, type Protocol, PROTOCOLS, type RatePoint, type TopKind } from './config';
import { formatDateTime } from '../../../i18n/format';

const PASS_COLOUR = 2;
const DROP_COLOUR = 4;

export function Component() {
  const { i18n } = useLingui();
  const area = useArea();
  const config = L4_CONFIG[area]!;
  // The protocols chosen (none: all four), in the spec's order.
  const [protocols, setProtocols] = useState<Protocol[]>([]);
  const chosen = config.protocolFilter ? protocols : [];
  return (
    <FilteredPage
      title={<Trans>Layer-4 attack analysis</Trans>}
      description={<Trans>Traffic to your layer-4 ports: what passed to the origins and what was dropped at the edge.</Trans>}
      ranges={['oneHour', 'threeHours', 'sixHours', 'last24Hours']}
      initialRange="oneHour"
      initialScope={{ ...EMPTY_SCOPE, siteType: 'l4', siteId: ALL }}
      domains={false}
      extraFilters={config.protocolFilter && <ProtocolFilter value={protocols} onChange={setProtocols} />}
    >
      {(base) => (
        <>
          <Totals base={base} protocols={chosen} />
          <Rates base={base} protocols={chosen} />
          <Protocols base={base} protocols={chosen} />
          {config.dataCenters && <DataCentres base={base} />}
          <SimpleGrid cols={{ base: 1, lg: 2 }}>
            {TOPS.map((top) => (
              <BitsTop key={top.kind} base={base} kind={top.kind} title={i18n._(top.title)} protocols={chosen} />
            ))}
          </SimpleGrid>
        </>
      )}
    </FilteredPage>
  );
}

const TOPS: { kind: TopKind; title: ReturnType<typeof msg> }[] = [
  { kind: 'countries', title: msg`Top source countries` },
  { kind: 'ips', title: msg`Top source IPs` },
  { kind: 'asns', title: msg`Top source networks (ASN)` },
  { kind: 'tcpFlags', title: msg`Top TCP flags` },
];

/** The protocol filter of the user console (spec 9: TCP, UDP, ICMP, GRE): none chosen means all four. */
function ProtocolFilter({ value, onChange }: { value: Protocol[]; onChange: (next: Protocol[]) => void }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id}>
      <Text size="sm" fw={500} id={id} mb={4}>
        <Trans>Protocols</Trans>
      </Text>
      <Group gap="xs">
        <Chip.Group multiple value={value} onChange={(next) => onChange(PROTOCOLS.filter((p) => next.includes(p)))}>
          {PROTOCOLS.map((p) => (
            <Chip key={p} value={p} size="sm">
              {p}
            </Chip>
          ))}
        </Chip.Group>
        <Text size="xs" c="dimmed" data-testid="l4-protocols-chosen">
          {value.length ? value.join(', ') : <Trans>All protocols</Trans>}
        </Text>
      </Group>
    </div>
  );
}

/** The query of one layer-4 call for the screen's base, or null while the base is incomplete. */
function useL4<T = unknown>(op: keyof NonNullable<(typeof L4_CONFIG)['user']>['ops'], base: Base, protocols: readonly Protocol[]) {
  const area = useArea();
  const config = L4_CONFIG[area]!;
  const body = base && config.body(base, stepFor(String(base.startTime), String(base.endTime)), L4_TOP, protocols);
  return { config, query: useStat<T>(config.ops[op], body) };
}

function Totals({ base, protocols }: { base: Base; protocols: readonly Protocol[] }) {
  const { t, i18n } = useLingui();
  const { config, query } = useL4('sum', base, protocols);
  const sum = query.data ? config.sum(query.data) : undefined;
  const loading = query.isPending;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <Figure testId="l4-pass" label={t`Passed to the origins`} loading={loading} value={sum && formatBytes(bitsToBytes(sum.passBits), i18n.locale)} />
      <Figure testId="l4-drop" label={t`Dropped at the edge`} loading={loading} value={sum && formatBytes(bitsToBytes(sum.dropBits), i18n.locale)} />
      <Figure testId="l4-drop-share" label={t`Share dropped`} loading={loading} value={sum && formatPercent(sum.dropBits, sum.passBits + sum.dropBits, i18n.locale)} />
    </SimpleGrid>
  );
}

const rowsOf = (points: readonly RatePoint[]): Row[] => points.map((p) => ({ x: Date.parse(p.time), pass: p.passBits, drop: p.dropBits }));

function Rates({ base, protocols }: { base: Base; protocols: readonly Protocol[] }) {
  const { t, i18n } = useLingui();
  const { config, query } = useL4('rates', base, protocols);
  const rows = useMemo(() => (query.data ? rowsOf(config.rates(query.data)) : []), [query.data, config]);
  const lines = useMemo(
    () => [
      { key: 'pass', label: t`Passed`, colour: PASS_COLOUR },
      { key: 'drop', label: t`Dropped`, colour: DROP_COLOUR },
    ],
    [t],
  );
  const format = (v: number) => formatBitRate(v, i18n.locale);
  const peak = rows.reduce<Row | null>((best, r) => (!best || r.drop! > best.drop! ? r : best), null);
  return (
    <ChartCard
      title={<Trans>Bit rate, passed and dropped</Trans>}
      {...queryProps(query)}
      empty={!rows.length}
      csv={{
        file: csvFileName('layer4-bit-rate', base?.startTime),
        text: () => linesCsv(rows, [{ key: 'pass', column: 'passBitsPerSecond' }, { key: 'drop', column: 'dropBitsPerSecond' }]),
      }}
      summary={
        peak && (
          <span data-testid="l4-rates-summary">
            <Trans>
              Highest drop rate {format(peak.drop!)} at {formatDateTime(peak.x, i18n.locale)}.
            </Trans>
          </span>
        )
      }
      chart={<LinesChart rows={rows} lines={lines} format={format} />}
      table={<LinesTable rows={rows} lines={lines} format={format} label={t`Bit rate, passed and dropped`} />}
    />
  );
}

function Protocols({ base, protocols }: { base: Base; protocols: readonly Protocol[] }) {
  const { t, i18n } = useLingui();
  const { config, query } = useL4('protocols', base, protocols);
  const answer = useMemo(() => (query.data ? config.protocols(query.data) : null), [query.data, config]);
  // Every protocol asked about (all four without a filter) is listed, in the spec's order, even when the answer leaves one out.
  const shown = useMemo(() => (protocols.length ? PROTOCOLS.filter((p) => protocols.includes(p)) : PROTOCOLS), [protocols]);
  const rows = useMemo(
    () => (answer ? shown.map((p) => answer.rows.find((r) => r.key === p) ?? { key: p, name: p, passBits: 0, dropBits: 0 }) : []),
    [answer, shown],
  );
  const rateRows = useMemo(() => {
    if (!answer) return [];
    const byTime = new Map<number, Row>();
    for (const p of answer.rates) {
      const x = Date.parse(p.time);
      const row = byTime.get(x) ?? ({ x } as Row);
      row[p.key ?? ''] = p.dropBits;
      byTime.set(x, row);
    }
    return [...byTime.values()].sort((a, b) => a.x - b.x).map((r) => Object.assign(Object.fromEntries(shown.map((p) => [p, 0])), r) as Row);
  }, [answer, shown]);
  const lines = useMemo(() => shown.map((p) => ({ key: p, label: p, colour: PROTOCOLS.indexOf(p) + 5 })), [shown]);
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }}>
      <BitsCard title={t`IP protocols`} rows={rows} {...queryProps(query)} testId="l4-protocols" file={csvFileName('layer4-protocols', base?.startTime)} />
      <ChartCard
        title={<Trans>Drop rate by protocol</Trans>}
        {...queryProps(query)}
        empty={!rateRows.length}
        csv={{ file: csvFileName('layer4-drop-rate-by-protocol', base?.startTime), text: () => linesCsv(rateRows, PROTOCOLS.map(dropRateColumn)) }}
        chart={<LinesChart rows={rateRows} lines={lines} format={(v) => formatBitRate(v, i18n.locale)} />}
        table={<LinesTable rows={rateRows} lines={lines} format={(v) => formatBitRate(v, i18n.locale)} label={t`Drop rate by protocol`} />}
      />
    </SimpleGrid>
  );
}

/**
 * The data-centre view (client console): passed and dropped bytes of each zone, one sum call per zone with the
 * zone as `zoneIDs` (a zone chosen in the filters leaves that zone only).
 */
function DataCentres({ base }: { base: Base }) {
  const { t } = useLingui();
  const area = useArea();
  const config = L4_CONFIG[area]!;
  const zones = useClientZoneListMetaZones({ query: { staleTime: 60_000 } });
  const asked = useMemo(
    () => (base && zones.data ? dataCentreBodies(config, base, stepFor(String(base.startTime), String(base.endTime)), zones.data.data) : []),
    [base, zones.data, config],
  );
  const answers = useQueries({ queries: asked.map(({ body }) => ({ ...operationQuery(config.ops.sum, { body }) })) });
  const rows = useMemo(
    () =>
      dataCentreRows(
        config,
        asked.map((a) => a.zone),
        answers.map((a) => a.data),
      ),
    [config, asked, answers],
  );
  return (
    <BitsCard
      title={t`Data centres`}
      rows={rows}
      testId="l4-data-centres"
      file={csvFileName('layer4-data-centres', base?.startTime)}
      loading={zones.isPending || answers.some((a) => a.isPending)}
      failed={zones.isError || answers.some((a) => a.isError)}
      onRetry={() => {
        if (zones.isError) void zones.refetch();
        for (const a of answers) if (a.isError) void a.refetch();
      }}
    />
  );
}

function BitsTop({ base, kind, title, protocols }: { base: Base; kind: TopKind; title: string; protocols: readonly Protocol[] }) {
  const { config, query } = useL4(kind, base, protocols);
  const { i18n } = useLingui();
  // Countries in the reader's language (issue 25): the service names them in English beside their alpha-2 code.
  const rows = useMemo(() => {
    const top = query.data ? config.top(kind, query.data) : [];
    return kind === 'countries' ? withRegionNames(top, i18n.locale) : top;
  }, [query.data, config, kind, i18n.locale]);
  return <BitsCard title={title} rows={rows} {...queryProps(query)} testId={`l4-top-${kind}`} file={csvFileName(`layer4-top-${kind}`, base?.startTime)} />;
}

/** Passed and dropped amounts of ranked rows: stacked bars (bytes) and a table with the share dropped. */
function BitsCard({ title, rows, testId, file, ...state }: { title: string; rows: readonly BitsRow[]; testId: string; file: string } & ReturnType<typeof queryProps>) {
  const { t, i18n } = useLingui();
  const palette = usePalette();
  const data = rows.map((r) => ({ name: r.name.length > 28 ? `${r.name.slice(0, 27)}…` : r.name, pass: bitsToBytes(r.passBits), drop: bitsToBytes(r.dropBits) }));
  const format = (v: number) => formatBytes(v, i18n.locale);
  const columns: Column<BitsRow>[] = [
    { header: <Trans>Name</Trans>, rowHeader: true, cell: (r) => <UserText value={r.name} /> },
    { header: <Trans>Passed</Trans>, numeric: true, cell: (r) => format(bitsToBytes(r.passBits)) },
    { header: <Trans>Dropped</Trans>, numeric: true, cell: (r) => format(bitsToBytes(r.dropBits)) },
    { header: <Trans>Share dropped</Trans>, numeric: true, cell: (r) => formatPercent(r.dropBits, r.passBits + r.dropBits, i18n.locale) },
  ];
  return (
    <ChartCard
      title={title}
      {...state}
      empty={!rows.length || rows.every((r) => r.passBits + r.dropBits === 0)}
      csv={{ file, text: () => bitsCsv(rows) }}
      chart={
        <BarChart
          h={Math.max(140, rows.length * 34 + 60)}
          data={data}
          dataKey="name"
          type="stacked"
          orientation="vertical"
          withLegend
          series={[
            { name: 'pass', label: t`Passed`, color: colourAt(palette, PASS_COLOUR) },
            { name: 'drop', label: t`Dropped`, color: colourAt(palette, DROP_COLOUR) },
          ]}
          valueFormatter={format}
          accessibilityLayer={false}
          yAxisProps={{ width: 170, interval: 0 }}
          xAxisProps={{ tickFormatter: (v: number) => format(v) }}
          barProps={{ isAnimationActive: false }}
          gridAxis="x"
        />
      }
      table={<DataTable striped data-testid={testId} caption={title} columns={columns} rows={rows} rowKey={(r) => r.key} scroll={{ height: 420, label: title }} />}
    />
  );
}
