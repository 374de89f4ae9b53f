// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema';
import { useTestBackend } from './test-backend.ts';
import { IDS } from './testing.ts';

type Envelope = components['schemas']['ErrorEnvelope'];
type Role = components['schemas']['Role'];
type RoleList = components['schemas']['RoleList'];
type ApiToken = components['schemas']['ApiToken'];

const { t, tokens } = useTestBackend({ signIn: ['mei', 'northwind'] });

describe('roles', () => {
  it("lists the tenant's roles with their sites, and the area's meta-roles", async () => {
    const roles = await t.call<RoleList>('GET', '/user/roles', { token: tokens.mei });
    expect(roles.body.total).toBe(3);
    expect(roles.body.data[1]).toEqual({ id: 8, name: 'Storefront editor', metaRoleIDs: [2], siteIDs: [4102], siteNames: ['shop.harbor-tea.example'], isDefault: false });
    const page = await t.call<RoleList>('GET', '/user/roles', { token: tokens.mei, query: { page: 2, pageSize: 2 } });
    expect(page.body.data.map((r) => r.id)).toEqual([9]);
    const metas = await t.call<{ data: components['schemas']['MetaRole'][] }>('GET', '/client/metaRoles', { token: tokens.northwind });
    expect(metas.body.data.map((m) => m.key)).toContain('dns.manage');
  });

  it('creates, renames and removes a role; a duplicate name is 101025 and changes nothing', async () => {
    const created = await t.call<{ data: Role }>('POST', '/user/role', { token: tokens.mei, body: { name: 'Tea buyer', metaRoleIDs: [1, 3], siteIDs: [4101] } });
    expect(created.body.data).toMatchObject({ name: 'Tea buyer', siteNames: ['www.harbor-tea.example'], isDefault: false });
    const before = JSON.stringify(t.backend.store.roles.toArray());
    const duplicate = await t.call<Envelope>('POST', '/user/role', { token: tokens.mei, body: { name: 'log READER', metaRoleIDs: [3] } });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.code).toBe(101025);
    expect((await t.call<Envelope>('PUT', `/user/role/${created.body.data.id}`, { token: tokens.mei, body: { name: 'Site owner', metaRoleIDs: [1] } })).body.code).toBe(101025);
    expect(JSON.stringify(t.backend.store.roles.toArray())).toBe(before);
    expect((await t.call('PUT', `/user/role/${created.body.data.id}`, { token: tokens.mei, body: { name: 'Tea purchaser', metaRoleIDs: [1] } })).status).toBe(200);
    expect((await t.call('DELETE', `/user/role/${created.body.data.id}`, { token: tokens.mei })).status).toBe(200);
  });

  it('refuses meta-roles of another area and sites of another tenant (101003)', async () => {
    const answer = await t.call<Envelope>('POST', '/user/role', { token: tokens.mei, body: { name: 'Odd one', metaRoleIDs: [21], siteIDs: [4201] } });
    expect(answer.body.code).toBe(101003);
    expect(answer.body.errorData).toEqual([
      { in: 'body', field: 'metaRoleIDs', message: 'not meta-roles of the user area: 21' },
      { in: 'body', field: 'siteIDs', message: 'not sites of your tenant: 4201' },
    ]);
  });

  it("keeps a held or default role, and refuses another tenant's role (101018)", async () => {
    expect((await t.call<Envelope>('DELETE', '/user/role/8', { token: tokens.mei })).body.code).toBe(101003);
    expect((await t.call<Envelope>('DELETE', '/user/role/7', { token: tokens.mei })).body.code).toBe(101003);
    expect((await t.call<Envelope>('DELETE', '/user/role/15', { token: tokens.mei })).body.code).toBe(101018);
  });

  it('gives a role to accounts below the caller only', async () => {
    expect((await t.call('PUT', '/user/account/role', { token: tokens.mei, body: { ids: [IDS.kai, IDS.yu], roleID: 9 } })).status).toBe(200);
    expect(t.backend.store.accounts.get(IDS.kai)?.roleID).toBe(9);
    expect((await t.call<Envelope>('PUT', '/user/account/role', { token: tokens.mei, body: { ids: [IDS.kai, IDS.rosa], roleID: 8 } })).body.code).toBe(101018);
    expect(t.backend.store.accounts.get(IDS.kai)?.roleID).toBe(9);
  });
});

describe('branding', () => {
  it("is open: the client's for the client and user areas, nothing for admin, a reseller's by host", async () => {
    expect((await t.call('GET', '/user/logo')).body).toEqual({ data: { title: 'Northwind Edge', copyright: '© 2026 Northwind CDN Ltd.' } });
    expect((await t.call('GET', '/admin/logo')).body).toEqual({ data: {} });
    expect((await t.call<{ data: { title: string } }>('GET', '/client/logo', { query: { host: 'Console.Skyline-Resell.example:443' } })).body.data.title).toBe('Skyline Shield');
  });
});

describe('API tokens', () => {
  it('shows the secret once; the secret then stands for the account until revoked', async () => {
    const created = await t.call<{ data: ApiToken & { refreshToken: string } }>('POST', '/apiToken', { token: tokens.mei, body: { name: 'deploy-bot', days: 30 } });
    expect(created.status).toBe(200);
    const secret = created.body.data.refreshToken;
    expect(created.body.data.expiredAt).not.toBeNull();
    const list = await t.call<{ data: ApiToken[]; total: number }>('GET', '/apiTokens', { token: tokens.mei });
    expect(list.body.total).toBe(2);
    expect(JSON.stringify(list.body)).not.toContain(secret);

    expect((await t.call<{ data: { id: number } }>('GET', '/user/account/self', { token: secret })).body.data.id).toBe(IDS.mei);
    expect((await t.call<Envelope>('POST', '/apiToken', { token: tokens.mei, body: { name: 'Deploy-Bot' } })).body.code).toBe(101025);
    expect((await t.call<Envelope>('DELETE', '/apiTokens', { token: tokens.northwind, body: { ids: [created.body.data.id] } })).body.code).toBe(101018);
    expect((await t.call('DELETE', '/apiTokens', { token: tokens.mei, body: { ids: [created.body.data.id] } })).status).toBe(200);
    expect((await t.call<Envelope>('GET', '/user/account/self', { token: secret })).body.code).toBe(101013);
  });
});

describe('offline licence', () => {
  it('loads a licence and a key that look like Parapet ones, else 101003 "invalid license key"', async () => {
    const license = 'PRPT-OFFLINE-1:eyJjbGllbnQiOiJub3J0aHdpbmQiLCJzaXRlcyI6MjAwfQ.c2lnbmF0dXJl';
    expect((await t.call('PUT', '/offline/license', { token: tokens.northwind, body: { license } })).status).toBe(200);
    expect(t.backend.store.licenses.get(IDS.northwind)?.license).toBe(license);
    const bad = await t.call<Envelope>('PUT', '/offline/license', { token: tokens.northwind, body: { license: 'hello' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 101003, extra: 'invalid license key' });
    expect((await t.call('PUT', '/offline/license/updateKey', { token: tokens.northwind, query: { key: 'PRPT-KEY-7F3A-91C2-D04E-6B58' } })).status).toBe(200);
    expect((await t.call<Envelope>('PUT', '/offline/license/updateKey', { token: tokens.northwind, query: { key: 'KEY-1' } })).body.extra).toBe('invalid license key');
    expect((await t.call<Envelope>('PUT', '/offline/license', { token: tokens.mei, body: { license } })).body.code).toBe(101018);
  });
});

describe('DNS settings', () => {
  it('the reseller without a DNS type saves one; the account then has it', async () => {
    const skyline = await t.tokenOf('skyline');
    expect((await t.call('GET', '/client/setting/dns', { token: skyline })).body).toEqual({ data: null });
    const refused = await t.call<Envelope>('POST', '/client/setting/dns/test', { token: skyline, body: { dnsType: 'route53', domain: 'cdn.skyline-resell.example', accessKey: 'AKIASKYLINEEXAMPLE' } });
    expect(refused.body.code).toBe(101006);
    const saved = await t.call<{ data: components['schemas']['DnsSettingView'] }>('POST', '/client/setting/dns', { token: skyline, body: { dnsType: 'cloudflare', domain: 'cdn.skyline-resell.example', accessKey: 'cf_skyline_token_0042' } });
    expect(saved.body.data).toMatchObject({ dnsType: 'cloudflare', accessKey: '••••••••••••0042', hasSecret: false });
    const me = await t.call<{ data: { dnsType: string | null } }>('GET', '/client/account/self', { token: skyline });
    expect(me.body.data.dnsType).toBe('cloudflare');
    expect((await t.call('DELETE', '/client/setting/dns', { token: skyline })).status).toBe(200);
    expect(t.backend.store.accounts.get(IDS.skyline)?.dnsType).toBeNull();
  });
});
