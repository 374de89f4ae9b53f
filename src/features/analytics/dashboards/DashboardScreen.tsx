// The dashboards (spec 2): the user's with three tabs (overview, blacklist, WAF analysis) and the client's
// overview, each a grid of cards, series and tops for the chosen zone/site and range (last 24 hours, last
// 30 days), 15-minute intervals and top 10 (WAF tops 20, spec 9). The QPS chart keeps its own 6-hour window.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Card, SimpleGrid, Stack, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { selfQuery } from '../../../app/session';
import { useArea } from '../../../app/use-area';
import { PageHeader } from '../../../components/PageHeader';
import { operationQuery } from '../../../schema-form/operations';
import { ChartCard } from '../charts/ChartCard';
import { QpsChart } from '../charts/QpsChart';
import { SeriesChart, type SeriesPoint, SeriesTable, summaryOf, toXY } from '../charts/SeriesChart';
import { ANALYTICS_CONFIG } from '../config';
import { useStat } from '../data';
import { EMPTY_SCOPE, periodOfState, RangePicker, type RangeState, rangeState, type Scope, ScopeFilters, scopeBody } from '../filters';
import { formatBytes, formatCount } from '../units';
import { Breakdown, Figure, FixedTop, scopeOf, useCard, type Base } from '../widgets';

const STATUS_CODES = ['200', '206', '301', '302', '400', '403', '404', '444', '499', '500', '502', '503', '504', '903', '904', '929', '978'];
const BLOCK_KEYS = ['3', '4', '2', '8', '5', '10', '11', '12'];

export function Component() {
  const { t, i18n } = useLingui();
  const area = useArea();
  const account = useQuery(selfQuery(area)).data?.data;
  const name = account?.accountName;
  const config = ANALYTICS_CONFIG[area]!;
  const [scope, setScope] = useState<Scope>(EMPTY_SCOPE);
  const [range, setRange] = useState<RangeState>(() => rangeState('last24Hours'));
  const sites = useQuery(operationQuery<{ data: { id: number; siteName: string; portType: string }[] }>(config.ops.sites));
  const period = periodOfState(range);
  const where = useMemo(() => (sites.data ? scopeBody(scope, sites.data.data, config.zones) : null), [scope, sites.data, config.zones]);
  const base = useMemo(() => (where && period ? { ...where, ...period } : null), [where, period?.startTime, period?.endTime]); // eslint-disable-line react-hooks/exhaustive-deps

  const overview = (
    <Stack gap="md">
      <OverviewCards base={base} />
      <QpsChart key={JSON.stringify(where)} scope={where} />
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <FixedTop base={base} type={11} title={i18n._(TITLES.countries)} colour={1} />
        <FixedTop base={base} type={15} title={i18n._(TITLES.urls)} colour={2} />
      </SimpleGrid>
    </Stack>
  );
  return (
    <>
      <PageHeader title={name ? <Trans>Welcome, {name}</Trans> : <Trans>Dashboard</Trans>} description={<Trans>Traffic and attacks of your sites at a glance.</Trans>} />
      {account?.login2FAType === 2 && (
        <Alert color="yellow" title={t`Two-factor sign-in is off`} mb="md">
          <Trans>
            Anyone who learns your password can sign in.{' '}
            <Anchor component={Link} to={`/${area}/userManagement/userInformation`}>
              Turn on two-factor sign-in
            </Anchor>
          </Trans>
        </Alert>
      )}
      <Card withBorder padding="md" mb="md">
        <Stack gap="sm">
          <ScopeFilters value={scope} onChange={setScope} />
          <RangePicker value={range} onChange={setRange} ranges={['last24Hours', 'last30Days']} allowCustom={false} />
        </Stack>
      </Card>
      {area === 'user' ? (
        <Tabs defaultValue="overview" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="overview">
              <Trans>Overview</Trans>
            </Tabs.Tab>
            <Tabs.Tab value="blacklist">
              <Trans>Blacklist</Trans>
            </Tabs.Tab>
            <Tabs.Tab value="waf">
              <Trans>WAF analysis</Trans>
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="overview">{overview}</Tabs.Panel>
          <Tabs.Panel value="blacklist">
            <BlacklistTab base={base} />
          </Tabs.Panel>
          <Tabs.Panel value="waf">
            <WafTab base={base} />
          </Tabs.Panel>
        </Tabs>
      ) : (
        <Stack gap="md">
          {overview}
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <BlacklistCard base={base} />
            <BlockCard base={base} />
          </SimpleGrid>
        </Stack>
      )}
    </>
  );
}

const TITLES = {
  countries: msg`Top countries`,
  urls: msg`Top URLs`,
  blacklistIps: msg`Top blacklisted IPs`,
  attackMethods: msg`Top attack methods`,
  attackDomains: msg`Most attacked domains`,
  attackIps: msg`Top attacking IPs`,
};


function OverviewCards({ base }: { base: Base }) {
  const { t, i18n } = useLingui();
  const requests = useCard(base, 3);
  const ips = useCard(base, 4);
  const status = useCard(base, 5);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
      <Figure testId="dash-requests" label={t`Requests`} loading={requests.loading} value={requests.figures && formatCount(requests.figures.total, i18n.locale)} />
      <Figure testId="dash-traffic" label={t`Traffic`} loading={requests.loading} value={requests.figures && formatBytes(requests.figures.traffic ?? 0, i18n.locale)} />
      <Figure testId="dash-ips" label={t`Unique IPs`} loading={ips.loading} value={ips.figures && formatCount(ips.figures.total, i18n.locale)} />
      <Breakdown testId="dash-status" title={t`Status codes`} loading={status.loading} counts={status.figures?.counts} order={STATUS_CODES} />
    </SimpleGrid>
  );
}

function BlacklistCard({ base }: { base: Base }) {
  const { t } = useLingui();
  const card = useCard(base, 14);
  const counts = card.figures && { [t`From China`]: card.figures.counts.chinaCount ?? 0, [t`From elsewhere`]: card.figures.counts.nonChinaCount ?? 0 };
  return <Breakdown testId="dash-blacklist" title={t`Blacklist hits`} loading={card.loading} counts={counts} />;
}

function BlockCard({ base }: { base: Base }) {
  const { t } = useLingui();
  const card = useCard(base, 15);
  const counts = card.figures && Object.fromEntries(BLOCK_KEYS.map((k) => [t`Block type ${k}`, card.figures!.counts[k] ?? 0]));
  return <Breakdown testId="dash-blocks" title={t`Blocked requests by block type`} loading={card.loading} counts={counts} />;
}

/** An hourly count series (blacklist 12, WAF 13; 60-minute steps, spec 9). */
function HourlySeries({ base, type, title, colour }: { base: Base; type: 12 | 13; title: string; colour: number }) {
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
      loading={query.isPending}
      failed={query.isError}
      onRetry={() => void query.refetch()}
      empty={!points.length}
      summary={
        summary && (
          <Trans>
            Most in one hour: {format(summary.peak.y)} at {new Date(summary.peak.x).toLocaleString(i18n.locale)}.
          </Trans>
        )
      }
      chart={<SeriesChart points={points} label={title} format={format} colour={colour} />}
      table={<SeriesTable points={points} label={title} format={format} />}
    />
  );
}

function BlacklistTab({ base }: { base: Base }) {
  const { t, i18n } = useLingui();
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <BlacklistCard base={base} />
        <FixedTop base={base} type={18} title={i18n._(TITLES.blacklistIps)} colour={4} />
      </SimpleGrid>
      <HourlySeries base={base} type={12} title={t`Blacklist hits an hour`} colour={4} />
    </Stack>
  );
}

function WafTab({ base }: { base: Base }) {
  const { t, i18n } = useLingui();
  return (
    <Stack gap="md">
      <BlockCard base={base} />
      <HourlySeries base={base} type={13} title={t`WAF hits an hour`} colour={5} />
      <SimpleGrid cols={{ base: 1, lg: 3 }}>
        <FixedTop base={base} type={23} top={20} title={i18n._(TITLES.attackMethods)} colour={6} />
        <FixedTop base={base} type={24} top={20} title={i18n._(TITLES.attackDomains)} colour={7} />
        <FixedTop base={base} type={25} top={20} title={i18n._(TITLES.attackIps)} colour={8} />
      </SimpleGrid>
    </Stack>
  );
}
