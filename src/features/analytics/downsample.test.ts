// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { minMaxBuckets, minMaxRows, spikesOf } from './downsample';

/** A day-cycle series with isolated one-point spikes at known places. */
function series(n: number, spikeEvery: number) {
  const points = Array.from({ length: n }, (_, i) => ({ x: i * 300_000, y: 100 + 60 * Math.sin((2 * Math.PI * i) / 288) + ((i * 7919) % 13) }));
  const spikes: number[] = [];
  for (let i = spikeEvery / 2; i < n; i += spikeEvery) {
    points[i]!.y = 2000 + (i % 500);
    spikes.push(points[i]!.x);
  }
  return { points, spikes };
}

describe('minMaxBuckets', () => {
  it('keeps every spike of a 26,784-point series reduced to a thousand buckets', () => {
    const { points, spikes } = series(26_784, 400);
    const reduced = minMaxBuckets(points, 1000);
    expect(reduced.length).toBeLessThanOrEqual(4000);
    expect(reduced.length).toBeLessThan(points.length / 6);
    const kept = new Set(reduced.map((p) => p.x));
    for (const x of spikes) expect(kept.has(x)).toBe(true);
    expect(spikesOf(reduced).length).toBeGreaterThanOrEqual(spikes.length);
  });
  it('keeps time order and the first and last point', () => {
    const { points } = series(10_000, 1000);
    const reduced = minMaxBuckets(points, 300);
    for (let i = 1; i < reduced.length; i++) expect(reduced[i]!.x).toBeGreaterThan(reduced[i - 1]!.x);
    expect(reduced[0]).toBe(points[0]);
    expect(reduced.at(-1)).toBe(points.at(-1));
  });
  it('returns a small series as it is', () => {
    const { points } = series(100, 50);
    expect(minMaxBuckets(points, 100)).toBe(points);
  });
});

describe('minMaxRows', () => {
  it('keeps the spikes of every line and the time order', () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => ({ x: i * 300_000, pass: 100 + (i % 7), drop: i % 11 }));
    rows[1234]!.pass = 9_000;
    rows[7777]!.drop = 5_000;
    const reduced = minMaxRows(rows, ['pass', 'drop'], 200);
    expect(reduced.length).toBeLessThan(rows.length / 5);
    expect(reduced.some((r) => r.pass === 9_000)).toBe(true);
    expect(reduced.some((r) => r.drop === 5_000)).toBe(true);
    expect(reduced.every((r, i) => i === 0 || r.x > reduced[i - 1]!.x)).toBe(true);
  });
});
