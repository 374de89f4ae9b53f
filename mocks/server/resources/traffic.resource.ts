// Traffic packages and the monthly traffic report. Each end user (user root) has a basic plan per product it
// uses (the product's monthly traffic, 0 unlimited) and may get extra packages from its client. The client
// console lists and manages the extra packages; the end user sees both kinds. Monthly usage
// rows hold the bytes used; extra GB, over-use and the state are derived from the packages valid that month.
import { type PageQuery, paginate, sortRows } from '../domain/paging.ts';
import { contains } from './infra/access.ts';
import { fail, refusedRows } from '../errors.ts';
import type { AccountRecord } from '../state/model.ts';
import type { Store } from '../state/store.ts';
import { defineHandlers, type SignedInContext } from '../types.ts';
import { collection, ownedRows } from './crud.ts';
import { byField, given, pick, sameWhenSet } from './crud-more.ts';
import { defineResource, stateOf } from './define.ts';
import { productById } from './sites.resource.ts';
import { clientScope, userRootsOfClient } from '../domain/tenancy.ts';
import { bodyError, clientRootOf, DAY_MS, iso, type Schemas, sortKey, unit } from './system/common.ts';

const GB = 1_000_000_000;

/**
 * A basic plan or an extra package, with the product's name when it was made (the product's current name shows while
 * it exists); an extra package counts the traffic used from it, a basic plan shows the current month's usage.
 */
type PlanRecord = Required<Omit<Schemas['ClientTrafficPlan'], 'accountName'>>;
type UsageRecord = Pick<Schemas['ClientMonthlyUsage'], 'year' | 'month' | 'userID' | 'productID' | 'productName' | 'basicGB' | 'usedBytes'>;

interface TrafficState {
  plans: PlanRecord[];
  usages: UsageRecord[];
  sequence: number;
}

/** The products each seeded end user has sites on, and the basic traffic of each product (GB a month, 0 unlimited). */
const SEED_PRODUCTS: Record<number, { name: string; basicGB: number }> = {
  1: { name: 'Starter', basicGB: 500 }, 2: { name: 'Business', basicGB: 2000 }, 3: { name: 'Enterprise', basicGB: 0 },
  4: { name: 'L4 Shield', basicGB: 1000 }, 5: { name: 'Bluefin Web', basicGB: 1000 }, 6: { name: 'Bluefin Game Shield', basicGB: 3000 },
};
/** [userID, productID, subscribed days ago, share of the basic traffic used a month] */
const SEED_SUBSCRIPTIONS: readonly (readonly [number, number, number, number])[] = [
  [302, 1, 420, 0.55], [302, 2, 400, 0.92], [302, 3, 300, 0.6], [302, 4, 200, 0.4], [320, 2, 330, 0.75],
  [320, 3, 330, 0.3], [330, 2, 260, 0.2], [330, 4, 260, 0.1], [340, 5, 150, 1.02], [340, 6, 120, 0.7],
];
const MONTHS_KEPT = 6;

const monthOf = (ms: number) => ({ year: new Date(ms).getUTCFullYear(), month: new Date(ms).getUTCMonth() + 1 });
const monthStart = (year: number, month: number) => Date.UTC(year, month - 1, 1);

function seed(now: number): TrafficState {
  const plans: PlanRecord[] = [];
  const usages: UsageRecord[] = [];
  let id = 700;
  const current = monthOf(now);
  const elapsed = (now - monthStart(current.year, current.month)) / (monthStart(current.year, current.month + 1) - monthStart(current.year, current.month));
  for (const [userID, productID, since, load] of SEED_SUBSCRIPTIONS) {
    const product = SEED_PRODUCTS[productID]!;
    const start = now - since * DAY_MS;
    id += 1;
    plans.push({ id, type: 'basic', userID, productID, productName: product.name, trafficGB: product.basicGB, usedBytes: 0, startAt: iso(start), endAt: iso(start + 730 * DAY_MS), memo: '', createdAt: iso(start), updatedAt: iso(start) });
    for (let back = MONTHS_KEPT - 1; back >= 0; back -= 1) {
      const at = monthStart(current.year, current.month - back);
      if (at + 31 * DAY_MS < start) continue;
      const { year, month } = monthOf(at);
      const capacity = (product.basicGB || 4000) * GB;
      let used = Math.round(capacity * load * (0.75 + 0.45 * unit(`${userID}:${productID}:${year}-${month}`)));
      if (back === 0) used = Math.round(used * elapsed);
      usages.push({ year, month, userID, productID, productName: product.name, basicGB: product.basicGB, usedBytes: used });
    }
  }
  const extra = (userID: number, productID: number, trafficGB: number, startDays: number, endDays: number, usedShare: number, memo: string, createdDays: number) => {
    id += 1;
    const [productName, startAt, endAt, createdAt] = [SEED_PRODUCTS[productID]!.name, iso(now + startDays * DAY_MS), iso(now + endDays * DAY_MS), iso(now + createdDays * DAY_MS)];
    plans.push({ id, type: 'extra', userID, productID, productName, trafficGB, usedBytes: Math.round(trafficGB * GB * usedShare), startAt, endAt, memo, createdAt, updatedAt: createdAt });
  };
  extra(302, 2, 500, -20, 70, 0.26, 'Holiday sale top-up', -21);
  extra(302, 1, 200, -95, -35, 1, 'Spring tea fair', -96);
  extra(320, 2, 300, -40, 20, 0.61, 'Book fair campaign', -41);
  extra(340, 5, 1000, -10, 50, 0.34, 'Season 4 launch downloads', -12);
  return { plans, usages, sequence: id };
}

const state = (store: Store): TrafficState => stateOf(store, trafficModule);
const names = (store: Store, row: { userID: number; productID: number; productName: string }) => ({
  accountName: store.accounts.get(row.userID)?.accountName ?? String(row.userID),
  productID: row.productID,
  productName: productById(store, row.productID)?.productName ?? row.productName,
});

/** Extra GB of the packages of a user and product valid at any time of a month. */
function extraGBIn(plans: readonly PlanRecord[], usage: UsageRecord) {
  const from = monthStart(usage.year, usage.month);
  const to = monthStart(usage.year, usage.month + 1);
  return plans
    .filter((p) => p.type === 'extra' && p.userID === usage.userID && p.productID === usage.productID && Date.parse(p.startAt) < to && Date.parse(p.endAt) >= from)
    .reduce((sum, p) => sum + p.trafficGB, 0);
}

function usageView(store: Store, usage: UsageRecord): Schemas['ClientMonthlyUsage'] {
  const extraGB = extraGBIn(state(store).plans, usage);
  const allowance = (usage.basicGB + extraGB) * GB;
  const overBytes = usage.basicGB === 0 ? 0 : Math.max(0, usage.usedBytes - allowance);
  const stateOfUse = usage.basicGB === 0 ? 'normal' : overBytes > 0 ? 'limited' : usage.usedBytes >= allowance * 0.8 ? 'warning' : 'normal';
  return {
    ...pick(usage, ['year', 'month', 'userID']),
    ...names(store, usage),
    basicGB: usage.basicGB,
    extraGB,
    usedBytes: usage.usedBytes,
    overBytes,
    state: stateOfUse,
  };
}

function planView(store: Store, plan: PlanRecord, now: number): PlanView {
  let usedBytes = plan.usedBytes;
  if (plan.type === 'basic') {
    const { year, month } = monthOf(now);
    usedBytes = state(store).usages.find((u) => u.userID === plan.userID && u.productID === plan.productID && u.year === year && u.month === month)?.usedBytes ?? 0;
  }
  return {
    ...pick(plan, ['id', 'type', 'userID']),
    ...names(store, plan),
    trafficGB: plan.trafficGB,
    usedBytes,
    ...pick(plan, ['startAt', 'endAt', 'memo', 'createdAt', 'updatedAt']),
  };
}

type PlanView = Schemas['ClientTrafficPlan'];
const PLAN_SORT = byField<PlanView>('id', 'type', 'userID', 'accountName', 'productID', 'productName', 'trafficGB', 'usedBytes', 'startAt', 'endAt', 'createdAt', 'updatedAt');
/** A page of plans, sorted by the query's key (the id unless set). */
const planPage = (views: PlanView[], query: PageQuery & { sortBy?: string; orderBy?: 'asc' | 'desc' }) => paginate(sortRows(views, sortKey(query.sortBy, PLAN_SORT, 'id'), query.orderBy ?? 'asc'), query);

const newestFirst = (a: UsageRecord, b: UsageRecord) => b.year - a.year || b.month - a.month || a.userID - b.userID || a.productID - b.productID;

/** A page of the monthly usage rows of these end users, newest month first, narrowed by the query's user, year and month. */
function usagesPage(store: Store, users: ReadonlySet<number>, query: PageQuery & { userID?: number; year?: number; month?: number }) {
  const wanted = (u: UsageRecord) => users.has(u.userID) && sameWhenSet(query, u, ['userID', 'year', 'month']);
  return paginate(state(store).usages.filter(wanted).sort(newestFirst), query, (u) => usageView(store, u));
}

/** A userID filter must name an end user of the caller's tenant (else 101018). */
function checkUserFilter(store: Store, clientId: number, userID: number | undefined) {
  if (userID === undefined) return;
  const account = store.accounts.get(userID);
  if (!account || account.auth !== 'user' || account.clientID === null || !clientScope(store, { id: clientId }).has(account.clientID)) throw fail.denied(`account ${userID} is not an end user of yours`);
}

const visibleRootIds = (store: Store, client: AccountRecord) => new Set(userRootsOfClient(store, client).map((a) => a.id));

function checkPeriod(startAt: string, endAt: string) {
  if (Date.parse(endAt) <= Date.parse(startAt)) throw bodyError('endAt', 'must be after startAt');
}

const trafficModule = defineResource<TrafficState>({
  name: 'system-traffic',
  seed: ({ now }) => seed(now),
  handlers: defineHandlers({
    ...collection(
      { list: 'client-traffic-list-extra-plans', create: 'client-traffic-create-extra-plan', update: 'client-traffic-update-extra-plan', delete: 'client-traffic-delete-extra-plans' },
      {
        noun: 'traffic package',
        at: ({ query }, { store, caller }) => {
          const client = clientRootOf(store, caller.account);
          checkUserFilter(store, client.id, query.userID as number | undefined);
          const users = visibleRootIds(store, client);
          const s = state(store);
          return { users, ...ownedRows(s, 'plans', (p) => users.has(p.userID), () => (s.sequence += 1)) };
        },
        where: (p, query) => p.type === 'extra' && sameWhenSet(query, p, ['userID', 'productID']),
        pages: (views, query) => planPage(views.filter((p) => contains(p.productName, query.productName as string | undefined)), query),
        created: true,
        make: (body, id, { users }, { store, now }) => {
          if (!users.has(body.userID)) throw fail.denied(`account ${body.userID} is not an end user of yours`);
          const basic = state(store).plans.find((p) => p.type === 'basic' && p.userID === body.userID && p.productID === body.productID);
          if (!basic) throw bodyError('productID', `the user has no plan of product ${body.productID}`);
          checkPeriod(body.startAt, body.endAt);
          const { productName } = names(store, basic);
          return { id, type: 'extra' as const, memo: '', ...body, productName, usedBytes: 0, createdAt: iso(now), updatedAt: iso(now) };
        },
        patch: (record, { id: _id, ...changes }, _at, { now }) => {
          if (record.type !== 'extra') throw bodyError('id', 'is a basic plan, which comes with the product');
          Object.assign(record, changes, { updatedAt: iso(now) });
          checkPeriod(record.startAt, record.endAt);
        },
        removable: (rows) => {
          const basic = rows.filter((p) => p.type !== 'extra');
          if (basic.length) throw refusedRows(101003, 'parameter error', 'ids', basic.map((p) => `${p.id} is a basic plan, which comes with the product`));
        },
        view: (plan: PlanRecord, _at: unknown, { store, now }: SignedInContext) => planView(store, plan, now),
      },
    ),
    // The caller's root: the client in the client console, the end user's root in the user console.
    ...given((_input, { store, caller }) => clientRootOf(store, caller.account), {
      'client-traffic-list-monthly-usages': (client, { query }, { store }) => {
        checkUserFilter(store, client.id, query.userID);
        return usagesPage(store, visibleRootIds(store, client), query);
      },
      'user-traffic-list-extra-plans': (root, { query }, { store, now }) => {
        const rows = state(store).plans.filter((p) => p.userID === root.id && sameWhenSet(query, p, ['productID']));
        const page = planPage(rows.map((p) => planView(store, p, now)), query);
        return { data: page.data.map(({ accountName: _a, updatedAt: _u, ...p }) => p), total: page.total };
      },
      'user-traffic-list-monthly-usages': (root, { query }, { store }) => {
        const { data, total } = usagesPage(store, new Set([root.id]), query);
        return { data: data.map(({ accountName: _a, ...u }) => u), total };
      },
    }),
  }),
});

export default trafficModule;
