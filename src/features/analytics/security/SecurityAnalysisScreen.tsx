// dataAnalysis/securityAnalysis (user and client consoles, spec 7 with the client security statistics type
// numbers): the request, IP, status, blacklist and block cards (3, 4, 5, 14, 15), the fixed tops (14, 19, 20),
// blocked requests by country or city (21/22, top 30), the blacklist series (12, hourly) and top (18), the WAF
// series (13, hourly) and its attack method, domain and IP tops (23, 24, 25, top 20). Filters as the statistics'
// (zone, site type, site, domain tag, domain); six hours by default (spec 9).
import { Trans, useLingui } from '@lingui/react/macro';
import { SimpleGrid, Title } from '@mantine/core';
import { NearScreen } from '../../../components/near-screen';
import { QpsChart } from '../charts/QpsChart';
import { FilteredPage } from '../page';
import { REPORT_INTERVAL, withReportInterval } from '../report-interval';
import { FixedTop, RegionTop, TrafficCards } from '../widgets';
import { BlacklistSection, SECURITY_TITLES, SECURITY_TYPES, WafSection } from './sections';

export function Component() {
  const { i18n } = useLingui();
  return (
    <FilteredPage
      title={<Trans>Security analysis</Trans>}
      description={<Trans>What the firewall stopped: blacklist hits, WAF blocks, and where the attacks came from.</Trans>}
      ranges={['oneHour', 'threeHours', 'sixHours']}
      initialRange="sixHours"
    >
      {(filtered) => {
        const base = withReportInterval(filtered, REPORT_INTERVAL.security);
        const where = base && { siteIDs: base.siteIDs, domainIDs: base.domainIDs, zoneIDs: base.zoneIDs };
        return (
          <>
            <TrafficCards base={base} prefix="sec" />
            {/* Below the first screen of a phone: drawn, and their figures asked for, as they are scrolled near. */}
            <NearScreen>
              {/* Requests a second over the last 6 hours in 5-minute steps (spec 7: type 2, 26,784 points). */}
              <QpsChart key={JSON.stringify(where)} scope={where} reportInterval={REPORT_INTERVAL.security} />
            </NearScreen>
            <NearScreen>
              <SimpleGrid cols={{ base: 1, lg: 3 }}>
                {SECURITY_TYPES.fixedTops.map((type, i) => (
                  <FixedTop key={type} base={base} type={type} title={i18n._(SECURITY_TITLES[type])} colour={9 + i} />
                ))}
              </SimpleGrid>
            </NearScreen>
            <NearScreen>
              <RegionTop base={base} blocked colour={4} />
            </NearScreen>
            <NearScreen>
              <Title order={2} fz="h4" mt="sm">
                <Trans>Blacklist</Trans>
              </Title>
              <BlacklistSection base={base} testId="sec-blacklist" />
            </NearScreen>
            <NearScreen>
              <Title order={2} fz="h4" mt="sm">
                <Trans>Web application firewall</Trans>
              </Title>
              <WafSection base={base} testId="sec-blocks" />
            </NearScreen>
          </>
        );
      }}
    </FilteredPage>
  );
}
