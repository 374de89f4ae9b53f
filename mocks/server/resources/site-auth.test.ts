// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/schema';
import { type Envelope, type Page, useTestBackend } from '../test-backend.ts';

type S = components['schemas'];

const { t, tokens } = useTestBackend({ signIn: ['mei', 'ling'] });

const snapshot = () => JSON.stringify(t.backend.store.resources['security.siteAuth']);
const auth = '/user/site/4101/auth';
const groupsOf = async () => (await t.call<Page<S['AuthGroup']>>('GET', `${auth}/groups`, { token: tokens.mei, query: { pageSize: 50 } })).body.data;
const groupNamed = async (name: string) => (await groupsOf()).find((g) => g.name === name)!;

describe('verification groups and rules', () => {
  it('tells whether settings exist and lists groups for the rule form', async () => {
    expect((await t.call<{ data: boolean }>('GET', `${auth}/settingExists`, { token: tokens.mei })).body.data).toBe(true);
    expect((await t.call<{ data: boolean }>('GET', '/user/site/4202/auth/settingExists', { token: tokens.ling })).body.data).toBe(false);
    const meta = await t.call<Page<S['AuthMetaGroup']>>('GET', `${auth}/metaGroups`, { token: tokens.mei, query: { type: 'basic' } });
    expect(meta.body.data.map((g) => g.name)).toEqual(['Wholesale partners', 'Old staging testers']);
    const groups = await groupsOf();
    expect(groups[0]).toMatchObject({ name: 'Wholesale partners', type: 'basic', credentialCount: 2, ruleCount: 1 });
    expect(groups.find((g) => g.name === 'Mobile app tokens')).toMatchObject({ credentialCount: 2, ruleCount: 2 });
  });

  it('creates, renames and removes a group; the type cannot change', async () => {
    const created = await t.call<{ data: S['AuthGroup'] }>('POST', `${auth}/groups`, { token: tokens.mei, body: { name: 'Auditors', type: 'key' } });
    expect(created.body.data).toMatchObject({ name: 'Auditors', type: 'key', credentialCount: 0, ruleCount: 0 });
    const id = created.body.data.id;
    expect((await t.call('PUT', `${auth}/groups`, { token: tokens.mei, body: { id, name: 'External auditors', type: 'key', memo: 'yearly' } })).status).toBe(200);
    expect((await t.call<Envelope>('PUT', `${auth}/groups`, { token: tokens.mei, body: { id, name: 'External auditors', type: 'jwt' } })).body.code).toBe(101003);
    expect((await t.call<Envelope>('POST', `${auth}/groups`, { token: tokens.mei, body: { name: 'external AUDITORS', type: 'basic' } })).body.code).toBe(101025);
    expect((await t.call('DELETE', `${auth}/groups`, { token: tokens.mei, body: { ids: [id] } })).status).toBe(200);
  });

  it('refuses to remove a group a rule uses (701001), changing nothing', async () => {
    const used = await groupNamed('Wholesale partners');
    const unused = await groupNamed('Old staging testers');
    const before = snapshot();
    const answer = await t.call<Envelope>('DELETE', `${auth}/groups`, { token: tokens.mei, body: { ids: [unused.id, used.id] } });
    expect(answer.body.code).toBe(701001);
    expect(snapshot()).toBe(before);
    expect((await t.call('DELETE', `${auth}/groups`, { token: tokens.mei, body: { ids: [unused.id] } })).status).toBe(200);
  });

  it('creates rules last, moves them, refuses groups of another site, removes them', async () => {
    const keys = await groupNamed('Partner API keys');
    const created = await t.call<{ data: S['AuthRule'] }>('POST', `${auth}/rules`, { token: tokens.mei, body: { name: 'Reports', urlRegex: '^/reports/', groupIDs: [keys.id], methodValues: ['GET'] } });
    expect(created.body.data).toMatchObject({ priority: 4, enabled: true, groupIDs: [keys.id] });
    const id = created.body.data.id;
    expect((await t.call('PUT', `${auth}/rules`, { token: tokens.mei, body: { id, name: 'Reports', urlRegex: '^/reports/', groupIDs: [keys.id], priority: 1 } })).status).toBe(200);
    const rules = await t.call<Page<S['AuthRule']>>('GET', `${auth}/rules`, { token: tokens.mei });
    expect(rules.body.data.map((r) => r.id)[0]).toBe(id);
    expect(rules.body.data.map((r) => r.priority)).toEqual([1, 2, 3, 4]);
    const staff = (await t.call<Page<S['AuthGroup']>>('GET', '/user/site/4201/auth/groups', { token: tokens.ling })).body.data[0]!.id;
    const before = snapshot();
    expect((await t.call<Envelope>('POST', `${auth}/rules`, { token: tokens.mei, body: { name: 'Odd', urlRegex: '^/odd', groupIDs: [staff] } })).body.code).toBe(101003);
    expect((await t.call<Envelope>('POST', `${auth}/rules`, { token: tokens.mei, body: { name: 'reports', urlRegex: '^/r', groupIDs: [keys.id] } })).body.code).toBe(101025);
    expect((await t.call<Envelope>('POST', `${auth}/rules`, { token: tokens.mei, body: { name: 'No methods', urlRegex: '^/r', groupIDs: [keys.id], methodValues: [] } })).body.code).toBe(101003);
    expect(snapshot()).toBe(before);
    expect((await t.call('DELETE', `${auth}/rules`, { token: tokens.mei, body: { ids: [id] } })).status).toBe(200);
  });

  it("refuses another tenant's site (101018)", async () => {
    expect((await t.call<Envelope>('GET', `${auth}/rules`, { token: tokens.ling })).body.code).toBe(101018);
    expect((await t.call<Envelope>('POST', `${auth}/groups`, { token: tokens.ling, body: { name: 'x', type: 'basic' } })).body.code).toBe(101018);
  });
});

describe('credentials', () => {
  it('basic: passwords are never answered; an update without password keeps it', async () => {
    const group = await groupNamed('Wholesale partners');
    const path = `${auth}/group/${group.id}/basicAuths`;
    const created = await t.call<{ data: S['AuthBasicCredential'] }>('POST', path, { token: tokens.mei, body: { username: 'jade-garden', password: 'Jade-Garden-2026' } });
    expect(created.body.data).toEqual({ id: created.body.data.id, username: 'jade-garden' });
    const id = created.body.data.id;
    const state = () => (t.backend.store.resources['security.siteAuth'] as { sites: Record<string, { groups: { basic: { id: number; passwordHash: string }[] }[] }> }).sites['4101']!.groups[0]!.basic.find((c) => c.id === id)!.passwordHash;
    const hash = state();
    expect((await t.call('PUT', path, { token: tokens.mei, body: { id, username: 'jade-garden-tea', memo: 'renamed' } })).status).toBe(200);
    expect(state()).toBe(hash);
    const list = await t.call<Page<S['AuthBasicCredential']>>('GET', path, { token: tokens.mei });
    expect(list.body.data.find((c) => c.id === id)).toEqual({ id, username: 'jade-garden-tea', memo: 'renamed' });
    expect(JSON.stringify(list.body)).not.toContain('sha256');
    expect((await t.call<Envelope>('POST', path, { token: tokens.mei, body: { username: 'MOUNTAIN-LEAF', password: 'Another-Pass-1' } })).body.code).toBe(101025);
    expect((await t.call<Envelope>('POST', path, { token: tokens.mei, body: { username: 'has:colon', password: 'Another-Pass-1' } })).body.code).toBe(101003);
    expect((await t.call('DELETE', path, { token: tokens.mei, body: { ids: [id] } })).status).toBe(200);
  });

  it('key: keys answer masked, a duplicate key is 101025, a group of another type is 101003', async () => {
    const group = await groupNamed('Partner API keys');
    const path = `${auth}/group/${group.id}/keyAuths`;
    const list = await t.call<Page<S['AuthKeyCredential']>>('GET', path, { token: tokens.mei });
    expect(list.body.data[0]!.key).toBe('••••••••••••9c1e');
    const created = await t.call<{ data: S['AuthKeyCredential'] }>('POST', path, { token: tokens.mei, body: { name: 'Wholesale app', key: 'ak_live_0a1b2c3d4e5f6a7b8c9d' } });
    expect(created.body.data.key).toBe('••••••••••••8c9d');
    const id = created.body.data.id;
    expect((await t.call('PUT', path, { token: tokens.mei, body: { id, name: 'Wholesale app v2' } })).status).toBe(200);
    expect((await t.call<Envelope>('POST', path, { token: tokens.mei, body: { name: 'Copy', key: 'ak_live_0a1b2c3d4e5f6a7b8c9d' } })).body.code).toBe(101025);
    const basic = await groupNamed('Wholesale partners');
    expect((await t.call<Envelope>('POST', `${auth}/group/${basic.id}/keyAuths`, { token: tokens.mei, body: { name: 'x', key: 'ak_live_ffffffffffffffff' } })).body.code).toBe(101003);
    expect((await t.call('DELETE', path, { token: tokens.mei, body: { ids: [id] } })).status).toBe(200);
  });

  it('jwt: HS needs a secret, RS/ES a PEM public key; secrets are never answered', async () => {
    const group = await groupNamed('Mobile app tokens');
    const path = `${auth}/group/${group.id}/jwtAuths`;
    const list = await t.call<Page<S['AuthJwtCredential']>>('GET', path, { token: tokens.mei });
    expect(list.body.data[0]).toMatchObject({ algorithm: 'HS256', hasSecret: true, publicKey: null });
    expect(JSON.stringify(list.body)).not.toContain('harbor-tea-app-jwt-secret');
    const before = snapshot();
    expect((await t.call<Envelope>('POST', path, { token: tokens.mei, body: { key: 'https://new.example', algorithm: 'HS512' } })).body.code).toBe(101003);
    expect((await t.call<Envelope>('POST', path, { token: tokens.mei, body: { key: 'https://new.example', algorithm: 'RS256', publicKey: 'not a key' } })).body.code).toBe(101003);
    expect((await t.call<Envelope>('POST', path, { token: tokens.mei, body: { key: 'https://auth.harbor-tea.example', algorithm: 'HS256', secret: 'x'.repeat(20) } })).body.code).toBe(101025);
    expect(snapshot()).toBe(before);
    const created = await t.call<{ data: S['AuthJwtCredential'] }>('POST', path, { token: tokens.mei, body: { key: 'https://new.example', algorithm: 'HS384', secret: 'new-example-secret-0001' } });
    expect(created.body.data).toMatchObject({ hasSecret: true, algorithm: 'HS384' });
    const id = created.body.data.id;
    expect((await t.call('PUT', path, { token: tokens.mei, body: { id, key: 'https://new.example', algorithm: 'HS512' } })).status).toBe(200);
    expect((await t.call<Envelope>('PUT', path, { token: tokens.mei, body: { id, key: 'https://new.example', algorithm: 'ES256' } })).body.code).toBe(101003);
    expect((await t.call('DELETE', path, { token: tokens.mei, body: { ids: [id] } })).status).toBe(200);
    const staff = (await t.call<Page<S['AuthGroup']>>('GET', '/user/site/4201/auth/groups', { token: tokens.ling })).body.data[0]!.id;
    expect((await t.call<Envelope>('GET', `${auth}/group/${staff}/basicAuths`, { token: tokens.mei })).body.code).toBe(101018);
  });
});
