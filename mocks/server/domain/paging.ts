// Pages and sorting of list calls (spec 9: page 1 and page size 10 by default).
export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 10;

export interface PageQuery {
  page?: number;
  pageSize?: number;
}

export function paginate<T>(rows: readonly T[], query: PageQuery): { data: T[]; total: number } {
  const page = query.page ?? DEFAULT_PAGE;
  const size = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const start = (page - 1) * size;
  return { data: rows.slice(start, start + size), total: rows.length };
}

type Sortable = string | number | boolean | null | undefined;

// One collator for every sort: localeCompare with options builds a new one at each comparison.
const collator = new Intl.Collator('en', { sensitivity: 'base' });

/** A stable sort on one key; nulls last whatever the direction. */
export function sortRows<T>(rows: T[], key: (row: T) => Sortable, order: 'asc' | 'desc' = 'asc'): T[] {
  const direction = order === 'desc' ? -1 : 1;
  return rows.sort((a, b) => {
    const x = key(a);
    const y = key(b);
    if (x === y) return 0;
    if (x === null || x === undefined) return 1;
    if (y === null || y === undefined) return -1;
    if (typeof x === 'string' && typeof y === 'string') return collator.compare(x, y) * direction;
    return (x < y ? -1 : 1) * direction;
  });
}
