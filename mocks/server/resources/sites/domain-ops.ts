// Shared steps of the user console's domain calls: new domain records, limits, duplicates, enabling.
import { ApiFailure, fail } from '../../errors.ts';
import type { Store } from '../../state/store.ts';
import { clientOfSite, quotaOf, sitesOfClient } from './access.ts';
import type { DomainInfo, Scheme, SiteInfo, SitesState } from './model.ts';
import { schemeOf } from './rules.ts';
import { domainsOnSite, effectiveStatus, iso, nextId, productOf, sitesLookup } from './state.ts';

/** 101003 naming each of the rows that may not (none: nothing happens), on the body field given. */
export function refuseEach<T>(rows: readonly T[], message: (names: string) => string, field: string, name: (row: T) => string, why: (name: string) => string) {
  if (rows.length) throw fail.parameter(message(rows.map(name).join(', ')), rows.map((row) => ({ in: 'body', field, message: why(name(row)) })));
}

/** Domains may be added to or enabled on a site that is not locked or expired (205002). */
export function requireWorkingSite(site: SiteInfo, now: number) {
  const status = effectiveStatus(site, now);
  if (status === 'lock' || status === 'expired') throw new ApiFailure(205002, `site ${site.siteName} is ${status === 'lock' ? 'locked' : 'expired'}`);
  if (site.portType === 'l4') throw new ApiFailure(101023, `site ${site.siteName} serves layer-4 ports, not domains`);
}

/** The product of the site lets the end user add and remove domains (lockDomain off). */
export function requireUnlockedDomains(state: SitesState, site: SiteInfo) {
  if (productOf(state, site)?.lockDomain) throw fail.denied(`the product of site ${site.siteName} locks its domains; ask your operator`);
}

/** Room for `adding` more domains on the site (its limitation) and in the operator's licence (401002). */
export function requireDomainRoom(store: Store, state: SitesState, site: SiteInfo, adding: number) {
  const onSite = domainsOnSite(state, site.id).length;
  const limit = site.limitations.domainLimit;
  if (limit > 0 && onSite + adding > limit) throw new ApiFailure(401002, `site ${site.siteName} may hold at most ${limit} domains (it has ${onSite})`);
  const { quota, domains } = licenceOf(store, state, site);
  if (quota.domains > 0 && domains.length + adding > quota.domains) throw new ApiFailure(401002, `the licence allows at most ${quota.domains} domains (${domains.length} in use)`);
}

/** The licence of the site's operator and the domains it counts: those of the sites of all the operator's users. */
export function licenceOf(store: Store, state: SitesState, site: SiteInfo) {
  const client = clientOfSite(store, site);
  const siteIds = new Set(sitesOfClient(store, client).map((s) => s.id));
  return { quota: quotaOf(store, client), domains: state.domains.filter((d) => siteIds.has(d.siteId)) };
}

/** Names already on the site (101025). */
export function requireNewNames(state: SitesState, site: SiteInfo, names: readonly string[], exceptId?: number) {
  const taken = new Set(domainsOnSite(state, site.id).filter((d) => d.id !== exceptId).map((d) => d.domainName));
  const dup = names.filter((n, i) => taken.has(n) || names.indexOf(n) < i);
  if (dup.length) throw fail.duplicate(`already domains of the site: ${dup.join(', ')}`, dup.map((name) => ({ in: 'body', field: 'domains', message: `${name} exists` })));
}

/** An enabled domain name is served once platform-wide: enabling a name enabled elsewhere is 401001. */
export function requireNotEnabledElsewhere(state: SitesState, names: readonly string[], except: ReadonlySet<number> = new Set()) {
  const wanted = new Set(names);
  const clash = [...new Set(state.domains.filter((d) => d.status === 1 && wanted.has(d.domainName) && !except.has(d.id)).map((d) => d.domainName))];
  if (clash.length) throw new ApiFailure(401001, `already enabled elsewhere: ${clash.join(', ')}; disable it there first`, clash);
}

/** Scheme ports must be open on the site when the ports module says which are (401003). */
export function requireOpenPorts(store: Store, site: SiteInfo, scheme: Scheme) {
  const open = sitesLookup('openPorts')?.(store, site.id);
  if (!open) return;
  const closed = [...scheme.http.filter((p) => !open.http.includes(p)), ...scheme.https.filter((p) => !open.https.includes(p))];
  if (closed.length) throw new ApiFailure(401003, `site has no open port ${closed[0]}`, undefined, closed[0]);
}

/** A new domain of the site, pending its checks, with the defaults of the spec. */
export function newDomainRecord(state: SitesState, site: SiteInfo, spec: Pick<DomainInfo, 'upstreams' | 'scheme' | 'portMap' | 'tags' | 'status'> & { name: string }, now: number): DomainInfo {
  return {
    id: nextId(state, 'domain'),
    siteId: site.id,
    domainName: spec.name,
    status: spec.status,
    tags: [...new Set(spec.tags)],
    dnsStatus: 'pending',
    cnameStatus: 'pending',
    forceSSL: false,
    certStatus: 'none',
    certificateID: null,
    scheme: schemeOf(spec.scheme),
    portMap: spec.portMap,
    balance: { hashType: 'roundRobin', failTimeout: 10, maxFails: 1 },
    autoSSL: { enabled: false, provider: 'letsEncrypt', verifyType: spec.name.startsWith('*.') ? 'dns' : 'http', status: null },
    hostRewrite: null,
    upstreams: spec.upstreams,
    antiReferers: [],
    antiHeaders: [],
    modules: {},
    createdAt: iso(now),
    updatedAt: iso(now),
  };
}

/** A copy of a domain (its origins, ports and settings) under another name or site. */
export function copyDomain(state: SitesState, source: DomainInfo, site: SiteInfo, name: string, status: 0 | 1, now: number) {
  const copy = newDomainRecord(state, site, { name, upstreams: [], scheme: source.scheme, portMap: source.portMap, tags: source.tags, status }, now);
  copy.upstreams = source.upstreams.map((u) => ({ ...u, id: nextId(state, 'upstream') }));
  copy.forceSSL = source.forceSSL;
  copy.balance = { ...source.balance };
  copy.autoSSL = { ...source.autoSSL, enabled: false, status: null, verifyType: name.startsWith('*.') ? 'dns' : (source.autoSSL.verifyType ?? 'http') };
  copy.hostRewrite = source.hostRewrite;
  copy.antiReferers = source.antiReferers.map((r) => ({ ...r, referers: [...r.referers], id: nextId(state, 'antiReferer') }));
  copy.antiHeaders = source.antiHeaders.map((r) => ({ ...r, id: nextId(state, 'antiHeader') }));
  if (site.id === source.siteId) copy.modules = { ...source.modules };
  return copy;
}
