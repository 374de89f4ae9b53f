// The seeded infrastructure: Northwind (client 102) runs three zones with forty-two nodes in every state (the fleet below adds 24),
// Skyline (103, a reseller) one zone it lends to its sub-client Bluefin (104). Fixed dates follow the base
// seed (SEED_EPOCH); what is under way (an upgrade, a preheat, a restart) is relative to the seeding moment.
import { seedDate } from '../../state/seed-data.ts';
import { pick } from '../crud-more.ts';
import { defaultGeneva, defaultMonitor, defaultNginxHttp, defaultNginxStream, defaultNginxWorker, LATEST_RELEASE, newZone } from './defaults.ts';
import { checkResult, iso, type NodeStatus } from './model.ts';
import type { GroupsState, MonitorState, NodeMonitor, NodeRecord, NodesState, PendingNodeRecord, UpgradeLogRecord, ZoneRecord, ZonesState } from './model.ts';

const NORTHWIND = 102;
const SKYLINE = 103;
const BLUEFIN = 104;

const zone = (id: number, ownerId: number, name: string, memo: string, days: number, patch: Partial<ZoneRecord> = {}): ZoneRecord => ({
  ...newZone(id, ownerId, name, memo, seedDate(days), seedDate(Math.max(0, days - 200))),
  ...patch,
});

export function seedZones(now: number): ZonesState {
  const taipei = zone(1, NORTHWIND, 'Taipei', 'Taipei edge and relay nodes (Chief Telecom, Neihu)', 280, {
    settings: { http2: { enable: true }, http3: { enable: true }, forceSSLRedirectCode: 301, invalidDomainLimitCount: 120, tlsLimitCount: 300 },
    anticc: { enable: true, seconds: 10, times: 200, blockSeconds: 600 },
    ipset: { ips: ['198.51.100.23', '203.0.113.240/28', '2001:db8:4f::/48'], autoBlockedCount: 17, updatedAt: seedDate(2) },
  });
  taipei.nginx = {
    enable: true,
    http: { ...defaultNginxHttp(), enable: true, clientMaxBodySize: 200, clientHeaderBufferSize: 8, proxyReadTimeout: 90, proxyCacheMaxSize: 500 },
    stream: { ...defaultNginxStream(), enable: true },
    worker: { ...defaultNginxWorker(), enable: true },
    custom: { enable: true, http: "map $http_upgrade $connection_upgrade {\n  default upgrade;\n  '' close;\n}", server: 'add_header X-Edge-Zone Taipei always;', stream: '' },
  };
  const tokyo = zone(2, NORTHWIND, 'Tokyo', 'Tokyo edge nodes (Equinix TY8) and the Osaka spare', 240, {
    settings: { http2: { enable: true }, http3: { enable: false }, forceSSLRedirectCode: 308, invalidDomainLimitCount: 60, tlsLimitCount: 0 },
    ipset: { ips: ['192.0.2.77'], autoBlockedCount: 3, updatedAt: seedDate(6) },
  });
  tokyo.nginx.worker = { enable: true, workerProcesses: 16, workerConnections: 32768, workerRlimitNofile: 65535 };
  const frankfurt = zone(3, NORTHWIND, 'Frankfurt', 'Frankfurt relay and edge nodes (DE-CIX)', 170, {
    settings: { http2: { enable: true }, http3: { enable: true }, forceSSLRedirectCode: 302, invalidDomainLimitCount: 0, tlsLimitCount: 500 },
  });
  const singapore = zone(4, SKYLINE, 'Singapore', 'Shared edge for Skyline customers', 90);
  const zones = [taipei, tokyo, frankfurt, singapore];

  const ports: ZonesState['ports'] = [];
  let portId = 0;
  const port = (zoneId: number, number: number, portType: 'L7' | 'L4', protocol: 'http' | 'https' | 'tcp' | 'udp', memo = '') =>
    ports.push({ id: (portId += 1), zoneId, port: number, portType, protocol, memo });
  for (const z of zones) {
    port(z.id, 80, 'L7', 'http');
    port(z.id, 443, 'L7', 'https');
  }
  port(taipei.id, 25565, 'L4', 'tcp', 'Game server forwarding for play.tidewater-games.example');
  port(tokyo.id, 8080, 'L7', 'http', 'Alternate HTTP for legacy players');
  port(frankfurt.id, 30000, 'L4', 'udp', 'Voice relay');

  const minute = 60_000;
  const preheats: ZonesState['preheats'] = [
    { id: 1, zoneId: taipei.id, url: 'https://shop.harbor-tea.example/static/app.3f9a2c.js', createdAt: now - 26 * 60 * minute, doneAt: now - 26 * 60 * minute + 42_000, outcome: 'completed', message: null },
    { id: 2, zoneId: taipei.id, url: 'https://shop.harbor-tea.example/media/autumn-oolong.mp4', createdAt: now - 26 * 60 * minute, doneAt: now - 26 * 60 * minute + 65_000, outcome: 'failed', message: 'origin answered 404' },
    { id: 3, zoneId: taipei.id, url: 'https://www.lantern-books.example/catalogue/winter-2026.pdf', createdAt: now - 3 * minute, doneAt: now + 30 * minute, outcome: 'completed', message: null },
    { id: 4, zoneId: tokyo.id, url: 'https://cdn.lantern-books.example/covers/sprite.webp', createdAt: now - 90 * minute, doneAt: now - 89 * minute, outcome: 'completed', message: null },
  ];

  return {
    seq: { zone: 10, port: 100, preheat: 100 },
    zones,
    ports,
    preheats,
    assignments: [{ clientId: BLUEFIN, zoneIDs: [singapore.id] }],
  };
}

// More of Northwind's fleet, so that the node list shows a realistic page: 24 nodes over its three zones in every
// state (unknown, normal, error, NATS error, paused, offline, reconnect), with every upgrade state, both roles,
// both tiers, and their health checks. Ids 101-124 (below the ids the console hands out).
/** A seeded node as written: what it leaves out takes the common value (COMMON). */
type NodeSpec = Pick<NodeRecord, 'id' | 'name' | 'ip' | 'status'> &
  Partial<Pick<NodeRecord, 'tier' | 'kind' | 'portType' | 'role' | 'version' | 'bandwidth' | 'memo' | 'monitor' | 'logRotateTime' | 'geneva'>> & {
    owner?: number;
    zone: number;
    upgrade?: NodeRecord['upgradeStatus'];
    subs?: { ip: string; status: NodeStatus }[];
    subType?: 'ip' | 'machine';
    extraIps?: string[];
    days: number;
  };

const HEALTH_URL = 'http://{host}/.well-known/parapet/health';
const HTTP: NodeMonitor = { type: 'http', url: HEALTH_URL, port: null, content: 'ok', interval: 30, failureAction: 'none' };
const TCP: NodeMonitor = { type: 'tcp', url: null, port: 443, content: '', interval: 60, failureAction: 'none' };

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

const FLEET_SPECS: NodeSpec[] = Array.from({ length: 24 }, (_, i) => {
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

const HTTP_CHECK: NodeMonitor = { ...HTTP, failureAction: 'pause' };

const NODE_SPECS: NodeSpec[] = [
  // Taipei
  { id: 41, zone: 1, name: 'edge-tpe-01', ip: '203.0.113.11', status: 'normal', portType: 'L4', bandwidth: 10000, memo: 'Chief Telecom rack 3', monitor: HTTP_CHECK, subs: [{ ip: '203.0.113.111', status: 'normal' }], subType: 'ip', extraIps: ['203.0.113.112'], logRotateTime: 24, days: 280 },
  { id: 42, zone: 1, name: 'edge-tpe-02', ip: '203.0.113.12', status: 'paused', kind: 'virtual', monitor: TCP, version: '3.8.1', upgrade: 'updateFailed', geneva: { enable: true, version: 'v2', window: 1 }, days: 280 },
  { id: 43, zone: 1, name: 'edge-tpe-03', ip: '203.0.113.13', status: 'normal', bandwidth: 10000, version: '3.8.1', upgrade: 'notUpdated', memo: 'Chief Telecom rack 3', days: 250 },
  { id: 44, zone: 1, name: 'edge-tpe-04', ip: '203.0.113.14', status: 'reconnect', role: 'backup', bandwidth: 5000, days: 200 },
  { id: 45, zone: 1, name: 'relay-tpe-01', ip: '203.0.113.21', status: 'normal', tier: 'relay', kind: 'virtual', bandwidth: 20000, memo: 'Relay to origins in Hsinchu', days: 270 },
  { id: 46, zone: 1, name: 'edge-tpe-05', ip: '203.0.113.15', status: 'error', bandwidth: 10000, monitor: HTTP_CHECK, memo: 'Disk SMART warnings, replacement ordered', days: 120 },
  { id: 47, zone: 1, name: 'edge-tpe-06', ip: '203.0.113.16', status: 'normal', bandwidth: 10000, version: '3.8.1', upgrade: 'updating', days: 90 },
  // Tokyo
  { id: 51, zone: 2, name: 'edge-tyo-01', ip: '198.51.100.14', status: 'normal', portType: 'L4', bandwidth: 10000, monitor: HTTP_CHECK, subs: [{ ip: '198.51.100.114', status: 'normal' }, { ip: '198.51.100.115', status: 'offline' }], subType: 'machine', logRotateTime: 12, days: 240 },
  { id: 52, zone: 2, name: 'edge-tyo-02', ip: '198.51.100.15', status: 'natsError', bandwidth: 10000, version: '3.8.1', upgrade: 'notUpdated', memo: 'NATS link flaps since the TY8 maintenance', days: 240 },
  { id: 53, zone: 2, name: 'edge-tyo-03', ip: '198.51.100.16', status: 'offline', role: 'backup', bandwidth: 2000, version: '3.7.4', upgrade: 'notUpdated', days: 230 },
  { id: 54, zone: 2, name: 'edge-tyo-04', ip: '198.51.100.17', status: 'unknown', bandwidth: 10000, upgrade: 'notUpdated', days: 1 },
  { id: 55, zone: 2, name: 'relay-tyo-01', ip: '198.51.100.21', status: 'normal', tier: 'relay', role: 'backup', bandwidth: 20000, geneva: { enable: true, version: 'v2', window: 1 }, days: 210 },
  { id: 56, zone: 2, name: 'edge-osa-01', ip: '198.51.100.18', status: 'normal', version: '2.9.6', upgrade: 'notUpdated', memo: 'Osaka spare on the old 2.x agent: reinstall to upgrade', days: 400 },
  // Frankfurt
  { id: 61, zone: 3, name: 'edge-fra-01', ip: '192.0.2.11', status: 'normal', portType: 'L4', bandwidth: 10000, geneva: { enable: true, version: 'v1', window: 10 }, extraIps: ['2001:db8:f0::11'], logRotateTime: 24, days: 170 },
  { id: 62, zone: 3, name: 'edge-fra-02', ip: '192.0.2.12', status: 'normal', bandwidth: 10000, days: 170 },
  { id: 63, zone: 3, name: 'edge-fra-03', ip: '192.0.2.13', status: 'paused', role: 'backup', bandwidth: 5000, memo: 'Paused for the DE-CIX port migration', days: 160 },
  { id: 64, zone: 3, name: 'relay-fra-01', ip: '192.0.2.21', status: 'normal', tier: 'relay', bandwidth: 20000, days: 165 },
  { id: 65, zone: 3, name: 'edge-fra-04', ip: '2001:db8:f0::14', status: 'offline', version: '3.8.0', upgrade: 'notUpdated', days: 60 },
  // Singapore (Skyline)
  { id: 81, owner: SKYLINE, zone: 4, name: 'edge-sin-01', ip: '203.0.113.81', status: 'normal', bandwidth: 5000, monitor: HTTP_CHECK, days: 90 },
  { id: 82, owner: SKYLINE, zone: 4, name: 'edge-sin-02', ip: '203.0.113.82', status: 'normal', bandwidth: 5000, days: 90 },
  { id: 83, owner: SKYLINE, zone: 4, name: 'edge-sin-03', ip: '203.0.113.83', status: 'offline', role: 'backup', days: 85 },
];

/** A small deterministic number from an id (hardware sizes, loads). */
const byId = <T>(id: number, options: readonly T[]): T => options[id % options.length];

const COMMON = {
  owner: NORTHWIND,
  kind: 'normal',
  tier: 'edge',
  portType: 'L7',
  bandwidth: 1000,
  memo: '',
  role: 'main',
  monitor: defaultMonitor(),
  version: LATEST_RELEASE.version,
  upgrade: 'updateComplete',
  logRotateTime: 0,
} as const;

function nodeFrom(spec: NodeSpec, now: number): NodeRecord {
  const s = { ...COMMON, ...spec };
  const subs = s.subs ?? [];
  return {
    id: s.id,
    ownerId: s.owner,
    zoneId: s.zone,
    ...pick(s, ['name', 'ip']),
    hostname: s.name,
    os: byId(s.id, ['Ubuntu 24.04.1 LTS', 'Debian GNU/Linux 12 (bookworm)', 'Rocky Linux 9.4 (Blue Onyx)']),
    ...pick(s, ['kind', 'tier', 'portType', 'bandwidth', 'memo', 'role']),
    monitor: { ...s.monitor },
    monitorStatus: s.id === 42 ? 'error' : checkResult(s.monitor, s.status),
    monitorCheckAt: null,
    version: s.version,
    subNodeType: subs.length ? (s.subType ?? 'ip') : null,
    subNodes: subs.map((sub, i) => ({ id: i + 1, ...sub })),
    nextSubId: subs.length + 1,
    interfaces: [
      { ip: s.ip, interface: 'eth0' },
      ...subs.map((sub) => ({ ip: sub.ip, interface: s.subType === 'machine' ? 'eth1' : 'eth0' })),
      ...(s.extraIps ?? []).map((ip) => ({ ip, interface: ip.includes(':') ? 'eth1' : 'eth0' })),
    ],
    status: s.status,
    transient: null,
    upgradeStatus: s.upgrade,
    upgrade: null,
    logRotateTime: s.logRotateTime,
    geneva: s.geneva ? { ...s.geneva } : defaultGeneva(),
    cpuCores: byId(s.id, [8, 16, 32]),
    memTotalKb: byId(s.id, [33554432, 67108864, 134217728]),
    diskTotalKb: byId(s.id, [976762584, 1953514584, 3907029168]),
    bootedAt: now - (s.id % 17 + 3) * 86_400_000,
    registeredAt: seedDate(s.days + 1),
    lastLogRotateAt: s.logRotateTime ? seedDate(1) : null,
    cacheClearedAt: null,
    lastPurge: null,
    createdAt: seedDate(s.days),
    updatedAt: seedDate(Math.min(s.days, s.id % 9)),
  };
}

const PENDING: Omit<PendingNodeRecord, 'interfaces' | 'cpuCores' | 'memTotalKb' | 'diskTotalKb'>[] = [
  { id: 71, ownerId: NORTHWIND, ip: '192.0.2.45', hostname: 'edge-lax-01', os: 'Ubuntu 24.04.1 LTS', version: '3.8.2', status: 'normal', registeredAt: seedDate(0.5) },
  { id: 72, ownerId: NORTHWIND, ip: '192.0.2.46', hostname: 'edge-lax-02', os: 'Ubuntu 24.04.1 LTS', version: '3.8.2', status: 'offline', registeredAt: seedDate(0.5) },
  { id: 73, ownerId: NORTHWIND, ip: '198.51.100.60', hostname: 'edge-osa-02', os: 'Debian GNU/Linux 12 (bookworm)', version: '3.8.1', status: 'normal', registeredAt: seedDate(3) },
  { id: 84, ownerId: SKYLINE, ip: '203.0.113.84', hostname: 'edge-sin-04', os: 'Ubuntu 24.04.1 LTS', version: '3.8.2', status: 'normal', registeredAt: seedDate(2) },
];

export function seedNodes(now: number): NodesState {
  const nodes = [...NODE_SPECS, ...FLEET_SPECS].map((spec) => nodeFrom(spec, now));
  /** An upgrade log written at `at`, to 3.8.2 unless said. */
  const log = (id: number, nodeId: number, fromVersion: string, status: UpgradeLogRecord['status'], message: string, at: string, toVersion = '3.8.2') =>
    ({ id, nodeId, fromVersion, toVersion, status, message, createdAt: at, updatedAt: at });
  const logs = [
    log(301, 42, '3.7.4', 'updateComplete', 'upgraded and restarted', seedDate(80), '3.8.1'),
    log(377, 42, '3.8.1', 'updateFailed', 'download failed: connection reset by peer', seedDate(1)),
    log(310, 41, '3.8.1', 'updateComplete', 'upgraded and restarted', seedDate(9)),
    log(311, 61, '3.8.1', 'updateComplete', 'upgraded and restarted', seedDate(9)),
    log(378, 47, '3.8.1', 'updating', 'downloading parapet-agent 3.8.2', iso(now - 120_000)),
  ];
  const upgrading = nodes.find((n) => n.id === 47);
  if (upgrading) upgrading.upgrade = { logId: 378, toVersion: LATEST_RELEASE.version, until: now + 20 * 60_000, outcome: 'updateComplete', message: 'upgraded and restarted' };
  const pending: PendingNodeRecord[] = PENDING.map((p) => ({
    ...p,
    interfaces: [{ ip: p.ip, interface: 'eth0' }],
    cpuCores: byId(p.id, [8, 16, 32]),
    memTotalKb: byId(p.id, [33554432, 67108864]),
    diskTotalKb: 1953514584,
  }));
  return { seq: { node: 100, upgradeLog: 400 }, nodes, pending, upgradeLogs: logs };
}

export function seedGroups(): GroupsState {
  const group = (id: number, zoneId: number, name: string, memo: string, main: string[], backup: string[], days: number, forceBackup = false) =>
    ({ id, zoneId, name, memo, forceBackup, main, backup, createdAt: seedDate(days), updatedAt: seedDate(Math.max(0, days - 100)) });
  /** A virtual node made [days ago, updated days ago] with its records: [id, CNAME] or [id, node id]. */
  const virtual = (id: number, zoneId: number, name: string, memo: string, [days, updated]: [number, number], ...records: [number, string | number][]) => ({
    id, zoneId, name, memo,
    records: records.map(([recordId, to]) => ({ id: recordId, kind: typeof to === 'string' ? ('cname' as const) : ('node' as const), nodeId: typeof to === 'number' ? to : null, cname: typeof to === 'string' ? to : null, createdAt: seedDate(days) })),
    createdAt: seedDate(days), updatedAt: seedDate(updated),
  });
  return {
    seq: { group: 50, virtualNode: 10, record: 100 },
    groups: [
      group(11, 1, 'tpe-main', 'Default line for Taiwan customers', ['n-41', 'n-42', 'n-43', 'v-1'], ['n-44'], 270),
      group(12, 1, 'tpe-overflow', 'Spare line for traffic peaks', ['n-46', 'n-47'], ['n-44'], 200),
      group(13, 1, 'tpe-lab', 'Staging line, not sold', [], [], 30),
      group(21, 2, 'tyo-main', 'Default line for Japan customers', ['n-51', 'n-52', 'n-54'], ['n-53', 'v-2'], 230),
      group(31, 3, 'fra-main', 'Default line for EU customers', ['n-61', 'n-62'], ['n-63'], 160, true),
      group(41, 4, 'sin-main', 'Skyline shared line', ['n-81', 'n-82'], ['n-83'], 88),
      // A second group in every zone (issue 11: two groups per zone with main and backup lines).
      group(22, 2, 'tyo-west', 'Line for western Japan, sharing the Tokyo nodes', ['n-52'], ['n-53'], 200),
      group(32, 3, 'fra-second', 'Second EU line on the same nodes', ['n-62'], ['n-63'], 120),
      group(42, 4, 'sin-backup', 'Skyline backup line', ['n-82'], ['n-83'], 60),
    ],
    virtualNodes: [
      virtual(1, 1, 'partner-cdn-taipei', 'Overflow to the partner CDN in Taipei', [150, 18], [31, 'tpe.edge.partner-cdn.example'], [32, 43]),
      virtual(2, 2, 'partner-cdn-tokyo', 'Overflow to the partner CDN in Tokyo', [140, 40], [33, 'tyo.edge.partner-cdn.example'], [34, 55]),
      virtual(3, 3, 'fra-relay-pool', 'Relay addresses kept for a second EU line', [60, 60], [35, 64]),
    ],
    productGroups: [],
  };
}

export function seedMonitor(): MonitorState {
  const node = (id: number, ownerId: number, name: string, ip: string, url: string, weight: number, enabled: boolean, status: 'unknown' | 'normal' | 'error', memo: string, days: number) =>
    ({ id, ownerId, name, ip, hostname: name, url, weight, enabled, status, memo, version: '1.4.0', registeredAt: seedDate(days + 1), createdAt: seedDate(days), updatedAt: seedDate(Math.max(0, days - 150)) });
  return {
    seq: { node: 20, group: 10 },
    nodes: [
      node(4, NORTHWIND, 'probe-sgp-01', '198.51.100.77', HEALTH_URL, 60, true, 'normal', 'Singapore vantage point', 226),
      node(5, NORTHWIND, 'probe-fra-01', '2001:db8:7a::5', '{host}/healthz', 40, false, 'error', '', 157),
      node(6, NORTHWIND, 'probe-tpe-01', '203.0.113.90', HEALTH_URL, 80, true, 'normal', 'Taipei vantage point (HiNet)', 200),
      node(9, SKYLINE, 'probe-sin-01', '203.0.113.91', 'http://{host}/healthz', 100, true, 'normal', '', 80),
    ],
    pending: [
      { id: 7, ownerId: NORTHWIND, ip: '192.0.2.120', hostname: 'probe-nrt-01', version: '1.4.0', registeredAt: seedDate(0.2) },
      { id: 8, ownerId: NORTHWIND, ip: '192.0.2.121', hostname: 'probe-lax-01', version: '1.4.0', registeredAt: seedDate(0.1) },
      { id: 10, ownerId: SKYLINE, ip: '203.0.113.92', hostname: 'probe-hkg-01', version: '1.3.2', registeredAt: seedDate(4) },
    ],
    groups: [
      { id: 2, ownerId: NORTHWIND, name: 'apac-probes', memo: 'Probes that check Taipei and Tokyo', nodeIDs: [4, 6], createdAt: seedDate(226), updatedAt: seedDate(5) },
      { id: 3, ownerId: NORTHWIND, name: 'eu-probes', memo: '', nodeIDs: [], createdAt: seedDate(157), updatedAt: seedDate(157) },
      { id: 4, ownerId: SKYLINE, name: 'sin-probes', memo: '', nodeIDs: [9], createdAt: seedDate(80), updatedAt: seedDate(80) },
    ],
  };
}
