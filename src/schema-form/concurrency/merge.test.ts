// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pathKey, resolveConflicts, threeWayMerge } from './merge';

const base = { gzip: true, gzipMinLength: 1024, gzipTypes: ['text/html'], webp: false, limits: { rate: 10, burst: 5 } };

describe('threeWayMerge', () => {
  it('keeps the user changes and takes the server-only changes silently', () => {
    const server = { ...base, webp: true, limits: { rate: 10, burst: 9 } };
    const mine = { ...base, gzipMinLength: 2048 };
    const result = threeWayMerge(base, server, mine);
    expect(result.conflicts).toEqual([]);
    expect(result.serverOnly.map((change) => change.path)).toEqual([['webp'], ['limits', 'burst']]);
    expect(result.merged).toEqual({ ...base, gzipMinLength: 2048, webp: true, limits: { rate: 10, burst: 9 } });
  });

  it('reports a field both changed to different values, with the three values', () => {
    const server = { ...base, gzipMinLength: 512 };
    const mine = { ...base, gzipMinLength: 2048, webp: true };
    const result = threeWayMerge(base, server, mine);
    expect(result.conflicts).toEqual([{ path: ['gzipMinLength'], base: 1024, server: 512, mine: 2048 }]);
    expect(result.serverOnly).toEqual([]);
    expect(result.merged).toEqual({ ...base, gzipMinLength: 2048, webp: true });
  });

  it('sees no conflict when both made the same change, and compares lists as one field', () => {
    const server = { ...base, gzipTypes: ['text/html', 'text/css'], webp: true };
    const mine = { ...base, gzipTypes: ['text/css'], webp: true };
    const result = threeWayMerge(base, server, mine);
    expect(result.conflicts.map((c) => c.path)).toEqual([['gzipTypes']]);
    expect(result.serverOnly).toEqual([]);
  });

  it('handles a field added or removed on one side', () => {
    const server: Record<string, unknown> = { ...base, note: 'from the API' };
    const mine: Record<string, unknown> = { ...base };
    delete mine.webp;
    const result = threeWayMerge<Record<string, unknown>>(base, server, mine);
    expect(result.conflicts).toEqual([]);
    const { webp: _removed, ...kept } = server;
    expect(result.merged).toStrictEqual(kept);
    expect('webp' in result.merged).toBe(false);
  });

  it('resolves each conflict as chosen, field by field', () => {
    const server = { ...base, gzip: false, gzipMinLength: 512 };
    const mine = { ...base, gzip: true, gzipMinLength: 2048, webp: true };
    const same = { ...base, gzip: false };
    // gzip: the server turned it off, the user left it on (unchanged): the server's value, no conflict.
    const result = threeWayMerge(base, server, { ...mine, gzip: same.gzip });
    expect(result.conflicts.map((c) => c.path)).toEqual([['gzipMinLength']]);
    expect(resolveConflicts(result, { [pathKey(['gzipMinLength'])]: 'server' })).toEqual({ ...base, gzip: false, gzipMinLength: 512, webp: true });
    expect(resolveConflicts(result, { [pathKey(['gzipMinLength'])]: 'mine' })).toEqual({ ...base, gzip: false, gzipMinLength: 2048, webp: true });
    // Nothing chosen: the user's value.
    expect(resolveConflicts(result, {})).toEqual({ ...base, gzip: false, gzipMinLength: 2048, webp: true });
  });

  it('does not change its inputs', () => {
    const server = { ...base, limits: { rate: 1, burst: 5 } };
    const mine = { ...base, limits: { rate: 10, burst: 6 } };
    const frozen = JSON.stringify([base, server, mine]);
    threeWayMerge(base, server, mine);
    expect(JSON.stringify([base, server, mine])).toBe(frozen);
  });
});
