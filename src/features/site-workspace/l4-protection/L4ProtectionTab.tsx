// Layer-4 protection (spec 3: layer-4 entries; spec 7: firewall/l4): black and white IP lists, region
// entries and connection limits of a layer-4 site, each per forwarding port or for every port
// (forms/user/lists/l4-*.list.json). A site that serves websites (layer 7) gets an explanation instead.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Stack, Text } from '@mantine/core';
import blacklist from '../../../../forms/user/lists/l4-blacklist.list.json';
import limitConns from '../../../../forms/user/lists/l4-limit-conns.list.json';
import positions from '../../../../forms/user/lists/l4-positions.list.json';
import whitelist from '../../../../forms/user/lists/l4-whitelist.list.json';
import { defineList } from '../../../kit/lists/descriptor';
import { RuleList } from '../../../kit/lists/RuleList';
import { TabSet } from '../../../kit/TabSet';
import { useSite } from '../context';
import { SiteLists } from '../lists';

export default function L4ProtectionTab() {
  const { t } = useLingui();
  const { site } = useSite();
  if (site.portType !== 'l4') {
    return (
      <Alert color="blue" variant="light" title={t`Layer-4 protection is for layer-4 sites`}>
        <Stack gap="xs">
          <Text size="sm">
            <Trans>
              These rules guard the TCP and UDP ports a layer-4 site forwards (games, databases and other non-web services): IP lists,
              regions and connection limits per port. This site serves websites on layer 7, so they do not apply to it.
            </Trans>
          </Text>
          <Text size="sm">
            <Trans>To protect its websites, use the firewall, WAF, access control and authentication tabs.</Trans>
          </Text>
        </Stack>
      </Alert>
    );
  }
  return <L4Lists />;
}

const LISTS = { blacklists: blacklist, whitelists: whitelist, positions, limitConns } as const;

function L4Lists() {
  const { t } = useLingui();
  const labels: Record<keyof typeof LISTS, string> = { blacklists: t`Blacklist`, whitelists: t`Whitelist`, positions: t`Regions`, limitConns: t`Connection limits` };
  return (
    <SiteLists>
      <TabSet
        defaultValue="blacklists"
        variant="pills"
        keepMounted={false}
        listMb="md"
        listLabel={t`Layer-4 lists`}
        tabs={(Object.keys(LISTS) as (keyof typeof LISTS)[]).map((value) => ({ value, label: labels[value], panel: <RuleList list={defineList(LISTS[value])} /> }))}
      />
    </SiteLists>
  );
}
