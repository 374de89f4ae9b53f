// Deterministic seed of the site-config module. It reads the sites module's sites and domains (seeded first) and
// makes the domains' certificate bindings point at this module's certificates (module bindings: the module
// resources, seeded from security/module-seed.ts).
import type { Store } from '../../state/store.ts';
import { type DomainInfo, domainsOfSite, type SiteInfo } from '../sites.resource.ts';
import { covers, iso, nextId, registeredDomain, UPLOADED_CERTIFICATE } from './common.ts';
import type { CacheRuleRecord, CertificateRecord, CompressSetting, ErrorPageRecord, RateRecord, SequenceName, SiteConfigState, SiteDnsRecord } from './model.ts';
import { DEFAULT_OPEN_PORTS } from './ports.ts';
import { defaultCompress } from './settings.ts';
import { DAY, issuedPem, issuerOf, newCertificate, userStatus } from './certificates.ts';
import { fnv as hash } from '../sites/rules.ts';

const HOUR = 3_600_000;

const DEMO_PEM = (label: string) =>
  `-----BEGIN CERTIFICATE-----\n${Buffer.from(`parapet-demo-upload:${label}`).toString('base64')}\nMIIDdzCCAl+gAwIBAgIUT3Hh0Zt5t0bq4c2m9l1y7wXh1kEwDQYJKoZIhvcNAQEL\n-----END CERTIFICATE-----\n`;

const AUTO_FAILURES = [
  (name: string) => `DNS problem: NXDOMAIN looking up A for ${name}; check the CNAME`,
  (name: string) => `Timeout during connect to ${name}:80 (likely firewall problem); check overseas resolution`,
  (name: string) => `too many certificates already issued for ${registeredDomain(name)}: limit of 50 certificates per registered domain per 7 days`,
  (name: string) => `${name}: the DNS TTL has not expired yet; wait for the DNS TTL and renew`,
];

interface L4Seed {
  port: number;
  enabled?: boolean;
  /** Each origin listens on the port itself. */
  upstreams: { host: string; weight?: number; enabled?: boolean }[];
  ageDays: number;
}

const L4_PORTS: Record<number, L4Seed[]> = {
  4111: [
    { port: 7443, upstreams: [{ host: '198.51.100.40', weight: 2 }, { host: '198.51.100.41' }], ageDays: 140 },
    { port: 7444, enabled: false, upstreams: [{ host: '198.51.100.40' }], ageDays: 140 },
    { port: 12000, upstreams: [{ host: 'pos-gw.harbor-tea.example' }, { host: '203.0.113.60', enabled: false }], ageDays: 60 },
  ],
  4303: [
    { port: 9000, upstreams: [{ host: '192.0.2.80' }], ageDays: 200 },
    { port: 9001, upstreams: [{ host: '192.0.2.80' }, { host: '192.0.2.81' }], ageDays: 200 },
  ],
  4405: [
    { port: 27015, upstreams: [{ host: '198.51.100.50', weight: 3 }, { host: '198.51.100.51', weight: 2 }, { host: '2001:db8:77::5' }], ageDays: 110 },
    { port: 25565, upstreams: [{ host: '198.51.100.52' }], ageDays: 100 },
    { port: 7777, upstreams: [{ host: '203.0.113.70' }, { host: '203.0.113.71', enabled: false }], ageDays: 90 },
    { port: 7778, enabled: false, upstreams: [{ host: '203.0.113.70' }], ageDays: 90 },
    { port: 30120, upstreams: [{ host: 'eu.match.tidewater-games.example', weight: 4 }, { host: '2001:db8:77::9' }], ageDays: 30 },
  ],
};

const COMPRESS: Record<number, Partial<CompressSetting>> = {
  4101: { gzipTypes: ['text/html', 'text/css', 'text/plain', 'application/javascript', 'application/json', 'image/svg+xml'], webp: true },
  4102: { gzipMinLength: 2048, webp: true },
  4104: { gzip: false, webp: true },
  4201: { gzipTypes: ['text/html', 'text/css', 'application/javascript', 'application/json', 'application/xml'], webp: true },
  4202: { gzipMinLength: 256, gzipTypes: ['text/css', 'application/javascript', 'image/svg+xml', 'font/ttf'] },
  4401: { webp: true },
  4402: { gzip: false },
};

type RuleSeed = Omit<CacheRuleRecord, 'id' | 'siteId' | 'priority'>;
const ft = (fileTypes: string[], cacheTime: number, mode: CacheRuleRecord['mode']): RuleSeed => ({ type: 'fileType', fileTypes, cacheTime, mode });
const path = (url: string, cacheTime: number, mode: CacheRuleRecord['mode']): RuleSeed => ({ type: 'url', url, cacheTime, mode });

const CACHE_RULES: Record<number, RuleSeed[]> = {
  4101: [ft(['css', 'js', 'png', 'jpg', 'webp', 'woff2'], 30 * 86400, 'force'), path('/api/', 0, 'followOrigin'), path('/account/', 0, 'force'), ft(['html'], 300, 'followOrigin')],
  4102: [ft(['jpg', 'png', 'webp', 'gif'], 7 * 86400, 'followOrigin'), path('/cart', 0, 'force'), path('/checkout', 0, 'force')],
  4104: [ft(['jpg', 'jpeg', 'png', 'webp', 'avif'], 30 * 86400, 'force'), ft(['mp4', 'webm'], 7 * 86400, 'force')],
  4201: [ft(['html'], 600, 'followOrigin'), ft(['css', 'js'], 86400, 'force'), path('/search', 0, 'force')],
  4202: [ft(['mp3', 'mp4', 'apk', 'epub', 'pdf'], 30 * 86400, 'force'), ft(['svg', 'woff2', 'ttf'], 31536000, 'force')],
  4401: [ft(['apk', 'zip', 'pak'], 7 * 86400, 'force'), path('/api/', 0, 'followOrigin'), path('/news/', 120, 'followOrigin')],
  4402: [ft(['zip', 'pak', 'exe', 'dmg'], 30 * 86400, 'force')],
};

type RateSeed = Omit<RateRecord, 'id' | 'siteId'>;
const rate = (urlRegex: string, limitRate: number, limitAfter: number, enabled = true): RateSeed => ({ urlRegex, limitRate, limitAfter, enabled });

const RATES: Record<number, RateSeed[]> = {
  4104: [rate('^/video/', 4096, 0)],
  4202: [rate('^/downloads/.*\\.zip$', 2048, 10240)],
  4204: [rate('^/audiobooks/', 1024, 20480), rate('\\.epub$', 512, 0, false)],
  4402: [rate('^/patches/', 8192, 51200), rate('^/mirror/', 4096, 0, false)],
};

const page502 = (brand: string, line: string) => `<html><body><h1>We will be right back</h1><p>${brand} ${line}</p></body></html>`;

const ERROR_PAGES: Record<number, { code: ErrorPageRecord['code']; type: ErrorPageRecord['type']; content: string; ageDays: number }[]> = {
  4101: [
    { code: 502, type: 'content', content: page502('Harbor Tea', 'is brewing a fresh pot.'), ageDays: 26 },
    { code: 504, type: 'content', content: page502('Harbor Tea', 'is taking a little longer than usual.'), ageDays: 26 },
    { code: 929, type: 'redirect', content: 'https://status.harbor-tea.example/busy', ageDays: 26 },
    { code: 403, type: 'redirect', content: 'https://www.harbor-tea.example/blocked', ageDays: 12 },
  ],
  4102: [
    { code: 500, type: 'content', content: '<html><body><h1>Something went wrong</h1><p>Your basket is safe. Please try again in a minute.</p></body></html>', ageDays: 40 },
    { code: 903, type: 'content', content: '<html><body><h1>Please use our shop address</h1><p>Visit https://shop.harbor-tea.example</p></body></html>', ageDays: 40 },
    { code: 400, type: 'javascript', content: "setTimeout(function () { location.href = 'https://shop.harbor-tea.example/'; }, 3000);", ageDays: 8 },
  ],
  4201: [
    { code: 502, type: 'content', content: page502('Lantern Books', 'is shelving new arrivals.'), ageDays: 60 },
    { code: 929, type: 'javascript', content: 'setTimeout(function () { location.reload(); }, 5000);', ageDays: 15 },
  ],
  4401: [
    { code: 502, type: 'content', content: page502('Tidewater Games', 'servers are restarting.'), ageDays: 33 },
    { code: 504, type: 'redirect', content: 'https://status.tidewater-games.example/', ageDays: 33 },
    { code: 403, type: 'javascript', content: "document.body.innerHTML = '<h1>Access denied</h1><p>Your region is not supported yet.</p>';", ageDays: 5 },
  ],
};

/** Site DNS records: for the sites' origin host names (A/AAAA by a hash), plus one CNAME no domain uses yet. */
const DNS_SITES = [4101, 4102, 4201, 4401];

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');

export function seedSiteConfig(store: Store, now: number): SiteConfigState {
  const state: SiteConfigState = {
    ports: [], openPorts: [], certificates: [], issuances: [], cacheRules: [], settings: [], rates: [], errorPages: [], dns: [],
    sequences: { port: 6200, upstream: 71000, certificate: 5500, cacheRule: 3300, rate: 1400, errorPage: 800, dns: 910 },
  };
  const id = (sequence: SequenceName) => nextId(state, sequence);
  for (const site of (store.resources.sites as { sites: SiteInfo[] } | undefined)?.sites ?? []) {
    const domains = domainsOfSite(store, site.id);
    seedCertificates(state, site, domains, now);
    if (site.portType === 'l4') {
      for (const p of L4_PORTS[site.id] ?? []) {
        const at = iso(now - p.ageDays * DAY);
        const upstreams = p.upstreams.map((u) => ({ id: id('upstream'), host: u.host, port: p.port, weight: u.weight ?? 1, enabled: u.enabled ?? true }));
        state.ports.push({ id: id('port'), siteId: site.id, port: p.port, enabled: p.enabled ?? true, upstreams, createdAt: at, updatedAt: iso(now - Math.floor(p.ageDays / 3) * DAY) });
      }
      continue;
    }
    // Listening ports: the defaults and every port a domain of the site listens on.
    const open = DEFAULT_OPEN_PORTS.map((p) => ({ ...p }));
    for (const portType of ['http', 'https'] as const) {
      for (const port of domains.flatMap((d) => d.scheme[portType])) if (!open.some((p) => p.port === port)) open.push({ port, portType });
    }
    if (open.length !== DEFAULT_OPEN_PORTS.length) state.openPorts.push({ siteId: site.id, ports: open.sort((a, b) => a.port - b.port) });

    const compress = COMPRESS[site.id];
    const rules = CACHE_RULES[site.id] ?? [];
    if (compress || rules.length || site.id === 4202) {
      state.settings.push({
        siteId: site.id,
        compress: { ...defaultCompress(), ...compress },
        cacheRuleSettings: { ignoreQueryString: site.id === 4202 || site.id === 4104, ignoreOriginNoCache: site.id === 4402 },
        purges: site.id === 4101 ? [{ at: iso(now - 3 * HOUR), type: 1, urls: ['https://www.harbor-tea.example/css/site.css'] }] : [],
      });
    }
    rules.forEach((r, i) => state.cacheRules.push({ id: id('cacheRule'), siteId: site.id, ...r, ...(r.fileTypes ? { fileTypes: [...r.fileTypes] } : {}), priority: i + 1 }));
    for (const r of RATES[site.id] ?? []) state.rates.push({ id: id('rate'), siteId: site.id, ...r });
    for (const { ageDays, ...page } of ERROR_PAGES[site.id] ?? []) state.errorPages.push({ id: id('errorPage'), siteId: site.id, ...page, updatedAt: iso(now - ageDays * DAY) });
    if (DNS_SITES.includes(site.id)) seedDns(state, site, domains, now);
  }

  return state;
}

/**
 * Per site: an uploaded certificate for the registered domain and its wildcard (plus deeper names of the site),
 * serving the HTTPS domains without automatic SSL; an automatic certificate for each domain with automatic SSL,
 * in the state the domain says (active success, applyFailed failed, pending pending or processing). Harbor Tea
 * also has an uploaded renewal being installed and a legacy upload that failed.
 */
function seedCertificates(state: SiteConfigState, site: SiteInfo, domains: DomainInfo[], now: number) {
  const base = registeredDomain(site.siteName);
  const label = site.siteName.split('.')[0];
  const h = hash(site.siteName);
  const named = domains.filter((d) => !/^[\d.:]+$/.test(d.domainName) && d.domainName.length <= 64);
  const names = [base, `*.${base}`];
  for (const d of named) if (!names.some((n) => covers(n, d.domainName))) names.push(d.domainName);
  const uploadedAgo = 30 + (h % 200);
  const issuer = h % 3 === 0 ? 'Example Trust ECC CA 2025' : 'Example Trust RSA CA 2025';
  const uploaded = { notBefore: iso(now - uploadedAgo * DAY), notAfter: iso(now - uploadedAgo * DAY + 397 * DAY), createdAt: iso(now - uploadedAgo * DAY + 2 * DAY), updatedAt: iso(now - uploadedAgo * DAY + 2 * DAY) };
  const upload = (name: string, domains: string[], patch: Partial<CertificateRecord>) =>
    newCertificate(state, site.id, name, domains, now, { ...UPLOADED_CERTIFICATE, issuer, ...uploaded, pem: DEMO_PEM(name), ...patch });
  const https = domains.filter((d) => d.scheme.https.length > 0);
  const main = https.length ? upload(`${slug(base.split(".")[0])}-${slug(label)}-2026`.slice(0, 64), names, {}) : null;
  if (site.id === 4101) upload('harbor-tea-2027', [base, `*.${base}`], { state: 'processing', readyAt: now + 2 * HOUR, notBefore: iso(now - DAY), notAfter: iso(now + 400 * DAY), createdAt: iso(now - 20 * 60_000), updatedAt: iso(now - 20 * 60_000) });
  if (site.id === 4102) {
    upload('shop-harbor-tea-legacy', [`shop.${base}`], { state: 'failed', message: 'the nodes refused the chain: the intermediate certificate is missing', notBefore: iso(now - 400 * DAY), notAfter: iso(now - 35 * DAY), createdAt: iso(now - 9 * DAY), updatedAt: iso(now - 9 * DAY) });
  }
  if (site.id === 4207 && main) main.notAfter = iso(now + 12 * DAY);

  for (const d of domains) {
    d.certificateID = null;
    if (d.autoSSL.enabled && named.includes(d)) {
      const dh = hash(`auto:${d.domainName}`);
      const status = d.autoSSL.status;
      const provider = d.autoSSL.provider === 'zeroSSL' ? 'zerossl' : 'letsencrypt';
      const appliedAt = now - (status === 'active' ? 5 + (dh % 60) : status === 'applyFailed' ? 1 + (dh % 4) : 0) * DAY - (dh % 20) * HOUR;
      const processing = status === 'pending' && d.id % 2 === 1;
      const state_ = status === 'active' ? 'success' : status === 'applyFailed' ? 'failed' : processing ? 'processing' : 'pending';
      const issued = state_ === 'success' ? { notBefore: iso(appliedAt), notAfter: iso(appliedAt + 90 * DAY) } : {};
      const cert = newCertificate(state, site.id, `auto-${d.domainName.replace(/^\*\./, 'wildcard.')}`.slice(0, 64), [d.domainName], now, {
        ...{ auto: true, domainId: d.id, provider, state: state_, readyAt: processing ? now + 45 * 60_000 : null },
        message: state_ === 'failed' ? AUTO_FAILURES[dh % AUTO_FAILURES.length](d.domainName) : null,
        ...{ issuer: issuerOf(provider), ...issued, createdAt: iso(appliedAt - 30 * DAY), updatedAt: iso(appliedAt) },
      });
      if (state_ === 'success') cert.pem = issuedPem(cert);
      if (state_ !== 'success' && now - appliedAt < 7 * DAY) state.issuances.push({ registeredDomain: registeredDomain(d.domainName), at: appliedAt });
      d.certStatus = userStatus(state_);
      if (state_ !== 'failed') d.certificateID = cert.id;
      continue;
    }
    const served = main && d.scheme.https.length && main.domains.some((n) => covers(n, d.domainName));
    d.certStatus = served ? 'success' : 'none';
    if (served) d.certificateID = main.id;
  }
}

function seedDns(state: SiteConfigState, site: SiteInfo, domains: DomainInfo[], now: number) {
  const hosts = [...new Set(domains.flatMap((d) => d.upstreams.map((u) => u.host.toLowerCase())).filter((host) => /^[a-z]/.test(host) && host.includes('.')))].sort();
  const base = registeredDomain(site.siteName);
  const add = (record: Omit<SiteDnsRecord, 'id' | 'siteId' | 'createdAt' | 'updatedAt'>, ageDays: number) =>
    state.dns.push({ id: nextId(state, 'dns'), siteId: site.id, ...record, createdAt: iso(now - ageDays * DAY), updatedAt: iso(now - Math.floor(ageDays / 2) * DAY) });
  hosts.slice(0, 4).forEach((host, i) => {
    const h = hash(host);
    if (h % 3 === 0) add({ name: host, type: 'AAAA', value: `2001:db8:4a::${(h % 200) + 10}`, ttl: 300 }, 90 - i * 7);
    else add({ name: host, type: 'A', value: `203.0.113.${(h % 200) + 20}`, ttl: 600 }, 90 - i * 7);
  });
  add({ name: `origin-west.${base}`, type: 'CNAME', value: 'lb-7.hosting-west.example', ttl: 600 }, 14);
}
