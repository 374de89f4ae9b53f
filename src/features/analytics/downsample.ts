// Downsampling for drawing: min/max per pixel bucket (the "M4" family). A series of N points drawn on W pixels
// keeps, for each of about W buckets, the first, lowest, highest and last point in time order, so every spike
// of the input is still drawn at its height. The `downsample` package (npm) offers LTTB, LTOB, LTD, ASAP and
// SMA but no min/max bucket rule, and LTTB lost spikes in the measurement of issue 14: hence this function.
export interface XY {
  x: number;
  y: number;
}

/**
 * Reduces `points` (sorted by x) to at most about 4 points per bucket over `buckets` buckets of equal x width
 * (2 with `ends: false`: the lowest and highest only, enough when a bucket is a few pixels wide).
 * Returns the input itself when it is already small enough.
 */
export function minMaxBuckets<T extends XY>(points: readonly T[], buckets: number, ends = true): readonly T[] {
  const n = points.length;
  if (buckets < 1 || n <= buckets * (ends ? 4 : 2)) return points;
  const x0 = points[0]!.x;
  const span = points[n - 1]!.x - x0 || 1;
  const out: T[] = [];
  let i = 0;
  for (let b = 0; b < buckets && i < n; b++) {
    const end = b === buckets - 1 ? Infinity : x0 + (span * (b + 1)) / buckets;
    const first = i;
    let min = i;
    let max = i;
    while (i < n && points[i]!.x < end) {
      if (points[i]!.y < points[min]!.y) min = i;
      if (points[i]!.y > points[max]!.y) max = i;
      i++;
    }
    if (i === first) continue;
    const last = i - 1;
    // In time order, without repeats.
    const picks = (ends ? [first, min, max, last] : [min, max]).sort((a, b) => a - b);
    let previous = -1;
    for (const p of picks) {
      if (p !== previous) out.push(points[p]!);
      previous = p;
    }
  }
  return out;
}

/** Local maxima standing out from their neighbourhood: what the benchmark and tests count as spikes. */
export function spikesOf(points: readonly XY[], ratio = 2.5, radius = 12): number[] {
  const found: number[] = [];
  for (let i = 0; i < points.length; i++) {
    const y = points[i]!.y;
    let sum = 0;
    let count = 0;
    let isMax = true;
    for (let j = Math.max(0, i - radius); j <= Math.min(points.length - 1, i + radius); j++) {
      if (j === i) continue;
      if (points[j]!.y > y) isMax = false;
      sum += points[j]!.y;
      count++;
    }
    if (isMax && count && y > ratio * (sum / count)) found.push(points[i]!.x);
  }
  return found;
}

/**
 * The same reduction for rows holding several lines over one time axis (`x` and a value per key): a row is kept
 * when it is the first, last, lowest or highest of its bucket for any line, so every line keeps its spikes.
 */
export function minMaxRows<T extends { x: number }>(rows: readonly T[], keys: readonly (keyof T & string)[], buckets: number): readonly T[] {
  const n = rows.length;
  if (buckets < 1 || n <= buckets * (2 + 2 * keys.length)) return rows;
  const x0 = rows[0]!.x;
  const span = rows[n - 1]!.x - x0 || 1;
  const keep = new Uint8Array(n);
  let i = 0;
  for (let b = 0; b < buckets && i < n; b++) {
    const end = b === buckets - 1 ? Infinity : x0 + (span * (b + 1)) / buckets;
    const first = i;
    const min = keys.map(() => i);
    const max = keys.map(() => i);
    while (i < n && rows[i]!.x < end) {
      keys.forEach((key, k) => {
        const y = rows[i]![key] as number;
        if (y < (rows[min[k]!]![key] as number)) min[k] = i;
        if (y > (rows[max[k]!]![key] as number)) max[k] = i;
      });
      i++;
    }
    if (i === first) continue;
    keep[first] = 1;
    keep[i - 1] = 1;
    for (const p of [...min, ...max]) keep[p] = 1;
  }
  return rows.filter((_, index) => keep[index] === 1);
}
