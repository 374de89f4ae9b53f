// Pieces the analytics resource files share: the area check, the caller's selection, paging.
import { allowedSites } from '../../domain/permissions.ts';
import { fail } from '../../errors.ts';
import type { Kind } from '../../state/model.ts';
import type { Store } from '../../state/store.ts';
import type { Caller } from '../../types.ts';
import { type ScopeFilter, type SiteScope, type Selected, scopeOf, select } from './scope.ts';

/** Paths under /user/ are the user console's, under /client/ the client console's (101018 for another area). */
export function requireArea(caller: Caller, area: Kind): void {
  if (caller.account.auth !== area) throw fail.denied(`a ${caller.account.auth} account cannot use the ${area} console`);
}

/**
 * The sites the caller may see: its tenancy's, narrowed to its role's sites for a sub-account limited to sites
 * (x-permission `site`: naming no site means these, never every site of the tenant).
 */
export function callerScope(store: Store, caller: Caller): SiteScope[] {
  const allowed = allowedSites(store, caller);
  const scope = scopeOf(store, caller.account);
  return allowed === null ? scope : scope.filter((s) => allowed.includes(s.site.id));
}

/** The caller's sites narrowed by the query's filters (a site it may not see is refused, 101018). */
export function selection(store: Store, caller: Caller, area: Kind, filter: ScopeFilter): Selected[] {
  requireArea(caller, area);
  return select(callerScope(store, caller), filter);
}

export function page<T>(rows: readonly T[], pageNo = 1, pageSize = 10): { data: T[]; total: number } {
  const start = (pageNo - 1) * pageSize;
  return { data: rows.slice(start, start + pageSize), total: rows.length };
}

export const iso = (ms: number): string => new Date(ms).toISOString();
