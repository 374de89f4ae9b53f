// The client's Domains screen acts across customers: a per-site call (enable, force HTTPS, CNAME check) is made
// once for each site the chosen domains belong to.
export interface SiteDomainRef {
  id: number;
  siteID: number;
}

/** The chosen domains' ids by site, sites in the order first met. */
export function idsBySite(rows: readonly SiteDomainRef[]): { siteId: number; ids: number[] }[] {
  const groups = new Map<number, number[]>();
  for (const row of rows) {
    const ids = groups.get(row.siteID) ?? [];
    if (!ids.includes(row.id)) ids.push(row.id);
    groups.set(row.siteID, ids);
  }
  return [...groups].map(([siteId, ids]) => ({ siteId, ids }));
}

/** Every id matching the filters, those of the rows at hand first (so that the names shown are theirs). */
export function matchingFirst<R extends { id: number }>(page: readonly R[], all: readonly number[]): number[] {
  const set = new Set(all);
  const first = page.map((row) => row.id).filter((id) => set.has(id));
  const seen = new Set(first);
  return [...first, ...all.filter((id) => !seen.has(id))];
}


/** An action on chosen domains that is made once per site. */
export type DomainBulkKind = 'enable' | 'disable' | 'forceOn' | 'forceOff' | 'cname';

export const DOMAIN_BULK_OPERATION = {
  enable: 'user-siteDomain-set-status',
  disable: 'user-siteDomain-set-status',
  forceOn: 'user-siteDomain-set-force-ssl',
  forceOff: 'user-siteDomain-set-force-ssl',
  cname: 'user-siteDomain-check-cnames',
} as const satisfies Record<DomainBulkKind, string>;

/** The body of one site's call of an action. */
export function domainBulkBody(kind: 'enable' | 'disable', ids: number[]): { ids: number[]; status: 0 | 1 };
export function domainBulkBody(kind: 'forceOn' | 'forceOff', ids: number[]): { ids: number[]; forceSSL: boolean };
export function domainBulkBody(kind: 'cname', ids: number[]): { ids: number[] };
export function domainBulkBody(kind: DomainBulkKind, ids: number[]): { ids: number[]; status?: 0 | 1; forceSSL?: boolean };
export function domainBulkBody(kind: DomainBulkKind, ids: number[]): { ids: number[]; status?: 0 | 1; forceSSL?: boolean } {
  if (kind === 'enable' || kind === 'disable') return { ids, status: kind === 'enable' ? 1 : 0 };
  if (kind === 'forceOn' || kind === 'forceOff') return { ids, forceSSL: kind === 'forceOn' };
  return { ids };
}

/** The domains an action applies to: HTTPS is forced only where the domain has an HTTPS port. */
export const domainsFor = <R extends { scheme: { https: readonly unknown[] } }>(kind: DomainBulkKind, rows: readonly R[]): R[] =>
  kind === 'forceOn' ? rows.filter((row) => row.scheme.https.length > 0) : [...rows];

/** The calls an action makes on these domains, one per site (the site's name with each, as the rows give it). */
export function domainBulkCalls<R extends SiteDomainRef & { siteName?: string; scheme: { https: readonly unknown[] } }>(kind: DomainBulkKind, rows: readonly R[]) {
  const chosen = domainsFor(kind, rows);
  return idsBySite(chosen).map(({ siteId, ids }) => ({
    operation: DOMAIN_BULK_OPERATION[kind],
    path: { siteId },
    body: domainBulkBody(kind, ids),
    siteName: chosen.find((row) => row.siteID === siteId)?.siteName ?? String(siteId),
  }));
}
