// Static catalogues of the security resources: the region tree, the anti-CC trigger-rate presets, the
// default advanced firewall order and the built-in WAF rules. Built once at load.
import type { Schemas } from './common.ts';

type RegionNode = Schemas['RegionNode'];
type Continent = NonNullable<RegionNode['continentCode']>;

interface CountrySeed {
  alpha2: string;
  name: string;
  cities?: readonly (readonly [code: string, name: string])[];
}

/** A continent of the tree: its code, its name and its countries. */
const continent = (code: Continent, name: string, countries: readonly CountrySeed[]) => ({ code, name, countries });

const CONTINENTS = [
  continent('AS', 'Asia', [
    { alpha2: 'TW', name: 'Taiwan', cities: [['TW-TPE', 'Taipei'], ['TW-TXG', 'Taichung'], ['TW-KHH', 'Kaohsiung']] },
    { alpha2: 'JP', name: 'Japan', cities: [['JP-TYO', 'Tokyo'], ['JP-OSA', 'Osaka']] },
    { alpha2: 'HK', name: 'Hong Kong' },
    { alpha2: 'SG', name: 'Singapore' },
    { alpha2: 'KR', name: 'South Korea', cities: [['KR-SEL', 'Seoul'], ['KR-PUS', 'Busan']] },
    { alpha2: 'CN', name: 'China', cities: [['CN-BJS', 'Beijing'], ['CN-SHA', 'Shanghai'], ['CN-SZX', 'Shenzhen']] },
    { alpha2: 'IN', name: 'India', cities: [['IN-BOM', 'Mumbai'], ['IN-DEL', 'Delhi']] },
    { alpha2: 'VN', name: 'Vietnam', cities: [['VN-SGN', 'Ho Chi Minh City']] },
    { alpha2: 'TH', name: 'Thailand', cities: [['TH-BKK', 'Bangkok']] },
    { alpha2: 'ID', name: 'Indonesia', cities: [['ID-JKT', 'Jakarta']] },
    { alpha2: 'MY', name: 'Malaysia' },
    { alpha2: 'PH', name: 'Philippines' },
  ]),
  continent('EU', 'Europe', [
    { alpha2: 'DE', name: 'Germany', cities: [['DE-FRA', 'Frankfurt'], ['DE-BER', 'Berlin']] },
    { alpha2: 'GB', name: 'United Kingdom', cities: [['GB-LON', 'London']] },
    { alpha2: 'FR', name: 'France', cities: [['FR-PAR', 'Paris']] },
    { alpha2: 'NL', name: 'Netherlands', cities: [['NL-AMS', 'Amsterdam']] },
    { alpha2: 'RU', name: 'Russia', cities: [['RU-MOW', 'Moscow']] },
    { alpha2: 'UA', name: 'Ukraine' },
    { alpha2: 'PL', name: 'Poland' },
    { alpha2: 'IT', name: 'Italy', cities: [['IT-MIL', 'Milan']] },
    { alpha2: 'ES', name: 'Spain' },
    { alpha2: 'SE', name: 'Sweden' },
  ]),
  continent('NA', 'North America', [
    { alpha2: 'US', name: 'United States', cities: [['US-LAX', 'Los Angeles'], ['US-SJC', 'San Jose'], ['US-SEA', 'Seattle'], ['US-NYC', 'New York'], ['US-ASH', 'Ashburn']] },
    { alpha2: 'CA', name: 'Canada', cities: [['CA-YTO', 'Toronto'], ['CA-YVR', 'Vancouver']] },
    { alpha2: 'MX', name: 'Mexico' },
  ]),
  continent('SA', 'South America', [
    { alpha2: 'BR', name: 'Brazil', cities: [['BR-SAO', 'São Paulo']] },
    { alpha2: 'AR', name: 'Argentina' },
    { alpha2: 'CL', name: 'Chile' },
  ]),
  continent('OC', 'Oceania', [
    { alpha2: 'AU', name: 'Australia', cities: [['AU-SYD', 'Sydney'], ['AU-MEL', 'Melbourne']] },
    { alpha2: 'NZ', name: 'New Zealand' },
  ]),
  continent('AF', 'Africa', [
    { alpha2: 'ZA', name: 'South Africa', cities: [['ZA-JNB', 'Johannesburg']] },
    { alpha2: 'NG', name: 'Nigeria' },
    { alpha2: 'EG', name: 'Egypt' },
    { alpha2: 'KE', name: 'Kenya' },
  ]),
  continent('AN', 'Antarctica', [{ alpha2: 'AQ', name: 'Antarctica' }]),
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
    node(index + 1, continent.code, null, continent.name, null, continent.code, continent.countries.map((country) =>
      node(++countryId, country.alpha2, null, country.name, country.alpha2, continent.code, (country.cities ?? []).map(([code, name]) =>
        node(++cityId, code, name, country.name, country.alpha2, continent.code, []))))));
})();

const flatten = (nodes: readonly RegionNode[]): RegionNode[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
const ALL_REGIONS = flatten(REGION_TREE);
export const REGIONS_BY_ID: ReadonlyMap<number, RegionNode> = new Map(ALL_REGIONS.map((n) => [n.id, n]));
export const REGIONS_BY_CODE: ReadonlyMap<string, RegionNode> = new Map(ALL_REGIONS.map((n) => [n.code, n]));
/** Region id of a code of the tree (seed helper). */
export const regionId = (code: string): number => {
  const node = REGIONS_BY_CODE.get(code);
  if (!node) throw new Error(`security seed: no region ${code}`);
  return node.id;
};

/** A node without its subtree (answers of the name look-up). */
export const regionLeaf = (node: RegionNode): RegionNode => ({ ...node, children: [] });

/** Countries and cities whose name (or code) is one of `names`, case-insensitively, in tree order. */
export function regionsByName(names: readonly string[]): RegionNode[] {
  const wanted = new Set(names.map((n) => n.trim().toLowerCase()));
  return ALL_REGIONS.filter(
    (n) => n.alpha2 !== null && [n.cityName ?? n.countryName, n.code].some((label) => label !== null && label !== undefined && wanted.has(label.toLowerCase())),
  ).map(regionLeaf);
}

/** The trigger-rate presets anti-CC entries refer to. */
export const FREQUENCY_PRESETS: readonly Schemas['FirewallFrequencyPreset'][] = [
  { id: 1, name: 'Strict (20 requests in 10 s)', seconds: 10, times: 20 },
  { id: 2, name: 'Standard (300 requests a minute)', seconds: 60, times: 300 },
  { id: 3, name: 'Relaxed (600 requests a minute)', seconds: 60, times: 600 },
  { id: 4, name: 'Bursty pages (100 requests in 10 s)', seconds: 10, times: 100 },
  { id: 5, name: 'Login forms (30 requests in 5 minutes)', seconds: 300, times: 30 },
];

/** The list kinds of the layer-7 firewall. */
export const RULE_KINDS = ['abuseIP', 'geo', 'blacklist', 'whitelist', 'antiHeader', 'anticc', 'frequency', 'limitReq', 'userAgent'] as const;

/** The advanced order every site has until it is changed. */
export const DEFAULT_ADVANCE_RULES: readonly Schemas['FirewallAdvanceRule'][] = [
  { type: 'url', rule: '/', ruleModules: ['whitelist', 'blacklist', 'geo', 'abuseIP', 'userAgent', 'antiHeader', 'anticc', 'frequency', 'limitReq'] },
];

/** The built-in OWASP-style rules WAF modules choose from. */
export const WAF_DEFAULT_RULES: readonly Schemas['WafDefaultRule'][] = [
  { id: 1, category: 'sqli', name: 'SQL injection: tautologies', description: "Conditions that are always true, such as ' OR 1=1 --.", severity: 'critical' },
  { id: 2, category: 'sqli', name: 'SQL injection: UNION queries', description: 'UNION SELECT appended to a parameter.', severity: 'critical' },
  { id: 3, category: 'sqli', name: 'SQL injection: stacked and time-based queries', description: 'Statement separators and SLEEP/BENCHMARK/WAITFOR calls.', severity: 'critical' },
  { id: 4, category: 'xss', name: 'Cross-site scripting: script tags', description: '<script> elements and javascript: URLs in parameters.', severity: 'critical' },
  { id: 5, category: 'xss', name: 'Cross-site scripting: event handlers', description: 'onerror=, onload= and similar attributes.', severity: 'error' },
  { id: 6, category: 'rce', name: 'Remote command execution: shell metacharacters', description: 'Command chaining with ;, |, && and backticks.', severity: 'critical' },
  { id: 7, category: 'rce', name: 'Remote code execution: template and expression injection', description: '${...} and #{...} expressions (Log4Shell, SpEL, OGNL).', severity: 'critical' },
  { id: 8, category: 'lfi', name: 'Local file inclusion: path traversal', description: '../ sequences, encoded or not.', severity: 'critical' },
  { id: 9, category: 'lfi', name: 'Local file inclusion: system files', description: 'Requests for /etc/passwd, win.ini and similar files.', severity: 'error' },
  { id: 10, category: 'rfi', name: 'Remote file inclusion', description: 'URLs of other hosts passed as file parameters.', severity: 'error' },
  { id: 11, category: 'php', name: 'PHP injection', description: 'PHP wrappers and functions such as php://input and eval().', severity: 'error' },
  { id: 12, category: 'java', name: 'Java deserialisation', description: 'Serialised Java objects in bodies and headers.', severity: 'critical' },
  { id: 13, category: 'protocol', name: 'Protocol violations', description: 'Malformed request lines, invalid encodings and conflicting lengths.', severity: 'warning' },
  { id: 14, category: 'protocol', name: 'Request smuggling', description: 'Both Content-Length and Transfer-Encoding, or obfuscated chunking.', severity: 'critical' },
  { id: 15, category: 'protocol', name: 'Missing or empty Host header', description: 'HTTP/1.1 requests without a Host.', severity: 'notice' },
  { id: 16, category: 'scanner', name: 'Vulnerability scanners', description: 'User agents and probes of known scanners (sqlmap, nikto, nuclei).', severity: 'warning' },
  { id: 17, category: 'session', name: 'Session fixation', description: 'Session ids set through parameters.', severity: 'warning' },
  { id: 18, category: 'ssrf', name: 'Server-side request forgery', description: 'Internal addresses and cloud metadata URLs in parameters.', severity: 'error' },
  { id: 19, category: 'xxe', name: 'XML external entities', description: 'DOCTYPE declarations with external entities.', severity: 'error' },
  { id: 20, category: 'leak', name: 'Source and backup file disclosure', description: 'Requests for .git, .env, .bak and similar files.', severity: 'warning' },
];
export const WAF_RULE_IDS: ReadonlySet<number> = new Set(WAF_DEFAULT_RULES.map((r) => r.id));
