// The blacklist and WAF blocks (spec 7, client security statistics type numbers, the same for both consoles):
// shown by the security analysis screen and by the user dashboard's blacklist and WAF analysis tabs.
import { memo } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, Stack } from '@mantine/core';
import { BlacklistCard, BlockCard, FixedTop, HourlySeries, type Base } from '../widgets';

/** Type numbers of the security views (spec 7). */
export const SECURITY_TYPES = {
  cards: { requests: 3, ips: 4, status: 5, blacklist: 14, blocks: 15 },
  /** Fixed tops (10 rows): blacklisted IPs, blocked IPs, blocked URLs. */
  fixedTops: [14, 19, 20],
  blacklistSeries: 12,
  blacklistTop: 18,
  wafSeries: 13,
  wafTops: [23, 24, 25],
} as const;

/** Rows of the WAF tops (spec 9). */
export const WAF_TOP = 20;

export const SECURITY_TITLES = {
  14: msg`Top blacklisted IPs`,
  18: msg`Blacklist hits by IP`,
  19: msg`Top blocked IPs`,
  20: msg`Top blocked URLs`,
  23: msg`Top attack methods`,
  24: msg`Most attacked domains`,
  25: msg`Top attacking IPs`,
} as const;

/** The blacklist: China/elsewhere card, the top IPs (type 18) and the hourly hits (series 12). */
export const BlacklistSection = memo(function BlacklistSection({ base, testId }: { base: Base; testId: string }) {
  const { t, i18n } = useLingui();
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <BlacklistCard base={base} testId={testId} />
        <FixedTop base={base} type={SECURITY_TYPES.blacklistTop} title={i18n._(SECURITY_TITLES[18])} colour={4} />
      </SimpleGrid>
      <HourlySeries base={base} type={SECURITY_TYPES.blacklistSeries} title={t`Blacklist hits an hour`} colour={4} />
    </Stack>
  );
});

/** The WAF: block-type card, the hourly hits (series 13) and the attack method, domain and IP tops (20 rows). */
export const WafSection = memo(function WafSection({ base, testId }: { base: Base; testId: string }) {
  const { t, i18n } = useLingui();
  return (
    <Stack gap="md">
      <BlockCard base={base} testId={testId} />
      <HourlySeries base={base} type={SECURITY_TYPES.wafSeries} title={t`WAF hits an hour`} colour={5} />
      <SimpleGrid cols={{ base: 1, lg: 3 }}>
        {SECURITY_TYPES.wafTops.map((type, i) => (
          <FixedTop key={type} base={base} type={type} top={WAF_TOP} title={i18n._(SECURITY_TITLES[type])} colour={6 + i} />
        ))}
      </SimpleGrid>
    </Stack>
  );
});
