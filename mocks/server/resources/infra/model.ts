// Records of the client's infrastructure (spec 3, 4): zones with their settings, ports and preheat tasks;
// nodes (initialised and waiting), their upgrade logs; groups (lines) and virtual nodes; monitor nodes and
// monitor groups. Four resource modules own them (zones, nodes, groups, monitor); each keeps plain JSON.
import type { components } from '../../../../src/api/schema';
import type { Store } from '../../state/store.ts';
import { stateNamed } from '../define.ts';

type Schemas = components['schemas'];
export type NodeStatus = Schemas['NodeStatus'];
export type NodeMonitor = Schemas['NodeMonitor'];

/** Module names (keys of the state file). */
export const ZONES_MODULE = 'infra';
export const NODES_MODULE = 'infra-nodes';
export const GROUPS_MODULE = 'infra-groups';
export const MONITOR_MODULE = 'infra-monitor';

/** A zone as the contract states it, without the counts its view adds. */
export interface ZoneRecord extends Pick<Schemas['Zone'], 'id' | 'name' | 'memo' | 'settings' | 'createdAt' | 'updatedAt'> {
  /** The client root whose zone it is. */
  ownerId: number;
  anticc: Schemas['ZoneAnticc'];
  ipset: { ips: string[]; autoBlockedCount: number; updatedAt: string | null };
  nginx: Schemas['ZoneNginx'];
}

export type PortRecord = Schemas['ZonePort'] & { zoneId: number };

/** A preheat task; its outcome is known at creation and shows once `doneAt` has passed. */
export interface PreheatRecord {
  id: number;
  zoneId: number;
  url: string;
  createdAt: number;
  doneAt: number;
  outcome: 'completed' | 'failed';
  message: string | null;
}

export interface ZonesState {
  seq: { zone: number; port: number; preheat: number };
  zones: ZoneRecord[];
  ports: PortRecord[];
  preheats: PreheatRecord[];
  /** Zones a reseller lets one of its sub-clients use. */
  assignments: { clientId: number; zoneIDs: number[] }[];
}

type SubNodeRecord = Pick<Schemas['NodeSub'], 'id' | 'status'> & { ip: string };

/** A node: the fields of the contract's Node kept as they are, and what its view derives the others from. */
type NodeFields = 'id' | 'name' | 'kind' | 'tier' | 'portType' | 'bandwidth' | 'memo' | 'role' | 'monitor' | 'monitorStatus' | 'version' | 'subNodeType' | 'upgradeStatus' | 'logRotateTime' | 'geneva' | 'createdAt' | 'updatedAt';
export interface NodeRecord extends Pick<Schemas['Node'], NodeFields> {
  ownerId: number;
  zoneId: number;
  ip: string;
  hostname: string;
  os: string;
  /** When the health check set last reports (a new check starts as unknown). */
  monitorCheckAt: number | null;
  subNodes: SubNodeRecord[];
  nextSubId: number;
  /** The addresses of the machine and their network interfaces. */
  interfaces: { ip: string; interface: string }[];
  /** The settled status; `transient` shows instead until it ends (a restart, a fresh initialisation). */
  status: NodeStatus;
  transient: { status: NodeStatus; until: number } | null;
  /** An upgrade under way: it ends with `outcome` at `until`. */
  upgrade: { logId: number; toVersion: string; until: number; outcome: 'updateComplete' | 'updateFailed'; message: string } | null;
  cpuCores: number;
  memTotalKb: number;
  diskTotalKb: number;
  bootedAt: number;
  registeredAt: string;
  lastLogRotateAt: string | null;
  cacheClearedAt: string | null;
  /** The last purge of cached URLs (type 1 exact URLs, 2 prefixes). */
  lastPurge: { at: string; type: 1 | 2; count: number } | null;
}

/** A node whose agent registered and that waits to be initialised into a zone. */
export type PendingNodeRecord = Omit<Schemas['NodeUninitialized'], 'ip'> & Pick<NodeRecord, 'ownerId' | 'ip' | 'interfaces' | 'cpuCores' | 'memTotalKb' | 'diskTotalKb'>;

export type UpgradeLogRecord = Omit<Schemas['NodeUpgradeLog'], 'nodeID'> & { nodeId: number };

export interface NodesState {
  seq: { node: number; upgradeLog: number };
  nodes: NodeRecord[];
  pending: PendingNodeRecord[];
  upgradeLogs: UpgradeLogRecord[];
}

export interface GroupRecord extends Pick<Schemas['ZoneGroup'], 'id' | 'name' | 'memo' | 'forceBackup' | 'updatedAt'> {
  zoneId: number;
  /** Members: `n-<nodeId>` line nodes, `v-<virtualNodeId>` virtual nodes. */
  main: string[];
  backup: string[];
  createdAt: string;
}

export type VirtualRecord = Pick<Schemas['VirtualNodeRecord'], 'id' | 'kind' | 'cname' | 'createdAt'> & { nodeId: number | null };

export type VirtualNodeRecord = Pick<Schemas['VirtualNode'], 'id' | 'name' | 'memo' | 'createdAt' | 'updatedAt'> & { zoneId: number; records: VirtualRecord[] };

/** The groups a product of the sites module resolves to (kept here, the product itself is the sites module's). */
export interface ProductGroupLink {
  productId: number;
  ownerId: number;
  groupIDs: number[];
  backupGroupID: number | null;
}

export interface GroupsState {
  seq: { group: number; virtualNode: number; record: number };
  groups: GroupRecord[];
  virtualNodes: VirtualNodeRecord[];
  productGroups: ProductGroupLink[];
}

export type MonitorNodeRecord = Omit<Schemas['MonitorNode'], 'groupIDs' | 'ip'> & { ownerId: number; ip: string; hostname: string; registeredAt: string };

type MonitorPendingRecord = Omit<Schemas['MonitorNodePending'], 'ip'> & { ownerId: number; ip: string };

export type MonitorGroupRecord = Schemas['MonitorGroup'] & { ownerId: number };

export interface MonitorState {
  seq: { node: number; group: number };
  nodes: MonitorNodeRecord[];
  pending: MonitorPendingRecord[];
  groups: MonitorGroupRecord[];
}

export const zonesOf = (store: Store) => stateNamed<ZonesState>(store, ZONES_MODULE);
export const nodesOf = (store: Store) => stateNamed<NodesState>(store, NODES_MODULE);
export const groupsOf = (store: Store) => stateNamed<GroupsState>(store, GROUPS_MODULE);
export const monitorOf = (store: Store) => stateNamed<MonitorState>(store, MONITOR_MODULE);

/** Ids of nodes and virtual nodes on group lines. */
export const lineNodeUID = (nodeId: number) => `n-${nodeId}`;
export const virtualNodeUID = (virtualNodeId: number) => `v-${virtualNodeId}`;

/** The groups whose lines (main or backup) hold a member (nodeUID). */
export const groupsHolding = (store: Store, uid: string) => groupsOf(store).groups.filter((g) => g.main.includes(uid) || g.backup.includes(uid));

export const iso = (ms: number) => new Date(ms).toISOString();

// The simulated nodes move on with time: a restart ends, an upgrade completes or fails, a new health check
// reports. Records keep when that happens; `settle` applies what is due (cheap: one pass over the nodes).

export const statusNow = (node: NodeRecord, now: number) =>
  node.transient !== null && now < node.transient.until ? node.transient.status : node.status;

/** What a health check reports about a node in this status (an error in the others). */
const CHECKED: Partial<Record<NodeStatus, NodeRecord['monitorStatus']>> = { normal: 'normal', paused: 'normal', unknown: 'unknown', reconnect: 'unknown' };
export const checkResult = (monitor: NodeMonitor, status: NodeStatus) => (monitor.type === 'none' ? 'unknown' : (CHECKED[status] ?? 'error'));

/** Applies every transition that is due; answers whether anything changed. */
function settleNode(store: Store, node: NodeRecord, now: number) {
  const ended = node.transient !== null && now >= node.transient.until;
  const run = node.upgrade !== null && now >= node.upgrade.until ? node.upgrade : null;
  const checkedAt = node.monitorCheckAt !== null && now >= node.monitorCheckAt ? node.monitorCheckAt : null;
  if (ended) node.transient = null;
  if (run) {
    if (run.outcome === 'updateComplete') node.version = run.toVersion;
    Object.assign(node, { upgradeStatus: run.outcome, upgrade: null, updatedAt: iso(run.until) });
    const log = nodesOf(store).upgradeLogs.find((l) => l.id === run.logId);
    if (log) Object.assign(log, { status: run.outcome, message: run.message, updatedAt: iso(run.until) });
  }
  if (checkedAt !== null) {
    node.monitorStatus = checkResult(node.monitor, statusNow(node, checkedAt));
    node.monitorCheckAt = null;
  }
  return ended || run !== null || checkedAt !== null;
}

export function settle(store: Store, now: number) {
  if (nodesOf(store).nodes.filter((node) => settleNode(store, node, now)).length) store.changed();
}
