// Pages and sorting of list calls (spec 9: page 1 and page size 10 by default).
export interface PageQuery {
  page?: number;
  pageSize?: number;
}

/** One page of the rows, each as `view` shows it (as it is unless given). */
export function paginate<T, V = T>(rows: readonly T[], query: PageQuery, view?: (row: T) => V): { data: V[]; total: number } {
  const size = query.pageSize ?? 10;
  const start = ((query.page ?? 1) - 1) * size;
  const data = rows.slice(start, start + size);
  return { data: view ? data.map(view) : (data as unknown as V[]), total: rows.length };
}

type Key = string | number | boolean;

/** Texts through `collator` (one for every sort: localeCompare with options builds one per comparison, 35 ms for 500 rows), the rest by `<`. */
export const textsBy =
  (collator = new Intl.Collator('en', { sensitivity: 'base' })) =>
  (x: Key, y: Key): number =>
    typeof x === 'string' && typeof y === 'string' ? collator.compare(x, y) : x < y ? -1 : 1;

const withoutCase = textsBy();

/**
 * The rows (a new array) in a stable sort on one key, nulls last whatever the direction; `compare` orders two keys
 * (0 keeps the rows' order): texts without case, the rest by `<`, unless given.
 */
export function sortRows<T, V extends Key>(
  rows: readonly T[],
  key: (row: T) => V | null | undefined,
  order: 'asc' | 'desc' = 'asc',
  compare: (x: V, y: V) => number = withoutCase,
) {
  const direction = order === 'desc' ? -1 : 1;
  const keyed = rows.map((row, index) => ({ row, index, value: key(row) }));
  keyed.sort((a, b) => {
    const x = a.value;
    const y = b.value;
    if (x === y) return a.index - b.index;
    if (x === null || x === undefined) return 1;
    if (y === null || y === undefined) return -1;
    const c = compare(x, y);
    return c === 0 ? a.index - b.index : c * direction;
  });
  return keyed.map((k) => k.row);
}
