// @vitest-environment node
// site-config: compression, speed limits, cache rules and purging, error pages, site DNS (the modules: site-modules.test.ts).
import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/schema';
import { refusedCalls, useTestBackend } from '../test-backend.ts';
import type { SiteConfigState } from './site-config/model.ts';

type S = components['schemas'];
type List<T> = { data: T[]; total: number };

const { t, tokens } = useTestBackend({ signIn: ['mei', 'ling'] });

const config = () => t.backend.store.resources['site-config'] as SiteConfigState;
const snapshot = () => JSON.stringify({ config: config(), sites: t.backend.store.resources.sites });
const site = '/user/site/4101';

const refused = refusedCalls(t, snapshot);

describe('site settings', () => {
  it('reads the settings, which are set, and the DNS setting', async () => {
    const settings = await t.call<{ data: S['UserSiteSettings'] }>('GET', '/user/site/4202/settings', { token: tokens.ling });
    expect(settings.body.data.compress.gzipMinLength).toBe(256);
    expect(settings.body.data.cacheRuleSettings.ignoreQueryString).toBe(true);
    expect(settings.body.data.rates).toEqual([{ id: expect.any(Number), urlRegex: '^/downloads/.*\\.zip$', limitRate: 2048, limitAfter: 10240, enabled: true }]);
    const exists = await t.call<{ data: S['UserSettingExists'] }>('GET', `${site}/setting/exists`, { token: tokens.mei });
    expect(exists.body.data).toEqual({ cacheRules: true, compress: true, rates: false, errorPages: true, siteDns: true, ports: true });
    const bare = await t.call<{ data: S['UserSettingExists'] }>('GET', '/user/site/4105/setting/exists', { token: tokens.mei });
    expect(bare.body.data).toMatchObject({ cacheRules: false, compress: false, rates: false, errorPages: false, siteDns: false });
    const dns = await t.call<{ data: S['UserSiteDnsSetting'] }>('GET', `${site}/setting/dns`, { token: tokens.mei });
    expect(dns.body.data).toMatchObject({ cnameMode: 'random' });
    expect(dns.body.data.cname).toContain('.');
    await refused(101018, 'GET', `${site}/settings`, { token: tokens.ling });
  });

  it('sets compression', async () => {
    expect((await t.call('PUT', '/user/site/4105/setting/gzip', { token: tokens.mei, body: { gzip: false, gzipMinLength: 2048, gzipTypes: ['text/html'], webp: true } })).status).toBe(200);
    const settings = await t.call<{ data: S['UserSiteSettings'] }>('GET', '/user/site/4105/settings', { token: tokens.mei });
    expect(settings.body.data.compress).toEqual({ gzip: false, gzipMinLength: 2048, gzipTypes: ['text/html'], webp: true });
    expect((await t.call<{ data: S['UserSettingExists'] }>('GET', '/user/site/4105/setting/exists', { token: tokens.mei })).body.data.compress).toBe(true);
    await refused(101003, 'PUT', '/user/site/4105/setting/gzip', { token: tokens.mei, body: { gzip: true, gzipMinLength: 1, gzipTypes: ['Text HTML'], webp: true } });
  });

  it('adds, changes and removes speed limits; a bad expression is 101003, a repeated one 101025', async () => {
    const created = await t.call<{ data: S['UserSiteRate'] }>('POST', `${site}/rate`, { token: tokens.mei, body: { urlRegex: '^/video/', limitRate: 4096 } });
    expect(created.body.data).toMatchObject({ urlRegex: '^/video/', limitRate: 4096, limitAfter: 0, enabled: true });
    await refused(101025, 'POST', `${site}/rate`, { token: tokens.mei, body: { urlRegex: '^/video/', limitRate: 1 } });
    await refused(101003, 'POST', `${site}/rate`, { token: tokens.mei, body: { urlRegex: '^/video/(', limitRate: 1 } });
    expect((await t.call('PUT', `${site}/rate`, { token: tokens.mei, body: { id: created.body.data.id, limitRate: 1024, enabled: false } })).status).toBe(200);
    expect(config().rates.find((r) => r.id === created.body.data.id)).toMatchObject({ limitRate: 1024, enabled: false });
    await refused(101018, 'PUT', `${site}/rate`, { token: tokens.mei, body: { id: 999999, limitRate: 1 } });
    expect((await t.call('DELETE', `${site}/rates`, { token: tokens.mei, body: { ids: [created.body.data.id] } })).status).toBe(200);
  });
});

describe('cache', () => {
  it('lists rules in priority order; adds, replaces and removes rules', async () => {
    const rules = await t.call<List<S['UserCacheRule']>>('GET', `${site}/cacheRules`, { token: tokens.mei });
    expect(rules.body.data.map((r) => r.priority)).toEqual([1, 2, 3, 4]);
    const created = await t.call<{ data: S['UserCacheRule'] }>('POST', `${site}/cacheRule`, { token: tokens.mei, body: { type: 'fileType', fileTypes: ['MP4', 'mp3'], cacheTime: 0, mode: 'followOrigin' } });
    expect(created.body.data).toMatchObject({ type: 'fileType', fileTypes: ['mp4', 'mp3'], cacheTime: 0, priority: 5 });
    const id = created.body.data.id;
    expect((await t.call('PUT', `${site}/cacheRule`, { token: tokens.mei, body: { id, type: 'url', url: '/media/', cacheTime: 60, mode: 'force', priority: 0 } })).status).toBe(200);
    const after = await t.call<List<S['UserCacheRule']>>('GET', `${site}/cacheRules`, { token: tokens.mei });
    expect(after.body.data[0]).toEqual({ id, type: 'url', url: '/media/', cacheTime: 60, mode: 'force', priority: 0 });
    expect((await t.call('DELETE', `${site}/cacheRule`, { token: tokens.mei, body: { id } })).status).toBe(200);
    expect((await t.call('DELETE', `${site}/cacheRules`, { token: tokens.mei, body: { ids: [after.body.data[1].id, after.body.data[2].id] } })).status).toBe(200);
    expect((await t.call<List<S['UserCacheRule']>>('GET', `${site}/cacheRules`, { token: tokens.mei })).body.total).toBe(2);
  });

  it('refuses a path or file type another rule has (101025), a rule without its target (101003), unknown rules (101018)', async () => {
    await refused(101025, 'POST', `${site}/cacheRule`, { token: tokens.mei, body: { type: 'url', url: '/api/', cacheTime: 0, mode: 'force' } });
    await refused(101025, 'POST', `${site}/cacheRule`, { token: tokens.mei, body: { type: 'fileType', fileTypes: ['CSS', 'svg'], cacheTime: 10, mode: 'force' } });
    await refused(101003, 'POST', `${site}/cacheRule`, { token: tokens.mei, body: { type: 'url', cacheTime: 0, mode: 'force' } });
    await refused(101003, 'POST', `${site}/cacheRule`, { token: tokens.mei, body: { type: 'fileType', fileTypes: ['css'], cacheTime: -1, mode: 'force' } });
    await refused(101018, 'DELETE', `${site}/cacheRules`, { token: tokens.mei, body: { ids: [3301, 999999] } });
    await refused(101018, 'DELETE', '/user/site/4201/cacheRule', { token: tokens.mei, body: { id: 3301 } });
  });

  it('sets the rule settings, clears the cache and purges full URLs of the site only, without regular expressions', async () => {
    expect((await t.call('PUT', `${site}/setting/rule`, { token: tokens.mei, body: { ignoreQueryString: true, ignoreOriginNoCache: true } })).status).toBe(200);
    expect((await t.call<{ data: S['UserSiteSettings'] }>('GET', `${site}/settings`, { token: tokens.mei })).body.data.cacheRuleSettings).toEqual({ ignoreQueryString: true, ignoreOriginNoCache: true });
    expect((await t.call('DELETE', `${site}/currentCache`, { token: tokens.mei })).status).toBe(200);
    expect((await t.call('DELETE', `${site}/urlCache`, { token: tokens.mei, body: { type: 1, urls: ['https://www.harbor-tea.example/css/site.css', 'http://static.harbor-tea.example/app.js?v=3'] } })).status).toBe(200);
    expect((await t.call('DELETE', `${site}/urlCache`, { token: tokens.mei, body: { type: 2, urls: ['https://img.assets.harbor-tea.example/banners/'] } })).status).toBe(200);
    const purges = config().settings.find((s) => s.siteId === 4101)?.purges ?? [];
    expect(purges.slice(-3).map((p) => p.type)).toEqual([0, 1, 2]);

    const regex = await refused(101003, 'DELETE', `${site}/urlCache`, { token: tokens.mei, body: { type: 1, urls: ['https://www.harbor-tea.example/css/.*\\.css'] } });
    expect(regex.errorData).toEqual([{ in: 'body', field: 'urls.0', message: 'must be a plain URL, not a regular expression' }]);
    await refused(101003, 'DELETE', `${site}/urlCache`, { token: tokens.mei, body: { type: 1, urls: ['https://www.lantern-books.example/index.html'] } });
    await refused(101003, 'DELETE', `${site}/urlCache`, { token: tokens.mei, body: { type: 2, urls: ['https://www.harbor-tea.example/css'] } });
    await refused(101003, 'DELETE', `${site}/urlCache`, { token: tokens.mei, body: { type: 1, urls: ['/css/site.css'] } });
    await refused(101018, 'DELETE', '/user/site/4201/currentCache', { token: tokens.mei });
  });
});

describe('error pages', () => {
  it('lists, reads by code, adds, replaces and removes error pages', async () => {
    const pages = await t.call<List<S['UserErrorPage']>>('GET', `${site}/errorPages`, { token: tokens.mei });
    expect(pages.body.data.map((p) => p.code)).toEqual([403, 502, 504, 929]);
    expect((await t.call<{ data: S['UserErrorPage'] | null }>('GET', `${site}/errorPage`, { token: tokens.mei, query: { code: 929 } })).body.data).toMatchObject({ type: 'redirect' });
    expect((await t.call('GET', `${site}/errorPage`, { token: tokens.mei, query: { code: 400 } })).body).toEqual({ data: null });
    const created = await t.call<{ data: S['UserErrorPage'] }>('POST', `${site}/errorPage`, { token: tokens.mei, body: { code: 903, type: 'javascript', content: "location.href = 'https://www.harbor-tea.example/';" } });
    expect(created.body.data).toMatchObject({ code: 903, type: 'javascript' });
    await refused(101025, 'POST', `${site}/errorPage`, { token: tokens.mei, body: { code: 903, type: 'content', content: '<p>again</p>' } });
    await refused(101025, 'PUT', `${site}/errorPage`, { token: tokens.mei, body: { id: created.body.data.id, code: 502, type: 'content', content: '<p>x</p>' } });
    await refused(101003, 'POST', `${site}/errorPage`, { token: tokens.mei, body: { code: 400, type: 'redirect', content: 'not a url' } });
    await refused(101003, 'POST', `${site}/errorPage`, { token: tokens.mei, body: { code: 404, type: 'content', content: '<p>x</p>' } });
    expect((await t.call('PUT', `${site}/errorPage`, { token: tokens.mei, body: { id: created.body.data.id, code: 400, type: 'redirect', content: 'https://www.harbor-tea.example/oops' } })).status).toBe(200);
    expect((await t.call('DELETE', `${site}/errorPage`, { token: tokens.mei, body: { ids: [created.body.data.id] } })).status).toBe(200);
    await refused(101018, 'GET', `${site}/errorPages`, { token: tokens.ling });
  });
});

describe('site DNS records', () => {
  it('lists with sorting, adds, replaces, removes, and tells the domains that use a record', async () => {
    const list = await t.call<List<S['UserSiteDnsRecord']>>('GET', `${site}/dns`, { token: tokens.mei, query: { sort: '-name' } });
    expect(list.body.total).toBe(3);
    const names = list.body.data.map((r) => r.name);
    expect(names).toEqual([...names].sort().reverse());
    const used = list.body.data.find((r) => r.domainCount > 0);
    if (!used) throw new Error('no record in use');
    const domains = await t.call<List<S['UserDomainMeta']>>('GET', `${site}/dns/${used.id}/domains`, { token: tokens.mei });
    expect(domains.body.total).toBe(used.domainCount);
    expect(domains.body.data[0]).toMatchObject({ siteID: 4101, siteName: 'www.harbor-tea.example' });

    const created = await t.call<{ data: S['UserSiteDnsRecord'] }>('POST', `${site}/dns`, { token: tokens.mei, body: { name: 'origin-3.harbor-tea.example', type: 'CNAME', value: 'lb-7.hosting-west.example' } });
    expect(created.body.data).toMatchObject({ ttl: 600, domainCount: 0 });
    await refused(101025, 'POST', `${site}/dns`, { token: tokens.mei, body: { name: 'origin-3.harbor-tea.example', type: 'A', value: '203.0.113.9' } });
    await refused(101003, 'POST', `${site}/dns`, { token: tokens.mei, body: { name: 'origin-4.harbor-tea.example', type: 'A', value: '2001:db8::1' } });
    await refused(101003, 'GET', `${site}/dns`, { token: tokens.mei, query: { sort: 'weight' } });
    expect((await t.call('PUT', `${site}/dns`, { token: tokens.mei, body: { id: created.body.data.id, name: 'origin-3.harbor-tea.example', type: 'A', value: '203.0.113.80', ttl: 300 } })).status).toBe(200);
    expect((await t.call('POST', `${site}/dns`, { token: tokens.mei, body: { name: 'origin-3.harbor-tea.example', type: 'A', value: '203.0.113.81' } })).status).toBe(200);
    await refused(101025, 'PUT', `${site}/dns`, { token: tokens.mei, body: { id: created.body.data.id, name: 'origin-3.harbor-tea.example', type: 'A', value: '203.0.113.81' } });
    expect((await t.call('DELETE', `${site}/dns`, { token: tokens.mei, body: { ids: [created.body.data.id] } })).status).toBe(200);
    await refused(101018, 'DELETE', `${site}/dns`, { token: tokens.ling, body: { ids: [used.id] } });
  });
});
