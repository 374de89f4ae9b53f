// Pieces the analytics resource files share: the caller's selection, paging.
import { allowedSites } from '../../domain/permissions.ts';
import type { Store } from '../../state/store.ts';
import type { Caller } from '../../types.ts';
import { paginate } from '../../domain/paging.ts';
import { slices } from '../../domain/slices.ts';
import { type ScopeFilter, scopeOf, select } from './scope.ts';
import { seriesOf } from './series.ts';

/**
 * The sites the caller may see: its tenancy's, narrowed to its role's sites for a sub-account limited to sites
 * (x-permission `site`: naming no site means these, never every site of the tenant).
 */
export function callerScope(store: Store, caller: Caller) {
  const allowed = allowedSites(store, caller);
  const scope = scopeOf(store, caller.account);
  return allowed === null ? scope : scope.filter((s) => allowed.includes(s.site.id));
}

/**
 * The caller's sites narrowed by the query's filters (a site it may not see: 101018). With the request's clock, the
 * series of each selected site are computed here, a slice at a time (issue 24, item 7): the first call over hundreds
 * of sites in a new 5-minute bucket recomputes them all, which held the event loop for several hundred ms.
 */
export async function selection(store: Store, caller: Caller, filter: ScopeFilter, now?: number) {
  const sel = select(callerScope(store, caller), filter);
  if (now !== undefined) {
    const pause = slices();
    for (const s of sel) {
      seriesOf(s.site.id, now);
      await pause();
    }
  }
  return sel;
}

/** A page of rows (page 1 of 10 rows unless the call says); with `view`, each row as it shows it. */
export const page = <T, V = T>(rows: readonly T[], page?: number, pageSize?: number, view?: (row: T) => V) => paginate(rows, { page, pageSize }, view);

export { iso } from '../system/common.ts';
