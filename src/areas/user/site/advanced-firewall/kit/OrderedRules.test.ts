import { describe, expect, it } from 'vitest';
import { draggedRule } from './OrderedRules';

const rows = (...ids: number[]) => ids.map((id) => ({ id }));

describe('draggedRule', () => {
  it('finds the rule moved up or down', () => {
    expect(draggedRule(rows(1, 2, 3, 4), rows(1, 4, 2, 3))?.id).toBe(4);
    expect(draggedRule(rows(1, 2, 3, 4), rows(2, 3, 1, 4))?.id).toBe(1);
  });
  it('takes either of two swapped neighbours (both moves give the same order)', () => {
    expect([1, 2]).toContain(draggedRule(rows(1, 2, 3), rows(2, 1, 3))?.id);
  });
  it('finds nothing when the order is the same', () => {
    expect(draggedRule(rows(1, 2), rows(1, 2))).toBeUndefined();
  });
});
