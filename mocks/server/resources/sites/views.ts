// The contract's views of the module's records.
import type { components } from '../../../../src/api/schema';
import type { Store } from '../../state/store.ts';
import type { DomainInfo, ProductRecord, SiteInfo, SitesState } from './model.ts';
import { effectiveStatus, productOf, zoneNameOf } from './state.ts';

type S = components['schemas'];

export function siteUsers(store: Store, site: SiteInfo): S['UserSiteUser'][] {
  return [site.ownerId, ...site.userIDs].flatMap((id) => {
    const account = store.accounts.get(id);
    if (!account) return [];
    const role = account.roleID === null ? undefined : store.roles.get(account.roleID);
    return [{ id: account.id, accountName: account.accountName, email: account.email, isRoot: id === site.ownerId, roleName: role?.name ?? null }];
  });
}

export function userSiteView(store: Store, state: SitesState, site: SiteInfo, now: number, domainCount: number): S['UserSite'] {
  return {
    id: site.id,
    siteName: site.siteName,
    status: effectiveStatus(site, now),
    tags: [...site.tags],
    productID: site.productID,
    productName: productOf(state, site)?.productName ?? '',
    users: siteUsers(store, site),
    cname: site.cname,
    portType: site.portType,
    trafficState: site.trafficState,
    limitations: { ...site.limitations },
    expiredAt: site.expiredAt,
    domainCount,
    createdAt: site.createdAt,
    updatedAt: site.updatedAt,
  };
}

export function clientSiteView(store: Store, state: SitesState, site: SiteInfo, now: number, domainCount: number): S['ClientSite'] {
  return {
    id: site.id,
    siteName: site.siteName,
    status: effectiveStatus(site, now),
    tags: [...site.tags],
    productID: site.productID,
    productName: productOf(state, site)?.productName ?? '',
    zoneID: site.zoneID ?? 1,
    zoneName: zoneNameOf(store, site.zoneID),
    users: siteUsers(store, site).map(({ id, accountName, email }) => ({ id, accountName, email })),
    cname: site.cname,
    portType: site.portType,
    trafficState: site.trafficState,
    forceBackup: site.forceBackup,
    limitations: { ...site.limitations },
    expiredAt: site.expiredAt,
    domainCount,
    createdAt: site.createdAt,
    updatedAt: site.updatedAt,
  };
}

export const upstreamView = (u: DomainInfo['upstreams'][number]): S['UserDomainUpstream'] => ({ ...u });

export function domainView(d: DomainInfo): S['UserDomain'] {
  return {
    id: d.id,
    siteID: d.siteId,
    domainName: d.domainName,
    tags: [...d.tags],
    status: d.status,
    dnsStatus: d.dnsStatus,
    cnameStatus: d.cnameStatus,
    forceSSL: d.forceSSL,
    certStatus: d.certStatus,
    certificateID: d.certificateID,
    createdAt: d.createdAt,
    updatedAt: d.updatedAt,
    scheme: { http: [...d.scheme.http], https: [...d.scheme.https] },
    portMap: d.portMap,
    balance: { ...d.balance },
    autoSSL: { ...d.autoSSL },
    hostRewrite: d.hostRewrite,
    upstreams: d.upstreams.map(upstreamView),
  };
}

export const simpleView = (d: DomainInfo): S['UserDomainSimple'] => ({
  id: d.id,
  domainName: d.domainName,
  status: d.status,
  dnsStatus: d.dnsStatus,
  cnameStatus: d.cnameStatus,
  certStatus: d.certStatus,
});

export const metaView = (d: DomainInfo, siteName?: string): S['UserDomainMeta'] => ({
  id: d.id,
  domainName: d.domainName,
  siteID: d.siteId,
  ...(siteName === undefined ? {} : { siteName }),
});

export const settingsView = (d: DomainInfo): S['UserDomainSettings'] => ({
  id: d.id,
  domainName: d.domainName,
  forceSSL: d.forceSSL,
  balance: { ...d.balance },
  autoSSL: { ...d.autoSSL },
  hostRewrite: d.hostRewrite,
  scheme: { http: [...d.scheme.http], https: [...d.scheme.https] },
  portMap: d.portMap,
});

export const userProductView = (p: ProductRecord): S['UserProduct'] => ({
  id: p.id,
  productName: p.productName,
  backupGroup: p.backupGroupID !== null,
  lockDomain: p.lockDomain,
  autoSSL: p.autoSSL,
  accessLog: p.accessLog,
  cnameMode: p.cnameMode,
  defaultStatus: p.defaultStatus,
  siteLimit: p.siteLimit,
  trafficPricePerGB: p.trafficPrice,
  maxConnections: p.maxConnections,
  bandwidthMbps: p.bandwidth,
  overTrafficAction: p.exceedAction,
  sellType: p.sellType,
});

export const clientProductView = (p: ProductRecord, siteCount: number): S['ClientProduct'] => ({
  id: p.id,
  productName: p.productName,
  groupIDs: [...p.groupIDs],
  backupGroupID: p.backupGroupID,
  lockDomain: p.lockDomain,
  autoSSL: p.autoSSL,
  accessLog: p.accessLog,
  cnameMode: p.cnameMode,
  defaultStatus: p.defaultStatus,
  siteLimit: p.siteLimit,
  trafficPrice: p.trafficPrice,
  maxConnections: p.maxConnections,
  bandwidth: p.bandwidth,
  exceedAction: p.exceedAction,
  sellType: p.sellType,
  siteCount,
  createdAt: p.createdAt,
  updatedAt: p.updatedAt,
});
