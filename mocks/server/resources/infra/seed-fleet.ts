// More of Northwind's fleet, so that the node list shows a realistic page: 24 nodes over its three zones in every
// state (unknown, normal, error, NATS error, paused, offline, reconnect), with every upgrade state, both roles,
// both tiers, and their health checks. Ids 101-124 (below the ids the console hands out).
import type { NodeMonitor, NodeRecord, NodeStatus } from './model.ts';

/** A seeded node as written (seed.ts makes the record): what it leaves out takes the common value. */
export type NodeSpec = Pick<NodeRecord, 'id' | 'name' | 'ip' | 'status'> &
  Partial<Pick<NodeRecord, 'tier' | 'kind' | 'portType' | 'role' | 'version' | 'bandwidth' | 'memo' | 'monitor' | 'logRotateTime' | 'geneva'>> & {
    owner?: number;
    zone: number;
    upgrade?: NodeRecord['upgradeStatus'];
    subs?: { ip: string; status: NodeStatus }[];
    subType?: 'ip' | 'machine';
    extraIps?: string[];
    days: number;
  };

const HTTP: NodeMonitor = { type: 'http', url: 'http://{host}/.well-known/parapet/health', port: null, content: 'ok', interval: 30, failureAction: 'none' };
export const TCP: NodeMonitor = { type: 'tcp', url: null, port: 443, content: '', interval: 60, failureAction: 'none' };

const STATES: NodeStatus[] = ['normal', 'normal', 'normal', 'error', 'natsError', 'paused', 'offline', 'reconnect', 'unknown', 'normal', 'normal', 'offline'];
const CITIES: [zone: number, code: string, net: (n: number) => string][] = [
  [1, 'khh', (n) => `203.0.113.${130 + n}`],
  [2, 'kix', (n) => `198.51.100.${130 + n}`],
  [3, 'ams', (n) => `192.0.2.${130 + n}`],
];
const UPGRADES: [string, NodeRecord['upgradeStatus']][] = [
  ['3.8.2', 'updateComplete'],
  ['3.8.1', 'notUpdated'],
  ['3.8.2', 'updateComplete'],
  ['3.8.1', 'updateFailed'],
  ['3.8.0', 'notUpdated'],
  ['3.8.2', 'updateComplete'],
];
const MEMOS = ['', 'Leased from the local IX', '', 'Spare power supply fitted', '', 'Cache disks: 4 x 3.84 TB NVMe', '', ''];

export const FLEET_SPECS: NodeSpec[] = Array.from({ length: 24 }, (_, i) => {
  const [zone, code, ip] = CITIES[i % 3]!;
  const n = Math.floor(i / 3) + 1;
  const [version, upgrade] = UPGRADES[i % UPGRADES.length]!;
  const relay = i % 8 === 7;
  return {
    id: 101 + i,
    zone,
    name: `${relay ? 'relay' : 'edge'}-${code}-${String(n).padStart(2, '0')}`,
    ip: ip(n),
    status: STATES[i % STATES.length]!,
    tier: relay ? 'relay' : 'edge',
    portType: 'L7',
    role: i % 4 === 3 ? 'backup' : 'main',
    version,
    upgrade,
    bandwidth: [1000, 5000, 10000, 20000][i % 4],
    memo: MEMOS[i % MEMOS.length],
    monitor: i % 2 === 0 ? HTTP : TCP,
    logRotateTime: i % 3 === 0 ? 24 : 0,
    days: 30 + i * 3,
  };
});
