import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { type RangeState, rangeState, type Scope } from './filters';
import { RANGE_IDS, type RangeId } from './range';

// The filters live in the address (issue 25): a reload, a bookmark or a link sent to a colleague shows the same
// figures. Keys: zone, siteType, site, tag, domain, range, and from/to (ISO) for a custom range.
const SCOPE_KEYS: Record<keyof Scope, string> = { zoneId: 'zone', siteType: 'siteType', siteId: 'site', domainTag: 'tag', domainId: 'domain' };

export function scopeFrom(params: URLSearchParams, initial: Scope): Scope {
  const scope = { ...initial };
  for (const [field, key] of Object.entries(SCOPE_KEYS) as [keyof Scope, string][]) {
    const value = params.get(key);
    if (value === null) continue;
    if (field === 'siteType') {
      if (value === '0' || value === 'l7' || value === 'l4') scope.siteType = value;
    } else scope[field] = value;
  }
  return scope;
}

export function rangeFrom(params: URLSearchParams, offered: readonly RangeId[], initial: RangeId): RangeState {
  const id = params.get('range') as RangeId | null;
  if (id === 'custom') {
    const from = new Date(params.get('from') ?? '');
    const to = new Date(params.get('to') ?? '');
    if (!Number.isNaN(from.getTime()) && !Number.isNaN(to.getTime())) return { range: 'custom', at: Date.now(), custom: [from, to] };
  }
  return rangeState(id && RANGE_IDS.includes(id) && offered.includes(id) ? id : initial);
}

export function writeFilters(params: URLSearchParams, scope: Scope, range: RangeState, initialScope: Scope, initialRange: RangeId): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [field, key] of Object.entries(SCOPE_KEYS) as [keyof Scope, string][]) {
    if (scope[field] === initialScope[field]) next.delete(key);
    else next.set(key, scope[field]);
  }
  if (range.range === initialRange) next.delete('range');
  else next.set('range', range.range);
  const [from, to] = range.custom;
  if (range.range === 'custom' && from && to) {
    next.set('from', from.toISOString());
    next.set('to', to.toISOString());
  } else {
    next.delete('from');
    next.delete('to');
  }
  return next;
}

/**
 * A screen's scope and range, read from the address once; every change is written back to it (replacing the entry:
 * no history step per click).
 */
export function useAddressFilters(offered: readonly RangeId[], initialRange: RangeId, initialScope: Scope) {
  const [params, setParams] = useSearchParams();
  const [scope, keepScope] = useState<Scope>(() => scopeFrom(params, initialScope));
  const [range, keepRange] = useState<RangeState>(() => rangeFrom(params, offered, initialRange));
  const setScope = (next: Scope) => {
    keepScope(next);
    setParams((current) => writeFilters(current, next, range, initialScope, initialRange), { replace: true });
  };
  const setRange = (next: RangeState) => {
    keepRange(next);
    setParams((current) => writeFilters(current, scope, next, initialScope, initialRange), { replace: true });
  };
  return { scope, setScope, range, setRange };
}
