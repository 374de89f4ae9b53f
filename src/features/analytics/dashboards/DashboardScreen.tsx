// The dashboards (spec 2): the user's with three tabs (overview, blacklist, WAF analysis) and the client's
// overview, each a grid of cards, series and tops for the chosen zone/site and range (last 24 hours, last
// 30 days), 15-minute intervals and top 10 (WAF tops 20, spec 9). The QPS chart keeps its own 6-hour window.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Card, SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { selfQuery } from '../../../services/session';
import { useArea } from '../../../services/use-area';
import { TwoFactorOffAlert } from '../../account/TwoFactorOffAlert';
import { NearScreen } from '../../../components/near-screen';
import { PageHeader } from '../../../components/PageHeader';
import { TabSet } from '../../../kit/TabSet';
import { QpsChart } from '../charts/QpsChart';
import { EMPTY_SCOPE, periodOfState, RangePicker, ScopeFilters, useScopeBase } from '../filters';
import { useAddressFilters } from '../address';
import type { RangeId } from '../range';
import { BlacklistSection, WafSection } from '../security/sections';
import { BlacklistCard, BlockCard, FixedTop, TrafficBreakdowns, TrafficTiles } from '../widgets';
import { REPORT_INTERVAL, withReportInterval } from '../report-interval';

export function Component() {
  const { i18n } = useLingui();
  const area = useArea();
  const account = useQuery(selfQuery(area)).data?.data;
  const name = account?.accountName;
  // The filters live in the address as on the statistics (address.ts): a reload, Back or a shared link keeps them.
  const { scope, setScope, range, setRange } = useAddressFilters(RANGES, INITIAL_RANGE, EMPTY_SCOPE);
  const period = periodOfState(range);
  const { base: scoped } = useScopeBase(scope, period);
  const base = useMemo(() => withReportInterval(scoped, REPORT_INTERVAL.dashboard), [scoped]);
  const where = useMemo(() => (base ? { siteIDs: base.siteIDs, domainIDs: base.domainIDs, zoneIDs: base.zoneIDs } : null), [base]);

  const overview = (
    <Stack gap="md">
      {/* Compact tiles with the period's line above the time series (issue 25), the status codes beside the tops. */}
      <TrafficTiles base={base} prefix="dash" trends />
      {/* Below the first screen of a phone: drawn, and their figures asked for, as they are scrolled near. */}
      <NearScreen>
        <QpsChart key={JSON.stringify(where)} scope={where} reportInterval={REPORT_INTERVAL.dashboard} />
      </NearScreen>
      <NearScreen>
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} style={{ alignItems: 'start' }}>
          <TrafficBreakdowns base={base} prefix="dash" />
          <FixedTop base={base} type={11} title={i18n._(TITLES.countries)} colour={1} />
          <FixedTop base={base} type={15} title={i18n._(TITLES.urls)} colour={2} />
        </SimpleGrid>
      </NearScreen>
    </Stack>
  );
  // The user's dashboard: a tab each for the overview, the blacklist and the WAF analysis.
  const tabs = [
    { value: 'overview', label: <Trans>Overview</Trans>, panel: overview },
    { value: 'blacklist', label: <Trans>Blacklist</Trans>, panel: <BlacklistSection base={base} testId="dash-blacklist" /> },
    { value: 'waf', label: <Trans>WAF analysis</Trans>, panel: <WafSection base={base} testId="dash-blocks" /> },
  ];
  return (
    <>
      <PageHeader title={name ? <Trans>Welcome, {name}</Trans> : <Trans>Dashboard</Trans>} description={<Trans>Traffic and attacks of your sites at a glance.</Trans>} />
      <TwoFactorOffAlert login2FAType={account?.login2FAType} mb="md" />
      <Card withBorder padding="md" mb="md">
        <Stack gap="sm">
          <ScopeFilters value={scope} onChange={setScope} />
          <RangePicker value={range} onChange={setRange} ranges={RANGES} allowCustom={false} />
        </Stack>
      </Card>
      {area === 'user' ? (
        <TabSet tabs={tabs} defaultValue="overview" keepMounted={false} listMb="md" />
      ) : (
        <Stack gap="md">
          {overview}
          <NearScreen>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <BlacklistCard base={base} testId="dash-blacklist" />
              <BlockCard base={base} testId="dash-blocks" />
            </SimpleGrid>
          </NearScreen>
        </Stack>
      )}
    </>
  );
}

const RANGES: RangeId[] = ['last24Hours', 'last30Days'];
const INITIAL_RANGE: RangeId = 'last24Hours';

const TITLES = {
  countries: msg`Top countries`,
  urls: msg`Top URLs`,
};
