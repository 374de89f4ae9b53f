// The initialised nodes of all zones: counts per state, the spec's filters, a list refreshed every 5000 ms while
// the page is visible (selection and scroll kept: the table and its rows stay, only their data changes), and the
// node actions on one node or a selection.
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Chip, Drawer, Group, MultiSelect, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useClientNodeGetNodeNums, useClientNodeListInitializedNodes } from '../../api/generated/hooks/node/node';
import { useClientGroupListMetaGroups } from '../../api/generated/hooks/group/group';
import { useClientZoneListMetaZones } from '../../api/generated/hooks/zone/zone';
import type { Node, NodeDnsStatus, NodeKind, NodeMonitorStatus, NodePortType, NodeRole, NodeStatus, NodeTier, NodeUpgradeStatus } from '../../api/generated/model';
import { columnsFor, ResourceTable } from '../../components/resource-table/ResourceTable';
import { useListState } from '../../components/resource-table/list-state';
import { UserText } from '../../components/UserText';
import { ActionDialogs, ActionMenu, type Pending } from './actions';
import { NodeInfo } from './NodeInfo';
import { NODE_LIST_REFRESH_MS, pollWhileVisible } from './polling';
import { useKeptRows } from './polling';
import { RefreshState } from './RefreshState';
import { DNS_STATUS, KIND, MONITOR_STATUS, NODE_STATUS, NODE_STATUSES, PORT_TYPE, ROLE, StateBadge, TIER, UPGRADE_STATUS } from './states';

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

export function InitializedNodes() {
  const { t, i18n } = useLingui();
  const list = useListState<Filters>({ pageSize: 50, sortBy: 'name' });
  const nodes = useClientNodeListInitializedNodes(list.params, { query: poll });
  const nums = useClientNodeGetNodeNums(list.filters.zoneID ? { zoneID: list.filters.zoneID } : undefined, { query: poll });
  const zones = useClientZoneListMetaZones();
  const groups = useClientGroupListMetaGroups(undefined, { query: { staleTime: 60_000 } });
  const [search, setSearch] = useState({ name: '', ip: '', memo: '', version: '' });
  const [debounced] = useDebouncedValue(search, 300);
  // A version is matched exactly: a partial one is said next to the box and not sent.
  const version = debounced.version.trim();
  const versionWrong = version !== '' && !VERSION.test(version);
  useEffect(
    () =>
      list.setFilters({
        name: debounced.name.trim() || undefined,
        ip: debounced.ip.trim() || undefined,
        memo: debounced.memo.trim() || undefined,
        ...(versionWrong ? {} : { version: version || undefined }),
      }),
    [debounced], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const [pending, setPending] = useState<Pending>(null);
  const [infoId, setInfo] = useState<Node | null>(null);
  // The drawer follows the node's row as the list refreshes.
  const info = infoId ? (nodes.data?.data.find((n) => n.id === infoId.id) ?? infoId) : null;

  const columns = useMemo(
    () => [
      column.accessor('name', {
        id: 'name',
        header: () => t`Node`,
        cell: ({ row }) => (
          <Anchor component="button" type="button" fw={500} c="blue.9" style={{ whiteSpace: 'nowrap' }} onClick={() => setInfo(row.original)}>
            <UserText value={row.original.name} />
          </Anchor>
        ),
      }),
      column.accessor('ip', { id: 'ip', header: () => t`IP`, cell: ({ getValue }) => <Text size="sm" ff="monospace">{getValue()}</Text> }),
      column.accessor('status', { id: 'status', header: () => t`Status`, cell: ({ getValue }) => <Fixed w={190}><StateBadge look={NODE_STATUS[getValue()]} /></Fixed> }),
      column.accessor('monitorStatus', { id: 'monitorStatus', header: () => t`Health check`, cell: ({ getValue }) => <Fixed w={130}><StateBadge look={MONITOR_STATUS[getValue()]} /></Fixed> }),
      column.accessor('zoneName', { id: 'zoneName', header: () => t`Zone`, cell: ({ getValue }) => <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{getValue()}</Text> }),
      column.accessor('role', { id: 'role', header: () => t`Role`, cell: ({ getValue }) => i18n._(ROLE[getValue()]) }),
      column.accessor('tier', { id: 'tier', header: () => t`Tier`, cell: ({ getValue }) => i18n._(TIER[getValue()]) }),
      column.accessor('portType', { id: 'portType', header: () => t`Port type`, cell: ({ getValue }) => <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{i18n._(PORT_TYPE[getValue()])}</Text> }),
      column.accessor('version', { id: 'version', header: () => t`Version` }),
      column.accessor('upgradeStatus', { id: 'upgradeStatus', header: () => t`Upgrade`, cell: ({ getValue }) => <Fixed w={140}><StateBadge look={UPGRADE_STATUS[getValue()]} /></Fixed> }),
      column.accessor('bandwidth', { id: 'bandwidth', header: () => t`Bandwidth`, cell: ({ getValue }) => <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{t`${getValue().toLocaleString(i18n.locale)} Mbps`}</Text> }),
      column.accessor('memo', { id: 'memo', header: () => t`Note`, cell: ({ getValue }) => <Text size="sm" miw={160}><UserText value={getValue()} /></Text> }),
      column.display({
        id: 'actions',
        header: () => t`Actions`,
        cell: ({ row }) => <ActionMenu compact nodes={[row.original]} label={t`Actions on ${row.original.name}`} onPick={setPending} />,
      }),
    ],
    [t, i18n],  
  );

  // After the first answer a failed refresh keeps the rows shown (the state line says how old they are).
  const shown = useKeptRows(nodes);
  const counts = nums.data?.data.all;
  const statusOptions = useMemo(() => NODE_STATUSES.map((value) => ({ value, label: i18n._(NODE_STATUS[value].label) })), [i18n]);

  // The filters, as one element kept between renders: a refresh (new rows) does not render the ten inputs again.
  const zoneList = zones.data?.data;
  const groupList = groups.data?.data;
  const { filters, setFilters } = list;
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
        <Select
          aria-label={t`Group`}
          placeholder={t`Every group`}
          clearable
          searchable
          w={190}
          data={groupOptions}
          value={filters.groupID ? String(filters.groupID) : null}
          onChange={(value) => setFilters({ groupID: value ? Number(value) : undefined })}
        />
        <TextInput aria-label={t`Search by node name`} placeholder={t`Node name`} w={150} value={search.name} onChange={(e) => setSearch({ ...search, name: e.currentTarget.value })} />
        <TextInput aria-label={t`Search by IP`} placeholder={t`IP or sub IP`} w={150} value={search.ip} onChange={(e) => setSearch({ ...search, ip: e.currentTarget.value })} />
        <MultiSelect
          aria-label={t`Status`}
          placeholder={filters.statuses?.length ? undefined : t`Any status`}
          clearable
          w={200}
          data={statusOptions}
          value={filters.statuses ?? []}
          onChange={(value) => setFilters({ statuses: value as NodeStatus[] })}
        />
        <MultiSelect
          aria-label={t`Health check`}
          placeholder={filters.monitorStatuses?.length ? undefined : t`Any health check`}
          clearable
          w={190}
          data={(Object.keys(MONITOR_STATUS) as NodeMonitorStatus[]).map((value) => ({ value, label: i18n._(MONITOR_STATUS[value].label) }))}
          value={filters.monitorStatuses ?? []}
          onChange={(value) => setFilters({ monitorStatuses: value as NodeMonitorStatus[] })}
        />
        <MultiSelect
          aria-label={t`Upgrade`}
          placeholder={filters.upgradeStatuses?.length ? undefined : t`Any upgrade state`}
          clearable
          w={190}
          data={(Object.keys(UPGRADE_STATUS) as NodeUpgradeStatus[]).map((value) => ({ value, label: i18n._(UPGRADE_STATUS[value].label) }))}
          value={filters.upgradeStatuses ?? []}
          onChange={(value) => setFilters({ upgradeStatuses: value as NodeUpgradeStatus[] })}
        />
        <Select
          aria-label={t`Role`}
          placeholder={t`Any role`}
          clearable
          w={120}
          data={(Object.keys(ROLE) as NodeRole[]).map((value) => ({ value, label: i18n._(ROLE[value]) }))}
          value={filters.role ?? null}
          onChange={(value) => setFilters({ role: (value as NodeRole | null) ?? undefined })}
        />
        <Select
          aria-label={t`Tier`}
          placeholder={t`Any tier`}
          clearable
          w={120}
          data={(Object.keys(TIER) as NodeTier[]).map((value) => ({ value, label: i18n._(TIER[value]) }))}
          value={filters.tier ?? null}
          onChange={(value) => setFilters({ tier: (value as NodeTier | null) ?? undefined })}
        />
        <Select
          aria-label={t`Port type`}
          placeholder={t`Any port type`}
          clearable
          w={160}
          data={(Object.keys(PORT_TYPE) as NodePortType[]).map((value) => ({ value, label: i18n._(PORT_TYPE[value]) }))}
          value={filters.portType ?? null}
          onChange={(value) => setFilters({ portType: (value as NodePortType | null) ?? undefined })}
        />
        <Select
          aria-label={t`DNS`}
          placeholder={t`Any DNS status`}
          clearable
          w={170}
          data={(Object.keys(DNS_STATUS) as NodeDnsStatus[]).map((value) => ({ value, label: i18n._(DNS_STATUS[value].label) }))}
          value={filters.dnsStatus ?? null}
          onChange={(value) => setFilters({ dnsStatus: (value as NodeDnsStatus | null) ?? undefined })}
        />
        <Select
          aria-label={t`Machine`}
          placeholder={t`Any machine`}
          clearable
          w={160}
          data={(Object.keys(KIND) as NodeKind[]).map((value) => ({ value, label: i18n._(KIND[value]) }))}
          value={filters.kind ?? null}
          onChange={(value) => setFilters({ kind: (value as NodeKind | null) ?? undefined })}
        />
        <TextInput
          aria-label={t`Version`}
          placeholder={t`Version, e.g. 3.8.2`}
          w={160}
          value={search.version}
          error={versionWrong ? t`Enter a whole version such as 3.8.2.` : undefined}
          onChange={(e) => setSearch({ ...search, version: e.currentTarget.value })}
        />
        <TextInput aria-label={t`Search by note`} placeholder={t`Note`} w={140} value={search.memo} onChange={(e) => setSearch({ ...search, memo: e.currentTarget.value })} />
      </>
    ),
    [zoneList, groupList, groupOptions, filters, setFilters, search, versionWrong, statusOptions, t, i18n],
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
      {/* Counts and the refresh line on rows of their own: counts changing width never move the table (no layout shift). */}
      <Stack gap={4} mb="xs">
        {stateChips}
        <RefreshState query={nodes} every={NODE_LIST_REFRESH_MS} />
      </Stack>
      <ResourceTable
        label={t`Initialised nodes`}
        columns={columns}
        query={shown}
        list={list}
        rowId={rowId}
        rowName={rowName}
        height={620}
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
