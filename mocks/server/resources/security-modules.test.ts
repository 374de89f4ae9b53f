// @vitest-environment node
// WAF, Lua ACL, token authentication and proxy rewrite modules.
import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/schema';
import { useTestBackend } from '../test-backend.ts';

type S = components['schemas'];
type Envelope = S['ErrorEnvelope'];
type Page<T> = { data: T[]; total: number };

const { t, tokens } = useTestBackend({ signIn: ['mei', 'ling'] });

const snapshot = (name: string) => JSON.stringify(t.backend.store.resources[name]);
const site = '/user/site/4101';

describe('WAF modules', () => {
  it('answers the default rules and whether the site has WAF settings', async () => {
    const rules = await t.call<Page<S['WafDefaultRule']>>('GET', '/user/module/wafs/defaultRules', { token: tokens.mei });
    expect(rules.body.total).toBe(20);
    expect(new Set(rules.body.data.map((r) => r.category))).toContain('sqli');
    expect((await t.call<{ data: boolean }>('GET', `${site}/firewall/setting/adv/exists`, { token: tokens.mei })).body.data).toBe(true);
    expect((await t.call<{ data: boolean }>('GET', '/user/site/4202/firewall/setting/adv/exists', { token: tokens.ling })).body.data).toBe(false);
  });

  it('creates, lists, updates and removes modules', async () => {
    const created = await t.call<{ data: S['WafModule'] }>('POST', `${site}/module/wafs`, { token: tokens.mei, body: { name: 'Blog', ruleIDs: [4, 5], memo: 'XSS only' } });
    expect(created.body.data).toMatchObject({ name: 'Blog', ruleIDs: [4, 5], blockType: 'refuse', domainIDs: [] });
    const id = created.body.data.id;
    expect((await t.call('PUT', `${site}/module/waf`, { token: tokens.mei, body: { id, name: 'Blog', ruleIDs: [4, 5, 8], blockType: 'continue' } })).status).toBe(200);
    const list = await t.call<Page<S['WafModule']>>('GET', `${site}/module/wafs`, { token: tokens.mei });
    expect(list.body.total).toBe(3);
    expect(list.body.data.find((m) => m.id === id)).toMatchObject({ ruleIDs: [4, 5, 8], blockType: 'continue' });
    expect((await t.call('DELETE', `${site}/module/wafs`, { token: tokens.mei, body: { ids: [id] } })).status).toBe(200);
    expect((await t.call<Page<S['WafModule']>>('GET', `${site}/module/wafs`, { token: tokens.mei })).body.total).toBe(2);
  });

  it('refuses unknown rules (101003), a duplicate name (101025), other sites (101018), changing nothing', async () => {
    const before = snapshot('security.waf');
    expect((await t.call<Envelope>('POST', `${site}/module/wafs`, { token: tokens.mei, body: { name: 'X', ruleIDs: [999] } })).body.code).toBe(101003);
    expect((await t.call<Envelope>('POST', `${site}/module/wafs`, { token: tokens.mei, body: { name: 'storefront (FULL owasp set)', ruleIDs: [1] } })).body.code).toBe(101025);
    const other = (await t.call<Page<S['WafModule']>>('GET', '/user/site/4102/module/wafs', { token: tokens.mei })).body.data[0]!.id;
    const own = (await t.call<Page<S['WafModule']>>('GET', `${site}/module/wafs`, { token: tokens.mei })).body.data[0]!.id;
    expect((await t.call<Envelope>('DELETE', `${site}/module/wafs`, { token: tokens.mei, body: { ids: [own, other] } })).body.code).toBe(101018);
    expect((await t.call<Envelope>('GET', `${site}/module/wafs`, { token: tokens.ling })).body.code).toBe(101018);
    expect(snapshot('security.waf')).toBe(before);
  });
});

describe('Lua ACL', () => {
  it('creates modules in a batch, renames, sorts and removes them with their rules', async () => {
    const created = await t.call<Page<S['SiteModule']>>('POST', `${site}/module/luaAcls`, { token: tokens.mei, body: { modules: [{ name: 'Zeta' }, { name: 'Alpha', memo: 'first' }] } });
    expect(created.body.total).toBe(2);
    expect(created.body.data[1]).toMatchObject({ name: 'Alpha', memo: 'first', itemCount: 0, domainIDs: [] });
    const sorted = await t.call<Page<S['SiteModule']>>('GET', `${site}/module/luaAcls`, { token: tokens.mei, query: { sortBy: 'name', orderBy: 'asc' } });
    expect(sorted.body.data.map((m) => m.name)).toEqual(['Alpha', 'API write guard', 'Back-office access', 'Zeta']);
    const byCount = await t.call<Page<S['SiteModule']>>('GET', `${site}/module/luaAcls`, { token: tokens.mei, query: { sortBy: 'itemCount', orderBy: 'desc' } });
    expect(byCount.body.data[0]).toMatchObject({ name: 'Back-office access', itemCount: 4 });
    const zeta = created.body.data[0]!.id;
    expect((await t.call('PUT', `${site}/module/luaAcl`, { token: tokens.mei, body: { id: zeta, name: 'Omega' } })).status).toBe(200);
    expect((await t.call<Envelope>('PUT', `${site}/module/luaAcl`, { token: tokens.mei, body: { id: zeta, name: 'alpha' } })).body.code).toBe(101025);
    expect((await t.call<Envelope>('POST', `${site}/module/luaAcls`, { token: tokens.mei, body: { modules: [{ name: 'Twin' }, { name: 'twin' }] } })).body.code).toBe(101025);
    expect((await t.call<Envelope>('GET', `${site}/module/luaAcls`, { token: tokens.mei, query: { sortBy: 'colour' } })).body.code).toBe(101003);
    const guard = byCount.body.data[0]!.id;
    expect((await t.call('DELETE', `${site}/module/luaAcls`, { token: tokens.mei, body: { ids: [guard, zeta] } })).status).toBe(200);
    expect((await t.call<Envelope>('GET', `${site}/module/luaAcl/${guard}/rules`, { token: tokens.mei })).body.code).toBe(101018);
  });

  it('adds rules last, moves them by priority, switches them and removes them', async () => {
    const modules = await t.call<Page<S['SiteModule']>>('GET', `${site}/module/luaAcls`, { token: tokens.mei });
    const moduleId = modules.body.data.find((m) => m.name === 'Back-office access')!.id;
    const path = `${site}/module/luaAcl/${moduleId}`;
    const created = await t.call<{ data: S['LuaAclRule'] }>('POST', `${path}/rule`, { token: tokens.mei, body: { name: 'Block scanners', ips: ['203.0.113.0/24'], blockType: 'refuse' } });
    expect(created.body.data).toMatchObject({ priority: 5, enabled: true });
    const id = created.body.data.id;
    expect((await t.call('PUT', `${path}/rule`, { token: tokens.mei, body: { id, name: 'Block scanners', ips: ['203.0.113.0/24'], blockType: 'refuse', priority: 1 } })).status).toBe(200);
    expect((await t.call('PUT', `${path}/rule/enable`, { token: tokens.mei, body: { id, enabled: false } })).status).toBe(200);
    const rules = await t.call<Page<S['LuaAclRule']>>('GET', `${path}/rules`, { token: tokens.mei, query: { pageSize: 3 } });
    expect(rules.body.total).toBe(5);
    expect(rules.body.data[0]).toMatchObject({ id, priority: 1, enabled: false });
    expect(rules.body.data.map((r) => r.priority)).toEqual([1, 2, 3]);
    const module = (await t.call<Page<S['SiteModule']>>('GET', `${site}/module/luaAcls`, { token: tokens.mei })).body.data.find((m) => m.id === moduleId);
    expect(module?.itemCount).toBe(5);
    const before = snapshot('security.luaAcl');
    expect((await t.call<Envelope>('POST', `${path}/rule`, { token: tokens.mei, body: { name: 'block SCANNERS', blockType: 'refuse' } })).body.code).toBe(101025);
    expect((await t.call<Envelope>('POST', `${path}/rule`, { token: tokens.mei, body: { name: 'Dup IPs', ips: ['192.0.2.1', '192.0.2.1/32'], blockType: 'refuse' } })).body.code).toBe(101025);
    expect((await t.call<Envelope>('POST', `${path}/rule`, { token: tokens.mei, body: { name: 'No methods', methodValues: [], blockType: 'refuse' } })).body.code).toBe(101003);
    expect(snapshot('security.luaAcl')).toBe(before);
    expect((await t.call('DELETE', `${path}/rules`, { token: tokens.mei, body: { ids: [id] } })).status).toBe(200);
    const after = await t.call<Page<S['LuaAclRule']>>('GET', `${path}/rules`, { token: tokens.mei });
    expect(after.body.data.map((r) => r.priority)).toEqual([1, 2, 3, 4]);
  });

  it("refuses another site's module and another tenant (101018)", async () => {
    const other = (await t.call<Page<S['SiteModule']>>('GET', '/user/site/4201/module/luaAcls', { token: tokens.ling })).body.data[0]!.id;
    expect((await t.call<Envelope>('GET', `${site}/module/luaAcl/${other}/rules`, { token: tokens.mei })).body.code).toBe(101018);
    expect((await t.call<Envelope>('POST', `${site}/module/luaAcl/${other}/rule`, { token: tokens.mei, body: { name: 'x', blockType: 'refuse' } })).body.code).toBe(101018);
    expect((await t.call<Envelope>('GET', '/user/site/4201/module/luaAcls', { token: tokens.mei })).body.code).toBe(101018);
  });
});

describe('token authentication', () => {
  const cdn = '/user/site/4202/module';

  it('keeps signing keys write-only: items answer hasKey, an update without key keeps it', async () => {
    const modules = await t.call<Page<S['SiteModule']>>('GET', `${cdn}/tokenAuths`, { token: tokens.ling });
    expect(modules.body.data[0]).toMatchObject({ name: 'Signed e-book downloads', itemCount: 2 });
    const moduleId = modules.body.data[0]!.id;
    const items = await t.call<Page<S['TokenAuthItem']>>('GET', `${cdn}/tokenAuth/${moduleId}/auths`, { token: tokens.ling });
    expect(items.body.data[0]).toMatchObject({ paramName: 'auth_key', expireSeconds: 1800, hasKey: true });
    expect(JSON.stringify(items.body)).not.toContain('lantern-ebooks-signing');
    const created = await t.call<Page<S['TokenAuthItem']>>('POST', `${cdn}/tokenAuth/${moduleId}/auths`, {
      token: tokens.ling,
      body: { items: [{ urlRegex: '^/audio/', key: 'audio-signing-key-0001' }, { urlRegex: '^/video/', key: 'video-signing-key-0001', expireSeconds: 60, paramName: 'sig' }] },
    });
    expect(created.body.total).toBe(2);
    expect(created.body.data[0]).toMatchObject({ paramName: 'auth_key', expireSeconds: 1800, hasKey: true, enabled: true });
    const id = created.body.data[0]!.id;
    expect((await t.call('PUT', `${cdn}/tokenAuth/${moduleId}/auth`, { token: tokens.ling, body: { id, urlRegex: '^/audio/', expireSeconds: 600 } })).status).toBe(200);
    const state = t.backend.store.resources['security.tokenAuth'] as { sites: Record<string, { items: { id: number; key: string }[] }[]> };
    expect(state.sites['4202']![0]!.items.find((i) => i.id === id)?.key).toBe('audio-signing-key-0001');
    const before = snapshot('security.tokenAuth');
    expect((await t.call<Envelope>('POST', `${cdn}/tokenAuth/${moduleId}/auths`, { token: tokens.ling, body: { items: [{ urlRegex: '^/audio/', key: 'another-key-000001' }] } })).body.code).toBe(101025);
    expect((await t.call<Envelope>('POST', `${cdn}/tokenAuth/${moduleId}/auths`, { token: tokens.ling, body: { items: [{ urlRegex: '^/x/', key: 'short' }] } })).body.code).toBe(101003);
    expect(snapshot('security.tokenAuth')).toBe(before);
    expect((await t.call('DELETE', `${cdn}/tokenAuth/${moduleId}/auths`, { token: tokens.ling, body: { ids: [id] } })).status).toBe(200);
    expect((await t.call<Envelope>('GET', `${cdn}/tokenAuth/${moduleId}/auths`, { token: tokens.mei })).body.code).toBe(101018);
  });

  it('creates, renames and removes modules', async () => {
    const created = await t.call<Page<S['SiteModule']>>('POST', `${cdn}/tokenAuths`, { token: tokens.ling, body: { modules: [{ name: 'Audio books' }] } });
    const id = created.body.data[0]!.id;
    expect((await t.call('PUT', `${cdn}/tokenAuth`, { token: tokens.ling, body: { id, name: 'Audio books (signed)', memo: 'launch' } })).status).toBe(200);
    expect((await t.call('DELETE', `${cdn}/tokenAuths`, { token: tokens.ling, body: { ids: [id] } })).status).toBe(200);
    expect((await t.call<Page<S['SiteModule']>>('GET', `${cdn}/tokenAuths`, { token: tokens.ling })).body.total).toBe(1);
  });
});

describe('proxy rewrite', () => {
  it('creates modules and rules, orders rules by priority, checks expressions and hosts', async () => {
    const modules = await t.call<Page<S['SiteModule']>>('GET', `${site}/module/proxyRewrites`, { token: tokens.mei });
    expect(modules.body.data[0]).toMatchObject({ name: 'Legacy shop paths', itemCount: 3 });
    const moduleId = modules.body.data[0]!.id;
    const path = `${site}/module/proxyRewrite/${moduleId}`;
    const created = await t.call<Page<S['ProxyRewriteRule']>>('POST', `${path}/rules`, {
      token: tokens.mei,
      body: { items: [{ regex: '^/gifts/(.*)$', replacement: '/store/gifts/$1', priority: 1 }, { regex: '^/about$', replacement: '/pages/about', host: 'cms-origin.harbor-tea.example' }] },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data.map((r) => r.priority)).toEqual([1, 5]);
    const id = created.body.data[1]!.id;
    expect((await t.call('PUT', `${path}/rule`, { token: tokens.mei, body: { id, regex: '^/about/?$', replacement: '/pages/about', enabled: false, priority: 2 } })).status).toBe(200);
    const rules = await t.call<Page<S['ProxyRewriteRule']>>('GET', `${path}/rules`, { token: tokens.mei });
    expect(rules.body.data.slice(0, 2).map((r) => r.regex)).toEqual(['^/gifts/(.*)$', '^/about/?$']);
    const before = snapshot('security.proxyRewrite');
    expect((await t.call<Envelope>('POST', `${path}/rules`, { token: tokens.mei, body: { items: [{ regex: '^/shop/(.*)$', replacement: '/x/$1' }] } })).body.code).toBe(101025);
    expect((await t.call<Envelope>('POST', `${path}/rules`, { token: tokens.mei, body: { items: [{ regex: '(', replacement: '/x' }] } })).body.code).toBe(101003);
    expect((await t.call<Envelope>('POST', `${path}/rules`, { token: tokens.mei, body: { items: [{ regex: '^/y', replacement: '/y', host: 'bad host!' }] } })).body.code).toBe(101003);
    expect(snapshot('security.proxyRewrite')).toBe(before);
    expect((await t.call('DELETE', `${path}/rules`, { token: tokens.mei, body: { ids: [id] } })).status).toBe(200);

    const made = await t.call<Page<S['SiteModule']>>('POST', `${site}/module/proxyRewrites`, { token: tokens.mei, body: { modules: [{ name: 'Blog move' }] } });
    const newId = made.body.data[0]!.id;
    expect((await t.call('PUT', `${site}/module/proxyRewrite`, { token: tokens.mei, body: { id: newId, name: 'Blog move 2027' } })).status).toBe(200);
    expect((await t.call('DELETE', `${site}/module/proxyRewrites`, { token: tokens.mei, body: { ids: [newId] } })).status).toBe(200);
    expect((await t.call<Envelope>('GET', `${site}/module/proxyRewrites`, { token: tokens.ling })).body.code).toBe(101018);
  });
});
