// Which client manages whom, and the client console acting on a customer's site through the end user's
// per-site calls (decision "the client console opens a customer's site", docs/decisions.md).
import { fail } from '../errors.ts';
import type { AccountRecord } from '../state/model.ts';
import type { Store } from '../state/store.ts';
import type { Caller } from '../types.ts';
import { tenantRoot } from './accounts.ts';
import { sitesNamed, type CallInput } from './permissions.ts';

/**
 * A client root and its sub-clients, at any depth (a reseller sees its sub-clients' trees). A client with a parent
 * client is always a root: a client creates a client only as a new tenant (handlers/account.ts).
 */
export function clientScope(store: Store, root: Pick<AccountRecord, 'id'>) {
  const scope = new Set([root.id]);
  const subClients = store.accounts.filter((a) => a.auth === 'client' && a.parentClientID !== null);
  // The loop visits the ids added while it runs: sub-clients of sub-clients join too.
  for (const id of scope) {
    for (const a of subClients) if (a.parentClientID === id) scope.add(a.id);
  }
  return scope;
}

/** The account's sites (user: its tenant's; client: its users' and its sub-clients' users'). */
export function visibleSites(store: Store, account: AccountRecord) {
  const root = tenantRoot(store, account);
  if (account.auth === 'user') return store.sites.filter((s) => s.ownerId === root.id);
  if (account.auth === 'client') {
    const owners = new Set(userRootsOfClient(store, root).map((a) => a.id));
    return store.sites.filter((s) => owners.has(s.ownerId));
  }
  return [];
}

/** The user roots (end-user tenants) of a client and its sub-clients. */
export function userRootsOfClient(store: Store, client: Pick<AccountRecord, 'id'>) {
  const clients = clientScope(store, client);
  return store.accounts.filter((a) => a.auth === 'user' && a.isRoot && a.clientID !== null && clients.has(a.clientID));
}

/** Where a call names sites: its `{siteId}`/`{siteID}` path parameter, a `siteID` query, a `siteIDs` body. */
const CUSTOMER_SITES = { site: ['path.siteId', 'path.siteID', 'query.siteID', 'body.siteIDs'] };

export const sitesNamedBy = (input: { params: Record<string, unknown>; query: unknown; body: unknown }) => sitesNamed(CUSTOMER_SITES, input as CallInput);

/**
 * A client calling an end-user operation that accepts the client's token: when the call names sites, each must
 * belong to one customer of the client or of its sub-clients (else 101018, also for an unknown site), and the
 * call runs as that customer's root account, remembering the client. A call naming no site runs as the client
 * (reference data, the blocked IPs of every site of the client).
 */
export function actingForCustomer(store: Store, caller: Caller, siteIds: readonly number[]): Caller {
  if (siteIds.length === 0) return caller;
  const scope = clientScope(store, tenantRoot(store, caller.account));
  let owner: AccountRecord | undefined;
  for (const id of siteIds) {
    const site = store.sites.get(id);
    const siteOwner = site ? store.accounts.get(site.ownerId) : undefined;
    const root = siteOwner ? tenantRoot(store, siteOwner) : undefined;
    if (!root || root.auth !== 'user' || root.clientID === null || !scope.has(root.clientID)) {
      throw fail.denied(`site ${id} is not a site of your customers`);
    }
    if (owner && owner.id !== root.id) throw fail.denied('the sites of one call must belong to one customer');
    owner = root;
  }
  return owner ? { ...caller, account: owner, actingClient: caller.account } : caller;
}
