// @vitest-environment node
import { BULK_FIRST_SITE_ID, BULK_PRODUCTS, BULK_SITE_COUNT } from './sites/seed-bulk.ts';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/schema';
import { useTestBackend } from '../test-backend.ts';
import { IDS } from '../testing.ts';
import type { CustomHeaderState } from './custom-header.resource.ts';
import type { DomainInfo, SiteInfo } from './sites/model.ts';
import { clientHandlers } from './sites/client.ts';
import { sitesState } from './sites/state.ts';
import { userDomainHandlers } from './sites/user-domains.ts';

type S = components['schemas'];
type Envelope = S['ErrorEnvelope'];
interface List<T> {
  data: T[];
  total: number;
}

const { t, tokens } = useTestBackend({ signIn: ['mei', 'kai', 'ling', 'northwind', 'skyline', 'tidewater'], reset: 'keepSessions' });

const state = () => sitesState(t.backend.store);
const snapshot = () => JSON.stringify([state(), t.backend.store.sites.toArray(), t.backend.store.roles.toArray()]);
const site = (id: number): SiteInfo => {
  const found = state().sites.find((s) => s.id === id);
  if (!found) throw new Error(`no site ${id}`);
  return found;
};
const domainsOn = (siteId: number): DomainInfo[] => state().domains.filter((d) => d.siteId === siteId);
const domainNamed = (name: string, siteId?: number): DomainInfo => {
  const found = state().domains.find((d) => d.domainName === name && (siteId === undefined || d.siteId === siteId));
  if (!found) throw new Error(`no domain ${name}`);
  return found;
};

/** Changes the licence caps the sites module applies to a client (the licences module's order, else its own). */
function setLicence(clientId: number, changes: { siteLimit?: number; autoSSLLimit?: number; expiredAt?: string }): void {
  const licences = t.backend.store.resources['system-licenses'] as { orders?: { userID: number }[] } | undefined;
  const order = licences?.orders?.find((o) => o.userID === clientId);
  if (order) {
    Object.assign(order, changes);
    return;
  }
  const quota = state().quotas.find((q) => q.clientId === clientId);
  if (!quota) throw new Error(`no licence of ${clientId}`);
  if (changes.siteLimit !== undefined) quota.sites = changes.siteLimit;
  if (changes.autoSSLLimit !== undefined) quota.autoSSL = changes.autoSSLLimit;
  if (changes.expiredAt !== undefined) quota.expiredAt = changes.expiredAt;
}

type Who = keyof typeof tokens;
const get = <T>(who: Who, path: string, query?: Record<string, string | number | boolean | undefined>) => t.call<T>('GET', path, { token: tokens[who], query });
const send = <T>(who: Who, method: string, path: string, body: unknown) => t.call<T>(method, path, { token: tokens[who], body });

/** A refused call: the code, and nothing changed. */
async function refused(code: number, run: () => Promise<{ status: number; body: unknown }>): Promise<Envelope> {
  const before = snapshot();
  const answer = await run();
  expect((answer.body as Envelope).code, JSON.stringify(answer.body)).toBe(code);
  expect(snapshot()).toBe(before);
  return answer.body as Envelope;
}

describe('seed', () => {
  it('has 30 hand-written sites and the operator\'s bulk book (320 more) in every status and traffic state, 2,000+ domains, and keeps the base sites table in step', () => {
    expect(state().sites.length).toBe(30 + BULK_SITE_COUNT);
    expect(state().sites.filter((s) => s.id >= BULK_FIRST_SITE_ID)).toHaveLength(BULK_SITE_COUNT);
    expect(state().domains.length).toBeGreaterThan(2000);
    expect(new Set(state().sites.map((s) => s.status))).toEqual(new Set(['normal', 'pause', 'lock', 'expired']));
    expect(new Set(state().sites.map((s) => s.trafficState))).toEqual(new Set(['normal', 'warning', 'limited']));
    expect(new Set(state().products.filter((p) => p.clientId === 102).map((p) => p.sellType))).toEqual(new Set(['personal', 'business']));
    for (const s of state().sites) expect(t.backend.store.sites.get(s.id)).toEqual({ id: s.id, name: s.siteName, ownerId: s.ownerId });
    expect(site(4101).cname.endsWith('.cdn.northwind-cdn.example')).toBe(true);
    expect(state().products.map((p) => p.productName).slice(0, 4)).toEqual(['Starter', 'Business', 'Enterprise', 'L4 Shield']);
  });

  it('answers every seeded domain within the contract', async () => {
    for (const s of state().sites) {
      const who: Who = s.ownerId === IDS.mei ? 'mei' : s.ownerId === IDS.ling ? 'ling' : s.ownerId === IDS.tidewater ? 'tidewater' : 'mei';
      if (who === 'mei' && s.ownerId !== IDS.mei) continue;
      const answer = await get<List<S['UserDomain']>>(who, `/user/site/${s.id}/domains`, { pageSize: 500 });
      expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
      expect(answer.body.total).toBe(domainsOn(s.id).length);
      expect((await get(who, `/user/site/${s.id}`)).status).toBe(200);
    }
  });
});

describe('user sites', () => {
  it('lists the tenant sites with filters, meta list, one site, its users and tags', async () => {
    const all = await get<List<S['UserSite']>>('mei', '/user/sites', { pageSize: 100 });
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(12);
    expect(all.body.data.every((s) => s.id >= 4101 && s.id < 4200)).toBe(true);
    const expired = await get<List<S['UserSite']>>('mei', '/user/sites', { status: 'expired' });
    expect(expired.body.data.map((s) => s.id)).toEqual([4108]);
    const tagged = await get<List<S['UserSite']>>('mei', '/user/sites', { tags: 'api,b2b' });
    expect(tagged.body.data.map((s) => s.id)).toEqual([4103, 4106]);
    const named = await get<List<S['UserSite']>>('mei', '/user/sites', { siteName: 'SHOP', productID: 2 });
    expect(named.body.data.map((s) => s.id)).toEqual([4102]);
    const page = await get<List<S['UserSite']>>('mei', '/user/sites', { page: 2, pageSize: 5 });
    expect(page.body.data.map((s) => s.id)).toEqual([4106, 4107, 4108, 4109, 4110]);

    const meta = await get<List<S['UserMetaSite']>>('kai', '/user/metaSites');
    expect(meta.body.total).toBe(12);
    const one = await get<{ data: S['UserSite'] }>('mei', '/user/site/4101');
    expect(one.body.data.users.map((u) => u.id)).toEqual([IDS.mei, IDS.yu]);
    expect(one.body.data.productName).toBe('Business');
    expect(one.body.data.domainCount).toBe(domainsOn(4101).length);
    const users = await get<List<S['UserSiteUser']>>('mei', '/user/site/users/4102');
    expect(users.body.data.map((u) => u.id)).toEqual([IDS.mei, IDS.kai, IDS.yu]);
    const tags = await get<List<string>>('mei', '/user/site/tags');
    expect(tags.body.data).toContain('storefront');
  });

  it('refuses sites of another tenant, known or not (101018)', async () => {
    expect((await get<Envelope>('ling', '/user/site/4101')).body.code).toBe(101018);
    expect((await get<Envelope>('ling', '/user/site/999999')).body.code).toBe(101018);
    await refused(101018, () => send('ling', 'PUT', '/user/site/4101/tags', { tags: ['mine'] }));
    await refused(101018, () => get('tidewater', '/user/site/4101/domains'));
  });

  it('sets tags and assigns sub-users (root only, own sub-users only)', async () => {
    expect((await send('mei', 'PUT', '/user/site/4104/tags', { tags: ['static', 'images'] })).status).toBe(200);
    expect(site(4104).tags).toEqual(['static', 'images']);
    expect((await send('mei', 'PATCH', '/user/site/users', { siteIDs: [4104, 4105], userIDs: [IDS.kai] })).status).toBe(200);
    expect(site(4105).userIDs).toContain(IDS.kai);
    expect((await send('mei', 'DELETE', '/user/site/users', { siteIDs: [4105], userIDs: [IDS.kai] })).status).toBe(200);
    expect(site(4105).userIDs).not.toContain(IDS.kai);
    await refused(101018, () => send('mei', 'PATCH', '/user/site/users', { siteIDs: [4104], userIDs: [IDS.rosa] }));
    await refused(101018, () => send('kai', 'PATCH', '/user/site/users', { siteIDs: [4104], userIDs: [IDS.yu] }));
  });

  it('lists the products of its sites', async () => {
    const products = await get<List<S['UserProduct']>>('mei', '/user/products', { pageSize: 20 });
    expect(products.body.data.map((p) => p.productName)).toEqual(['Starter', 'Business', 'Enterprise', 'L4 Shield']);
    expect(products.body.data[1]?.backupGroup).toBe(true);
    const some = await get<List<S['UserProduct']>>('mei', '/user/products', { productIDs: '1,3' });
    expect(some.body.data.map((p) => p.id)).toEqual([1, 3]);
  });

  it("answers the signed-in end user's own resources, not the operator's licence (every customer's sites)", async () => {
    const own = state().sites.filter((s) => s.ownerId === IDS.mei && t.backend.store.sites.has(s.id));
    const ownIds = new Set(own.map((s) => s.id));
    const ownDomains = state().domains.filter((d) => ownIds.has(d.siteId));
    const info = (await get<{ data: S['UserResourceInfo'] }>('mei', '/user/resourceInfo')).body.data;
    // Mei's 12 sites, not the 23 + 320 sites of every Northwind customer.
    expect(info.sites).toEqual({ limit: 0, used: 12 });
    expect((await get<List<S['UserSite']>>('mei', '/user/sites', { pageSize: 100 })).body.total).toBe(info.sites.used);
    expect(info.domains.used).toBe(ownDomains.length);
    expect(info.autoSSL).toEqual({ limit: 0, used: ownDomains.filter((d) => d.autoSSL.enabled).length });
    // The account's domain cap is its layer-7 sites' caps added up (0 once one site has none).
    const layer7 = own.filter((s) => s.portType !== 'l4');
    const caps = layer7.map((s) => s.limitations.domainLimit);
    expect(info.domains.limit).toBe(caps.includes(0) ? 0 : caps.reduce((a, b) => a + b, 0));
    for (const s of layer7) s.limitations.domainLimit = 10;
    expect((await get<{ data: S['UserResourceInfo'] }>('mei', '/user/resourceInfo')).body.data.domains.limit).toBe(10 * layer7.length);
    // Layer-4 ports: the caps of its layer-4 sites.
    const layer4 = own.filter((s) => s.portType === 'l4');
    expect(layer4.length).toBeGreaterThan(0);
    for (const s of layer4) s.limitations.portLimit = 7;
    expect((await get<{ data: S['UserResourceInfo'] }>('mei', '/user/resourceInfo')).body.data.ports.limit).toBe(7 * layer4.length);
    // The operator's licence is not the account's figure: shrinking it changes none of these.
    setLicence(IDS.northwind, { siteLimit: 40, autoSSLLimit: 3 });
    const after = (await get<{ data: S['UserResourceInfo'] }>('mei', '/user/resourceInfo')).body.data;
    expect(after.sites).toEqual(info.sites);
    expect(after.autoSSL).toEqual(info.autoSSL);
    expect(after.portType).toBe('l7l4');
    // Another customer of the same operator sees its own.
    const ling = (await get<{ data: S['UserResourceInfo'] }>('ling', '/user/resourceInfo')).body.data;
    expect(ling.sites.used).toBe(state().sites.filter((s) => s.ownerId === IDS.ling && t.backend.store.sites.has(s.id)).length);
  });
});

describe('user domains: lists', () => {
  it('pages, filters and sorts the domains of a site', async () => {
    const all = await get<List<S['UserDomain']>>('mei', '/user/site/4101/domains', { pageSize: 100, sortBy: 'domainName', orderBy: 'desc' });
    expect(all.body.total).toBe(domainsOn(4101).length);
    const names = all.body.data.map((d) => String(d.domainName));
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' })));
    const www = await get<List<S['UserDomain']>>('mei', '/user/site/4101/domains', { keywords: 'www' });
    expect(www.body.data.map((d) => d.domainName)).toEqual(['www.harbor-tea.example']);
    const active = await get<List<S['UserDomain']>>('mei', '/user/site/4101/domains', { cnameStatuses: 'active', pageSize: 100 });
    expect(active.body.data.every((d) => d.cnameStatus === 'active')).toBe(true);
    const forced = await get<List<S['UserDomain']>>('mei', '/user/site/4101/domains', { forceSSL: true, pageSize: 100 });
    expect(forced.body.total).toBe(domainsOn(4101).filter((d) => d.forceSSL).length);
    expect((await get<Envelope>('mei', '/user/site/4101/domains', { sortBy: 'colour' })).body.code).toBe(101003);

    const simple = await get<List<S['UserDomainSimple']>>('mei', '/user/site/4102/simpleDomains');
    expect(simple.body.total).toBe(domainsOn(4102).length);
    const meta = await get<List<S['UserDomainMeta']>>('mei', '/user/site/4102/metaDomains');
    expect(meta.body.data[0]?.siteName).toBe('shop.harbor-tea.example');
    const byNames = await get<List<S['UserDomain']>>('mei', '/user/site/4102/domainsByNames', { names: 'shop.harbor-tea.example,nope.harbor-tea.example' });
    expect(byNames.body.data.map((d) => d.domainName)).toEqual(['shop.harbor-tea.example']);
  });

  it('searches domains, tags and ids across the tenant', async () => {
    const found = await send<List<S['UserDomainMeta']>>('mei', 'POST', '/user/domains/meta', { keyword: 'api', limit: 3 });
    expect(found.body.data).toHaveLength(3);
    expect(found.body.total).toBeGreaterThan(3);
    const tags = await send<List<string>>('mei', 'POST', '/user/domains/tags', { siteIDs: [4103] });
    expect(tags.body.data).toContain('api');
    const ids = await get<List<number>>('mei', '/user/domains/ids', { name: 'shop', siteName: 'shop.harbor' });
    expect(ids.body.data.length).toBeGreaterThan(0);
    expect(ids.body.data.every((id) => state().domains.find((d) => d.id === id)?.siteId === 4102)).toBe(true);
    expect((await send<Envelope>('mei', 'POST', '/user/domains/meta', { siteIDs: [4201] })).body.code).toBe(101018);
  });
});

const ORIGIN = { host: '203.0.113.50', port: 443, protocol: 'https', weight: 3 };

describe('user domains: adding', () => {
  it('creates domains sharing origins, pending their CNAME check', async () => {
    const answer = await send<List<S['UserDomainMeta']>>('mei', 'POST', '/user/site/4105/domain', {
      domains: ['pu-erh.harbor-tea.example', 'oolong.harbor-tea.example'],
      upstreams: [ORIGIN, { host: 'origin-9.harbor-tea.example' }],
      tags: ['content'],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBe(2);
    const made = domainNamed('pu-erh.harbor-tea.example');
    expect(made).toMatchObject({ status: 1, cnameStatus: 'pending', certStatus: 'none', portMap: false, scheme: { http: [80], https: [] } });
    expect(made.upstreams.map((u) => [u.host, u.port, u.weight, u.protocol, u.enabled])).toEqual([
      ['203.0.113.50', 443, 3, 'https', true],
      ['origin-9.harbor-tea.example', 80, 1, 'http', true],
    ]);
  });

  it('batch-creates domains, each with its origins', async () => {
    const answer = await send<List<S['UserDomainMeta']>>('mei', 'POST', '/user/site/4105/domain/batchCreate', {
      items: [
        { domainName: 'green.harbor-tea.example', upstreams: [{ host: '198.51.100.70' }] },
        { domainName: 'black.harbor-tea.example', upstreams: [{ host: '198.51.100.71', port: 8080 }] },
      ],
    });
    expect(answer.body.total).toBe(2);
    expect(domainNamed('black.harbor-tea.example').upstreams[0]?.port).toBe(8080);
  });

  it('refuses duplicates (101025), names enabled elsewhere (401001) and the domain limit (401002)', async () => {
    await refused(101025, () => send('mei', 'POST', '/user/site/4105/domain', { domains: ['blog.harbor-tea.example'], upstreams: [ORIGIN] }));
    await refused(401001, () => send('mei', 'POST', '/user/site/4105/domain', { domains: ['www.harbor-tea.example'], upstreams: [ORIGIN] }));
    expect(domainsOn(4110)).toHaveLength(3);
    await refused(401002, () => send('mei', 'POST', '/user/site/4110/domain', { domains: ['osaka.harbor-tea.example'], upstreams: [ORIGIN] }));
  });

  it('needs an enabled origin (401008), port mapping for follow and a port for http/https origins (101003)', async () => {
    await refused(401008, () => send('mei', 'POST', '/user/site/4105/domain', { domains: ['x1.harbor-tea.example'], upstreams: [{ ...ORIGIN, enabled: false }] }));
    const follow = await refused(101003, () => send('mei', 'POST', '/user/site/4105/domain', { domains: ['x2.harbor-tea.example'], upstreams: [{ host: '203.0.113.9', protocol: 'follow' }] }));
    expect(follow.message).toMatch(/port mapping/);
    await refused(101003, () => send('mei', 'POST', '/user/site/4105/domain', { domains: ['x3.harbor-tea.example'], upstreams: [{ host: '203.0.113.9', protocol: 'https' }] }));
    const ok = await send('mei', 'POST', '/user/site/4105/domain', { domains: ['x4.harbor-tea.example'], portMap: true, upstreams: [{ host: '203.0.113.9', protocol: 'follow' }] });
    expect(ok.status).toBe(200);
  });

  it('refuses adding to locked-domain products (101018), expired sites (205002) and layer-4 sites (101023)', async () => {
    await refused(101018, () => send('mei', 'POST', '/user/site/4109/domain', { domains: ['vip.harbor-tea.example'], upstreams: [ORIGIN] }));
    await refused(205002, () => send('mei', 'POST', '/user/site/4108/domain', { domains: ['fair.harbor-tea.example'], upstreams: [ORIGIN] }));
    await refused(101023, () => send('mei', 'POST', '/user/site/4111/domain', { domains: ['pos.harbor-tea.example'], upstreams: [ORIGIN] }));
  });

  it('copies domains to another site (disabled) and creates domains from an existing one', async () => {
    const source = domainNamed('recipes.harbor-tea.example');
    const copy = await send<List<S['UserDomainMeta']>>('mei', 'POST', '/user/site/4105/domains/copyToSite', { domainIDs: [source.id], targetSiteID: 4104 });
    expect(copy.body.data[0]?.siteID).toBe(4104);
    const copied = domainNamed('recipes.harbor-tea.example', 4104);
    expect(copied.status).toBe(0);
    expect(copied.upstreams.map((u) => u.host)).toEqual(source.upstreams.map((u) => u.host));
    await refused(101025, () => send('mei', 'POST', '/user/site/4105/domains/copyToSite', { domainIDs: [source.id], targetSiteID: 4104 }));
    await refused(101018, () => send('mei', 'POST', '/user/site/4105/domains/copyToSite', { domainIDs: [source.id], targetSiteID: 4201 }));

    const from = await send<List<S['UserDomainMeta']>>('mei', 'POST', '/user/site/4105/domains/createFrom', { sourceDomainID: source.id, domains: ['desserts.harbor-tea.example'] });
    expect(from.body.total).toBe(1);
    const made = domainNamed('desserts.harbor-tea.example');
    expect(made.status).toBe(1);
    expect(made.scheme).toEqual(source.scheme);
    expect(made.balance).toEqual(source.balance);
  });
});

describe('user domains: changing', () => {
  it('renames, tags and rewrites the host of a domain (101025 on a taken name)', async () => {
    const d = domainNamed('feeds.harbor-tea.example');
    expect((await send('mei', 'PUT', '/user/site/4105/domain', { id: d.id, domainName: 'rss.harbor-tea.example', tags: ['rss'], hostRewrite: 'origin.harbor-tea.example' })).status).toBe(200);
    expect(d).toMatchObject({ domainName: 'rss.harbor-tea.example', tags: ['rss'], hostRewrite: 'origin.harbor-tea.example', cnameStatus: 'pending' });
    await refused(101025, () => send('mei', 'PUT', '/user/site/4105/domain', { id: d.id, domainName: 'blog.harbor-tea.example' }));
  });

  it('removes only disabled domains, by id or name', async () => {
    const d = domainNamed('news.harbor-tea.example');
    const enabled = await refused(101003, () => send('mei', 'DELETE', '/user/site/4105/domain', { ids: [d.id] }));
    expect(enabled.message).toMatch(/disable/);
    expect((await send('mei', 'PATCH', '/user/site/4105/domain/setting/status', { ids: [d.id], status: 0 })).status).toBe(200);
    expect((await send('mei', 'DELETE', '/user/site/4105/domain', { ids: [d.id] })).status).toBe(200);
    expect(state().domains.some((x) => x.id === d.id)).toBe(false);

    const r = domainNamed('recipes.harbor-tea.example');
    await send('mei', 'PATCH', '/user/site/4105/domain/setting/status', { ids: [r.id], status: 0 });
    expect((await send('mei', 'DELETE', '/user/site/4105/domains', { names: ['recipes.harbor-tea.example'] })).status).toBe(200);
    expect(state().domains.some((x) => x.id === r.id)).toBe(false);
    await refused(101003, () => send('mei', 'DELETE', '/user/site/4105/domains', { names: ['gone.harbor-tea.example'] }));
    await refused(101018, () => send('mei', 'DELETE', '/user/site/4105/domain', { ids: [domainNamed('www.harbor-tea.example', 4101).id] }));
  });

  it('refuses enabling a name enabled elsewhere (401001)', async () => {
    const copy = domainNamed('www.harbor-tea.example', 4107);
    expect(copy.status).toBe(0);
    await refused(401001, () => send('mei', 'PATCH', '/user/site/4107/domain/setting/status', { ids: [copy.id], status: 1 }));
    const live = domainNamed('www.harbor-tea.example', 4101);
    await send('mei', 'PATCH', '/user/site/4101/domain/setting/status', { ids: [live.id], status: 0 });
    expect((await send('mei', 'PATCH', '/user/site/4107/domain/setting/status', { ids: [copy.id], status: 1 })).status).toBe(200);
    expect(copy.status).toBe(1);
  });

  it('manages origins: list, add, change, remove (401008, at least one origin), replace an IP', async () => {
    const d = domainNamed('tea-guide.harbor-tea.example');
    const base = `/user/site/4105/domain/${d.id}/upstreams`;
    expect((await get<List<S['UserDomainUpstream']>>('mei', base)).body.total).toBe(d.upstreams.length);
    const added = await send<List<S['UserDomainUpstream']>>('mei', 'POST', base, { upstreams: [{ host: '192.0.2.77', port: 8443, protocol: 'https', weight: 100 }] });
    const newId = added.body.data[0]?.id ?? 0;
    expect(d.upstreams.at(-1)).toMatchObject({ id: newId, host: '192.0.2.77', weight: 100 });
    const allOff = d.upstreams.map((u) => ({ id: u.id, host: u.host, enabled: false }));
    await refused(401008, () => send('mei', 'PUT', base, { upstreams: allOff }));
    expect((await send('mei', 'PUT', base, { upstreams: [{ id: newId, host: '192.0.2.78', weight: 50 }] })).status).toBe(200);
    expect(d.upstreams.find((u) => u.id === newId)).toMatchObject({ host: '192.0.2.78', weight: 50, port: 8443 });
    await refused(101003, () => send('mei', 'DELETE', base, { ids: d.upstreams.map((u) => u.id) }));
    expect((await send('mei', 'DELETE', base, { ids: [newId] })).status).toBe(200);
    expect(d.upstreams.some((u) => u.id === newId)).toBe(false);

    const ip = d.upstreams[0]?.host ?? '';
    await send('mei', 'PUT', base, { upstreams: [{ id: d.upstreams[0]?.id, host: '203.0.113.201' }] });
    const moved = await send('mei', 'PUT', '/user/site/4105/domains/modifyUpstreamIPs', { domainIDs: [d.id], oldIP: '203.0.113.201', newIP: '203.0.113.202' });
    expect(moved.status).toBe(200);
    expect(d.upstreams[0]?.host).toBe('203.0.113.202');
    expect(ip).not.toBe('');
    await refused(101003, () => send('mei', 'PUT', '/user/site/4105/domains/modifyUpstreamIPs', { domainIDs: [d.id], oldIP: '192.0.2.250', newIP: '192.0.2.251' }));
    const listed = await get<List<S['UserDomainOrigins']>>('mei', '/user/site/4105/domains/upstreams', { ids: String(d.id) });
    expect(listed.body.data[0]?.upstreams.length).toBe(d.upstreams.length);
  });

  it('keeps port mapping on while an origin follows the protocol (101003), and sets the scheme', async () => {
    const d = state().domains.find((x) => x.siteId >= 4101 && x.siteId <= 4112 && x.upstreams.some((u) => u.protocol === 'follow'));
    if (!d) throw new Error('no follow origin in the seed');
    const path = `/user/site/${d.siteId}/domain/${d.id}/scheme`;
    const answer = await refused(101003, () => send('mei', 'PUT', path, { scheme: { http: [80], https: [] }, portMap: false }));
    expect(answer.message).toMatch(/port mapping cannot be turned off/);
    const plain = domainNamed('tea-guide.harbor-tea.example');
    expect((await send('mei', 'PUT', `/user/site/4105/domain/${plain.id}/scheme`, { scheme: { http: [80], https: [443] }, portMap: true })).status).toBe(200);
    expect(plain.scheme).toEqual({ http: [80], https: [443] });
    expect(plain.portMap).toBe(true);
  });

  it('checks CNAMEs deterministically and stores the result', async () => {
    const ids = domainsOn(4107).map((d) => d.id);
    const first = await send<List<S['UserDomainCnameCheck']>>('mei', 'PUT', '/user/site/4107/domains/checkCNAME', { ids });
    const second = await send<List<S['UserDomainCnameCheck']>>('mei', 'PUT', '/user/site/4107/domains/checkCNAME', { ids });
    expect(second.body).toEqual(first.body);
    expect(first.body.data.find((d) => d.domainName === 'staging.harbor-tea.example')?.cnameStatus).toBe('inactive');
    expect(first.body.data.every((d) => d.cnameStatus !== 'pending')).toBe(true);
    expect(domainsOn(4107).map((d) => d.cnameStatus)).toEqual(first.body.data.map((d) => d.cnameStatus));
  });

  it('exports the given domains as a text file', async () => {
    const ids = domainsOn(4105).map((d) => d.id);
    const res = await fetch(`${t.origin}/api/v1/user/site/4105/domains/export`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.mei}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ids }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(res.headers.get('content-disposition')).toMatch(/blog\.harbor-tea\.example-domains-\d{8}\.txt/);
    const lines = (await res.text()).trim().split('\n');
    expect(lines[0]).toBe('domainName\tstatus\tcnameStatus\tupstreams');
    expect(lines).toHaveLength(ids.length + 1);
  });

  it('sets tags, balance, force SSL (needs an HTTPS port) and lists the settings', async () => {
    const withHttps = domainsOn(4101).filter((d) => d.scheme.https.length).map((d) => d.id);
    const httpOnly = domainsOn(4101).find((d) => !d.scheme.https.length);
    expect((await send('mei', 'PATCH', '/user/site/4101/domain/setting/tags', { ids: withHttps, tags: ['tls'] })).status).toBe(200);
    expect((await send('mei', 'PATCH', '/user/site/4101/domain/setting/balance', { ids: withHttps, hashType: 'urlHash', maxFails: 5 })).status).toBe(200);
    expect((await send('mei', 'PATCH', '/user/site/4101/domain/setting/forceSSL', { ids: withHttps, forceSSL: true })).status).toBe(200);
    const settings = await get<List<S['UserDomainSettings']>>('mei', '/user/site/4101/domain/settings', { ids: withHttps.join(',') });
    expect(settings.body.data.every((s) => s.forceSSL && s.balance.hashType === 'urlHash' && s.balance.maxFails === 5)).toBe(true);
    if (httpOnly) await refused(101003, () => send('mei', 'PATCH', '/user/site/4101/domain/setting/forceSSL', { ids: [httpOnly.id], forceSSL: true }));
  });

  it('applies automatic certificates within the licence (401004) and the product (101018)', async () => {
    const candidates = domainsOn(4102).filter((d) => !d.autoSSL.enabled && !d.domainName.startsWith('*.'));
    const one = candidates[0];
    if (!one) throw new Error('no candidate');
    expect((await send('mei', 'POST', '/user/site/4102/domain/setting/autoSSL', { ids: [one.id], enabled: true, provider: 'zeroSSL' })).status).toBe(200);
    expect(one.autoSSL).toMatchObject({ enabled: true, provider: 'zeroSSL', status: one.cnameStatus === 'active' ? 'active' : 'applyFailed' });
    if (candidates.length < 3) throw new Error('too few candidates');
    const used = state().domains.filter((d) => d.autoSSL.enabled && t.backend.store.accounts.get(site(d.siteId).ownerId)?.clientID === IDS.northwind).length;
    setLicence(IDS.northwind, { autoSSLLimit: used + 1 });
    await refused(401004, () => send('mei', 'POST', '/user/site/4102/domain/setting/autoSSL', { ids: candidates.slice(1, 3).map((d) => d.id), enabled: true }));
    const noAuto = domainsOn(4208)[0];
    if (!noAuto) throw new Error('no L4 Shield domain');
    await refused(101018, () => send('ling', 'POST', '/user/site/4208/domain/setting/autoSSL', { ids: [noAuto.id], enabled: true }));
    expect((await send('mei', 'POST', '/user/site/4102/domain/setting/autoSSL', { ids: [one.id], enabled: false })).status).toBe(200);
    expect(one.autoSSL.enabled).toBe(false);
  });

  it('keeps Referer and header rules of a domain', async () => {
    const d = domainNamed('thumbs.harbor-tea.example');
    const ar = `/user/site/4104/domain/${d.id}/antiReferers`;
    const created = await send<{ data: S['UserDomainAntiReferer'] }>('mei', 'POST', ar, { isBlack: true, referers: ['*.copycat.example'] });
    expect(created.body.data).toMatchObject({ isBlack: true, allowEmpty: true, enabled: true });
    expect((await send('mei', 'PUT', ar, { id: created.body.data.id, enabled: false })).status).toBe(200);
    expect((await get<List<S['UserDomainAntiReferer']>>('mei', ar)).body.data.find((r) => r.id === created.body.data.id)?.enabled).toBe(false);
    await refused(101018, () => send('mei', 'PUT', ar, { id: 999999, enabled: false }));
    expect((await send('mei', 'DELETE', ar, { ids: [created.body.data.id] })).status).toBe(200);

    const ah = `/user/site/4104/domain/${d.id}/antiHeaders`;
    const header = await send<{ data: S['UserDomainAntiHeader'] }>('mei', 'POST', ah, { header: 'User-Agent', regex: 'BadBot', isBlack: true });
    expect((await send('mei', 'PUT', ah, { id: header.body.data.id, regex: 'BadBot|EvilBot' })).status).toBe(200);
    expect((await get<List<S['UserDomainAntiHeader']>>('mei', ah)).body.data.find((r) => r.id === header.body.data.id)?.regex).toBe('BadBot|EvilBot');
    expect((await send('mei', 'DELETE', ah, { ids: [header.body.data.id] })).status).toBe(200);
    expect(d.antiHeaders.some((r) => r.id === header.body.data.id)).toBe(false);
  });

  it('binds modules to domains of the site only, and lists custom headers', async () => {
    const ids = domainsOn(4101).slice(0, 2).map((d) => d.id);
    for (const kind of ['waf', 'tokenAuth', 'luaAcl', 'urlRedirect', 'proxyRewrite', 'customHeader']) {
      const answer = await send('mei', 'PUT', `/user/site/4101/domains/module/${kind}`, { domainIDs: ids, moduleID: null });
      expect(answer.status, kind).toBe(200);
    }
    expect((await send('mei', 'PUT', '/user/site/4101/domains/module/cors', { domainIDs: ids, corsID: null })).status).toBe(200);
    expect(domainsOn(4101)[0]?.modules.cors).toBeNull();
    const foreign = domainsOn(4102)[0]?.id ?? 0;
    await refused(101018, () => send('mei', 'PUT', '/user/site/4101/domains/module/waf', { domainIDs: [ids[0], foreign], moduleID: null }));
    await refused(101018, () => send('mei', 'PUT', '/user/site/4101/domains/module/customHeader', { domainIDs: ids, moduleID: 987654 }));
    const module = (t.backend.store.resources['site.customHeader'] as CustomHeaderState).sites['4101']?.[0];
    if (!module) throw new Error('no seeded custom header module');
    const d = domainsOn(4101)[0];
    if (!d) throw new Error('no domain');
    expect((await send('mei', 'PUT', '/user/site/4101/domains/module/customHeader', { domainIDs: [d.id], moduleID: module.id })).status).toBe(200);
    expect(d.modules.customHeader).toBe(module.id);
    const headers = await get<List<S['UserDomainCustomHeader']>>('mei', `/user/site/4101/domain/${d.id}/customHeaders`);
    expect(headers.status).toBe(200);
    expect(headers.body.data.map((h) => h.name)).toEqual(module.items.map((h) => h.key));
    expect(headers.body.data.every((h) => h.moduleID === module.id)).toBe(true);
    const none = await get<List<S['UserDomainCustomHeader']>>('mei', `/user/site/4101/domain/${ids[1]}/customHeaders`);
    expect(none.body).toEqual({ data: [], total: 0 });
  });
});

describe('client products', () => {
  it('lists, sorts and filters products with their site counts; meta list', async () => {
    const list = await get<S['ClientProductList']>('northwind', '/client/products', { sortBy: 'siteCount', orderBy: 'desc' });
    expect(list.body.total).toBe(4 + BULK_PRODUCTS.length);
    const counts = list.body.data.map((p) => p.siteCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(list.body.data.find((p) => p.productName === 'Business')).toMatchObject({ siteCount: 11 });
    expect(list.body.data.find((p) => p.productName === 'Starter')?.siteCount).toBe(5);
    const named = await get<S['ClientProductList']>('northwind', '/client/products', { productName: 'shield' });
    expect(named.body.data.map((p) => p.id)).toEqual([4]);
    expect((await get<Envelope>('northwind', '/client/products', { sortBy: 'price' })).body.code).toBe(101003);
    const meta = await get<S['ClientInfraMetaList']>('skyline', '/client/metaProducts');
    expect(meta.body.data.map((p) => p.name)).toEqual(['Bluefin Web', 'Bluefin Game Shield', 'Skyline Resale Standard']);
  });

  it('creates, updates and removes products (101025, 204003, 204002)', async () => {
    const made = await send<{ data: S['ClientProduct'] }>('northwind', 'POST', '/client/product', { productName: 'Campaign', groupIDs: [21], cnameMode: 'random', sellType: 'personal', siteLimit: 3 });
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ productName: 'Campaign', siteCount: 0, groupIDs: [21] });
    expect(state().products.find((p) => p.id === made.body.data.id)?.zoneID).toBe(2);
    await refused(101025, () => send('northwind', 'POST', '/client/product', { productName: 'starter', groupIDs: [11], cnameMode: 'random', sellType: 'personal' }));
    expect((await send('northwind', 'PUT', '/client/product', { id: made.body.data.id, trafficPrice: 0.12 })).status).toBe(200);
    await refused(204003, () => send('northwind', 'PUT', '/client/product', { id: 2, siteLimit: 3 }));
    await refused(204002, () => send('northwind', 'DELETE', '/client/product', { ids: [made.body.data.id, 1] }));
    expect((await send('northwind', 'DELETE', '/client/product', { ids: [made.body.data.id] })).status).toBe(200);
    expect(state().products.some((p) => p.id === made.body.data.id)).toBe(false);
    await refused(101018, () => send('northwind', 'PUT', '/client/product', { id: 5, trafficPrice: 1 }));
  });
});

describe('client sites', () => {
  it('lists the sites of its users with the filters; meta list and tags', async () => {
    const all = await get<S['ClientSiteList']>('northwind', '/client/sites', { pageSize: 500 });
    expect(all.body.total).toBe(23 + BULK_SITE_COUNT);
    expect(all.body.data.find((s) => s.id === 4101)).toMatchObject({ zoneID: 1, zoneName: 'Taipei', productName: 'Business' });
    // The hand-written sites among the bulk book's (ids from BULK_FIRST_SITE_ID).
    const handWritten = (list: { body: S['ClientSiteList'] }) => list.body.data.map((s) => s.id).filter((id) => id < BULK_FIRST_SITE_ID);
    const locked = await get<S['ClientSiteList']>('northwind', '/client/sites', { statuses: 'lock', pageSize: 500 });
    expect(handWritten(locked)).toEqual([4205, 4302]);
    expect(locked.body.data.every((s) => s.status === 'lock')).toBe(true);
    const l4 = await get<S['ClientSiteList']>('northwind', '/client/sites', { portType: 'l4', sortBy: 'siteName', pageSize: 500 });
    expect(handWritten(l4)).toEqual([4111, 4303]);
    expect(l4.body.data.every((s) => s.portType === 'l4')).toBe(true);
    const byProduct = await get<S['ClientSiteList']>('northwind', '/client/sites', { productName: 'starter', zoneID: 1, tags: 'legacy' });
    expect(byProduct.body.data.map((s) => s.id)).toEqual([4206]);
    const reseller = await get<S['ClientMetaSiteList']>('skyline', '/client/metaSites');
    expect(reseller.body.data.map((s) => s.id)).toEqual([4401, 4402, 4403, 4404, 4405, 4406, 4407]);
    const tags = await get<S['ClientTagList']>('northwind', '/client/site/tags');
    expect(tags.body.data).toContain('storefront');
  });

  it('creates a site for a user tenant; product (204003) and licence (205001) limits; foreign users 101018', async () => {
    const made = await send<{ data: S['ClientSite'] }>('northwind', 'POST', '/client/site', { siteName: 'matcha.harbor-tea.example', productID: 2, userIDs: [IDS.mei, IDS.kai], tags: ['new'] });
    expect(made.status).toBe(200);
    const id = made.body.data.id;
    expect(made.body.data).toMatchObject({ status: 'normal', productName: 'Business', zoneName: 'Taipei' });
    expect(made.body.data.cname.endsWith('.cdn.northwind-cdn.example')).toBe(true);
    expect(t.backend.store.sites.get(id)).toEqual({ id, name: 'matcha.harbor-tea.example', ownerId: IDS.mei });
    expect(site(id).userIDs).toEqual([IDS.kai]);
    expect((await get<{ data: S['UserSite'] }>('mei', `/user/site/${id}`)).status).toBe(200);

    await refused(204003, () => send('northwind', 'POST', '/client/site', { siteName: 'more.harbor-tea.example', productID: 1, userIDs: [IDS.mei] }));
    setLicence(IDS.bluefin, { siteLimit: 7 });
    await refused(205001, () => send('skyline', 'POST', '/client/site', { siteName: 'arena.tidewater-games.example', productID: 5, userIDs: [IDS.tidewater] }));
    setLicence(IDS.bluefin, { siteLimit: 8, expiredAt: new Date(Date.now() - 1000).toISOString() });
    await refused(101019, () => send('skyline', 'POST', '/client/site', { siteName: 'arena.tidewater-games.example', productID: 5, userIDs: [IDS.tidewater] }));
    await refused(101018, () => send('northwind', 'POST', '/client/site', { siteName: 'x.example', productID: 2, userIDs: [IDS.tidewater] }));
    await refused(101003, () => send('northwind', 'POST', '/client/site', { siteName: 'x.example', productID: 2, userIDs: [IDS.mei, IDS.ling] }));
    await refused(101025, () => send('northwind', 'POST', '/client/site', { siteName: 'www.harbor-tea.example', productID: 2, userIDs: [IDS.mei] }));
    await refused(101023, () => send('northwind', 'POST', '/client/site', { siteName: 'tcp.harbor-tea.example', productID: 2, userIDs: [IDS.mei], portType: 'l4' }));
  });

  it('updates a site (101025, 205005) and removes sites not in use (205003)', async () => {
    expect((await send('northwind', 'PATCH', '/client/site', { id: 4105, siteName: 'journal.harbor-tea.example', tags: ['content', 'journal'] })).status).toBe(200);
    expect(t.backend.store.sites.get(4105)?.name).toBe('journal.harbor-tea.example');
    await refused(101025, () => send('northwind', 'PATCH', '/client/site', { id: 4105, siteName: 'www.harbor-tea.example' }));
    await refused(205005, () => send('northwind', 'PATCH', '/client/site', { id: 4208, portType: 'l4' }));

    await refused(205003, () => send('northwind', 'DELETE', '/client/site', { ids: [4104, 4107] }));
    expect((await send('northwind', 'PATCH', '/client/site/status', { ids: [4102], status: 'pause' })).status).toBe(200);
    expect((await send('northwind', 'DELETE', '/client/site', { ids: [4102, 4107] })).status).toBe(200);
    expect(t.backend.store.sites.has(4102)).toBe(false);
    expect(domainsOn(4102)).toHaveLength(0);
    expect(t.backend.store.roles.get(8)?.siteIDs).toEqual([]);
    expect((await get<Envelope>('mei', '/user/site/4102')).body.code).toBe(101018);
    await refused(101018, () => send('northwind', 'DELETE', '/client/site', { ids: [4401] }));
  });

  it('assigns and removes users of the owner tenant', async () => {
    expect((await send('northwind', 'PATCH', '/client/site/users', { ids: [4104], userIDs: [IDS.kai] })).status).toBe(200);
    expect(site(4104).userIDs).toEqual([IDS.kai]);
    expect((await send('northwind', 'PATCH', '/client/site/users', { ids: [4104], userIDs: [IDS.kai], action: 'remove' })).status).toBe(200);
    expect(site(4104).userIDs).toEqual([]);
    await refused(101003, () => send('northwind', 'PATCH', '/client/site/users', { ids: [4104], userIDs: [IDS.rosa] }));
    await refused(101003, () => send('northwind', 'PATCH', '/client/site/users', { ids: [4104], userIDs: [IDS.mei], action: 'remove' }));
  });

  it('changes and refreshes products (204003, 101023)', async () => {
    expect((await send('northwind', 'PATCH', '/client/site/product/change', { ids: [4104], productID: 3 })).status).toBe(200);
    expect(site(4104)).toMatchObject({ productID: 3, zoneID: 2 });
    expect(site(4104).limitations.bandwidthMbps).toBe(2000);
    await refused(204003, () => send('northwind', 'PATCH', '/client/site/product/change', { ids: [4101, 4102], productID: 1 }));
    await refused(101023, () => send('northwind', 'PATCH', '/client/site/product/change', { ids: [4111], productID: 2 }));
    site(4101).limitations.maxConnections = 1;
    expect((await send('northwind', 'PATCH', '/client/site/product/refresh', { ids: [4101] })).status).toBe(200);
    expect(site(4101).limitations.maxConnections).toBe(10000);
  });

  it('sets status (205002 on expired sites), expiry, limitations, backup, cache and tags', async () => {
    expect((await send('northwind', 'PATCH', '/client/site/status', { ids: [4104, 4105], status: 'lock' })).status).toBe(200);
    expect(site(4105).status).toBe('lock');
    await refused(205002, () => send('northwind', 'PATCH', '/client/site/status', { ids: [4104, 4108], status: 'normal' }));
    const future = new Date(Date.now() + 90 * 86_400_000).toISOString();
    expect((await send('northwind', 'PATCH', '/client/site/expired', { ids: [4108], expiredAt: future })).status).toBe(200);
    expect(site(4108)).toMatchObject({ status: 'normal', expiredAt: future });
    expect((await send('northwind', 'PATCH', '/client/site/status', { ids: [4108], status: 'pause' })).status).toBe(200);
    const past = new Date(Date.now() - 86_400_000).toISOString();
    await send('northwind', 'PATCH', '/client/site/expired', { ids: [4104], expiredAt: past });
    expect((await get<{ data: S['UserSite'] }>('mei', '/user/site/4104')).body.data.status).toBe('expired');

    const limits = { domainLimit: 2, portLimit: 0, bandwidthMbps: 50, maxConnections: 100, monthlyTrafficGB: 10 };
    expect((await send('northwind', 'PATCH', '/client/site/limitations', { ids: [4105], limitations: limits })).status).toBe(200);
    expect(site(4105).limitations).toEqual(limits);
    expect((await send('northwind', 'PATCH', '/client/site/forceBackup', { ids: [4101], forceBackup: true })).status).toBe(200);
    expect(site(4101).forceBackup).toBe(true);
    await refused(101003, () => send('northwind', 'PATCH', '/client/site/forceBackup', { ids: [4104], forceBackup: true }));
    expect((await send('northwind', 'DELETE', '/client/site/currentCache', { ids: [4101] })).status).toBe(200);
    expect(site(4101).cacheClearedAt).not.toBeNull();
    expect((await send('northwind', 'PUT', '/client/site/tags', { id: 4101, tags: ['flagship'] })).status).toBe(200);
    expect(site(4101).tags).toEqual(['flagship']);
    await refused(101018, () => send('northwind', 'PUT', '/client/site/tags', { id: 4401, tags: ['x'] }));
  });
});

describe('client domains', () => {
  it('lists the domains of its sites across zones with filters, ids and tags', async () => {
    const all = await get<S['ClientDomainList']>('northwind', '/client/domains', { pageSize: 500 });
    const mine = state().domains.filter((d) => site(d.siteId).ownerId !== IDS.tidewater);
    expect(all.body.total).toBe(mine.length);
    const row = all.body.data.find((d) => d.domainName === 'www.harbor-tea.example');
    expect(row).toMatchObject({ siteID: 4101, zoneName: 'Taipei', userID: IDS.mei, accountName: 'mei-lin', status: true });
    const filtered = await get<S['ClientDomainList']>('northwind', '/client/domains', { siteID: 4103, domainName: 'api' });
    expect(filtered.body.data.every((d) => d.siteID === 4103 && d.domainName.includes('api'))).toBe(true);
    const zone2 = await get<S['ClientDomainList']>('northwind', '/client/domains', { zoneID: 2, pageSize: 500 });
    expect(zone2.body.data.every((d) => d.zoneID === 2)).toBe(true);
    expect((await get<Envelope>('northwind', '/client/domains', { siteID: 4401 })).body.code).toBe(101018);

    const ids = await get<S['ClientDomainIdList']>('skyline', '/client/domains/ids', { siteName: 'patch' });
    expect(ids.body.total).toBe(domainsOn(4402).length);
    const meta = await send<S['ClientDomainMetaList']>('northwind', 'POST', '/client/domains/meta', { keyword: 'lantern', zoneIDs: [2], limit: 5 });
    expect(meta.body.data.every((d) => [4202, 4204].includes(d.siteID))).toBe(true);
    const tagged = await send('northwind', 'POST', '/client/domains/tags', { ids: [domainNamed('www.harbor-tea.example').id], tags: ['vip'] });
    expect(tagged.status).toBe(200);
    expect((await get<S['ClientTagList']>('northwind', '/client/domains/tags')).body.data).toContain('vip');
    await refused(101018, () => send('northwind', 'POST', '/client/domains/tags', { ids: [domainsOn(4401)[0]?.id ?? 0], tags: ['x'] }));
  });
});

// How fast: `npm run bench` (figures, not a test).
describe('large lists', () => {
  it('pages 500 domains of a site and the client lists', async () => {
    const source = domainsOn(4105)[0];
    if (!source) throw new Error('no domain');
    for (let i = domainsOn(4105).length; i < 500; i += 1) {
      state().domains.push({ ...structuredClone(source), id: 800000 + i, domainName: `bulk-${i}.harbor-tea.example` });
    }
    const store = t.backend.store;
    const callerOf = (token: string) => {
      const session = store.sessions.get(token);
      const account = session && store.accounts.get(session.accountId);
      if (!session || !account) throw new Error('no session');
      return { account, via: 'session' as const, session };
    };
    const run = (handler: { handle: (input: never, context: never) => unknown }, input: unknown, token: string) =>
      handler.handle(input as never, { store, now: Date.now(), caller: callerOf(token) } as never);
    const cases = [
      () => run(userDomainHandlers['user-siteDomain-list-domains'], { params: { siteId: 4105 }, query: { page: 2, pageSize: 100, sortBy: 'domainName' } }, tokens.mei),
      () => run(clientHandlers['client-domain-list-domains'], { params: {}, query: { page: 3, pageSize: 100 } }, tokens.northwind),
      () => run(clientHandlers['client-site-list-sites'], { params: {}, query: { page: 1, pageSize: 100, sortBy: 'siteName' } }, tokens.northwind),
    ];
    for (const call of cases) expect(((await call()) as { data: unknown[] }).data.length).toBeGreaterThan(0);
    expect((await get<List<S['UserDomain']>>('mei', '/user/site/4105/domains', { page: 5, pageSize: 100 })).body.data).toHaveLength(100);
  });
});
