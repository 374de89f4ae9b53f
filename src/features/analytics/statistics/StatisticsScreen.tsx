// dataAnalysis/statistics (user and client consoles, spec 7 statistics): request, traffic, IP, HTTP-version and
// status-code cards, the time series by counts type, the domain ranking with its CSV export, region tops and
// the referer, URL and user-agent tops, for the chosen zone, site type, site, domain and range.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, SegmentedControl, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { reported } from '../../../app/swallow';
import { useArea } from '../../../app/use-area';
import { PageHeader } from '../../../components/PageHeader';
import { UserText } from '../../../components/UserText';
import { callOperation, operationQuery } from '../../../schema-form/operations';
import { ChartCard } from '../charts/ChartCard';
import { Breakdown, Figure, FixedTop, type Base, useCard, useTop } from '../widgets';
import { SeriesChart, SeriesTable, summaryOf, toXY, type SeriesPoint } from '../charts/SeriesChart';
import { TopChart, TopTable } from '../charts/TopChart';
import { ANALYTICS_CONFIG, type CountsType, type RankOrder, type RankRow } from '../config';
import { saveText, useStat } from '../data';
import { EMPTY_SCOPE, periodOfState, RangePicker, type RangeState, rangeState, type Scope, ScopeFilters, scopeBody } from '../filters';
import { stepFor } from '../range';
import { formatByteRate, formatBytes, formatCompact, formatCount } from '../units';

const RANK_TOP = 20;
const REGION_TOP = 30;

const FIXED_TOPS = [
  { type: 13, title: msg`Top referers` },
  { type: 15, title: msg`Top URLs` },
  { type: 16, title: msg`Top user agents` },
] as const;

export function Component() {
  const { t } = useLingui();
  const area = useArea();
  const config = ANALYTICS_CONFIG[area]!;
  const [scope, setScope] = useState<Scope>(EMPTY_SCOPE);
  const [range, setRange] = useState<RangeState>(() => rangeState('threeHours'));
  const sites = useQuery(operationQuery<{ data: { id: number; siteName: string; portType: string }[] }>(config.ops.sites));
  const period = periodOfState(range);
  const base = useMemo(() => {
    if (!period || !sites.data) return null;
    const where = scopeBody(scope, sites.data.data, config.zones);
    return where ? { ...where, ...period } : null;
  }, [scope, sites.data, period?.startTime, period?.endTime, config.zones]); // eslint-disable-line react-hooks/exhaustive-deps
  const nothing = Boolean(period && sites.data && !base);

  return (
    <>
      <PageHeader title={<Trans>Statistics</Trans>} description={<Trans>Traffic of your sites: requests, bytes served, visitors and where they come from.</Trans>} />
      <Card withBorder padding="md" mb="md">
        <Stack gap="sm">
          <ScopeFilters value={scope} onChange={setScope} />
          <RangePicker value={range} onChange={setRange} ranges={['oneHour', 'threeHours', 'sixHours']} />
        </Stack>
      </Card>
      {nothing ? (
        <Text c="dimmed">
          <Trans>No site matches these filters.</Trans>
        </Text>
      ) : (
        <Stack gap="md">
          <Cards base={base} />
          <Series base={base} />
          <DomainRanking base={base} />
          <RegionTop base={base} />
          <SimpleGrid cols={{ base: 1, lg: 3 }}>
            {FIXED_TOPS.map((top, i) => (
              <FixedTop key={top.type} base={base} type={top.type} title={t(top.title)} colour={i + 3} />
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </>
  );
}

const HTTP_VERSIONS = ['1.0', '1.1', '2', '3'];
const STATUS_CODES = ['200', '206', '301', '302', '400', '403', '404', '444', '499', '500', '502', '503', '504', '903', '904', '929', '978'];

function Cards({ base }: { base: Base }) {
  const { t, i18n } = useLingui();
  const requests = useCard(base, 3);
  const ips = useCard(base, 4);
  const status = useCard(base, 5);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }}>
      <Figure testId="card-requests" label={t`Requests`} loading={requests.loading} value={requests.figures && formatCount(requests.figures.total, i18n.locale)} />
      <Figure testId="card-traffic" label={t`Traffic`} loading={requests.loading} value={requests.figures && formatBytes(requests.figures.traffic ?? 0, i18n.locale)} />
      <Figure testId="card-ips" label={t`Unique IPs`} loading={ips.loading} value={ips.figures && formatCount(ips.figures.total, i18n.locale)} />
      <Breakdown testId="card-versions" title={t`HTTP versions`} loading={ips.loading} counts={ips.figures?.counts} order={HTTP_VERSIONS} />
      <Breakdown testId="card-status" title={t`Status codes`} loading={status.loading} counts={status.figures?.counts} order={STATUS_CODES} />
    </SimpleGrid>
  );
}

function Series({ base }: { base: Base }) {
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
      loading={query.isPending}
      failed={query.isError}
      onRetry={() => void query.refetch()}
      empty={!points.length}
      actions={
        <SegmentedControl
          size="xs"
          aria-label={t`Counts`}
          value={counts}
          onChange={(v) => setCounts(v as CountsType)}
          data={[
            { value: 'reqCount', label: t`Requests` },
            { value: 'traffic', label: t`Traffic` },
          ]}
        />
      }
      summary={
        summary && (
          <span data-testid="series-summary">
            <Trans>
              Peak {format(summary.peak.y)} at {new Date(summary.peak.x).toLocaleString(i18n.locale)}; average {format(summary.avg)}.
            </Trans>
          </span>
        )
      }
      chart={<SeriesChart points={points} label={label} format={format} />}
      table={<SeriesTable points={points} label={label} format={format} />}
    />
  );
}

function DomainRanking({ base }: { base: Base }) {
  const { t, i18n } = useLingui();
  const area = useArea();
  const config = ANALYTICS_CONFIG[area]!;
  const [orderBy, setOrderBy] = useState<RankOrder>('traffic');
  const [asc, setAsc] = useState(false);
  const [exporting, setExporting] = useState(false);
  const body = base && { siteIDs: base.siteIDs, domainIDs: base.domainIDs, zoneIDs: base.zoneIDs, startTime: base.startTime, endTime: base.endTime, ...(area === 'user' ? { timeInterval: base.timeInterval } : {}), ...config.rankBody(orderBy, asc, RANK_TOP) };
  const query = useStat<{ data: RankRow[] }>(config.ops.rank, body);
  const rows = query.data?.data ?? [];
  const exportCsv = async () => {
    if (!body) return;
    setExporting(true);
    const text = await reported(() => callOperation<string>(config.ops.rankExport, { body }));
    setExporting(false);
    if (text !== undefined) saveText(text, `domain-ranking-${String(base!.startTime).slice(0, 16).replace(/:/g, '')}.csv`);
  };
  return (
    <ChartCard
      tableOnly
      title={<Trans>Domain ranking</Trans>}
      loading={query.isPending}
      failed={query.isError}
      onRetry={() => void query.refetch()}
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
          <Button size="xs" variant="default" loading={exporting} disabled={!rows.length} onClick={() => void exportCsv()}>
            <Trans>Export CSV</Trans>
          </Button>
        </>
      }
      chart={null}
      table={
        <Table striped data-testid="domain-ranking">
          <Table.Caption>
            <Trans>Top {RANK_TOP} domains</Trans>
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              <Table.Th>
                <Trans>Domain</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Site</Trans>
              </Table.Th>
              <Table.Th ta="right">
                <Trans>Traffic</Trans>
              </Table.Th>
              <Table.Th ta="right">
                <Trans>Requests</Trans>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r, i) => (
              <Table.Tr key={r.domainID}>
                <Table.Td>{i + 1}</Table.Td>
                <Table.Td>
                  <UserText value={r.domainName} />
                </Table.Td>
                <Table.Td>
                  <UserText value={r.siteName ?? ''} />
                </Table.Td>
                <Table.Td ta="right">{formatBytes(r.traffic, i18n.locale)}</Table.Td>
                <Table.Td ta="right">{formatCount(r.reqCount, i18n.locale)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      }
    />
  );
}

function RegionTop({ base }: { base: Base }) {
  const { t, i18n } = useLingui();
  const area = useArea();
  const config = ANALYTICS_CONFIG[area]!;
  const [region, setRegion] = useState<'country' | 'city'>('country');
  const [counts, setCounts] = useState<CountsType>('reqCount');
  const which = config.regionTop(region, false);
  const query = useTop(base, which.type, REGION_TOP, counts, which.area);
  const rows = query.data?.data ?? [];
  const format = counts === 'traffic' ? (v: number) => formatBytes(v, i18n.locale) : (v: number) => formatCount(v, i18n.locale);
  const label = region === 'country' ? t`Requests by country` : t`Requests by city`;
  return (
    <ChartCard
      title={region === 'country' ? <Trans>Top countries</Trans> : <Trans>Top cities</Trans>}
      loading={query.isPending}
      failed={query.isError}
      onRetry={() => void query.refetch()}
      empty={!rows.length}
      actions={
        <>
          <SegmentedControl
            size="xs"
            aria-label={t`Region`}
            value={region}
            onChange={(v) => setRegion(v as 'country' | 'city')}
            data={[
              { value: 'country', label: t`Countries` },
              { value: 'city', label: t`Cities` },
            ]}
          />
          <SegmentedControl
            size="xs"
            aria-label={t`Counts`}
            value={counts}
            onChange={(v) => setCounts(v as CountsType)}
            data={[
              { value: 'reqCount', label: t`Requests` },
              { value: 'traffic', label: t`Traffic` },
            ]}
          />
        </>
      }
      chart={<TopChart rows={rows} label={label} format={format} colour={1} />}
      table={<TopTable rows={rows} label={label} format={format} />}
    />
  );
}

