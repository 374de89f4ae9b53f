// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { changesBetween, titlesAlong } from './diff';

describe('changesBetween', () => {
  it('lists changed, added and removed fields', () => {
    expect(changesBetween({ a: 1, b: true, c: 'x' }, { a: 2, b: true, d: 'y' })).toEqual([
      { path: ['a'], kind: 'changed', before: 1, after: 2 },
      { path: ['c'], kind: 'removed', before: 'x' },
      { path: ['d'], kind: 'added', after: 'y' },
    ]);
  });
  it('compares lists of plain values as sets, once per list', () => {
    const changes = changesBetween({ ips: ['1.1.1.1', '2.2.2.2', '3.3.3.3'] }, { ips: ['2.2.2.2', '3.3.3.3', '4.4.4.4'] });
    expect(changes).toEqual([{ path: ['ips'], kind: 'list', addedItems: ['4.4.4.4'], removedItems: ['1.1.1.1'] }]);
  });
  it('reports nothing for equal values, and a reordered list is no change', () => {
    expect(changesBetween({ a: { b: [1, 2] } }, { a: { b: [1, 2] } })).toEqual([]);
    expect(changesBetween({ codes: [400, 500] }, { codes: [500, 400] })).toEqual([]);
  });
  it('goes into lists of objects by position', () => {
    expect(changesBetween({ rules: [{ ttl: 1 }] }, { rules: [{ ttl: 5 }] })).toEqual([
      { path: ['rules', 0, 'ttl'], kind: 'changed', before: 1, after: 5 },
    ]);
  });
});

describe('titlesAlong', () => {
  it('names a path by the schema titles', () => {
    const schema = { type: 'object' as const, properties: { rules: { type: 'array' as const, title: 'Rules', items: { type: 'object' as const, properties: { ttl: { type: 'integer' as const, title: 'Cache time' } } } } } };
    expect(titlesAlong(schema, ['rules', 1, 'ttl'])).toEqual(['Rules', '#2', 'Cache time']);
    expect(titlesAlong(schema, ['other'])).toEqual(['other']);
  });
});
