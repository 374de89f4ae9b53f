// Audit logs: a seeded history of the calls a tenant's accounts made (generated per tenant and day, the same
// every time), plus the calls of the analytics modules themselves, recorded as they happen.
import { subtree, tenantRoot } from '../../domain/accounts.ts';
import type { AccountRecord, Kind } from '../../state/model.ts';
import type { Store } from '../../state/store.ts';
import type { Caller } from '../../types.ts';
import { docIp, hash01, prng, reqId } from './catalog.ts';
import { visibleSites } from '../../domain/tenancy.ts';
import { page } from './common.ts';
import { pick } from '../crud-more.ts';
import { DAY_MS, type Schemas as S } from '../system/common.ts';

export type AuditMethod = S['AuditLog']['method'];

/** An audit row and the tenant root its call belongs to. */
type AuditRecord = Required<S['AuditLog']> & { tenantId: number };

export interface AuditState {
  nextId: number;
  records: AuditRecord[];
}

const KEEP = 2000;
/** Ids of recorded calls start here; generated history uses ids below it. */
const RECORDED_ID_BASE = 900_000_000;

/** The calls a tenant's generated history is made of (method and path), by the tenant's area. */
const CALLS: Record<Kind, readonly string[]> = {
  user: [
    'PUT /user/site/{site}/firewall/setting/blacklist',
    'POST /user/site/{site}/cacheRule',
    'DELETE /user/site/{site}/urlCache',
    'PATCH /user/domain/setting/forceSSL',
    'PUT /user/site/{site}/firewall/setting/advance',
    'POST /user/site/{site}/domain',
    'PUT /user/site/{site}/domain/{domain}/upstreams',
    'POST /user/log/export/file',
    'PUT /user/account/self',
    'POST /user/site/{site}/module/wafs',
    'DELETE /user/site/{site}/currentCache',
    'PATCH /user/password',
  ],
  client: [
    'PATCH /client/site/status',
    'POST /client/zone/{zone}/setting/preheatCaches',
    'PUT /client/zone/{zone}/setting/http2',
    'PATCH /client/node/status',
    'POST /client/node/upgrade',
    'POST /client/account',
    'PUT /client/setting/email',
    'PATCH /client/site/limitations',
    'DELETE /client/site/currentCache',
    'POST /client/logPush/manuallyPush',
  ],
  admin: [
    'POST /admin/license',
    'PUT /admin/license',
    'POST /admin/license/issuing',
    'POST /admin/account',
    'PUT /admin/account',
    'PUT /admin/account/role',
    'POST /admin/offline/license/issuing',
  ],
};

const generated = new Map<string, AuditRecord[]>();

function dayOf(store: Store, root: AccountRecord, accounts: AccountRecord[], day: number) {
  const key = `${root.id}:${day}:${accounts.map((a) => a.id).join('.')}`;
  const hit = generated.get(key);
  if (hit) return hit;
  const rand = prng(root.id * 7919 + day);
  const calls = CALLS[root.auth];
  const sites = visibleSites(store, root);
  const count = 6 + Math.floor(rand() * 18);
  const rows: AuditRecord[] = [];
  for (let i = 0; i < count; i++) {
    const at = day * DAY_MS + Math.floor((0.3 + 0.7 * rand()) * DAY_MS * 0.999);
    const account = accounts[Math.floor(rand() ** 1.5 * accounts.length)]!;
    const [method, template] = calls[Math.floor(rand() * calls.length)]!.split(' ') as [AuditMethod, string];
    const site = sites.length ? sites[Math.floor(rand() * sites.length)]!.id : 1;
    const url = template.replace('{site}', String(site)).replace('{domain}', String(site * 100 + 1)).replace('{zone}', String(1 + Math.floor(rand() * 3)));
    const failed = rand() < 0.06;
    rows.push({
      id: (root.id % 10_000) * 50_000 + (day % 1000) * 40 + i + 1,
      tenantId: root.id,
      accountName: account.accountName,
      proxyName: rand() < 0.05 && account.id !== root.id ? root.accountName : null,
      method,
      url,
      reqID: reqId(root.id, at, i),
      ip: docIp(root.id + Math.floor(hash01(account.id, 5) * 30)),
      status: failed ? 400 : 200,
      code: failed ? 101003 : null,
      createdAt: new Date(at).toISOString(),
    });
  }
  generated.set(key, rows);
  if (generated.size > 5000) generated.clear();
  return rows;
}

/** A page of the matching audit rows of the caller's tenant's accounts of its area, newest first. */
export function auditPage<V>(store: Store, state: AuditState, caller: AccountRecord, search: Omit<S['AuditLogQuery'], 'page' | 'pageSize'> & { page?: number; pageSize?: number }, now: number, view: (row: AuditRecord) => V) {
  const root = tenantRoot(store, caller);
  const accounts = subtree(store, root).filter((a) => a.auth === caller.auth);
  const from = Date.parse(search.startTime);
  const to = Math.min(Date.parse(search.endTime), now);
  const rows: AuditRecord[] = [];
  const firstDay = Math.max(Math.floor(from / DAY_MS), Math.floor(now / DAY_MS) - 30);
  for (let day = firstDay; day <= Math.floor(to / DAY_MS); day++) rows.push(...dayOf(store, root, accounts, day));
  rows.push(...state.records.filter((r) => r.tenantId === root.id));
  /** Whether a text holds the wanted one, whatever the case (nothing wanted: any). */
  const holds = (text: string | null, wanted: string | undefined) => !wanted || (text ?? '').toLowerCase().includes(wanted.toLowerCase());
  const same = (value: string, wanted: string | undefined) => !wanted || value === wanted;
  const matching = rows
    .filter((r) => {
      const t = Date.parse(r.createdAt);
      return t >= from && t <= to && holds(r.accountName, search.accountName) && same(r.method, search.method) && holds(r.proxyName, search.proxyName) && same(r.reqID, search.reqID) && holds(r.url, search.url);
    })
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id - a.id));
  return page(matching, search.page, search.pageSize ?? 25, view);
}

/** An audit row as the user and admin consoles show it. */
export const auditView = (r: AuditRecord) => pick(r, ['id', 'accountName', 'proxyName', 'method', 'url', 'reqID', 'ip', 'status', 'code', 'createdAt']);

/** Records a call of the analytics modules (successful changes only). */
export function recordCall(store: Store, state: AuditState, caller: Caller, method: AuditMethod, url: string, now: number) {
  const proxiedBy = caller.via === 'session' ? caller.session.proxiedBy : null;
  state.nextId += 1;
  state.records.push({
    id: RECORDED_ID_BASE + state.nextId,
    tenantId: tenantRoot(store, caller.account).id,
    accountName: caller.account.accountName,
    proxyName: proxiedBy === null ? null : (store.accounts.get(proxiedBy)?.accountName ?? null),
    method,
    url,
    reqID: reqId(caller.account.id, now, state.nextId),
    ip: docIp(caller.account.id),
    status: 200,
    code: null,
    createdAt: new Date(now).toISOString(),
  });
  if (state.records.length > KEEP) state.records.splice(0, state.records.length - KEEP);
}
