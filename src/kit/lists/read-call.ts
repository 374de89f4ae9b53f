// Which call reads a paged list's rows, and what it is sent: the list call with the paging, the sort, the query
// parameters taken from the path (`queryFromPath`) and the filters; or, while nothing narrows the rows and they are in
// their first order, a narrower call that pages only (`calls.unfiltered`: a site's own blocked IPs, where the list call
// is the account's, filtered by the site).
import type { ListDescriptor } from './descriptor';
import type { FilterParam } from './scope';
import { firstSort } from './refresh';
import { listQuery } from './sort';

export type ReadQuery = Record<string, string | number | boolean | undefined | FilterParam>;

export interface ReadState {
  /** The list's path. */
  path: Record<string, number>;
  /** The page, its size and the sort chosen. */
  paging: { page: number; pageSize: number; sortBy?: string; orderBy?: 'asc' | 'desc' };
  /** The filters set, as the list call takes them. */
  filters: Record<string, FilterParam>;
}

/** The query parameters a list takes from its path (`queryFromPath`: query parameter → path parameter), those the path has. */
export const queryFromPath = (list: ListDescriptor, path: Record<string, number>): Record<string, number> =>
  Object.fromEntries(Object.entries(list.queryFromPath ?? {}).flatMap(([param, from]) => (path[from] === undefined ? [] : [[param, path[from]]])));

/** Whether the narrower call (`calls.unfiltered`) reads the rows: no filter set, the first order (`sortedBy`) kept. */
export function readsUnfiltered(list: ListDescriptor, { paging, filters }: Omit<ReadState, 'path'>): boolean {
  if (!list.calls.unfiltered || Object.keys(filters).length > 0) return false;
  const first = firstSort(list.sortedBy);
  return paging.sortBy === first.sortBy && (paging.sortBy === undefined || paging.orderBy === first.orderBy);
}

/** The call reading the rows now and the parameters it is sent (as a query, or the body of a `searchBody` list). */
export function readCall(list: ListDescriptor, state: ReadState): { operation: string; sent: ReadQuery } {
  if (readsUnfiltered(list, state)) return { operation: list.calls.unfiltered!, sent: { page: state.paging.page, pageSize: state.paging.pageSize } };
  return { operation: list.calls.list, sent: { ...listQuery(state.paging, list.sort), ...queryFromPath(list, state.path), ...state.filters } };
}
