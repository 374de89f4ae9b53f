// The live state of the sites module, its id sequences, and the look-ups other modules may plug in.
import { type PageQuery, paginate, sortRows } from '../../domain/paging.ts';
import { fail } from '../../errors.ts';
import { next, stateNamed } from '../define.ts';
import type { Store } from '../../state/store.ts';
import type { DomainInfo, ModuleKind, Scheme, SiteInfo, SitesState } from './model.ts';
import type { Sortable } from '../crud-more.ts';

export const SITES_MODULE = 'sites';

export const sitesState = (store: Store): SitesState => stateNamed(store, SITES_MODULE);

/** A site is alive while its base row exists (removing an account removes the base rows of its sites). */
export const liveSites = (store: Store) => sitesState(store).sites.filter((s) => store.sites.has(s.id));

export const sitesOwnedBy = (store: Store, rootId: number) => liveSites(store).filter((s) => s.ownerId === rootId);

export const domainsOnSite = (state: SitesState, siteId: number) => state.domains.filter((d) => d.siteId === siteId);

export const nextId = (state: SitesState, sequence: keyof SitesState['sequences']) => next(state.sequences, sequence);

export const iso = (ms: number) => new Date(ms).toISOString();

/** Changes each row (a site, a domain) and notes its update time. */
export function touchEach<T extends { updatedAt: string }>(rows: readonly T[], now: number, change: (row: T) => unknown = () => undefined) {
  for (const row of rows) {
    change(row);
    row.updatedAt = iso(now);
  }
}

/** A query's filter on any of the values it names (it names none: every row passes). */
export function anyOf<T>(wanted: readonly T[] | undefined): (values: readonly T[]) => boolean {
  const set = wanted?.length ? new Set(wanted) : null;
  return (values) => !set || values.some((v) => set.has(v));
}

/** A query's filter on a part of a text, case-insensitively (none given: every row passes). */
export function partOf(part: string | undefined): (text: string) => boolean {
  const wanted = part?.toLowerCase();
  return (text) => !wanted || text.toLowerCase().includes(wanted);
}

/**
 * The domains of the sites that a domain list or search matches: in the named sites and zones (one, or any of
 * several), of part of a site name and of part of the name, with any of the tags.
 */
export function matchingDomains(
  sites: Map<number, SiteInfo>,
  domains: readonly DomainInfo[],
  query: { siteID?: number; siteIDs?: number[]; siteName?: string; zoneID?: number; zoneIDs?: number[]; name?: string; tags?: string[] },
) {
  const one = (id?: number) => (id === undefined ? [] : [id]);
  const [inSites, inZones] = [anyOf(query.siteIDs ?? one(query.siteID)), anyOf(query.zoneIDs ?? one(query.zoneID))];
  const [siteName, tags, name] = [partOf(query.siteName), anyOf(query.tags), query.name?.toLowerCase() ?? ''];
  return domains.filter((d) => {
    const site = sites.get(d.siteId);
    return site && inSites([d.siteId]) && inZones(one(site.zoneID)) && siteName(site.siteName) && d.domainName.includes(name) && tags(d.tags);
  });
}

/** A domain search (of either console): the matching domains of the sites, part of their name the keyword; the first `limit`. */
export function searchDomains<V>(
  sites: Map<number, SiteInfo>,
  domains: readonly DomainInfo[],
  body: { siteIDs?: number[]; zoneIDs?: number[]; tags?: string[]; keyword?: string; limit?: number },
  view: (domain: DomainInfo, site: SiteInfo) => V,
) {
  const rows = matchingDomains(sites, domains, { ...body, name: body.keyword });
  return { data: rows.slice(0, body.limit ?? 100).map((d) => view(d, sites.get(d.siteId) as SiteInfo)), total: rows.length };
}

/** pause/normal/lock as stored, or expired once the expiry date has passed. */
export const effectiveStatus = (site: SiteInfo, now: number) => (site.expiredAt !== null && Date.parse(site.expiredAt) <= now ? 'expired' : site.status);

/**
 * What the sites module asks of other resource modules, so that it can answer with their data: zone names, the
 * ports open on a site, and the per-site modules bound to domains. A module answers by registering them once
 * (`provideToSites`, beside its definition); nobody else writes them. Without them the sites module falls back to
 * its own data (seeded zone names; every port accepted; any module id accepted, no custom headers).
 */
export interface SitesLookups {
  zoneName: (store: Store, zoneId: number) => string | undefined;
  /** Layer-4 ports opened on the given sites (the ports module); 0 without it. */
  portsUsed: (store: Store, siteIds: number[]) => number;
  /** The HTTP and HTTPS ports open on a site (the ports module); without it every port is accepted. */
  openPorts: (store: Store, siteId: number) => Scheme | undefined;
  /** A module of a site as the module's owner describes it (name; headers for custom-header modules). */
  siteModule: (store: Store, kind: ModuleKind, siteId: number, id: number) => { name: string; headers?: Record<'name' | 'value', string>[] } | undefined;
}

const lookups: Partial<SitesLookups> = {};
const providerOf = new Map<keyof SitesLookups, string>();

/** Registers the look-ups a module answers for the sites module; a look-up has one provider (a second one throws). */
export function provideToSites(provider: string, provided: Partial<SitesLookups>) {
  for (const key of Object.keys(provided) as (keyof SitesLookups)[]) {
    const earlier = providerOf.get(key);
    if (earlier !== undefined && earlier !== provider) throw new Error(`embedded backend: ${provider} provides the sites look-up ${key}, which ${earlier} already provides`);
    providerOf.set(key, provider);
  }
  Object.assign(lookups, provided);
}

export const sitesLookup = <K extends keyof SitesLookups>(key: K) => lookups[key];

export function zoneNameOf(store: Store, zoneId: number | undefined) {
  if (zoneId === undefined) return '';
  return sitesLookup('zoneName')?.(store, zoneId) ?? sitesState(store).zones.find((z) => z.id === zoneId)?.name ?? `zone-${zoneId}`;
}

export const productOf = (state: SitesState, site: SiteInfo) => state.products.find((p) => p.id === site.productID);

/** Domains by site, built once per call. */
export function domainsBySite(domains: readonly DomainInfo[]) {
  const map = new Map<number, DomainInfo[]>();
  for (const d of domains) {
    if (!map.has(d.siteId)) map.set(d.siteId, []);
    map.get(d.siteId)?.push(d);
  }
  return map;
}

type SortQuery = PageQuery & { sortBy?: string; orderBy?: 'asc' | 'desc' };

/** A page of the rows (as `view` shows each), sorted on the key `sortBy` names (101003 for a key not in `sorts`), else as they come. */
export function sortedPage<T, V = T>(rows: T[], sorts: Record<string, (row: T) => Sortable>, query: SortQuery, view?: (row: T) => V) {
  const key = query.sortBy ? sorts[query.sortBy] : undefined;
  if (query.sortBy && !key) throw fail.parameter(`cannot sort by ${query.sortBy}`, [{ in: 'query', field: 'sortBy', message: `one of ${Object.keys(sorts).join(', ')}` }]);
  return paginate(key ? sortRows(rows, key, query.orderBy ?? 'asc') : rows, query, view);
}
