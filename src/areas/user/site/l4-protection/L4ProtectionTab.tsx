// Layer-4 protection (spec 3: layer-4 entries; spec 7: firewall/l4): black and white IP lists, region
// entries and connection limits of a layer-4 site, each per forwarding port or for every port
// (forms/user/lists/l4-*.list.json). A site that serves websites (layer 7) gets an explanation instead.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Stack, Tabs, Text } from '@mantine/core';
import blacklist from '../../../../../forms/user/lists/l4-blacklist.list.json';
import limitConns from '../../../../../forms/user/lists/l4-limit-conns.list.json';
import positions from '../../../../../forms/user/lists/l4-positions.list.json';
import whitelist from '../../../../../forms/user/lists/l4-whitelist.list.json';
import type { ListDescriptor } from '../../../../kit/lists/descriptor';
import { RuleList } from '../../../../kit/lists/RuleList';
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

function L4Lists() {
  const { t } = useLingui();
  return (
    <SiteLists>
      <Tabs defaultValue="blacklists" variant="pills" keepMounted={false}>
        <Tabs.List mb="md" aria-label={t`Layer-4 lists`}>
          <Tabs.Tab value="blacklists">{t`Blacklist`}</Tabs.Tab>
          <Tabs.Tab value="whitelists">{t`Whitelist`}</Tabs.Tab>
          <Tabs.Tab value="positions">{t`Regions`}</Tabs.Tab>
          <Tabs.Tab value="limitConns">{t`Connection limits`}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="blacklists">
          <RuleList list={blacklist as ListDescriptor} />
        </Tabs.Panel>
        <Tabs.Panel value="whitelists">
          <RuleList list={whitelist as ListDescriptor} />
        </Tabs.Panel>
        <Tabs.Panel value="positions">
          <RuleList list={positions as ListDescriptor} />
        </Tabs.Panel>
        <Tabs.Panel value="limitConns">
          <RuleList list={limitConns as ListDescriptor} />
        </Tabs.Panel>
      </Tabs>
    </SiteLists>
  );
}
