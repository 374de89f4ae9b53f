// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defineRegistry } from './registry';

describe('defineRegistry', () => {
  it('finds parts by name and refuses an unknown name', () => {
    const cells = defineRegistry('cell', { a: 1 }, { b: 2 });
    expect(cells.get('b')).toBe(2);
    expect(cells.names()).toEqual(['a', 'b']);
    expect(() => cells.get('c')).toThrow('No cell is named c');
  });
  it('refuses two parts with one name', () => {
    expect(() => defineRegistry('explanation', { cors: 1 }, { cors: 2 })).toThrow('Two explanations are named cors');
  });
});
