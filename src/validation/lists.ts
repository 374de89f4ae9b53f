// The validators of spec 5 for values typed one per line, and the other single-value rules. Each answers null
// (valid) or the message to show next to the field; lists name the first bad line.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { domainProblem, type DomainOptions, isCidr, isHttpUrl, isIp, isIpOrCidr, isIpRange, isPort, isRegex, l4PortProblem, looksLikeRegex } from './network';
import { MESSAGES, type Rule } from './rules';

export const MAX_ITEMS = 5000;
export const MAX_TEXT = 256;

/** The non-empty lines of a textarea, trimmed. */
export const lines = (value: string) =>
  value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** A message naming the line; the nested problem is translated when shown (see translate() in form.ts). */
const LINE = msg({ message: 'Line {line}: {problem}', comment: 'problem is another message, already translated' });
const lineMessage = (line: number, problem: MessageDescriptor): MessageDescriptor => ({ ...LINE, values: { line, problem } });

const firstBad = (items: string[], test: (item: string) => boolean): number => items.findIndex((item) => !test(item));

/** The index of the first item that repeats an earlier one, whatever their case; -1 when none does. */
const firstRepeat = (items: string[]): number => {
  const seen = new Set<string>();
  return items.findIndex((item) => {
    const key = item.toLowerCase();
    if (seen.has(key)) return true;
    seen.add(key);
    return false;
  });
};

/** The literal placeholder of CORS and monitor URLs, passed as a value so the catalogue does not read it as one. */
const host = '{host}';

export const LIST_MESSAGES = {
  duplicateIP: msg`The same IP is listed twice.`,
  max5000IPs: msg`At most 5000 IPs.`,
  maxItems: msg`At most 5000 items.`,
  textTooLong: msg`At most 256 characters.`,
  badIp: msg`Enter an IP or a CIDR range (such as 203.0.113.7 or 203.0.113.0/24).`,
  badBlackIp: msg`Enter an IP, a CIDR range, or a range such as 203.0.113.1-203.0.113.50.`,
  badUrl: msg`Enter a full URL starting with http:// or https://.`,
  noRegex: msg`Enter the URL itself; patterns are not allowed here.`,
  badName: msg`One name a line, without spaces.`,
  positive: msg`Enter a number above 0.`,
  statusCode: msg`Enter a three-digit status code.`,
  regex: msg`This is not a valid regular expression.`,
  corsOrigin: msg`Enter * or a single value starting with ${host}.`,
  port: msg`Enter a port from 1 to 65535.`,
  portNotAllowed: msg`This port is not allowed.`,
  portNotOpen: msg`This port is not open for the site.`,
  l4Range: msg`Layer-4 forwarding ports go from 1000 to 65000.`,
  l4Reserved: msg`Ports 3306, 3311, 6379, 9100 and 61000-61199 are reserved.`,
  duplicateAddress: msg`The same address is listed twice.`,
  domainUppercase: msg`Use lowercase letters only.`,
  domainFormat: msg`This is not a valid domain.`,
  domainTld: msg`The top-level part must be letters (at least 2) or punycode.`,
  domainSecondLevel: msg`The second-level part may have at most 63 letters, digits or hyphens, and no underscore.`,
  domainLength: msg`The domain is too long.`,
  certificateDomain: msg`A certificate domain has at most 64 characters.`,
  prefixUrl: msg`Start with http:// or https:// and end with /.`,
  monitorUrl: msg`Start with http:// or ${host}.`,
  geneva: msg`Use a window of 1 to 60 for Geneva v1, and 1 for v2.`,
  cidr: msg`Enter a subnet in CIDR form, such as 203.0.113.0/24.`,
  jsonOnly: msg`Only JSON files can be imported.`,
  logoType: msg`Use a GIF, PNG, JPG or BMP image.`,
  geoIds: msg`Choose at least one region.`,
  methods: msg`Choose at least one method.`,
} satisfies Record<string, MessageDescriptor>;

/** The first bad line of a list, as a located message. */
function listRule(test: (item: string) => boolean, problem: MessageDescriptor, max = MAX_ITEMS, maxMessage = LIST_MESSAGES.maxItems): Rule {
  return (value) => {
    const items = lines(value);
    if (items.length > max) return maxMessage;
    const bad = firstBad(items, test);
    return bad >= 0 ? lineMessage(bad + 1, problem) : null;
  };
}

/** An IP list: required, each item passing `test`, no duplicates, at most 5000. */
const ipList =
  (test: (item: string) => boolean, bad: MessageDescriptor): Rule =>
  (value) => {
    const items = lines(value);
    if (items.length === 0) return MESSAGES.required;
    if (items.length > MAX_ITEMS) return LIST_MESSAGES.max5000IPs;
    const wrong = firstBad(items, test);
    if (wrong >= 0) return lineMessage(wrong + 1, bad);
    const repeat = firstRepeat(items);
    return repeat >= 0 ? lineMessage(repeat + 1, LIST_MESSAGES.duplicateIP) : null;
  };

/** IP lists of rules: required, each an IP or CIDR, no duplicates, at most 5000. `{ip}/0` covers everything. */
export const ruleIpList: Rule = ipList(isIpOrCidr, LIST_MESSAGES.badIp);

/** Black IP lists: each line an IP, a CIDR or a range a-b with both ends valid; like every IP list of a rule,
 * required, without duplicates and at most 5000. */
export const blackIpList: Rule = ipList((item) => isIpOrCidr(item) || isIpRange(item), LIST_MESSAGES.badBlackIp);

/** White and black URL lists: one valid URL a line. */
export const urlList = listRule(isHttpUrl, MESSAGES.wrongFormat);

/** Cache-preheat URLs: one full URL a line, no pattern. */
export const preheatUrlList = listRule((item) => isHttpUrl(item) && !looksLikeRegex(new URL(item).pathname + new URL(item).search), LIST_MESSAGES.noRegex);

/** Batch names: one a line, no spaces inside a line. */
export const batchNames = listRule((item) => !/\s/.test(item), LIST_MESSAGES.badName);

/** Free text up to a limit (256 by default). */
export const maxText =
  (limit = MAX_TEXT): Rule =>
  (value) =>
    value.length > limit ? LIST_MESSAGES.textTooLong : null;

/** Seconds, times and other counts: a number above 0. */
export const positive: Rule = (value) => (/^\d+(\.\d+)?$/.test(value.trim()) && Number(value) > 0 ? null : LIST_MESSAGES.positive);

/** A whole number in a range (1-3600 by default). */
export const intRange =
  (min = 1, max = 3600): Rule =>
  (value) =>
    /^\d+$/.test(value.trim()) && Number(value) >= min && Number(value) <= max
      ? null
      : msg`Enter a whole number from ${min} to ${max}.`;

/** Three digits (spec 5), the product's own codes included: 903 (IP access without a domain), 904, 929 (frequency
 * limit) and 978 (CC protection page) are status codes of the edge, not only 1xx-5xx. */
export const statusCode: Rule = (value) => (/^[1-9]\d\d$/.test(value.trim()) ? null : LIST_MESSAGES.statusCode);

/** User-agent and URL regexes: required and valid. */
export const regex: Rule = (value) => (value.trim() === '' ? MESSAGES.required : isRegex(value) ? null : LIST_MESSAGES.regex);

/** CORS allowed origins: only * or a single value starting with {host}. */
export const corsOrigin: Rule = (value) => (value === '*' || /^\{host\}\S*$/.test(value) ? null : LIST_MESSAGES.corsOrigin);
export const corsMaxAge = intRange(1, 86400);

/** Origin (and monitor) weight. */
export const weight = intRange(1, 100);

/** A port; `allowed` and `open` let a form tell "not allowed" from "not open". */
export const port =
  (options: { allowed?: (port: number) => boolean; open?: (port: number) => boolean } = {}): Rule =>
  (value) => {
    if (value.trim() === '') return MESSAGES.required;
    if (!isPort(value.trim())) return LIST_MESSAGES.port;
    const number = Number(value);
    if (options.allowed && !options.allowed(number)) return LIST_MESSAGES.portNotAllowed;
    if (options.open && !options.open(number)) return LIST_MESSAGES.portNotOpen;
    return null;
  };

/** Layer-4 forwarding ports: 1000-65000 without the reserved ones. */
export const l4Port: Rule = (value) => {
  if (value.trim() === '') return MESSAGES.required;
  if (!/^\d+$/.test(value.trim())) return LIST_MESSAGES.l4Range;
  const problem = l4PortProblem(Number(value));
  return problem === 'range' ? LIST_MESSAGES.l4Range : problem === 'reserved' ? LIST_MESSAGES.l4Reserved : null;
};

/** Origins typed as host or IP with an optional port, one a line: no address twice (with or without the port). */
export const addressList: Rule = (value) => {
  const items = lines(value);
  if (items.length === 0) return MESSAGES.required;
  const repeat = firstRepeat(items);
  return repeat >= 0 ? lineMessage(repeat + 1, LIST_MESSAGES.duplicateAddress) : null;
};

const DOMAIN_MESSAGES = {
  uppercase: LIST_MESSAGES.domainUppercase,
  format: LIST_MESSAGES.domainFormat,
  tld: LIST_MESSAGES.domainTld,
  secondLevel: LIST_MESSAGES.domainSecondLevel,
  length: LIST_MESSAGES.domainLength,
} as const;

export const domain =
  (options: DomainOptions = {}): Rule =>
  (value) => {
    if (value === '') return MESSAGES.required;
    const problem = domainProblem(value, options);
    return problem ? DOMAIN_MESSAGES[problem] : null;
  };

export const domainList = (options: DomainOptions = {}): Rule => {
  const one = domain(options);
  return (value) => {
    const items = lines(value);
    if (items.length === 0) return MESSAGES.required;
    if (items.length > MAX_ITEMS) return LIST_MESSAGES.maxItems;
    for (let i = 0; i < items.length; i++) {
      const problem = one(items[i]);
      if (problem) return lineMessage(i + 1, problem);
    }
    return null;
  };
};

export const certificateDomain: Rule = (value) => (value.length > 64 ? LIST_MESSAGES.certificateDomain : domain({ wildcard: true })(value));

export const prefixUrl: Rule = (value) => (/^https?:\/\/\S+\/$/.test(value) && isHttpUrl(value) ? null : LIST_MESSAGES.prefixUrl);
export const monitorUrl: Rule = (value) => (/^(http:\/\/|\{host\})\S*$/.test(value) ? null : LIST_MESSAGES.monitorUrl);

export const genevaWindow =
  (version: 1 | 2): Rule =>
  (value) => {
    const n = Number(value);
    const ok = /^\d+$/.test(value.trim()) && (version === 1 ? n >= 1 && n <= 60 : n === 1);
    return ok ? null : LIST_MESSAGES.geneva;
  };

export const cidrList = listRule(isCidr, LIST_MESSAGES.cidr);
export const ipOrCidr: Rule = (value) => (isIpOrCidr(value.trim()) ? null : LIST_MESSAGES.badIp);
export const ip: Rule = (value) => (isIp(value.trim()) ? null : LIST_MESSAGES.badIp);

/** File checks by name and type (the server checks the content again). */
export const jsonFile = (file: { name: string; type?: string }) =>
  /\.json$/i.test(file.name) && (!file.type || file.type === 'application/json') ? null : LIST_MESSAGES.jsonOnly;
export const logoFile = (file: { name: string }) => (/\.(gif|png|jpe?g|bmp)$/i.test(file.name) ? null : LIST_MESSAGES.logoType);

/** At least one chosen item (geo IDs, methods). */
export const atLeastOne = (items: readonly unknown[], message: MessageDescriptor) => (items.length > 0 ? null : message);
