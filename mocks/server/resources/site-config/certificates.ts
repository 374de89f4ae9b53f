// Certificates of a site (uploaded and automatic), their binding to domains, and the client's view of the
// automatic ones with renewal. A processing certificate turns success at its `readyAt`, seen on the next read.
import { createPrivateKey, X509Certificate } from 'node:crypto';
import { paginate, sortRows } from '../../domain/paging.ts';
import { ApiFailure, fail, type Violation } from '../../errors.ts';
import { done } from '../../handlers/common.ts';
import type { Store } from '../../state/store.ts';
import { defineHandlers, type SignedInContext } from '../../types.ts';
import { visibleSites } from '../../domain/tenancy.ts';
import { allRows, edits } from '../crud.ts';
import { given, pick } from '../crud-more.ts';
import { domainsOfSite } from '../sites.resource.ts';
import { allSites, configOf, covers, domainOfSite, iso, nextId, optionalDomain, type OwnedSite, ofOwnedSite, parseSort, pickAll, pickOne, registeredDomain, UPLOADED_CERTIFICATE } from './common.ts';
import type { CertificateRecord, SiteConfigState } from './model.ts';

export const DAY = 86_400_000;
/** An automatic application (or renewal) is issued this long after it starts. */
const ISSUE_DELAY_MS = 10_000;
const AUTO_CERT_LIFETIME_MS = 90 * DAY;
/** The CA's limit: applications per registered domain in a rolling window (401004 beyond). */
const ISSUANCE_LIMIT = 50;
const ISSUANCE_WINDOW_MS = 7 * DAY;
/** A name a certificate covers is at most this long. */
const CERT_DOMAIN_MAX = 64;
/** Names the console keeps for itself. */
const RESERVED_NAMES = ['default', 'none', 'auto'];

export const userStatus = (state: CertificateRecord['state']) => (state === 'pending' ? 'processing' : state);

const AUTO_SSL_STATUS = { pending: 'pending', processing: 'pending', success: 'active', failed: 'applyFailed' } as const;
const autoSSLStatus = (cert: CertificateRecord) => (cert.auto ? AUTO_SSL_STATUS[cert.state] : null);

/** The fake chain the simulated CA issues (deterministic). */
export const issuedPem = (cert: CertificateRecord) => {
  const body = Buffer.from(`parapet-demo-certificate:${cert.id}:${cert.domains.join(',')}:${cert.notBefore ?? ''}`).toString('base64');
  const lines = body.match(/.{1,64}/g) ?? [body];
  return `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----\n`;
};

/**
 * Keeps the domains' certificate status and automatic-SSL status in step with the certificate. The domain of an
 * automatic certificate is served by it once issued, unless another certificate serves it.
 */
function syncDomains(store: Store, cert: CertificateRecord) {
  for (const domain of domainsOfSite(store, cert.siteId)) {
    if (domain.certificateID === cert.id) domain.certStatus = userStatus(cert.state);
  }
  const owner = cert.auto ? optionalDomain(store, cert.domainId) : undefined;
  if (!owner) return;
  owner.autoSSL.status = autoSSLStatus(cert);
  if (owner.certificateID === null) {
    if (cert.state === 'success') owner.certificateID = cert.id;
    owner.certStatus = userStatus(cert.state);
  }
}

/** Moves processing certificates whose time has come to success (and saves when any did). */
function settleCertificates(store: Store, now: number) {
  const due = configOf(store).certificates.filter((c) => c.state === 'processing' && c.readyAt !== null && c.readyAt <= now);
  for (const cert of due) {
    const at = cert.readyAt as number;
    Object.assign(cert, { state: 'success', readyAt: null, message: null, updatedAt: iso(at) });
    if (cert.auto) {
      Object.assign(cert, { notBefore: iso(at), notAfter: iso(at + AUTO_CERT_LIFETIME_MS) });
      cert.pem = issuedPem(cert);
    }
    syncDomains(store, cert);
  }
  if (due.length) store.changed();
}

function certView(store: Store, cert: CertificateRecord) {
  return {
    ...pick(cert, ['id', 'name']),
    domains: [...cert.domains],
    boundDomains: domainsOfSite(store, cert.siteId)
      .filter((d) => d.certificateID === cert.id)
      .map((d) => pick(d, ['id', 'domainName'])),
    status: userStatus(cert.state),
    autoSSL: cert.auto,
    autoSSLStatus: autoSSLStatus(cert),
    ...pick(cert, ['issuer', 'notBefore', 'notAfter', 'createdAt', 'updatedAt']),
  };
}

const certsOfSite = (store: Store, siteId: number) => configOf(store).certificates.filter((c) => c.siteId === siteId);
const certOf = (store: Store, siteId: number, id: number) => pickOne(certsOfSite(store, siteId), id, 'certificate');

/** 301001 for a name the schema lets through but the console refuses; 101025 for a name the site already has. */
function checkName(store: Store, siteId: number, name: string, except: CertificateRecord | null) {
  if (/[._-]$/.test(name) || /[._-]{2}/.test(name) || RESERVED_NAMES.includes(name.toLowerCase())) {
    throw new ApiFailure(301001, `illegal certificate name: ${name}`, [{ in: 'body', field: 'name', message: 'must not end with . _ -, repeat them, or be a reserved name' }]);
  }
  if (certsOfSite(store, siteId).some((c) => c !== except && c.name.toLowerCase() === name.toLowerCase())) {
    throw fail.duplicate(`the site already has a certificate named ${name}`);
  }
}

const PEM_CERT = /^-----BEGIN CERTIFICATE-----\r?\n[A-Za-z0-9+/=\r\n]+-----END CERTIFICATE-----\s*/;
const PEM_KEY = /^-----BEGIN ((RSA|EC|ENCRYPTED) )?PRIVATE KEY-----\r?\n[A-Za-z0-9+/=\r\n]+-----END ((RSA|EC|ENCRYPTED) )?PRIVATE KEY-----\s*$/;

type ParsedChain = Pick<CertificateRecord, 'domains' | 'issuer'> & Record<'notBefore' | 'notAfter', string>;

/**
 * Reads an uploaded chain and key. A real X.509 certificate gives its names, issuer and validity (and the key must
 * match it); a PEM that is well formed but not a real certificate (the demo's samples) is taken as covering the
 * site's registered domain and its wildcard, valid one year from the upload.
 */
function readChain(site: OwnedSite, certificate: string, privateKey: string, now: number): ParsedChain {
  const violations: Violation[] = [];
  // White space around the blocks is allowed (the contract's pattern): PEM readers skip it.
  certificate = certificate.trim() + '\n';
  privateKey = privateKey.trim() + '\n';
  if (!PEM_CERT.test(certificate)) violations.push({ in: 'body', field: 'certificate', message: 'is not a PEM certificate chain' });
  if (!PEM_KEY.test(privateKey)) violations.push({ in: 'body', field: 'privateKey', message: 'is not a PEM private key' });
  if (violations.length) throw fail.parameter('parameter error', violations);
  let x509: X509Certificate | null;
  try {
    x509 = new X509Certificate(certificate);
  } catch {
    x509 = null;
  }
  let parsed: ParsedChain;
  if (x509) {
    const sans = (x509.subjectAltName ?? '').split(',').map((s) => s.trim()).filter((s) => s.startsWith('DNS:')).map((s) => s.slice(4));
    const cn = /CN=([^\n,]+)/.exec(x509.subject)?.[1];
    const issuer = /CN=([^\n,]+)/.exec(x509.issuer)?.[1] ?? x509.issuer.split('\n')[0];
    parsed = { domains: sans.length ? sans : cn ? [cn] : [], issuer, notBefore: iso(Date.parse(x509.validFrom)), notAfter: iso(Date.parse(x509.validTo)) };
    try {
      if (!x509.checkPrivateKey(createPrivateKey(privateKey))) throw new Error('mismatch');
    } catch {
      throw fail.field('privateKey', 'does not match the certificate');
    }
  } else {
    const base = registeredDomain(site.name);
    const day = Math.floor(now / DAY) * DAY;
    parsed = { domains: [base, `*.${base}`], issuer: 'Uploaded certificate (not verified)', notBefore: iso(day), notAfter: iso(day + 365 * DAY) };
  }
  if (!parsed.domains.length) throw fail.field('certificate', 'names no domain');
  const long = parsed.domains.filter((d) => d.length > CERT_DOMAIN_MAX);
  if (long.length) throw fail.field('certificate', `certificate domains are at most ${CERT_DOMAIN_MAX} characters: ${long.join(', ')}`);
  return parsed;
}

/** 401004 when applying for these names would pass 50 applications per registered domain in 7 days. */
function checkIssuanceLimit(state: SiteConfigState, names: readonly string[], now: number) {
  const domains = names.map(registeredDomain);
  for (const domain of new Set(domains)) {
    const recent = state.issuances.filter((i) => i.registeredDomain === domain && i.at > now - ISSUANCE_WINDOW_MS);
    if (recent.length + domains.filter((d) => d === domain).length > ISSUANCE_LIMIT) {
      throw new ApiFailure(401004, `at most ${ISSUANCE_LIMIT} certificates per registered domain in 7 days (${domain})`, undefined, { limit: ISSUANCE_LIMIT, domain });
    }
  }
}

export const issuerOf = (provider: string) => (provider === 'zerossl' ? 'ZeroSSL RSA Domain Secure Site CA' : "Let's Encrypt R11");

/** A new certificate of the site, stored, made now (the fields `rest` does not set are those of an application not started). */
export function newCertificate(state: SiteConfigState, siteId: number, name: string, domains: string[], now: number, rest: Partial<CertificateRecord> & Pick<CertificateRecord, 'auto' | 'state' | 'issuer'>): CertificateRecord {
  const cert: CertificateRecord = { id: nextId(state, 'certificate'), siteId, name, domains, domainId: null, provider: null, readyAt: null, message: null, notBefore: null, notAfter: null, pem: null, hasKey: true, createdAt: iso(now), updatedAt: iso(now), ...rest };
  state.certificates.push(cert);
  return cert;
}

/** The sites of a client's tenant, its sub-clients' included (the dispatcher lets only client accounts call /client paths), their certificates settled. */
const ofClientSites = (_input: unknown, { store, now, caller }: SignedInContext) => {
  const visible = new Set(visibleSites(store, caller.account).map((s) => s.id));
  settleCertificates(store, now);
  return new Map(allSites(store).filter((site) => visible.has(site.id)).map((site) => [site.id, site] as const));
};

function autoView(store: Store, cert: CertificateRecord, site: OwnedSite) {
  return {
    id: cert.id,
    domainID: cert.domainId as number,
    domainName: optionalDomain(store, cert.domainId)?.domainName ?? cert.domains[0],
    siteID: site.id,
    siteName: site.name,
    status: cert.state,
    provider: cert.provider ?? 'letsencrypt',
    message: cert.message,
    issuedAt: cert.state === 'success' ? cert.notBefore : null,
    expiredAt: cert.state === 'success' ? cert.notAfter : null,
    updatedAt: cert.updatedAt,
  };
}

const CERT_SORTS = ['id', 'name', 'status', 'issuer', 'notBefore', 'notAfter', 'createdAt', 'updatedAt'] as const;
type CertSort = Exclude<(typeof CERT_SORTS)[number], 'status'>;

export const certificateHandlers = defineHandlers({
  ...edits(ofOwnedSite, {
    'user-certificate-update-certificate': (site, body, { store, now }) => {
      settleCertificates(store, now);
      const cert = certOf(store, site.id, body.id);
      if (body.name !== undefined && body.name !== cert.name) checkName(store, site.id, body.name, cert);
      // The contract sends a chain with its key (UserCertificateUpdate), or neither.
      if (body.certificate !== undefined && body.privateKey !== undefined) {
        if (cert.auto) throw fail.field('certificate', 'an automatic certificate is renewed, not uploaded');
        Object.assign(cert, { ...readChain(site, body.certificate, body.privateKey, now), pem: body.certificate, state: 'success', message: null, readyAt: null });
        syncDomains(store, cert);
      }
      if (body.name !== undefined) cert.name = body.name;
      cert.updatedAt = iso(now);
    },

    'user-certificate-delete-certificates': (site, body, { store }) => {
      const doomed = pickAll(certsOfSite(store, site.id), body.ids, 'certificate');
      for (const domain of domainsOfSite(store, site.id)) {
        if (doomed.some((c) => c.id === domain.certificateID)) Object.assign(domain, { certificateID: null, certStatus: 'none' });
      }
      for (const owner of doomed.flatMap((c) => (c.auto ? (optionalDomain(store, c.domainId) ?? []) : []))) {
        owner.autoSSL.status = null;
        if (owner.certificateID === null) owner.certStatus = 'none';
      }
      configOf(store).certificates = configOf(store).certificates.filter((c) => !doomed.includes(c));
    },

    'user-certificate-assign-certificate': (site, body, { store, now }) => {
      settleCertificates(store, now);
      const domains = [...new Set(body.domainIDs)].map((id) => domainOfSite(store, site.id, id));
      // A certificate (null: none) serves the domains once it covers them all and has not failed.
      const cert = body.certificateID === null ? null : certOf(store, site.id, body.certificateID);
      if (cert?.state === 'failed') throw fail.field('certificateID', 'the certificate failed; renew or replace it first');
      const uncovered = cert ? domains.filter((d) => !cert.domains.some((name) => covers(name, d.domainName))) : [];
      if (uncovered.length) throw fail.field('domainIDs', `the certificate does not cover ${uncovered.map((d) => d.domainName).join(', ')}`);
      for (const d of domains) {
        d.certificateID = cert?.id ?? null;
        d.certStatus = cert ? userStatus(cert.state) : 'none';
        d.updatedAt = iso(now);
      }
    },
  }),

  ...given(ofOwnedSite, {
    'user-certificate-list-certificates': (site, { query }, { store, now }) => {
      settleCertificates(store, now);
      const { key, order } = parseSort(query.sort, CERT_SORTS, 'name');
      const needle = query.sslName?.toLowerCase();
      const rows = certsOfSite(store, site.id).filter((c) => !needle || c.name.toLowerCase().includes(needle));
      return paginate(sortRows(rows, (c) => (key === 'status' ? userStatus(c.state) : c[key as CertSort]), order), query, (c) => certView(store, c));
    },

    'user-certificate-list-meta-certificates': (site, _input, { store, now }) => {
      settleCertificates(store, now);
      return allRows(sortRows(certsOfSite(store, site.id), (c) => c.name).map((c) => ({ ...pick(c, ['id', 'name']), domains: [...c.domains], status: userStatus(c.state), notAfter: c.notAfter })));
    },

    'user-certificate-get-certificate': (site, { params }, { store, now }) => {
      settleCertificates(store, now);
      const cert = certOf(store, site.id, params.id);
      return { data: { ...certView(store, cert), certificate: cert.pem } };
    },

    'user-certificate-create-certificate': (site, { body }, { store, now }) => {
      checkName(store, site.id, body.name, null);
      const { domains, ...dates } = readChain(site, body.certificate, body.privateKey, now);
      const cert = newCertificate(configOf(store), site.id, body.name, domains, now, { ...UPLOADED_CERTIFICATE, ...dates, pem: body.certificate });
      store.changed();
      return { data: certView(store, cert) };
    },

    'user-certificate-list-domains': (site, { query }, { store, now }) => {
      settleCertificates(store, now);
      const cert = certOf(store, site.id, query.certificateID);
      return allRows(
        domainsOfSite(store, site.id).map((d) => ({ ...pick(d, ['id', 'domainName']), covered: cert.domains.some((name) => covers(name, d.domainName)), bound: d.certificateID === cert.id, certificateID: d.certificateID })),
      );
    },
  }),

  // The client's automatic certificates, settled first.
  ...given(ofClientSites, {
    'client-autoCertificate-list-certificates': (sites, { query }, { store }) => {
      const needle = query.domainName?.toLowerCase();
      const rows = configOf(store).certificates.filter((c) => {
        if (!c.auto || c.domainId === null || !sites.has(c.siteId)) return false;
        if (query.siteID !== undefined && c.siteId !== query.siteID) return false;
        if (query.status !== undefined && c.state !== query.status) return false;
        return !needle || c.domains.some((d) => d.toLowerCase().includes(needle));
      });
      return paginate(rows, query, (c) => autoView(store, c, sites.get(c.siteId) as OwnedSite));
    },

    'client-autoCertificate-renew-certificates': (sites, { body }, { store, now }) => {
      const state = configOf(store);
      const certs = pickAll(state.certificates.filter((c) => c.auto && sites.has(c.siteId)), body.ids, 'automatic certificate');
      // An application under way goes on; the others apply again (failed ones, or early renewal).
      const applying = certs.filter((c) => c.state !== 'processing');
      checkIssuanceLimit(state, applying.map((c) => c.domains[0]), now);
      for (const cert of applying) {
        Object.assign(cert, { state: 'processing', readyAt: now + ISSUE_DELAY_MS, message: null, updatedAt: iso(now) });
        state.issuances.push({ registeredDomain: registeredDomain(cert.domains[0]), at: now });
        syncDomains(store, cert);
      }
      store.changed();
      return done();
    },
  }),
});
