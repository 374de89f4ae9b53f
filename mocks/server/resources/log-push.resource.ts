// Log push events (send a site's logs to an HTTP endpoint, by hand or on a schedule) and their push records,
// in the user console (a tenant's events) and the client console (events the operator keeps for its end
// users). A push is simulated: it runs for a few seconds, then succeeds with the number of log lines of its
// window, or fails when the endpoint's host is under `.invalid` (which never resolves).
import { tenantRoot } from '../domain/accounts.ts';
import { checkPushTarget, isInternalTarget, privatePushAllowed } from '../domain/push-target.ts';
import { allowedSites, permissionDenied } from '../domain/permissions.ts';
import { fail } from '../errors.ts';
import { done } from '../handlers/common.ts';
import type { Store } from '../state/store.ts';
import type { Caller, SignedInContext } from '../types.ts';
import { defineHandlers } from '../types.ts';
import { hash01 } from './analytics/catalog.ts';
import { callerScope, iso, page, selection } from './analytics/common.ts';
import { accessLines, wafLines } from './analytics/logs.ts';
import { select } from './analytics/scope.ts';
import { userRootsOfClient, visibleSites } from '../domain/tenancy.ts';
import { logWindowOf } from './analytics/stats.ts';
import { recordCall } from './analytics/audit.ts';
import { collection, sent, tenantRows } from './crud.ts';
import { given, pick, rowsNamed, sameWhenSet } from './crud-more.ts';
import { defineResource, stateOf } from './define.ts';
import type { Schemas } from './system/common.ts';
import { auditStateOf } from './logs.resource.ts';

const PUSH_MS = 3_000;
const HOUR_MS = 3_600_000;

/**
 * A user console event of a tenant root, with the account that created it or last set what it pushes (PUT): a push
 * sends only the sites this account may see at the time of the push, and nothing once it is removed or disabled.
 */
type UserEventRecord = Required<Schemas['LogPushEvent']> & { tenantId: number; creatorId: number };
/** A client console event, kept by the client root. */
type ClientEventRecord = Omit<Schemas['ClientLogPushEvent'], 'accountName'> & { clientId: number };

/** A push as kept (its status follows from the clock: recordStatus). */
type PushRecord = Required<Pick<Schemas['LogPushRecord'], 'eventID' | 'eventName' | 'userID' | 'type' | 'startTime' | 'endTime' | 'rows' | 'createdAt'>> & {
  id: number;
  area: 'user' | 'client';
  /** Tenant root (user area) or client root (client area) the record belongs to. */
  ownerId: number;
  /** Why it failed (null: it succeeds once done). */
  failure: string | null;
};

export interface LogPushState {
  nextEventId: number;
  nextRecordId: number;
  userEvents: UserEventRecord[];
  clientEvents: ClientEventRecord[];
  records: PushRecord[];
}

// At push time the target is judged again (one saved before the address check, or while the operator allowed
// internal targets, is not pushed to).
const failureOf = (url: string) => {
  if (isInternalTarget(url) && !privatePushAllowed()) return 'refused: the endpoint is inside the service network';
  try {
    return new URL(url).hostname.endsWith('.invalid') ? `connect ECONNREFUSED: ${new URL(url).hostname} did not answer` : null;
  } catch {
    return 'invalid endpoint URL';
  }
};

function seed(now: number) {
  const at = (hoursAgo: number) => iso(Math.floor(now / HOUR_MS) * HOUR_MS - hoursAgo * HOUR_MS);
  const userEvents: UserEventRecord[] = [
    { id: 41, tenantId: 302, creatorId: 302, name: 'siem-hourly', type: 'schedule', logType: 'access', siteIDs: [4102], url: 'https://logs.harbor-tea.example/ingest/cdn', headers: { Authorization: 'Bearer 3c9f0a7d5e2b41c8' }, intervalMinutes: 60, enabled: true, lastPushedAt: at(1), createdAt: at(24 * 12) },
    { id: 42, tenantId: 302, creatorId: 302, name: 'incident-replay', type: 'manual', logType: 'waf', siteIDs: [4101, 4102], url: 'https://logs.harbor-tea.example/ingest/waf', headers: {}, intervalMinutes: null, enabled: true, lastPushedAt: at(30), createdAt: at(24 * 9) },
    { id: 43, tenantId: 320, creatorId: 320, name: 'catalogue-archive', type: 'schedule', logType: 'access', siteIDs: [4201, 4202], url: 'https://archive.lantern-books.example/cdn-logs', headers: {}, intervalMinutes: 1440, enabled: true, lastPushedAt: at(8), createdAt: at(24 * 20) },
  ];
  const clientEvents: ClientEventRecord[] = [
    { id: 57, clientId: 102, name: 'harbor-tea-siem', userID: 302, siteIDs: [4102], logType: 'access', url: 'https://siem.harbor-tea.example/ingest/cdn', method: 'POST', headers: [{ key: 'X-Api-Key', value: 'hte-7d1c52a9' }], format: 'ndjson', enabled: true, intervalMinutes: 60, lastPushedAt: at(1), createdAt: at(24 * 15), updatedAt: at(24 * 4) },
    { id: 58, clientId: 102, name: 'lantern-waf-feed', userID: 320, siteIDs: [], logType: 'waf', url: 'https://soc.lantern-books.invalid/hooks/waf', method: 'PUT', headers: [], format: 'json', enabled: false, intervalMinutes: 30, lastPushedAt: at(50), createdAt: at(24 * 6), updatedAt: at(48) },
  ];
  const records: PushRecord[] = [];
  let id = 700;
  const add = (record: Omit<PushRecord, 'id'>) => records.push({ id: (id += 1), ...record });
  for (let h = 12; h >= 1; h--) add({ area: 'user', ownerId: 302, eventID: 41, eventName: 'siem-hourly', userID: 302, type: 'schedule', startTime: at(h + 1), endTime: at(h), rows: 900 + Math.floor(hash01(41, h) * 600), failure: h === 7 ? 'HTTP 503 from the endpoint' : null, createdAt: at(h) });
  add({ area: 'user', ownerId: 302, eventID: 42, eventName: 'incident-replay', userID: 311, type: 'manual', startTime: at(34), endTime: at(31), rows: 412, failure: null, createdAt: at(30) });
  for (let h = 6; h >= 1; h--) add({ area: 'client', ownerId: 102, eventID: 57, eventName: 'harbor-tea-siem', userID: 302, type: 'schedule', startTime: at(h + 1), endTime: at(h), rows: 800 + Math.floor(hash01(57, h) * 500), failure: null, createdAt: at(h) });
  add({ area: 'client', ownerId: 102, eventID: 58, eventName: 'lantern-waf-feed', userID: 320, type: 'manual', startTime: at(52), endTime: at(50), rows: 0, failure: 'connect ECONNREFUSED: soc.lantern-books.invalid did not answer', createdAt: at(50) });
  return { nextEventId: 100, nextRecordId: id, userEvents, clientEvents, records };
}

const pushModule = defineResource<LogPushState>({ name: 'logPush', after: ['logs'], seed: ({ now }) => seed(now), handlers: {} });

const nextEventId = (state: LogPushState) => (state.nextEventId += 1);

const recordStatus = (r: PushRecord, now: number) => (now - Date.parse(r.createdAt) < PUSH_MS ? 'processing' : r.failure ? 'failed' : 'completed');

/** A sub-user limited to sites changes, removes or runs only events of its sites (an event of no sites is of all). */
function requireEventSites(store: Store, caller: Caller, event: UserEventRecord) {
  const allowed = allowedSites(store, caller);
  if (allowed !== null && (event.siteIDs.length === 0 || event.siteIDs.some((site) => !allowed.includes(site)))) {
    throw permissionDenied(`log push event ${event.id} covers sites your role does not`, 'site');
  }
}

/** The event of the caller's tenant root (`owner`) with this id (else 101018). */
const ownEvent = <E extends { id: number }>(events: readonly E[], owner: (event: E) => number, root: number, id: number) =>
  rowsNamed(events, [id], () => fail.denied(`log push event ${id} is not one of yours`), (e) => owner(e) === root)[0]!;

/**
 * The sites a push of the event sends (by hand or on its schedule): its sites (none named: every site) that the
 * account which set it up may see now; none once that account is removed or disabled.
 */
export function pushSites(store: Store, event: UserEventRecord) {
  const owner = store.accounts.get(event.creatorId);
  if (!owner || !owner.enabled || tenantRoot(store, owner).id !== event.tenantId) return [];
  const allowed = allowedSites(store, { account: owner } as Caller);
  const visible = visibleSites(store, owner).map((s) => s.id).filter((id) => allowed === null || allowed.includes(id));
  return event.siteIDs.length === 0 ? visible : event.siteIDs.filter((id) => visible.includes(id));
}

/**
 * What a create or update body sets on a user event (what it leaves out stays or takes its default), its target and
 * sites (the caller's) checked; the caller becomes the account that set it up (the contract requires a schedule
 * event's intervalMinutes).
 */
function userEventSettings(body: Schemas['LogPushEventInput'], { store, caller }: SignedInContext, event?: UserEventRecord) {
  checkPushTarget(body.url);
  select(callerScope(store, caller), { siteIDs: body.siteIDs });
  const intervalMinutes = body.type === 'schedule' ? (body.intervalMinutes ?? event?.intervalMinutes ?? null) : null;
  const headers = body.headers ? { ...body.headers } : (event?.headers ?? {});
  return { creatorId: caller.account.id, ...pick(body, ['name', 'type', 'logType', 'url']), siteIDs: [...body.siteIDs], headers, intervalMinutes, enabled: body.enabled ?? event?.enabled ?? true };
}

/** The rules of both consoles' events: names unique in the owner without case (101025), newest first, each write audited. */
const eventRules = (area: PushRecord['area']) => ({
  noun: 'log push event',
  unique: { field: 'name', key: (e: { name: string }) => e.name, message: () => 'is taken' },
  order: (a: { id: number }, b: { id: number }) => b.id - a.id,
  paged: true,
  created: true,
  written: (_at: unknown, { store, now, caller }: SignedInContext, what: 'create' | 'update' | 'delete') =>
    recordCall(store, auditStateOf(store), caller, ({ create: 'POST', update: 'PUT', delete: 'DELETE' } as const)[what], `/${area}/logPush/events`, now),
});

/** A client event's target checked, and its sites (each once): the end user must be one of the client's, the sites that user's. */
function clientSites(store: Store, caller: Caller, url: string | undefined, userID: number, sites: readonly number[]) {
  checkPushTarget(url);
  const siteIDs = [...new Set(sites)];
  const root = tenantRoot(store, caller.account);
  if (!userRootsOfClient(store, root).some((u) => u.id === userID)) throw fail.denied(`account ${userID} is not an end user of yours`);
  const visible = new Map(visibleSites(store, caller.account).map((s) => [s.id, s]));
  const foreign = siteIDs.filter((id) => !visible.has(id));
  if (foreign.length) throw fail.denied(`not sites of yours: ${foreign.join(', ')}`);
  const others = siteIDs.filter((id) => visible.get(id)!.ownerId !== userID);
  if (others.length) throw fail.parameter(`not sites of account ${userID}: ${others.join(', ')}`, [{ in: 'body', field: 'siteIDs', message: `not sites of account ${userID}: ${others.join(', ')}` }]);
  return siteIDs;
}

type RecordQuery = { eventID?: number; userID?: number; createdAtStart?: string; createdAtEnd?: string; ID?: number; page?: number; pageSize?: number };

/** A page of the caller's push records of one console (newest first), each seen with its status now. */
function recordsPage<V>(area: PushRecord['area'], query: RecordQuery, { store, now, caller }: SignedInContext, view: (r: PushRecord, status: ReturnType<typeof recordStatus>) => V) {
  const root = tenantRoot(store, caller.account).id;
  const from = query.createdAtStart ? Date.parse(query.createdAtStart) : -Infinity;
  const to = query.createdAtEnd ? Date.parse(query.createdAtEnd) : Infinity;
  const rows = stateOf(store, pushModule)
    .records.filter((r) => {
      const t = Date.parse(r.createdAt);
      const wanted = sameWhenSet(query, r, ['eventID', 'userID']) && (query.ID === undefined || r.id === query.ID);
      return r.area === area && r.ownerId === root && wanted && t >= from && t < to;
    })
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id - a.id));
  return page(rows, query.page, query.pageSize, (r) => view(r, recordStatus(r, now)));
}

/**
 * A push by hand done: its record (it fails when the endpoint does; else it sent the log lines of these sites in the
 * window, of a WAF rule only in the user console), the event's last push, the audit record.
 */
async function pushed(state: LogPushState, event: UserEventRecord | ClientEventRecord, who: Pick<PushRecord, 'area' | 'ownerId' | 'userID'>, body: { startTime: string; endTime: string }, siteIDs: number[], { store, now, caller }: SignedInContext) {
  const w = logWindowOf(body.startTime, body.endTime, now);
  const sel = siteIDs.length ? await selection(store, caller, { siteIDs }, now) : [];
  const filter = { rulesOnly: who.area === 'user' };
  const rows = (await (event.logType === 'access' ? accessLines : wafLines)(sel, w, filter)).length;
  const failure = failureOf(event.url);
  state.nextRecordId += 1;
  state.records.push({ id: state.nextRecordId, ...who, eventID: event.id, eventName: event.name, type: 'manual', startTime: iso(w.from), endTime: iso(w.to), rows: failure ? 0 : rows, failure, createdAt: iso(now) });
  event.lastPushedAt = iso(now);
  recordCall(store, auditStateOf(store), caller, 'POST', `/${who.area}/logPush/manuallyPush`, now);
  store.changed();
  return done();
}

export default defineResource<LogPushState>({
  ...pushModule,
  handlers: defineHandlers({
    'user-logPush-list-records': {
      handle: ({ query }, context) =>
        recordsPage('user', query, context, (r, status) => ({ ID: r.id, ...pick(r, ['eventID', 'eventName', 'userID', 'type']), status, ...pick(r, ['startTime', 'endTime']), rows: status === 'completed' ? r.rows : 0, message: status === 'failed' ? r.failure : null, createdAt: r.createdAt })),
    },

    ...collection(
      { list: 'user-logPush-list-events', create: 'user-logPush-create-event', update: 'user-logPush-update-event', delete: 'user-logPush-delete-events' },
      {
        ...eventRules('user'),
        at: (_input, context) => ({ whose: 'yours', ...tenantRows(context, stateOf(context.store, pushModule), 'userEvents', nextEventId, 'tenantId') }),
        owned: (event, _at, { store, caller }) => requireEventSites(store, caller, event),
        make: (body, id, { clientId: tenantId }, context) => ({ id, tenantId, ...userEventSettings(body, context), lastPushedAt: null, createdAt: iso(context.now) }),
        patch: (event, body, _at, context) => Object.assign(event, userEventSettings(body, context, event)),
        view: (e: UserEventRecord) =>
          pick(e, ['id', 'name', 'type', 'logType', 'siteIDs', 'url', 'headers', 'intervalMinutes', 'enabled', 'lastPushedAt', 'createdAt']),
      },
    ),

    ...collection(
      { list: 'client-logPush-list-events', create: 'client-logPush-create-event', update: 'client-logPush-update-event', delete: 'client-logPush-delete-events' },
      {
        ...eventRules('client'),
        at: (_input, context) => ({ whose: 'yours', ...tenantRows(context, stateOf(context.store, pushModule), 'clientEvents', nextEventId) }),
        make: (body, id, { clientId }, { store, now, caller }) => {
          const siteIDs = clientSites(store, caller, body.url, body.userID, body.siteIDs ?? []);
          const headers = (body.headers ?? []).map((h) => pick(h, ['key', 'value']));
          const { method = 'POST', format = 'json', enabled = true, intervalMinutes = 60 } = body;
          return { id, clientId, name: body.name, userID: body.userID, siteIDs, logType: body.logType, url: body.url, method, headers, format, enabled, intervalMinutes, lastPushedAt: null, createdAt: iso(now), updatedAt: iso(now) };
        },
        patch: (event: ClientEventRecord, { id: _id, ...changes }, _at, { store, now, caller }) => {
          const siteIDs = clientSites(store, caller, changes.url, event.userID, changes.siteIDs ?? event.siteIDs);
          const headers = changes.headers?.map((h) => pick(h, ['key', 'value']));
          Object.assign(event, sent({ ...changes, headers }), { siteIDs, updatedAt: iso(now) });
        },
        view: (e: ClientEventRecord, _at: unknown, { store }: SignedInContext) => ({
          ...pick(e, ['id', 'name', 'userID']),
          accountName: store.accounts.get(e.userID)?.accountName ?? `user-${e.userID}`,
          ...pick(e, ['siteIDs', 'logType', 'url', 'method', 'headers', 'format', 'enabled', 'intervalMinutes', 'lastPushedAt', 'createdAt', 'updatedAt']),
        }),
      },
    ),

    ...given((_input, { store }) => stateOf(store, pushModule), {
      'user-logPush-push-manually': (state, { body }, context) => {
        const { store, caller } = context;
        const event = ownEvent(state.userEvents, (e) => e.tenantId, tenantRoot(store, caller.account).id, body.eventID);
        requireEventSites(store, caller, event);
        // What the event's owner may see now, and the caller too (requireEventSites checked the caller's role).
        const allowed = allowedSites(store, caller);
        const siteIDs = pushSites(store, event).filter((id) => allowed === null || allowed.includes(id));
        return pushed(state, event, { area: 'user', ownerId: event.tenantId, userID: caller.account.id }, body, siteIDs, context);
      },

      'client-logPush-push-manually': (state, { body }, context) => {
        const { store, caller } = context;
        const event = ownEvent(state.clientEvents, (e) => e.clientId, tenantRoot(store, caller.account).id, body.eventID);
        const siteIDs = event.siteIDs.length ? event.siteIDs : visibleSites(store, caller.account).filter((s) => s.ownerId === event.userID).map((s) => s.id);
        return pushed(state, event, { area: 'client', ownerId: event.clientId, userID: event.userID }, body, siteIDs, context);
      },
    }),

    'client-logPush-list-logs': {
      handle: ({ query }, context) =>
        recordsPage('client', query, context, (r, status) => ({
          ...pick(r, ['id', 'eventID', 'eventName', 'userID']),
          pushType: r.type,
          status: status === 'completed' ? ('success' as const) : status,
          count: status === 'completed' ? r.rows : 0,
          ...pick(r, ['startTime', 'endTime']),
          message: status === 'processing' ? 'pushing' : (r.failure ?? 'HTTP 200 OK'),
          createdAt: r.createdAt,
        })),
    },
  }),
});
