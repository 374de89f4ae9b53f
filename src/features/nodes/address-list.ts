// A node list whose text filters live in the address (issue 25): the command palette opens the list filtered to the
// node it found (`?ip=203.0.113.132&node=113`), the row named by `node` is brought into view and marked, and the
// filters typed afterwards are written back (replacing the entry), so a reload or a shared link shows the same rows.
import { useEffect, useEffectEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { filtersOfAddress, type ListState, type SortOrder, useListState, withFiltersInAddress } from '../../components/resource-table/list-state';

/** The address key naming the row to show (a node's id). */
export const HIGHLIGHT_KEY = 'node';

export function useAddressList<F extends object>(
  keys: readonly (keyof F & string)[],
  initial: { pageSize?: number; sortBy?: string; orderBy?: SortOrder } = {},
): { list: ListState<F>; highlight: string | undefined } {
  const [address, setAddress] = useSearchParams();
  const [filters] = useState(() => filtersOfAddress<F>(address, keys) as F);
  const list = useListState<F>({ ...initial, filters });
  const shown = JSON.stringify(keys.map((key) => list.filters[key] ?? null));
  // A link followed while the list is open (the palette from the node list itself): its filters replace those shown.
  const linked = JSON.stringify(keys.map((key) => address.get(key)?.trim() || null));
  const [followed, setFollowed] = useState(linked);
  if (linked !== followed) {
    setFollowed(linked);
    if (linked !== shown) list.setFilters(Object.fromEntries(keys.map((key) => [key, address.get(key)?.trim() || undefined])) as Partial<F>);
  }
  const writeAddress = useEffectEvent(() => {
    // Only a change is written: navigating to the same address would still be a navigation (loaders run again).
    const current = new URLSearchParams(window.location.search);
    const next = withFiltersInAddress<F>(current, list.filters, keys);
    if (next.toString() !== current.toString()) setAddress(next, { replace: true });
  });
  // Written again when what is written of the filters (`shown`) changes, or the address (setAddress is new with it).
  useEffect(() => writeAddress(), [shown, setAddress]);
  return { list, highlight: address.get(HIGHLIGHT_KEY) ?? undefined };
}
