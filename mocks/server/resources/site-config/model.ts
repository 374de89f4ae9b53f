// The records of the site-config module: per-site layer-4 ports, listening ports, certificates, cache rules,
// compression, speed limits, error pages and site DNS records.
import type { components } from '../../../../src/api/schema';

type S = components['schemas'];

export type CompressSetting = S['UserCompressSetting'];
export type ListenPort = S['UserZonePort'];

/** An origin of a layer-4 port (the contract's host is any of its forms: stored as text). */
export type PortUpstreamRecord = Omit<S['UserPortUpstream'], 'host'> & { host: string };

/** A layer-4 port mapping of a site (TCP only). */
export type L4PortRecord = Omit<S['UserL4Port'], 'siteID' | 'protocol' | 'upstreams'> & { siteId: number; upstreams: PortUpstreamRecord[] };

/** A certificate as stored: the contract's fields (`domains`: the names it covers) and the state of its life. */
export type CertificateRecord = Pick<S['UserCertificate'], 'id' | 'name' | 'domains' | 'issuer' | 'notBefore' | 'notAfter' | 'createdAt' | 'updatedAt'> & {
  siteId: number;
  /** Issued automatically (ACME) for one domain. */
  auto: boolean;
  /** The domain an automatic certificate is for (null for an upload). */
  domainId: number | null;
  /** ACME provider of an automatic certificate ('letsencrypt' | 'zerossl'). */
  provider: string | null;
  /**
   * The life of an automatic certificate: pending (waiting to be applied for), processing (being issued; it turns
   * success at `readyAt`), success, failed. An uploaded certificate is processing (being installed) until readyAt,
   * then success, or failed when its installation failed.
   */
  state: 'pending' | 'processing' | 'success' | 'failed';
  /** When a processing certificate becomes success (ms); null: it stays where it is. */
  readyAt: number | null;
  /** Why the last application or installation failed. */
  message: string | null;
  /** The PEM chain (null while an automatic certificate is not issued). */
  pem: string | null;
  /** Kept only to tell that a key exists; never returned. */
  hasKey: boolean;
};

export type CacheRuleRecord = S['UserCacheRule'] & { siteId: number };

export type RateRecord = S['UserSiteRate'] & { siteId: number };

/**
 * A site's compression and cache rule settings, and what the nodes were asked to drop from its cache (kept for the
 * demo's log, newest last, at most PURGE_LOG_LIMIT; type 0: everything, 1: URLs, 2: directories).
 */
export type SiteSettingsRecord = Omit<S['UserSiteSettings'], 'rates'> & { siteId: number; purges: { at: string; type: 0 | 1 | 2; urls: string[] }[] };

export type ErrorPageRecord = S['UserErrorPage'] & { siteId: number };

/** A site DNS record (how many domains use it is counted when answering). */
export type SiteDnsRecord = Omit<S['UserSiteDnsRecord'], 'domainCount'> & { siteId: number };

export interface SiteConfigState {
  ports: L4PortRecord[];
  /** The listening (layer-7) ports open on a site; a site without a row has the defaults (80 and 443). */
  openPorts: { siteId: number; ports: ListenPort[] }[];
  certificates: CertificateRecord[];
  /** The applications of automatic certificates, for the 50-per-registered-domain-in-7-days limit. */
  issuances: { registeredDomain: string; at: number }[];
  cacheRules: CacheRuleRecord[];
  settings: SiteSettingsRecord[];
  rates: RateRecord[];
  errorPages: ErrorPageRecord[];
  dns: SiteDnsRecord[];
  /** The last id given in each sequence. */
  sequences: Record<'port' | 'upstream' | 'certificate' | 'cacheRule' | 'rate' | 'errorPage' | 'dns', number>;
}

export type SequenceName = keyof SiteConfigState['sequences'];
