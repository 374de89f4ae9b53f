// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dequal } from './merge';
import { firstMoved, rowSince } from './rows';

type Row = Record<string, unknown>;
const formValues = (row: Row) => ({ ip: row.ip, memo: row.memo });
const loaded: Row[] = [
  { id: 1, ip: '192.0.2.1', memo: 'office', hits: 3 },
  { id: 2, ip: '198.51.100.0/24', memo: '', hits: 0 },
];

describe('rows edited or removed since the list was loaded', () => {
  it('sees a row removed, a row changed, and ignores fields the form does not edit', () => {
    expect(rowSince(loaded[0]!, [loaded[1]!], 'id', formValues, dequal)).toBe('removed');
    expect(rowSince(loaded[0]!, [{ ...loaded[0], memo: 'home' }], 'id', formValues, dequal)).toBe('changed');
    expect(rowSince(loaded[0]!, [{ ...loaded[0], hits: 99 }], 'id', formValues, dequal)).toBeNull();
  });

  it('names the first of several rows that moved', () => {
    const fresh = [loaded[0]!, { ...loaded[1], ip: '198.51.100.0/25' }];
    expect(firstMoved(loaded, fresh, 'id', formValues, dequal)).toEqual({ row: loaded[1], state: 'changed' });
    expect(firstMoved(loaded, loaded, 'id', formValues, dequal)).toBeNull();
    expect(firstMoved(loaded, [], 'id', formValues, dequal)).toEqual({ row: loaded[0], state: 'removed' });
  });
});
