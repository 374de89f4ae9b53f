// @vitest-environment node
// The URL redirect, CORS and custom header modules of a site (url-redirect, cors and custom-header resources).
import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/schema';
import { refusedCalls, useTestBackend } from '../test-backend.ts';
import type { CorsState } from './cors.resource.ts';
import type { CustomHeaderState } from './custom-header.resource.ts';
import { domainsOfSite } from './sites.resource.ts';
import type { UrlRedirectState } from './url-redirect.resource.ts';

type S = components['schemas'];
type List<T> = { data: T[]; total: number };

const { t, tokens } = useTestBackend({ signIn: ['mei', 'ling'] });

const resources = () => t.backend.store.resources;
const redirects = (siteId: number) => (resources()['site.urlRedirect'] as UrlRedirectState).sites[String(siteId)] ?? [];
const corses = (siteId: number) => (resources()['site.cors'] as CorsState).sites[String(siteId)] ?? [];
const headerModules = (siteId: number) => (resources()['site.customHeader'] as CustomHeaderState).sites[String(siteId)] ?? [];
const snapshot = () => JSON.stringify([resources()['site.urlRedirect'], resources()['site.cors'], resources()['site.customHeader'], resources().sites]);
const site = '/user/site/4101';

const refused = refusedCalls(t, snapshot);

describe('modules', () => {
  it('tells which module kinds the site uses', async () => {
    const exists = await t.call<{ data: S['ModuleExists'] }>('GET', `${site}/module/exists`, { token: tokens.mei });
    expect(exists.body.data).toMatchObject({ cors: true, customHeader: true, urlRedirect: true });
    const bare = await t.call<{ data: S['ModuleExists'] }>('GET', '/user/site/4105/module/exists', { token: tokens.mei });
    expect(bare.body.data).toMatchObject({ cors: false, customHeader: false, urlRedirect: false });
  });

  it('URL redirects: modules with entries, counts and bound domains; entries added, changed, replaced, removed', async () => {
    const modules = await t.call<List<S['SiteModule']>>('GET', `${site}/module/urlRedirects`, { token: tokens.mei });
    const old = modules.body.data.find((m) => m.name === 'old-catalogue-paths');
    if (!old) throw new Error('no seeded module');
    expect(old.itemCount).toBe(40);
    const www = domainsOfSite(t.backend.store, 4101).find((d) => d.domainName === 'www.harbor-tea.example');
    expect(old.domainIDs).toContain(www?.id);

    const created = await t.call<{ data: S['SiteModule'] }>('POST', `${site}/module/urlRedirect`, { token: tokens.mei, body: { name: 'spring-campaign', memo: 'Spring 2027' } });
    expect(created.body.data).toMatchObject({ itemCount: 0, domainIDs: [] });
    const id = created.body.data.id;
    await refused(101025, 'POST', `${site}/module/urlRedirect`, { token: tokens.mei, body: { name: 'Spring-Campaign' } });
    expect((await t.call('PUT', `${site}/module/urlRedirect`, { token: tokens.mei, body: { id, name: 'spring-2027' } })).status).toBe(200);
    const urls = `${site}/module/urlRedirect/${id}/urls`;
    expect((await t.call('POST', urls, { token: tokens.mei, body: { urls: [{ source: '/spring', target: 'https://old.harbor-tea.example/spring', code: 302 }, { source: '/blossom', target: 'https://old.harbor-tea.example/blossom', code: 301, memo: 'Poster' }] } })).status).toBe(200);
    await refused(101025, 'POST', urls, { token: tokens.mei, body: { urls: [{ source: '/spring', target: 'https://shop.harbor-tea.example/', code: 301 }] } });
    const page = await t.call<List<S['UrlRedirectUrl']>>('GET', urls, { token: tokens.mei, query: { pageSize: 1 } });
    expect(page.body).toMatchObject({ total: 2, data: [{ source: '/spring', code: 302 }] });
    const entry = page.body.data[0];
    expect((await t.call('PUT', urls, { token: tokens.mei, body: { id: entry.id, source: '/spring', target: 'https://old.harbor-tea.example/spring-sale', code: 301 } })).status).toBe(200);
    const replaced = await t.call<{ data: S['UrlRedirectReplaced'] }>('POST', `${site}/module/urlRedirect/${id}/replaceURL`, { token: tokens.mei, body: { search: 'https://old.harbor-tea.example/', replacement: 'https://shop.harbor-tea.example/' } });
    expect(replaced.body.data.replaced).toBe(2);
    expect(redirects(4101).find((m) => m.id === id)?.items.map((u) => u.target)).toEqual(['https://shop.harbor-tea.example/spring-sale', 'https://shop.harbor-tea.example/blossom']);
    await refused(101003, 'POST', `${site}/module/urlRedirect/${id}/replaceURL`, { token: tokens.mei, body: { search: 'https://', replacement: 'not a url ' } });
    expect((await t.call('DELETE', urls, { token: tokens.mei, body: { ids: [entry.id] } })).status).toBe(200);
    expect((await t.call('DELETE', `${site}/module/urlRedirects`, { token: tokens.mei, body: { ids: [old.id] } })).status).toBe(200);
    expect(redirects(4101).some((m) => m.id === old.id)).toBe(false);
    expect(domainsOfSite(t.backend.store, 4101).some((d) => d.modules.urlRedirect === old.id)).toBe(false);
  });

  it('a site holds at most 3000 redirect entries (205007)', async () => {
    const module = redirects(4101)[0];
    if (!module) throw new Error('no module');
    const count = redirects(4101).reduce((sum, m) => sum + m.items.length, 0);
    for (let i = count; i < 2999; i += 1) module.items.push({ id: 500000 + i, source: `/filler/${i}`, target: 'https://www.harbor-tea.example/', code: 301 });
    const two = [{ source: '/a', target: 'https://www.harbor-tea.example/a', code: 301 }, { source: '/b', target: 'https://www.harbor-tea.example/b', code: 301 }];
    const limit = await refused(205007, 'POST', `${site}/module/urlRedirect/${module.id}/urls`, { token: tokens.mei, body: { urls: two } });
    expect(limit.extra).toMatchObject({ limit: 3000 });
    expect((await t.call('POST', `${site}/module/urlRedirect/${module.id}/urls`, { token: tokens.mei, body: { urls: two.slice(0, 1) } })).status).toBe(200);
  });

  it('CORS: modules, a domain\'s module, and the origin and credentials rules', async () => {
    const list = await t.call<List<S['CorsModule']>>('GET', `${site}/module/corses`, { token: tokens.mei });
    expect(list.body.data.map((m) => m.name)).toEqual(['storefront-api', 'public-assets']);
    const www = domainsOfSite(t.backend.store, 4101).find((d) => d.domainName === 'www.harbor-tea.example');
    const bound = await t.call<{ data: S['CorsModule'] | null }>('GET', `${site}/domain/${www?.id}/cors`, { token: tokens.mei });
    expect(bound.body.data?.name).toBe('storefront-api');
    const shop = domainsOfSite(t.backend.store, 4101).find((d) => d.domainName === 'en.harbor-tea.example');
    expect((await t.call('GET', `${site}/domain/${shop?.id}/cors`, { token: tokens.mei })).body).toEqual({ data: null });
    await refused(101018, 'GET', `${site}/domain/${domainsOfSite(t.backend.store, 4201)[0].id}/cors`, { token: tokens.mei });

    const body = { name: 'partner-widgets', origins: '{host}:8443', methods: ['GET', 'OPTIONS'], maxAge: 600 };
    const created = await t.call<{ data: S['CorsModule'] }>('POST', `${site}/module/cors`, { token: tokens.mei, body });
    expect(created.body.data).toMatchObject({ ...body, allowCredentials: false, allowHeaders: [], domainIDs: [] });
    await refused(101025, 'POST', `${site}/module/cors`, { token: tokens.mei, body });
    await refused(101003, 'POST', `${site}/module/cors`, { token: tokens.mei, body: { ...body, name: 'x', origins: 'https://partner.example' } });
    await refused(101003, 'POST', `${site}/module/cors`, { token: tokens.mei, body: { ...body, name: 'x', maxAge: 86401 } });
    await refused(101003, 'POST', `${site}/module/cors`, { token: tokens.mei, body: { ...body, name: 'x', maxAge: 0 } });
    await refused(101003, 'POST', `${site}/module/cors`, { token: tokens.mei, body: { ...body, name: 'x', origins: '*', allowCredentials: true } });
    expect((await t.call('PUT', `${site}/module/cors`, { token: tokens.mei, body: { ...body, id: created.body.data.id, origins: '*', maxAge: 86400 } })).status).toBe(200);
    expect(corses(4101).find((m) => m.id === created.body.data.id)).toMatchObject({ origins: '*', maxAge: 86400 });
    expect((await t.call('DELETE', `${site}/module/corses`, { token: tokens.mei, body: { ids: [created.body.data.id, list.body.data[0].id] } })).status).toBe(200);
    expect((await t.call('GET', `${site}/domain/${www?.id}/cors`, { token: tokens.mei })).body).toEqual({ data: null });
  });

  it('custom headers: modules with headers; a repeated key is 10102502 and changes nothing', async () => {
    const all = await t.call<List<S['SiteModule']>>('GET', `${site}/module/customHeaders`, { token: tokens.mei, query: { all: 'true', pageSize: 1 } });
    expect(all.body.data.map((m) => [m.name, m.itemCount])).toEqual([['security-headers', 3], ['asset-caching-hints', 1]]);
    expect((await t.call<List<S['SiteModule']>>('GET', `${site}/module/customHeaders`, { token: tokens.mei, query: { pageSize: 1 } })).body.data).toHaveLength(1);

    const headers = [{ key: 'X-Frame-Options', value: 'DENY' }, { key: 'x-frame-options', value: 'SAMEORIGIN' }];
    await refused(10102502, 'POST', `${site}/module/customHeader`, { token: tokens.mei, body: { name: 'strict', headers } });
    const created = await t.call<{ data: S['SiteModule'] }>('POST', `${site}/module/customHeader`, { token: tokens.mei, body: { name: 'strict', headers: headers.slice(0, 1) } });
    expect(created.body.data.itemCount).toBe(1);
    const id = created.body.data.id;
    const path = `${site}/module/customHeader/${id}/headers`;
    await refused(10102502, 'POST', path, { token: tokens.mei, body: { headers: [{ key: 'X-FRAME-OPTIONS', value: 'DENY' }] } });
    expect((await t.call('POST', path, { token: tokens.mei, body: { headers: [{ key: 'Permissions-Policy', value: 'camera=()' }] } })).status).toBe(200);
    const list = await t.call<List<S['ModuleCustomHeaderItem']>>('GET', path, { token: tokens.mei });
    expect(list.body.data.map((h) => h.key)).toEqual(['X-Frame-Options', 'Permissions-Policy']);
    await refused(10102502, 'PUT', path, { token: tokens.mei, body: { id: list.body.data[1].id, key: 'x-frame-options', value: 'DENY' } });
    expect((await t.call('PUT', path, { token: tokens.mei, body: { id: list.body.data[1].id, key: 'Permissions-Policy', value: 'camera=(), microphone=()' } })).status).toBe(200);
    expect((await t.call('DELETE', path, { token: tokens.mei, body: { ids: [list.body.data[0].id] } })).status).toBe(200);
    expect((await t.call('PUT', `${site}/module/customHeader`, { token: tokens.mei, body: { id, name: 'strict-headers', memo: 'For the shop' } })).status).toBe(200);
    await refused(101025, 'PUT', `${site}/module/customHeader`, { token: tokens.mei, body: { id, name: 'security-headers' } });
    expect((await t.call('DELETE', `${site}/module/customHeaders`, { token: tokens.mei, body: { ids: [id] } })).status).toBe(200);
    expect(headerModules(4101).some((m) => m.id === id)).toBe(false);
  });

  it("refuses another tenant's modules (101018)", async () => {
    const lingModule = headerModules(4201)[0];
    await refused(101018, 'GET', `/user/site/4201/module/customHeader/${lingModule?.id}/headers`, { token: tokens.mei });
    await refused(101018, 'GET', `${site}/module/customHeader/${lingModule?.id}/headers`, { token: tokens.mei });
    await refused(101018, 'DELETE', `${site}/module/urlRedirects`, { token: tokens.ling, body: { ids: [31] } });
    await refused(101018, 'GET', `${site}/module/exists`, { token: tokens.ling });
  });
});
