// Layer-4 protection (spec 3: layer-4 entries; spec 7: firewall/l4): black and white IP lists, region
// entries and connection limits of a layer-4 site, each per forwarding port or for every port. A site that
// serves websites (layer 7) gets an explanation instead.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Group, Stack, Tabs, Text } from '@mantine/core';
import { useMemo } from 'react';
import {
  useUserLayer4ListBlacklists,
  useUserLayer4ListLimitConns,
  useUserLayer4ListPositions,
  useUserLayer4ListWhitelists,
  userLayer4ListBlacklists,
  userLayer4ListLimitConns,
  userLayer4ListPositions,
  userLayer4ListWhitelists,
} from '../../../../api/generated/hooks/layer4/layer4';
import type { Layer4LimitConn, Layer4ListEntry, Layer4PositionEntry } from '../../../../api/generated/model';
import { columnsFor } from '../../../../components/resource-table/ResourceTable';
import { useListState } from '../../../../components/resource-table/list-state';
import blacklistForm from '../../../../../forms/user/l4-blacklist.form.json';
import limitConnForm from '../../../../../forms/user/l4-limit-conn.form.json';
import positionForm from '../../../../../forms/user/l4-position.form.json';
import whitelistForm from '../../../../../forms/user/l4-whitelist.form.json';
import type { FormDescriptor } from '../../../../schema-form/descriptor';
import { useSite } from '../context';
import { withChoices } from '../advanced-firewall/kit/descriptors';
import { type Regions, useRegions } from '../advanced-firewall/kit/useRegions';
import { explainL4LimitConn, explainL4List, explainL4Position } from './explain';
import { IpsCell, ipPortKeys, L4List, type L4ListConfig, type L4Row, limitKeys, portKeys } from './L4List';

const BLACKLIST = blacklistForm as FormDescriptor;
const WHITELIST = whitelistForm as FormDescriptor;
const POSITION = positionForm as FormDescriptor;
const LIMIT = limitConnForm as FormDescriptor;
const ALL = { page: 1, pageSize: 5000 };
const column = columnsFor<L4Row>();

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
  const regions = useRegions();
  return (
    <Tabs defaultValue="blacklists" variant="pills" keepMounted={false}>
      <Tabs.List mb="md" aria-label={t`Layer-4 lists`}>
        <Tabs.Tab value="blacklists">{t`Blacklist`}</Tabs.Tab>
        <Tabs.Tab value="whitelists">{t`Whitelist`}</Tabs.Tab>
        <Tabs.Tab value="positions">{t`Regions`}</Tabs.Tab>
        <Tabs.Tab value="limitConns">{t`Connection limits`}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="blacklists">
        <BlackOrWhite kind="blacklist" />
      </Tabs.Panel>
      <Tabs.Panel value="whitelists">
        <BlackOrWhite kind="whitelist" />
      </Tabs.Panel>
      <Tabs.Panel value="positions">
        <Positions regions={regions} />
      </Tabs.Panel>
      <Tabs.Panel value="limitConns">
        <LimitConns />
      </Tabs.Panel>
    </Tabs>
  );
}

function BlackOrWhite({ kind }: { kind: 'blacklist' | 'whitelist' }) {
  const { t } = useLingui();
  const { siteId, site } = useSite();
  const list = useListState({ pageSize: 25 });
  const black = useUserLayer4ListBlacklists(siteId, list.params, { query: { enabled: kind === 'blacklist' } });
  const white = useUserLayer4ListWhitelists(siteId, list.params, { query: { enabled: kind === 'whitelist' } });
  const config = useMemo<L4ListConfig>(() => {
    const descriptor = kind === 'blacklist' ? BLACKLIST : WHITELIST;
    return {
      fileKind: `l4.${kind}`,
      title: kind === 'blacklist' ? t`Layer-4 blacklist` : t`Layer-4 whitelist`,
      description:
        kind === 'blacklist'
          ? t`Connections from these IPs are refused before they reach your servers.`
          : t`Connections from these IPs are always let through, whatever the other layer-4 rules say.`,
      addLabel: t`Add entry`,
      empty: t`No entry yet.`,
      descriptor,
      formDescriptor: descriptor,
      operations:
        kind === 'blacklist'
          ? { create: 'user-layer4-create-blacklist', update: 'user-layer4-update-blacklist', remove: 'user-layer4-delete-blacklists' }
          : { create: 'user-layer4-create-whitelist', update: 'user-layer4-update-whitelist', remove: 'user-layer4-delete-whitelists' },
      columns: [
        column.display({ id: 'ips', header: () => t`IPs`, cell: ({ row }) => <IpsCell ips={(row.original as Layer4ListEntry).ips} none="" /> }),
      ],
      explain: (values) => explainL4List(kind, values),
      duplicateMessage: t`One of these IPs is already listed for this port.`,
      fresh: { ips: [], enabled: true },
      loadAll: async () => (kind === 'blacklist' ? (await userLayer4ListBlacklists(siteId, ALL)).data : (await userLayer4ListWhitelists(siteId, ALL)).data),
      keysOf: ipPortKeys,
    };
  }, [kind, siteId, t]);
  return <L4List siteId={siteId} siteName={site.siteName} config={config} query={kind === 'blacklist' ? black : white} list={list} />;
}

function Positions({ regions }: { regions: Regions }) {
  const { t } = useLingui();
  const { siteId, site } = useSite();
  const list = useListState({ pageSize: 25 });
  const query = useUserLayer4ListPositions(siteId, list.params);
  const config = useMemo<L4ListConfig>(() => {
    const regionBadges = (codes: readonly string[]) =>
      codes.length === 0 ? (
        <Text size="sm" c="dimmed">
          —
        </Text>
      ) : (
        <Group gap={4}>
          {codes.map((code) => (
            <Badge key={code} size="sm" variant="outline" tt="none">
              {regions.name(code)}
            </Badge>
          ))}
        </Group>
      );
    return {
      fileKind: 'l4.position',
      title: t`Layer-4 regions`,
      description: t`Refuse connections from some regions, or let only some regions connect.`,
      addLabel: t`Add entry`,
      empty: t`No entry yet.`,
      descriptor: POSITION,
      formDescriptor: withChoices(withChoices(POSITION, 'blackPos', regions.choices), 'whitePos', regions.choices),
      operations: { create: 'user-layer4-create-position', update: 'user-layer4-update-position', remove: 'user-layer4-delete-positions' },
      columns: [
        column.display({ id: 'blackPos', header: () => t`Refused`, cell: ({ row }) => regionBadges((row.original as Layer4PositionEntry).blackPos) }),
        column.display({ id: 'whitePos', header: () => t`Only these`, cell: ({ row }) => regionBadges((row.original as Layer4PositionEntry).whitePos) }),
      ],
      explain: (values) => explainL4Position(values, regions.name),
      duplicateMessage: t`This port has a region entry already: edit that one.`,
      fresh: { blackPos: [], whitePos: [], enabled: true },
      loadAll: async () => (await userLayer4ListPositions(siteId, ALL)).data,
      keysOf: portKeys,
    };
  }, [regions, siteId, t]);
  return <L4List siteId={siteId} siteName={site.siteName} config={config} query={query} list={list} />;
}

function LimitConns() {
  const { t } = useLingui();
  const { siteId, site } = useSite();
  const list = useListState({ pageSize: 25 });
  const query = useUserLayer4ListLimitConns(siteId, list.params);
  const config = useMemo<L4ListConfig>(
    () => ({
      fileKind: 'l4.limitConn',
      title: t`Connection limits`,
      description: t`The most connections one client IP may hold at once; more are refused.`,
      addLabel: t`Add limit`,
      empty: t`No limit yet.`,
      descriptor: LIMIT,
      formDescriptor: LIMIT,
      operations: { create: 'user-layer4-create-limit-conn', update: 'user-layer4-update-limit-conn', remove: 'user-layer4-delete-limit-conns' },
      columns: [
        column.display({ id: 'max', header: () => t`Connections per IP`, cell: ({ row }) => <Text size="sm">{(row.original as Layer4LimitConn).max}</Text> }),
        column.display({ id: 'ips', header: () => t`Clients`, cell: ({ row }) => <IpsCell ips={(row.original as Layer4LimitConn).ips} none={t`Every client`} /> }),
      ],
      explain: (values) => explainL4LimitConn(values),
      duplicateMessage: t`This port already has a limit for these clients.`,
      fresh: { max: 50, enabled: true },
      loadAll: async () => (await userLayer4ListLimitConns(siteId, ALL)).data,
      keysOf: limitKeys,
    }),
    [siteId, t],
  );
  return <L4List siteId={siteId} siteName={site.siteName} config={config} query={query} list={list} />;
}
