// The records of the sites module: products, sites (the full site beside the base store.sites row) and domains.
import type { components } from '../../../../src/api/schema';

type S = components['schemas'];

export type SiteStatus = S['UserSiteStatus'];
/** Listening ports by protocol (the contract's UserDomainScheme, without its anyOf). */
export type Scheme = Record<'http' | 'https', number[]>;

/** A product as stored: the client's view of it, with who sells it, its port types and its zone. */
export type ProductRecord = Omit<S['ClientProduct'], 'siteCount'> & {
  /** The client root that sells the product. */
  clientId: number;
  /** l7 only, or l7 and l4 (a site on it may serve layer-4 ports). */
  portTypes: S['UserSitePortType'][];
  /** The zone its groups are in (sites created under the product are in it). */
  zoneID: number;
};

/** A site as stored: the client's view of it without what is derived (product and zone names, domain count, users). */
export type SiteInfo = Omit<S['ClientSite'], 'productName' | 'zoneID' | 'zoneName' | 'users' | 'domainCount'> & {
  /** The user root whose site it is. */
  ownerId: number;
  zoneID?: number;
  /** Sub-users (besides the owner) that may manage the site. */
  userIDs: number[];
  /** When the operator last cleared the site's cache. */
  cacheClearedAt: string | null;
};

/** An origin of a domain (the contract's host is any of its forms: stored as text). */
export type UpstreamRecord = Omit<S['UserDomainUpstream'], 'host'> & { host: string };

/** Module kinds a domain can be bound to (domains/module/*). */
export type ModuleKind = 'cors' | 'waf' | 'tokenAuth' | 'luaAcl' | 'urlRedirect' | 'proxyRewrite' | 'customHeader';

/** A domain as stored: the user's view of it, with its site, its rules and the modules bound to it. */
export type DomainInfo = Omit<S['UserDomain'], 'siteID' | 'domainName' | 'certificateID' | 'scheme' | 'upstreams'> & {
  siteId: number;
  domainName: string;
  certificateID: number | null;
  scheme: Scheme;
  upstreams: UpstreamRecord[];
  antiReferers: S['UserDomainAntiReferer'][];
  antiHeaders: S['UserDomainAntiHeader'][];
  /** The module bound to the domain, by kind (null/absent: none). */
  modules: Partial<Record<ModuleKind, number | null>>;
};

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

export interface SitesState {
  quotas: QuotaRecord[];
  /** Zone names known to this module (the zones module, when present, is asked first). */
  zones: { id: number; clientId: number; name: string }[];
  products: ProductRecord[];
  sites: SiteInfo[];
  domains: DomainInfo[];
  sequences: { product: number; site: number; domain: number; upstream: number; antiReferer: number; antiHeader: number };
}
