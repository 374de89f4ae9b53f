// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiFailure, fail } from '../../errors.ts';
import { canonicalIp } from './ip.ts';
import { collection } from '../crud.ts';
import { listPlace, ruleList } from './rule-list.ts';

interface Row {
  id: number;
  priority?: number;
  name: string;
  ips?: string[];
}

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof ApiFailure ? error.code : 'not an ApiFailure';
  }
  return 'no failure';
};

describe('rule list helper', () => {
  const list = ruleList<Row>({ noun: 'row', ordered: true, maxRows: 3, keys: (r) => [r.name], ips: (r) => r.ips });
  let seq = 0;
  const next = () => ++seq;

  it('puts new rows last or at their priority, and keeps priorities 1..n', () => {
    const rows: Row[] = [];
    list.add(rows, [{ name: 'a' }, { name: 'b' }], next);
    list.add(rows, [{ name: 'c', priority: 1 }], next);
    expect(rows.map((r) => [r.name, r.priority])).toEqual([['c', 1], ['a', 2], ['b', 3]]);
    list.update(rows, rows[0]!.id, () => ({ name: 'c', priority: 99 }));
    expect(rows.map((r) => r.name)).toEqual(['a', 'b', 'c']);
    list.remove(rows, [rows[1]!.id]);
    expect(rows.map((r) => [r.name, r.priority])).toEqual([['a', 1], ['c', 2]]);
  });

  it('refuses before changing: rows over the limit 101029, duplicates 101025, foreign ids 101018', () => {
    const rows: Row[] = [];
    list.add(rows, [{ name: 'a' }, { name: 'b' }], next);
    const before = JSON.stringify(rows);
    const seqBefore = seq;
    expect(codeOf(() => list.add(rows, [{ name: 'c' }, { name: 'd' }], next))).toBe(101029);
    expect(codeOf(() => list.add(rows, [{ name: 'c', ips: Array.from({ length: 5001 }, (_, i) => `10.0.${i >> 8}.${i & 255}`) }], next))).toBe(101029);
    expect(codeOf(() => list.update(rows, rows[0]!.id, () => ({ name: 'b' })))).toBe(101025);
    expect(codeOf(() => list.remove(rows, [rows[0]!.id, 424242]))).toBe(101018);
    expect(JSON.stringify(rows)).toBe(before);
    expect(seq).toBe(seqBefore);
  });

  it('pages and sorts 500 rows', () => {
    const sortable = ruleList<Row>({ noun: 'row', sortable: { name: (r) => r.name } });
    const rows: Row[] = Array.from({ length: 500 }, (_, i) => ({ id: i + 1, name: `rule-${String((i * 7919) % 500).padStart(3, '0')}` }));
    const names = (orderBy: 'asc' | 'desc') => sortable.page(rows, { page: 3, pageSize: 100, sortBy: 'name', orderBy }).data.map((r) => r.name);
    expect(names('asc')).toEqual(Array.from({ length: 100 }, (_, i) => `rule-${String(200 + i).padStart(3, '0')}`));
    expect(names('desc')).toEqual(Array.from({ length: 100 }, (_, i) => `rule-${String(299 - i).padStart(3, '0')}`));
  });

  it('canonicalises IPs and CIDR blocks', () => {
    expect(canonicalIp('2001:DB8:0:0::1/128')).toBe('2001:db8::1');
    expect(canonicalIp('203.0.113.7/32')).toBe('203.0.113.7');
    expect(canonicalIp('198.51.100.0/24')).toBe('198.51.100.0/24');
    expect(canonicalIp('198.51.100.0/33')).toBeNull();
    expect(canonicalIp('1:2:3:4:5:6:7:8:9')).toBeNull();
    expect(canonicalIp('203.0.113.07')).toBeNull();
  });
});

describe('list calls', () => {
  interface Item {
    id: number;
    priority?: number;
    name: string;
  }
  const ids = { list: 'user-luaAcl-list-rules', create: 'user-luaAcl-create-rule', update: 'user-luaAcl-update-rule', delete: 'user-luaAcl-delete-rules' } as const;
  const nameOf = (body: unknown) => (body as { name: string }).name;

  /** The four calls on `rows`, counting the saves; a row named "kept" cannot be removed. */
  function calls(rows: Item[]) {
    const saves: string[] = [];
    let seq = 100;
    const list = ruleList<Item>({ noun: 'item', ordered: true, maxRows: 3, keys: (r) => [r.name] });
    const group = collection(ids, {
      noun: 'item',
      at: () => listPlace(list, rows, () => ++seq),
      drafts: (body) => [{ name: nameOf(body) }],
      patch: (_row: Item, body) => ({ name: nameOf(body) }),
      view: (row) => ({ ...row, shown: true }),
      created: true,
      removable: (doomed) => {
        if (doomed.some((r) => r.name === 'kept')) throw fail.field('ids', 'kept rows stay');
      },
    });
    const context = { store: { changed: () => saves.push('saved') } };
    const call = (id: keyof typeof group, body: unknown, query: Record<string, unknown> = {}) =>
      (group[id] as unknown as { handle: (input: unknown, context: unknown) => unknown }).handle({ params: {}, query, body, headers: {} }, context);
    return { saves, call };
  }

  it('creates, lists, updates and deletes through the list, answering views and saving once a write', () => {
    const rows: Item[] = [];
    const { saves, call } = calls(rows);
    expect(call(ids.create, { name: 'a' })).toEqual({ data: { id: 101, name: 'a', priority: 1, shown: true } });
    call(ids.create, { name: 'b' });
    expect(call(ids.list, undefined, { page: 1, pageSize: 1 })).toEqual({ data: [{ id: 101, name: 'a', priority: 1, shown: true }], total: 2 });
    expect(call(ids.update, { id: 102, name: 'c' })).toMatchObject({ code: 101001 });
    expect(call(ids.delete, { ids: [101] })).toMatchObject({ code: 101001 });
    expect(rows).toEqual([{ id: 102, name: 'c', priority: 1 }]);
    expect(saves).toHaveLength(4);
  });

  it('refuses before changing or saving: a duplicate (101025), another list\'s id (101018), a row removable refuses (101003)', () => {
    const rows: Item[] = [];
    const { saves, call } = calls(rows);
    call(ids.create, { name: 'kept' });
    call(ids.create, { name: 'other' });
    const before = JSON.stringify(rows);
    expect(codeOf(() => call(ids.create, { name: 'kept' }))).toBe(101025);
    expect(codeOf(() => call(ids.update, { id: 4242, name: 'x' }))).toBe(101018);
    expect(codeOf(() => call(ids.delete, { ids: [102, 101] }))).toBe(101003);
    expect(JSON.stringify(rows)).toBe(before);
    expect(saves).toHaveLength(2);
  });
});
