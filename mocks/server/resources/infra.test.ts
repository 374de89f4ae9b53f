// @vitest-environment node
// The infrastructure modules (zones, nodes, groups, monitor) through HTTP: every operation, the business
// rules with their codes (a refused call changes nothing), time-driven node actions and tenancy.
import { beforeEach, describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/schema';
import { useTestBackend } from '../test-backend.ts';
import type { CallOptions } from '../testing.ts';
import { linkProductGroups } from './groups.resource.ts';
import nodesModule from './nodes.resource.ts';

type S = components['schemas'];
type Envelope = S['ErrorEnvelope'];
type List<T> = { data: T[]; total: number };

const MODULES = ['infra', 'infra-nodes', 'infra-groups', 'infra-monitor'];

let offset = 0;

beforeEach(() => {
  offset = 0;
});
const { t, tokens } = useTestBackend({ backend: { now: () => Date.now() + offset }, signIn: ['northwind', 'skyline'] });

const snapshot = () => JSON.stringify(MODULES.map((m) => t.backend.store.resources[m]));
const get = <T>(path: string, token: string, query?: CallOptions['query']) => t.call<T>('GET', path, { token, query });
const send = <T = Envelope>(method: string, path: string, token: string, body?: unknown) => t.call<T>(method, path, { token, body });

/** The call is refused with `code` and changes nothing. */
async function refused(code: number, method: string, path: string, token: string, body?: unknown): Promise<Envelope> {
  const before = snapshot();
  const answer = await send(method, path, token, body);
  expect(answer.body.code, JSON.stringify(answer.body)).toBe(code);
  expect(snapshot()).toBe(before);
  return answer.body;
}

async function ok(method: string, path: string, token: string, body?: unknown): Promise<void> {
  const answer = await send(method, path, token, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

const nodeOf = async (id: number, token = tokens.northwind) => {
  const list = await get<List<S['Node']>>('/client/nodes/initialized', token, { pageSize: 500 });
  return list.body.data.find((n) => n.id === id);
};

/** Limits of an issued licence (the admin back office's order record). */
function setOrderLimit(clientId: number, key: string, value: number): void {
  const state = t.backend.store.resources['system-licenses'] as { orders: Record<string, unknown>[] };
  const order = state.orders.find((o) => o.userID === clientId);
  if (!order) throw new Error(`no order for ${clientId}`);
  order[key] = value;
}

describe('zones', () => {
  it('lists the caller tenant zones, sorted, filtered and paged; sub-clients see the zones lent to them', async () => {
    const zones = await get<List<S['Zone']>>('/client/zones', tokens.northwind);
    expect(zones.body.total).toBe(3);
    expect(zones.body.data.map((z) => [z.name, z.nodeCount, z.groupCount])).toEqual([['Taipei', 15, 3], ['Tokyo', 14, 2], ['Frankfurt', 13, 2]]);
    const sorted = await get<List<S['Zone']>>('/client/zones', tokens.northwind, { sortBy: 'name', orderBy: 'desc', pageSize: 2 });
    expect(sorted.body.data.map((z) => z.name)).toEqual(['Tokyo', 'Taipei']);
    expect((await get<List<S['Zone']>>('/client/zones', tokens.northwind, { name: 'FRANK' })).body.data.map((z) => z.id)).toEqual([3]);
    expect((await get<Envelope>('/client/zones', tokens.northwind, { sortBy: 'colour' })).body.code).toBe(101003);
    expect((await get<List<S['Zone']>>('/client/zones', tokens.skyline)).body.data.map((z) => z.name)).toEqual(['Singapore']);
    const blue = await t.tokenOf('bluefin');
    expect((await get<S['ClientInfraMetaList']>('/client/metaZones', blue)).body.data).toEqual([{ id: 4, name: 'Singapore' }]);
    expect((await get<S['ClientInfraMetaList']>('/client/metaZones', tokens.northwind)).body.data.map((z) => z.name)).toEqual(['Taipei', 'Tokyo', 'Frankfurt']);
    // A lent zone is not the sub-client's to change.
    await refused(101018, 'PUT', '/client/zone/4/setting/http2', blue, { enable: false });
  });

  it('creates a zone with the default settings; a taken name is 201002; renames and notes', async () => {
    const created = await send<{ data: S['Zone'] }>('POST', '/client/zone', tokens.northwind, { name: 'Los-Angeles', memo: 'LAX edge nodes' });
    expect(created.body.data).toMatchObject({ name: 'Los-Angeles', memo: 'LAX edge nodes', nodeCount: 0, groupCount: 0, siteCount: 0, settings: { http2: { enable: true }, forceSSLRedirectCode: 301 } });
    const id = created.body.data.id;
    const nginx = await get<{ data: S['ZoneNginx'] }>(`/client/zone/${id}/setting/nginx`, tokens.northwind);
    expect(nginx.body.data.http.proxyCachePath).toBe('/usr/local/openresty/nginx/cache');
    expect((await get<List<S['ZonePort']>>(`/client/zone/${id}/setting/ports`, tokens.northwind)).body.data.map((p) => p.port)).toEqual([80, 443]);
    await refused(201002, 'POST', '/client/zone', tokens.northwind, { name: 'taipei' });
    await refused(201002, 'PUT', '/client/zone', tokens.northwind, { id, name: 'TOKYO' });
    await ok('PUT', '/client/zone', tokens.northwind, { id, name: 'Los-Angeles-1', memo: 'One Wilshire' });
    expect((await get<List<S['Zone']>>('/client/zones', tokens.northwind, { name: 'angeles' })).body.data[0]).toMatchObject({ name: 'Los-Angeles-1', memo: 'One Wilshire' });
    // Another tenant may use the same name.
    await ok('POST', '/client/zone', tokens.skyline, { name: 'Taipei' });
  });

  it("refuses a zone beyond the licence's zone limit (201003)", async () => {
    const blue = await t.tokenOf('bluefin');
    await ok('POST', '/client/zone', blue, { name: 'Perth' }); // Bluefin's Starter Edge licence: 1 zone
    await refused(201003, 'POST', '/client/zone', blue, { name: 'Sydney' });
    setOrderLimit(104, 'zoneLimit', 0); // 0 = unlimited
    await ok('POST', '/client/zone', blue, { name: 'Sydney' });
  });

  it('removes only zones without nodes (201001); their groups, virtual nodes and ports go with them', async () => {
    await refused(201001, 'DELETE', '/client/zone', tokens.northwind, { ids: [1] });
    const created = await send<{ data: S['Zone'] }>('POST', '/client/zone', tokens.northwind, { name: 'Spare' });
    const id = created.body.data.id;
    await ok('POST', '/client/group', tokens.northwind, { zoneID: id, name: 'spare-main' });
    await refused(201001, 'DELETE', '/client/zone', tokens.northwind, { ids: [id, 3] });
    await ok('DELETE', '/client/zone', tokens.northwind, { ids: [id] });
    expect((await get<List<S['Zone']>>('/client/zones', tokens.northwind)).body.total).toBe(3);
    expect((await get<S['ClientInfraMetaList']>('/client/metaGroups', tokens.northwind)).body.data.some((g) => g.name === 'spare-main')).toBe(false);
  });

  it("lets a reseller assign its zones to its sub-clients, and nobody else's", async () => {
    expect((await get<List<S['ClientInfraMeta']>>('/client/104/zones', tokens.skyline)).body).toEqual({ data: [{ id: 4, name: 'Singapore' }], total: 1 });
    await ok('PUT', '/client/104/zones', tokens.skyline, { zoneIDs: [] });
    expect((await get<List<S['ClientInfraMeta']>>('/client/104/zones', tokens.skyline)).body.total).toBe(0);
    const blue = await t.tokenOf('bluefin');
    expect((await get<S['ClientInfraMetaList']>('/client/metaZones', blue)).body.data).toEqual([]);
    await refused(101018, 'PUT', '/client/104/zones', tokens.skyline, { zoneIDs: [1] });
    await refused(101018, 'PUT', '/client/104/zones', tokens.northwind, { zoneIDs: [1] });
    expect((await get<Envelope>('/client/104/zones', tokens.northwind)).body.code).toBe(101018);
    expect((await get<Envelope>('/client/103/zones', tokens.skyline)).body.code).toBe(101018);
  });

  it("refuses another tenant's zone and unknown zones alike (101018)", async () => {
    expect((await get<Envelope>('/client/zone/1/setting/firewall', tokens.skyline)).body.code).toBe(101018);
    expect((await get<Envelope>('/client/zone/999/setting/firewall', tokens.northwind)).body.code).toBe(101018);
    await refused(101018, 'DELETE', '/client/zone', tokens.skyline, { ids: [1] });
    await refused(101018, 'PUT', '/client/zone', tokens.skyline, { id: 2, memo: 'mine now' });
  });
});

describe('zone settings', () => {
  it('keeps the firewall: ipset set, entries removed, flushed; anti-CC set and reset', async () => {
    const fw = await get<{ data: S['ZoneFirewall'] }>('/client/zone/1/setting/firewall', tokens.northwind);
    expect(fw.body.data.ipset).toMatchObject({ ips: ['198.51.100.23', '203.0.113.240/28', '2001:db8:4f::/48'], autoBlockedCount: 17 });
    await ok('PUT', '/client/zone/1/setting/ipset', tokens.northwind, { ips: ['198.51.100.23', '192.0.2.0/24'] });
    await refused(101003, 'DELETE', '/client/zone/1/setting/ipset', tokens.northwind, { ips: ['203.0.113.9'] });
    await refused(101025, 'PUT', '/client/zone/1/setting/ipset', tokens.northwind, { ips: ['2001:db8::1', '2001:DB8::1'] });
    await ok('DELETE', '/client/zone/1/setting/ipset', tokens.northwind, { ips: ['198.51.100.23'] });
    expect((await get<{ data: S['ZoneFirewall'] }>('/client/zone/1/setting/firewall', tokens.northwind)).body.data.ipset.ips).toEqual(['192.0.2.0/24']);
    await ok('POST', '/client/zone/1/setting/ipset/flush', tokens.northwind);
    expect((await get<{ data: S['ZoneFirewall'] }>('/client/zone/1/setting/firewall', tokens.northwind)).body.data.ipset).toMatchObject({ ips: [], autoBlockedCount: 0 });
    await ok('PUT', '/client/zone/2/setting/anticc', tokens.northwind, { enable: true, seconds: 5, times: 100, blockSeconds: 300 });
    expect((await get<{ data: S['ZoneFirewall'] }>('/client/zone/2/setting/firewall', tokens.northwind)).body.data.anticc).toEqual({ enable: true, seconds: 5, times: 100, blockSeconds: 300 });
    await ok('DELETE', '/client/zone/2/setting/anticc', tokens.northwind);
    expect((await get<{ data: S['ZoneFirewall'] }>('/client/zone/2/setting/firewall', tokens.northwind)).body.data.anticc.enable).toBe(false);
  });

  it('sets HTTP/2, HTTP/3, the redirect code and the limits', async () => {
    await ok('PUT', '/client/zone/3/setting/http2', tokens.northwind, { enable: false });
    await ok('PUT', '/client/zone/3/setting/http3', tokens.northwind, { enable: false });
    await ok('PUT', '/client/zone/3/setting/forceSSLRedirectCode', tokens.northwind, { forceSSLRedirectCode: 308 });
    await ok('PUT', '/client/zone/3/setting/invalidDomainLimitCount', tokens.northwind, { invalidDomainLimitCount: 90 });
    await ok('PUT', '/client/zone/3/setting/tlsLimitCount', tokens.northwind, { tlsLimitCount: 0 });
    const zone = (await get<List<S['Zone']>>('/client/zones', tokens.northwind, { name: 'Frankfurt' })).body.data[0];
    expect(zone.settings).toEqual({ http2: { enable: false }, http3: { enable: false }, forceSSLRedirectCode: 308, invalidDomainLimitCount: 90, tlsLimitCount: 0 });
    await refused(101003, 'PUT', '/client/zone/3/setting/forceSSLRedirectCode', tokens.northwind, { forceSSLRedirectCode: 303 });
  });

  it('opens, changes and closes ports; duplicates are 101025, L4 ports need an L4 node', async () => {
    expect((await get<List<S['ZonePort']>>('/client/zone/1/setting/ports', tokens.northwind, { portType: 'L4' })).body.data).toEqual([
      { id: expect.any(Number) as number, port: 25565, portType: 'L4', protocol: 'tcp', memo: 'Game server forwarding for play.tidewater-games.example' },
    ]);
    await ok('POST', '/client/zone/1/setting/ports', tokens.northwind, { ports: [{ port: 8443, portType: 'L7', protocol: 'https' }, { port: 25565, portType: 'L4', protocol: 'udp' }] });
    await refused(101025, 'POST', '/client/zone/1/setting/ports', tokens.northwind, { ports: [{ port: 8443, portType: 'L7', protocol: 'http' }] });
    await refused(101025, 'POST', '/client/zone/1/setting/ports', tokens.northwind, { ports: [{ port: 9000, portType: 'L7', protocol: 'http' }, { port: 9000, portType: 'L4', protocol: 'tcp' }] });
    await refused(101003, 'POST', '/client/zone/1/setting/ports', tokens.northwind, { ports: [{ port: 3306, portType: 'L4', protocol: 'tcp' }] });
    await refused(101023, 'POST', '/client/zone/4/setting/ports', tokens.skyline, { ports: [{ port: 30000, portType: 'L4', protocol: 'tcp' }] });
    const ports = (await get<List<S['ZonePort']>>('/client/zone/1/setting/ports', tokens.northwind)).body;
    expect(ports.total).toBe(5);
    const alt = ports.data.find((p) => p.port === 8443);
    await ok('PUT', '/client/zone/1/setting/port', tokens.northwind, { id: alt?.id, port: 8444, portType: 'L7', protocol: 'https', memo: 'Admin panel' });
    await refused(101025, 'PUT', '/client/zone/1/setting/port', tokens.northwind, { id: alt?.id, port: 443, portType: 'L7', protocol: 'https' });
    await refused(101003, 'DELETE', '/client/zone/1/setting/ports', tokens.northwind, { ids: [alt?.id, ports.data[0].id + 1000] });
    await ok('DELETE', '/client/zone/1/setting/ports', tokens.northwind, { ids: [alt?.id] });
    expect((await get<List<S['ZonePort']>>('/client/zone/1/setting/ports', tokens.northwind)).body.total).toBe(4);
  });

  it("refuses ports beyond the licence's port limit (401007)", async () => {
    setOrderLimit(102, 'portLimit', 10); // Northwind has 9 ports over its zones
    await refused(401007, 'POST', '/client/zone/2/setting/ports', tokens.northwind, { ports: [{ port: 8081, portType: 'L7', protocol: 'http' }, { port: 8082, portType: 'L7', protocol: 'http' }] });
    await ok('POST', '/client/zone/2/setting/ports', tokens.northwind, { ports: [{ port: 8081, portType: 'L7', protocol: 'http' }] });
  });

  it('preheats URLs: processing, then completed; a zone without online nodes fails them', async () => {
    await ok('POST', '/client/zone/2/setting/preheatCaches', tokens.northwind, { urls: ['https://cdn.lantern-books.example/a.js', 'https://cdn.lantern-books.example/b.css'] });
    const fresh = await get<List<S['ZonePreheatTask']>>('/client/zone/2/setting/preheatCaches', tokens.northwind, { status: 'processing' });
    expect(fresh.body.data.map((p) => p.url)).toEqual(['https://cdn.lantern-books.example/b.css', 'https://cdn.lantern-books.example/a.js']);
    offset = 21_000;
    const later = await get<List<S['ZonePreheatTask']>>('/client/zone/2/setting/preheatCaches', tokens.northwind);
    expect(later.body.data.slice(0, 2).map((p) => p.status)).toEqual(['completed', 'completed']);
    expect(later.body.total).toBe(3);
    const zone = (await send<{ data: S['Zone'] }>('POST', '/client/zone', tokens.northwind, { name: 'Empty' })).body.data;
    await ok('POST', `/client/zone/${zone.id}/setting/preheatCaches`, tokens.northwind, { urls: ['https://www.harbor-tea.example/'] });
    offset = 23_000;
    expect((await get<List<S['ZonePreheatTask']>>(`/client/zone/${zone.id}/setting/preheatCaches`, tokens.northwind)).body.data[0]).toMatchObject({ status: 'failed', message: 'no node of the zone is online' });
    await refused(101003, 'POST', '/client/zone/2/setting/preheatCaches', tokens.northwind, { urls: ['https://cdn.lantern-books.example/*.js'] });
  });

  it("counts the zone's resources", async () => {
    const resource = await get<{ data: S['ZoneResource'] }>('/client/zone/1/setting/resource', tokens.northwind);
    expect(resource.body.data).toMatchObject({ nodeCount: 15, onlineNodeCount: 8, groupCount: 3, virtualNodeCount: 1, portCount: 3, bandwidth: 138000 });
  });
});

describe('zone Nginx', () => {
  it('reads, sets and resets the http, stream, worker and custom parts and the enable flag', async () => {
    const nginx = (await get<{ data: S['ZoneNginx'] }>('/client/zone/2/setting/nginx', tokens.northwind)).body.data;
    expect(nginx.enable).toBe(false);
    expect(nginx.worker).toEqual({ enable: true, workerProcesses: 16, workerConnections: 32768, workerRlimitNofile: 65535 });
    await ok('PUT', '/client/zone/2/setting/nginx', tokens.northwind, { enable: true });
    const http = { ...nginx.http, enable: true, clientMaxBodySize: 0, proxyCachePath: '/data/cache' };
    await ok('PUT', '/client/zone/2/setting/nginx/http', tokens.northwind, http);
    expect((await get<{ data: S['ZoneNginxHttp'] }>('/client/zone/2/setting/nginx/http', tokens.northwind)).body.data).toEqual(http);
    await ok('PUT', '/client/zone/2/setting/nginx/stream', tokens.northwind, { enable: true, proxyConnectTimeout: 5, proxyTimeout: 300, proxyBufferSize: 32, proxyNextUpstreamTries: 0 });
    expect((await get<{ data: S['ZoneNginxStream'] }>('/client/zone/2/setting/nginx/stream', tokens.northwind)).body.data.proxyBufferSize).toBe(32);
    await ok('PUT', '/client/zone/2/setting/nginx/worker', tokens.northwind, { enable: true, workerProcesses: 0, workerConnections: 1024, workerRlimitNofile: 0 });
    expect((await get<{ data: S['ZoneNginxWorker'] }>('/client/zone/2/setting/nginx/worker', tokens.northwind)).body.data.workerConnections).toBe(1024);
    const custom = { enable: true, http: 'map $host $edge { default tyo; }', server: "add_header X-Zone 'tokyo';", stream: '' };
    await ok('PUT', '/client/zone/2/setting/nginx/custom', tokens.northwind, custom);
    expect((await get<{ data: S['ZoneNginxCustom'] }>('/client/zone/2/setting/nginx/custom', tokens.northwind)).body.data).toEqual(custom);
    await refused(101003, 'PUT', '/client/zone/2/setting/nginx/custom', tokens.northwind, { ...custom, server: 'location / { return 204;' });
    await ok('DELETE', '/client/zone/2/setting/nginx/http', tokens.northwind);
    await ok('DELETE', '/client/zone/2/setting/nginx/stream', tokens.northwind);
    await ok('DELETE', '/client/zone/2/setting/nginx/worker', tokens.northwind);
    const reset = (await get<{ data: S['ZoneNginx'] }>('/client/zone/2/setting/nginx', tokens.northwind)).body.data;
    expect(reset).toMatchObject({ enable: true, http: { enable: false, proxyCachePath: '/usr/local/openresty/nginx/cache' }, stream: { enable: false }, worker: { enable: false }, custom });
  });
});

describe('nodes', () => {
  it('counts nodes in every state, over all zones and per zone', async () => {
    const nums = (await get<{ data: S['NodeNums'] }>('/client/nodeNums', tokens.northwind)).body.data;
    expect(nums.all).toEqual({ total: 42, unknown: 3, normal: 20, error: 3, natsError: 3, paused: 4, offline: 6, reconnect: 3 });
    expect(nums.zones.map((z) => [z.zoneName, z.counts.total])).toEqual([['Taipei', 15], ['Tokyo', 14], ['Frankfurt', 13]]);
    expect((await get<{ data: S['NodeNums'] }>('/client/nodeNums', tokens.northwind, { zoneID: 2 })).body.data.all.total).toBe(14);
    expect((await get<Envelope>('/client/nodeNums', tokens.skyline, { zoneID: 2 })).body.code).toBe(101018);
  });

  it('lists initialised nodes with their filters, sorted and paged', async () => {
    const all = (await get<List<S['Node']>>('/client/nodes/initialized', tokens.northwind, { pageSize: 100 })).body;
    expect(all.total).toBe(42);
    expect(new Set(all.data.map((n) => n.upgradeStatus))).toEqual(new Set(['notUpdated', 'updating', 'updateFailed', 'updateComplete']));
    const byStatus = await get<List<S['Node']>>('/client/nodes/initialized?statuses=paused&statuses=offline', tokens.northwind, { pageSize: 100 });
    expect(byStatus.body.data.map((n) => n.name).sort()).toEqual(['edge-ams-02', 'edge-ams-04', 'edge-ams-06', 'edge-fra-03', 'edge-fra-04', 'edge-khh-03', 'edge-khh-07', 'edge-tpe-02', 'edge-tyo-03', 'relay-ams-08']);
    const bySub = await get<List<S['Node']>>('/client/nodes/initialized', tokens.northwind, { ip: '198.51.100.115' });
    expect(bySub.body.data.map((n) => n.id)).toEqual([51]);
    const inGroup = await get<List<S['Node']>>('/client/nodes/initialized', tokens.northwind, { groupID: 11, tier: 'edge', role: 'main' });
    expect(inGroup.body.data.map((n) => n.id)).toEqual([41, 42, 43]);
    const sorted = await get<List<S['Node']>>('/client/nodes/initialized', tokens.northwind, { sortBy: 'name', orderBy: 'desc', zoneID: 3, page: 2, pageSize: 2 });
    expect(sorted.body.data.map((n) => n.name)).toEqual(['edge-fra-04', 'edge-fra-03']);
    const filtered = await get<List<S['Node']>>('/client/nodes/initialized', tokens.northwind, { upgradeStatuses: 'updateFailed', dnsStatus: 'inactive', version: '3.8.1', memo: '' });
    expect((await get<Envelope>('/client/nodes/initialized', tokens.northwind, { statuses: 'sleeping' })).body.code).toBe(101003);
    expect(filtered.body.data.map((n) => n.id)).toEqual([42, 104, 110, 116, 122]);
    expect((await get<List<S['Node']>>('/client/nodes/initialized', tokens.northwind, { monitorStatuses: 'error', portType: 'L7', kind: 'normal' })).body.data.map((n) => n.id)).toEqual([46, 52, 53, 65, 104, 105, 107, 112, 116, 117]);
    expect((await get<List<S['Node']>>('/client/nodes/initialized', tokens.skyline)).body.data.map((n) => n.name)).toEqual(['edge-sin-01', 'edge-sin-02', 'edge-sin-03']);
    const zone = await get<List<S['Node']>>('/client/zone/2/nodes', tokens.northwind, { keyword: 'relay' });
    expect(zone.body.data.map((n) => n.name)).toEqual(['relay-tyo-01', 'relay-kix-03']);
    expect((await get<Envelope>('/client/zone/2/nodes', tokens.skyline)).body.code).toBe(101018);
  });

  it('initialises registered nodes: unknown at first, normal a few seconds later; names are unique (101025)', async () => {
    const waiting = await get<List<S['NodeUninitialized']>>('/client/nodes', tokens.northwind, { sortBy: 'ip' });
    expect(waiting.body.data.map((n) => n.hostname)).toEqual(['edge-lax-01', 'edge-lax-02', 'edge-osa-02']);
    expect((await get<List<S['NodeUninitialized']>>('/client/nodes', tokens.northwind, { ip: '198.51' })).body.total).toBe(1);
    await refused(101025, 'POST', '/client/nodes/initialize', tokens.northwind, { zoneID: 2, tier: 'edge', portType: 'L7', role: 'main', nodes: [{ id: 71, name: 'edge-tyo-01' }] });
    await refused(101018, 'POST', '/client/nodes/initialize', tokens.northwind, { zoneID: 2, tier: 'edge', portType: 'L7', role: 'main', nodes: [{ id: 84, name: 'edge-x' }] });
    await refused(101018, 'POST', '/client/nodes/initialize', tokens.skyline, { zoneID: 4, tier: 'edge', portType: 'L7', role: 'main', nodes: [{ id: 71, name: 'edge-x' }] });
    await ok('POST', '/client/nodes/initialize', tokens.northwind, { zoneID: 2, tier: 'edge', portType: 'L7', role: 'main', bandwidth: 10000, nodes: [{ id: 71, name: 'edge-lax-01' }, { id: 72, name: 'edge-lax-02' }] });
    expect(await nodeOf(71)).toMatchObject({ status: 'unknown', zoneName: 'Tokyo', bandwidth: 10000, dnsStatus: 'inactive', monitorStatus: 'unknown' });
    expect((await nodeOf(72))?.status).toBe('offline');
    offset = 6_000;
    expect((await nodeOf(71))?.status).toBe('normal');
    offset = 66_000;
    expect((await nodeOf(71))?.monitorStatus).toBe('normal');
    expect((await get<List<S['NodeUninitialized']>>('/client/nodes', tokens.northwind)).body.total).toBe(1);
  });

  it("refuses nodes beyond the licence's node limit (202002)", async () => {
    setOrderLimit(102, 'nodeLimit', 43);
    await refused(202002, 'POST', '/client/nodes/initialize', tokens.northwind, { zoneID: 1, tier: 'edge', portType: 'L7', role: 'main', nodes: [{ id: 71, name: 'a1' }, { id: 73, name: 'a2' }] });
    await ok('POST', '/client/nodes/initialize', tokens.northwind, { zoneID: 1, tier: 'edge', portType: 'L7', role: 'main', nodes: [{ id: 71, name: 'a1' }] });
  });

  it('de-initialises nodes that no group line or virtual node holds (202003, 202004)', async () => {
    await refused(202003, 'DELETE', '/client/zone/1/nodes', tokens.northwind, { ids: [41] });
    await refused(202004, 'DELETE', '/client/zone/3/nodes', tokens.northwind, { ids: [64, 65] });
    await refused(101003, 'DELETE', '/client/zone/1/nodes', tokens.northwind, { ids: [65] });
    await refused(101018, 'DELETE', '/client/zone/4/nodes', tokens.northwind, { ids: [81] });
    await ok('DELETE', '/client/zone/3/nodes', tokens.northwind, { ids: [65] });
    expect(await nodeOf(65)).toBeUndefined();
    expect((await get<List<S['NodeUninitialized']>>('/client/nodes', tokens.northwind)).body.data.find((n) => n.id === 65)).toMatchObject({ ip: '2001:db8:f0::14', status: 'offline' });
  });

  it('updates a node and its sub IPs; sub nodes follow', async () => {
    expect((await get<{ data: S['NodeInterfaceIp'][] }>('/client/node/41/sub/ip', tokens.northwind)).body.data).toEqual([
      { ip: '203.0.113.11', interface: 'eth0', subKey: null },
      { ip: '203.0.113.111', interface: 'eth0', subKey: '41-1' },
      { ip: '203.0.113.112', interface: 'eth0', subKey: null },
    ]);
    await ok('PATCH', '/client/zone/1/nodes', tokens.northwind, { id: 41, name: 'edge-tpe-01a', bandwidth: 20000, role: 'backup', kind: 'virtual', tier: 'edge', subNodeType: 'ip', subIPs: ['203.0.113.112'] });
    const subs = (await get<S['NodeSubList']>('/client/node/41/subs', tokens.northwind)).body;
    expect(subs).toEqual({ data: [{ key: '41-2', id: 2, nodeID: 41, ip: '203.0.113.112', status: 'normal' }], total: 1 });
    expect(await nodeOf(41)).toMatchObject({ name: 'edge-tpe-01a', bandwidth: 20000, role: 'backup', kind: 'virtual', subIPs: ['203.0.113.112'] });
    await refused(101003, 'PATCH', '/client/zone/1/nodes', tokens.northwind, { id: 41, subIPs: ['198.51.100.9'] });
    await refused(101025, 'PATCH', '/client/zone/1/nodes', tokens.northwind, { id: 41, name: 'EDGE-TPE-02' });
    await refused(101003, 'PATCH', '/client/zone/2/nodes', tokens.northwind, { id: 41, memo: 'x' });
    await refused(101003, 'PATCH', '/client/zone/2/nodes', tokens.northwind, { id: 41, bandwidth: 1 });
    await refused(101018, 'PATCH', '/client/zone/1/nodes', tokens.skyline, { id: 41, bandwidth: 1 });
    expect((await get<Envelope>('/client/node/41/subs', tokens.skyline)).body.code).toBe(101018);
  });

  it('answers the system information as key=value text; an offline node cannot be reached (202001)', async () => {
    const answer = await fetch(`${t.origin}/api/v1/client/node/41/system`, { headers: { authorization: `Bearer ${tokens.northwind}` } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/plain');
    const info = Object.fromEntries((await answer.text()).trim().split('\n').map((line) => line.split(/=(.*)/s).slice(0, 2)));
    expect(info).toMatchObject({ hostname: 'edge-tpe-01', agentVersion: '3.8.2', zone: 'Taipei', status: 'normal' });
    expect(Number(info.cpuUsage)).toBeGreaterThan(0);
    expect((await get<Envelope>('/client/node/53/system', tokens.northwind)).body.code).toBe(202001);
    expect((await get<Envelope>('/client/node/41/system', tokens.skyline)).body.code).toBe(101018);
  });

  it('pauses and resumes, restarts and resets nodes; offline nodes are out of reach (202001)', async () => {
    await ok('PATCH', '/client/node/status', tokens.northwind, { ids: [43], status: 'paused' });
    expect((await nodeOf(43))?.status).toBe('paused');
    await ok('PATCH', '/client/node/status', tokens.northwind, { ids: [43, 41], status: 'normal' });
    expect((await nodeOf(43))?.status).toBe('reconnect');
    offset = 4_000;
    expect((await nodeOf(43))?.status).toBe('normal');
    await refused(202001, 'PATCH', '/client/node/status', tokens.northwind, { ids: [43, 53], status: 'paused' });
    await ok('POST', '/client/node/reboot', tokens.northwind, { ids: [52] });
    expect((await nodeOf(52))?.status).toBe('reconnect');
    offset = 11_000;
    expect((await nodeOf(52))?.status).toBe('normal');
    await ok('POST', '/client/node/reset', tokens.northwind, { ids: [46] });
    offset = 15_000;
    expect((await nodeOf(46))?.status).toBe('normal');
    await refused(202001, 'POST', '/client/node/reboot', tokens.northwind, { ids: [65] });
    await refused(202001, 'POST', '/client/node/reset', tokens.northwind, { ids: [53] });
    await refused(101018, 'POST', '/client/node/reboot', tokens.skyline, { ids: [41] });
  });

  it('clears caches, rotates logs and keeps the rotation interval, memo and Geneva setting', async () => {
    await ok('DELETE', '/client/node/currentCache', tokens.northwind, { ids: [41, 43] });
    await ok('DELETE', '/client/node/cache', tokens.northwind, { ids: [41], type: 2, urls: ['https://shop.harbor-tea.example/static/'] });
    await refused(101003, 'DELETE', '/client/node/cache', tokens.northwind, { ids: [41], type: 2, urls: ['https://shop.harbor-tea.example/static'] });
    await refused(202001, 'DELETE', '/client/node/currentCache', tokens.northwind, { ids: [53] });
    await ok('POST', '/client/node/log/rotate', tokens.northwind, { ids: [41] });
    await refused(202001, 'POST', '/client/node/log/rotate', tokens.northwind, { ids: [41, 65] });
    const text = await (await fetch(`${t.origin}/api/v1/client/node/41/system`, { headers: { authorization: `Bearer ${tokens.northwind}` } })).text();
    expect(text).toMatch(/lastCacheClear=\d{4}-/);
    expect(text).toMatch(/lastPurge=.* type=2 urls=1/);
    expect(text).toMatch(/lastLogRotate=\d{4}-/);
    await ok('PUT', '/client/node/log/time', tokens.northwind, { ids: [41, 42], logRotateTime: 0 });
    await refused(101003, 'PUT', '/client/node/log/time', tokens.northwind, { ids: [41], logRotateTime: 721 });
    await ok('PUT', '/client/node/memo', tokens.northwind, { id: 42, memo: 'Chief Telecom rack 3, port 14' });
    await ok('PUT', '/client/node/geneva', tokens.northwind, { ids: [41], geneva: { enable: true, version: 'v1', window: 60 } });
    await refused(101003, 'PUT', '/client/node/geneva', tokens.northwind, { ids: [41], geneva: { enable: true, version: 'v1', window: 61 } });
    await refused(101003, 'PUT', '/client/node/geneva', tokens.northwind, { ids: [41], geneva: { enable: true, version: 'v2', window: 10 } });
    expect(await nodeOf(41)).toMatchObject({ logRotateTime: 0, geneva: { enable: true, version: 'v1', window: 60 } });
    expect(await nodeOf(42)).toMatchObject({ logRotateTime: 0, memo: 'Chief Telecom rack 3, port 14' });
  });

  it('sets health checks: http needs a URL, tcp a port, the interval respects the licence; the result comes later', async () => {
    await refused(101003, 'PATCH', '/client/node/monitor', tokens.northwind, { ids: [43], monitor: { type: 'http', url: null, port: null, content: '', interval: 30, failureAction: 'none' } });
    await refused(101003, 'PATCH', '/client/node/monitor', tokens.northwind, { ids: [43], monitor: { type: 'tcp', url: null, port: null, content: '', interval: 30, failureAction: 'none' } });
    await refused(101003, 'PATCH', '/client/node/monitor', tokens.northwind, { ids: [43], monitor: { type: 'http', url: 'https://{host}/', port: null, content: '', interval: 30, failureAction: 'none' } });
    await refused(101003, 'PATCH', '/client/node/monitor', tokens.northwind, { ids: [43], monitor: { type: 'ping', url: null, port: null, content: '', interval: 10, failureAction: 'none' } });
    await ok('PATCH', '/client/node/monitor', tokens.northwind, { ids: [43, 46], monitor: { type: 'http', url: '{host}/healthz', port: null, content: 'ok', interval: 30, failureAction: 'pause' } });
    expect(await nodeOf(43)).toMatchObject({ monitorStatus: 'unknown', monitor: { type: 'http', url: '{host}/healthz', interval: 30 } });
    offset = 31_000;
    expect((await nodeOf(43))?.monitorStatus).toBe('normal');
    expect((await nodeOf(46))?.monitorStatus).toBe('error');
  });

  it('keeps an L4 node in a zone with L4 ports (202005)', async () => {
    await refused(202005, 'PUT', '/client/nodes/portType', tokens.northwind, { ids: [41, 43], portType: 'L7' });
    await ok('PUT', '/client/nodes/portType', tokens.northwind, { ids: [45], portType: 'L4' });
    await ok('PUT', '/client/nodes/portType', tokens.northwind, { ids: [41], portType: 'L7' });
    expect((await nodeOf(41))?.portType).toBe('L7');
    await refused(202005, 'POST', '/client/node/moveToZone', tokens.northwind, { nodeIDs: [45], zoneID: 2 });
    await refused(202005, 'DELETE', '/client/zone/1/nodes', tokens.northwind, { ids: [45] });
    await ok('PUT', '/client/nodes/portType', tokens.northwind, { ids: [62], portType: 'L4' });
  });

  it('moves nodes to another zone, off the group lines of the old one', async () => {
    await ok('POST', '/client/node/moveToZone', tokens.northwind, { nodeIDs: [62], zoneID: 2 });
    expect(await nodeOf(62)).toMatchObject({ zoneID: 2, zoneName: 'Tokyo', groupIDs: [], dnsStatus: 'inactive' });
    const lines = (await get<{ data: S['ZoneGroupLines'] }>('/client/group/31/nodes', tokens.northwind)).body.data;
    expect(lines.main.lineNodes.map((n) => n.nodeID)).toEqual([61]);
    await refused(202004, 'POST', '/client/node/moveToZone', tokens.northwind, { nodeIDs: [64], zoneID: 1 });
    await refused(101018, 'POST', '/client/node/moveToZone', tokens.northwind, { nodeIDs: [62], zoneID: 4 });
  });

  it('upgrades nodes: updating, then complete a few seconds later, with a log; 2.x agents mismatch (202008)', async () => {
    const latest = (await get<{ data: S['NodeLatestVersion'] }>('/client/node/latestVersion', tokens.northwind)).body.data;
    expect(latest).toMatchObject({ version: '3.8.2', outdatedCount: 19 });
    await refused(202008, 'POST', '/client/node/upgrade', tokens.northwind, { ids: [43, 56] });
    await refused(202001, 'POST', '/client/node/upgrade', tokens.northwind, { ids: [43, 53] });
    await ok('POST', '/client/node/upgrade', tokens.northwind, { ids: [43, 52, 41] });
    expect(await nodeOf(43)).toMatchObject({ upgradeStatus: 'updating', version: '3.8.1' });
    expect((await nodeOf(41))?.upgradeStatus).toBe('updateComplete');
    offset = 9_000;
    expect(await nodeOf(43)).toMatchObject({ upgradeStatus: 'updateComplete', version: '3.8.2' });
    expect(await nodeOf(52)).toMatchObject({ upgradeStatus: 'updateFailed', version: '3.8.1' });
    const logs = (await get<S['NodeUpgradeLogList']>('/client/node/43/upgrade/logs', tokens.northwind)).body;
    expect(logs.data[0]).toMatchObject({ nodeID: 43, fromVersion: '3.8.1', toVersion: '3.8.2', status: 'updateComplete' });
    const failed = (await get<S['NodeUpgradeLogList']>('/client/node/42/upgrade/logs', tokens.northwind, { pageSize: 1 })).body;
    expect(failed).toMatchObject({ total: 2, data: [{ status: 'updateFailed', message: 'download failed: connection reset by peer' }] });
    expect((await get<{ data: S['NodeLatestVersion'] }>('/client/node/latestVersion', tokens.northwind)).body.data.outdatedCount).toBe(18);
    expect((await get<Envelope>('/client/node/43/upgrade/logs', tokens.skyline)).body.code).toBe(101018);
  });

  // How fast: `npm run bench` (figures, not a test).
  it('lists 500 nodes in one page (the handler, then through HTTP with response validation)', async () => {
    const state = t.backend.store.resources['infra-nodes'] as { nodes: Record<string, unknown>[] };
    const template = state.nodes.find((n) => n.id === 62);
    for (let i = 0; i < 500; i += 1) state.nodes.push({ ...structuredClone(template), id: 1000 + i, name: `bulk-${i}` });
    const list = nodesModule.handlers['client-node-list-initialized-nodes'];
    const account = t.backend.store.accounts.get(102);
    if (!list || !account) throw new Error('no handler');
    const context = { store: t.backend.store, now: Date.now(), config: {} as never, mailer: {} as never, log: () => {}, caller: { account, via: 'apiToken', apiToken: {} as never } as const };
    const answer = await list.handle({ params: {}, query: { page: 1, pageSize: 500, sortBy: 'name' }, body: undefined, headers: {} }, context);
    expect(answer.data.length).toBe(500);
    // Through HTTP with response validation.
    expect((await get<List<S['Node']>>('/client/nodes/initialized', tokens.northwind, { pageSize: 500 })).body.total).toBe(542);
  });
});

describe('groups', () => {
  it('lists the groups of a zone with their lines, and for pickers', async () => {
    const groups = (await get<List<S['ZoneGroup']>>('/client/zone/1/groups', tokens.northwind)).body;
    expect(groups.data.map((g) => g.name)).toEqual(['tpe-main', 'tpe-overflow', 'tpe-lab']);
    expect(groups.data[0].main).toEqual({
      lineNodes: [
        { nodeUID: 'n-41', nodeID: 41, name: 'edge-tpe-01', ip: '203.0.113.11', status: 'normal' },
        { nodeUID: 'n-42', nodeID: 42, name: 'edge-tpe-02', ip: '203.0.113.12', status: 'paused' },
        { nodeUID: 'n-43', nodeID: 43, name: 'edge-tpe-03', ip: '203.0.113.13', status: 'normal' },
      ],
      virtualNodes: [{ nodeUID: 'v-1', nodeID: 1, name: 'partner-cdn-taipei', recordCount: 2 }],
    });
    expect((await get<List<S['ZoneGroup']>>('/client/zone/1/groups', tokens.northwind, { name: 'LAB' })).body.total).toBe(1);
    expect((await get<{ data: S['ZoneGroupMeta'][] }>('/client/metaGroups', tokens.northwind, { zoneID: 2 })).body.data).toEqual([{ id: 21, name: 'tyo-main', zoneID: 2 }, { id: 22, name: 'tyo-west', zoneID: 2 }]);
    expect((await get<{ data: S['ZoneGroupMeta'][] }>('/client/metaGroups', tokens.skyline)).body.data.map((g) => g.name)).toEqual(['sin-main', 'sin-backup']);
    expect((await get<Envelope>('/client/zone/1/groups', tokens.skyline)).body.code).toBe(101018);
  });

  it('creates and updates groups; names are unique in a zone (101025); forcing backup needs a backup line', async () => {
    const created = (await send<{ data: S['ZoneGroup'] }>('POST', '/client/group', tokens.northwind, { zoneID: 2, name: 'tyo-peak', memo: 'Peak hours' })).body.data;
    expect(created).toMatchObject({ zoneName: 'Tokyo', main: { lineNodes: [], virtualNodes: [] }, productIDs: [], siteCount: 0 });
    await refused(101025, 'POST', '/client/group', tokens.northwind, { zoneID: 2, name: 'TYO-MAIN' });
    await ok('POST', '/client/group', tokens.northwind, { zoneID: 1, name: 'tyo-peak' });
    await refused(101025, 'PATCH', '/client/group', tokens.northwind, { id: created.id, name: 'tyo-main' });
    await refused(101003, 'PATCH', '/client/group', tokens.northwind, { id: created.id, forceBackup: true });
    await ok('PATCH', '/client/group', tokens.northwind, { id: 11, forceBackup: true, memo: 'Taipei line (on backup during maintenance)' });
    expect((await get<List<S['ZoneGroup']>>('/client/zone/1/groups', tokens.northwind)).body.data[0]).toMatchObject({ forceBackup: true, memo: 'Taipei line (on backup during maintenance)' });
    await refused(101018, 'PATCH', '/client/group', tokens.skyline, { id: 11, forceBackup: false });
    await refused(101018, 'POST', '/client/group', tokens.skyline, { zoneID: 1, name: 'mine' });
  });

  it('removes idle groups; active ones are 203001, those of products 203002', async () => {
    const temp = (await send<{ data: S['ZoneGroup'] }>('POST', '/client/group', tokens.northwind, { zoneID: 1, name: 'tpe-temp' })).body.data;
    await ok('POST', `/client/group/${temp.id}/nodes`, tokens.northwind, { line: 'main', nodeUIDs: ['n-41'] });
    await refused(203001, 'DELETE', '/client/group', tokens.northwind, { ids: [13, temp.id] });
    // Seeded products of the sites module use tpe-main (Starter, Business, and the bulk seed's Personal Blog and
    // Commerce Pro) and tpe-overflow as backup.
    const tpeMain = await refused(203002, 'DELETE', '/client/group', tokens.northwind, { ids: [11] });
    expect(tpeMain.errorData).toEqual([{ in: 'body', field: 'ids', message: 'tpe-main is used by products 1, 2, 8, 10 and their sites' }]);
    expect((await get<List<S['ZoneGroup']>>('/client/product/2/groups', tokens.northwind)).body.data.map((g) => [g.name, g.productIDs])).toEqual([['tpe-main', [1, 2, 8, 10]], ['tpe-overflow', [2, 10]]]);
    linkProductGroups(t.backend.store, { productId: 9001, ownerId: 102, groupIDs: [13], backupGroupID: null });
    await refused(203002, 'DELETE', '/client/group', tokens.northwind, { ids: [13] });
    expect((await get<List<S['ZoneGroup']>>('/client/product/9001/groups', tokens.northwind)).body.data.map((g) => [g.name, g.productIDs])).toEqual([['tpe-lab', [9001]]]);
    expect((await get<Envelope>('/client/product/9001/groups', tokens.skyline)).body.code).toBe(101018);
    expect((await get<Envelope>('/client/product/1/groups', tokens.skyline)).body.code).toBe(101018);
    expect((await get<Envelope>('/client/product/9999/groups', tokens.northwind)).body.code).toBe(101018);
    linkProductGroups(t.backend.store, { productId: 9001, ownerId: 102, groupIDs: [], backupGroupID: null });
    await ok('DELETE', '/client/group', tokens.northwind, { ids: [13] });
    // A group whose members are all out of service is not active.
    await ok('PUT', `/client/group/${temp.id}/nodes`, tokens.northwind, { main: ['n-42'], backup: ['n-46'] });
    await ok('DELETE', '/client/group', tokens.northwind, { ids: [temp.id] });
    expect((await get<{ data: S['ZoneGroupMeta'][] }>('/client/metaGroups', tokens.northwind)).body.data.map((g) => g.id)).toEqual([11, 12, 21, 31, 22, 32]);
  });

  it('sets, adds and removes line members of the zone only (203005), never on both lines', async () => {
    await ok('PUT', '/client/group/12/nodes', tokens.northwind, { main: ['n-46', 'n-45', 'v-1'], backup: ['n-44'] });
    const lines = (await get<{ data: S['ZoneGroupLines'] }>('/client/group/12/nodes', tokens.northwind)).body.data;
    expect(lines.main.lineNodes.map((n) => n.nodeUID)).toEqual(['n-46', 'n-45']);
    expect(lines.main.virtualNodes.map((v) => v.nodeUID)).toEqual(['v-1']);
    await refused(203005, 'PUT', '/client/group/12/nodes', tokens.northwind, { main: ['n-51'], backup: [] });
    await refused(203005, 'POST', '/client/group/12/nodes', tokens.northwind, { line: 'backup', nodeUIDs: ['v-2'] });
    await refused(203005, 'POST', '/client/group/12/nodes', tokens.northwind, { line: 'backup', nodeUIDs: ['n-999'] });
    await refused(101003, 'PUT', '/client/group/12/nodes', tokens.northwind, { main: ['n-46'], backup: ['n-46'] });
    await refused(101003, 'POST', '/client/group/12/nodes', tokens.northwind, { line: 'backup', nodeUIDs: ['n-46'] });
    await refused(101025, 'POST', '/client/group/12/nodes', tokens.northwind, { line: 'main', nodeUIDs: ['n-46'] });
    await ok('POST', '/client/group/12/nodes', tokens.northwind, { line: 'backup', nodeUIDs: ['n-43', 'n-47'] });
    await refused(101003, 'DELETE', '/client/group/12/nodes', tokens.northwind, { line: 'backup', nodeUIDs: ['n-46'] });
    await ok('DELETE', '/client/group/12/nodes', tokens.northwind, { line: 'main', nodeUIDs: ['v-1', 'n-45'] });
    const after = (await get<{ data: S['ZoneGroupLines'] }>('/client/group/12/nodes', tokens.northwind)).body.data;
    expect([after.main.lineNodes.map((n) => n.nodeID), after.backup.lineNodes.map((n) => n.nodeID)]).toEqual([[46], [44, 43, 47]]);
    expect((await get<Envelope>('/client/group/12/nodes', tokens.skyline)).body.code).toBe(101018);
  });

  it('stops at the grouped-node limit (203003)', async () => {
    setOrderLimit(102, 'nodeLimit', 13); // 13 distinct nodes stand on Northwind's lines
    await refused(203003, 'POST', '/client/group/13/nodes', tokens.northwind, { line: 'main', nodeUIDs: ['n-45'] });
    await ok('POST', '/client/group/13/nodes', tokens.northwind, { line: 'main', nodeUIDs: ['n-41', 'v-1'] });
    const many = Array.from({ length: 65 }, (_v, i) => `n-${1000 + i}`);
    const state = t.backend.store.resources['infra-nodes'] as { nodes: Record<string, unknown>[] };
    const template = state.nodes.find((n) => n.id === 45);
    for (let i = 0; i < 65; i += 1) state.nodes.push({ ...structuredClone(template), id: 1000 + i, name: `bulk-${i}` });
    setOrderLimit(102, 'nodeLimit', 0);
    await refused(203003, 'PUT', '/client/group/13/nodes', tokens.northwind, { main: many, backup: [] });
  });
});

describe('virtual nodes', () => {
  it('lists virtual nodes with their records and groups', async () => {
    const list = (await get<List<S['VirtualNode']>>('/client/virtualNodes', tokens.northwind, { sortBy: 'name' })).body;
    expect(list.data.map((v) => [v.nodeUID, v.name, v.groupIDs])).toEqual([['v-3', 'fra-relay-pool', []], ['v-1', 'partner-cdn-taipei', [11]], ['v-2', 'partner-cdn-tokyo', [21]]]);
    expect(list.data[1].records[1]).toMatchObject({ kind: 'node', nodeID: 43, nodeName: 'edge-tpe-03', ip: '203.0.113.13', cname: null });
    expect((await get<List<S['VirtualNode']>>('/client/virtualNodes', tokens.northwind, { zoneID: 2, name: 'tokyo' })).body.total).toBe(1);
    expect((await get<List<S['VirtualNode']>>('/client/virtualNodes', tokens.skyline)).body.total).toBe(0);
    expect((await get<S['VirtualNodeRecordList']>('/client/virtualNode/1/records', tokens.northwind, { kind: 'cname' })).body.data.map((r) => r.cname)).toEqual(['tpe.edge.partner-cdn.example']);
    expect((await get<Envelope>('/client/virtualNode/1/records', tokens.skyline)).body.code).toBe(101018);
  });

  it('creates and renames virtual nodes; records point at nodes of the zone; duplicates are 101025', async () => {
    const created = (await send<{ data: S['VirtualNode'] }>('POST', '/client/virtualNode', tokens.northwind, { zoneID: 1, name: 'partner-cdn-kaohsiung', records: [{ kind: 'cname', cname: 'khh.edge.partner-cdn.example' }, { kind: 'node', nodeID: 45 }] })).body.data;
    expect(created).toMatchObject({ nodeUID: `v-${created.id}`, zoneName: 'Taipei', groupIDs: [], records: [{ kind: 'cname' }, { kind: 'node', nodeName: 'relay-tpe-01', ip: '203.0.113.21' }] });
    await refused(101025, 'POST', '/client/virtualNode', tokens.northwind, { zoneID: 1, name: 'PARTNER-CDN-TAIPEI' });
    await refused(101003, 'POST', '/client/virtualNode', tokens.northwind, { zoneID: 1, name: 'x', records: [{ kind: 'node', nodeID: 51 }] });
    await refused(101018, 'POST', '/client/virtualNode', tokens.northwind, { zoneID: 1, name: 'x', records: [{ kind: 'node', nodeID: 81 }] });
    await refused(101025, 'POST', '/client/virtualNode', tokens.northwind, { zoneID: 1, name: 'x', records: [{ kind: 'node', nodeID: 45 }, { kind: 'node', nodeID: 45 }] });
    await ok('PUT', '/client/virtualNode', tokens.northwind, { id: created.id, name: 'partner-cdn-khh', memo: 'Kaohsiung overflow' });
    await refused(101025, 'PUT', '/client/virtualNode', tokens.northwind, { id: created.id, name: 'partner-cdn-taipei' });
    await refused(101018, 'PUT', '/client/virtualNode', tokens.skyline, { id: created.id, memo: 'x' });
  });

  it('adds, changes and removes records', async () => {
    await ok('POST', '/client/virtualNode/1/records', tokens.northwind, { records: [{ kind: 'node', nodeID: 45 }, { kind: 'cname', cname: 'tpe2.edge.partner-cdn.example' }] });
    await refused(101025, 'POST', '/client/virtualNode/1/records', tokens.northwind, { records: [{ kind: 'cname', cname: 'tpe.edge.partner-cdn.example' }] });
    await refused(101003, 'POST', '/client/virtualNode/1/records', tokens.northwind, { records: [{ kind: 'cname', cname: 'Not A Host' }] });
    let records = (await get<S['VirtualNodeRecordList']>('/client/virtualNode/1/records', tokens.northwind)).body;
    expect(records.total).toBe(4);
    await ok('PUT', '/client/virtualNode/1/record', tokens.northwind, { id: 31, kind: 'node', nodeID: 46 });
    await refused(101025, 'PUT', '/client/virtualNode/1/record', tokens.northwind, { id: 31, kind: 'node', nodeID: 43 });
    await refused(101003, 'PUT', '/client/virtualNode/1/record', tokens.northwind, { id: 33, kind: 'cname', cname: 'a.example' });
    await refused(101003, 'DELETE', '/client/virtualNode/1/records', tokens.northwind, { ids: [31, 33] });
    await ok('DELETE', '/client/virtualNode/1/records', tokens.northwind, { ids: [32] });
    records = (await get<S['VirtualNodeRecordList']>('/client/virtualNode/1/records', tokens.northwind)).body;
    expect(records.data.map((r) => [r.id, r.kind, r.nodeName ?? r.cname])).toEqual([[31, 'node', 'edge-tpe-05'], [101, 'node', 'relay-tpe-01'], [102, 'cname', 'tpe2.edge.partner-cdn.example']]);
    // Node 43 is no longer held by a virtual node.
    await ok('DELETE', '/client/group/11/nodes', tokens.northwind, { line: 'main', nodeUIDs: ['n-43'] });
    await ok('DELETE', '/client/zone/1/nodes', tokens.northwind, { ids: [43] });
  });

  it('removes virtual nodes that no group line holds (206001)', async () => {
    await refused(206001, 'DELETE', '/client/virtualNode', tokens.northwind, { ids: [3, 1] });
    await refused(101018, 'DELETE', '/client/virtualNode', tokens.skyline, { ids: [3] });
    await ok('DELETE', '/client/virtualNode', tokens.northwind, { ids: [3] });
    await ok('DELETE', '/client/zone/3/nodes', tokens.northwind, { ids: [64] });
  });
});

describe('monitor', () => {
  it('lists monitor nodes, pickers and the registered ones waiting', async () => {
    const nodes = (await get<List<S['MonitorNode']>>('/client/monitor/nodes', tokens.northwind, { sortBy: 'weight', orderBy: 'desc' })).body;
    expect(nodes.data.map((n) => [n.name, n.weight, n.groupIDs])).toEqual([['probe-tpe-01', 80, [2]], ['probe-sgp-01', 60, [2]], ['probe-fra-01', 40, []]]);
    expect((await get<S['ClientInfraMetaList']>('/client/monitor/metaMonitors', tokens.skyline)).body.data).toEqual([{ id: 9, name: 'probe-sin-01' }]);
    expect((await get<List<S['MonitorNodePending']>>('/client/monitor/nodes/notInit', tokens.northwind)).body.data.map((n) => n.hostname)).toEqual(['probe-nrt-01', 'probe-lax-01']);
  });

  it('puts registered monitor nodes in service, updates, switches and removes them', async () => {
    await refused(101018, 'POST', '/client/monitor/nodes', tokens.northwind, { nodes: [{ id: 10, name: 'probe-hkg-01', url: 'http://{host}/' }] });
    await refused(101025, 'POST', '/client/monitor/nodes', tokens.northwind, { nodes: [{ id: 7, name: 'probe-sgp-01', url: 'http://{host}/' }] });
    await refused(101003, 'POST', '/client/monitor/nodes', tokens.northwind, { nodes: [{ id: 7, name: 'probe-nrt-01', url: 'https://{host}/' }] });
    await refused(101003, 'POST', '/client/monitor/nodes', tokens.northwind, { nodes: [{ id: 7, name: 'probe-nrt-01', url: 'http://{host}/', weight: 101 }] });
    await ok('POST', '/client/monitor/nodes', tokens.northwind, { nodes: [{ id: 7, name: 'probe-nrt-01', url: '{host}/.well-known/parapet/health', weight: 50, memo: 'Tokyo vantage point' }, { id: 8, name: 'probe-lax-01', url: 'http://{host}/' }] });
    const added = (await get<List<S['MonitorNode']>>('/client/monitor/nodes', tokens.northwind, { sortBy: 'id' })).body.data;
    expect(added.filter((n) => n.id >= 7).map((n) => [n.name, n.weight, n.enabled, n.ip])).toEqual([['probe-nrt-01', 50, true, '192.0.2.120'], ['probe-lax-01', 1, true, '192.0.2.121']]);
    await ok('PUT', '/client/monitor/node', tokens.northwind, { id: 8, url: 'http://{host}:8080/healthz', weight: 70, name: 'probe-lax-02' });
    await refused(101025, 'PUT', '/client/monitor/node', tokens.northwind, { id: 8, name: 'probe-nrt-01' });
    await refused(101018, 'PUT', '/client/monitor/node', tokens.skyline, { id: 8, weight: 2 });
    await ok('PUT', '/client/monitor/nodes/enableStatus', tokens.northwind, { ids: [5, 8], enabled: false });
    const switched = (await get<List<S['MonitorNode']>>('/client/monitor/nodes', tokens.northwind, { sortBy: 'id' })).body.data;
    expect(switched.filter((n) => !n.enabled).map((n) => n.id)).toEqual([5, 8]);
    await ok('DELETE', '/client/monitor/nodes', tokens.northwind, { ids: [4] });
    expect((await get<List<S['MonitorGroup']>>('/client/monitor/groups', tokens.northwind)).body.data[0].nodeIDs).toEqual([6]);
    expect((await get<List<S['MonitorNodePending']>>('/client/monitor/nodes/notInit', tokens.northwind)).body.data.map((n) => n.id)).toEqual([4]);
    await refused(101018, 'DELETE', '/client/monitor/nodes', tokens.northwind, { ids: [9] });
  });

  it('keeps monitor groups and their members', async () => {
    const created = (await send<{ data: S['MonitorGroup'] }>('POST', '/client/monitor/groups', tokens.northwind, { name: 'us-probes', memo: 'Probes in the Americas', nodeIDs: [5] })).body.data;
    expect(created).toMatchObject({ name: 'us-probes', nodeIDs: [5] });
    await refused(101025, 'POST', '/client/monitor/groups', tokens.northwind, { name: 'APAC-probes' });
    await refused(101018, 'POST', '/client/monitor/groups', tokens.northwind, { name: 'x', nodeIDs: [9] });
    await ok('PUT', '/client/monitor/group', tokens.northwind, { id: created.id, name: 'americas-probes' });
    await refused(101025, 'PUT', '/client/monitor/group', tokens.northwind, { id: created.id, name: 'eu-probes' });
    expect((await get<S['ClientInfraMetaList']>('/client/monitor/metaGroups', tokens.northwind)).body.data.map((g) => g.name)).toEqual(['apac-probes', 'eu-probes', 'americas-probes']);
    await ok('POST', `/client/monitor/group/${created.id}/nodes`, tokens.northwind, { nodeIDs: [6, 4] });
    await refused(101025, 'POST', `/client/monitor/group/${created.id}/nodes`, tokens.northwind, { nodeIDs: [6] });
    const members = (await get<List<S['MonitorNode']>>(`/client/monitor/group/${created.id}/nodes`, tokens.northwind, { pageSize: 2 })).body;
    expect([members.total, members.data.map((n) => n.id)]).toEqual([3, [5, 6]]);
    await refused(101003, 'DELETE', `/client/monitor/group/${created.id}/nodes`, tokens.northwind, { nodeIDs: [9] });
    await ok('DELETE', `/client/monitor/group/${created.id}/nodes`, tokens.northwind, { nodeIDs: [5] });
    expect((await get<List<S['MonitorGroup']>>('/client/monitor/groups', tokens.northwind, { page: 2, pageSize: 2 })).body.data[0].nodeIDs).toEqual([6, 4]);
    await ok('DELETE', '/client/monitor/groups', tokens.northwind, { ids: [created.id, 3] });
    expect((await get<List<S['MonitorGroup']>>('/client/monitor/groups', tokens.northwind)).body.total).toBe(1);
    await refused(101018, 'DELETE', '/client/monitor/groups', tokens.skyline, { ids: [2] });
    expect((await get<Envelope>('/client/monitor/group/2/nodes', tokens.skyline)).body.code).toBe(101018);
  });
});
