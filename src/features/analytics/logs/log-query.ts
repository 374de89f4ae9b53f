// The log search's query (spec 3 log entities, spec 5: at most one day, data up to an hour old): what the form
// holds, how it is checked, and each console's body (the user console takes lists of cache states and status
// codes, the client console one of each).
import type { Area } from '../../../api/areas';
import type { OperationId } from '../../../api/invalidate';

export type LogKind = 'access' | 'waf';

export interface LogFilter {
  kind: LogKind;
  from: Date | null;
  to: Date | null;
  siteId: string | null;
  domain: string | null;
  remoteIP: string;
  uri: string;
  cacheStatus: string | null;
  status: string;
}

export const DAY_MS = 86_400_000;
export const CACHE_STATES = ['HIT', 'MISS', 'EXPIRED', 'STALE', 'UPDATING', 'REVALIDATED', 'BYPASS'] as const;

export type LogProblem = { field: 'from' | 'to' | 'remoteIP' | 'status'; reason: 'missing' | 'order' | 'day' | 'ip' | 'status' };

const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}(\/([12]?\d|3[0-2]))?$/;
const IPV6 = /^[0-9a-fA-F:]+(\/(\d|[1-9]\d|1[01]\d|12[0-8]))?$/;

/** The first thing wrong with the filter, or null. */
export function logProblem(f: LogFilter): LogProblem | null {
  if (!f.from) return { field: 'from', reason: 'missing' };
  if (!f.to) return { field: 'to', reason: 'missing' };
  if (!(f.to.getTime() > f.from.getTime())) return { field: 'to', reason: 'order' };
  if (f.to.getTime() - f.from.getTime() > DAY_MS) return { field: 'to', reason: 'day' };
  const ip = f.remoteIP.trim();
  if (ip && !(IPV4.test(ip) || (ip.includes(':') && IPV6.test(ip)))) return { field: 'remoteIP', reason: 'ip' };
  if (f.kind === 'access' && f.status.trim() && !/^[1-9]\d\d$/.test(f.status.trim())) return { field: 'status', reason: 'status' };
  return null;
}

export const LOG_OPS: Partial<Record<Area, Record<LogKind, OperationId>>> = {
  user: { access: 'user-log-search-access-logs', waf: 'user-log-search-waf-logs' },
  client: { access: 'client-log-list-access-logs', waf: 'client-log-list-waf-logs' },
};

/** The search body for [from, to) without paging. */
export function logBody(area: Area, f: LogFilter, from: Date, to: Date): Record<string, unknown> {
  const body: Record<string, unknown> = { startTime: from.toISOString(), endTime: to.toISOString() };
  if (f.siteId) body.siteIDs = [Number(f.siteId)];
  if (f.domain) body.domains = [f.domain];
  if (f.remoteIP.trim()) body.remoteIP = f.remoteIP.trim();
  if (f.uri.trim()) body.uri = f.uri.trim();
  if (f.kind === 'access') {
    if (f.cacheStatus) body.cacheStatus = area === 'client' ? f.cacheStatus : [f.cacheStatus];
    if (f.status.trim()) body.status = area === 'client' ? Number(f.status) : [Number(f.status)];
  }
  return body;
}

/** A row of either log, by the fields both have. */
export interface LogRow {
  time: string;
  reqID: string;
  siteID: number;
  domain: string;
  remoteIP: string;
  method: string;
  uri: string;
  status?: number;
  [field: string]: unknown;
}

/** Rows new to `known` (by request id), newest first, and the list kept to `cap` rows. */
export function prependNew(known: readonly LogRow[], fresh: readonly LogRow[], cap: number): LogRow[] {
  const seen = new Set(known.map((r) => r.reqID));
  const added = fresh.filter((r) => !seen.has(r.reqID)).sort((a, b) => b.time.localeCompare(a.time));
  if (!added.length) return known as LogRow[];
  return [...added, ...known].slice(0, cap);
}

/**
 * The next page after the rows known, without the lines already shown: lines arriving between two pages move the
 * pages' boundaries, and a line of one page came again at the top of the next (shown twice, React's duplicate keys).
 */
export function appendNew(known: readonly LogRow[], page: readonly LogRow[]): LogRow[] {
  const seen = new Set(known.map((r) => r.reqID));
  const added = page.filter((r) => !seen.has(r.reqID) && (seen.add(r.reqID), true));
  return added.length ? [...known, ...added] : (known as LogRow[]);
}

/** The filter a log line's value narrows the search to (the drawer's "Filter by this value"), or null for a field the filter has not. */
export function filterByValue(field: string, value: unknown): Partial<LogFilter> | null {
  if (value === null || value === undefined || value === '') return null;
  const text = String(value);
  switch (field) {
    case 'remoteIP':
      return { remoteIP: text };
    case 'domain':
      return { domain: text };
    case 'uri':
      return { uri: text };
    case 'siteID':
      return { siteId: text };
    case 'status':
      return { status: text };
    case 'cacheStatus':
      return (CACHE_STATES as readonly string[]).includes(text) ? { cacheStatus: text } : null;
    default:
      return null;
  }
}
