// Generated access and WAF log lines: a sample of each site's traffic (a few to about a hundred lines per
// 5-minute bucket, following the series, more during attacks), made from a seeded generator per bucket, so
// the same query gives the same lines. The latest lines are LOG_DELAY_MS old (the spec allows up to an hour).
import ipaddr from 'ipaddr.js';
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
} from './catalog.ts';
import type { Selected } from './scope.ts';
import { BUCKET_MS, bucketValue, seriesOf } from './series.ts';
import { slices } from '../../domain/slices.ts';
import { csvRow } from '../../../../src/kit/csv.ts';
import type { Window } from './stats.ts';
import type { Schemas as S } from '../system/common.ts';

/** How old the newest log lines are. */
const LOG_DELAY_MS = 10 * 60_000;

/** An access line (what both consoles show of it). */
type AccessLine = Required<S['AccessLog']> & Required<S['ClientAccessLog']>;
/** A request the WAF matched (what both consoles show of it): the request, the rule and its verdict. */
type WafLine = Required<S['ClientWafLog']> & Required<Pick<S['WafLog'], 'ruleName' | 'category' | 'matchedData' | 'userAgent'>>;
type Kind = 'access' | 'waf';
type Line<K extends Kind> = K extends 'access' ? AccessLine : WafLine;

/** The generated lines of each kind, by site, bucket and domains. */
const caches: { [K in Kind]: Map<string, Line<K>[]> } = { access: new Map(), waf: new Map() };
const CACHE_LIMIT = 12_000;

/** What the lines of one kind of one site in one bucket are drawn from. */
const drawOf = (kind: Kind, { site, domains }: Selected, bucketStart: number, now: number) => ({
  site,
  domains: normalise(domains),
  bucketStart,
  series: seriesOf(site.id, now),
  rand: prng((site.id * 2654435761) ^ Math.floor(bucketStart / BUCKET_MS) ^ (kind === 'waf' ? 0x5bd1e995 : 0)),
  // The seed's bulk sites (ids above 6000: the operator's book at full size) are sampled ten times more thinly, so
  // a client's log search over 350 sites generates about what it did over 30.
  sample: site.id > 6000 ? 0.1 : 1,
  attackCountries: siteShares(ATTACK_COUNTRIES, site.id, 109, 1.3),
});
type BucketDraw = ReturnType<typeof drawOf>;

/** Times of `count` lines in a bucket, newest first. */
const timesOf = ({ bucketStart, rand }: BucketDraw, count: number) => Array.from({ length: count }, () => bucketStart + Math.floor(rand() * BUCKET_MS)).sort((a, b) => b - a);
/** An item of a list at u in [0, 1). */
const at = <T>(list: readonly T[], u: number) => list[Math.floor(u * list.length)]!;

/** Access lines of a bucket: a few to about a hundred following the site's requests, more during attacks. */
function accessDraw(draw: BucketDraw): AccessLine[] {
  const { site, domains, bucketStart, series, rand, sample, attackCountries } = draw;
  const req = bucketValue(series, 'req', bucketStart);
  const attack = bucketValue(series, 'attack', bucketStart);
  const lines = Math.min(Math.round(120 * sample), Math.max(1, Math.round((12 * req * sample) / series.meanReq)));
  const attackShare = req > 0 ? attack / req : 0;
  const paths = sitePaths(site.name);
  const countries = siteShares(COUNTRIES, site.id, 101, 1.5);
  return timesOf(draw, lines).map((t, i) => {
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
      uri: hostile ? at(ATTACK_PATHS, rand()) : at(paths, rand() ** 1.4),
      httpVersion: pick(HTTP_VERSIONS, rand()).key,
      status,
      bytesSent: bytes,
      requestTime: Math.round((served ? 0.001 + rand() * 0.02 : 0.03 + rand() ** 2 * 1.8) * 1000) / 1000,
      cacheStatus: cache as AccessLine['cacheStatus'],
      upstreamAddr: served || status >= 900 || hostile ? null : `198.51.100.${10 + (site.id % 40)}:443`,
      referer: pick(REFERERS.map((r, k) => ({ ...r, weight: 1 / (k + 1) })), rand() * 3.1).key,
      userAgent: hostile ? at(ATTACK_USER_AGENTS, rand()) : at(USER_AGENTS, rand() ** 1.5).key,
    };
  });
}

/** WAF lines of a bucket: a sample of the requests the site's rules matched. */
function wafDraw(draw: BucketDraw): WafLine[] {
  const { site, domains, bucketStart, series, rand, sample, attackCountries } = draw;
  const wafCount = Math.min(Math.round(60 * sample), Math.floor(bucketValue(series, 'waf', bucketStart) * 0.05 * sample * (0.5 + rand())));
  return timesOf(draw, wafCount).map((t, i) => {
    const rule = at(WAF_RULES, rand());
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
      uri: at(ATTACK_PATHS, rand()),
      ruleType,
      ruleID: isWaf ? rule.ruleID : null,
      ruleName: isWaf ? rule.ruleName : `${ruleType} rule`,
      category: isWaf ? rule.category : ruleType,
      matchedData: isWaf ? rule.matched : null,
      blockType: challenge ? 'continue' : refused ? 'refuse' : 'accept',
      protectMode: challenge,
      userAgent: at(ATTACK_USER_AGENTS, rand()),
      message: isWaf ? `${rule.ruleName} (${rule.ruleID})` : `matched the site's ${ruleType} rule`,
    };
  });
}

/**
 * Lines of one kind of one site in one bucket, newest first (all its domains), from a seeded generator per bucket.
 * `keep` false: what is generated is not remembered (an export reads each site's bucket once; its lines then die
 * young instead of filling the cache and old space, whose collection held the event loop).
 */
function bucketLines<K extends Kind>(kind: K, s: Selected, bucketStart: number, now: number, keep: boolean): Line<K>[] {
  const cache = caches[kind] as Map<string, Line<K>[]>;
  const cacheKey = `${s.site.id}:${bucketStart}:${s.domains.map((d) => d.id).join('.')}`;
  const hit = cache.get(cacheKey);
  if (hit) return hit;
  if (s.domains.length === 0) return [];
  const draw = drawOf(kind, s, bucketStart, now);
  const lines = (kind === 'access' ? accessDraw(draw) : wafDraw(draw)) as Line<K>[];
  if (!keep) return lines;
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(cacheKey, lines);
  return lines;
}

interface LogFilter {
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
  const text = filter?.trim();
  if (!text) return null;
  try {
    if (text.includes('/')) {
      const [range, bits] = ipaddr.parseCIDR(text);
      return (ip) => {
        const addr = ipaddr.parse(ip);
        return addr.kind() === range.kind() && addr.match(range, bits);
      };
    }
    const wanted = ipaddr.parse(text).toNormalizedString();
    return (ip) => ipaddr.parse(ip).toNormalizedString() === wanted;
  } catch {
    // Neither a range nor an address: a part of one.
    return (ip) => ip.includes(text);
  }
}

/**
 * The lines of each site's bucket (each newest first) merged newest first, a slice at a time (issue 24, item 7):
 * sorting a bucket of hundreds of sites at once held the event loop for tens of milliseconds per bucket.
 */
export async function mergeNewestFirst<T extends { time: string }>(parts: readonly (readonly T[])[], pause: () => Promise<void> | undefined): Promise<T[]> {
  let lists = parts.filter((part) => part.length > 0);
  let merged = 0;
  // Neighbouring lists merged two by two until one is left. Equal times keep the order of the lists (as the stable
  // sort of their concatenation did): the earlier list's line first.
  while (lists.length > 1) {
    const next: T[][] = [];
    for (let k = 0; k < lists.length; k += 2) {
      const [a, b = []] = [lists[k]!, lists[k + 1]];
      const out: T[] = [];
      for (let i = 0, j = 0; i < a.length || j < b.length; ) {
        out.push(j >= b.length || (i < a.length && a[i]!.time >= b[j]!.time) ? a[i++]! : b[j++]!);
        if ((++merged & 2047) === 0) await pause();
      }
      next.push(out);
    }
    lists = next;
  }
  return [...(lists[0] ?? [])];
}

/** A set of the values a filter lists (null: any). */
const setOf = <T>(values: readonly T[] | undefined) => (values?.length ? new Set(values) : null);

/** The test of a filter for lines of this kind. */
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
  const oldest = Math.max(w.from, w.now - 30 * 86_400_000);
  // The buckets of the window that hold data, newest first.
  const buckets: number[] = [];
  for (let b = Math.floor((newest - 1) / BUCKET_MS) * BUCKET_MS; b + BUCKET_MS > oldest && b >= 0; b -= BUCKET_MS) buckets.push(b);
  // An export remembers its lines only when they all fit in the cache (a few sites: exported again, or searched).
  const cacheLines = remember || sel.length * buckets.length <= CACHE_LIMIT / 2;
  for (const b of buckets) {
    const parts: Line<K>[][] = [];
    for (const s of sel) {
      parts.push(bucketLines(kind, s, b, w.now, cacheLines));
      await pause();
    }
    const merged = await mergeNewestFirst(parts, pause);
    const out: Line<K>[] = [];
    for (const [i, line] of merged.entries()) {
      if ((i & 2047) === 2047) await pause();
      const t = Date.parse(line.time);
      if (t >= w.from && t < newest && keep(line)) out.push(line);
    }
    yield out;
  }
}

/** Every matching line of one kind (access, WAF) of the selection in the window, newest first. */
async function linesOf<K extends Kind>(kind: K, sel: readonly Selected[], w: Window, filter: LogFilter) {
  const out: Line<K>[] = [];
  for await (const lines of linesByBucket(sel, w, kind, matcher(kind, filter), slices())) for (const line of lines) out.push(line);
  return out;
}
export const accessLines = (sel: readonly Selected[], w: Window, filter: LogFilter) => linesOf('access', sel, w, filter);
export const wafLines = (sel: readonly Selected[], w: Window, filter: LogFilter) => linesOf('waf', sel, w, filter);

export const LINE_FIELDS = ['time', 'reqID', 'siteID', 'domain', 'remoteIP', 'country', 'method', 'uri'] as const;
export const ACCESS_COLUMNS = [...LINE_FIELDS, 'httpVersion', 'status', 'bytesSent', 'requestTime', 'cacheStatus', 'upstreamAddr', 'referer', 'userAgent'] as const;
export const WAF_COLUMNS = [...LINE_FIELDS, 'ruleType', 'ruleID', 'ruleName', 'category', 'blockType', 'protectMode', 'matchedData', 'userAgent'] as const;

/**
 * A log export file as CSV through the one CSV writer (a URI or user agent starting with = is written as text), in
 * pieces of at most 500 lines, each written as it is made so neither every line nor the file is ever held at once
 * (issue 24, item 7: holding a day over hundreds of sites held the event loop over 100 ms). `counted` gets the lines.
 */
export async function* exportCsv(type: Kind, sel: readonly Selected[], w: Window, filter: LogFilter, counted?: (rows: number) => void) {
  const pause = slices();
  const buckets = linesByBucket<Kind>(sel, w, type, matcher(type, filter), pause, false);
  const columns: readonly string[] = type === 'access' ? ACCESS_COLUMNS : WAF_COLUMNS;
  let rows = 0;
  let block = [csvRow(columns)];
  for await (const lines of buckets) {
    for (const line of lines) {
      block.push(csvRow(columns.map((c) => (line as unknown as Record<string, string | number | null>)[c])));
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
