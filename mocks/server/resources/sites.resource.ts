// Sites, their domains and origins, products (plans): the user console's site pages and the client console's
// site, product and domain lists. Other modules read this one through the accessors below.
import type { Store } from '../state/store.ts';
import { defineResource } from './define.ts';
import { clientHandlers } from './sites/client.ts';
import type { SitesState } from './sites/model.ts';
import { seedSites } from './sites/seed.ts';
import { domainsBySite, domainsOnSite, SITES_MODULE, sitesState } from './sites/state.ts';
import { userDomainHandlers } from './sites/user-domains.ts';
import { userSiteHandlers } from './sites/user-sites.ts';

export type { DomainInfo, SiteInfo } from './sites/model.ts';

export default defineResource<SitesState>({
  name: SITES_MODULE,
  seed: ({ now, store }) => seedSites(store, now),
  handlers: { ...userSiteHandlers, ...userDomainHandlers, ...clientHandlers },
});

export const siteById = (store: Store, siteId: number) => (store.sites.has(siteId) ? sitesState(store).sites.find((s) => s.id === siteId) : undefined);

export const domainsOfSite = (store: Store, siteId: number) => domainsOnSite(sitesState(store), siteId);

/**
 * The sites module's sites by id and domains by site, read once: for a caller that looks up hundreds of sites in
 * one call (an analytics scope), where siteById and domainsOfSite each scan the whole list (issue 24, item 7).
 */
export function sitesIndex(store: Store) {
  const state = sitesState(store);
  const sites = new Map(state.sites.map((s) => [s.id, s] as const));
  const domains = domainsBySite(state.domains);
  return { site: (siteId: number) => (store.sites.has(siteId) ? sites.get(siteId) : undefined), domains: (siteId: number) => domains.get(siteId) ?? [] };
}

export const domainById = (store: Store, domainId: number) => sitesState(store).domains.find((d) => d.id === domainId);

export const productById = (store: Store, productId: number) => sitesState(store).products.find((p) => p.id === productId);
