// Deterministic seed of the sites module: products of the operators, ~30 sites over the seed user roots (the
// 6 base sites keep their ids) in every status, and ~200 domains with origins and settings.
import type { Store } from '../../state/store.ts';
import type { DomainInfo, ProductRecord, QuotaRecord, SiteInfo, SiteStatus, SitesState, UpstreamRecord } from './model.ts';
import { cnameTarget, cnameVerdict, fnv, isIpName } from './rules.ts';
import { iso, nextId } from './state.ts';
import { newDomainRecord } from './domain-ops.ts';
import { BULK_PRODUCTS, bulkSites, seedBulkCustomers, STOCK } from './seed-bulk.ts';

const DAY = 86_400_000;

const ZONES = ['Taipei', 'Tokyo', 'Frankfurt', 'Singapore'].map((name, i) => ({ id: i + 1, clientId: i < 3 ? 102 : 103, name }));

export type ProductSeed = Omit<ProductRecord, 'createdAt' | 'updatedAt'> & { ageDays: number };

const PRODUCTS: ProductSeed[] = [
  { id: 1, clientId: 102, productName: 'Starter', groupIDs: [11], ...STOCK, accessLog: false, siteLimit: 5, trafficPrice: 0.08, maxConnections: 2000, bandwidth: 100, exceedAction: 'limit', sellType: 'personal', portTypes: ['l7'], zoneID: 1, ageDays: 400 },
  { id: 2, clientId: 102, productName: 'Business', groupIDs: [11], ...STOCK, backupGroupID: 12, siteLimit: 20, trafficPrice: 0.05, maxConnections: 10000, bandwidth: 500, exceedAction: 'none', sellType: 'business', portTypes: ['l7'], zoneID: 1, ageDays: 380 },
  { id: 3, clientId: 102, productName: 'Enterprise', groupIDs: [21], ...STOCK, lockDomain: true, cnameMode: 'custom', defaultStatus: 'pause', siteLimit: 0, trafficPrice: 0.03, maxConnections: 0, bandwidth: 2000, exceedAction: 'none', sellType: 'business', portTypes: ['l7'], zoneID: 2, ageDays: 360 },
  { id: 4, clientId: 102, productName: 'L4 Shield', groupIDs: [31], ...STOCK, autoSSL: false, siteLimit: 10, trafficPrice: 0.06, maxConnections: 50000, bandwidth: 1000, exceedAction: 'pause', sellType: 'business', portTypes: ['l7', 'l4'], zoneID: 3, ageDays: 200 },
  { id: 5, clientId: 104, productName: 'Bluefin Web', groupIDs: [41], ...STOCK, siteLimit: 10, trafficPrice: 0.07, maxConnections: 5000, bandwidth: 300, exceedAction: 'limit', sellType: 'personal', portTypes: ['l7'], zoneID: 4, ageDays: 150 },
  { id: 6, clientId: 104, productName: 'Bluefin Game Shield', groupIDs: [41], ...STOCK, autoSSL: false, cnameMode: 'custom', siteLimit: 5, trafficPrice: 0.09, maxConnections: 100000, bandwidth: 1000, exceedAction: 'pause', sellType: 'business', portTypes: ['l7', 'l4'], zoneID: 4, ageDays: 120 },
  { id: 7, clientId: 103, productName: 'Skyline Resale Standard', groupIDs: [41], ...STOCK, accessLog: false, siteLimit: 50, trafficPrice: 0.04, maxConnections: 8000, bandwidth: 400, exceedAction: 'limit', sellType: 'business', portTypes: ['l7'], zoneID: 4, ageDays: 90 },
];

const QUOTAS: Omit<QuotaRecord, 'expiredAt'>[] = [
  // Northwind's licence covers its book at full size (seed-bulk.ts: 320 more sites, about 2,000 more domains).
  { clientId: 102, sites: 400, domains: 3000, ports: 100, autoSSL: 1500, portType: 'l7l4' },
  { clientId: 103, sites: 20, domains: 300, ports: 0, autoSSL: 50, portType: 'l7' },
  { clientId: 104, sites: 7, domains: 200, ports: 20, autoSSL: 25, portType: 'l7l4' },
];

/** Default caps of a new site on the product. */
export function limitationsOf(product: ProductRecord) {
  const l4 = product.portTypes.includes('l4');
  return {
    domainLimit: product.bandwidth >= 2000 ? 0 : product.bandwidth >= 500 ? 50 : l4 ? 20 : 10,
    portLimit: l4 ? 50 : 0,
    bandwidthMbps: product.bandwidth,
    maxConnections: product.maxConnections,
    monthlyTrafficGB: product.bandwidth >= 2000 ? 0 : product.bandwidth * 10,
  };
}

export interface SiteSeed {
  id: number;
  owner: number;
  name: string;
  product: number;
  status: SiteStatus;
  tags: string[];
  /** Days from now to expiry (negative: past); null never. */
  expires: number | null;
  l4?: boolean;
  users?: number[];
  domainLimit?: number;
  traffic?: SiteInfo['trafficState'];
  forceBackup?: boolean;
  /** Domain labels under the registered domain ('@' the apex; a full IP as is); a trailing '!' seeds it disabled. */
  labels: string[];
  /** Every automatic certificate of its domains failed (a customer past the authority's weekly limit). */
  autoSslFailed?: boolean;
}

const HARBOR = 'harbor-tea.example';
const LANTERN = 'lantern-books.example';
const QUIET = 'quietlake-gallery.example';
const TIDE = 'tidewater-games.example';

const SITES: SiteSeed[] = [
  { id: 4101, owner: 302, name: `www.${HARBOR}`, product: 2, status: 'normal', tags: ['storefront', 'production'], expires: 240, users: [312], labels: ['@', 'www', 'm', 'static', 'fonts', 'en', 'zh', '*.assets', 'tw', 'hk', 'sg', 'origin-test!'] },
  { id: 4102, owner: 302, name: `shop.${HARBOR}`, product: 2, status: 'normal', tags: ['storefront', 'checkout'], expires: 240, users: [311, 312], labels: ['shop', 'checkout', 'pay', 'cart', 'img.shop', 'search.shop', 'gift-cards', 'returns!'] },
  { id: 4103, owner: 302, name: `api.${HARBOR}`, product: 2, status: 'normal', tags: ['api'], expires: 240, traffic: 'warning', labels: ['api', 'api-v2', 'webhooks', 'partner-api', 'graphql', '203.0.113.40', 'pos-api', 'inventory-api', 'sandbox-api'] },
  { id: 4104, owner: 302, name: `img.${HARBOR}`, product: 1, status: 'normal', tags: ['static'], expires: 120, labels: ['img', 'img2', 'thumbs', 'video', 'downloads', 'media', 'cdn', 'photos'] },
  { id: 4105, owner: 302, name: `blog.${HARBOR}`, product: 1, status: 'normal', tags: ['content'], expires: 120, labels: ['blog', 'news', 'recipes', 'tea-guide', 'feeds', 'stories'] },
  { id: 4106, owner: 302, name: `wholesale.${HARBOR}`, product: 2, status: 'normal', tags: ['b2b', 'production'], expires: 365, labels: ['wholesale', 'b2b', 'orders.b2b', 'catalog.b2b', 'edi', 'portal', 'quotes', 'invoices', 'samples'] },
  { id: 4107, owner: 302, name: `staging.${HARBOR}`, product: 1, status: 'pause', tags: ['staging'], expires: 60, labels: ['staging', 'www!', 'staging-shop', 'staging-api', 'qa'] },
  { id: 4108, owner: 302, name: `events.${HARBOR}`, product: 1, status: 'expired', tags: ['campaign'], expires: -20, labels: ['events', 'spring-fair', 'tasting', 'lny2026'] },
  { id: 4109, owner: 302, name: `tea-club.${HARBOR}`, product: 3, status: 'normal', tags: ['members', 'production'], expires: null, labels: ['club', 'members', 'rewards', 'login', 'account', 'subscriptions', 'app', 'sso', 'points', 'tea-box'] },
  { id: 4110, owner: 302, name: `jp.${HARBOR}`, product: 2, status: 'normal', tags: ['japan'], expires: 240, domainLimit: 3, labels: ['jp', 'shop-jp', 'img-jp'] },
  { id: 4111, owner: 302, name: `tcp-relay.${HARBOR}`, product: 4, status: 'normal', tags: ['l4', 'pos'], expires: 300, l4: true, labels: [] },
  { id: 4112, owner: 302, name: `gift.${HARBOR}`, product: 3, status: 'pause', tags: ['campaign'], expires: null, labels: ['gift', 'gift-shop', 'vouchers', 'corporate-gifts'] },

  { id: 4201, owner: 320, name: `www.${LANTERN}`, product: 2, status: 'normal', tags: ['storefront', 'production'], expires: 200, users: [321], forceBackup: true, labels: ['@', 'www', 'm', 'shop', 'cart', 'checkout', 'account', 'help', 'kids', 'rare-books', 'gift-cards', 'stores'] },
  { id: 4202, owner: 320, name: `cdn.${LANTERN}`, product: 3, status: 'normal', tags: ['static'], expires: null, labels: ['cdn', 'covers', 'static', 'js', 'css', 'fonts', 'previews', '*.img', 'samples', 'authors-media'] },
  { id: 4203, owner: 320, name: `api.${LANTERN}`, product: 2, status: 'normal', tags: ['api'], expires: 200, labels: ['api', 'catalog-api', 'search-api', 'isbn', 'webhooks', '198.51.100.17', 'orders-api', 'stock-api'] },
  { id: 4204, owner: 320, name: `ebooks.${LANTERN}`, product: 3, status: 'normal', tags: ['downloads'], expires: null, traffic: 'limited', labels: ['ebooks', 'download', 'reader', 'audiobooks', 'drm', 'library', 'epub', 'pdf', 'sync'] },
  { id: 4205, owner: 320, name: `events.${LANTERN}`, product: 2, status: 'lock', tags: ['campaign'], expires: 200, labels: ['events', 'book-fair', 'readings', 'authors'] },
  { id: 4206, owner: 320, name: `archive.${LANTERN}`, product: 1, status: 'expired', tags: ['legacy'], expires: -45, labels: ['archive', 'old', 'legacy-shop', 'forum!'] },
  { id: 4207, owner: 320, name: `members.${LANTERN}`, product: 2, status: 'normal', tags: ['members'], expires: 12, labels: ['members', 'club', 'newsletter', 'wishlist', 'gift', 'reading-list', 'book-club'] },
  { id: 4208, owner: 320, name: `search.${LANTERN}`, product: 4, status: 'normal', tags: ['search'], expires: 300, labels: ['search', 'suggest', 'autocomplete', 'browse'] },

  { id: 4301, owner: 330, name: `gallery.${QUIET}`, product: 2, status: 'normal', tags: ['gallery'], expires: 90, labels: ['gallery', 'www', '@', 'collections', 'images', 'exhibitions', 'press', 'virtual-tour'] },
  { id: 4302, owner: 330, name: `shop.${QUIET}`, product: 2, status: 'lock', tags: ['storefront'], expires: 90, labels: ['shop', 'prints', 'frames'] },
  { id: 4303, owner: 330, name: `tickets.${QUIET}`, product: 4, status: 'pause', tags: ['l4'], expires: 90, l4: true, labels: [] },

  { id: 4401, owner: 340, name: `play.${TIDE}`, product: 5, status: 'normal', tags: ['game', 'production'], expires: 180, labels: ['play', 'www', '@', 'launcher', 'news', 'support', 'store', 'wiki', 'account', 'esports', 'media'] },
  { id: 4402, owner: 340, name: `patch.${TIDE}`, product: 5, status: 'normal', tags: ['downloads'], expires: 180, labels: ['patch', 'cdn', 'dl', 'updates', 'mirror', '*.assets', 'dl-eu', 'dl-us', 'dl-asia'] },
  { id: 4403, owner: 340, name: `api.${TIDE}`, product: 5, status: 'normal', tags: ['api'], expires: 180, labels: ['api', 'auth', 'leaderboard', 'matchmaking', 'telemetry', '192.0.2.45', 'inventory', 'friends', 'chat'] },
  { id: 4404, owner: 340, name: `forum.${TIDE}`, product: 5, status: 'pause', tags: ['community'], expires: 180, labels: ['forum', 'community', 'guilds', 'events'] },
  { id: 4405, owner: 340, name: `match.${TIDE}`, product: 6, status: 'normal', tags: ['l4', 'game'], expires: 180, l4: true, labels: [] },
  { id: 4406, owner: 340, name: `beta.${TIDE}`, product: 5, status: 'expired', tags: ['beta'], expires: -7, labels: ['beta', 'beta-api', 'beta-cdn', 'testflight'] },
  { id: 4407, owner: 340, name: `status.${TIDE}`, product: 5, status: 'lock', tags: ['ops'], expires: 180, labels: ['status', 'uptime', 'incidents'] },
];

function upstreamsFor(base: string, h: number, ids: () => number) {
  const follow = h % 9 === 0;
  return Array.from({ length: 1 + (h % 3) }, (_, k): UpstreamRecord => {
    const https = !follow && (h >>> (k + 2)) % 3 !== 0;
    // A host name, an IPv6 address, or an IPv4 address of one of two ranges.
    const host = [
      `origin-${k + 1}.${base}`,
      `2001:db8:${(h % 250).toString(16)}::${k + 10}`,
      `198.51.100.${((h >>> 5) + k * 7) % 240 + 10}`,
      `203.0.113.${((h >>> 3) + k * 11) % 240 + 10}`,
    ][(h >>> (k + 4)) % 4] as string;
    return {
      id: ids(),
      host,
      port: follow ? 80 : https ? 443 : (h >>> k) % 5 === 0 ? 8080 : 80,
      weight: k === 0 ? 5 : 1 + ((h >>> k) % 3),
      protocol: follow ? 'follow' : https ? 'https' : 'http',
      enabled: k < 2 || (h >>> k) % 2 === 0,
    };
  });
}

const TAG_WORDS: [RegExp, string][] = [
  [/img|image|thumb|static|assets|covers|css|js|fonts|media|video|previews/, 'static'],
  [/api|webhook|graphql|isbn|auth|telemetry|matchmaking|leaderboard|edi/, 'api'],
  [/shop|cart|checkout|pay|store|orders|quotes|gift/, 'commerce'],
  [/download|dl|patch|updates|mirror|ebooks|epub|audiobooks/, 'downloads'],
  [/staging|qa|beta|test/, 'non-production'],
];

export function seedSites(store: Store, now: number) {
  const state: SitesState = {
    quotas: QUOTAS.map((q) => ({ ...q, expiredAt: iso(now + 300 * DAY) })),
    zones: ZONES.map((z) => ({ ...z })),
    products: [...PRODUCTS, ...BULK_PRODUCTS].map(({ ageDays, ...p }) => ({
      ...p,
      groupIDs: [...p.groupIDs],
      portTypes: [...p.portTypes],
      createdAt: iso(now - ageDays * DAY),
      updatedAt: iso(now - Math.floor(ageDays / 3) * DAY),
    })),
    sites: [],
    domains: [],
    sequences: { product: 100, site: 0, domain: 60000, upstream: 90000, antiReferer: 700, antiHeader: 750 },
  };
  // The hand-written sites, then the operator's book at full size (seed-bulk.ts: its customers first).
  seedBulkCustomers(store);
  for (const seed of [...SITES, ...bulkSites()]) {
    const product = state.products.find((p) => p.id === seed.product);
    if (!product) continue;
    const dnsDomain = store.dnsSettings.get(product.clientId)?.domain ?? `cdn.client-${product.clientId}.example`;
    const created = now - (60 + (fnv(seed.name) % 400)) * DAY;
    const site: SiteInfo = {
      id: seed.id,
      siteName: seed.name,
      ownerId: seed.owner,
      productID: product.id,
      status: seed.status,
      zoneID: product.zoneID,
      tags: [...seed.tags],
      userIDs: [...(seed.users ?? [])],
      cacheClearedAt: null,
      cname: cnameTarget(seed.id, seed.name, product.cnameMode, dnsDomain),
      portType: seed.l4 ? 'l4' : 'l7',
      trafficState: seed.traffic ?? 'normal',
      forceBackup: seed.forceBackup ?? false,
      limitations: { ...limitationsOf(product), ...(seed.domainLimit === undefined ? {} : { domainLimit: seed.domainLimit }) },
      expiredAt: seed.expires === null ? null : iso(now + seed.expires * DAY),
      createdAt: iso(created),
      updatedAt: iso(now - (fnv(seed.name) % 50) * DAY),
    };
    state.sites.push(site);
    if (!store.sites.has(site.id)) store.sites.put({ id: site.id, name: site.siteName, ownerId: site.ownerId });

    const base = seed.name.split('.').slice(-2).join('.');
    for (const raw of seed.labels) {
      const disabled = raw.endsWith('!');
      const label = disabled ? raw.slice(0, -1) : raw;
      const name = label === '@' ? base : isIpName(label) ? label : `${label}.${base}`;
      const domain = seedDomain(state, site, product, name, base, disabled, now);
      if (seed.autoSslFailed && domain.autoSSL.enabled) {
        domain.autoSSL.status = 'applyFailed';
        domain.certStatus = 'failed';
      }
      state.domains.push(domain);
    }
  }

  return state;
}

function seedDomain(state: SitesState, site: SiteInfo, product: ProductRecord, name: string, base: string, disabled: boolean, now: number): DomainInfo {
  const h = fnv(`${site.id}/${name}`);
  const ip = isIpName(name);
  const wildcard = name.startsWith('*.');
  const httpOnly = h % 5 === 0 || ip;
  const scheme = httpOnly ? { http: [80], https: [] } : h % 7 === 0 ? { http: [80, 8080], https: [443, 8443] } : { http: [80], https: [443] };
  const https = scheme.https.length > 0;
  const upstreams = upstreamsFor(base, h, () => nextId(state, 'upstream'));
  const portMap = upstreams.some((u) => u.protocol === 'follow') || h % 8 === 1;
  const checked = h % 13 === 0 ? 'pending' : cnameVerdict(name);
  const autoOn = product.autoSSL && https && !ip && h % 2 === 0;
  const autoStatus = !autoOn ? null : h % 11 === 0 ? 'applyFailed' : h % 6 === 0 ? 'pending' : 'active';
  const certStatus = !https ? 'none' : autoStatus === 'applyFailed' ? 'failed' : autoStatus === 'pending' || h % 19 === 0 ? 'processing' : 'success';
  const label = name.split('.')[0] ?? name;
  const tags = TAG_WORDS.filter(([re]) => re.test(label)).map(([, tag]) => tag);
  if (name === base || label === 'www') tags.push('primary');
  const created = now - (20 + (h % 300)) * DAY;
  const antiReferers: DomainInfo['antiReferers'] = [];
  const antiHeaders: DomainInfo['antiHeaders'] = [];
  if (tags.includes('static') && h % 2 === 0) {
    antiReferers.push({ id: nextId(state, 'antiReferer'), isBlack: false, referers: [`*.${base}`, base, 'www.google.com'], allowEmpty: true, enabled: true });
  }
  if (tags.includes('downloads') && h % 3 === 0) {
    antiReferers.push({ id: nextId(state, 'antiReferer'), isBlack: true, referers: ['*.leech-mirror.example', 'freebooks.example'], allowEmpty: true, enabled: h % 2 === 0 });
  }
  if (tags.includes('api') && h % 2 === 1) {
    antiHeaders.push({ id: nextId(state, 'antiHeader'), header: 'User-Agent', regex: '(?i)(sqlmap|nikto|masscan)', isBlack: true, enabled: true });
    if (h % 3 === 0) antiHeaders.push({ id: nextId(state, 'antiHeader'), header: 'X-Api-Client', regex: '^(ios|android|web)-[0-9.]+$', isBlack: false, enabled: false });
  }
  // A new domain of the site, then what the seed gives it beyond a new domain's defaults.
  const domain = newDomainRecord(state, site, { name, upstreams, scheme, portMap, tags, status: disabled || h % 17 === 3 ? 0 : 1 }, created);
  return Object.assign(domain, {
    dnsStatus: checked,
    cnameStatus: checked,
    forceSSL: https && h % 3 !== 0,
    certStatus,
    certificateID: certStatus === 'success' || certStatus === 'processing' ? 5000 + (h % 400) : null,
    balance: h % 4 === 0 ? { hashType: 'ipHash', failTimeout: 30, maxFails: 3 } : h % 10 === 1 ? { hashType: 'leastConn', failTimeout: 15, maxFails: 2 } : { hashType: 'roundRobin', failTimeout: 10, maxFails: 1 },
    autoSSL: { enabled: autoOn, provider: h % 7 === 2 ? 'zeroSSL' : 'letsEncrypt', verifyType: wildcard ? 'dns' : 'http', status: autoStatus },
    hostRewrite: h % 10 === 0 && !ip ? `origin.${base}` : null,
    antiReferers,
    antiHeaders,
    updatedAt: iso(created + (h % 20) * DAY),
  } satisfies Partial<DomainInfo>);
}
