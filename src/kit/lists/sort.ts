// The query of a paged list: paging and filters as they are, the sort as the list's call takes it.
import type { ListDescriptor } from './descriptor';

type Value = string | number | boolean | undefined;
type Params = Record<string, Value> & { sortBy?: string; orderBy?: 'asc' | 'desc' };

/** `sortBy`/`orderBy`, or (a list with `sort`) one parameter: `<field>`, `-<field>` for descending. */
export function listQuery(params: Params, sort: ListDescriptor['sort']): Record<string, Value> {
  if (!sort) return params;
  const { sortBy, orderBy, ...rest } = params;
  return sortBy ? { ...rest, [sort.param]: `${orderBy === 'desc' ? '-' : ''}${sortBy}` } : rest;
}
