// Reseller roles (issue 24): the role a client gives its sub-client limits it. The seeded Kestrel Watch is Skyline's
// sub-client with the role "Monitor only" (monitor.read); Bluefin is Skyline's sub-client with "Sub-client".
import { describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema';
import { holdingsOf } from './domain/permissions.ts';
import type { AccountRecord } from './state/model.ts';
import { useTestBackend } from './test-backend.ts';
import { DEMO, IDS } from './testing.ts';

type S = components['schemas'];

interface Envelope {
  code?: number;
  extra?: { permission?: string };
}


const { t, tokens } = useTestBackend({ signIn: ['kestrel', 'skyline'] });

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const selfOf = async (token: string) => (await t.call<{ data: S['Account'] }>('GET', '/client/account/self', { token })).body.data;
const account = (id: number) => t.backend.store.accounts.get(id) as AccountRecord;

describe('a "Monitor only" sub-client', () => {
  it('is refused (101018) what the probe found it could do: announcements, system settings, custom Nginx blocks', async () => {
    const tries: [string, string, unknown, string][] = [
      ['POST', '/client/setting/announcement', { title: 'Kestrel was here', startTime: inDays(1), endTime: inDays(2) }, 'branding.manage'],
      ['PUT', '/client/setting/announcement', { id: 19, title: 'Kestrel was here' }, 'branding.manage'],
      ['PUT', '/client/setting/system/outgoingURL', { url: 'https://kestrel-watch.example/' }, 'settings.manage'],
      ['PUT', '/client/setting/nginx/custom', { enable: true, http: '', stream: '', server: 'add_header X-Kestrel 1;\n' }, 'settings.manage'],
    ];
    for (const [method, path, body, missing] of tries) {
      const answer = await t.call<Envelope>(method, path, { token: tokens.kestrel, body });
      expect(answer.body, `${method} ${path}`).toMatchObject({ code: 101018, extra: { permission: missing } });
    }
    // Nothing changed: the custom blocks are as before.
    const custom = await t.call<{ data: S['SystemNginxCustom'] }>('GET', '/client/setting/nginx/custom', { token: tokens.kestrel });
    expect(custom.body.data.server).not.toContain('X-Kestrel');
  });

  it('says what it really holds in its own information, and still reads, monitors and changes its own account', async () => {
    const self = await selfOf(tokens.kestrel);
    expect(self.isRoot).toBe(true); // the root of its own tenant...
    expect(self.permissions).toEqual({ isRoot: false, metaRoles: ['monitor.read'], siteIDs: null, switched: false, viaApiToken: false }); // ...holding its role only
    expect((await t.call('GET', '/client/monitor/nodes', { token: tokens.kestrel })).status).toBe(200);
    expect((await t.call('GET', '/client/setting/nginx/custom', { token: tokens.kestrel })).status).toBe(200);
    expect((await t.call('GET', '/client/setting/announcements', { token: tokens.kestrel })).status).toBe(200);
    const current = await t.call<S['ClientAnnouncementList']>('GET', '/client/announcements', { token: tokens.kestrel });
    expect(current.body.data.map((a) => a.title)).toContain('Welcome to Skyline Shield');
    expect((await t.call('PUT', '/client/account/self', { token: tokens.kestrel, body: { phone: '+852 2111 0000' } })).status).toBe(200);
  });

  it('manages no accounts or roles without users.manage (root grant), and cannot raise its own role', async () => {
    const answers = await Promise.all([
      t.call<Envelope>('POST', '/client/account', { token: tokens.kestrel, body: { email: 'c@kestrel-watch.example', accountName: 'kestrel-customer', roleID: 19 } }),
      t.call<Envelope>('POST', '/client/role', { token: tokens.kestrel, body: { name: 'Everything', metaRoleIDs: [21, 22, 29] } }),
      t.call<Envelope>('PUT', '/client/role/19', { token: tokens.kestrel, body: { name: 'Full access', metaRoleIDs: [26, 29] } }),
      t.call<Envelope>('PUT', '/client/account/role', { token: tokens.kestrel, body: { ids: [IDS.kestrel], roleID: 19 } }),
    ]);
    for (const answer of answers) expect(answer.body).toMatchObject({ code: 101018, extra: { permission: 'root' } });
    expect(account(IDS.kestrel).roleID).toBe(18);
  });

  it('holds what its parent gives it: the reseller widens the role and the sub-client may change settings', async () => {
    // Skyline gives Kestrel its "Sub-client" role (zones, sites, DNS, monitoring, users), then adds settings.manage to it.
    expect((await t.call('PUT', '/client/account/role', { token: tokens.skyline, body: { ids: [IDS.kestrel], roleID: 11 } })).status).toBe(200);
    expect((await selfOf(tokens.kestrel)).permissions?.metaRoles).toEqual(['zones.manage', 'sites.manage', 'dns.manage', 'monitor.read', 'users.manage']);
    expect((await selfOf(tokens.kestrel)).permissions?.isRoot).toBe(true);
    const url = { url: 'https://kestrel-watch.example/' };
    expect((await t.call<Envelope>('PUT', '/client/setting/system/outgoingURL', { token: tokens.kestrel, body: url })).body.code).toBe(101018);
    expect((await t.call('PUT', '/client/role/11', { token: tokens.skyline, body: { name: 'Sub-client', metaRoleIDs: [21, 24, 25, 26, 28, 29] } })).status).toBe(200);
    expect((await t.call('PUT', '/client/setting/system/outgoingURL', { token: tokens.kestrel, body: url })).status).toBe(200);
  });
});

describe('a sub-client never grants more than it holds', () => {
  it("builds roles only from the meta-roles it holds (101018 naming the first it lacks); an edit keeps a role's old ones", async () => {
    const bluefin = await t.tokenOf('bluefin'); // holds zones, sites, DNS, monitoring and users (role 11)
    const beyond = await t.call<Envelope>('POST', '/client/role', { token: bluefin, body: { name: 'Ops', metaRoleIDs: [26, 22] } });
    expect(beyond.body).toMatchObject({ code: 101018, extra: { permission: 'nodes.manage' } });
    const created = await t.call<{ data: S['Role'] }>('POST', '/client/role', { token: bluefin, body: { name: 'Ops', metaRoleIDs: [26, 21] } });
    expect(created.body.data.metaRoleIDs).toEqual([26, 21]);
    // A role that already names more (given before the parent narrowed it) can be renamed, not widened.
    const role = t.backend.store.roles.get(created.body.data.id);
    if (role) role.metaRoleIDs = [26, 21, 29];
    expect((await t.call('PUT', `/client/role/${created.body.data.id}`, { token: bluefin, body: { name: 'Ops team', metaRoleIDs: [26, 21, 29] } })).status).toBe(200);
    expect((await t.call<Envelope>('PUT', `/client/role/${created.body.data.id}`, { token: bluefin, body: { name: 'Ops team', metaRoleIDs: [26, 21, 29, 30] } })).body).toMatchObject({ code: 101018, extra: { permission: 'branding.manage' } });
  });

  it("gives its own sub-client a role within what it holds, and the sub-sub-client never holds more than its parent", async () => {
    const bluefin = await t.tokenOf('bluefin');
    const sub = await t.call<{ data: S['Account'] }>('POST', '/client/account', { token: bluefin, body: { auth: 'client', email: 'ops@reef.example', accountName: 'reef-ops', roleID: 12 } });
    expect(sub.status).toBe(200);
    const reef = account(sub.body.data.id);
    expect(holdingsOf(t.backend.store, reef).metaRoles).toEqual(['zones.manage', 'sites.manage', 'dns.manage', 'monitor.read', 'users.manage']);
    // Its default role holds what it holds, not the whole area.
    const own = t.backend.store.roles.find((r) => r.ownerId === reef.id && r.isDefault);
    expect(own?.metaRoleIDs).toEqual([21, 24, 25, 26, 28]);
    // A role of Bluefin's naming more than Bluefin holds (written into the state) cannot be given to a sub-client...
    const wide = t.backend.store.roles.get(12);
    if (wide) wide.metaRoleIDs = [21, 22, 23, 24, 25, 26, 27, 28, 29, 30];
    const given = await t.call<Envelope>('PUT', '/client/account/role', { token: bluefin, body: { ids: [reef.id], roleID: 12 } });
    expect(given.body).toMatchObject({ code: 101018, extra: { permission: 'nodes.manage' } });
    // ...and, held anyway, still grants only what Bluefin holds; Skyline narrowing Bluefin narrows Reef too.
    expect(holdingsOf(t.backend.store, reef).metaRoles).not.toContain('settings.manage');
    expect((await t.call('PUT', '/client/account/role', { token: tokens.skyline, body: { ids: [IDS.bluefin], roleID: 18 } })).status).toBe(200);
    expect(holdingsOf(t.backend.store, reef)).toEqual({ root: false, metaRoles: ['monitor.read'], siteIDs: null });
  });

  it('lets a top reseller (created by the admin) hold every meta-role, whatever admin role it was given', async () => {
    const self = await selfOf(tokens.skyline);
    expect(self.permissions?.isRoot).toBe(true);
    expect(self.permissions?.metaRoles).toHaveLength(10);
  });
});

describe('a role is never used across tenants', () => {
  it('holds nothing when its role is not of its parent client (or it has none)', () => {
    const { store } = t.backend;
    const kestrelRecord = account(IDS.kestrel);
    kestrelRecord.roleID = 4; // Northwind's "Operator": another tenant's role
    expect(holdingsOf(store, kestrelRecord)).toEqual({ root: false, metaRoles: [], siteIDs: null });
    kestrelRecord.roleID = 19; // its own default role: a sub-client's role comes from its parent
    expect(holdingsOf(store, kestrelRecord).metaRoles).toEqual([]);
    kestrelRecord.roleID = null;
    expect(holdingsOf(store, kestrelRecord).metaRoles).toEqual([]);
  });

  it("refuses giving another tenant's role to a sub-client (101003 on roleID)", async () => {
    const answer = await t.call<Envelope>('PUT', '/client/account/role', { token: tokens.skyline, body: { ids: [IDS.kestrel], roleID: 4 } });
    expect(answer.body.code).toBe(101003);
    expect(account(IDS.kestrel).roleID).toBe(18);
  });

  it('signs the seeded sub-client in with the documented password', async () => {
    await expect(t.signIn('client', DEMO.kestrel.email, DEMO.kestrel.password)).resolves.toBeTruthy();
  });
});
