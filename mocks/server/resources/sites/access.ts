// Tenancy of the sites module: which sites, domains, products and users a caller may touch (else 101018).
import { tenantRoot } from '../../domain/accounts.ts';
import { fail } from '../../errors.ts';
import type { Store } from '../../state/store.ts';
import type { Caller, SignedInContext } from '../../types.ts';
import type { QuotaRecord, SiteInfo, SitesState } from './model.ts';
import { domainsOnSite, sitesOwnedBy, sitesState } from './state.ts';
import { type AnyInput, rowsNamed } from '../crud-more.ts';
import { LICENSES_MODULE, type LicensesState } from '../system/licenses-model.ts';

/** The user root a user-console caller acts for. */
export function userRoot(store: Store, caller: Caller) {
  if (caller.account.auth !== 'user') throw fail.denied('sites belong to the user console');
  return tenantRoot(store, caller.account);
}

/** A site of the caller's tenant (unknown and foreign ids alike: 101018). */
export function userSite(store: Store, caller: Caller, siteId: number) {
  const site = sitesOwnedBy(store, userRoot(store, caller).id).find((s) => s.id === siteId);
  if (!site) throw fail.denied(`site ${siteId} is not yours`);
  return site;
}

/** The caller's user root and the site a call's path names, as `given` (crud-more.ts) finds them. */
export const ofUserRoot = (_input: unknown, { store, caller }: SignedInContext) => userRoot(store, caller);
export const ofUserSite = ({ params }: AnyInput, { store, caller }: SignedInContext) => userSite(store, caller, params.siteId as number);

/** Every given domain, each of the site (else 101018 and nothing changes; the contract refuses an id given twice). */
export const domainsOf = (state: SitesState, site: SiteInfo, ids: readonly number[]) =>
  rowsNamed(domainsOnSite(state, site.id), ids, (id) => fail.denied(`domain ${id} is not a domain of site ${site.id}`));

/** The client root a client-console caller acts for (the dispatcher lets only client accounts call /client paths). */
export const clientRoot = (store: Store, caller: Caller) => tenantRoot(store, caller.account);

export const clientOfSite = (store: Store, site: SiteInfo) => store.accounts.get(site.ownerId)?.clientID ?? null;

export function clientSees(store: Store, scope: Set<number>, site: SiteInfo) {
  const client = clientOfSite(store, site);
  return store.sites.has(site.id) && client !== null && scope.has(client);
}

export const clientSites = (store: Store, scope: Set<number>) => sitesState(store).sites.filter((s) => clientSees(store, scope, s));

export function clientProduct(state: SitesState, scope: Set<number>, id: number) {
  const product = state.products.find((p) => p.id === id);
  if (!product || !scope.has(product.clientId)) throw fail.denied(`product ${id} is not yours`);
  return product;
}

/** An end-user account of the client's tenant. */
export function clientUser(store: Store, scope: Set<number>, id: number) {
  const account = store.accounts.get(id);
  if (!account || account.auth !== 'user' || account.clientID === null || !scope.has(account.clientID)) {
    throw fail.denied(`user ${id} is not one of your users`);
  }
  return account;
}

/**
 * The licence caps of a client (those the sites module applies): its order in the licences module when that module
 * is there, else this module's own seeded caps; unlimited when it has neither.
 */
export function quotaOf(store: Store, clientId: number | null): Omit<QuotaRecord, 'clientId' | 'ports'> {
  const licences = store.resources[LICENSES_MODULE] as LicensesState | undefined;
  const order = licences?.orders.find((o) => o.userID === clientId);
  if (order) {
    return {
      sites: order.siteLimit,
      domains: order.domainLimit,
      autoSSL: order.autoSSLLimit,
      portType: order.portType === 'L7+L4' ? 'l7l4' : 'l7',
      expiredAt: order.expiredAt,
    };
  }
  return sitesState(store).quotas.find((q) => q.clientId === clientId) ?? { sites: 0, domains: 0, autoSSL: 0, portType: 'l7l4', expiredAt: null };
}

export const sitesOfClient = (store: Store, clientId: number | null) => (clientId === null ? [] : clientSites(store, new Set([clientId])));
