// dataAnalysis/statistics (user and client consoles, spec 7 statistics): request, traffic, IP, HTTP-version and
// status-code cards, the time series by counts type, the domain ranking with its CSV export, region tops and
// the referer, URL and user-agent tops, for the chosen zone, site type, site, domain and range.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Select, SimpleGrid } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { useMemo, useState, memo } from 'react';
import { reported } from '../../../services/swallow';
import { useArea } from '../../../services/use-area';
import { NearScreen } from '../../../components/near-screen';
import { UserText } from '../../../components/UserText';
import { callOperation } from '../../../schema-form/operations';
import { ChartCard, queryProps, withSummary } from '../charts/ChartCard';
import { CountsSwitch, FixedTop, RegionTop, TrafficCards, type Base } from '../widgets';
import { SERIES_HEIGHT, SeriesChart, SeriesTable, summaryOf, toXY, type SeriesPoint } from '../charts/SeriesChart';
import { ANALYTICS_CONFIG, type CountsType, type RankOrder, type RankRow } from '../config';
import { saveText, useStat } from '../data';
import { type Column, DataTable, RANK_COLUMN } from '../../../kit/DataTable';
import { FilteredPage } from '../page';
import { csvFileName, seriesCsv } from '../csv-export';
import { stepFor } from '../range';
import { DOMAIN_RANK_DEFAULT, DOMAIN_RANK_SIZE_KEY, DOMAIN_RANK_SIZES, rankSizeOf, REPORT_INTERVAL } from '../report-interval';
import { formatByteRate, formatBytes, formatCompact, formatCount } from '../units';
import { formatDateTime } from '../../../i18n/format';


const FIXED_TOPS = [
  { type: 13, title: msg`Top referers` },
  { type: 15, title: msg`Top URLs` },
  { type: 16, title: msg`Top user agents` },
] as const;

export function Component() {
  const { t } = useLingui();
  return (
    <FilteredPage
      title={<Trans>Statistics</Trans>}
      description={<Trans>Traffic of your sites: requests, bytes served, visitors and where they come from.</Trans>}
      ranges={['oneHour', 'threeHours', 'sixHours', 'last24Hours', 'last7Days', 'yesterday']}
      initialRange="threeHours"
    >
      {(base) => (
        <>
          <TrafficCards base={base} prefix="card" versions />
          {/* Below the first screen of a phone: drawn, and their figures asked for, as they are scrolled near. */}
          <NearScreen>
            <Series base={base} />
          </NearScreen>
          <NearScreen>
            <DomainRanking base={base} />
          </NearScreen>
          <NearScreen>
            <RegionTop base={base} />
          </NearScreen>
          <NearScreen>
            <SimpleGrid cols={{ base: 1, lg: 3 }}>
              {FIXED_TOPS.map((top, i) => (
                <FixedTop key={top.type} base={base} type={top.type} title={t(top.title)} colour={i + 3} />
              ))}
            </SimpleGrid>
          </NearScreen>
        </>
      )}
    </FilteredPage>
  );
}

const Series = memo(function Series({ base }: { base: Base }) {
  const { t, i18n } = useLingui();
  const area = useArea();
  const config = ANALYTICS_CONFIG[area]!;
  const [counts, setCounts] = useState<CountsType>('reqCount');
  const body = base && {
    siteIDs: base.siteIDs,
    domainIDs: base.domainIDs,
    zoneIDs: base.zoneIDs,
    startTime: base.startTime,
    endTime: base.endTime,
    ...(area === 'user' ? { timeInterval: base.timeInterval } : {}),
    reportInterval: REPORT_INTERVAL.default,
    type: 2,
    countsType: counts,
    page: 1,
    pageSize: 26784,
    minutesStep: stepFor(String(base.startTime), String(base.endTime)),
  };
  const query = useStat<{ data: SeriesPoint[] }>(config.ops.series, body);
  const points = useMemo(() => toXY(query.data?.data ?? []), [query.data]);
  const format = counts === 'traffic' ? (v: number) => formatByteRate(v, i18n.locale) : (v: number) => `${formatCompact(v, i18n.locale)}/s`;
  const label = counts === 'traffic' ? t`Traffic a second` : t`Requests a second`;
  const summary = summaryOf(points);
  return (
    <ChartCard
      title={<Trans>Traffic over time</Trans>}
      {...queryProps(query)}
      loadingHeight={withSummary(SERIES_HEIGHT)}
      chartHeight={SERIES_HEIGHT}
      empty={!points.length}
      actions={
        <CountsSwitch value={counts} onChange={setCounts} />
      }
      csv={{ file: csvFileName('traffic-over-time', base?.startTime), text: () => seriesCsv(points, counts === 'traffic' ? 'bytesPerSecond' : 'requestsPerSecond') }}
      summary={
        summary && (
          <span data-testid="series-summary">
            <Trans>
              Peak {format(summary.peak.y)} at {formatDateTime(summary.peak.x, i18n.locale)}; average {format(summary.avg)}.
            </Trans>
          </span>
        )
      }
      chart={<SeriesChart points={points} label={label} format={format} />}
      table={<SeriesTable points={points} label={label} format={format} />}
    />
  );
});

const DomainRanking = memo(function DomainRanking({ base }: { base: Base }) {
  const { t, i18n } = useLingui();
  const area = useArea();
  const config = ANALYTICS_CONFIG[area]!;
  const [orderBy, setOrderBy] = useState<RankOrder>('traffic');
  const [asc, setAsc] = useState(false);
  const [exporting, setExporting] = useState(false);
  // The ranking's size is kept in local storage (spec 9).
  const [storedTop, setTop] = useLocalStorage<string>({ key: DOMAIN_RANK_SIZE_KEY, defaultValue: String(DOMAIN_RANK_DEFAULT), getInitialValueInEffect: false });
  const top = rankSizeOf(storedTop);
  const body = base && { siteIDs: base.siteIDs, domainIDs: base.domainIDs, zoneIDs: base.zoneIDs, startTime: base.startTime, endTime: base.endTime, ...(area === 'user' ? { timeInterval: base.timeInterval } : {}), reportInterval: REPORT_INTERVAL.default, ...config.rankBody(orderBy, asc, top) };
  const query = useStat<{ data: RankRow[] }>(config.ops.rank, body);
  const rows = query.data?.data ?? [];
  const exportCsv = async () => {
    if (!body) return;
    setExporting(true);
    const text = await reported(() => callOperation<string>(config.ops.rankExport, { body }));
    setExporting(false);
    if (text !== undefined) saveText(text, `domain-ranking-${String(base!.startTime).slice(0, 16).replace(/:/g, '')}.csv`);
  };
  const columns: Column<RankRow>[] = [
    RANK_COLUMN,
    { header: <Trans>Domain</Trans>, cell: (r) => <UserText value={r.domainName} /> },
    { header: <Trans>Site</Trans>, cell: (r) => <UserText value={r.siteName ?? ''} /> },
    { header: <Trans>Traffic</Trans>, numeric: true, cell: (r) => formatBytes(r.traffic, i18n.locale) },
    { header: <Trans>Requests</Trans>, numeric: true, cell: (r) => formatCount(r.reqCount, i18n.locale) },
  ];
  return (
    <ChartCard
      tableOnly
      title={<Trans>Domain ranking</Trans>}
      {...queryProps(query)}
      empty={!rows.length}
      actions={
        <>
          <Select
            size="xs"
            w={150}
            aria-label={t`Rank by`}
            allowDeselect={false}
            value={orderBy}
            onChange={(v) => setOrderBy((v ?? 'traffic') as RankOrder)}
            data={[
              { value: 'traffic', label: t`By traffic` },
              { value: 'reqCount', label: t`By requests` },
            ]}
          />
          <Select
            size="xs"
            w={140}
            aria-label={t`Order`}
            allowDeselect={false}
            value={asc ? 'asc' : 'desc'}
            onChange={(v) => setAsc(v === 'asc')}
            data={[
              { value: 'desc', label: t`Largest first` },
              { value: 'asc', label: t`Smallest first` },
            ]}
          />
          <Select
            size="xs"
            w={110}
            aria-label={t`Domains shown`}
            allowDeselect={false}
            value={String(top)}
            onChange={(v) => setTop(v ?? String(DOMAIN_RANK_DEFAULT))}
            data={DOMAIN_RANK_SIZES.map((size) => ({ value: String(size), label: t`Top ${size}` }))}
          />
          <Button size="xs" variant="default" loading={exporting} disabled={!rows.length} onClick={() => void exportCsv()}>
            <Trans>Export CSV</Trans>
          </Button>
        </>
      }
      chart={null}
      table={<DataTable striped data-testid="domain-ranking" caption={<Trans>Top {top} domains</Trans>} columns={columns} rows={rows} rowKey={(r) => r.domainID} />}
    />
  );
});
