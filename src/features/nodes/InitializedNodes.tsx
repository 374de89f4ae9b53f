// The initialised nodes of all zones: counts per state, the spec's filters, a list refreshed every 5000 ms while
// the page is visible (selection and scroll kept: the table and its rows stay, only their data changes), and the
// node actions on one node or a selection.
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Chip, Group, Select, Skeleton, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useClientNodeGetNodeNums, useClientNodeListInitializedNodes } from '../../api/generated/hooks/node/node';
import { useClientGroupListMetaGroups } from '../../api/generated/hooks/group/group';
import { useClientZoneListMetaZones } from '../../api/generated/hooks/zone/zone';
import type { Node, NodeDnsStatus, NodeKind, NodeMonitorStatus, NodePortType, NodeRole, NodeStatus, NodeTier, NodeUpgradeStatus } from '../../api/generated/model';
import { ListFilters } from '../../components/resource-table/ListFilters';
import { columnsFor } from '../../components/resource-table/ResourceTable';
import { useAddressList } from './address-list';
import { UserText } from '../../components/UserText';
import { Mono, NoWrap } from '../../components/CellText';
import { ActionDialogs, ActionMenu, type Pending } from './actions';
import { PolledTable } from './PolledTable';
import { NODE_LIST_REFRESH_MS, pollWhileVisible } from '../../kit/polling';
import { choicesOf, DNS_STATUS, KIND, MONITOR_STATUS, NODE_STATUS, NODE_STATUSES, PORT_TYPE, ROLE, StateBadge, TIER, UPGRADE_STATUS } from './states';
import { formatNumber } from '../../i18n/format';
import { lazyPart } from '../../components/lazy-part';
import { Drawer } from '../../components/drawer-mount';

// A node's details (its system charts) load when a node is opened: the charts' library is not the list's (issue 29,
// a phone's first paint of the nodes list).
const NodeInfo = lazyPart(
  () => import('./NodeInfo').then((module) => module.NodeInfo),
  () => <Skeleton h={240} />,
);

type Filters = {
  zoneID?: number;
  groupID?: number;
  dnsStatus?: NodeDnsStatus;
  kind?: NodeKind;
  version?: string;
  name?: string;
  ip?: string;
  statuses?: NodeStatus[];
  monitorStatuses?: NodeMonitorStatus[];
  upgradeStatuses?: NodeUpgradeStatus[];
  role?: NodeRole;
  tier?: NodeTier;
  portType?: NodePortType;
  memo?: string;
};
const column = columnsFor<Node>();
// Stable between renders: a new function would make the table rebuild the model of every row (5000 of them).
const rowId = (node: Node) => String(node.id);
const rowName = (node: Node) => node.name;
/** A state cell as wide as its widest label: a node changing state does not resize the column (no layout shift). */
const Fixed = ({ w, children }: { w: number; children: ReactNode }) => <div style={{ minWidth: w }}>{children}</div>;
const poll = pollWhileVisible(NODE_LIST_REFRESH_MS);
/** A whole agent version (the filter matches versions exactly): the contract's NodeVersion pattern. */
const VERSION = /^[0-9]+\.[0-9]+\.[0-9]+([-+][0-9A-Za-z.-]+)?$/;
/** The filters a link may name in the address (the command palette's deep link, issue 25: address-list.ts). */
const ADDRESS_FILTERS = ['name', 'ip'] as const;

export function InitializedNodes() {
  const { t, i18n } = useLingui();
  const { list, highlight } = useAddressList<Filters>(ADDRESS_FILTERS, { pageSize: 50, sortBy: 'name' });
  const nodes = useClientNodeListInitializedNodes(list.params, { query: poll });
  const nums = useClientNodeGetNodeNums(list.filters.zoneID ? { zoneID: list.filters.zoneID } : undefined, { query: poll });
  const zones = useClientZoneListMetaZones();
  const groups = useClientGroupListMetaGroups(undefined, { query: { staleTime: 60_000 } });
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  // A version is matched exactly: a partial one is said next to the box and not sent.
  const version = debounced.trim();
  const versionWrong = version !== '' && !VERSION.test(version);
  const { filters, setFilters } = list;
  useEffect(() => setFilters(versionWrong ? {} : { version: version || undefined }), [version, versionWrong, setFilters]);
  const [pending, setPending] = useState<Pending>(null);
  const [infoId, setInfo] = useState<Node | null>(null);
  // The drawer follows the node's row as the list refreshes.
  const info = infoId ? (nodes.data?.data.find((n) => n.id === infoId.id) ?? infoId) : null;

  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: () => t`Node`,
        cell: ({ row }) => (
          <Anchor component="button" type="button" fw={500} c="blue.9" style={{ whiteSpace: 'nowrap' }} onClick={() => setInfo(row.original)}>
            <UserText value={row.original.name} />
          </Anchor>
        ),
      }),
      column.accessor('ip', { id: 'ip', header: () => t`IP`, cell: ({ getValue }) => <Mono>{getValue()}</Mono> }),
      column.accessor('status', { id: 'status', header: () => t`Status`, cell: ({ getValue }) => <Fixed w={190}><StateBadge look={NODE_STATUS[getValue()]} /></Fixed> }),
      column.accessor('monitorStatus', { id: 'monitorStatus', header: () => t`Health check`, cell: ({ getValue }) => <Fixed w={130}><StateBadge look={MONITOR_STATUS[getValue()]} /></Fixed> }),
      column.accessor('zoneName', { id: 'zoneName', header: () => t`Zone`, cell: ({ getValue }) => <NoWrap>{getValue()}</NoWrap> }),
      column.accessor('role', { id: 'role', header: () => t`Role`, cell: ({ getValue }) => <NoWrap>{i18n._(ROLE[getValue()])}</NoWrap> }),
      column.accessor('tier', { id: 'tier', header: () => t`Tier`, cell: ({ getValue }) => <NoWrap>{i18n._(TIER[getValue()])}</NoWrap> }),
      column.accessor('portType', { id: 'portType', header: () => t`Port type`, cell: ({ getValue }) => <NoWrap>{i18n._(PORT_TYPE[getValue()])}</NoWrap> }),
      column.accessor('version', { id: 'version', header: () => t`Version`, cell: ({ getValue }) => <Mono>{getValue()}</Mono> }),
      column.accessor('upgradeStatus', { id: 'upgradeStatus', header: () => t`Upgrade`, cell: ({ getValue }) => <Fixed w={140}><StateBadge look={UPGRADE_STATUS[getValue()]} /></Fixed> }),
      column.accessor('bandwidth', { id: 'bandwidth', header: () => t`Bandwidth`, cell: ({ getValue }) => <NoWrap>{t`${formatNumber(getValue(), i18n.locale)} Mbps`}</NoWrap> }),
      column.accessor('memo', { id: 'memo', header: () => t`Note`, cell: ({ getValue }) => <Text size="sm" miw={160}><UserText value={getValue()} /></Text> }),
      column.display({
        id: 'actions',
        header: () => t`Actions`,
        cell: ({ row }) => <ActionMenu compact nodes={[row.original]} label={t`Actions on ${row.original.name}`} onPick={setPending} />,
      }),
    ],
    [t, i18n],  
  );

  const counts = nums.data?.data.all;

  // The filters, as one element kept between renders: a refresh (new rows) does not render the ten inputs again.
  const zoneList = zones.data?.data;
  const groupList = groups.data?.data;
  // The groups offered: those of the zone chosen, else all, each named with its zone ("tpe-main · Taipei").
  const groupOptions = useMemo(() => {
    const zoneNames = new Map((zoneList ?? []).map((z) => [z.id, z.name]));
    return (groupList ?? [])
      .filter((g) => !filters.zoneID || g.zoneID === filters.zoneID)
      .map((g) => ({ value: String(g.id), label: zoneNames.has(g.zoneID) ? `${g.name} · ${zoneNames.get(g.zoneID)}` : g.name }));
  }, [groupList, zoneList, filters.zoneID]);
  const toolbar = useMemo(
    () => (
      <>
        <Select
          aria-label={t`Zone`}
          placeholder={t`Every zone`}
          clearable
          w={150}
          data={(zoneList ?? []).map((z) => ({ value: String(z.id), label: z.name }))}
          value={filters.zoneID ? String(filters.zoneID) : null}
          onChange={(value) => {
            const zoneID = value ? Number(value) : undefined;
            // A group of another zone would leave nothing: the group filter goes with the zone.
            const group = groupList?.find((g) => g.id === filters.groupID);
            setFilters({ zoneID, ...(zoneID && group && group.zoneID !== zoneID ? { groupID: undefined } : {}) });
          }}
        />
        <ListFilters
          list={{ filters, setFilters }}
          filters={[
            { kind: 'select', key: 'groupID', label: t`Group`, placeholder: t`Every group`, searchable: true, numeric: true, width: 190, data: groupOptions },
            { kind: 'search', key: 'name', label: t`Search by node name`, placeholder: t`Node name`, width: 150 },
            { kind: 'search', key: 'ip', label: t`Search by IP`, placeholder: t`IP or sub IP`, width: 150 },
            { kind: 'multi', key: 'statuses', label: t`Status`, placeholder: t`Any status`, width: 200, data: choicesOf(i18n, NODE_STATUS) },
            { kind: 'multi', key: 'monitorStatuses', label: t`Health check`, placeholder: t`Any health check`, width: 190, data: choicesOf(i18n, MONITOR_STATUS) },
            { kind: 'multi', key: 'upgradeStatuses', label: t`Upgrade`, placeholder: t`Any upgrade state`, width: 190, data: choicesOf(i18n, UPGRADE_STATUS) },
            { kind: 'select', key: 'role', label: t`Role`, placeholder: t`Any role`, width: 120, data: choicesOf(i18n, ROLE) },
            { kind: 'select', key: 'tier', label: t`Tier`, placeholder: t`Any tier`, width: 120, data: choicesOf(i18n, TIER) },
            { kind: 'select', key: 'portType', label: t`Port type`, placeholder: t`Any port type`, width: 160, data: choicesOf(i18n, PORT_TYPE) },
            { kind: 'select', key: 'dnsStatus', label: t`DNS`, placeholder: t`Any DNS status`, width: 170, data: choicesOf(i18n, DNS_STATUS) },
            { kind: 'select', key: 'kind', label: t`Machine`, placeholder: t`Any machine`, width: 160, data: choicesOf(i18n, KIND) },
          ]}
        />
        <TextInput
          aria-label={t`Version`}
          placeholder={t`Version, e.g. 3.8.2`}
          w={160}
          value={search}
          error={versionWrong ? t`Enter a whole version such as 3.8.2.` : undefined}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
        <ListFilters list={{ filters, setFilters }} filters={[{ kind: 'search', key: 'memo', label: t`Search by note`, placeholder: t`Note`, width: 140 }]} />
      </>
    ),
    [zoneList, groupList, groupOptions, filters, setFilters, search, versionWrong, t, i18n],
  );

  // The counts per state, kept between renders: new rows alone do not render them again (only new counts do).
  const stateChips = useMemo(
    () => (
      <Chip.Group multiple value={filters.statuses ?? []} onChange={(value) => setFilters({ statuses: value as NodeStatus[] })}>
        <Group gap={6} role="group" aria-label={t`Nodes per state (choose to filter)`}>
          <Text size="sm" fw={500}>
            {counts ? t`${counts.total} nodes:` : t`Counting…`}
          </Text>
          {NODE_STATUSES.map((status) => (
            <Chip key={status} value={status} size="xs" color={NODE_STATUS[status].color} variant="light">
              {i18n._(NODE_STATUS[status].label)} · {counts ? counts[status] : '…'}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    ),
    [counts, filters.statuses, setFilters, t, i18n],
  );

  return (
    <>
      <PolledTable
        above={stateChips}
        label={t`Initialised nodes`}
        columns={columns}
        query={nodes}
        list={list}
        rowId={rowId}
        rowName={rowName}
        height={620}
        highlight={highlight}
        empty={<Trans>No node matches these filters.</Trans>}
        bulkOperation={{ operation: 'client-node-reboot-nodes' }}
        bulkActions={(selected, clear) => <ActionMenu nodes={selected} label={t`Actions on the ${selected.length} selected nodes`} onPick={(p) => setPending({ ...p, onDone: clear })} />}
        toolbar={toolbar}
      />
      <ActionDialogs pending={pending} onClose={() => setPending(null)} />
      <Drawer opened={info !== null} onClose={() => setInfo(null)} position="right" size="xl" title={info ? t`Node ${info.name}` : ''} closeButtonProps={{ 'aria-label': t`Close` }}>
        {info && <NodeInfo node={info} />}
      </Drawer>
    </>
  );
}
