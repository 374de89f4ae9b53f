// The records of the sites module: products, sites (the full site beside the base store.sites row) and domains.
import type { components } from '../../../../src/api/schema';

type S = components['schemas'];

export type SiteStatus = S['UserSiteStatus'];
export type PortType = S['UserSitePortType'];
export type TrafficState = S['UserTrafficState'];
export type DnsStatus = S['UserDomainDnsStatus'];
export type CertStatus = S['UserDomainCertStatus'];
export type OriginProtocol = S['UserOriginProtocol'];
export type Limitations = S['UserSiteLimitations'];
export type Balance = S['UserDomainBalance'];
export type AutoSSL = S['UserDomainAutoSSL'];
/** Listening ports by protocol (the contract's UserDomainScheme, without its anyOf). */
export interface Scheme {
  http: number[];
  https: number[];
}

export interface ProductRecord {
  id: number;
  /** The client root that sells the product. */
  clientId: number;
  productName: string;
  groupIDs: number[];
  backupGroupID: number | null;
  lockDomain: boolean;
  autoSSL: boolean;
  accessLog: boolean;
  cnameMode: 'random' | 'custom';
  defaultStatus: 'normal' | 'pause';
  siteLimit: number;
  trafficPrice: number;
  maxConnections: number;
  bandwidth: number;
  exceedAction: 'none' | 'limit' | 'pause';
  sellType: 'personal' | 'business';
  /** l7 only, or l7 and l4 (a site on it may serve layer-4 ports). */
  portTypes: PortType[];
  /** The zone its groups are in (sites created under the product are in it). */
  zoneID: number;
  createdAt: string;
  updatedAt: string;
}

export interface SiteInfo {
  id: number;
  siteName: string;
  /** The user root whose site it is. */
  ownerId: number;
  productID: number;
  status: SiteStatus;
  zoneID?: number;
  tags: string[];
  /** Sub-users (besides the owner) that may manage the site. */
  userIDs: number[];
  /** When the operator last cleared the site's cache. */
  cacheClearedAt: string | null;
  cname: string;
  portType: PortType;
  trafficState: TrafficState;
  forceBackup: boolean;
  limitations: Limitations;
  expiredAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface UpstreamRecord {
  id: number;
  host: string;
  port: number;
  weight: number;
  protocol: OriginProtocol;
  enabled: boolean;
}

export interface AntiRefererRecord {
  id: number;
  isBlack: boolean;
  referers: string[];
  allowEmpty: boolean;
  enabled: boolean;
}

export interface AntiHeaderRecord {
  id: number;
  header: string;
  regex: string;
  isBlack: boolean;
  enabled: boolean;
}

/** Module kinds a domain can be bound to (domains/module/*). */
export type ModuleKind = 'cors' | 'waf' | 'tokenAuth' | 'luaAcl' | 'urlRedirect' | 'proxyRewrite' | 'customHeader';

export interface DomainInfo {
  id: number;
  siteId: number;
  domainName: string;
  /** 1 enabled, 0 disabled. */
  status: 0 | 1;
  tags: string[];
  dnsStatus: DnsStatus;
  cnameStatus: DnsStatus;
  forceSSL: boolean;
  certStatus: CertStatus;
  certificateID: number | null;
  scheme: Scheme;
  portMap: boolean;
  balance: Balance;
  autoSSL: AutoSSL;
  hostRewrite: string | null;
  upstreams: UpstreamRecord[];
  antiReferers: AntiRefererRecord[];
  antiHeaders: AntiHeaderRecord[];
  /** The module bound to the domain, by kind (null/absent: none). */
  modules: Partial<Record<ModuleKind, number | null>>;
  createdAt: string;
  updatedAt: string;
}

export type ProductInfo = ProductRecord;

/** The licence-style caps of a client's tenant (0 unlimited), counted over the sites of all its users. */
export interface QuotaRecord {
  clientId: number;
  sites: number;
  domains: number;
  ports: number;
  autoSSL: number;
  portType: 'l7' | 'l7l4';
  expiredAt: string | null;
}

/** A zone name known to this module (the zones module, when present, is asked first). */
export interface ZoneNameRecord {
  id: number;
  clientId: number;
  name: string;
}

export interface SitesState {
  quotas: QuotaRecord[];
  zones: ZoneNameRecord[];
  products: ProductRecord[];
  sites: SiteInfo[];
  domains: DomainInfo[];
  sequences: { product: number; site: number; domain: number; upstream: number; antiReferer: number; antiHeader: number };
}
