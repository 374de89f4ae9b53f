// The site's layer-7 firewall (spec 2: firewall): allow and deny lists, regions, anti-CC and request
// frequency, rate limits, user agents, headers, IP trust, and the IPs it blocks now. One section at a
// time, chosen in a side navigation and kept in the address (?section=).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Badge, Box, Group, Stack, Tabs, Text, Title, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link, useSearchParams } from 'react-router';
import abuseIP from '../../../../forms/user/lists/firewall-abuse-ip.list.json';
import antiHeader from '../../../../forms/user/lists/firewall-anti-header.list.json';
import anticc from '../../../../forms/user/lists/firewall-anticc.list.json';
import blacklist from '../../../../forms/user/lists/firewall-blacklist.list.json';
import frequency from '../../../../forms/user/lists/firewall-frequency.list.json';
import geo from '../../../../forms/user/lists/firewall-geo.list.json';
import limitReq from '../../../../forms/user/lists/firewall-limit-req.list.json';
import userAgent from '../../../../forms/user/lists/firewall-user-agent.list.json';
import whitelist from '../../../../forms/user/lists/firewall-whitelist.list.json';
import siteBlockedIps from '../../../../forms/user/lists/site-blocked-ips.list.json';
import { useUserFirewallGetFirewall } from '../../../api/generated/hooks/firewall/firewall';
import { useAddressChoice } from '../../../kit/address-choice';
import { defineList, type ListDescriptor } from '../../../kit/lists/descriptor';
import { RuleList } from '../../../kit/lists/RuleList';
import { blockListPath } from '../../blocklist/config';
import { useSite } from '../context';
import { SiteLists } from '../lists';

type RuleKindId = 'whitelist' | 'blacklist' | 'geo' | 'anticc' | 'frequency' | 'limitReq' | 'userAgent' | 'antiHeader' | 'abuseIP';

/** The list descriptor of each kind of rule (forms/user/lists/firewall-*.list.json). */
const LISTS: Record<RuleKindId, ListDescriptor> = {
  whitelist: defineList(whitelist),
  blacklist: defineList(blacklist),
  geo: defineList(geo),
  anticc: defineList(anticc),
  frequency: defineList(frequency),
  limitReq: defineList(limitReq),
  userAgent: defineList(userAgent),
  antiHeader: defineList(antiHeader),
  abuseIP: defineList(abuseIP),
};
/** The IPs the site blocks now (the site's own list until searched or re-sorted; parts in blocklist/blocked-ip-parts.tsx). */
const BLOCKED_IPS = defineList(siteBlockedIps);

type SectionId = 'whitelist' | 'blacklist' | 'geo' | 'anticc' | 'limitReq' | 'userAgent' | 'antiHeader' | 'abuseIP' | 'blocked';

const SECTIONS: readonly { id: SectionId; label: MessageDescriptor; kinds: readonly RuleKindId[] }[] = [
  { id: 'whitelist', label: msg`Allow list`, kinds: ['whitelist'] },
  { id: 'blacklist', label: msg`Deny list`, kinds: ['blacklist'] },
  { id: 'geo', label: msg`Regions`, kinds: ['geo'] },
  { id: 'anticc', label: msg`Anti-CC`, kinds: ['anticc', 'frequency'] },
  { id: 'limitReq', label: msg`Rate limits`, kinds: ['limitReq'] },
  { id: 'userAgent', label: msg`User agents`, kinds: ['userAgent'] },
  { id: 'antiHeader', label: msg`Header blocking`, kinds: ['antiHeader'] },
  { id: 'abuseIP', label: msg`IP trust`, kinds: ['abuseIP'] },
  { id: 'blocked', label: msg`Blocked IPs`, kinds: [] },
];

export default function FirewallTab() {
  const { t, i18n } = useLingui();
  const { siteId, area } = useSite();
  const [search, setSearch] = useSearchParams();
  // The section clicked shows at once, the address following (kit/address-choice.ts).
  const [sectionId, choose] = useAddressChoice((SECTIONS.find((s) => s.id === search.get('section')) ?? SECTIONS[0]!).id, (value) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      next.set('section', value);
      return next;
    }),
  );
  const section = SECTIONS.find((s) => s.id === sectionId)!;
  const overview = useUserFirewallGetFirewall(siteId);
  // The sections in a column beside the list on a wide screen; above it, wrapping, where a column would leave the
  // list too narrow to read (an address one character a line on a phone, issue 25).
  const theme = useMantineTheme();
  const narrow = useMediaQuery(`(max-width: ${theme.breakpoints.lg})`, false, { getInitialValueInEffect: false });

  const counts = overview.data?.data.counts ?? {};
  const countOf = (kinds: readonly RuleKindId[]) => kinds.reduce<number | undefined>((sum, kind) => (counts[kind] === undefined ? sum : (sum ?? 0) + counts[kind]!), undefined);

  return (
    <Stack gap="md">
      {overview.data && !overview.data.data.enabled && (
        <Alert color="yellow" title={t`The firewall is off for this site`}>
          <Trans>The rules below are kept, but the edge does not apply them until your service provider turns the firewall on again.</Trans>
        </Alert>
      )}
      <Tabs
        orientation={narrow ? 'horizontal' : 'vertical'}
        variant="pills"
        value={section.id}
        keepMounted={false}
        onChange={(value) => {
          const picked = SECTIONS.find((s) => s.id === value);
          if (picked) choose(picked.id);
        }}
      >
        <Tabs.List aria-label={t`Firewall sections`} miw={narrow ? undefined : 180} mr={narrow ? undefined : 'lg'} mb={narrow ? 'md' : undefined}>
          {SECTIONS.map((entry) => {
            const count = countOf(entry.kinds);
            return (
              <Tabs.Tab key={entry.id} value={entry.id} rightSection={count !== undefined ? <Badge size="xs" variant="light" color="gray" aria-label={t`${count} rules`}>{count}</Badge> : undefined}>
                {i18n._(entry.label)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        <Tabs.Panel value={section.id} style={{ minWidth: 0 }}>
          {section.id === 'blocked' ? (
            <Stack gap="sm" component="section" aria-labelledby="firewall-blocked-heading">
              <Group justify="space-between" align="flex-start">
                <Box>
                  <Title order={3} fz="h4" id="firewall-blocked-heading">
                    <Trans>Blocked IPs</Trans>
                  </Title>
                  <Text size="sm" c="dimmed" maw={760}>
                    <Trans>IPs the firewall of this site blocks for a while. Unblock one when it was blocked by mistake.</Trans>
                  </Text>
                </Box>
                <Anchor component={Link} to={blockListPath(area)} size="sm">
                  <Trans>Blocked IPs of all your sites</Trans>
                </Anchor>
              </Group>
              <SiteLists>
                <RuleList list={BLOCKED_IPS} />
              </SiteLists>
            </Stack>
          ) : (
            <SiteLists>
              <Stack gap="xl">
                {section.kinds.map((kind) => (
                  <RuleList key={kind} list={LISTS[kind]} />
                ))}
              </Stack>
            </SiteLists>
          )}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
