// The generated traffic of each site: 30 days at 5-minute resolution (8640 buckets), computed once per site
// (and again only when the clock has moved past the computed window), kept as cumulative typed arrays so
// that the sum over any period is two look-ups. Every bucket is a pure function of the site and the bucket's
// absolute time: daily and weekly cycles, noise, and a few attack spikes.
import { hash01, type Protocol, PROTOCOLS } from './catalog.ts';

export const BUCKET_MS = 5 * 60_000;
export const BUCKETS = 8640;
const DAY_BUCKETS = 288;

const METRICS = ['req', 'attack', 'bytes', 'ips', 'black', 'waf', 'block', 'passTCP', 'passUDP', 'passICMP', 'passGRE', 'dropTCP', 'dropUDP', 'dropICMP', 'dropGRE'] as const;
export type Metric = (typeof METRICS)[number];

interface SiteSeries {
  /** Start of the first bucket (ms). */
  start: number;
  /** End of the last bucket (ms). */
  end: number;
  /** Cumulative sums: cum[m][i] is the total of buckets 0..i-1 (length BUCKETS + 1). */
  cum: Record<Metric, Float64Array>;
  /** Mean requests a bucket (to scale the sampled logs). */
  meanReq: number;
}

/** Multiplier of an attack spike over the bucket (0 outside spikes); spikes start on some days, last 20-90 min. */
function spike(siteId: number, bucket: number, salt: number, chance: number) {
  const day = Math.floor(bucket / DAY_BUCKETS);
  let level = 0;
  for (const d of [day, day - 1]) {
    if (hash01(siteId, d, salt, 1) >= chance) continue;
    const first = d * DAY_BUCKETS + Math.floor(hash01(siteId, d, salt, 2) * DAY_BUCKETS);
    const length = 4 + Math.floor(hash01(siteId, d, salt, 3) * 15);
    const offset = bucket - first;
    if (offset < 0 || offset >= length) continue;
    const magnitude = 3 + hash01(siteId, d, salt, 4) * 12;
    const ramp = Math.min(1, (offset + 1) / 2, (length - offset) / 2);
    level = Math.max(level, magnitude * ramp * (0.8 + 0.4 * hash01(siteId, bucket, salt, 5)));
  }
  return level;
}

/** Each protocol's share of the passed bits, of the ordinary drops and of the flood's. */
const PROTOCOL_SHARES = { TCP: [0.9, 0.55, 0.35], UDP: [0.08, 0.3, 0.55], ICMP: [0.015, 0.12, 0.08], GRE: [0.005, 0.03, 0.02] } as const;

const cache = new Map<number, SiteSeries>();

/**
 * The seed's bulk sites (ids above 6000, sites/seed-bulk.ts: the operator's book at full size) share one of 24
 * generated shapes, so statistics over 350 sites cost what about 50 do; the hand-written sites keep their own.
 */
const BULK_SITES_FROM = 6000;
const BULK_SHAPES = 24;

/** The site's series (a bulk site's: its shape's) over the 30 days before `now` (computed on first use, reused until the clock moves on). */
export function seriesOf(site: number, now: number): SiteSeries {
  const siteId = site > BULK_SITES_FROM ? BULK_SITES_FROM + ((site - BULK_SITES_FROM) % BULK_SHAPES) : site;
  const lastBucket = Math.floor(now / BUCKET_MS);
  const cached = cache.get(siteId);
  if (cached && cached.end === (lastBucket + 1) * BUCKET_MS) return cached;
  const firstBucket = lastBucket - BUCKETS + 1;
  // The site's traffic: requests a second, bytes a request, the weekend's factor and the evening's peak hour.
  const p = {
    rps: 25 + Math.floor(hash01(siteId, 1) * 380),
    avgBytes: 18_000 + Math.floor(hash01(siteId, 2) * 320_000),
    weekendFactor: 0.75 + hash01(siteId, 3) * 0.55,
    peakHour: 19 + hash01(siteId, 4) * 3,
  };
  const cum = Object.fromEntries(METRICS.map((m) => [m, new Float64Array(BUCKETS + 1)])) as Record<Metric, Float64Array>;
  const acc = Object.fromEntries(METRICS.map((m) => [m, 0])) as Record<Metric, number>;
  const values = { ...acc };
  let reqTotal = 0;
  for (let i = 0; i < BUCKETS; i++) {
    const b = firstBucket + i;
    const t = b * BUCKET_MS;
    const localHours = (t / 3_600_000 + 8) % 24;
    const daily = 0.22 + 0.78 * ((1 + Math.cos((2 * Math.PI * (localHours - p.peakHour)) / 24)) / 2) ** 1.4;
    const dow = Math.floor(t / 86_400_000 + 8 / 24 + 3) % 7; // 0 Monday .. 6 Sunday
    const weekly = dow >= 5 ? p.weekendFactor : 1;
    const noise = 0.88 + 0.24 * hash01(siteId, b, 11);
    const normal = p.rps * 300 * daily * weekly * noise;
    const attack = normal * 0.01 + p.rps * 300 * spike(siteId, b, 21, 0.14);
    values.req = normal + attack;
    values.attack = attack;
    values.bytes = normal * p.avgBytes * (0.9 + 0.2 * hash01(siteId, b, 12)) + attack * 820;
    values.ips = normal / (9 + 5 * hash01(siteId, b, 13)) + attack / 60;
    values.black = normal * 0.004 + attack * 0.3;
    values.waf = normal * 0.002 + attack * 0.25;
    values.block = values.black + values.waf + attack * 0.12;
    const passBits = values.bytes * 8 * 0.06;
    const l4Flood = spike(siteId, b, 31, 0.1);
    const dropBase = passBits * (0.01 + 0.02 * hash01(siteId, b, 14));
    const floodBits = l4Flood * p.rps * 300 * 1400 * 8 * 0.5;
    for (const protocol of PROTOCOLS) {
      const [pass, dropped, flooded] = PROTOCOL_SHARES[protocol];
      values[passMetric(protocol)] = passBits * pass;
      values[dropMetric(protocol)] = dropBase * dropped + floodBits * flooded;
    }
    reqTotal += values.req;
    for (const m of METRICS) {
      acc[m] += values[m];
      cum[m][i + 1] = acc[m];
    }
  }
  const series: SiteSeries = { start: firstBucket * BUCKET_MS, end: (lastBucket + 1) * BUCKET_MS, cum, meanReq: reqTotal / BUCKETS };
  cache.set(siteId, series);
  return series;
}

/** The total at a moment of cumulative sums whose first bucket starts at `start` (linear within a bucket; 0 before the data, the total after it). */
export function cumAt(start: number, cum: Float64Array, at: number) {
  const pos = (at - start) / BUCKET_MS;
  if (pos <= 0) return 0;
  if (pos >= BUCKETS) return cum[BUCKETS]!;
  const i = Math.floor(pos);
  return cum[i]! + (cum[i + 1]! - cum[i]!) * (pos - i);
}

export const sumOf = (series: SiteSeries, metric: Metric, from: number, to: number) => Math.max(0, cumAt(series.start, series.cum[metric], to) - cumAt(series.start, series.cum[metric], from));

/** The value of one bucket (for the log generator). */
export function bucketValue(series: SiteSeries, metric: Metric, bucketStart: number) {
  const i = Math.floor((bucketStart - series.start) / BUCKET_MS);
  if (i < 0 || i >= BUCKETS) return 0;
  return series.cum[metric][i + 1]! - series.cum[metric][i]!;
}

export const passMetric = (p: Protocol) => `pass${p}` as Metric;
export const dropMetric = (p: Protocol) => `drop${p}` as Metric;
