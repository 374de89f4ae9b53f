// @vitest-environment node
// A page's own list parts (`ownListParts`): only the descriptors it gives, beside the kit's cells.
import { describe, expect, it } from 'vitest';
import type { ListDescriptor } from './descriptor';
import { ownListParts } from './own-parts';

const list: ListDescriptor = { name: 'user.list.things', label: 'Things', empty: 'None.', readOnly: true, calls: { list: 'user-thing-list' }, rowName: 'name', columns: [{ id: 'name', header: 'Name', cell: 'text' }] };

describe('ownListParts', () => {
  it('holds the kit cells, the page parts and only the descriptors given', () => {
    const Cell = () => null;
    const parts = ownListParts({ cells: [{ 'thing.name': Cell }], choices: [{ 'thing.kinds': () => [] }] }, { lists: [list] });
    expect(parts.cells.has('text')).toBe(true);
    expect(parts.cells.get('thing.name')).toBe(Cell);
    expect(parts.lists.names()).toEqual(['user.list.things']);
    expect(parts.forms.names()).toEqual([]);
    expect(parts.choices?.has('thing.kinds')).toBe(true);
    expect(() => parts.lists.get('user.list.other')).toThrow('No list descriptor is named user.list.other');
  });

  it('refuses a page part named as a kit cell', () => {
    expect(() => ownListParts({ cells: [{ text: () => null }] })).toThrow('Two cells are named text');
  });
});
