// @vitest-environment node
// The client console on a customer's site: the end user's per-site calls accept the client's token for a site of
// the client's customers (and its sub-clients' customers), and refuse any other site with 101018.
import { describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema';
import { useTestBackend } from './test-backend.ts';
import { DEMO } from './testing.ts';

type S = components['schemas'];
interface List<T> {
  data: T[];
  total: number;
}

const { t, tokens } = useTestBackend({ signIn: ['mei', 'northwind', 'skyline'], reset: 'keepSessions' });

// Harbor Tea (a customer of Northwind) owns 4102; Tidewater Games (a customer of Bluefin, Skyline's sub-client) owns 4401.
const HARBOR_SITE = 4102;
const TIDEWATER_SITE = 4401;
const gzip = { gzip: true, gzipMinLength: 4096, gzipTypes: ['text/html', 'text/css'], webp: false };

const codeOf = (body: unknown) => (body as S['ErrorEnvelope']).code;

describe('a client on its customers\' sites', () => {
  it('opens a customer\'s site and sees whose it is', async () => {
    const answer = await t.call<{ data: S['UserSite'] }>('GET', `/user/site/${HARBOR_SITE}`, { token: tokens.northwind });
    expect(answer.status).toBe(200);
    expect(answer.body.data.siteName).toBe('shop.harbor-tea.example');
    expect(answer.body.data.users.find((u) => u.isRoot)?.email).toBe(DEMO.mei.email);
  });

  it('changes a setting of a customer\'s site, which the customer then sees', async () => {
    expect((await t.call('PUT', `/user/site/${HARBOR_SITE}/setting/gzip`, { token: tokens.northwind, body: gzip })).status).toBe(200);
    const seen = await t.call<{ data: S['UserSiteSettings'] }>('GET', `/user/site/${HARBOR_SITE}/settings`, { token: tokens.mei });
    expect(seen.body.data.compress).toEqual(gzip);
  });

  it('reaches the customers of its sub-clients (a reseller)', async () => {
    const answer = await t.call<{ data: S['UserSite'] }>('GET', `/user/site/${TIDEWATER_SITE}`, { token: tokens.skyline });
    expect(answer.status).toBe(200);
    expect(answer.body.data.siteName).toBe('play.tidewater-games.example');
  });

  it('is refused (101018) on a site of another client, and nothing changes', async () => {
    const before = await t.call<{ data: S['UserSiteSettings'] }>('GET', `/user/site/${TIDEWATER_SITE}/settings`, { token: tokens.skyline });
    const read = await t.call('GET', `/user/site/${TIDEWATER_SITE}`, { token: tokens.northwind });
    expect(codeOf(read.body)).toBe(101018);
    const write = await t.call('PUT', `/user/site/${TIDEWATER_SITE}/setting/gzip`, { token: tokens.northwind, body: gzip });
    expect(codeOf(write.body)).toBe(101018);
    const after = await t.call<{ data: S['UserSiteSettings'] }>('GET', `/user/site/${TIDEWATER_SITE}/settings`, { token: tokens.skyline });
    expect(after.body.data.compress).toEqual(before.body.data.compress);
    // The parent reseller's sub-client relation does not go upwards: Skyline does not see Northwind's customers.
    expect(codeOf((await t.call('GET', `/user/site/${HARBOR_SITE}`, { token: tokens.skyline })).body)).toBe(101018);
  });

  it('is refused (101018) on an unknown site and on calls naming sites of two customers', async () => {
    expect(codeOf((await t.call('GET', '/user/site/987654', { token: tokens.northwind })).body)).toBe(101018);
    const mixed = await t.call('POST', '/user/domains/tags', { token: tokens.northwind, body: { siteIDs: [HARBOR_SITE, 4201] } });
    expect(codeOf(mixed.body)).toBe(101018);
    const one = await t.call<List<string>>('POST', '/user/domains/tags', { token: tokens.northwind, body: { siteIDs: [HARBOR_SITE] } });
    expect(one.status).toBe(200);
  });

  it('keeps the end user\'s other calls to end users (101018 for a client)', async () => {
    expect(codeOf((await t.call('GET', '/user/sites', { token: tokens.northwind })).body)).toBe(101018);
    // …and the client's calls to clients.
    expect(codeOf((await t.call('GET', '/client/sites', { token: tokens.mei })).body)).toBe(101018);
  });

  it('lists the blocked IPs of every site of its customers, by zone, and of no one else\'s', async () => {
    const all = await t.call<List<S['BlockIP']>>('GET', '/user/blockIPs', { token: tokens.northwind, query: { pageSize: 500 } });
    expect(all.status).toBe(200);
    const sites = new Set(all.body.data.map((row) => row.siteID));
    expect(sites.has(TIDEWATER_SITE)).toBe(false);
    const customer = await t.call<List<S['BlockIP']>>('GET', '/user/blockIPs', { token: tokens.mei, query: { pageSize: 500 } });
    for (const row of customer.body.data) expect(sites.has(row.siteID)).toBe(true);
    const zone = all.body.data[0]?.zoneID;
    expect(zone).toBeTypeOf('number');
    const inZone = await t.call<List<S['BlockIP']>>('GET', '/user/blockIPs', { token: tokens.northwind, query: { pageSize: 500, zoneID: zone ?? 0 } });
    expect(inZone.body.data.length).toBeGreaterThan(0);
    for (const row of inZone.body.data) expect(row.zoneID).toBe(zone);
    expect(codeOf((await t.call('GET', '/user/blockIPs', { token: tokens.northwind, query: { siteID: TIDEWATER_SITE } })).body)).toBe(101018);
  });
});
