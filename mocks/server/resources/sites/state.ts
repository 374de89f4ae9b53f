// The live state of the sites module, its id sequences, and the look-ups other modules may plug in.
import type { Store } from '../../state/store.ts';
import type { DomainInfo, ModuleKind, ProductRecord, SiteInfo, SiteStatus, SitesState } from './model.ts';

export const SITES_MODULE = 'sites';

export function sitesState(store: Store): SitesState {
  const state = store.resources[SITES_MODULE];
  if (state === undefined) throw new Error('embedded backend: resource module sites has no state');
  return state as SitesState;
}

/** A site is alive while its base row exists (removing an account removes the base rows of its sites). */
export const liveSites = (store: Store): SiteInfo[] => sitesState(store).sites.filter((s) => store.sites.has(s.id));

export function nextId(state: SitesState, sequence: keyof SitesState['sequences']): number {
  state.sequences[sequence] += 1;
  return state.sequences[sequence];
}

export const iso = (ms: number): string => new Date(ms).toISOString();

/** pause/normal/lock as stored, or expired once the expiry date has passed. */
export function effectiveStatus(site: SiteInfo, now: number): SiteStatus {
  if (site.status === 'expired') return 'expired';
  if (site.expiredAt !== null && Date.parse(site.expiredAt) <= now) return 'expired';
  return site.status;
}

/** A module of a site as the module's owner describes it (name; headers for custom-header modules). */
export interface BoundModule {
  name: string;
  headers?: { name: string; value: string }[];
}

/**
 * Look-ups other resource modules may register (at import time) so this one can answer with their data:
 * zone names, and the per-site modules bound to domains. Without them the module falls back to its own data
 * (seeded zone names; any module id accepted, no custom headers).
 */
export const sitesHooks: {
  zoneName?: (store: Store, zoneId: number) => string | undefined;
  /** Layer-4 ports opened on the given sites (the ports module); 0 without it. */
  portsUsed?: (store: Store, siteIds: number[]) => number;
  /** The HTTP and HTTPS ports open on a site (the ports module); without it every port is accepted. */
  openPorts?: (store: Store, siteId: number) => { http: number[]; https: number[] } | undefined;
  siteModule?: (store: Store, kind: ModuleKind, siteId: number, moduleId: number) => BoundModule | undefined;
} = {};

export function zoneNameOf(store: Store, zoneId: number | undefined): string {
  if (zoneId === undefined) return '';
  return sitesHooks.zoneName?.(store, zoneId) ?? sitesState(store).zones.find((z) => z.id === zoneId)?.name ?? `zone-${zoneId}`;
}

export const productOf = (state: SitesState, site: SiteInfo): ProductRecord | undefined =>
  state.products.find((p) => p.id === site.productID);

/** Domains by site, built once per call. */
export function domainsBySite(domains: readonly DomainInfo[]): Map<number, DomainInfo[]> {
  const map = new Map<number, DomainInfo[]>();
  for (const d of domains) {
    const list = map.get(d.siteId);
    if (list) list.push(d);
    else map.set(d.siteId, [d]);
  }
  return map;
}

const collator = new Intl.Collator('en', { sensitivity: 'base' });

/**
 * A stable sort on one key, nulls last whatever the direction; like domain/paging's sortRows, but with one
 * shared collator (String.localeCompare with options builds a collator per comparison: 35 ms for 500 rows).
 */
export function sortOn<T>(rows: T[], key: (row: T) => string | number | null | undefined, order: 'asc' | 'desc' = 'asc'): T[] {
  const direction = order === 'desc' ? -1 : 1;
  const keyed = rows.map((row, index) => ({ row, index, value: key(row) }));
  keyed.sort((a, b) => {
    const x = a.value;
    const y = b.value;
    if (x === y) return a.index - b.index;
    if (x === null || x === undefined) return 1;
    if (y === null || y === undefined) return -1;
    const c = typeof x === 'string' && typeof y === 'string' ? collator.compare(x, y) : x < y ? -1 : 1;
    return c === 0 ? a.index - b.index : c * direction;
  });
  return keyed.map((k) => k.row);
}
