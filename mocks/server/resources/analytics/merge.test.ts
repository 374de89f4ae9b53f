// @vitest-environment node
// The sliced merge of the sites' log lines gives exactly what the stable sort of their concatenation gave.
import { describe, expect, it } from 'vitest';
import { mergeNewestFirst } from './logs.ts';

const noPause = () => undefined;

describe('merging log lines newest first', () => {
  it('equals a stable sort of the concatenated lists, ties kept in list order', async () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let round = 0; round < 20; round++) {
      const parts = Array.from({ length: 1 + Math.floor(random() * 30) }, (_, list) =>
        Array.from({ length: Math.floor(random() * 40) }, () => ({ time: `2026-11-28T10:${String(Math.floor(random() * 60)).padStart(2, '0')}:00Z`, list }))
          .sort((a, b) => (a.time < b.time ? 1 : a.time > b.time ? -1 : 0))
          .map((line, at) => ({ ...line, at })),
      );
      const expected = parts.flat().sort((x, y) => (x.time < y.time ? 1 : x.time > y.time ? -1 : 0));
      expect(await mergeNewestFirst(parts, noPause)).toEqual(expected);
    }
  });
  it('gives the event loop back while it merges', async () => {
    const parts = Array.from({ length: 50 }, (_, list) => Array.from({ length: 200 }, (_, i) => ({ time: String(100000 - i).padStart(6, '0'), list })));
    let pauses = 0;
    const merged = await mergeNewestFirst(parts, () => {
      pauses++;
      return undefined;
    });
    expect(merged).toHaveLength(10_000);
    expect(pauses).toBeGreaterThanOrEqual(4);
  });
});
