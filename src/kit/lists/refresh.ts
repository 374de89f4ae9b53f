// What a list descriptor's `sortedBy`, `refreshEvery` and `bulk` make of its calls: the list's polling (while the page is seen) and
// the call of a bulk action on the rows chosen (the same for the request sent and for "Copy as API call").
import { pollWhileVisible } from '../polling';
import type { BulkAction, ListDescriptor } from './descriptor';
import type { Row } from './scope';

/** The list call's query options: read again every `refreshEvery` seconds while the page is seen, failures silent;
 * `refreshWhile`: only while a row read has one of its values. */
export const refreshOptions = (list: Pick<ListDescriptor, 'refreshEvery' | 'refreshWhile'>) => {
  if (!list.refreshEvery) return {};
  const polled = pollWhileVisible(list.refreshEvery * 1000);
  const want = list.refreshWhile;
  if (!want) return polled;
  return {
    ...polled,
    refetchInterval: (query: { state: { data?: { data?: Row[] } } }) =>
      (query.state.data?.data ?? []).some((row) => want.values.includes(String(row[want.field]))) ? polled.refetchInterval : false,
  };
};

/** A bulk action's call on the rows chosen: their keys as `{ ids }`. */
export const bulkCall = (action: BulkAction, selected: Row[], key: string, path: Record<string, number>) => ({
  operation: action.call,
  path,
  body: { ids: selected.map((row) => row[key]) },
});

/** The first sort of a list (`sortedBy`: `field`, or `-field` descending), as the list state takes it. */
export const firstSort = (sortedBy: string | undefined): { sortBy?: string; orderBy?: 'asc' | 'desc' } =>
  sortedBy ? { sortBy: sortedBy.replace(/^-/, ''), orderBy: sortedBy.startsWith('-') ? 'desc' : 'asc' } : {};
