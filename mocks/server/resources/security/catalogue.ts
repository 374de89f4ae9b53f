// Static catalogues of the security resources: the region tree, the anti-CC trigger-rate presets, the
// default advanced firewall order and the built-in WAF rules. Built once at load.
import type { Schemas } from './common.ts';

type RegionNode = Schemas['RegionNode'];
type Continent = NonNullable<RegionNode['continentCode']>;

/** A country: its alpha-2 code, its name and a few cities (code, name). */
type CountrySeed = readonly [alpha2: string, name: string, cities?: readonly (readonly [code: string, name: string])[]];

/** A continent of the tree: its code, its name and its countries. */
const continent = (code: Continent, name: string, countries: readonly CountrySeed[]) => ({ code, name, countries });

const CONTINENTS = [
  continent('AS', 'Asia', [
    ['TW', 'Taiwan', [['TW-TPE', 'Taipei'], ['TW-TXG', 'Taichung'], ['TW-KHH', 'Kaohsiung']]],
    ['JP', 'Japan', [['JP-TYO', 'Tokyo'], ['JP-OSA', 'Osaka']]],
    ['HK', 'Hong Kong'],
    ['SG', 'Singapore'],
    ['KR', 'South Korea', [['KR-SEL', 'Seoul'], ['KR-PUS', 'Busan']]],
    ['CN', 'China', [['CN-BJS', 'Beijing'], ['CN-SHA', 'Shanghai'], ['CN-SZX', 'Shenzhen']]],
    ['IN', 'India', [['IN-BOM', 'Mumbai'], ['IN-DEL', 'Delhi']]],
    ['VN', 'Vietnam', [['VN-SGN', 'Ho Chi Minh City']]],
    ['TH', 'Thailand', [['TH-BKK', 'Bangkok']]],
    ['ID', 'Indonesia', [['ID-JKT', 'Jakarta']]],
    ['MY', 'Malaysia'],
    ['PH', 'Philippines'],
  ]),
  continent('EU', 'Europe', [
    ['DE', 'Germany', [['DE-FRA', 'Frankfurt'], ['DE-BER', 'Berlin']]],
    ['GB', 'United Kingdom', [['GB-LON', 'London']]],
    ['FR', 'France', [['FR-PAR', 'Paris']]],
    ['NL', 'Netherlands', [['NL-AMS', 'Amsterdam']]],
    ['RU', 'Russia', [['RU-MOW', 'Moscow']]],
    ['UA', 'Ukraine'],
    ['PL', 'Poland'],
    ['IT', 'Italy', [['IT-MIL', 'Milan']]],
    ['ES', 'Spain'],
    ['SE', 'Sweden'],
  ]),
  continent('NA', 'North America', [
    ['US', 'United States', [['US-LAX', 'Los Angeles'], ['US-SJC', 'San Jose'], ['US-SEA', 'Seattle'], ['US-NYC', 'New York'], ['US-ASH', 'Ashburn']]],
    ['CA', 'Canada', [['CA-YTO', 'Toronto'], ['CA-YVR', 'Vancouver']]],
    ['MX', 'Mexico'],
  ]),
  continent('SA', 'South America', [
    ['BR', 'Brazil', [['BR-SAO', 'São Paulo']]],
    ['AR', 'Argentina'],
    ['CL', 'Chile'],
  ]),
  continent('OC', 'Oceania', [
    ['AU', 'Australia', [['AU-SYD', 'Sydney'], ['AU-MEL', 'Melbourne']]],
    ['NZ', 'New Zealand'],
  ]),
  continent('AF', 'Africa', [
    ['ZA', 'South Africa', [['ZA-JNB', 'Johannesburg']]],
    ['NG', 'Nigeria'],
    ['EG', 'Egypt'],
    ['KE', 'Kenya'],
  ]),
  continent('AN', 'Antarctica', [['AQ', 'Antarctica']]),
];

/**
 * The region tree: continents (ids 1-7, code and countryName the continent's), countries (ids from 101,
 * code = alpha-2) and a few cities (ids from 1001, codes such as TW-TPE).
 */
export const REGION_TREE: readonly RegionNode[] = (() => {
  let countryId = 100;
  let cityId = 1000;
  const node = (id: number, code: string, cityName: string | null, countryName: string, alpha2: string | null, continentCode: Continent, children: RegionNode[]): RegionNode =>
    ({ id, code, cityName, countryName, alpha2, continentCode, children });
  return CONTINENTS.map((continent, index) =>
    node(index + 1, continent.code, null, continent.name, null, continent.code, continent.countries.map(([alpha2, name, cities = []]) =>
      node(++countryId, alpha2, null, name, alpha2, continent.code, cities.map(([code, city]) =>
        node(++cityId, code, city, name, alpha2, continent.code, []))))));
})();

const flatten = (nodes: readonly RegionNode[]): RegionNode[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
const ALL_REGIONS = flatten(REGION_TREE);
export const REGIONS_BY_ID: ReadonlyMap<number, RegionNode> = new Map(ALL_REGIONS.map((n) => [n.id, n]));
export const REGIONS_BY_CODE: ReadonlyMap<string, RegionNode> = new Map(ALL_REGIONS.map((n) => [n.code, n]));
/** Region id of a code of the tree (seed helper). */
export const regionId = (code: string) => {
  const node = REGIONS_BY_CODE.get(code);
  if (!node) throw new Error(`security seed: no region ${code}`);
  return node.id;
};

/** Countries and cities whose name (or code) is one of `names`, case-insensitively, in tree order. */
export function regionsByName(names: readonly string[]) {
  const wanted = new Set(names.map((n) => n.trim().toLowerCase()));
  return ALL_REGIONS.filter(
    (n) => n.alpha2 !== null && [n.cityName ?? n.countryName, n.code].some((label) => label !== null && label !== undefined && wanted.has(label.toLowerCase())),
  ).map((n) => ({ ...n, children: [] }));
}

/** The trigger-rate presets anti-CC entries refer to. */
export const FREQUENCY_PRESETS: readonly Schemas['FirewallFrequencyPreset'][] = [
  { name: 'Strict (20 requests in 10 s)', seconds: 10, times: 20 },
  { name: 'Standard (300 requests a minute)', seconds: 60, times: 300 },
  { name: 'Relaxed (600 requests a minute)', seconds: 60, times: 600 },
  { name: 'Bursty pages (100 requests in 10 s)', seconds: 10, times: 100 },
  { name: 'Login forms (30 requests in 5 minutes)', seconds: 300, times: 30 },
].map((preset, index) => ({ id: index + 1, ...preset }));

/** The advanced order every site has until it is changed. */
export const DEFAULT_ADVANCE_RULES: readonly Schemas['FirewallAdvanceRule'][] = [
  { type: 'url', rule: '/', ruleModules: ['whitelist', 'blacklist', 'geo', 'abuseIP', 'userAgent', 'antiHeader', 'anticc', 'frequency', 'limitReq'] },
];

/** The built-in OWASP-style rules WAF modules choose from. */
type WafRule = Schemas['WafDefaultRule'];
/** A built-in rule (numbered from 1 in this order). */
const waf = (category: WafRule['category'], name: string, description: string, severity: WafRule['severity']) => ({ category, name, description, severity });
export const WAF_DEFAULT_RULES: readonly WafRule[] = [
  waf('sqli', 'SQL injection: tautologies', "Conditions that are always true, such as ' OR 1=1 --.", 'critical'),
  waf('sqli', 'SQL injection: UNION queries', 'UNION SELECT appended to a parameter.', 'critical'),
  waf('sqli', 'SQL injection: stacked and time-based queries', 'Statement separators and SLEEP/BENCHMARK/WAITFOR calls.', 'critical'),
  waf('xss', 'Cross-site scripting: script tags', '<script> elements and javascript: URLs in parameters.', 'critical'),
  waf('xss', 'Cross-site scripting: event handlers', 'onerror=, onload= and similar attributes.', 'error'),
  waf('rce', 'Remote command execution: shell metacharacters', 'Command chaining with ;, |, && and backticks.', 'critical'),
  waf('rce', 'Remote code execution: template and expression injection', '${...} and #{...} expressions (Log4Shell, SpEL, OGNL).', 'critical'),
  waf('lfi', 'Local file inclusion: path traversal', '../ sequences, encoded or not.', 'critical'),
  waf('lfi', 'Local file inclusion: system files', 'Requests for /etc/passwd, win.ini and similar files.', 'error'),
  waf('rfi', 'Remote file inclusion', 'URLs of other hosts passed as file parameters.', 'error'),
  waf('php', 'PHP injection', 'PHP wrappers and functions such as php://input and eval().', 'error'),
  waf('java', 'Java deserialisation', 'Serialised Java objects in bodies and headers.', 'critical'),
  waf('protocol', 'Protocol violations', 'Malformed request lines, invalid encodings and conflicting lengths.', 'warning'),
  waf('protocol', 'Request smuggling', 'Both Content-Length and Transfer-Encoding, or obfuscated chunking.', 'critical'),
  waf('protocol', 'Missing or empty Host header', 'HTTP/1.1 requests without a Host.', 'notice'),
  waf('scanner', 'Vulnerability scanners', 'User agents and probes of known scanners (sqlmap, nikto, nuclei).', 'warning'),
  waf('session', 'Session fixation', 'Session ids set through parameters.', 'warning'),
  waf('ssrf', 'Server-side request forgery', 'Internal addresses and cloud metadata URLs in parameters.', 'error'),
  waf('xxe', 'XML external entities', 'DOCTYPE declarations with external entities.', 'error'),
  waf('leak', 'Source and backup file disclosure', 'Requests for .git, .env, .bak and similar files.', 'warning'),
].map((rule, index) => ({ id: index + 1, ...rule }));
export const WAF_RULE_IDS: ReadonlySet<number> = new Set(WAF_DEFAULT_RULES.map((r) => r.id));
