// The layer-7 firewall lists: how each list turns a create/update body into an entry, what makes two
// entries duplicates, and the generic rule-list helper configured for each.
import { REGIONS_BY_ID } from './catalogue.ts';
import { badField, compact, methodsKey } from './common.ts';
import { type AbuseIPRecord, type FirewallRule, type ListKind, type RuleInput, LIST_KINDS } from './firewall-model.ts';
import { canonicalIp, checkIpList } from './ip.ts';
import { type Draft, type RuleList, ruleList } from './rule-list.ts';

// The contract states what each list requires (`Firewall<List>Create`: the `!` below), a header name's characters,
// a rate limit's key (ip or url) and that every expression (FirewallRegex) compiles: the request validation has
// checked them before a builder runs.

/** The IPs of an IP-list entry, as sent, once checked (the black list also takes ranges a-b). */
function checkedIps(input: RuleInput, ranges = false) {
  const ips = input.ips!;
  checkIpList('ips', ips, { ranges });
  return ips;
}

/** Where an entry applies: its URL, URL expression and methods. */
const scope = (row: FirewallRule) => `${row.url ?? ''}|${row.urlRegex ?? ''}|${methodsKey(row.methodValues)}`;
const ipKeys = (row: FirewallRule) => (row.ips ?? []).map((ip) => `${scope(row)}|${row.port ?? '*'}|${canonicalIp(ip) ?? ip}`);

export interface ListSpec {
  noun: string;
  /** The names of its operations: `user-firewall-create-{one}`, `user-firewall-list-{many}`. */
  one: string;
  many: string;
  /** Created in batches (`user-firewall-create-{many}`, the body's `items`). */
  batch?: true;
  /** What the list keeps of an input (beyond the common fields), with the list's own checks. */
  build: (input: RuleInput) => Partial<FirewallRule>;
  /** What makes two entries duplicates. */
  keys: (row: FirewallRule) => string[];
}

/** Each layer-7 list: its names, what it keeps of an input and its duplicates. */
export const LISTS = {
  geo: {
    noun: 'region entry', one: 'geo', many: 'geos',
    build(input) {
      const isBlack = input.isBlack!;
      const unknown = input.geoIDs!.filter((id) => !REGIONS_BY_ID.has(id));
      if (unknown.length) throw badField('geoIDs', `not regions of the region tree: ${unknown.join(', ')}`);
      return { isBlack, geoIDs: input.geoIDs!, blockType: input.blockType ?? (isBlack ? 'refuse' : 'accept') };
    },
    keys: (row) => (row.geoIDs ?? []).map((id) => `${row.isBlack}|${scope(row)}|${id}`),
  },
  blacklist: {
    noun: 'blacklist entry', one: 'blacklist', many: 'blacklists', keys: ipKeys,
    build: (input) => ({ ips: checkedIps(input, true), url: input.url, port: input.port, blockType: input.blockType ?? 'refuse' }),
  },
  whitelist: {
    noun: 'whitelist entry', one: 'whitelist', many: 'whitelists', keys: ipKeys,
    build: (input) => ({ ips: checkedIps(input), url: input.url, port: input.port, blockType: input.blockType ?? 'accept' }),
  },
  antiHeader: {
    noun: 'header-blocking entry', one: 'anti-header', many: 'anti-headers', keys: (row) => [`${(row.type ?? '').toLowerCase()}|${row.regex}|${scope(row)}`],
    build: (input) => ({ type: input.type!, regex: input.regex!, isBlack: input.isBlack ?? true, blockType: input.blockType ?? 'refuse' }),
  },
  // Which trigger rates the site may use is checked by the caller (security/trigger-rates.ts: built-in and the operator's).
  anticc: {
    noun: 'anti-CC entry', one: 'anticc', many: 'anticcs', keys: (row) => [scope(row)],
    build: (input) => ({ protectMode: input.protectMode!, frequency: input.frequency ?? 2, blockType: input.blockType }),
  },
  frequency: {
    noun: 'frequency entry', one: 'frequency', many: 'frequencies', keys: (row) => [scope(row)],
    build: (input) => ({ seconds: input.seconds!, times: input.times!, url: input.url, protectMode: input.protectMode, blockType: input.blockType ?? 'refuse' }),
  },
  limitReq: {
    noun: 'rate limit', one: 'limit-req', many: 'limit-reqs', batch: true, keys: (row) => [`${row.type}|${scope(row)}`],
    build(input) {
      const burst = input.burst ?? 0;
      const delay = input.delay ?? 0;
      if (delay > burst) throw badField('delay', 'is at most the burst');
      return { type: input.type!, rate: input.rate!, burst, delay, url: input.url };
    },
  },
  userAgent: {
    noun: 'user-agent entry', one: 'user-agent', many: 'user-agents', keys: (row) => [`${row.userAgentRegex}|${scope(row)}`],
    build: (input) => ({ userAgentRegex: input.userAgentRegex!, blockType: input.blockType ?? 'refuse' }),
  },
} as const satisfies Record<ListKind, ListSpec>;

/** The entry a create (no current) or update call makes of the input: the fields every entry may carry, then the list's. */
export function buildRule(kind: ListKind, input: RuleInput, now: string, current?: FirewallRule): Draft<FirewallRule> {
  const { enabled = true, memo, urlRegex, methodValues, priority } = input;
  const base = { enabled, memo, urlRegex, methodValues, priority, createdAt: current?.createdAt ?? now, updatedAt: now };
  return compact({ ...base, ...LISTS[kind].build(input) }) as Draft<FirewallRule>;
}

export const FIREWALL_LISTS = Object.fromEntries(
  LIST_KINDS.map((kind) => [kind, ruleList<FirewallRule>({ noun: LISTS[kind].noun, ordered: true, keys: LISTS[kind].keys, ips: (row) => row.ips })]),
) as Record<ListKind, RuleList<FirewallRule>>;

/** IP-trust entries: one per URL expression. */
export const ABUSE_IP_LIST = ruleList<AbuseIPRecord>({ noun: 'IP-trust entry', ordered: true, keys: (row) => [row.urlRegex ?? ''] });
