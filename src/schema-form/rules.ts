// The validators of spec section 5 under the names the descriptors use: as ajv formats (strings) and
// through the `x-rule` keyword (strings, or lists of strings checked as one list: duplicates, 5000 items).
import type { Rule } from '../validation/rules';
import { accountName, email, headerSafeText, nginxPath, password, required, requiredText } from '../validation/rules';
import {
  addressList,
  batchNames,
  blackIpList,
  certificateDomain,
  cidrList,
  corsOrigin,
  domain,
  domainList,
  genevaWindow,
  ip,
  ipOrCidr,
  l4Port,
  maxText,
  monitorUrl,
  port,
  prefixUrl,
  preheatUrlList,
  regex,
  ruleIpList,
  statusCode,
  urlList,
  weight,
  lines,
  LIST_MESSAGES,
} from '../validation/lists';

export const NAMED_RULES: Readonly<Record<string, Rule>> = {
  required,
  'required-text': requiredText,
  email,
  password,
  'account-name': accountName,
  'url-list': urlList,
  'black-ip-list': blackIpList,
  'rule-ip-list': ruleIpList,
  /** As rule-ip-list, for a list that may stay empty (e.g. "every client" when no IP is given). */
  'rule-ip-list-optional': (value) => (value.trim() === '' ? null : ruleIpList(value)),
  /** Region ids of a region rule (spec 5: geo IDs non-empty), and methods of a rule (at least one). */
  'geo-ids': (value) => (lines(value).length > 0 ? null : LIST_MESSAGES.geoIds),
  'method-values': (value) => (lines(value).length > 0 ? null : LIST_MESSAGES.methods),
  'batch-names': batchNames,
  'text-256': maxText(),
  'status-code': statusCode,
  regex,
  'cors-origin': corsOrigin,
  port: port(),
  'l4-port': l4Port,
  'address-list': addressList,
  domain: domain(),
  'domain-wildcard': domain({ wildcard: true }),
  'domain-list': domainList(),
  'domain-list-wildcard': domainList({ wildcard: true }),
  'certificate-domain': certificateDomain,
  'prefix-url': prefixUrl,
  'monitor-url': monitorUrl,
  'preheat-url-list': preheatUrlList,
  'geneva-window-v1': genevaWindow(1),
  'geneva-window-v2': genevaWindow(2),
  'cidr-list': cidrList,
  ip,
  'ip-or-cidr': ipOrCidr,
  'header-safe-text': headerSafeText,
  'nginx-path': nginxPath,
  /** An origin's weight, a whole number from 1 to 100. */
  weight,
};

/** Lists are checked as the text a user types: one item a line. */
export const ruleInput = (value: unknown): string =>
  Array.isArray(value) ? value.map(String).join('\n') : value == null ? '' : String(value);
