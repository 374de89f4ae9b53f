// Small pieces the infrastructure handlers share: sorting by a named key, name filters, the next id, refusals.
import { ApiFailure, fail } from '../../errors.ts';
import { paginate, sortRows, textsBy, type PageQuery } from '../../domain/paging.ts';

type Sortable = string | number | boolean | null | undefined;

/** Text without case, numbers in text by value. */
const textsAndNumbers = textsBy(new Intl.Collator('en', { sensitivity: 'base', numeric: true }));

/**
 * Sorts rows by `sortBy` (one of `keys`, else 101003 naming the allowed ones) in `orderBy` direction,
 * then pages them. Without `sortBy` the rows keep the default order given.
 */
export function sortAndPage<T>(
  rows: T[],
  query: PageQuery & { sortBy?: string; orderBy?: 'asc' | 'desc' },
  keys: Record<string, (row: T) => Sortable>,
): { data: T[]; total: number } {
  if (query.sortBy !== undefined && query.sortBy !== '') {
    const key = keys[query.sortBy];
    if (!key) {
      throw new ApiFailure(101003, 'parameter error', [{ in: 'query', field: 'sortBy', message: `must be one of ${Object.keys(keys).join(', ')}` }]);
    }
    rows = sortRows(rows, key, query.orderBy ?? 'asc', textsAndNumbers);
  } else if (query.orderBy === 'desc') {
    rows.reverse();
  }
  return paginate(rows, query);
}

/** Refuses (101003 on `field`, "<what>: a, b") the values `bad` picks, before anything changes. */
export function refuseAny<T>(values: readonly T[], bad: (value: T) => boolean, field: string, what: string): void {
  const picked = values.filter(bad);
  if (picked.length) throw fail.field(field, `${what}: ${picked.join(', ')}`);
}

/** Case-insensitive "contains" filter; an empty needle matches everything. */
export const contains = (value: string, needle: string | undefined) =>
  needle === undefined || needle === '' || value.toLowerCase().includes(needle.toLowerCase());

export { next } from '../define.ts';

/** The list `map` keeps at `key` (a new one the first time). */
export function listAt<K, V>(map: Map<K, V[]>, key: K): V[] {
  let list = map.get(key);
  if (!list) map.set(key, (list = []));
  return list;
}

/** IPs as the contract types them (an anyOf of formats gives `unknown`); the request was validated as strings. */
export const ipTexts = (values: readonly unknown[]): string[] => values.map(String);
