// Deterministic randomness and the fixed catalogues the generated statistics and logs draw from
// (countries, cities, referers, user agents, WAF rules...). Addresses are documentation ranges only.

/** A hash of a few integers to [0, 1): the same inputs give the same number in every process. */
export function hash01(a: number, b = 0, c = 0, d = 0) {
  let h = 0x811c9dc5 ^ Math.imul(a | 0, 0x9e3779b1);
  h = Math.imul(h ^ (b | 0), 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h ^ (c | 0), 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h ^ (d | 0), 0x27d4eb2f);
  h ^= h >>> 15;
  return (h >>> 0) / 4294967296;
}

/** A seeded generator (mulberry32). */
export function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Weighted<K = string> {
  key: K;
  name: string;
  weight: number;
}

/** Normalised weights (sum 1). */
export function normalise<T extends { weight: number }>(items: readonly T[]): T[] {
  const total = items.reduce((s, i) => s + i.weight, 0) || 1;
  return items.map((i) => ({ ...i, weight: i.weight / total }));
}

/** Zipf-like shares of a catalogue, shuffled a little per seed (site). */
export function siteShares<K>(items: readonly { key: K; name: string }[], seed: number, salt: number, exponent = 1.1) {
  const order = items.map((item, i) => ({ item, rank: i + hash01(seed, salt, i) * 2.2 })).sort((a, b) => a.rank - b.rank);
  return normalise(order.map(({ item }, i) => ({ key: item.key, name: item.name, weight: 1 / (i + 1) ** exponent })));
}

/** Picks from normalised weights with u in [0, 1). */
export function pick<T extends { weight: number }>(items: readonly T[], u: number) {
  let acc = 0;
  for (const item of items) {
    acc += item.weight;
    if (u < acc) return item;
  }
  return items[items.length - 1]!;
}

/** Weighted items whose name is their key, normalised. */
const weighted = (pairs: readonly (readonly [string | number, number])[]) => normalise(pairs.map(([key, weight]) => ({ key: String(key), name: String(key), weight })));
/** Items of [key, name] rows (a { key: name } table's entries), in their order. */
const pairs = (rows: readonly (readonly [string | number, string])[]) => rows.map(([key, name]) => ({ key: String(key), name }));
export const keyed = (keys: readonly string[]) => keys.map((key) => ({ key, name: key }));
/** The items of a catalogue with these keys, in the order of the keys. */
const subset = (items: readonly { key: string; name: string }[], keys: readonly string[]) => keys.map((key) => items.find((i) => i.key === key)!);

/** Share of each status in ordinary traffic (every status the edge answers) and in attack traffic. */
export const STATUS_NORMAL = weighted([[200, 0.8], [206, 0.03], [301, 0.02], [302, 0.025], [400, 0.004], [403, 0.006], [404, 0.06], [444, 0.001], [499, 0.01], [500, 0.002], [502, 0.003], [503, 0.002], [504, 0.002], [903, 0.001], [904, 0.001], [929, 0.0015], [978, 0.001]]);
export const STATUS_ATTACK = weighted([[200, 0.05], [403, 0.35], [444, 0.2], [499, 0.03], [503, 0.02], [929, 0.2], [978, 0.15]]);

export const CACHE_STATUSES = weighted([['HIT', 0.72], ['MISS', 0.18], ['EXPIRED', 0.04], ['BYPASS', 0.04], ['STALE', 0.01], ['UPDATING', 0.005], ['REVALIDATED', 0.005]]);
export const METHODS = weighted([['GET', 0.86], ['POST', 0.09], ['HEAD', 0.02], ['OPTIONS', 0.015], ['PUT', 0.007], ['DELETE', 0.004], ['PATCH', 0.003], ['other', 0.001]]);
export const ATTACK_METHODS = weighted([['GET', 0.55], ['POST', 0.35], ['HEAD', 0.04], ['PUT', 0.03], ['OPTIONS', 0.02], ['DELETE', 0.01]]);

const VERSION_SHARES = [['1.0', 0.01], ['1.1', 0.27], ['2', 0.55], ['3', 0.17]] as const;
export const HTTP_VERSIONS = normalise(VERSION_SHARES.map(([key, weight]) => ({ key, name: `HTTP/${key}`, weight })));

/** Block-type keys of the block card and their shares. */
export const BLOCK_TYPES = weighted([[3, 0.28], [4, 0.22], [2, 0.16], [8, 0.12], [5, 0.09], [10, 0.06], [11, 0.04], [12, 0.03]]);
/** Share of blacklist hits from China (chinaCount). */
export const CHINA_SHARE = 0.37;

export const COUNTRIES = pairs(Object.entries({
  TW: 'Taiwan', US: 'United States', JP: 'Japan', HK: 'Hong Kong', SG: 'Singapore', CN: 'China', KR: 'South Korea', DE: 'Germany',
  GB: 'United Kingdom', MY: 'Malaysia', VN: 'Vietnam', TH: 'Thailand', AU: 'Australia', CA: 'Canada', FR: 'France', NL: 'Netherlands', IN: 'India',
  ID: 'Indonesia', PH: 'Philippines', BR: 'Brazil', RU: 'Russia', MO: 'Macao', NZ: 'New Zealand', IT: 'Italy', ES: 'Spain', SE: 'Sweden', PL: 'Poland',
  MX: 'Mexico', TR: 'Turkey', AE: 'United Arab Emirates', ZA: 'South Africa', UA: 'Ukraine',
}));
/** Sources of attacks lean elsewhere. */
export const ATTACK_COUNTRIES = subset(COUNTRIES, ['CN', 'RU', 'US', 'BR', 'VN', 'IN', 'NL', 'DE', 'UA', 'ID', 'TR', 'KR', 'SG', 'HK', 'FR', 'PL', 'TW', 'JP', 'MX', 'ZA']);

export const CITIES = pairs(Object.entries({
  'TW-TPE': 'Taipei', 'TW-NWT': 'New Taipei', 'TW-TXG': 'Taichung', 'TW-KHH': 'Kaohsiung', 'TW-TAO': 'Taoyuan', 'US-LAX': 'Los Angeles',
  'US-SJC': 'San Jose', 'US-NYC': 'New York', 'US-SEA': 'Seattle', 'JP-TYO': 'Tokyo', 'JP-OSA': 'Osaka', 'HK-HKG': 'Hong Kong', 'SG-SIN': 'Singapore',
  'CN-SHA': 'Shanghai', 'CN-PEK': 'Beijing', 'CN-SZX': 'Shenzhen', 'KR-SEL': 'Seoul', 'DE-FRA': 'Frankfurt', 'GB-LON': 'London',
  'MY-KUL': 'Kuala Lumpur', 'VN-SGN': 'Ho Chi Minh City', 'TH-BKK': 'Bangkok', 'AU-SYD': 'Sydney', 'CA-YVR': 'Vancouver', 'FR-PAR': 'Paris',
  'NL-AMS': 'Amsterdam', 'IN-BOM': 'Mumbai', 'ID-JKT': 'Jakarta', 'PH-MNL': 'Manila', 'BR-SAO': 'São Paulo', 'RU-MOW': 'Moscow',
}));
export const ATTACK_CITIES = subset(CITIES, ['CN-SHA', 'CN-PEK', 'RU-MOW', 'US-LAX', 'BR-SAO', 'VN-SGN', 'IN-BOM', 'NL-AMS', 'DE-FRA', 'CN-SZX', 'ID-JKT', 'SG-SIN', 'HK-HKG', 'US-NYC', 'KR-SEL', 'TW-TPE', 'JP-TYO', 'FR-PAR', 'GB-LON', 'US-SEA']);

export const REFERERS = keyed([
  '(direct)', 'https://www.google.com/', 'https://www.facebook.com/', 'https://www.instagram.com/', 'https://t.co/', 'https://www.bing.com/',
  'https://duckduckgo.com/', 'https://line.me/', 'https://www.youtube.com/', 'https://news.ycombinator.com/', 'https://www.reddit.com/', 'https://search.yahoo.com/',
]);

export const USER_AGENTS = keyed([
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  'curl/8.10.1',
  'python-requests/2.32.3',
  'Go-http-client/2.0',
]);
export const ATTACK_USER_AGENTS = ['sqlmap/1.8.11#stable (https://sqlmap.org)', 'Mozilla/5.0 zgrab/0.x', 'Nuclei - Open-source project (github.com/projectdiscovery/nuclei)', 'masscan/1.3', 'python-requests/2.32.3', 'Go-http-client/1.1'];

/** Paths of a site, by the kind the site name suggests. */
export function sitePaths(siteName: string) {
  const common = ['/', '/favicon.ico', '/robots.txt', '/sitemap.xml', '/static/js/app.7c1e9a.js', '/static/css/main.4b2d10.css'];
  if (siteName.startsWith('shop.')) return [...common, '/products', '/products/oolong-high-mountain', '/products/jasmine-pearl', '/cart', '/checkout', '/api/cart/items', '/account/login', '/search?q=green+tea', '/images/banner-winter.webp'];
  if (siteName.startsWith('cdn.')) return [...common, '/covers/9789864790123.jpg', '/covers/9789573290884.jpg', '/previews/chapter-1.pdf', '/fonts/NotoSerifTC-Regular.woff2', '/img/logo.svg', '/covers/9789863597389.jpg', '/assets/reader.3f9a.js'];
  if (siteName.startsWith('play.')) return [...common, '/download/launcher-2.4.1.exe', '/patch/2.4.1/assets-03.pak', '/patch/2.4.1/assets-01.pak', '/api/v2/session', '/api/v2/matchmaking', '/leaderboard', '/news/season-9'];
  if (siteName.startsWith('gallery.')) return [...common, '/exhibitions', '/exhibitions/winter-light', '/artists', '/visit', '/images/hall-a.jpg'];
  return [...common, '/about', '/blog', '/blog/2026/11/first-flush-notes', '/contact', '/api/newsletter', '/images/hero.webp', '/en/', '/zh-tw/'];
}

export const ATTACK_PATHS = ['/wp-login.php', '/.env', '/xmlrpc.php', "/search?q=1' OR '1'='1", '/cgi-bin/luci/;stok=/locale', '/api/v2/session', '/?s=<script>alert(1)</script>', '/../../etc/passwd', '/phpmyadmin/index.php', '/actuator/env'];

export const WAF_RULES = [
  { ruleID: 942100, ruleName: 'SQL Injection Attack Detected via libinjection', category: 'sqli', matched: "q=1' OR '1'='1" },
  { ruleID: 941100, ruleName: 'XSS Attack Detected via libinjection', category: 'xss', matched: 's=<script>alert(1)</script>' },
  { ruleID: 930120, ruleName: 'OS File Access Attempt', category: 'lfi', matched: '../../etc/passwd' },
  { ruleID: 932160, ruleName: 'Remote Command Execution: Unix Shell Code Found', category: 'rce', matched: ';cat /etc/shadow' },
  { ruleID: 913100, ruleName: 'Found User-Agent associated with security scanner', category: 'scanner', matched: 'sqlmap/1.8.11' },
  { ruleID: 920350, ruleName: 'Host header is a numeric IP address', category: 'protocol', matched: 'Host: 203.0.113.80' },
  { ruleID: 933160, ruleName: 'PHP Injection Attack: High-Risk PHP Function Call Found', category: 'php', matched: 'system($_GET[cmd])' },
] as const;
/** Kinds of firewall rules in the client's WAF log, with shares. */
export const RULE_TYPES = weighted([['waf', 0.4], ['blacklist', 0.22], ['anticc', 0.2], ['geo', 0.1], ['userAgent', 0.08]]);

/** Autonomous systems of the layer-4 top lists (key: the number), in this order. */
export const ASNS = pairs([
  [4134, 'CHINANET-BACKBONE'], [3462, 'HINET Data Communication Business Group'], [16509, 'AMAZON-02'],
  [14061, 'DIGITALOCEAN-ASN'], [4837, 'CHINA UNICOM China169 Backbone'], [12389, 'ROSTELECOM-AS'], [15169, 'GOOGLE'],
  [8075, 'MICROSOFT-CORP-MSN-AS-BLOCK'], [45102, 'ALIBABA-CN-NET'], [9924, 'TFN-TW Taiwan Fixed Network'],
  [4766, 'KIXS-AS-KR Korea Telecom'], [2516, 'KDDI'], [24940, 'HETZNER-AS'], [16276, 'OVH'],
]);
export const PROTOCOLS = ['TCP', 'UDP', 'ICMP', 'GRE'] as const;
export type Protocol = (typeof PROTOCOLS)[number];

/** An address from the documentation ranges (IPv4 mostly, a few IPv6). */
export function docIp(index: number) {
  const n = Math.abs(index | 0);
  const block = n % 7;
  const host = 1 + (Math.floor(n / 7) % 254);
  if (block === 6) return `2001:db8:${(n % 4096).toString(16)}::${host.toString(16)}`;
  const prefix = block < 3 ? '203.0.113' : block < 5 ? '198.51.100' : '192.0.2';
  return `${prefix}.${host}`;
}

/** A request id like the edge's. */
export const reqId = (a: number, b: number, c: number) =>
  [hash01(a, b, c, 1), hash01(a, b, c, 2)].map((x) => Math.floor(x * 0xffffffff).toString(16).padStart(8, '0')).join('');
