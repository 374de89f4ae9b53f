// Statistics over the generated series: totals, cards, top lists, time series, domain ranking and layer-4 views.
import { slices } from '../../domain/slices.ts';
import { toCsv } from '../../../../src/kit/csv.ts';
import { fail } from '../../errors.ts';
import {
  ATTACK_CITIES,
  ATTACK_COUNTRIES,
  ATTACK_METHODS,
  ATTACK_PATHS,
  ASNS,
  BLOCK_TYPES,
  CHINA_SHARE,
  CITIES,
  COUNTRIES,
  docIp,
  HTTP_VERSIONS,
  keyed,
  METHODS,
  type Protocol,
  REFERERS,
  siteShares,
  sitePaths,
  STATUS_ATTACK,
  STATUS_NORMAL,
  USER_AGENTS,
  type Weighted,
} from './catalog.ts';
import type { Selected } from './scope.ts';
import { BUCKET_MS, BUCKETS, cumAt, dropMetric, type Metric, passMetric, seriesOf, sumOf } from './series.ts';
import { DAY_MS, type Schemas as S } from '../system/common.ts';

export type Window = ReturnType<typeof windowOf>;

/** The period of a query; 101003 when it ends before it starts. */
export function windowOf(startTime: string, endTime: string, now: number) {
  const from = Date.parse(startTime);
  const to = Date.parse(endTime);
  if (!(to > from)) throw fail.parameter('endTime must be after startTime', [{ in: 'body', field: 'endTime', message: 'must be after startTime' }]);
  return { from, to, now };
}

/** Log searches and exports: at most one day. */
export function logWindowOf(startTime: string, endTime: string, now: number) {
  const w = windowOf(startTime, endTime, now);
  if (w.to - w.from > DAY_MS) {
    throw fail.parameter('a log query spans at most one day: narrow startTime and endTime to 24 hours or less', [
      { in: 'body', field: 'endTime', message: 'must be at most one day after startTime' },
    ]);
  }
  return w;
}

/** Total of a metric over the window for the selection (domain shares applied). */
export function total(sel: readonly Selected[], metric: Metric, w: Window) {
  let sum = 0;
  for (const s of sel) sum += sumOf(seriesOf(s.site.id, w.now), metric, w.from, Math.min(w.to, w.now)) * s.share;
  return sum;
}

export const round2 = (x: number) => Math.round(x * 100) / 100;

type Card = Pick<S['ClientStatisticsCard'], 'total' | 'counts'>;

const distinctIps = (sel: readonly Selected[], w: Window) =>
  Math.round(total(sel, 'ips', w) / (1 + 0.35 * Math.log2(Math.max(1, (Math.min(w.to, w.now) - w.from) / BUCKET_MS))));

const spread = (amount: number, weights: readonly Weighted[]) => Object.fromEntries(weights.map((wt) => [wt.key, Math.round(amount * wt.weight)]));

/** A card whose total of the metric is spread by these shares. */
const spreadCard = (metric: Metric, weights: readonly Weighted[]) => (sel: readonly Selected[], w: Window): Card => {
  const amount = Math.round(total(sel, metric, w));
  return { total: amount, counts: spread(amount, weights) };
};

/** The statistics cards by type (3 requests, 4 IPs, 5 status codes, 14 blacklist, 15 blocks). */
const CARDS: Record<number, (sel: readonly Selected[], w: Window) => Card> = {
  3: spreadCard('req', METHODS),
  4: (sel, w) => ({ total: distinctIps(sel, w), counts: spread(Math.round(total(sel, 'req', w)), HTTP_VERSIONS) }),
  5: (sel, w) => {
    const req = total(sel, 'req', w);
    const attack = total(sel, 'attack', w);
    const hostile = (code: string) => STATUS_ATTACK.find((s) => s.key === code)?.weight ?? 0;
    const counts = STATUS_NORMAL.map(({ key, weight }) => [key, Math.round((req - attack) * weight + attack * hostile(key))] as const);
    return { total: Math.round(req), counts: Object.fromEntries(counts) };
  },
  14: (sel, w) => {
    const black = Math.round(total(sel, 'black', w));
    const china = Math.round(black * CHINA_SHARE);
    return { total: black, counts: { chinaCount: china, nonChinaCount: black - china } };
  },
  15: spreadCard('block', BLOCK_TYPES),
};

/** The entry of a table of the body's `type`; 101003 on `type` for a type the table lacks. */
function ofType<T>(table: Record<number, T>, type: number, message: string, hint: string) {
  const found = table[type];
  if (found === undefined) throw fail.parameter(message, [{ in: 'body', field: 'type', message: hint }]);
  return found;
}
/** The types of a table, as "a, b or c". */
const typesOf = (table: object) => Object.keys(table).join(', ').replace(/, (\d+)$/, ' or $1');

export const card = (type: number, sel: readonly Selected[], w: Window) =>
  ofType(CARDS, type, `card type ${type} is not one of ${Object.keys(CARDS).join(', ')}`, `must be ${typesOf(CARDS)}`)(sel, w);

/** The user console's card values (StatisticsInfo). */
export const info = (type: number, sel: readonly Selected[], w: Window) =>
  type === 3
    ? { reqCount: Math.round(total(sel, 'req', w)), traffic: Math.round(total(sel, 'bytes', w)) }
    : type === 4
      ? { ipCount: distinctIps(sel, w), ...card(4, sel, w).counts }
      : card(type, sel, w).counts;

const ipPool = (siteId: number, salt: number, size: number) => keyed(Array.from({ length: size }, (_, i) => docIp(siteId * 131 + salt * 17 + i * 7 + (i % 7))));

const TOP_KINDS: Record<string, { base: Metric; items: (s: Selected) => Weighted[] }> = {
  country: { base: 'req', items: (s) => siteShares(COUNTRIES, s.site.id, 101, 1.5) },
  city: { base: 'req', items: (s) => siteShares(CITIES, s.site.id, 102, 1.4) },
  referer: { base: 'req', items: (s) => siteShares(REFERERS, s.site.id, 103, 1.2) },
  url: { base: 'req', items: (s) => siteShares(keyed(sitePaths(s.site.name)), s.site.id, 104, 1.1) },
  userAgent: { base: 'req', items: (s) => siteShares(USER_AGENTS, s.site.id, 105, 1.3) },
  method: { base: 'req', items: () => METHODS },
  blacklistIp: { base: 'black', items: (s) => siteShares(ipPool(s.site.id, 1, 40), s.site.id, 106, 1.2) },
  blockIp: { base: 'block', items: (s) => siteShares(ipPool(s.site.id, 2, 40), s.site.id, 107, 1.2) },
  blockUrl: { base: 'block', items: (s) => siteShares(keyed(ATTACK_PATHS), s.site.id, 108, 1.1) },
  blockCountry: { base: 'block', items: (s) => siteShares(ATTACK_COUNTRIES, s.site.id, 109, 1.3) },
  blockCity: { base: 'block', items: (s) => siteShares(ATTACK_CITIES, s.site.id, 110, 1.3) },
  attackMethod: { base: 'waf', items: () => ATTACK_METHODS },
  attackDomain: { base: 'waf', items: (s) => s.domains.map((d) => ({ key: d.name, name: d.name, weight: d.weight / s.share })) },
  attackIp: { base: 'waf', items: (s) => siteShares(ipPool(s.site.id, 3, 40), s.site.id, 111, 1.2) },
};

/** What each top-list type ranks (types 11/12 and 21/22 follow the query's `area` when given). */
const TOP_TYPES: Record<number, string> = {
  11: 'country', 12: 'city', 13: 'referer', 14: 'blacklistIp', 15: 'url', 16: 'userAgent', 17: 'method', 18: 'blacklistIp',
  19: 'blockIp', 20: 'blockUrl', 21: 'blockCountry', 22: 'blockCity', 23: 'attackMethod', 24: 'attackDomain', 25: 'attackIp',
};

const TOP_RANGE = `${Object.keys(TOP_TYPES).at(0)} to ${Object.keys(TOP_TYPES).at(-1)}`;

export function topKindOf(type: number, area?: 'country' | 'city') {
  const kind = ofType(TOP_TYPES, type, `type ${type} is not a top list (${TOP_RANGE})`, `must be a top-list type, ${TOP_RANGE}`);
  if (area && (type === 11 || type === 12)) return area;
  if (area && (type === 21 || type === 22)) return area === 'country' ? 'blockCountry' : 'blockCity';
  return kind;
}

/** A top list: every row and the total it is a part of (rows sorted by value, largest first). */
export function topList(kind: string, sel: readonly Selected[], w: Window, countsType: 'reqCount' | 'traffic') {
  const spec = TOP_KINDS[kind]!;
  const values = new Map<string, { key: string; name: string; value: number }>();
  let sum = 0;
  for (const s of sel) {
    let amount = total([s], spec.base, w);
    if (countsType === 'traffic') amount = spec.base === 'req' ? total([s], 'bytes', w) : amount * 820;
    sum += amount;
    for (const item of spec.items(s)) {
      const row = values.get(item.key) ?? { key: item.key, name: item.name, value: 0 };
      row.value += amount * item.weight;
      values.set(item.key, row);
    }
  }
  const rows = [...values.values()].map((r) => ({ ...r, value: Math.round(r.value) })).sort((a, b) => b.value - a.value || a.key.localeCompare(b.key));
  return { rows, total: Math.round(sum) };
}

/** The points of the window at this step that have data (from 30 days back until now): the first one's start, their step and number. */
export function pointsOf(sel: readonly Selected[], w: Window, stepMinutes: number) {
  const stepMs = stepMinutes * 60_000;
  const dataStart = sel.length ? seriesOf(sel[0]!.site.id, w.now).start : w.now;
  let first = w.from;
  if (first < dataStart) first += Math.ceil((dataStart - first) / stepMs) * stepMs;
  const last = Math.min(w.to, w.now);
  const count = last > first ? Math.ceil((last - first) / stepMs) : 0;
  return { first, stepMs, count };
}
type PointSpan = ReturnType<typeof pointsOf>;

const PAD2 = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, '0'));
let isoDay = Number.NaN;
let isoPrefix = '';

/** new Date(ms).toISOString(), several times faster for long series (the day part is reused). */
function fastIso(ms: number) {
  const day = Math.floor(ms / 86_400_000);
  if (day !== isoDay) {
    isoDay = day;
    isoPrefix = new Date(day * 86_400_000).toISOString().slice(0, 11);
  }
  let rest = ms - day * 86_400_000;
  const h = Math.floor(rest / 3_600_000);
  rest -= h * 3_600_000;
  const m = Math.floor(rest / 60_000);
  rest -= m * 60_000;
  const sec = Math.floor(rest / 1000);
  const milli = Math.round(rest - sec * 1000);
  return `${isoPrefix}${PAD2[h]}:${PAD2[m]}:${PAD2[sec]}.${String(milli).padStart(3, '0')}Z`;
}

const combinedCache = new Map<string, Float64Array>();

/** The cumulative sums of the selection (site sums times domain shares) as one array; cached per selection. */
function combined(sel: readonly Selected[], metric: Metric, now: number) {
  const first = seriesOf(sel[0]!.site.id, now);
  const key = `${metric}:${first.end}:${sel.map((s) => `${s.site.id}*${s.share.toFixed(6)}`).join(',')}`;
  let cum = combinedCache.get(key);
  if (!cum) {
    cum = new Float64Array(BUCKETS + 1);
    for (const s of sel) {
      const c = seriesOf(s.site.id, now).cum[metric];
      for (let i = 0; i <= BUCKETS; i++) cum[i]! += c[i]! * s.share;
    }
    if (combinedCache.size > 200) combinedCache.clear();
    combinedCache.set(key, cum);
  }
  return { start: first.start, cum };
}

/** Values of points [offset, offset + limit) of a series: per second for `perSecond`, else counts. */
export function seriesValues(sel: readonly Selected[], metric: Metric, w: Window, span: PointSpan, offset: number, limit: number, perSecond: boolean) {
  const count = Math.min(span.count, offset + limit) - offset;
  if (sel.length === 0 || count <= 0) return [];
  const { start, cum } = combined(sel, metric, w.now);
  return Array.from({ length: count }, (_, k) => {
    const t = span.first + (offset + k) * span.stepMs;
    const stop = Math.min(t + span.stepMs, w.to, w.now);
    const v = Math.max(0, cumAt(start, cum, stop) - cumAt(start, cum, t));
    return { time: fastIso(t), value: perSecond ? round2(v / Math.max(1, (stop - t) / 1000)) : Math.round(v) };
  });
}

const SERIES: Record<number, { metric: Metric; perSecond: boolean }> = { 2: { metric: 'req', perSecond: true }, 12: { metric: 'black', perSecond: false }, 13: { metric: 'waf', perSecond: false } };

/** The metric of a series type (2 QPS, 12 blacklist, 13 WAF). */
export const seriesMetric = (type: number) =>
  ofType(SERIES, type, `type ${type} is not a time series (${typesOf(SERIES)})`, `must be ${typesOf(SERIES)}`);

export type DomainRankRow = Required<S['StatisticsDomainRank']>;

export function domainRanks(sel: readonly Selected[], w: Window, orderBy: 'traffic' | 'reqCount', asc: boolean) {
  const rows: DomainRankRow[] = [];
  for (const s of sel) {
    const series = seriesOf(s.site.id, w.now);
    const to = Math.min(w.to, w.now);
    const req = sumOf(series, 'req', w.from, to);
    const bytes = sumOf(series, 'bytes', w.from, to);
    for (const d of s.domains) {
      rows.push({ domainID: d.id, domainName: d.name, siteID: s.site.id, siteName: s.site.name, traffic: Math.round(bytes * d.weight), reqCount: Math.round(req * d.weight) });
    }
  }
  const direction = asc ? 1 : -1;
  return rows.sort((a, b) => (a[orderBy] - b[orderBy]) * direction || a.domainID - b.domainID);
}

/** The domain ranking as CSV, through the one CSV writer (a site named =HYPERLINK(...) is written as text). */
export function domainRankCsv(rows: readonly DomainRankRow[]) {
  return toCsv(['domainID', 'domainName', 'siteID', 'siteName', 'traffic', 'reqCount'], rows.map((r) => [r.domainID, r.domainName, r.siteID, r.siteName, r.traffic, r.reqCount]));
}

export type BitsRow = Required<S['NetworkTopItem']>;
type RatePoint = Required<S['NetworkBitRatePoint']>;

export function protocolBits(sel: readonly Selected[], w: Window, protocols: readonly Protocol[]) {
  return protocols.map((protocol) => ({ protocol, passBits: Math.round(total(sel, passMetric(protocol), w)), dropBits: Math.round(total(sel, dropMetric(protocol), w)) }));
}

export function sumBits(sel: readonly Selected[], w: Window, protocols: readonly Protocol[]) {
  const rows = protocolBits(sel, w, protocols);
  return { passBits: rows.reduce((s, r) => s + r.passBits, 0), dropBits: rows.reduce((s, r) => s + r.dropBits, 0) };
}

/**
 * Average bit rates per step; with `key`, only the part of that protocol. A slice at a time (issue 24, item 7): 31
 * days at 5-minute steps over 343 sites is 8,928 points of 343 sites' sums each, which held the event loop 1.6 s.
 */
export async function bitRates(sel: readonly Selected[], w: Window, span: PointSpan, protocols: readonly Protocol[]) {
  const pause = slices();
  const pass = protocols.map(passMetric);
  const drop = protocols.map(dropMetric);
  const all = sel.map((s) => ({ series: seriesOf(s.site.id, w.now), share: s.share }));
  const out: Omit<RatePoint, 'key'>[] = [];
  for (let i = 0; i < span.count; i++) {
    const t = span.first + i * span.stepMs;
    const stop = Math.min(t + span.stepMs, w.to, w.now);
    const seconds = Math.max(1, (stop - t) / 1000);
    let p = 0;
    let d = 0;
    for (const { series, share } of all) {
      for (const m of pass) p += sumOf(series, m, t, stop) * share;
      for (const m of drop) d += sumOf(series, m, t, stop) * share;
    }
    out.push({ time: fastIso(t), passBits: round2(p / seconds), dropBits: round2(d / seconds) });
    await pause();
  }
  return out;
}

export type L4Kind = 'country' | 'ip' | 'asn' | 'tcpFlag';

/** What passed and what was dropped of each layer-4 top list, by site. */
const L4_SHARES: Record<L4Kind, (siteId: number) => [pass: Weighted[], drop: Weighted[]]> = {
  country: (id) => [siteShares(COUNTRIES, id, 201, 1.5), siteShares(ATTACK_COUNTRIES, id, 202, 1.3)],
  ip: (id) => [siteShares(ipPool(id, 4, 30), id, 203, 1.1), siteShares(ipPool(id, 5, 30), id, 204, 1.4)],
  asn: (id) => [siteShares(ASNS, id, 205, 1.3), siteShares(ASNS, id, 206, 1.3)],
  tcpFlag: (id) => [
    siteShares(keyed(['ACK', 'PSH-ACK', 'SYN-ACK', 'FIN-ACK', 'SYN', 'RST-ACK']), id, 207, 1.6),
    siteShares(keyed(['SYN', 'RST', 'ACK', 'URG-PSH-FIN', 'RST-ACK', 'SYN-ACK']), id, 208, 1.6),
  ],
};

/** A layer-4 top list (largest passed + dropped first); TCP flags count TCP traffic only. */
export function l4Top(kind: L4Kind, sel: readonly Selected[], w: Window, protocols: readonly Protocol[]) {
  const used: readonly Protocol[] = kind === 'tcpFlag' ? protocols.filter((p) => p === 'TCP') : protocols;
  const rows = new Map<string, BitsRow>();
  for (const s of sel) {
    const { passBits, dropBits } = sumBits([s], w, used);
    const [pass, drop] = L4_SHARES[kind](s.site.id);
    for (const [list, field, amount] of [[pass, 'passBits', passBits], [drop, 'dropBits', dropBits]] as const) {
      for (const item of list) {
        const row = rows.get(item.key) ?? { key: item.key, name: item.name, passBits: 0, dropBits: 0 };
        row[field] += amount * item.weight;
        rows.set(item.key, row);
      }
    }
  }
  return [...rows.values()]
    .map((r) => ({ ...r, passBits: Math.round(r.passBits), dropBits: Math.round(r.dropBits) }))
    .sort((a, b) => b.passBits + b.dropBits - (a.passBits + a.dropBits) || a.key.localeCompare(b.key));
}

/** Bit-rate lines of the top countries: the share of each country in each step. */
export async function countryRates(sel: readonly Selected[], w: Window, span: PointSpan, tops: readonly BitsRow[], protocols: readonly Protocol[]) {
  const totals = sumBits(sel, w, protocols);
  const base = await bitRates(sel, w, span, protocols);
  return tops.flatMap((row) => {
    const passShare = totals.passBits ? row.passBits / totals.passBits : 0;
    const dropShare = totals.dropBits ? row.dropBits / totals.dropBits : 0;
    return base.map((p) => ({ time: p.time, key: row.key, passBits: round2(p.passBits * passShare), dropBits: round2(p.dropBits * dropShare) }));
  });
}

export async function protocolRates(sel: readonly Selected[], w: Window, span: PointSpan, protocols: readonly Protocol[]) {
  const out: RatePoint[] = [];
  for (const p of protocols) for (const point of await bitRates(sel, w, span, [p])) out.push({ ...point, key: p });
  return out;
}
