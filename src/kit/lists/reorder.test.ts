// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { movedItem } from './reorder';

const id = (x: string) => x;

describe('movedItem', () => {
  it('finds a rule moved down or up', () => {
    expect(movedItem(['a', 'b', 'c', 'd'], ['b', 'c', 'a', 'd'], id)).toEqual({ item: 'a', from: 0, to: 2 });
    expect(movedItem(['a', 'b', 'c', 'd'], ['a', 'd', 'b', 'c'], id)).toEqual({ item: 'd', from: 3, to: 1 });
  });
  it('an adjacent swap is one move', () => {
    expect(movedItem(['a', 'b', 'c'], ['a', 'c', 'b'], id)).toEqual({ item: 'b', from: 1, to: 2 });
  });
  it('nothing moved, or more than one move', () => {
    expect(movedItem(['a', 'b'], ['a', 'b'], id)).toBeNull();
    expect(movedItem(['a', 'b', 'c', 'd'], ['b', 'a', 'd', 'c'], id)).toBeNull();
    expect(movedItem(['a'], ['a', 'b'], id)).toBeNull();
  });
});
