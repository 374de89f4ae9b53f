// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/schema';
import { useTestBackend } from '../test-backend.ts';
import { IDS } from '../testing.ts';
import type { LogPushState } from './log-push.resource.ts';


type S = components['schemas'];
type Envelope = S['ErrorEnvelope'];

let clock = Date.now();
const at = (hoursAgo: number) => new Date(clock - hoursAgo * 3_600_000).toISOString();
const pushState = () => JSON.stringify(t.backend.store.resources.logPush as LogPushState);

beforeEach(() => {
  clock = Date.now();
});
const { t, tokens } = useTestBackend({ backend: { now: () => clock }, signIn: ['mei', 'ling', 'northwind', 'skyline'] });

describe('user log push', () => {
  it('creates, lists, changes and removes events; a duplicate name is 101025 and changes nothing', async () => {
    const created = await t.call<{ data: S['LogPushEvent'] }>('POST', '/user/logPush/events', {
      token: tokens.mei,
      body: { name: 'nightly-archive', type: 'schedule', logType: 'access', siteIDs: [4101], url: 'https://archive.harbor-tea.example/in', intervalMinutes: 1440 },
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ name: 'nightly-archive', enabled: true, intervalMinutes: 1440, lastPushedAt: null });
    const list = await t.call<{ data: S['LogPushEvent'][]; total: number }>('GET', '/user/logPush/events', { token: tokens.mei });
    expect(list.body.total).toBe(3);
    const before = pushState();
    const duplicate = await t.call<Envelope>('POST', '/user/logPush/events', { token: tokens.mei, body: { name: 'SIEM-hourly', type: 'manual', logType: 'waf', siteIDs: [4101], url: 'https://x.harbor-tea.example/' } });
    expect(duplicate.body.code).toBe(101025);
    const noInterval = await t.call<Envelope>('POST', '/user/logPush/events', { token: tokens.mei, body: { name: 'every-so-often', type: 'schedule', logType: 'waf', siteIDs: [4101], url: 'https://x.harbor-tea.example/' } });
    expect(noInterval.body.code).toBe(101003);
    const foreignSite = await t.call<Envelope>('POST', '/user/logPush/events', { token: tokens.mei, body: { name: 'other', type: 'manual', logType: 'waf', siteIDs: [4201], url: 'https://x.harbor-tea.example/' } });
    expect(foreignSite.body.code).toBe(101018);
    expect(pushState()).toBe(before);

    const id = created.body.data.id;
    expect((await t.call('PUT', '/user/logPush/events', { token: tokens.mei, body: { id, name: 'nightly-archive', type: 'manual', logType: 'waf', siteIDs: [4101, 4102], url: 'https://archive.harbor-tea.example/in', enabled: false } })).status).toBe(200);
    const changed = (await t.call<{ data: S['LogPushEvent'][] }>('GET', '/user/logPush/events', { token: tokens.mei })).body.data.find((e) => e.id === id);
    expect(changed).toMatchObject({ type: 'manual', logType: 'waf', siteIDs: [4101, 4102], enabled: false, intervalMinutes: null });
    expect((await t.call<Envelope>('DELETE', '/user/logPush/events', { token: tokens.ling, body: { ids: [id] } })).body.code).toBe(101018);
    expect((await t.call<Envelope>('PUT', '/user/logPush/events', { token: tokens.ling, body: { id, name: 'x', type: 'manual', logType: 'waf', siteIDs: [4201], url: 'https://x.example/' } })).body.code).toBe(101018);
    expect((await t.call('DELETE', '/user/logPush/events', { token: tokens.mei, body: { ids: [id] } })).status).toBe(200);
    expect((await t.call<{ total: number }>('GET', '/user/logPush/events', { token: tokens.mei })).body.total).toBe(2);
  });

  it('pushes by hand: a record that is processing, then completed with its rows; filters the records', async () => {
    expect((await t.call('POST', '/user/logPush/manuallyPush', { token: tokens.mei, body: { eventID: 41, startTime: at(3), endTime: at(1) } })).status).toBe(200);
    const processing = await t.call<{ data: S['LogPushRecord'][]; total: number }>('GET', '/user/logPush/logs', { token: tokens.mei, query: { eventID: 41 } });
    expect(processing.body.data[0]).toMatchObject({ eventID: 41, type: 'manual', status: 'processing', userID: IDS.mei });
    clock += 5_000;
    const done = await t.call<{ data: S['LogPushRecord'][] }>('GET', '/user/logPush/logs', { token: tokens.mei, query: { ID: processing.body.data[0]!.ID } });
    expect(done.body.data).toHaveLength(1);
    expect(done.body.data[0]!.status).toBe('completed');
    expect(done.body.data[0]!.rows).toBeGreaterThan(0);
    const byUser = await t.call<{ data: S['LogPushRecord'][] }>('GET', '/user/logPush/logs', { token: tokens.mei, query: { userID: IDS.kai } });
    expect(byUser.body.data.every((r) => r.userID === IDS.kai)).toBe(true);
    const recent = await t.call<{ data: S['LogPushRecord'][]; total: number }>('GET', '/user/logPush/logs', { token: tokens.mei, query: { createdAtStart: at(3), pageSize: 100 } });
    expect(recent.body.data.every((r) => Date.parse(r.createdAt) >= Date.parse(at(3)))).toBe(true);
    expect((await t.call<Envelope>('POST', '/user/logPush/manuallyPush', { token: tokens.mei, body: { eventID: 41, startTime: at(30), endTime: at(1) } })).body.code).toBe(101003);
    expect((await t.call<Envelope>('POST', '/user/logPush/manuallyPush', { token: tokens.ling, body: { eventID: 41, startTime: at(3), endTime: at(1) } })).body.code).toBe(101018);
    expect((await t.call<{ total: number }>('GET', '/user/logPush/logs', { token: tokens.ling })).body.total).toBe(0);
  });
});

describe('client log push', () => {
  it("keeps events for its end users' sites", async () => {
    const created = await t.call<{ data: S['ClientLogPushEvent'] }>('POST', '/client/logPush/events', {
      token: tokens.northwind,
      body: { name: 'lantern-access', userID: IDS.ling, siteIDs: [4201], logType: 'access', url: 'https://siem.lantern-books.example/in', headers: [{ key: 'X-Api-Key', value: 'lb-1' }] },
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ accountName: 'ling-huang', method: 'POST', format: 'json', intervalMinutes: 60, enabled: true });
    const before = pushState();
    expect((await t.call<Envelope>('POST', '/client/logPush/events', { token: tokens.northwind, body: { name: 'Harbor-Tea-SIEM', userID: IDS.mei, logType: 'access', url: 'https://a.example/' } })).body.code).toBe(101025);
    expect((await t.call<Envelope>('POST', '/client/logPush/events', { token: tokens.northwind, body: { name: 'wrong-owner', userID: IDS.mei, siteIDs: [4201], logType: 'access', url: 'https://a.example/' } })).body.code).toBe(101003);
    expect((await t.call<Envelope>('POST', '/client/logPush/events', { token: tokens.skyline, body: { name: 'not-mine', userID: IDS.mei, logType: 'access', url: 'https://a.example/' } })).body.code).toBe(101018);
    expect(pushState()).toBe(before);
    const id = created.body.data.id;
    expect((await t.call('PUT', '/client/logPush/events', { token: tokens.northwind, body: { id, enabled: false, intervalMinutes: 30 } })).status).toBe(200);
    const list = await t.call<S['ClientLogPushEventList']>('GET', '/client/logPush/events', { token: tokens.northwind });
    expect(list.body.data.find((e) => e.id === id)).toMatchObject({ enabled: false, intervalMinutes: 30 });
    expect((await t.call<Envelope>('PUT', '/client/logPush/events', { token: tokens.skyline, body: { id, enabled: true } })).body.code).toBe(101018);
    expect((await t.call('DELETE', '/client/logPush/events', { token: tokens.northwind, body: { ids: [id] } })).status).toBe(200);
    expect((await t.call<S['ClientLogPushEventList']>('GET', '/client/logPush/events', { token: tokens.northwind })).body.total).toBe(2);
  });

  it('pushes by hand; an endpoint that does not answer gives a failed run', async () => {
    expect((await t.call('POST', '/client/logPush/manuallyPush', { token: tokens.northwind, body: { eventID: 57, startTime: at(2), endTime: at(1) } })).status).toBe(200);
    expect((await t.call('POST', '/client/logPush/manuallyPush', { token: tokens.northwind, body: { eventID: 58, startTime: at(2), endTime: at(1) } })).status).toBe(200);
    clock += 5_000;
    const runs = await t.call<S['ClientLogPushRecordList']>('GET', '/client/logPush/logs', { token: tokens.northwind, query: { createdAtStart: at(0.01) } });
    expect(runs.body.total).toBe(2);
    expect(runs.body.data.find((r) => r.eventID === 57)).toMatchObject({ status: 'success', pushType: 'manual' });
    expect(runs.body.data.find((r) => r.eventID === 57)!.count).toBeGreaterThan(0);
    expect(runs.body.data.find((r) => r.eventID === 58)).toMatchObject({ status: 'failed', count: 0 });
    expect((await t.call<S['ClientLogPushRecordList']>('GET', '/client/logPush/logs', { token: tokens.skyline })).body.total).toBe(0);
    expect((await t.call<Envelope>('POST', '/client/logPush/manuallyPush', { token: tokens.skyline, body: { eventID: 57, startTime: at(2), endTime: at(1) } })).body.code).toBe(101018);
    expect((await t.call<Envelope>('GET', '/client/logPush/events', { token: tokens.mei })).body.code).toBe(101018);
  });
});
