// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type Envelope, type Page, useTestBackend } from '../test-backend.ts';

const { t, tokens } = useTestBackend({ signIn: ['tidewater', 'mei'] });

const snapshot = () => JSON.stringify(t.backend.store.resources['security.layer4']);
const base = '/user/site/4401/firewall/l4';

const LISTS = [
  { path: 'blacklists', body: { ips: ['198.51.100.210'], port: 27016, memo: 'Flooder' }, change: { ips: ['198.51.100.211'], port: 27016, enabled: false } },
  { path: 'whitelists', body: { ips: ['192.0.2.64/28'], port: 27015 }, change: { ips: ['192.0.2.64/27'], port: 27015 } },
  { path: 'positions', body: { blackPos: ['CN-SHA'], port: 27017 }, change: { whitePos: ['TW'], port: 27017 } },
  { path: 'limitConns', body: { max: 20, port: 27018 }, change: { max: 30, port: 27018, ips: ['203.0.113.0/24'] } },
] as const;

describe('layer-4 lists', () => {
  it.each(LISTS)('$path: lists, creates, updates and removes', async ({ path, body, change }) => {
    const before = await t.call<Page<{ id: number }>>('GET', `${base}/${path}`, { token: tokens.tidewater });
    expect(before.status).toBe(200);
    expect(before.body.total).toBeGreaterThan(0);
    const created = await t.call<{ data: { id: number; enabled: boolean } }>('POST', `${base}/${path}`, { token: tokens.tidewater, body });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data.enabled).toBe(true);
    const id = created.body.data.id;
    const updated = await t.call('PUT', `${base}/${path}`, { token: tokens.tidewater, body: { id, ...change } });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const after = await t.call<Page<{ id: number }>>('GET', `${base}/${path}`, { token: tokens.tidewater, query: { pageSize: 100 } });
    expect(after.body.data.find((r) => r.id === id)).toMatchObject(change);
    expect((await t.call('DELETE', `${base}/${path}`, { token: tokens.tidewater, body: { ids: [id] } })).status).toBe(200);
    expect((await t.call<Page<unknown>>('GET', `${base}/${path}`, { token: tokens.tidewater })).body.total).toBe(before.body.total);
  });

  it('validates ports (1000-65000, not reserved), IPs and regions (101003), changing nothing', async () => {
    const before = snapshot();
    for (const port of [80, 3306, 61100, 65001]) {
      expect((await t.call<Envelope>('POST', `${base}/blacklists`, { token: tokens.tidewater, body: { ips: ['192.0.2.1'], port } })).body.code, String(port)).toBe(101003);
    }
    expect((await t.call<Envelope>('POST', `${base}/blacklists`, { token: tokens.tidewater, body: { ips: ['192.0.2.300'] } })).body.code).toBe(101003);
    expect((await t.call<Envelope>('POST', `${base}/positions`, { token: tokens.tidewater, body: { blackPos: ['XX'] } })).body.code).toBe(101003);
    expect((await t.call<Envelope>('POST', `${base}/positions`, { token: tokens.tidewater, body: { blackPos: [], whitePos: [] } })).body.code).toBe(101003);
    expect((await t.call<Envelope>('POST', `${base}/limitConns`, { token: tokens.tidewater, body: { max: 0 } })).body.code).toBe(101003);
    expect(snapshot()).toBe(before);
  });

  it('refuses duplicates (101025): the same IP on the same port, a second region entry for a port', async () => {
    const before = snapshot();
    expect((await t.call<Envelope>('POST', `${base}/blacklists`, { token: tokens.tidewater, body: { ips: ['198.51.100.200'], port: 27015 } })).body.code).toBe(101025);
    expect((await t.call<Envelope>('POST', `${base}/positions`, { token: tokens.tidewater, body: { blackPos: ['UA'], port: 27015 } })).body.code).toBe(101025);
    expect(snapshot()).toBe(before);
    expect((await t.call('POST', `${base}/blacklists`, { token: tokens.tidewater, body: { ips: ['198.51.100.200'], port: 27016 } })).status).toBe(200);
  });

  it("refuses ids of another site and another tenant's site (101018)", async () => {
    const own = (await t.call<Page<{ id: number }>>('GET', `${base}/blacklists`, { token: tokens.tidewater })).body.data[0]!.id;
    const state = t.backend.store.resources['security.layer4'] as { sites: Record<string, { blacklists: { id: number }[] }> };
    const other = state.sites['4202']!.blacklists[0]!.id;
    const before = snapshot();
    expect((await t.call<Envelope>('DELETE', `${base}/blacklists`, { token: tokens.tidewater, body: { ids: [own, other] } })).body.code).toBe(101018);
    expect(snapshot()).toBe(before);
    expect((await t.call<Envelope>('GET', `${base}/blacklists`, { token: tokens.mei })).body.code).toBe(101018);
    expect((await t.call<Envelope>('POST', `${base}/limitConns`, { token: tokens.mei, body: { max: 5 } })).body.code).toBe(101018);
  });
});
