// @vitest-environment node
// site-config: layer-4 ports, listening ports, certificates and automatic certificates.
import { beforeEach, describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/schema';
import { refusedCalls, useTestBackend } from '../test-backend.ts';
import { siteById, domainsOfSite } from './sites.resource.ts';
import type { SiteConfigState } from './site-config/model.ts';
import { GOOD_CERT, GOOD_KEY, LONG_NAME_CERT, LONG_NAME_KEY, OTHER_KEY } from './site-config/test-fixtures.ts';

type S = components['schemas'];
type List<T> = { data: T[]; total: number };

let clock = Date.now();
beforeEach(() => {
  clock = Date.now();
});
const { t, tokens } = useTestBackend({ backend: { now: () => clock }, signIn: ['mei', 'ling', 'northwind'] });

const config = () => t.backend.store.resources['site-config'] as SiteConfigState;
const snapshot = () => JSON.stringify({ config: config(), sites: t.backend.store.resources.sites });

const refused = refusedCalls(t, snapshot);

describe('layer-4 ports', () => {
  const site = '/user/site/4111';

  it('lists the seeded ports with their origins, adds, changes and removes ports', async () => {
    const list = await t.call<List<S['UserL4Port']>>('GET', `${site}/ports`, { token: tokens.mei });
    expect(list.status).toBe(200);
    expect(list.body.data.map((p) => p.port)).toEqual([7443, 7444, 12000]);
    expect(list.body.data[0].upstreams).toHaveLength(2);

    const created = await t.call<List<S['UserL4Port']>>('POST', `${site}/port`, { token: tokens.mei, body: { ports: [27016, 27017], upstreams: [{ host: '198.51.100.40', port: 27016 }] } });
    expect(created.status).toBe(200);
    expect(created.body.data.map((p) => [p.port, p.enabled, p.upstreams[0].weight, p.upstreams[0].enabled])).toEqual([[27016, true, 1, true], [27017, true, 1, true]]);

    const batch = await t.call<List<S['UserL4Port']>>('POST', `${site}/port/batchCreate`, {
      token: tokens.mei,
      body: { items: [{ port: 25565, upstreams: [{ host: '198.51.100.50', port: 25565 }] }, { port: 7777, upstreams: [{ host: 'game.harbor-tea.example' }] }] },
    });
    expect(batch.body.total).toBe(2);
    expect(batch.body.data[1].upstreams[0].port).toBe(80);

    const id = created.body.data[0].id;
    expect((await t.call('PUT', `${site}/port`, { token: tokens.mei, body: { id, port: 27020, enabled: false } })).status).toBe(200);
    expect(config().ports.find((p) => p.id === id)).toMatchObject({ port: 27020, enabled: false });
    expect((await t.call('DELETE', `${site}/port`, { token: tokens.mei, body: { ids: [id] } })).status).toBe(200);
    expect((await t.call<List<S['UserL4Port']>>('GET', `${site}/ports`, { token: tokens.mei, query: { page: 2, pageSize: 3 } })).body).toMatchObject({ total: 6 });
  });

  it('refuses duplicates (101025), ports the zone uses (202005), the nodes\' own ports (101003), the port limit (401007)', async () => {
    await refused(101025, 'POST', `${site}/port`, { token: tokens.mei, body: { ports: [7443], upstreams: [{ host: '198.51.100.40' }] } });
    await refused(101025, 'POST', `${site}/port/batchCreate`, { token: tokens.mei, body: { items: [{ port: 30001, upstreams: [{ host: '198.51.100.9' }] }, { port: 30001, upstreams: [{ host: '198.51.100.9' }] }] } });
    const taken = await refused(202005, 'POST', `${site}/port`, { token: tokens.mei, body: { ports: [8443], upstreams: [{ host: '198.51.100.40' }] } });
    expect(taken.extra).toBe(8443);
    // 4303 (Quiet Lake) is in the same zone and forwards 9000.
    expect((await refused(202005, 'PUT', `${site}/port`, { token: tokens.mei, body: { id: 6201, port: 9000 } })).extra).toBe(9000);
    for (const port of [3306, 3311, 6379, 9100, 61000, 61199, 999, 65001]) {
      await refused(101003, 'POST', `${site}/port`, { token: tokens.mei, body: { ports: [port], upstreams: [{ host: '198.51.100.40' }] } });
    }
    const info = siteById(t.backend.store, 4111);
    if (!info) throw new Error('no site 4111');
    info.limitations.portLimit = 4;
    const limit = await refused(401007, 'POST', `${site}/port`, { token: tokens.mei, body: { ports: [30001, 30002], upstreams: [{ host: '198.51.100.40' }] } });
    expect(limit.extra).toBe(4);
    expect((await t.call('POST', `${site}/port`, { token: tokens.mei, body: { ports: [30001], upstreams: [{ host: '198.51.100.40' }] } })).status).toBe(200);
  });

  it('layer-4 ports are for layer-4 sites (205005)', async () => {
    await refused(205005, 'POST', '/user/site/4101/port', { token: tokens.mei, body: { ports: [30001], upstreams: [{ host: '198.51.100.40' }] } });
  });

  it('keeps at least one enabled origin (401008) and manages origins', async () => {
    await refused(401008, 'POST', `${site}/port`, { token: tokens.mei, body: { ports: [30001], upstreams: [{ host: '198.51.100.40', enabled: false }] } });
    const origins = await t.call<List<S['UserPortUpstream']>>('GET', `${site}/port/6201/upstreams`, { token: tokens.mei });
    expect(origins.body.total).toBe(2);
    const [a, b] = origins.body.data;
    const added = await t.call<List<S['UserPortUpstream']>>('POST', `${site}/port/6201/upstreams`, { token: tokens.mei, body: { upstreams: [{ host: '2001:db8:77::5', port: 7443, weight: 3 }] } });
    expect(added.body.data[0]).toMatchObject({ host: '2001:db8:77::5', weight: 3, enabled: true });
    await refused(101025, 'POST', `${site}/port/6201/upstreams`, { token: tokens.mei, body: { upstreams: [{ host: a.host, port: a.port }] } });
    expect((await t.call('PUT', `${site}/port/6201/upstreams`, { token: tokens.mei, body: { upstreams: [{ id: a.id, host: a.host, enabled: false }, { id: b.id, host: b.host, weight: 9 }] } })).status).toBe(200);
    await refused(401008, 'PUT', `${site}/port/6201/upstreams`, { token: tokens.mei, body: { upstreams: [{ id: b.id, host: b.host, enabled: false }, { id: added.body.data[0].id, host: '2001:db8:77::5', enabled: false }] } });
    await refused(401008, 'DELETE', `${site}/port/6201/upstreams`, { token: tokens.mei, body: { ids: [b.id, added.body.data[0].id] } });
    expect((await t.call('DELETE', `${site}/port/6201/upstreams`, { token: tokens.mei, body: { ids: [a.id] } })).status).toBe(200);
    await refused(101018, 'DELETE', `${site}/port/6201/upstreams`, { token: tokens.mei, body: { ids: [a.id] } });
  });

  it("refuses another tenant's site and unknown ids (101018)", async () => {
    await refused(101018, 'GET', `${site}/ports`, { token: tokens.ling });
    await refused(101018, 'POST', `${site}/port`, { token: tokens.ling, body: { ports: [30001], upstreams: [{ host: '198.51.100.40' }] } });
    await refused(101018, 'DELETE', `${site}/port`, { token: tokens.mei, body: { ids: [6201, 999999] } });
    await refused(101018, 'GET', '/user/site/4405/port/6210/upstreams', { token: tokens.mei });
    await refused(101018, 'GET', '/user/site/999999/ports', { token: tokens.mei });
  });
});

describe('listening ports', () => {
  it('lists the zone ports and the open ports with their domains; opens and closes ports', async () => {
    const zone = await t.call<List<S['UserZonePort']>>('GET', '/user/site/4101/zone/ports', { token: tokens.mei });
    expect(zone.body.data).toContainEqual({ port: 8880, portType: 'http' });
    const open = await t.call<List<S['UserSitePort']>>('GET', '/user/site/4101/setting/ports', { token: tokens.mei });
    const used = domainsOfSite(t.backend.store, 4101).filter((d) => d.scheme.http.includes(80)).length;
    expect(open.body.data.find((p) => p.port === 80)).toEqual({ port: 80, portType: 'http', domainCount: used });

    expect((await t.call('POST', '/user/site/4101/port/setting', { token: tokens.mei, body: { ports: [{ port: 8880, portType: 'http' }, { port: 2053, portType: 'https' }] } })).status).toBe(200);
    const after = await t.call<List<S['UserSitePort']>>('GET', '/user/site/4101/setting/ports', { token: tokens.mei });
    expect(after.body.data.find((p) => p.port === 8880)).toEqual({ port: 8880, portType: 'http', domainCount: 0 });
    expect((await t.call('DELETE', '/user/site/4101/port/setting', { token: tokens.mei, body: { ports: [8880, 2053] } })).status).toBe(200);
  });

  it('refuses ports the zone does not offer or the site has not open (401003 with the port), and ports domains use', async () => {
    expect((await refused(401003, 'POST', '/user/site/4101/port/setting', { token: tokens.mei, body: { ports: [{ port: 9999, portType: 'http' }] } })).extra).toBe(9999);
    expect((await refused(401003, 'DELETE', '/user/site/4101/port/setting', { token: tokens.mei, body: { ports: [8880] } })).extra).toBe(8880);
    await refused(101003, 'DELETE', '/user/site/4101/port/setting', { token: tokens.mei, body: { ports: [80] } });
    expect((await refused(401003, 'POST', '/user/site/4101/port/setting', { token: tokens.mei, body: { ports: [{ port: 80, portType: 'https' }] } })).extra).toBe(80);
    await refused(205004, 'POST', '/user/site/4111/port/setting', { token: tokens.mei, body: { ports: [{ port: 8080, portType: 'http' }] } });
    await refused(101018, 'GET', '/user/site/4201/setting/ports', { token: tokens.mei });
  });
});

describe('certificates', () => {
  const site = '/user/site/4101';

  it('lists certificates in every state, by name, with paging, sort and a name filter', async () => {
    const all = await t.call<List<S['UserCertificate']>>('GET', `${site}/certificates`, { token: tokens.mei, query: { pageSize: 100 } });
    expect(all.status).toBe(200);
    const states = new Set(all.body.data.map((c) => `${c.status}/${c.autoSSLStatus}`));
    expect(states).toContain('success/null');
    expect(states).toContain('processing/null');
    expect(states).toContain('success/active');
    const names = all.body.data.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const filtered = await t.call<List<S['UserCertificate']>>('GET', `${site}/certificates`, { token: tokens.mei, query: { sslName: 'HARBOR-TEA-2027' } });
    expect(filtered.body.data.map((c) => c.name)).toEqual(['harbor-tea-2027']);
    const sorted = await t.call<List<S['UserCertificate']>>('GET', `${site}/certificates`, { token: tokens.mei, query: { sort: '-id', pageSize: 2 } });
    expect(sorted.body.data[0].id).toBeGreaterThan(sorted.body.data[1].id);
    await refused(101003, 'GET', `${site}/certificates`, { token: tokens.mei, query: { sort: 'colour' } });

    const everyState = new Set(config().certificates.map((c) => `${c.auto}/${c.state}`));
    for (const s of ['false/success', 'false/processing', 'false/failed', 'true/success', 'true/pending', 'true/processing', 'true/failed']) expect(everyState).toContain(s);
    const meta = await t.call<List<S['UserMetaCertificate']>>('GET', `${site}/metaCertificates`, { token: tokens.mei });
    expect(meta.body.total).toBe(all.body.total);
  });

  it('uploads a real certificate (names from the chain), a demo PEM, and reads one with its chain', async () => {
    const real = await t.call<{ data: S['UserCertificate'] }>('POST', `${site}/certificate`, { token: tokens.mei, body: { name: 'harbor-tea-ecc', certificate: GOOD_CERT, privateKey: GOOD_KEY } });
    expect(real.status).toBe(200);
    expect(real.body.data).toMatchObject({ domains: ['harbor-tea.example', '*.harbor-tea.example'], status: 'success', autoSSL: false, autoSSLStatus: null, boundDomains: [] });
    const demo = await t.call<{ data: S['UserCertificate'] }>('POST', `${site}/certificate`, {
      token: tokens.mei,
      body: { name: 'harbor-tea-demo', certificate: '-----BEGIN CERTIFICATE-----\nMIIDdzCCAl+gAwIBAgIU\n-----END CERTIFICATE-----\n', privateKey: '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkq\n-----END PRIVATE KEY-----\n' },
    });
    expect(demo.body.data.domains).toEqual(['harbor-tea.example', '*.harbor-tea.example']);
    const one = await t.call<{ data: S['UserCertificateDetail'] }>('GET', `${site}/certificate/${real.body.data.id}`, { token: tokens.mei });
    expect(one.body.data.certificate).toBe(GOOD_CERT);
    expect(JSON.stringify(one.body)).not.toContain('PRIVATE KEY');
  });

  it('refuses illegal names (301001), a taken name (101025), a wrong key, names over 64 characters and bad PEMs (101003)', async () => {
    for (const name of ['harbor-', 'harbor..tea', 'default']) {
      await refused(301001, 'POST', `${site}/certificate`, { token: tokens.mei, body: { name, certificate: GOOD_CERT, privateKey: GOOD_KEY } });
    }
    await refused(101003, 'POST', `${site}/certificate`, { token: tokens.mei, body: { name: '-harbor', certificate: GOOD_CERT, privateKey: GOOD_KEY } });
    await refused(101025, 'POST', `${site}/certificate`, { token: tokens.mei, body: { name: 'Harbor-Tea-2027', certificate: GOOD_CERT, privateKey: GOOD_KEY } });
    const wrongKey = await refused(101003, 'POST', `${site}/certificate`, { token: tokens.mei, body: { name: 'harbor-x', certificate: GOOD_CERT, privateKey: OTHER_KEY } });
    expect(JSON.stringify(wrongKey.errorData)).toContain('does not match');
    const long = await refused(101003, 'POST', `${site}/certificate`, { token: tokens.mei, body: { name: 'harbor-long', certificate: LONG_NAME_CERT, privateKey: LONG_NAME_KEY } });
    expect(JSON.stringify(long.errorData)).toContain('at most 64 characters');
    await refused(101003, 'POST', `${site}/certificate`, { token: tokens.mei, body: { name: 'harbor-y', certificate: '-----BEGIN CERTIFICATE-----\nnot base64 !!\n', privateKey: GOOD_KEY } });
  });

  it('renames, replaces the chain, binds to covered domains only, unbinds and removes', async () => {
    const created = await t.call<{ data: S['UserCertificate'] }>('POST', `${site}/certificate`, { token: tokens.mei, body: { name: 'harbor-tea-ecc', certificate: GOOD_CERT, privateKey: GOOD_KEY } });
    const id = created.body.data.id;
    expect((await t.call('PUT', `${site}/certificate`, { token: tokens.mei, body: { id, name: 'harbor-tea-ecc-2026' } })).status).toBe(200);
    await refused(101025, 'PUT', `${site}/certificate`, { token: tokens.mei, body: { id, name: 'harbor-tea-2027' } });
    expect((await t.call('PUT', `${site}/certificate`, { token: tokens.mei, body: { id, certificate: GOOD_CERT, privateKey: GOOD_KEY } })).status).toBe(200);

    const candidates = await t.call<List<S['UserCertificateDomain']>>('GET', `${site}/certificate/domains`, { token: tokens.mei, query: { certificateID: id } });
    const covered = candidates.body.data.filter((d) => d.covered);
    const uncovered = candidates.body.data.filter((d) => !d.covered);
    expect(covered.length).toBeGreaterThan(1);
    expect(uncovered.map((d) => d.domainName)).toContain('bar.assets.harbor-tea.example'.replace('bar.', '*.'));
    expect((await t.call('PATCH', `${site}/certificate/domains`, { token: tokens.mei, body: { certificateID: id, domainIDs: covered.map((d) => d.id) } })).status).toBe(200);
    const bound = await t.call<{ data: S['UserCertificate'] }>('GET', `${site}/certificate/${id}`, { token: tokens.mei });
    expect(bound.body.data.boundDomains.map((d) => d.id).sort()).toEqual(covered.map((d) => d.id).sort());
    await refused(101003, 'PATCH', `${site}/certificate/domains`, { token: tokens.mei, body: { certificateID: id, domainIDs: [uncovered[0].id] } });
    const otherSiteDomain = domainsOfSite(t.backend.store, 4201)[0].id;
    await refused(101018, 'PATCH', `${site}/certificate/domains`, { token: tokens.mei, body: { certificateID: id, domainIDs: [otherSiteDomain] } });

    expect((await t.call('PATCH', `${site}/certificate/domains`, { token: tokens.mei, body: { certificateID: null, domainIDs: [covered[0].id] } })).status).toBe(200);
    expect(domainsOfSite(t.backend.store, 4101).find((d) => d.id === covered[0].id)).toMatchObject({ certificateID: null, certStatus: 'none' });
    expect((await t.call('DELETE', `${site}/certificate`, { token: tokens.mei, body: { ids: [id] } })).status).toBe(200);
    expect(domainsOfSite(t.backend.store, 4101).filter((d) => d.certificateID === id)).toEqual([]);
  });

  it("refuses another tenant's certificates (101018)", async () => {
    const lingCert = config().certificates.find((c) => c.siteId === 4201);
    await refused(101018, 'GET', `/user/site/4201/certificate/${lingCert?.id}`, { token: tokens.mei });
    await refused(101018, 'GET', `${site}/certificate/${lingCert?.id}`, { token: tokens.mei });
    await refused(101018, 'DELETE', `${site}/certificate`, { token: tokens.ling, body: { ids: [5501] } });
  });
});

describe('automatic certificates (client)', () => {
  it("lists the tenant's automatic certificates with filters", async () => {
    const all = await t.call<S['AutoCertificateList']>('GET', '/client/autoCertificates', { token: tokens.northwind, query: { pageSize: 500 } });
    expect(all.status).toBe(200);
    const siteIds = new Set(all.body.data.map((c) => c.siteID));
    expect(siteIds.has(4101)).toBe(true);
    // None of Skyline's tree (its sub-client's customer, sites 44xx).
    expect([...siteIds].some((id) => id >= 4401 && id < 4500)).toBe(false);
    const failed = await t.call<S['AutoCertificateList']>('GET', '/client/autoCertificates', { token: tokens.northwind, query: { status: 'failed', pageSize: 500 } });
    expect(failed.body.total).toBeGreaterThan(0);
    expect(failed.body.data.every((c) => c.status === 'failed' && c.message && c.issuedAt === null)).toBe(true);
    const www = await t.call<S['AutoCertificateList']>('GET', '/client/autoCertificates', { token: tokens.northwind, query: { domainName: 'WWW.harbor', siteID: 4101 } });
    expect(www.body.data.map((c) => c.domainName)).toEqual(['www.harbor-tea.example']);
    const skyline = await t.tokenOf('skyline');
    const resold = await t.call<S['AutoCertificateList']>('GET', '/client/autoCertificates', { token: skyline, query: { pageSize: 500 } });
    expect(resold.body.data.every((c) => c.siteID >= 4401)).toBe(true);
  });

  it('renews failed certificates: processing, then success on a read after 10 s; the domain follows', async () => {
    const failed = config().certificates.find((c) => c.auto && c.state === 'failed' && c.siteId < 4400);
    if (!failed) throw new Error('no failed automatic certificate seeded');
    expect((await t.call('POST', '/client/autoCertificates/renew', { token: tokens.northwind, body: { ids: [failed.id] } })).status).toBe(200);
    const site = `/user/site/${failed.siteId}`;
    const mine = failed.siteId < 4200 ? tokens.mei : tokens.ling;
    const during = await t.call<{ data: S['UserCertificate'] }>('GET', `${site}/certificate/${failed.id}`, { token: mine });
    expect(during.body.data).toMatchObject({ status: 'processing', autoSSLStatus: 'pending', notAfter: null });
    clock += 10_000;
    const after = await t.call<S['AutoCertificateList']>('GET', '/client/autoCertificates', { token: tokens.northwind, query: { siteID: failed.siteId, pageSize: 100 } });
    const renewed = after.body.data.find((c) => c.id === failed.id);
    expect(renewed).toMatchObject({ status: 'success', message: null });
    expect(Date.parse(renewed?.expiredAt ?? '') - clock).toBe(90 * 86_400_000);
    const domain = domainsOfSite(t.backend.store, failed.siteId).find((d) => d.id === failed.domainId);
    expect(domain).toMatchObject({ certificateID: failed.id, certStatus: 'success', autoSSL: { status: 'active' } });
  });

  it('refuses beyond 50 applications per registered domain in 7 days (401004), and certificates of other tenants (101018)', async () => {
    const failed = config().certificates.find((c) => c.auto && c.state === 'failed' && c.siteId < 4200);
    if (!failed) throw new Error('no failed automatic certificate seeded');
    for (let i = 0; i < 50; i += 1) config().issuances.push({ registeredDomain: 'harbor-tea.example', at: clock - 86_400_000 });
    const limit = await refused(401004, 'POST', '/client/autoCertificates/renew', { token: tokens.northwind, body: { ids: [failed.id] } });
    expect(limit.extra).toEqual({ limit: 50, domain: 'harbor-tea.example' });
    clock += 6 * 86_400_000 + 1;
    tokens.northwind = await t.tokenOf('northwind');
    tokens.mei = await t.tokenOf('mei');
    expect((await t.call('POST', '/client/autoCertificates/renew', { token: tokens.northwind, body: { ids: [failed.id] } })).status).toBe(200);

    const tide = config().certificates.find((c) => c.auto && c.siteId >= 4401);
    await refused(101018, 'POST', '/client/autoCertificates/renew', { token: tokens.northwind, body: { ids: [tide?.id ?? 1] } });
    await refused(101018, 'GET', '/client/autoCertificates', { token: tokens.mei });
  });
});
