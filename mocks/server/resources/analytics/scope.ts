// Which sites, domains and zones a caller may see, and how the filters of a query narrow them.
import { visibleSites } from '../../domain/tenancy.ts';
import { fail } from '../../errors.ts';
import type { AccountRecord, SiteRecord } from '../../state/model.ts';
import type { Store } from '../../state/store.ts';
import { sitesIndex } from '../sites.resource.ts';
import { hash01, normalise } from './catalog.ts';

/** Stable pseudo-domains of a site when no sites module says which it has: the site name and 1-3 siblings. */
function pseudoDomains(site: SiteRecord) {
  const base = site.name.split('.').slice(1).join('.') || site.name;
  const extra = ['static', 'api', 'img'].slice(0, 1 + Math.floor(hash01(site.id, 77) * 3));
  return [{ id: site.id * 100 + 1, name: site.name }, ...extra.map((label, i) => ({ id: site.id * 100 + 2 + i, name: `${label}.${base}` }))];
}

/**
 * The scope of the visible sites with their domains (the sites module's, or stable pseudo-domains for a site it
 * does not know) and zones (the site's zoneID; a pseudo zone 1-3 without one).
 */
export function scopeOf(store: Store, account: AccountRecord) {
  const index = sitesIndex(store);
  return visibleSites(store, account).map((site) => {
    const info = index.site(site.id);
    const rows = info ? index.domains(site.id).map((d) => ({ id: d.id, name: d.domainName })) : pseudoDomains(site);
    // weight: the share of the site's traffic the domain has (the weights of a site sum to 1).
    const domains = normalise(rows.map((row, i) => ({ ...row, weight: 1 / (i + 1) ** 1.3 })));
    // serves: whether anything reaches the site: a layer-7 site with no domain serves nothing, so it has no traffic
    // (issue 25: a brand-new customer's dashboard showed invented traffic for a site without domains).
    return { site, domains, zoneId: info?.zoneID ?? 1 + (site.id % 3), serves: !info || rows.length > 0 || info.portType !== 'l7' };
  });
}

export interface ScopeFilter {
  siteIDs?: readonly number[];
  domainIDs?: readonly number[];
  zoneIDs?: readonly number[];
  /** Domain names (the log filters). */
  domains?: readonly string[];
}

/** A site of the selection with the share of its traffic that the domain filter keeps. */
export type Selected = ReturnType<typeof select>[number];

/**
 * Narrows the visible sites by the query's filters. Ids the caller cannot see are refused (101018), whoever
 * owns them (existence is not revealed). Empty or missing lists mean all; a repeated id counts once.
 */
export function select(scope: ReturnType<typeof scopeOf>, filter: ScopeFilter) {
  const sites = new Map(scope.map((s) => [s.site.id, s]));
  const domainIndex = new Set(scope.flatMap((s) => s.domains.map((d) => d.id)));
  // Each id once (issue 24, item 7: the contract refuses repeated ids; this keeps the work per distinct site).
  const siteIDs = [...new Set(filter.siteIDs ?? [])];
  const domainIDs = [...new Set(filter.domainIDs ?? [])];
  const unknownSites = siteIDs.filter((id) => !sites.has(id));
  if (unknownSites.length) throw fail.denied(`not sites of yours: ${unknownSites.join(', ')}`);
  const unknownDomains = domainIDs.filter((id) => !domainIndex.has(id));
  if (unknownDomains.length) throw fail.denied(`not domains of yours: ${unknownDomains.join(', ')}`);
  const zones = filter.zoneIDs?.length ? new Set(filter.zoneIDs) : null;
  const chosen = (siteIDs.length ? siteIDs.map((id) => sites.get(id)!) : scope).filter((s) => !zones || zones.has(s.zoneId));
  const wantedIds = domainIDs.length ? new Set(domainIDs) : null;
  const wantedNames = filter.domains?.length ? new Set(filter.domains.map((d) => d.toLowerCase())) : null;
  if (!wantedIds && !wantedNames) return chosen.map((s) => ({ site: s.site, domains: s.domains, share: s.serves ? 1 : 0 }));
  return chosen.flatMap((s) => {
    const domains = s.domains.filter((d) => (!wantedIds || wantedIds.has(d.id)) && (!wantedNames || wantedNames.has(d.name.toLowerCase())));
    return domains.length ? [{ site: s.site, domains, share: domains.reduce((sum, d) => sum + d.weight, 0) }] : [];
  });
}
