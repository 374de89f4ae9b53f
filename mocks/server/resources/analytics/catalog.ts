// Deterministic randomness and the fixed catalogues the generated statistics and logs draw from
// (countries, cities, referers, user agents, WAF rules...). Addresses are documentation ranges only.

/** A hash of a few integers to [0, 1): the same inputs give the same number in every process. */
export function hash01(a: number, b = 0, c = 0, d = 0): number {
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
export function prng(seed: number): () => number {
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
export function siteShares<K>(items: readonly { key: K; name: string }[], seed: number, salt: number, exponent = 1.1): Weighted<K>[] {
  const order = items.map((item, i) => ({ item, rank: i + hash01(seed, salt, i) * 2.2 })).sort((a, b) => a.rank - b.rank);
  return normalise(order.map(({ item }, i) => ({ key: item.key, name: item.name, weight: 1 / (i + 1) ** exponent })));
}

/** Picks from normalised weights with u in [0, 1). */
export function pick<T extends { weight: number }>(items: readonly T[], u: number): T {
  let acc = 0;
  for (const item of items) {
    acc += item.weight;
    if (u < acc) return item;
  }
  return items[items.length - 1]!;
}

export const STATUS_CODES = [200, 206, 301, 302, 400, 403, 404, 444, 499, 500, 502, 503, 504, 903, 904, 929, 978] as const;
/** Share of each status in ordinary traffic and in attack traffic. */
export const STATUS_NORMAL: Weighted[] = normalise(
  ([[200, 0.8], [206, 0.03], [301, 0.02], [302, 0.025], [400, 0.004], [403, 0.006], [404, 0.06], [444, 0.001], [499, 0.01], [500, 0.002], [502, 0.003], [503, 0.002], [504, 0.002], [903, 0.001], [904, 0.001], [929, 0.0015], [978, 0.001]] as const).map(
    ([key, weight]) => ({ key: String(key), name: String(key), weight }),
  ),
);
export const STATUS_ATTACK: Weighted[] = normalise(
  ([[200, 0.05], [403, 0.35], [444, 0.2], [499, 0.03], [503, 0.02], [929, 0.2], [978, 0.15]] as const).map(([key, weight]) => ({ key: String(key), name: String(key), weight })),
);

export const CACHE_STATUSES = normalise([
  { key: 'HIT', name: 'HIT', weight: 0.72 },
  { key: 'MISS', name: 'MISS', weight: 0.18 },
  { key: 'EXPIRED', name: 'EXPIRED', weight: 0.04 },
  { key: 'BYPASS', name: 'BYPASS', weight: 0.04 },
  { key: 'STALE', name: 'STALE', weight: 0.01 },
  { key: 'UPDATING', name: 'UPDATING', weight: 0.005 },
  { key: 'REVALIDATED', name: 'REVALIDATED', weight: 0.005 },
]);

export const METHODS = normalise([
  { key: 'GET', name: 'GET', weight: 0.86 },
  { key: 'POST', name: 'POST', weight: 0.09 },
  { key: 'HEAD', name: 'HEAD', weight: 0.02 },
  { key: 'OPTIONS', name: 'OPTIONS', weight: 0.015 },
  { key: 'PUT', name: 'PUT', weight: 0.007 },
  { key: 'DELETE', name: 'DELETE', weight: 0.004 },
  { key: 'PATCH', name: 'PATCH', weight: 0.003 },
  { key: 'other', name: 'other', weight: 0.001 },
]);
export const ATTACK_METHODS = normalise([
  { key: 'GET', name: 'GET', weight: 0.55 },
  { key: 'POST', name: 'POST', weight: 0.35 },
  { key: 'HEAD', name: 'HEAD', weight: 0.04 },
  { key: 'PUT', name: 'PUT', weight: 0.03 },
  { key: 'OPTIONS', name: 'OPTIONS', weight: 0.02 },
  { key: 'DELETE', name: 'DELETE', weight: 0.01 },
]);

export const HTTP_VERSIONS = normalise([
  { key: '1.0' as const, name: 'HTTP/1.0', weight: 0.01 },
  { key: '1.1' as const, name: 'HTTP/1.1', weight: 0.27 },
  { key: '2' as const, name: 'HTTP/2', weight: 0.55 },
  { key: '3' as const, name: 'HTTP/3', weight: 0.17 },
]);

/** Block-type keys of the block card and their shares. */
export const BLOCK_TYPES: Weighted[] = normalise(
  ([[3, 0.28], [4, 0.22], [2, 0.16], [8, 0.12], [5, 0.09], [10, 0.06], [11, 0.04], [12, 0.03]] as const).map(([key, weight]) => ({ key: String(key), name: String(key), weight })),
);
/** Share of blacklist hits from China (chinaCount). */
export const CHINA_SHARE = 0.37;

export const COUNTRIES = [
  { key: 'TW', name: 'Taiwan' },
  { key: 'US', name: 'United States' },
  { key: 'JP', name: 'Japan' },
  { key: 'HK', name: 'Hong Kong' },
  { key: 'SG', name: 'Singapore' },
  { key: 'CN', name: 'China' },
  { key: 'KR', name: 'South Korea' },
  { key: 'DE', name: 'Germany' },
  { key: 'GB', name: 'United Kingdom' },
  { key: 'MY', name: 'Malaysia' },
  { key: 'VN', name: 'Vietnam' },
  { key: 'TH', name: 'Thailand' },
  { key: 'AU', name: 'Australia' },
  { key: 'CA', name: 'Canada' },
  { key: 'FR', name: 'France' },
  { key: 'NL', name: 'Netherlands' },
  { key: 'IN', name: 'India' },
  { key: 'ID', name: 'Indonesia' },
  { key: 'PH', name: 'Philippines' },
  { key: 'BR', name: 'Brazil' },
  { key: 'RU', name: 'Russia' },
  { key: 'MO', name: 'Macao' },
  { key: 'NZ', name: 'New Zealand' },
  { key: 'IT', name: 'Italy' },
  { key: 'ES', name: 'Spain' },
  { key: 'SE', name: 'Sweden' },
  { key: 'PL', name: 'Poland' },
  { key: 'MX', name: 'Mexico' },
  { key: 'TR', name: 'Turkey' },
  { key: 'AE', name: 'United Arab Emirates' },
  { key: 'ZA', name: 'South Africa' },
  { key: 'UA', name: 'Ukraine' },
];
/** Sources of attacks lean elsewhere. */
export const ATTACK_COUNTRIES = ['CN', 'RU', 'US', 'BR', 'VN', 'IN', 'NL', 'DE', 'UA', 'ID', 'TR', 'KR', 'SG', 'HK', 'FR', 'PL', 'TW', 'JP', 'MX', 'ZA'].map((key) => ({
  key,
  name: COUNTRIES.find((c) => c.key === key)!.name,
}));
export const countryName = (code: string): string => COUNTRIES.find((c) => c.key === code)?.name ?? code;

export const CITIES = [
  { key: 'TW-TPE', name: 'Taipei' },
  { key: 'TW-NWT', name: 'New Taipei' },
  { key: 'TW-TXG', name: 'Taichung' },
  { key: 'TW-KHH', name: 'Kaohsiung' },
  { key: 'TW-TAO', name: 'Taoyuan' },
  { key: 'US-LAX', name: 'Los Angeles' },
  { key: 'US-SJC', name: 'San Jose' },
  { key: 'US-NYC', name: 'New York' },
  { key: 'US-SEA', name: 'Seattle' },
  { key: 'JP-TYO', name: 'Tokyo' },
  { key: 'JP-OSA', name: 'Osaka' },
  { key: 'HK-HKG', name: 'Hong Kong' },
  { key: 'SG-SIN', name: 'Singapore' },
  { key: 'CN-SHA', name: 'Shanghai' },
  { key: 'CN-PEK', name: 'Beijing' },
  { key: 'CN-SZX', name: 'Shenzhen' },
  { key: 'KR-SEL', name: 'Seoul' },
  { key: 'DE-FRA', name: 'Frankfurt' },
  { key: 'GB-LON', name: 'London' },
  { key: 'MY-KUL', name: 'Kuala Lumpur' },
  { key: 'VN-SGN', name: 'Ho Chi Minh City' },
  { key: 'TH-BKK', name: 'Bangkok' },
  { key: 'AU-SYD', name: 'Sydney' },
  { key: 'CA-YVR', name: 'Vancouver' },
  { key: 'FR-PAR', name: 'Paris' },
  { key: 'NL-AMS', name: 'Amsterdam' },
  { key: 'IN-BOM', name: 'Mumbai' },
  { key: 'ID-JKT', name: 'Jakarta' },
  { key: 'PH-MNL', name: 'Manila' },
  { key: 'BR-SAO', name: 'São Paulo' },
  { key: 'RU-MOW', name: 'Moscow' },
];
export const ATTACK_CITIES = ['CN-SHA', 'CN-PEK', 'RU-MOW', 'US-LAX', 'BR-SAO', 'VN-SGN', 'IN-BOM', 'NL-AMS', 'DE-FRA', 'CN-SZX', 'ID-JKT', 'SG-SIN', 'HK-HKG', 'US-NYC', 'KR-SEL', 'TW-TPE', 'JP-TYO', 'FR-PAR', 'GB-LON', 'US-SEA'].map((key) => ({
  key,
  name: CITIES.find((c) => c.key === key)!.name,
}));

export const REFERERS = [
  '(direct)',
  'https://www.google.com/',
  'https://www.facebook.com/',
  'https://www.instagram.com/',
  'https://t.co/',
  'https://www.bing.com/',
  'https://duckduckgo.com/',
  'https://line.me/',
  'https://www.youtube.com/',
  'https://news.ycombinator.com/',
  'https://www.reddit.com/',
  'https://search.yahoo.com/',
].map((key) => ({ key, name: key }));

export const USER_AGENTS = [
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
].map((key) => ({ key, name: key }));
export const ATTACK_USER_AGENTS = ['sqlmap/1.8.11#stable (https://sqlmap.org)', 'Mozilla/5.0 zgrab/0.x', 'Nuclei - Open-source project (github.com/projectdiscovery/nuclei)', 'masscan/1.3', 'python-requests/2.32.3', 'Go-http-client/1.1'];

/** Paths of a site, by the kind the site name suggests. */
export function sitePaths(siteName: string): string[] {
  const common = ['/', '/favicon.ico', '/robots.txt', '/sitemap.xml', '/static/js/app.7c1e9a.js', '/static/css/main.4b2d10.css'];
  if (siteName.startsWith('shop.')) return [...common, '/products', '/products/oolong-high-mountain', '/products/jasmine-pearl', '/cart', '/checkout', '/api/cart/items', '/account/login', '/search?q=green+tea', '/images/banner-winter.webp'];
  if (siteName.startsWith('cdn.')) return [...common, '/covers/9789864790123.jpg', '/covers/9789573290884.jpg', '/previews/chapter-1.pdf', '/fonts/NotoSerifTC-Regular.woff2', '/img/logo.svg', '/covers/9789863597389.jpg', '/assets/reader.3f9a.js'];
  if (siteName.startsWith('play.')) return [...common, '/download/launcher-2.4.1.exe', '/patch/2.4.1/assets-03.pak', '/patch/2.4.1/assets-01.pak', '/api/v2/session', '/api/v2/matchmaking', '/leaderboard', '/news/season-9'];
  if (siteName.startsWith('gallery.')) return [...common, '/exhibitions', '/exhibitions/winter-light', '/artists', '/visit', '/images/hall-a.jpg'];
  return [...common, '/about', '/blog', '/blog/2026/11/first-flush-notes', '/contact', '/api/newsletter', '/images/hero.webp', '/en/', '/zh-tw/'];
}

export const ATTACK_PATHS = ['/wp-login.php', '/.env', '/xmlrpc.php', "/search?q=1' OR '1'='1", '/cgi-bin/luci/;stok=/locale', '/api/v2/session', '/?s=<script>alert(1)</script>', '/../../etc/passwd', '/phpmyadmin/index.php', '/actuator/env'];

export interface WafRule {
  ruleID: number;
  ruleName: string;
  category: string;
  matched: string;
}
export const WAF_RULES: readonly WafRule[] = [
  { ruleID: 942100, ruleName: 'SQL Injection Attack Detected via libinjection', category: 'sqli', matched: "q=1' OR '1'='1" },
  { ruleID: 941100, ruleName: 'XSS Attack Detected via libinjection', category: 'xss', matched: 's=<script>alert(1)</script>' },
  { ruleID: 930120, ruleName: 'OS File Access Attempt', category: 'lfi', matched: '../../etc/passwd' },
  { ruleID: 932160, ruleName: 'Remote Command Execution: Unix Shell Code Found', category: 'rce', matched: ';cat /etc/shadow' },
  { ruleID: 913100, ruleName: 'Found User-Agent associated with security scanner', category: 'scanner', matched: 'sqlmap/1.8.11' },
  { ruleID: 920350, ruleName: 'Host header is a numeric IP address', category: 'protocol', matched: 'Host: 203.0.113.80' },
  { ruleID: 933160, ruleName: 'PHP Injection Attack: High-Risk PHP Function Call Found', category: 'php', matched: 'system($_GET[cmd])' },
];
/** Kinds of firewall rules in the client's WAF log, with shares. */
export const RULE_TYPES = normalise([
  { key: 'waf', name: 'waf', weight: 0.4 },
  { key: 'blacklist', name: 'blacklist', weight: 0.22 },
  { key: 'anticc', name: 'anticc', weight: 0.2 },
  { key: 'geo', name: 'geo', weight: 0.1 },
  { key: 'userAgent', name: 'userAgent', weight: 0.08 },
]);

export const ASNS = [
  { asn: 4134, name: 'CHINANET-BACKBONE' },
  { asn: 3462, name: 'HINET Data Communication Business Group' },
  { asn: 16509, name: 'AMAZON-02' },
  { asn: 14061, name: 'DIGITALOCEAN-ASN' },
  { asn: 4837, name: 'CHINA UNICOM China169 Backbone' },
  { asn: 12389, name: 'ROSTELECOM-AS' },
  { asn: 15169, name: 'GOOGLE' },
  { asn: 8075, name: 'MICROSOFT-CORP-MSN-AS-BLOCK' },
  { asn: 45102, name: 'ALIBABA-CN-NET' },
  { asn: 9924, name: 'TFN-TW Taiwan Fixed Network' },
  { asn: 4766, name: 'KIXS-AS-KR Korea Telecom' },
  { asn: 2516, name: 'KDDI' },
  { asn: 24940, name: 'HETZNER-AS' },
  { asn: 16276, name: 'OVH' },
];
export const TCP_FLAGS = ['SYN', 'ACK', 'SYN-ACK', 'PSH-ACK', 'FIN-ACK', 'RST', 'RST-ACK', 'URG-PSH-FIN'];
export const PROTOCOLS = ['TCP', 'UDP', 'ICMP', 'GRE'] as const;
export type Protocol = (typeof PROTOCOLS)[number];

/** An address from the documentation ranges (IPv4 mostly, a few IPv6). */
export function docIp(index: number): string {
  const n = Math.abs(index | 0);
  const block = n % 7;
  const host = 1 + (Math.floor(n / 7) % 254);
  if (block === 6) return `2001:db8:${(n % 4096).toString(16)}::${host.toString(16)}`;
  const prefix = block < 3 ? '203.0.113' : block < 5 ? '198.51.100' : '192.0.2';
  return `${prefix}.${host}`;
}

/** A request id like the edge's. */
export const reqId = (a: number, b: number, c: number): string =>
  [hash01(a, b, c, 1), hash01(a, b, c, 2)].map((x) => Math.floor(x * 0xffffffff).toString(16).padStart(8, '0')).join('');
