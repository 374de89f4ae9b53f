// The firewall seed: lists of the seeded sites of Harbor Tea (4101, 4102), Lantern Books (4201, 4202) and
// Tidewater Games (4401), and the IPs the edge blocks for them. Content is fixed; dates follow `now`.
import type { Store } from '../../state/store.ts';
import { regionId } from './catalogue.ts';
import { iso } from './common.ts';
import { type AbuseIPRecord, type BlockIPRecord, type FirewallRule, type FirewallSite, type FirewallState, type ListKind, LIST_KINDS, emptyFirewallSite } from './firewall-model.ts';

type Seed = Omit<FirewallRule, 'id' | 'priority' | 'enabled' | 'createdAt' | 'updatedAt'> & { enabled?: boolean };

/** A seeded site's firewall: its default region rule, IP-trust entries and the entries of each list. */
type SiteSeed = Partial<Record<ListKind, Seed[]>> & {
  positions?: FirewallSite['positionsRule'];
  abuseIP?: Omit<AbuseIPRecord, 'id' | 'priority' | 'enabled'>[];
};

const SITES: Record<number, SiteSeed> = {
  4101: {
    positions: { isBlack: true, positions: ['RU'], urlRegex: null, blockType: 'refuse' },
    abuseIP: [
      { score: 75, blockType: 'refuse', memo: 'Known abusive networks' },
      { score: 50, urlRegex: '^/checkout', blockType: 'continue', protectMode: 3, memo: 'Challenge risky buyers at checkout' },
    ],
    geo: [
      { isBlack: true, geoIDs: [regionId('RU')], blockType: 'refuse', memo: 'No shipping there; card-testing traffic' },
      { isBlack: false, geoIDs: [regionId('TW'), regionId('HK')], urlRegex: '^/admin', blockType: 'accept', memo: 'Back office from Taiwan and Hong Kong only' },
    ],
    blacklist: [
      { ips: ['203.0.113.45', '198.51.100.0/24'], blockType: 'refuse', memo: 'Card-testing bots (October 2026)' },
      { ips: ['2001:db8:bad::/48'], urlRegex: '^/wp-login\\.php', blockType: 'refuse', memo: 'WordPress probes' },
      { ips: ['192.0.2.66'], methodValues: ['POST', 'PUT'], blockType: 'refuse', memo: 'Review spammer' },
    ],
    whitelist: [
      { ips: ['192.0.2.10', '192.0.2.11'], blockType: 'accept', memo: 'Office NAT, Dihua Street' },
      { ips: ['203.0.113.200'], urlRegex: '^/api/payments/', methodValues: ['POST'], blockType: 'continue', memo: 'Payment gateway callbacks' },
    ],
    antiHeader: [
      { type: 'Referer', regex: 'seo-offers\\.example', isBlack: true, blockType: 'refuse', memo: 'Referrer spam' },
      { type: 'X-Requested-With', regex: '^$', isBlack: true, urlRegex: '^/api/', blockType: 'refuse', enabled: false },
    ],
    anticc: [
      { urlRegex: '^/login', protectMode: 5, frequency: 5, memo: 'Slider captcha on the sign-in form' },
      { urlRegex: '^/', protectMode: 1, frequency: 2, enabled: false, memo: 'Five-second shield for campaigns' },
    ],
    frequency: [{ urlRegex: '^/search', seconds: 10, times: 30, blockType: 'refuse', memo: 'Search scraping' }],
    limitReq: [
      { type: 'ip', rate: 20, burst: 40, delay: 10 },
      { type: 'url', urlRegex: '^/api/', rate: 100, burst: 200, delay: 50, memo: 'Storefront API' },
    ],
    userAgent: [
      { userAgentRegex: 'sqlmap|nikto|masscan|zgrab', blockType: 'refuse', memo: 'Scanners' },
      { userAgentRegex: 'python-requests', urlRegex: '^/api/', blockType: 'refuse' },
    ],
  },
  4102: {
    abuseIP: [{ score: 100, blockType: 'refuse', memo: 'Only the worst offenders' }],
    blacklist: [{ ips: ['198.51.100.23', '198.51.100.24', '203.0.113.0/28'], blockType: 'refuse', memo: 'Coupon abuse' }],
    anticc: [{ urlRegex: '^/cart', protectMode: 3, frequency: 4, methodValues: ['POST'], memo: 'Click to verify on add-to-cart floods' }],
    limitReq: [{ type: 'ip', rate: 10, burst: 20, delay: 0 }],
    userAgent: [{ userAgentRegex: 'HeadlessChrome', urlRegex: '^/cart', blockType: 'refuse', memo: 'Scalper bots' }],
  },
  4201: {
    positions: { isBlack: false, positions: ['TW', 'HK', 'JP', 'SG'], urlRegex: '^/members', blockType: 'refuse' },
    geo: [{ isBlack: false, geoIDs: [regionId('TW'), regionId('HK'), regionId('JP')], urlRegex: '^/members', blockType: 'accept' }],
    whitelist: [{ ips: ['192.0.2.80'], blockType: 'accept', memo: 'Bookshop office' }],
    anticc: [{ urlRegex: '^/search', protectMode: 2, frequency: 1 }],
    frequency: [
      { urlRegex: '^/catalogue/export', seconds: 60, times: 5, blockType: 'refuse', memo: 'Catalogue exports' },
      { seconds: 1, times: 50, blockType: 'continue' },
    ],
  },
  4202: {
    antiHeader: [{ type: 'Referer', regex: '^https?://(?!([a-z0-9-]+\\.)?lantern-books\\.example)', isBlack: true, blockType: 'refuse', memo: 'Hotlink protection' }],
    limitReq: [{ type: 'ip', rate: 200, burst: 400, delay: 200, memo: 'Image CDN' }],
  },
  4401: {
    positions: { isBlack: true, positions: ['CN-SHA', 'US-ASH'], urlRegex: '^/api/leaderboard', blockType: 'refuse' },
    abuseIP: [
      { score: 25, urlRegex: '^/api/match', blockType: 'refuse', memo: 'Matchmaking API' },
      { score: 75, blockType: 'continue', protectMode: 4 },
    ],
    geo: [{ isBlack: true, geoIDs: [regionId('CN-SHA'), regionId('US-ASH')], urlRegex: '^/api/leaderboard', blockType: 'refuse', memo: 'Leaderboard farming' }],
    blacklist: Array.from({ length: 12 }, (_, i) => ({
      ips: [`203.0.113.${100 + i * 2}`, `203.0.113.${101 + i * 2}`],
      urlRegex: `^/api/match/${i + 1}/`,
      blockType: 'refuse' as const,
      memo: `Cheaters reported in season ${i + 1}`,
    })),
    anticc: [
      { urlRegex: '^/api/match', protectMode: 2, frequency: 1 },
      { urlRegex: '^/download', protectMode: 4, frequency: 3, memo: 'Redirect to the mirror' },
    ],
    userAgent: [{ userAgentRegex: 'curl/|wget/', urlRegex: '^/download', blockType: 'refuse' }],
  },
};

const BLOCKS: readonly [ip: string, siteID: number, cause: BlockIPRecord['cause'], hoursAgo: number, hoursLeft: number | null][] = [
  ['203.0.113.45', 4101, 3, 1, 23],
  ['203.0.113.46', 4101, 4, 2, 22],
  ['198.51.100.77', 4101, 2, 3, 5],
  ['198.51.100.78', 4101, 8, 5, null],
  ['192.0.2.150', 4101, 10, 7, 17],
  ['2001:db8:1:2::15', 4101, 5, 9, 15],
  ['203.0.113.45', 4102, 3, 2, 46],
  ['198.51.100.23', 4102, 11, 4, 20],
  ['198.51.100.90', 4102, 12, 6, 18],
  ['192.0.2.201', 4102, 4, 11, null],
  ['203.0.113.9', 4201, 2, 1, 11],
  ['203.0.113.10', 4201, 5, 8, 16],
  ['198.51.100.140', 4201, 8, 13, 11],
  ['2001:db8:7::a', 4201, 10, 20, 4],
  ['192.0.2.33', 4202, 11, 3, 21],
  ['192.0.2.34', 4202, 12, 3, 21],
  ['198.51.100.141', 4202, 3, 26, 22],
  ['203.0.113.120', 4401, 4, 1, 71],
  ['203.0.113.121', 4401, 4, 1, 71],
  ['198.51.100.5', 4401, 2, 10, 14],
  ['198.51.100.6', 4401, 10, 15, null],
  ['192.0.2.99', 4401, 12, 30, 18],
  ['2001:db8:ff::1', 4401, 8, 40, 8],
  ['198.51.100.77', 4401, 11, 2, 10],
];

export function seedFirewall(store: Store, now: number): FirewallState {
  const state: FirewallState = { seq: 5000, sites: {}, blockIPs: [] };
  const at = iso(now - 30 * 86_400_000);
  for (const [siteId, seed] of Object.entries(SITES)) {
    if (!store.sites.has(Number(siteId))) continue;
    const site = emptyFirewallSite();
    if (seed.positions) site.positionsRule = seed.positions;
    // Every entry has its URL expression (spec 5: required); ^/ is the whole site.
    site.abuseIP = (seed.abuseIP ?? []).map((entry, i) => ({ id: ++state.seq, urlRegex: '^/', ...entry, priority: i + 1, enabled: true }));
    for (const kind of LIST_KINDS) {
      site.lists[kind] = (seed[kind] ?? []).map((entry, i) => ({
        id: ++state.seq,
        urlRegex: '^/',
        ...entry,
        enabled: entry.enabled ?? true,
        priority: i + 1,
        createdAt: at,
        updatedAt: at,
      }));
    }
    state.sites[siteId] = site;
  }
  const hour = 3_600_000;
  state.blockIPs = BLOCKS.filter(([, siteID]) => store.sites.has(siteID)).map(([ip, siteID, cause, hoursAgo, hoursLeft]) => ({
    ip,
    siteID,
    cause,
    blockedAt: iso(now - hoursAgo * hour),
    expiredAt: hoursLeft === null ? null : iso(now + hoursLeft * hour),
  })) satisfies BlockIPRecord[];
  return state;
}
