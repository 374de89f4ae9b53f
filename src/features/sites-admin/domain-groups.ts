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

