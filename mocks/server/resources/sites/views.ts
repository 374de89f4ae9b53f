// The contract's views of the module's records.
import type { components } from '../../../../src/api/schema';
import type { Store } from '../../state/store.ts';
import { allRows } from '../crud.ts';
import { pick } from '../crud-more.ts';
import type { DomainInfo, ProductRecord, SiteInfo, SitesState } from './model.ts';
import { schemeOf } from './rules.ts';
import { domainsOnSite, effectiveStatus, productOf, zoneNameOf } from './state.ts';

type S = components['schemas'];

export function siteUsers(store: Store, site: SiteInfo) {
  return [site.ownerId, ...site.userIDs].flatMap((id) => {
    const account = store.accounts.get(id);
    if (!account) return [];
    const role = account.roleID === null ? undefined : store.roles.get(account.roleID);
    return [{ id: account.id, accountName: account.accountName, email: account.email, isRoot: id === site.ownerId, roleName: role?.name ?? null }];
  });
}

/** What the end user's and the client's views of a site share (each field in its place). */
function siteFields(state: SitesState, site: SiteInfo, now: number) {
  return {
    ...pick(site, ['id', 'siteName', 'status', 'tags', 'productID']),
    productName: productOf(state, site)?.productName ?? '',
    ...pick(site, ['cname', 'portType', 'trafficState', 'limitations', 'expiredAt']),
    domainCount: domainsOnSite(state, site.id).length,
    ...pick(site, ['createdAt', 'updatedAt']),
    status: effectiveStatus(site, now),
    tags: [...site.tags],
    limitations: { ...site.limitations },
  };
}

export function userSiteView(store: Store, state: SitesState, site: SiteInfo, now: number): S['UserSite'] {
  return { ...siteFields(state, site, now), users: siteUsers(store, site) };
}

export function clientSiteView(store: Store, state: SitesState, site: SiteInfo, now: number): S['ClientSite'] {
  return {
    ...siteFields(state, site, now),
    zoneID: site.zoneID ?? 1,
    zoneName: zoneNameOf(store, site.zoneID),
    users: siteUsers(store, site).map(({ id, accountName, email }) => ({ id, accountName, email })),
    forceBackup: site.forceBackup,
  };
}

/** A site as the short lists (of both consoles) answer it. */
export const metaSiteView = (s: SiteInfo, now: number) => ({ id: s.id, siteName: s.siteName, status: effectiveStatus(s, now), portType: s.portType });

/** The distinct tags of sites or domains, sorted, as a list answers them. */
export const tagList = (tags: Iterable<string>) => allRows([...new Set(tags)].sort((a, b) => a.localeCompare(b)));

export const upstreamView = (u: DomainInfo['upstreams'][number]) => ({ ...u });

/** A domain as the user's lists answer it: without the rules and bindings kept with it. */
export function domainView({ siteId, antiReferers: _referers, antiHeaders: _headers, modules: _modules, ...d }: DomainInfo): S['UserDomain'] {
  return {
    ...d,
    siteID: siteId,
    tags: [...d.tags],
    scheme: schemeOf(d.scheme),
    balance: { ...d.balance },
    autoSSL: { ...d.autoSSL },
    upstreams: d.upstreams.map(upstreamView),
  };
}

export const simpleView = (d: DomainInfo) => pick(d, ['id', 'domainName', 'status', 'dnsStatus', 'cnameStatus', 'certStatus']);

export const metaView = (d: DomainInfo, siteName: string) => ({ ...pick(d, ['id', 'domainName']), siteID: d.siteId, siteName });

/** A domain's settings, the nested ones copied (each keeps its place). */
export const settingsView = (d: DomainInfo): S['UserDomainSettings'] => ({
  ...pick(d, ['id', 'domainName', 'forceSSL', 'balance', 'autoSSL', 'hostRewrite', 'scheme', 'portMap']),
  balance: { ...d.balance },
  autoSSL: { ...d.autoSSL },
  scheme: schemeOf(d.scheme),
});

/** What the end user's and the client's views of a product share. */
const productFields = (p: ProductRecord) =>
  pick(p, ['id', 'productName', 'lockDomain', 'autoSSL', 'accessLog', 'cnameMode', 'defaultStatus', 'siteLimit', 'maxConnections', 'sellType']);

export const userProductView = (p: ProductRecord): S['UserProduct'] => ({
  ...productFields(p),
  backupGroup: p.backupGroupID !== null,
  trafficPricePerGB: p.trafficPrice,
  bandwidthMbps: p.bandwidth,
  overTrafficAction: p.exceedAction,
});

export const clientProductView = (p: ProductRecord, siteCount: number): S['ClientProduct'] => ({
  ...productFields(p),
  groupIDs: [...p.groupIDs],
  ...pick(p, ['backupGroupID', 'trafficPrice', 'bandwidth', 'exceedAction']),
  siteCount,
  ...pick(p, ['createdAt', 'updatedAt']),
});
