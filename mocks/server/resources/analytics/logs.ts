// Generated access and WAF log lines: a sample of each site's traffic (a few to about a hundred lines per
// 5-minute bucket, following the series, more during attacks), made from a seeded generator per bucket, so
// the same query gives the same lines. The latest lines are LOG_DELAY_MS old (the spec allows up to an hour).
import ipaddr from 'ipaddr.js';
import type { components } from '../../../../src/api/schema';
import {
  ATTACK_PATHS,
  ATTACK_USER_AGENTS,
  CACHE_STATUSES,
  COUNTRIES,
  ATTACK_COUNTRIES,
  docIp,
  HTTP_VERSIONS,
  METHODS,
  normalise,
  ATTACK_METHODS,
  pick,
  prng,
  REFERERS,
  reqId,
  RULE_TYPES,
  siteShares,
  sitePaths,
  STATUS_ATTACK,
  STATUS_NORMAL,
  USER_AGENTS,
  WAF_RULES,
  type Weighted,
} from './catalog.ts';
import type { DomainRef, Selected } from './scope.ts';
import { BUCKET_MS, bucketValue, seriesOf } from './series.ts';
import { slices } from '../../domain/slices.ts';
import { csvRow } from '../../../../src/kit/csv.ts';
import type { Window } from './stats.ts';

/** How old the newest log lines are. */
export const LOG_DELAY_MS = 10 * 60_000;

type S = components['schemas'];
/** An access line (what both consoles show of it). */
type AccessLine = Required<S['AccessLog']> & Required<S['ClientAccessLog']>;
/** A request the WAF matched (what both consoles show of it): the request, the rule and its verdict. */
type WafLine = Required<S['ClientWafLog']> & Required<Pick<S['WafLog'], 'ruleName' | 'category' | 'matchedData' | 'userAgent'>>;
type Kind = 'access' | 'waf';
type Line<K extends Kind> = K extends 'access' ? AccessLine : WafLine;

/** The generated lines of each kind, by site, bucket and domains. */
const caches: { [K in Kind]: Map<string, Line<K>[]> } = { access: new Map(), waf: new Map() };
const CACHE_LIMIT = 12_000;

/** What the lines of one site in one bucket are drawn from. */
interface BucketDraw {
  site: { id: number; name: string };
  /** The domains of the selection, their weights summing to 1. */
  domains: readonly DomainRef[];
  bucketStart: number;
  series: ReturnType<typeof seriesOf>;
  rand: () => number;
  /**
   * The seed's bulk sites (ids above 6000: the operator's book at full size) are sampled ten times more thinly, so
   * a client's log search over 350 sites generates about what it did over 30.
   */
  sample: number;
  attackCountries: Weighted[];
}

/** Access lines of a bucket: a few to about a hundred following the site's requests, more during attacks. */
function accessDraw({ site, domains, bucketStart, series, rand, sample, attackCountries }: BucketDraw): AccessLine[] {
  const req = bucketValue(series, 'req', bucketStart);
  const attack = bucketValue(series, 'attack', bucketStart);
  const lines = Math.min(Math.round(120 * sample), Math.max(1, Math.round((12 * req * sample) / series.meanReq)));
  const attackShare = req > 0 ? attack / req : 0;
  const paths = sitePaths(site.name);
  const countries = siteShares(COUNTRIES, site.id, 101, 1.5);
  const times = Array.from({ length: lines }, () => bucketStart + Math.floor(rand() * BUCKET_MS)).sort((a, b) => b - a);
  return times.map((t, i) => {
    const hostile = rand() < attackShare;
    const domain = pick(domains, rand());
    const ipIndex = hostile ? 5000 + Math.floor(rand() ** 2 * 40) : Math.floor(rand() ** 1.6 * 600);
    const status = Number(pick(hostile ? STATUS_ATTACK : STATUS_NORMAL, rand()).key);
    const cache = status >= 400 || hostile ? null : pick(CACHE_STATUSES, rand()).key;
    const served = cache === 'HIT' || cache === 'STALE' || cache === 'UPDATING';
    const bytes = status === 444 || status === 499 ? 0 : hostile ? 300 + Math.floor(rand() * 900) : Math.floor(2_000 + rand() ** 3 * 900_000);
    return {
      time: new Date(t).toISOString(),
      reqID: reqId(site.id, t, i),
      siteID: site.id,
      domain: domain.name,
      remoteIP: docIp(site.id * 131 + ipIndex),
      country: pick(hostile ? attackCountries : countries, rand()).key,
      method: pick(hostile ? ATTACK_METHODS : METHODS, rand()).key,
      uri: hostile ? ATTACK_PATHS[Math.floor(rand() * ATTACK_PATHS.length)]! : paths[Math.floor(rand() ** 1.4 * paths.length)]!,
      httpVersion: pick(HTTP_VERSIONS, rand()).key,
      status,
      bytesSent: bytes,
      requestTime: Math.round((served ? 0.001 + rand() * 0.02 : 0.03 + rand() ** 2 * 1.8) * 1000) / 1000,
      cacheStatus: cache as AccessLine['cacheStatus'],
      upstreamAddr: served || status >= 900 || hostile ? null : `198.51.100.${10 + (site.id % 40)}:443`,
      referer: pick(REFERERS.map((r, k) => ({ ...r, weight: 1 / (k + 1) })), rand() * 3.1).key,
      userAgent: hostile ? ATTACK_USER_AGENTS[Math.floor(rand() * ATTACK_USER_AGENTS.length)]! : USER_AGENTS[Math.floor(rand() ** 1.5 * USER_AGENTS.length)]!.key,
    };
  });
}

/** WAF lines of a bucket: a sample of the requests the site's rules matched. */
function wafDraw({ site, domains, bucketStart, series, rand, sample, attackCountries }: BucketDraw): WafLine[] {
  const wafCount = Math.min(Math.round(60 * sample), Math.floor(bucketValue(series, 'waf', bucketStart) * 0.05 * sample * (0.5 + rand())));
  const wafTimes = Array.from({ length: wafCount }, () => bucketStart + Math.floor(rand() * BUCKET_MS)).sort((a, b) => b - a);
  return wafTimes.map((t, i) => {
    const rule = WAF_RULES[Math.floor(rand() * WAF_RULES.length)]!;
    const ruleType = pick(RULE_TYPES, rand()).key;
    const isWaf = ruleType === 'waf';
    const refused = rand() < 0.85;
    const challenge = ruleType === 'anticc' ? ((1 + Math.floor(rand() * 5)) as 1 | 2 | 3 | 4 | 5) : null;
    return {
      time: new Date(t).toISOString(),
      reqID: reqId(site.id, t, 1000 + i),
      siteID: site.id,
      domain: pick(domains, rand()).name,
      remoteIP: docIp(site.id * 131 + 5000 + Math.floor(rand() ** 2 * 40)),
      country: pick(attackCountries, rand()).key,
      method: pick(ATTACK_METHODS, rand()).key,
      uri: ATTACK_PATHS[Math.floor(rand() * ATTACK_PATHS.length)]!,
      ruleType,
      ruleID: isWaf ? rule.ruleID : null,
      ruleName: isWaf ? rule.ruleName : `${ruleType} rule`,
      category: isWaf ? rule.category : ruleType,
      matchedData: isWaf ? rule.matched : null,
      blockType: challenge ? 'continue' : refused ? 'refuse' : 'accept',
      protectMode: challenge,
      userAgent: ATTACK_USER_AGENTS[Math.floor(rand() * ATTACK_USER_AGENTS.length)]!,
      message: isWaf ? `${rule.ruleName} (${rule.ruleID})` : `matched the site's ${ruleType} rule`,
    };
  });
}

const DRAWS: { [K in Kind]: (draw: BucketDraw) => Line<K>[] } = { access: accessDraw, waf: wafDraw };

/**
 * Lines of one kind of one site in one bucket, newest first (all its domains), from a seeded generator per bucket.
 * `keep` false: what is generated is not remembered (an export reads each site's bucket once; its lines then die
 * young instead of filling the cache and old space, whose collection held the event loop).
 */
function bucketLines<K extends Kind>(kind: K, site: { id: number; name: string }, domains: readonly DomainRef[], bucketStart: number, now: number, keep: boolean): Line<K>[] {
  const cache = caches[kind] as Map<string, Line<K>[]>;
  const cacheKey = `${site.id}:${bucketStart}:${domains.map((d) => d.id).join('.')}`;
  const hit = cache.get(cacheKey);
  if (hit) return hit;
  if (domains.length === 0) return [];
  const rand = prng((site.id * 2654435761) ^ Math.floor(bucketStart / BUCKET_MS) ^ (kind === 'waf' ? 0x5bd1e995 : 0));
  const draw = { site, domains: normalise(domains), bucketStart, series: seriesOf(site.id, now), rand, sample: site.id > 6000 ? 0.1 : 1, attackCountries: siteShares(ATTACK_COUNTRIES, site.id, 109, 1.3) };
  const lines = (DRAWS[kind] as (draw: BucketDraw) => Line<K>[])(draw);
  if (!keep) return lines;
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(cacheKey, lines);
  return lines;
}

export interface LogFilter {
  remoteIP?: string;
  uri?: string;
  cacheStatus?: readonly string[];
  status?: readonly number[];
  ruleIDs?: readonly number[];
  /** WAF lines with a rule only. */
  rulesOnly?: boolean;
}

/** A test of an address against an IP or CIDR filter. */
function ipMatcher(filter: string | undefined): ((ip: string) => boolean) | null {
  if (!filter) return null;
  const text = filter.trim();
  if (text.includes('/')) {
    try {
      const [range, bits] = ipaddr.parseCIDR(text);
      return (ip) => {
        const addr = ipaddr.parse(ip);
        return addr.kind() === range.kind() && addr.match(range, bits);
      };
    } catch {
      return (ip) => ip.includes(text);
    }
  }
  if (ipaddr.isValid(text)) {
    const wanted = ipaddr.parse(text).toNormalizedString();
    return (ip) => ipaddr.parse(ip).toNormalizedString() === wanted;
  }
  return (ip) => ip.includes(text);
}

/** The buckets of the window (newest first) that hold data. */
function bucketsOf(w: Window): number[] {
  const newest = Math.min(w.to, w.now - LOG_DELAY_MS);
  const oldest = Math.max(w.from, w.now - 30 * 86_400_000);
  const out: number[] = [];
  for (let b = Math.floor((newest - 1) / BUCKET_MS) * BUCKET_MS; b + BUCKET_MS > oldest && b >= 0; b -= BUCKET_MS) out.push(b);
  return out;
}

/**
 * The lines of each site's bucket (each newest first) merged newest first, a slice at a time (issue 24, item 7):
 * sorting a bucket of hundreds of sites at once held the event loop for tens of milliseconds per bucket.
 */
export async function mergeNewestFirst<T extends { time: string }>(parts: readonly (readonly T[])[], pause: () => Promise<void> | undefined): Promise<T[]> {
  const lists = parts.filter((part) => part.length > 0);
  if (lists.length <= 1) return [...(lists[0] ?? [])];
  // A binary heap of [list, index] by the time at that index, newest on top.
  const heap: [number, number][] = lists.map((_, i) => [i, 0]);
  const timeOf = ([list, at]: [number, number]) => lists[list]![at]!.time;
  // Equal times keep the order of the lists (as the stable sort of their concatenation did).
  const newer = (a: [number, number], b: [number, number]) => {
    const ta = timeOf(a);
    const tb = timeOf(b);
    return ta > tb || (ta === tb && a[0] < b[0]);
  };
  const down = (from: number) => {
    let i = from;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let top = i;
      if (left < heap.length && newer(heap[left]!, heap[top]!)) top = left;
      if (right < heap.length && newer(heap[right]!, heap[top]!)) top = right;
      if (top === i) return;
      [heap[i], heap[top]] = [heap[top]!, heap[i]!];
      i = top;
    }
  };
  for (let i = Math.floor(heap.length / 2) - 1; i >= 0; i--) down(i);
  const out: T[] = [];
  while (heap.length > 0) {
    const head = heap[0]!;
    out.push(lists[head[0]]![head[1]]!);
    if (head[1] + 1 < lists[head[0]]!.length) heap[0] = [head[0], head[1] + 1];
    else {
      heap[0] = heap[heap.length - 1]!;
      heap.pop();
    }
    down(0);
    if ((out.length & 2047) === 0) await pause();
  }
  return out;
}

/** A set of the values a filter lists (null: any). */
const setOf = <T>(values: readonly T[] | undefined): Set<T> | null => (values?.length ? new Set(values) : null);

/** The test of a filter for lines of this kind (the address and URI of both, the cache status and status of access lines, the rules of WAF lines). */
function matcher<K extends Kind>(kind: K, filter: LogFilter): (line: Line<K>) => boolean {
  const matchIp = ipMatcher(filter.remoteIP);
  const uri = filter.uri?.toLowerCase();
  const [cache, status, rules] = [setOf(filter.cacheStatus), setOf(filter.status), setOf(filter.ruleIDs)];
  return (line) => {
    if (matchIp && !matchIp(line.remoteIP)) return false;
    if (uri && !line.uri.toLowerCase().includes(uri)) return false;
    if (kind === 'waf') {
      const { ruleID } = line as WafLine;
      return ruleID === null ? !rules && !filter.rulesOnly : !rules || rules.has(ruleID);
    }
    const { cacheStatus, status: code } = line as AccessLine;
    return (!cache || (cacheStatus !== null && cache.has(cacheStatus))) && (!status || status.has(code));
  };
}

/**
 * The matching lines of the selection in the window, one 5-minute bucket at a time (newest bucket first, each
 * bucket's lines newest first), a slice at a time: what a search collects and what an export writes as it goes.
 */
async function* linesByBucket<K extends Kind>(
  sel: readonly Selected[],
  w: Window,
  kind: K,
  keep: (line: Line<K>) => boolean,
  pause: () => Promise<void> | undefined,
  /** false: lines are remembered only when the whole window of the selection fits in the cache (exports). */
  remember = true,
): AsyncGenerator<Line<K>[]> {
  const newest = Math.min(w.to, w.now - LOG_DELAY_MS);
  const buckets = bucketsOf(w);
  // An export remembers its lines only when they all fit in the cache (a few sites: exported again, or searched).
  const cacheLines = remember || sel.length * buckets.length <= CACHE_LIMIT / 2;
  for (const b of buckets) {
    const parts: Line<K>[][] = [];
    for (const s of sel) {
      parts.push(bucketLines(kind, s.site, s.domains, b, w.now, cacheLines));
      await pause();
    }
    const merged = await mergeNewestFirst(parts, pause);
    const out: Line<K>[] = [];
    for (const [i, line] of merged.entries()) {
      if ((i & 2047) === 2047) await pause();
      const t = Date.parse(line.time);
      if (t < w.from || t >= newest) continue;
      if (keep(line)) out.push(line);
    }
    yield out;
  }
}

async function collect<T>(buckets: AsyncIterable<T[]>): Promise<T[]> {
  const out: T[] = [];
  for await (const lines of buckets) for (const line of lines) out.push(line);
  return out;
}

/** Every matching access line of the selection in the window, newest first. */
export const accessLines = (sel: readonly Selected[], w: Window, filter: LogFilter): Promise<AccessLine[]> => collect(linesByBucket(sel, w, 'access', matcher('access', filter), slices()));

/** Every matching WAF line of the selection in the window, newest first. */
export const wafLines = (sel: readonly Selected[], w: Window, filter: LogFilter): Promise<WafLine[]> => collect(linesByBucket(sel, w, 'waf', matcher('waf', filter), slices()));

export const ACCESS_COLUMNS = ['time', 'reqID', 'siteID', 'domain', 'remoteIP', 'country', 'method', 'uri', 'httpVersion', 'status', 'bytesSent', 'requestTime', 'cacheStatus', 'upstreamAddr', 'referer', 'userAgent'] as const;
export const WAF_COLUMNS = ['time', 'reqID', 'siteID', 'domain', 'remoteIP', 'country', 'method', 'uri', 'ruleType', 'ruleID', 'ruleName', 'category', 'blockType', 'protectMode', 'matchedData', 'userAgent'] as const;

/** What an export file writes: its kind, the selection, the window and the filter (and, for WAF lines, which). */
export interface ExportQuery {
  type: 'access' | 'waf';
  sel: readonly Selected[];
  w: Window;
  filter: LogFilter;
  /** WAF lines with a rule only (the user console's exports). */
  rulesOnly?: boolean;
}

/**
 * A log export file as CSV through the one CSV writer (visitors' URIs and user agents starting with = are written
 * as text): the header, then every matching line, newest first, each line ended by CR LF, in pieces of at most 500
 * lines. It is generated bucket by bucket and each line is written as soon as it is made, so neither every line
 * nor the file is ever held at once (issue 24, item 7): collecting a day over hundreds of sites as line objects,
 * then as CSV, held the event loop over 100 ms (collecting the garbage of hundreds of thousands of objects).
 * `counted` receives the number of lines written once the file is done.
 */
export async function* exportCsv(query: ExportQuery, counted?: (rows: number) => void): AsyncGenerator<string> {
  const pause = slices();
  const buckets = linesByBucket<Kind>(query.sel, query.w, query.type, matcher(query.type, { ...query.filter, rulesOnly: query.rulesOnly }), pause, false);
  const columns: readonly string[] = query.type === 'access' ? ACCESS_COLUMNS : WAF_COLUMNS;
  let rows = 0;
  let block = [csvRow(columns)];
  for await (const lines of buckets) {
    for (const line of lines) {
      const record = line as unknown as Record<string, string | number | null>;
      block.push(csvRow(columns.map((c) => record[c] as string | number | null)));
      rows += 1;
      if (block.length === 500) {
        yield `${block.join('\r\n')}\r\n`;
        block = [];
        await pause();
      }
    }
  }
  if (block.length > 0) yield `${block.join('\r\n')}\r\n`;
  counted?.(rows);
}
