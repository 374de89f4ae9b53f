// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/schema';
import { useTestBackend } from '../test-backend.ts';
import { IDS } from '../testing.ts';

type S = components['schemas'];
type Envelope = S['ErrorEnvelope'];

const { t, tokens } = useTestBackend({ signIn: ['northwind', 'skyline', 'mei'] });

const snapshot = () => JSON.stringify(t.backend.store.resources['system-traffic']);
const now = new Date();
const thisYear = now.getUTCFullYear();
const thisMonth = now.getUTCMonth() + 1;

describe('traffic packages (client)', () => {
  it("lists the packages of the client's end users with filters and sorting", async () => {
    const all = await t.call<S['ClientTrafficPlanList']>('GET', '/client/extraTrafficPlans', { token: tokens.northwind, query: { pageSize: 100 } });
    expect(all.body.total).toBe(3);
    expect(all.body.data.every((p) => p.type === 'extra')).toBe(true);
    expect(new Set(all.body.data.map((p) => p.userID))).toEqual(new Set([IDS.mei, IDS.ling]));
    const sorted = await t.call<S['ClientTrafficPlanList']>('GET', '/client/extraTrafficPlans', { token: tokens.northwind, query: { sortBy: 'trafficGB', orderBy: 'desc' } });
    expect(sorted.body.data.map((p) => p.trafficGB)).toEqual([500, 300, 200]);
    const harbor = await t.call<S['ClientTrafficPlanList']>('GET', '/client/extraTrafficPlans', { token: tokens.northwind, query: { userID: IDS.mei, productName: 'BUSI' } });
    expect(harbor.body.data).toHaveLength(1);
    expect(harbor.body.data[0]).toMatchObject({ accountName: 'mei-lin', productName: 'Business', trafficGB: 500, memo: 'Holiday sale top-up' });
    expect((await t.call<S['ClientTrafficPlanList']>('GET', '/client/extraTrafficPlans', { token: tokens.northwind, query: { productID: 1 } })).body.total).toBe(1);
    expect((await t.call<Envelope>('GET', '/client/extraTrafficPlans', { token: tokens.northwind, query: { sortBy: 'colour' } })).body.code).toBe(101003);
    expect((await t.call<Envelope>('GET', '/client/extraTrafficPlans', { token: tokens.northwind, query: { userID: 340 } })).body.code).toBe(101018);
    // A reseller sees its sub-client's end users.
    const reseller = await t.call<S['ClientTrafficPlanList']>('GET', '/client/extraTrafficPlans', { token: tokens.skyline });
    expect(new Set(reseller.body.data.map((p) => p.userID))).toEqual(new Set([340]));
  });

  it('adds, changes and removes an extra package; it counts in the month it is valid', async () => {
    const monthStart = new Date(Date.UTC(thisYear, thisMonth - 1, 1)).toISOString();
    const monthEnd = new Date(Date.UTC(thisYear, thisMonth, 1) - 1000).toISOString();
    const before = (await t.call<S['ClientMonthlyUsageList']>('GET', '/client/traffic/monthlyUsages', { token: tokens.northwind, query: { userID: IDS.ling, year: thisYear, month: thisMonth } })).body.data.find((u) => u.productID === 3);
    const created = await t.call<{ data: S['ClientTrafficPlan'] }>('POST', '/client/extraTrafficPlan', { token: tokens.northwind, body: { userID: IDS.ling, productID: 3, trafficGB: 800, startAt: monthStart, endAt: monthEnd, memo: 'Author tour' } });
    expect(created.body.data).toMatchObject({ type: 'extra', accountName: 'ling-huang', productName: 'Enterprise', usedBytes: 0, memo: 'Author tour' });
    const after = (await t.call<S['ClientMonthlyUsageList']>('GET', '/client/traffic/monthlyUsages', { token: tokens.northwind, query: { userID: IDS.ling, year: thisYear, month: thisMonth } })).body.data.find((u) => u.productID === 3);
    expect((after?.extraGB ?? 0) - (before?.extraGB ?? 0)).toBe(800);
    expect((await t.call('PUT', '/client/extraTrafficPlan', { token: tokens.northwind, body: { id: created.body.data.id, trafficGB: 1000 } })).status).toBe(200);
    expect((await t.call('DELETE', '/client/extraTrafficPlans', { token: tokens.northwind, body: { ids: [created.body.data.id] } })).status).toBe(200);
  });

  it('refuses a foreign user or package (101018), a product the user lacks, a backwards period and basic plans (101003); nothing changes', async () => {
    const plans = (await t.call<{ data: S['UserTrafficPlan'][] }>('GET', '/user/extraTrafficPlans', { token: tokens.mei, query: { pageSize: 50 } })).body.data;
    const basic = plans.find((p) => p.type === 'basic');
    const extra = plans.find((p) => p.type === 'extra');
    const foreign = (await t.call<S['ClientTrafficPlanList']>('GET', '/client/extraTrafficPlans', { token: tokens.skyline })).body.data[0];
    const before = snapshot();
    const plan = { userID: IDS.mei, productID: 2, trafficGB: 100, startAt: '2026-12-01T00:00:00Z', endAt: '2026-12-31T23:59:59Z' };
    expect((await t.call<Envelope>('POST', '/client/extraTrafficPlan', { token: tokens.northwind, body: { ...plan, userID: 340 } })).body.code).toBe(101018);
    expect((await t.call<Envelope>('POST', '/client/extraTrafficPlan', { token: tokens.northwind, body: { ...plan, userID: IDS.kai } })).body.code).toBe(101018);
    expect((await t.call<Envelope>('POST', '/client/extraTrafficPlan', { token: tokens.northwind, body: { ...plan, productID: 5 } })).body.code).toBe(101003);
    expect((await t.call<Envelope>('POST', '/client/extraTrafficPlan', { token: tokens.northwind, body: { ...plan, endAt: '2026-11-01T00:00:00Z' } })).body.code).toBe(101003);
    expect((await t.call<Envelope>('PUT', '/client/extraTrafficPlan', { token: tokens.northwind, body: { id: basic?.id, trafficGB: 1 } })).body.code).toBe(101003);
    expect((await t.call<Envelope>('PUT', '/client/extraTrafficPlan', { token: tokens.northwind, body: { id: foreign?.id, trafficGB: 1 } })).body.code).toBe(101018);
    expect((await t.call<Envelope>('DELETE', '/client/extraTrafficPlans', { token: tokens.northwind, body: { ids: [extra?.id, basic?.id] } })).body.code).toBe(101003);
    expect((await t.call<Envelope>('GET', '/client/extraTrafficPlans', { token: tokens.mei })).body.code).toBe(101018);
    expect(snapshot()).toBe(before);
  });

  it('reports monthly usage with extra traffic, over-use and state', async () => {
    const report = await t.call<S['ClientMonthlyUsageList']>('GET', '/client/traffic/monthlyUsages', { token: tokens.northwind, query: { pageSize: 200 } });
    expect(report.body.total).toBeGreaterThan(30);
    const first = report.body.data[0];
    expect([first?.year, first?.month]).toEqual([thisYear, thisMonth]);
    for (const row of report.body.data) {
      if (row.basicGB === 0) expect(row).toMatchObject({ overBytes: 0, state: 'normal' });
      else expect(row.overBytes).toBe(Math.max(0, row.usedBytes - (row.basicGB + row.extraGB) * 1e9));
    }
    const october = await t.call<S['ClientMonthlyUsageList']>('GET', '/client/traffic/monthlyUsages', { token: tokens.northwind, query: { year: thisYear, month: thisMonth, userID: IDS.mei } });
    expect(october.body.data.map((u) => u.productID)).toEqual([1, 2, 3, 4]);
  });
});

describe('traffic packages (end user)', () => {
  it("shows the tenant's packages and monthly usage to the root and its sub-users", async () => {
    const plans = await t.call<{ data: S['UserTrafficPlan'][]; total: number }>('GET', '/user/extraTrafficPlans', { token: tokens.mei, query: { productID: 2 } });
    expect(plans.body.data.map((p) => p.type)).toEqual(['basic', 'extra']);
    expect(plans.body.data[0]?.usedBytes).toBeGreaterThan(0);
    const kai = await t.tokenOf('kai');
    expect((await t.call<{ total: number }>('GET', '/user/extraTrafficPlans', { token: kai })).body.total).toBe(6);
    const usage = await t.call<{ data: S['UserMonthlyUsage'][]; total: number }>('GET', '/user/traffic/monthlyUsages', { token: tokens.mei, query: { year: thisYear, month: thisMonth } });
    expect(usage.body.total).toBe(4);
    expect(usage.body.data.every((u) => u.userID === IDS.mei)).toBe(true);
    expect((await t.call<Envelope>('GET', '/user/traffic/monthlyUsages', { token: tokens.northwind })).body.code).toBe(101018);
  });
});
