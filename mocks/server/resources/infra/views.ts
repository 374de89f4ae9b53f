// The contract's view of the infrastructure records. Joins (zone names, group memberships, products) are
// built once per call into an `Index`, so a list of hundreds of rows stays a single pass.
import type { components } from '../../../../src/api/schema';
import type { Store } from '../../state/store.ts';
import { pick } from '../crud-more.ts';
import { listAt } from './access.ts';
import { groupsOf, iso, lineNodeUID, monitorOf, nodesOf, settle, statusNow, virtualNodeUID, zonesOf, type NodeStatus } from './model.ts';
import type { GroupRecord, MonitorGroupRecord, MonitorNodeRecord, NodeRecord, PreheatRecord, VirtualNodeRecord, ZoneRecord } from './model.ts';
import { productsByGroup } from './products.ts';
import { liveSites } from '../sites/state.ts';

type S = components['schemas'];

type Members = ReturnType<typeof membersOf>;
export const membersOf = (store: Store) => ({
  nodeById: new Map(nodesOf(store).nodes.map((n) => [n.id, n])),
  virtualById: new Map(groupsOf(store).virtualNodes.map((v) => [v.id, v])),
});

/** The line node or virtual node a member of a group line names (`n-<id>`, `v-<id>`). */
export const memberOf = (members: Members, uid: string) =>
  (uid.startsWith('n-') ? members.nodeById : members.virtualById).get(Number(uid.slice(2)));

/** The joins of one call, nodes settled: zone names, members, the groups whose lines hold each member (by nodeUID), products and sites. */
type Index = ReturnType<typeof buildIndex>;
export function buildIndex(store: Store, now: number) {
  settle(store, now);
  const groupsByMember = new Map<string, number[]>();
  for (const group of groupsOf(store).groups) {
    for (const uid of new Set([...group.main, ...group.backup])) listAt(groupsByMember, uid).push(group.id);
  }
  return {
    now,
    zoneName: new Map(zonesOf(store).zones.map((z) => [z.id, z.name])),
    ...membersOf(store),
    groupsByMember,
    productsByGroup: productsByGroup(store),
    sitesByProduct: siteCountsByProduct(store),
  };
}

/** How many rows share each key (live sites by product, nodes and groups by zone). */
function countBy<T>(rows: readonly T[], key: (row: T) => number) {
  const map = new Map<number, number>();
  for (const row of rows) map.set(key(row), (map.get(key(row)) ?? 0) + 1);
  return map;
}

/** Live sites by product (a product's room, its list's counts). */
export const siteCountsByProduct = (store: Store) => countBy(liveSites(store), (s) => s.productID);

const zoneOf = (zoneId: number, index: Index) => ({ zoneID: zoneId, zoneName: index.zoneName.get(zoneId) ?? '' });

/** Whether a node's address is published, by its status, once it is on a group line (inactive otherwise). */
const DNS_STATUS: Partial<Record<NodeStatus, S['NodeDnsStatus']>> = { normal: 'active', unknown: 'pending', reconnect: 'pending' };

export function nodeView(node: NodeRecord, index: Index): S['Node'] {
  const groupIDs = index.groupsByMember.get(lineNodeUID(node.id)) ?? [];
  const status = statusNow(node, index.now);
  return {
    ...pick(node, ['id', 'name', 'ip', 'kind', 'tier', 'portType', 'bandwidth', 'memo', 'role', 'monitor', 'monitorStatus', 'version']),
    subNodes: node.subNodes.map((s) => subView(node, s)),
    subIPs: node.subNodes.map((s) => s.ip),
    subNodeType: node.subNodeType,
    status,
    upgradeStatus: node.upgradeStatus,
    dnsStatus: (groupIDs.length > 0 && DNS_STATUS[status]) || 'inactive',
    ...pick(node, ['logRotateTime', 'geneva']),
    ...zoneOf(node.zoneId, index),
    groupIDs: [...groupIDs],
    ...pick(node, ['createdAt', 'updatedAt']),
  };
}

export const subView = (node: NodeRecord, sub: NodeRecord['subNodes'][number]) => ({
  key: `${node.id}-${sub.id}`,
  id: sub.id,
  nodeID: node.id,
  ...pick(sub, ['ip', 'status']),
});

function lineView(members: readonly string[], index: Index): S['ZoneGroupLine'] {
  const line: S['ZoneGroupLine'] = { lineNodes: [], virtualNodes: [] };
  for (const uid of members) {
    const row = memberOf(index, uid);
    if (row && 'records' in row) line.virtualNodes.push({ nodeUID: uid, nodeID: row.id, name: row.name, recordCount: row.records.length });
    else if (row) line.lineNodes.push({ nodeUID: uid, nodeID: row.id, name: row.name, ip: row.ip, status: statusNow(row, index.now) });
  }
  return line;
}

export const linesView = (group: GroupRecord, index: Index) => ({
  main: lineView(group.main, index),
  backup: lineView(group.backup, index),
});

export function groupView(group: GroupRecord, index: Index) {
  const productIDs = index.productsByGroup.get(group.id) ?? [];
  return {
    id: group.id,
    ...zoneOf(group.zoneId, index),
    ...pick(group, ['name', 'memo', 'forceBackup']),
    ...linesView(group, index),
    productIDs: [...productIDs],
    siteCount: siteCount(productIDs, index),
    updatedAt: group.updatedAt,
  };
}

export function recordView(record: VirtualNodeRecord['records'][number], index: Index) {
  const node = record.nodeId === null ? undefined : index.nodeById.get(record.nodeId);
  return {
    ...pick(record, ['id', 'kind']),
    nodeID: record.nodeId,
    nodeName: node?.name ?? null,
    ip: node?.ip ?? null,
    ...pick(record, ['cname', 'createdAt']),
  };
}

export const virtualNodeView = (virtual: VirtualNodeRecord, index: Index) => ({
  id: virtual.id,
  nodeUID: virtualNodeUID(virtual.id),
  ...zoneOf(virtual.zoneId, index),
  ...pick(virtual, ['name', 'memo']),
  records: virtual.records.map((r) => recordView(r, index)),
  groupIDs: [...(index.groupsByMember.get(virtualNodeUID(virtual.id)) ?? [])],
  ...pick(virtual, ['createdAt', 'updatedAt']),
});

const siteCount = (productIDs: Iterable<number>, index: Index) => [...productIDs].reduce((sum, id) => sum + (index.sitesByProduct.get(id) ?? 0), 0);

type ZoneCounts = ReturnType<typeof zoneCounts>;
export function zoneCounts(store: Store, index: Index) {
  const productsByZone = new Map<number, number[]>();
  for (const group of groupsOf(store).groups) listAt(productsByZone, group.zoneId).push(...(index.productsByGroup.get(group.id) ?? []));
  const sites = new Map([...productsByZone].map(([zoneId, products]) => [zoneId, siteCount(new Set(products), index)]));
  return { nodes: countBy(nodesOf(store).nodes, (n) => n.zoneId), groups: countBy(groupsOf(store).groups, (g) => g.zoneId), sites };
}

export const zoneView = (zone: ZoneRecord, counts: ZoneCounts) => ({
  ...pick(zone, ['id', 'name', 'memo', 'settings']),
  nodeCount: counts.nodes.get(zone.id) ?? 0,
  groupCount: counts.groups.get(zone.id) ?? 0,
  siteCount: counts.sites.get(zone.id) ?? 0,
  ...pick(zone, ['createdAt', 'updatedAt']),
});

export const preheatView = (task: PreheatRecord, now: number): S['ZonePreheatTask'] => {
  const done = now >= task.doneAt;
  return {
    ...pick(task, ['id', 'url']),
    status: done ? task.outcome : 'processing',
    message: done ? task.message : null,
    createdAt: iso(task.createdAt),
    updatedAt: iso(done ? task.doneAt : task.createdAt),
  };
};

export const monitorNodeView = (store: Store, node: MonitorNodeRecord) => ({
  ...pick(node, ['id', 'name', 'ip', 'url', 'weight', 'enabled', 'status', 'memo']),
  groupIDs: monitorOf(store).groups.filter((g) => g.nodeIDs.includes(node.id)).map((g) => g.id),
  ...pick(node, ['version', 'createdAt', 'updatedAt']),
});

export const monitorGroupView = (group: MonitorGroupRecord) => pick(group, ['id', 'name', 'memo', 'nodeIDs', 'createdAt', 'updatedAt']);
