// Client console: products, the sites of the operator's users and their domains.
import { tenantRoot } from '../../domain/accounts.ts';
import { paginate } from '../../domain/paging.ts';
import { ApiFailure, fail } from '../../errors.ts';
import type { AccountRecord } from '../../state/model.ts';
import type { Store } from '../../state/store.ts';
import { type Caller, defineHandlers, type SignedInContext } from '../../types.ts';
import { allRows, collection, edits, ownedRows, sent } from '../crud.ts';
import { type AnyInput, byField, given, pick, rowsNamed, sameWhenSet } from '../crud-more.ts';
import { clientScope } from '../../domain/tenancy.ts';
import { clientOfSite, clientProduct, clientRoot, clientSees, clientSites, clientUser, quotaOf, sitesOfClient } from './access.ts';
import type { ProductRecord, SiteInfo, SitesState } from './model.ts';
import { GROUPS_MODULE, groupsOf } from '../infra/model.ts';
import { siteCountsByProduct } from '../infra/views.ts';
import { cnameTarget, schemeOf } from './rules.ts';
import { limitationsOf } from './seed.ts';
import { anyOf, domainsBySite, effectiveStatus, iso, matchingDomains, nextId, partOf, productOf, searchDomains, sitesLookup, sitesOwnedBy, sitesState, sortedPage, touchEach, zoneNameOf } from './state.ts';
import { clientProductView, clientSiteView, metaSiteView, tagList, upstreamView } from './views.ts';

function scopeOf(store: Store, caller: Caller) {
  const root = clientRoot(store, caller);
  return { root, scope: clientScope(store, root), state: sitesState(store) };
}

type ProductView = ReturnType<typeof clientProductView>;
const PRODUCT_SORTS = byField<ProductView>('id', 'productName', 'siteLimit', 'trafficPrice', 'bandwidth', 'siteCount', 'createdAt', 'updatedAt');

/**
 * The zone of a product: the zone of its groups and backup group when the groups module is there (each group must
 * exist, 101018, and all be in one zone, 101003), else the client's first zone.
 */
function productZone(store: Store, state: SitesState, clientId: number, groupIds: readonly number[], backupId?: number | null) {
  if (store.resources[GROUPS_MODULE] === undefined) return state.zones.find((z) => z.clientId === clientId)?.id ?? 1;
  const named = [...groupIds, ...(backupId ? [backupId] : [])];
  const zones = new Set(rowsNamed(groupsOf(store).groups, named, (id) => fail.denied(`group ${id} is not yours`)).map((g) => g.zoneId));
  if (zones.size > 1) throw fail.field('groupIDs', 'the groups of a product are of one zone');
  return [...zones][0] ?? 1;
}

/** What a new product is when its body leaves a field out. */
const PRODUCT_DEFAULTS = { backupGroupID: null, lockDomain: false, autoSSL: true, accessLog: true, defaultStatus: 'normal', siteLimit: 0, trafficPrice: 0, maxConnections: 0, bandwidth: 0, exceedAction: 'none' } as const;

function requireFreeProductName(state: SitesState, clientId: number, name: string, exceptId?: number) {
  if (state.products.some((p) => p.clientId === clientId && p.id !== exceptId && p.productName.toLowerCase() === name.toLowerCase())) {
    throw fail.duplicate(`a product named ${name} exists`);
  }
}

/** Site names are unique per owner, case-insensitively (101025). */
function requireFreeSiteName(store: Store, ownerId: number, name: string, who: string, exceptId?: number) {
  if (sitesOwnedBy(store, ownerId).some((s) => s.id !== exceptId && s.siteName.toLowerCase() === name.toLowerCase())) {
    throw fail.duplicate(`${who} a site named ${name}`);
  }
}

/** Room on the product for `adding` more sites (204003). */
function requireProductRoom(store: Store, product: ProductRecord, adding: number) {
  if (product.siteLimit === 0) return;
  const used = siteCountsByProduct(store).get(product.id) ?? 0;
  if (used + adding > product.siteLimit) throw new ApiFailure(204003, `product ${product.productName} holds at most ${product.siteLimit} sites (${used} in use)`);
}

/** A site of the port type on the product (101023 when the product or the licence has no layer 4). */
function requirePortType(store: Store, product: ProductRecord, portType: SiteInfo['portType'], clientId: number | null) {
  if (portType === 'l4' && (!product.portTypes.includes('l4') || quotaOf(store, clientId).portType !== 'l7l4')) {
    throw new ApiFailure(101023, `product ${product.productName} has no layer-4 ports`);
  }
}

function applyProduct(site: SiteInfo, product: ProductRecord, now: number) {
  site.productID = product.id;
  site.zoneID = product.zoneID;
  site.limitations.bandwidthMbps = product.bandwidth;
  site.limitations.maxConnections = product.maxConnections;
  if (!product.backupGroupID) site.forceBackup = false;
  site.updatedAt = iso(now);
}

/** A site as its list filters and sorts it: its status as it is now, its product's name and its domain count. */
type SiteRow = SiteInfo & { domainCount: number; productName: string };
const SITE_SORTS = byField<SiteRow>('id', 'siteName', 'status', 'productName', 'portType', 'expiredAt', 'createdAt', 'updatedAt', 'domainCount');

const unmanaged = (siteId: number) => fail.denied(`site ${siteId} is not managed by you`);

/** The domains of sites the client manages, with their sites, as `given` (crud-more.ts) finds them. */
const managedDomains = ({ query, body }: AnyInput, { store, caller }: SignedInContext) => {
  const { scope, state } = scopeOf(store, caller);
  const sites = new Map(clientSites(store, scope).map((s) => [s.id, s]));
  // The lists of one site (their query's siteID) and a search of some (its body's siteIDs) name sites the client manages.
  const named = [query.siteID, ...((body as { siteIDs?: number[] } | undefined)?.siteIDs ?? [])] as (number | undefined)[];
  for (const id of named) if (id !== undefined && !sites.has(id)) throw unmanaged(id);
  return { state, sites, domains: state.domains.filter((d) => sites.has(d.siteId)) };
};

export const clientHandlers = defineHandlers({
  ...given((_input, { store, caller }) => scopeOf(store, caller), {
    'client-product-list-meta-products': ({ scope, state }) => ({ data: state.products.filter((p) => scope.has(p.clientId)).map((p) => ({ id: p.id, name: p.productName })) }),

    'client-site-list-sites': ({ scope, state }, { query }, { store, now }) => {
      const bySite = domainsBySite(state.domains);
      const [productName, siteName] = [partOf(query.productName), partOf(query.siteName)];
      const [statuses, tags] = [anyOf(query.statuses), anyOf(query.tags)];
      const rows = clientSites(store, scope)
        .map((s) => ({ ...s, domainCount: bySite.get(s.id)?.length ?? 0, productName: productOf(state, s)?.productName ?? '', status: effectiveStatus(s, now) }))
        .filter(
          (s) =>
            sameWhenSet(query, s, ['zoneID', 'portType']) &&
            productName(s.productName) &&
            siteName(s.siteName) &&
            statuses([s.status]) &&
            tags(s.tags),
        );
      return sortedPage(rows, SITE_SORTS, query, (s) => clientSiteView(store, state, s, now));
    },

    'client-site-list-meta-sites': ({ scope }, _input, { store, now }) => allRows(clientSites(store, scope).map((s) => metaSiteView(s, now))),

    'client-site-create-site': ({ scope, state }, { body }, { store, now }) => {
      const product = clientProduct(state, scope, body.productID);
      const users = body.userIDs.map((id) => clientUser(store, scope, id));
      const owner = tenantRoot(store, users[0] as AccountRecord);
      if (users.some((u) => tenantRoot(store, u).id !== owner.id)) throw fail.field('userIDs', 'name users of one end-user tenant (a root and its sub-users)');
      requireFreeSiteName(store, owner.id, body.siteName, `${owner.accountName} has`);
      const portType = body.portType ?? 'l7';
      requirePortType(store, product, portType, owner.clientID);
      const quota = quotaOf(store, owner.clientID);
      if (quota.expiredAt !== null && Date.parse(quota.expiredAt) <= now) throw new ApiFailure(101019, 'the licence has expired');
      const used = sitesOfClient(store, owner.clientID).length;
      if (quota.sites > 0 && used + 1 > quota.sites) throw new ApiFailure(205001, `the licence allows ${quota.sites} sites (${used} in use)`);
      requireProductRoom(store, product, 1);

      const id = store.nextId('site');
      // The DNS domain the operator's CNAMEs are created under.
      const dnsDomain = store.dnsSettings.get(product.clientId)?.domain ?? `cname.client-${product.clientId}.parapet.example`;
      const site: SiteInfo = {
        id,
        siteName: body.siteName,
        ownerId: owner.id,
        productID: product.id,
        status: product.defaultStatus,
        zoneID: product.zoneID,
        tags: [...new Set(body.tags ?? [])],
        userIDs: users.filter((u) => u.id !== owner.id).map((u) => u.id),
        cacheClearedAt: null,
        cname: cnameTarget(id, body.siteName, product.cnameMode, dnsDomain),
        portType,
        trafficState: 'normal',
        forceBackup: false,
        limitations: body.limitations ? { ...body.limitations } : limitationsOf(product),
        expiredAt: body.expiredAt ?? null,
        createdAt: iso(now),
        updatedAt: iso(now),
      };
      state.sites.push(site);
      store.sites.put({ id, name: site.siteName, ownerId: owner.id });
      store.changed();
      return { data: clientSiteView(store, state, site, now) };
    },

    'client-site-list-tags': ({ scope }, _input, { store }) => tagList(clientSites(store, scope).flatMap((s) => s.tags)),
  }),

  ...collection(
    { list: 'client-product-list-products', create: 'client-product-create-product', update: 'client-product-update-product', delete: 'client-product-delete-products' },
    {
      noun: 'product',
      at: (_input, { store, caller }) => {
        const { root, scope, state } = scopeOf(store, caller);
        const counts = siteCountsByProduct(store);
        return { root, state, counts, ...ownedRows(state, 'products', (p) => scope.has(p.clientId), () => nextId(state, 'product')) };
      },
      where: (product: ProductRecord, query) => partOf(query.productName as string | undefined)(product.productName),
      pages: (views: ProductView[], query) => sortedPage(views, PRODUCT_SORTS, query),
      created: true,
      make: (body, id, { root, state }, { store, now }): ProductRecord => {
        requireFreeProductName(state, root.id, body.productName);
        const zoneID = productZone(store, state, root.id, body.groupIDs, body.backupGroupID);
        const portTypes: ProductRecord['portTypes'] = quotaOf(store, root.id).portType === 'l7l4' ? ['l7', 'l4'] : ['l7'];
        return { id, clientId: root.id, ...PRODUCT_DEFAULTS, ...body, groupIDs: [...body.groupIDs], portTypes, zoneID, createdAt: iso(now), updatedAt: iso(now) };
      },
      patch: (product, { id: _id, ...changes }, { state, counts }, { store, now }) => {
        if (changes.productName !== undefined) requireFreeProductName(state, product.clientId, changes.productName, product.id);
        const regrouped = changes.groupIDs || changes.backupGroupID;
        const zoneID = regrouped ? productZone(store, state, product.clientId, changes.groupIDs ?? product.groupIDs, changes.backupGroupID) : product.zoneID;
        const used = counts.get(product.id) ?? 0;
        if (changes.siteLimit && used > changes.siteLimit) throw new ApiFailure(204003, `product ${product.productName} already holds ${used} sites`);
        Object.assign(product, sent(changes), { zoneID, updatedAt: iso(now) });
        if (changes.groupIDs) product.groupIDs = [...changes.groupIDs];
      },
      removable: (products, { counts }) => {
        const used = products.filter((p) => (counts.get(p.id) ?? 0) > 0);
        if (used.length) throw new ApiFailure(204002, `products in use: ${used.map((p) => p.productName).join(', ')}`, used.map((p) => p.id));
      },
      view: (product, { counts }) => clientProductView(product, counts.get(product.id) ?? 0),
    },
  ),

  ...edits(
    // The sites the body names, each managed by the client (else 101018): `ids`, or the one `id` (an update, its tags).
    ({ body }, { store, caller }) => {
      const { scope, state } = scopeOf(store, caller);
      const { ids, id } = body as { ids?: number[]; id?: number };
      return { scope, state, sites: rowsNamed(state.sites, ids ?? [id as number], unmanaged, (s) => clientSees(store, scope, s)) };
    },
    {
      'client-site-update-site': ({ state, sites: [site] }, { id: _id, ...changes }, { store, now }) => {
        if (changes.siteName !== undefined) requireFreeSiteName(store, site.ownerId, changes.siteName, 'the owner has', site.id);
        if (changes.portType !== undefined && changes.portType !== site.portType) {
          const product = productOf(state, site);
          if (changes.portType === 'l4') {
            if (product) requirePortType(store, product, 'l4', clientOfSite(store, site));
            if (state.domains.some((d) => d.siteId === site.id)) throw new ApiFailure(205005, `site ${site.siteName} still has layer-7 domains; remove them first`);
          } else if ((sitesLookup('portsUsed')?.(store, [site.id]) ?? 0) > 0) {
            throw new ApiFailure(205004, `site ${site.siteName} still has layer-4 ports; remove them first`);
          }
        }
        const base = store.sites.get(site.id);
        if (base && changes.siteName !== undefined) base.name = changes.siteName;
        Object.assign(site, sent({ ...changes, tags: changes.tags && [...new Set(changes.tags)] }), { updatedAt: iso(now) });
      },
      'client-site-set-tags': ({ sites }, body, { now }) => touchEach(sites, now, (s) => (s.tags = [...new Set(body.tags)])),
      'client-site-delete-sites': ({ state, sites }, _body, { store, now }) => {
        const busy = sites.filter((s) => effectiveStatus(s, now) === 'normal' && state.domains.some((d) => d.siteId === s.id && d.status === 1));
        if (busy.length) {
          throw new ApiFailure(205003, `sites in use (normal, with enabled domains): ${busy.map((s) => s.siteName).join(', ')}; pause them first`, busy.map((s) => s.id));
        }
        const gone = new Set(sites.map((s) => s.id));
        state.sites = state.sites.filter((s) => !gone.has(s.id));
        state.domains = state.domains.filter((d) => !gone.has(d.siteId));
        for (const id of gone) store.sites.delete(id);
        for (const role of store.roles.values()) if (role.siteIDs.some((id) => gone.has(id))) role.siteIDs = role.siteIDs.filter((id) => !gone.has(id));
      },
      'client-site-assign-users': ({ scope, sites }, body, { store, now }) => {
        const users = body.userIDs.map((id) => clientUser(store, scope, id));
        const remove = body.action === 'remove';
        for (const site of sites) {
          for (const user of users) {
            if (remove && user.id === site.ownerId) throw fail.field('userIDs', `${user.accountName} owns site ${site.siteName} and keeps it`);
            if (!remove && tenantRoot(store, user).id !== site.ownerId) {
              throw fail.field('userIDs', `${user.accountName} is not of the tenant that owns site ${site.siteName}`);
            }
          }
        }
        const ids = new Set(users.map((u) => u.id));
        touchEach(sites, now, (site) => {
          site.userIDs = remove ? site.userIDs.filter((id) => !ids.has(id)) : [...new Set([...site.userIDs, ...users.filter((u) => u.id !== site.ownerId).map((u) => u.id)])];
        });
      },
      'client-site-change-product': ({ scope, state, sites }, body, { store, now }) => {
        const product = clientProduct(state, scope, body.productID);
        for (const s of sites) requirePortType(store, product, s.portType, clientOfSite(store, s));
        requireProductRoom(store, product, sites.filter((s) => s.productID !== product.id).length);
        for (const s of sites) applyProduct(s, product, now);
      },
      'client-site-refresh-product': ({ state, sites }, _body, { now }) => {
        for (const s of sites) {
          const product = productOf(state, s);
          if (product) applyProduct(s, product, now);
        }
      },
      'client-site-set-status': ({ sites }, body, { now }) => {
        const expired = sites.filter((s) => effectiveStatus(s, now) === 'expired');
        if (expired.length) {
          throw new ApiFailure(205002, `expired sites take no status; move their expiry first: ${expired.map((s) => s.siteName).join(', ')}`, expired.map((s) => s.id));
        }
        touchEach(sites, now, (s) => (s.status = body.status));
      },
      'client-site-set-limitations': ({ sites }, body, { now }) => touchEach(sites, now, (s) => (s.limitations = { ...body.limitations })),
      'client-site-set-expiry': ({ sites }, body, { now }) => {
        const future = body.expiredAt === null || Date.parse(body.expiredAt) > now;
        touchEach(sites, now, (s) => {
          s.expiredAt = body.expiredAt;
          if (future && s.status === 'expired') s.status = 'normal';
        });
      },
      'client-site-set-force-backup': ({ state, sites }, body, { now }) => {
        if (body.forceBackup) {
          const without = sites.filter((s) => !productOf(state, s)?.backupGroupID);
          if (without.length) throw fail.field('ids', `the product has no backup group: ${without.map((s) => s.siteName).join(', ')}`);
        }
        touchEach(sites, now, (s) => (s.forceBackup = body.forceBackup));
      },
      'client-site-clear-cache': ({ sites }, _body, { now }) => {
        for (const s of sites) s.cacheClearedAt = iso(now);
      },
    },
  ),

  ...given(managedDomains, {
    'client-domain-list-domains': ({ sites, domains }, { query }, { store }) =>
      paginate(matchingDomains(sites, domains, { ...query, name: query.domainName }), query, (d) => {
        const site = sites.get(d.siteId) as SiteInfo;
        const owner = store.accounts.get(site.ownerId);
        return {
          ...pick(d, ['id', 'domainName']),
          ...{ siteID: site.id, siteName: site.siteName, zoneID: site.zoneID ?? 1, zoneName: zoneNameOf(store, site.zoneID) },
          ...{ userID: owner?.id ?? null, accountName: owner?.accountName ?? null, status: d.status === 1, dnsStatus: d.dnsStatus, cnameStatus: d.cnameStatus === 'active' },
          ...pick(d, ['forceSSL', 'certStatus', 'tags', 'createdAt', 'updatedAt', 'scheme', 'portMap', 'upstreams']),
          ...{ tags: [...d.tags], scheme: schemeOf(d.scheme), upstreams: d.upstreams.map(upstreamView) },
        };
      }),

    'client-domain-list-ids': ({ sites, domains }, { query }) => allRows(matchingDomains(sites, domains, query).map((d) => d.id)),

    'client-domain-list-tags': (managed) => tagList(managed.domains.flatMap((d) => d.tags)),

    'client-domain-search-meta-domains': ({ sites, domains }, { body }) =>
      searchDomains(sites, domains, body, (d) => ({ id: d.id, domainName: d.domainName, siteID: d.siteId })),
  }),

  ...edits(managedDomains, {
    'client-domain-set-tags': ({ domains }, body, { now }) =>
      touchEach(rowsNamed(domains, body.ids, (id) => fail.denied(`domain ${id} is not managed by you`)), now, (d) => (d.tags = [...new Set(body.tags)])),
  }),
});
