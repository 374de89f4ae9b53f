// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/schema';
import { useTestBackend } from '../test-backend.ts';

type S = components['schemas'];
type Envelope = S['ErrorEnvelope'];

const { t, tokens } = useTestBackend({ signIn: ['northwind', 'skyline', 'mei'] });

const snapshot = () => JSON.stringify(t.backend.store.resources['system-announcements']);
const day = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * day).toISOString();

describe('announcements', () => {
  it("lists a client's announcements by order number, and its end users see the current ones", async () => {
    const list = await t.call<S['ClientAnnouncementList']>('GET', '/client/setting/announcements', { token: tokens.northwind });
    expect(list.body.total).toBe(4);
    expect(list.body.data.map((a) => a.id)).toEqual([17, 15, 16, 14]);
    const users = await t.call<{ data: S['UserAnnouncement'][]; total: number }>('GET', '/user/announcements', { token: tokens.mei });
    expect(users.body.data.map((a) => a.id)).toEqual([17, 16]);
    const kai = await t.tokenOf('kai');
    expect((await t.call<{ total: number }>('GET', '/user/announcements', { token: kai })).body.total).toBe(2);
  });

  it("shows a sub-client its reseller's current announcements, and a client without a reseller none", async () => {
    const bluefin = await t.tokenOf('bluefin');
    const sub = await t.call<S['ClientAnnouncementList']>('GET', '/client/announcements', { token: bluefin });
    expect(sub.status).toBe(200);
    expect(sub.body.data.map((a) => a.id)).toEqual([18]);
    const root = await t.call<S['ClientAnnouncementList']>('GET', '/client/announcements', { token: tokens.northwind });
    expect(root.body).toEqual({ data: [], total: 0 });
    expect((await t.call<Envelope>('GET', '/client/announcements', { token: tokens.mei })).body.code).toBe(101018);
  });

  it('creates one its users see at once, updates and removes it', async () => {
    const created = await t.call<{ data: S['ClientAnnouncement'] }>('POST', '/client/setting/announcement', {
      token: tokens.northwind,
      body: { title: 'Emergency patch tonight', content: 'Edge nodes update between 01:00 and 01:30 (UTC+8).', startTime: inDays(-0.1), endTime: inDays(1), orderNumber: 0 },
    });
    expect(created.body.data).toMatchObject({ title: 'Emergency patch tonight', orderNumber: 0 });
    const id = created.body.data.id;
    expect((await t.call<{ data: S['UserAnnouncement'][] }>('GET', '/user/announcements', { token: tokens.mei })).body.data[0]?.id).toBe(id);
    expect((await t.call('PUT', '/client/setting/announcement', { token: tokens.northwind, body: { id, startTime: inDays(1), endTime: inDays(2) } })).status).toBe(200);
    expect((await t.call<{ data: S['UserAnnouncement'][] }>('GET', '/user/announcements', { token: tokens.mei })).body.data.map((a) => a.id)).not.toContain(id);
    expect((await t.call('DELETE', '/client/setting/announcements', { token: tokens.northwind, body: { ids: [id] } })).status).toBe(200);
    expect((await t.call<{ total: number }>('GET', '/client/setting/announcements', { token: tokens.northwind })).body.total).toBe(4);
  });

  it('refuses an end before the start (101003), a duplicate title (101025) and another client (101018); nothing changes', async () => {
    const before = snapshot();
    expect((await t.call<Envelope>('POST', '/client/setting/announcement', { token: tokens.northwind, body: { title: 'Backwards', startTime: inDays(2), endTime: inDays(1) } })).body.code).toBe(101003);
    expect((await t.call<Envelope>('POST', '/client/setting/announcement', { token: tokens.northwind, body: { title: 'support hours over the HOLIDAYS', startTime: inDays(1), endTime: inDays(2) } })).body.code).toBe(101025);
    expect((await t.call<Envelope>('PUT', '/client/setting/announcement', { token: tokens.northwind, body: { id: 16, endTime: inDays(-10) } })).body.code).toBe(101003);
    expect((await t.call<Envelope>('PUT', '/client/setting/announcement', { token: tokens.skyline, body: { id: 16, title: 'Mine now' } })).body.code).toBe(101018);
    expect((await t.call<Envelope>('DELETE', '/client/setting/announcements', { token: tokens.skyline, body: { ids: [18, 16] } })).body.code).toBe(101018);
    expect((await t.call<Envelope>('GET', '/user/announcements', { token: tokens.northwind })).body.code).toBe(101018);
    expect((await t.call<Envelope>('GET', '/client/setting/announcements', { token: tokens.mei })).body.code).toBe(101018);
    expect(snapshot()).toBe(before);
  });
});
