// The paging, sorting and filter state of one list, mapped to the query parameters of its operation
// (spec 9: page 1, pageSize 10 by default; `sortBy`, `orderBy`).
import { useCallback, useMemo, useState } from 'react';

export type SortOrder = 'asc' | 'desc';

export const PAGE_SIZES = [10, 25, 50, 100, 200, 500] as const;
export const FIREWALL_PAGE_SIZES = [10, 25, 50, 75, 100] as const;

export interface ListState<F extends object> {
  page: number;
  pageSize: number;
  sortBy?: string;
  orderBy?: SortOrder;
  filters: F;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  setSort: (sortBy: string | undefined, orderBy?: SortOrder) => void;
  /** Changes some filters and goes back to the first page. */
  setFilters: (changes: Partial<F>) => void;
  /** The query parameters of the list call: paging, sorting and the filters that are set. */
  params: { page: number; pageSize: number; sortBy?: string; orderBy?: SortOrder } & Partial<F>;
}

const isSet = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

export function useListState<F extends object = Record<string, never>>(
  initial: { pageSize?: number; sortBy?: string; orderBy?: SortOrder; filters?: F } = {},
): ListState<F> {
  const [page, setPage] = useState(1);
  const [pageSize, setSize] = useState(initial.pageSize ?? 10);
  const [sort, setSortState] = useState<{ sortBy?: string; orderBy?: SortOrder }>({
    sortBy: initial.sortBy,
    orderBy: initial.orderBy,
  });
  const [filters, setFilterState] = useState<F>(initial.filters ?? ({} as F));
  const setPageSize = useCallback((size: number) => {
    setSize(size);
    setPage(1);
  }, []);
  const setSort = useCallback((sortBy: string | undefined, orderBy?: SortOrder) => {
    setSortState(sortBy ? { sortBy, orderBy: orderBy ?? 'asc' } : {});
    setPage(1);
  }, []);
  const setFilters = useCallback((changes: Partial<F>) => {
    setFilterState((current) => ({ ...current, ...changes }));
    setPage(1);
  }, []);
  const params = useMemo(() => {
    const set = Object.fromEntries(Object.entries(filters).filter(([, value]) => isSet(value))) as Partial<F>;
    return { page, pageSize, ...(sort.sortBy ? sort : {}), ...set };
  }, [page, pageSize, sort, filters]);
  return { page, pageSize, ...sort, filters, setPage, setPageSize, setSort, setFilters, params };
}

/**
 * The filters a link names in the address (`?ip=203.0.113.132`), for a list's first filters: the command palette opens
 * a list filtered to what it found (issue 25). Only the keys given are read; empty values are no filter.
 */
export function filtersOfAddress<F extends object>(search: URLSearchParams, keys: readonly (keyof F & string)[]): Partial<F> {
  const found: Record<string, string> = {};
  for (const key of keys) {
    const value = search.get(key)?.trim();
    if (value) found[key] = value;
  }
  return found as Partial<F>;
}

/** The address with the list's text filters `keys` written in (set ones) or taken out (others), the rest kept. */
export function withFiltersInAddress<F extends object>(search: URLSearchParams, filters: Partial<F>, keys: readonly (keyof F & string)[]): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of keys) {
    const value = filters[key];
    if (isSet(value)) next.set(key, String(value));
    else next.delete(key);
  }
  return next;
}
