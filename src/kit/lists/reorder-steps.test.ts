// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { reorderSteps } from './reorder-steps';

const id = (row: { id: number }) => row.id;

describe('reorderSteps', () => {
  it('orders a list with as few moves as needed', () => {
    const [a, b, c, d] = [1, 2, 3, 4].map((n) => ({ id: n }));
    expect(reorderSteps([a!, b!, c!, d!], [a!, b!, c!, d!], id)).toEqual([]);
    // d moved to the top: one call.
    expect(reorderSteps([a!, b!, c!, d!], [d!, a!, b!, c!], id)).toEqual([{ row: d, priority: 1 }]);
    // a moved down one place: b goes first.
    expect(reorderSteps([a!, b!, c!, d!], [b!, a!, c!, d!], id)).toEqual([{ row: b, priority: 1 }]);
    // Applying the steps as the server does gives the wanted order.
    const wanted = [c!, a!, d!, b!];
    const list = [a!, b!, c!, d!];
    for (const { row: moved, priority } of reorderSteps(list, wanted, id)) {
      list.splice(list.indexOf(moved), 1);
      list.splice(priority - 1, 0, moved);
    }
    expect(list).toEqual(wanted);
  });
});
