// Access and WAF log searches, log export files and audit logs of the user and client consoles.
// Log lines are generated (analytics/logs.ts); the state keeps only what users make: export files (their
// status follows from when they ran and the clock) and the audit records of these calls.
import { ApiFailure, fail } from '../errors.ts';
import type { Store } from '../state/store.ts';
import type { AccountRecord } from '../state/model.ts';
import type { Caller, OperationId, SignedInContext, SignedInOperation } from '../types.ts';
import { defineHandlers, TextAnswer } from '../types.ts';
import { type AuditMethod, type AuditState, auditPage, auditView, recordCall } from './analytics/audit.ts';
import { allowedSites } from '../domain/permissions.ts';
import { sortRows } from '../domain/paging.ts';
import { iso, page, selection } from './analytics/common.ts';
import { accessLines, exportCsv, LINE_FIELDS, wafLines } from './analytics/logs.ts';
import type { ScopeFilter, Selected } from './analytics/scope.ts';
import { logWindowOf } from './analytics/stats.ts';
import { done } from '../handlers/common.ts';
import { type AnyInput, given, pick, rowsNamed } from './crud-more.ts';
import { sent } from './crud.ts';
import { defineResource, stateOf } from './define.ts';
import { DAY_MS, type Schemas } from './system/common.ts';

/** How long an export runs before its file is ready. */
const EXPORT_PROCESSING_MS = 4_000;
/** How long a deleted export shows as deleting. */
const EXPORT_DELETING_MS = 3_000;
const EXPORT_CONCURRENCY = 3;

type ExportRecord = Pick<Schemas['LogExportFile'], 'id' | 'type' | 'startTime' | 'endTime' | 'createdAt'> & {
  accountId: number;
  area: 'user' | 'client';
  siteIDs: number[];
  filter: { domains?: string[]; remoteIP?: string; cacheStatus?: string[]; uri?: string; status?: number[] };
  /** When each run (the creation, then every retry) started. */
  runs: string[];
  /** Why the last run failed (null: it did not). */
  failure: string | null;
  deletedAt: string | null;
  /** Set once the file has been produced. */
  rows: number | null;
  size: number | null;
};

export interface LogsState {
  nextExportId: number;
  exports: ExportRecord[];
  audit: AuditState;
}

function seedExports(now: number) {
  const day = (daysAgo: number, hour: number) => new Date(Math.floor(now / DAY_MS) * DAY_MS - daysAgo * DAY_MS + hour * 3_600_000).toISOString();
  const make = (id: number, accountId: number, area: 'user' | 'client', type: 'access' | 'waf', daysAgo: number, siteIDs: number[], failure: string | null): ExportRecord => {
    const [startTime, endTime, createdAt] = [day(daysAgo + 1, 0), day(daysAgo + 1, 12), day(daysAgo, 9)];
    return { id, accountId, area, type, startTime, endTime, siteIDs, filter: {}, createdAt, runs: [createdAt], failure, deletedAt: null, rows: null, size: null };
  };
  return [
    make(5501, 302, 'user', 'access', 3, [4102], null),
    make(5502, 302, 'user', 'waf', 2, [4101, 4102], null),
    make(5503, 302, 'user', 'waf', 1, [4102], 'the log store did not answer within 120 s'),
    make(5504, 320, 'user', 'access', 2, [4201], null),
    make(5505, 102, 'client', 'access', 2, [4101, 4201], null),
    make(5506, 102, 'client', 'waf', 1, [4202], 'the log store did not answer within 120 s'),
  ];
}

const logsModule = defineResource<LogsState>({
  name: 'logs',
  seed: ({ now }) => ({ nextExportId: 5506, exports: seedExports(now), audit: { nextId: 0, records: [] } }),
  handlers: {},
});

/** The audit records of the analytics modules' own calls. */
export const auditStateOf = (store: Store) => stateOf(store, logsModule).audit;

function statusOf(record: ExportRecord, now: number) {
  if (record.deletedAt !== null) return now - Date.parse(record.deletedAt) < EXPORT_DELETING_MS ? 'deleting' : 'deleted';
  const lastRun = Date.parse(record.runs.at(-1) ?? record.createdAt);
  if (now - lastRun < EXPORT_PROCESSING_MS) return 'processing';
  return record.failure ? 'failed' : 'completed';
}

const fileNameOf = (record: ExportRecord) => `${record.type}-log-${record.startTime.slice(0, 10)}-${record.id}.csv`;

/** An export's file, in the scope of its owner, generated as it is read (exportCsv); `counted` gets its number of lines. */
async function exportFile(store: Store, owner: AccountRecord, record: ExportRecord, now: number, counted?: (rows: number) => void) {
  const caller = { account: owner } as Caller;
  // Only what the owner may see when the file is made: sites its role no longer covers are left out.
  const allowed = allowedSites(store, caller);
  const siteIDs = allowed === null ? record.siteIDs : record.siteIDs.filter((id) => allowed.includes(id));
  const sel: Selected[] = siteIDs.length === 0 && record.siteIDs.length > 0 ? [] : await selection(store, caller, { siteIDs, domains: record.filter.domains }, now);
  const w = { from: Date.parse(record.startTime), to: Date.parse(record.endTime), now };
  // WAF lines with a rule only in the user console's exports.
  return exportCsv(record.type, sel, w, { ...record.filter, rulesOnly: record.area !== 'client' }, counted);
}

/** Produces (once) the counts of a completed export's file: its lines and bytes, counted as it is generated, never kept. */
async function ensureFile(store: Store, record: ExportRecord, now: number) {
  if (record.rows !== null) return;
  const owner = store.accounts.get(record.accountId);
  if (!owner) return;
  let rows = 0;
  let size = 0;
  for await (const piece of await exportFile(store, owner, record, now, (n) => (rows = n))) size += Buffer.byteLength(piece);
  Object.assign(record, { rows, size });
  store.changed();
}

type ExportStatus = ReturnType<typeof statusOf>;

const userView = (record: ExportRecord, status: ExportStatus) => ({
  ...pick(record, ['id', 'type']),
  status,
  ...pick(record, ['createdAt', 'startTime', 'endTime', 'siteIDs']),
  fileName: status === 'completed' ? fileNameOf(record) : null,
  size: status === 'completed' ? record.size : null,
  rows: status === 'completed' ? record.rows : null,
  message: status === 'failed' ? record.failure : null,
});

const clientView = (record: ExportRecord, status: ExportStatus) => ({
  ...pick(record, ['id', 'type']),
  status,
  ...pick(record, ['startTime', 'endTime', 'createdAt']),
  fileName: status === 'completed' ? fileNameOf(record) : null,
  sizeBytes: status === 'completed' ? record.size : null,
  ...(status === 'failed' && record.failure ? { message: record.failure } : {}),
});

/** The limits of starting `starting` runs now: 601001 past 3 at once, 601002 past the account's daily number. */
function checkLimits(state: LogsState, account: AccountRecord, starting: number, now: number) {
  const mine = state.exports.filter((e) => e.accountId === account.id);
  const running = mine.filter((e) => statusOf(e, now) === 'processing').length;
  if (running + starting > EXPORT_CONCURRENCY) {
    throw new ApiFailure(601001, `at most ${EXPORT_CONCURRENCY} log exports can run at once`, undefined, EXPORT_CONCURRENCY);
  }
  const today = Math.floor(now / DAY_MS);
  const runsToday = mine.reduce((n, e) => n + e.runs.filter((r) => Math.floor(Date.parse(r) / DAY_MS) === today).length, 0);
  // 0: no daily limit (spec 9: 0 means unlimited; the contract's maxLogExportTimes says so).
  if (account.maxLogExportTimes > 0 && runsToday + starting > account.maxLogExportTimes) {
    throw new ApiFailure(601002, `at most ${account.maxLogExportTimes} log exports a day`, undefined, account.maxLogExportTimes);
  }
}

/** Sorted on `sortBy` (createdAt unless one of the export's fields), rows of one value in id order, both in `orderBy` (newest first unless set). */
function sortExports(rows: ExportRecord[], sortBy: string | undefined, orderBy: 'asc' | 'desc' = 'desc', now: number) {
  const key = (['id', 'createdAt', 'startTime', 'endTime', 'type', 'status'] as const).find((k) => k === sortBy) ?? 'createdAt';
  const byId = rows.sort((a, b) => (orderBy === 'asc' ? a.id - b.id : b.id - a.id));
  return sortRows(byId, (r) => (key === 'status' ? statusOf(r, now) : r[key]), orderBy, (x, y) => (x < y ? -1 : 1));
}

/** A filter's values as a list: the client console sends one cacheStatus and one status, the user console lists. */
const listOf = <T extends string | number>(value: T | T[] | undefined) => (value === undefined || Array.isArray(value) ? value : [value]);
/** A copy of the values a filter names (none: left out of an export's filter). */
const listed = <T extends string | number>(value: T | T[] | undefined) => (listOf(value)?.length ? [...listOf(value)!] : undefined);

/** What the export calls of both consoles send. */
interface ExportCall {
  body: { type: 'access' | 'waf'; startTime: string; endTime: string; siteIDs?: number[]; domains?: string[]; remoteIP?: string; cacheStatus?: string | string[]; uri?: string; status?: number | number[]; ids: number[] };
  query: { type?: string; sortBy?: string; orderBy?: 'asc' | 'desc'; page?: number; pageSize?: number };
  params: { id: number };
}

/** The six export operations of one console; an export is the calling account's own in that console (else 101018). */
function exportHandlers<Id extends OperationId>(area: 'user' | 'client', view: (record: ExportRecord, status: ExportStatus) => unknown, ids: Record<'create' | 'list' | 'get' | 'delete' | 'retry' | 'download', Id>) {
  const own = (state: LogsState, caller: Caller, wanted: readonly number[]) =>
    rowsNamed(state.exports, wanted, (id) => fail.denied(`export ${id} is not one of yours`), (e) => e.accountId === caller.account.id && e.area === area);
  /** An export as the console shows it now (a completed one gets its file first). */
  const shown = async (store: Store, record: ExportRecord, now: number) => {
    const status = statusOf(record, now);
    if (status === 'completed') await ensureFile(store, record, now);
    return view(record, status);
  };
  const noted = (state: LogsState, { store, caller, now }: SignedInContext, method: AuditMethod, path: string) => {
    recordCall(store, state.audit, caller, method, `/${area}/log/${path}`, now);
    store.changed();
  };
  const answers: Record<string, (state: LogsState, input: ExportCall, context: SignedInContext) => unknown> = {
    [ids.create]: async (state, { body }, context) => {
      const { store, now, caller } = context;
      const w = logWindowOf(body.startTime, body.endTime, now);
      const sel = await selection(store, caller, { siteIDs: body.siteIDs, domains: body.domains }, now);
      checkLimits(state, caller.account, 1, now);
      const [remoteIP, uri] = [body.remoteIP || undefined, body.uri || undefined];
      const filter = sent({ domains: listed(body.domains), remoteIP, cacheStatus: listed(body.cacheStatus), uri, status: listed(body.status) });
      state.nextExportId += 1;
      const [startTime, endTime, createdAt] = [iso(w.from), iso(w.to), iso(now)];
      const siteIDs = body.siteIDs?.length ? [...body.siteIDs] : sel.map((s) => s.site.id);
      const record: ExportRecord = { id: state.nextExportId, accountId: caller.account.id, area, type: body.type, startTime, endTime, siteIDs, filter, createdAt, runs: [createdAt], failure: null, deletedAt: null, rows: null, size: null };
      state.exports.push(record);
      await ensureFile(store, record, now);
      noted(state, context, 'POST', 'export/file');
      return { data: view(record, statusOf(record, now)) };
    },
    [ids.list]: async (state, { query }, { store, now, caller }) => {
      const mine = state.exports.filter((e) => e.accountId === caller.account.id && e.area === area && (!query.type || e.type === query.type));
      const { data, total } = page(sortExports(mine, query.sortBy, query.orderBy, now), query.page, query.pageSize);
      const views = [];
      for (const r of data) views.push(await shown(store, r, now));
      return { data: views, total };
    },
    [ids.get]: async (state, { params }, { store, now, caller }) => ({ data: await shown(store, own(state, caller, [params.id])[0]!, now) }),
    [ids.delete]: (state, { body }, context) => {
      for (const r of own(state, context.caller, body.ids)) r.deletedAt ??= iso(context.now);
      noted(state, context, 'DELETE', 'exports');
      return done();
    },
    [ids.retry]: (state, { body }, context) => {
      const { now, caller } = context;
      const records = own(state, caller, body.ids);
      const notFailed = records.filter((r) => statusOf(r, now) !== 'failed').map((r) => r.id);
      if (notFailed.length) {
        throw fail.parameter(`only failed exports can be retried: ${notFailed.join(', ')}`, [{ in: 'body', field: 'ids', message: `not failed: ${notFailed.join(', ')}` }]);
      }
      checkLimits(state, caller.account, records.length, now);
      for (const r of records) Object.assign(r, { runs: [...r.runs, iso(now)], failure: null });
      noted(state, context, 'POST', 'export/file/retry');
      return done();
    },
    [ids.download]: async (state, { params }, { store, now, caller }) => {
      const record = own(state, caller, [params.id])[0]!;
      const status = statusOf(record, now);
      if (status !== 'completed') throw fail.parameter(`export ${params.id} has no file to download: it is ${status}`, [{ in: 'path', field: 'id', message: `is ${status}` }]);
      // Streamed: each piece is generated as the previous one is sent.
      return new TextAnswer('text/csv', await exportFile(store, caller.account, record, now), fileNameOf(record));
    },
  };
  return given((_input, { store }) => stateOf(store, logsModule), answers as never) as unknown as { [K in Id]: SignedInOperation<K> };
}

const logFilter = (body: { remoteIP?: string; uri?: string; cacheStatus?: string | string[]; status?: number | number[] }) =>
  ({ remoteIP: body.remoteIP, uri: body.uri, cacheStatus: listOf(body.cacheStatus), status: listOf(body.status) });

const searched = async ({ body }: AnyInput, { store, now, caller }: SignedInContext) => {
  const filter = body as ScopeFilter & { startTime: string; endTime: string };
  const w = logWindowOf(filter.startTime, filter.endTime, now);
  return { w, sel: await selection(store, caller, filter, now) };
};

export default defineResource<LogsState>({
  ...logsModule,
  handlers: defineHandlers({
    ...given(searched, {
      'user-log-search-access-logs': async ({ sel, w }, { body }) => page(await accessLines(sel, w, logFilter(body)), body.page, body.pageSize ?? 25),

      // The user console shows the lines of a WAF rule only.
      'user-log-search-waf-logs': async ({ sel, w }, { body }) =>
        page(await wafLines(sel, w, { ...logFilter(body), ruleIDs: body.ruleIDs, rulesOnly: true }), body.page, body.pageSize ?? 25, (l) => ({
          ...pick(l, [...LINE_FIELDS, 'ruleName', 'category', 'matchedData', 'blockType', 'userAgent']),
          ruleID: l.ruleID!,
        })),

      'client-log-list-access-logs': async ({ sel, w }, { body }) => page(await accessLines(sel, w, logFilter(body)), body.page, body.pageSize ?? 25),

      'client-log-list-waf-logs': async ({ sel, w }, { body }) =>
        page(await wafLines(sel, w, logFilter(body)), body.page, body.pageSize ?? 25, (l) =>
          pick(l, [...LINE_FIELDS, 'ruleType', 'ruleID', 'blockType', 'protectMode', 'message']),
        ),
    }),

    ...exportHandlers('user', userView, { create: 'user-logExport-create-export', list: 'user-logExport-list-exports', get: 'user-logExport-get-export', delete: 'user-logExport-delete-exports', retry: 'user-logExport-retry-exports', download: 'user-logExport-download-file' }),
    ...exportHandlers('client', clientView, { create: 'client-log-create-export', list: 'client-log-list-exports', get: 'client-log-get-export', delete: 'client-log-delete-exports', retry: 'client-log-retry-exports', download: 'client-log-download-export' }),

    'user-auditLog-search-audit-logs': { handle: ({ body }, { store, now, caller }) => auditPage(store, auditStateOf(store), caller.account, body, now, auditView) },

    'client-log-list-audit-logs': {
      handle: ({ body }, { store, now, caller }) =>
        auditPage(store, auditStateOf(store), caller.account, { ...body, pageSize: body.pageSize ?? 10 }, now, (r) => ({ ...pick(r, ['id', 'accountName', 'method', 'url', 'reqID', 'proxyName']), status: r.code ?? 101001, ...pick(r, ['ip', 'createdAt']) })),
    },
  }),
});

