// The layer-7 firewall lists: how each list turns a create/update body into an entry, what makes two
// entries duplicates, and the generic rule-list helper configured for each.
import { REGIONS_BY_ID } from './catalogue.ts';
import { badField, compact, methodsKey } from './common.ts';
import type { AbuseIPRecord, FirewallRule, ListKind, RuleInput } from './firewall-model.ts';
import { canonicalIp, checkIpList } from './ip.ts';
import { type Draft, type RuleList, ruleList } from './rule-list.ts';

// The contract states what each list requires (`Firewall<List>Create`: the `!` below), a header name's characters,
// a rate limit's key (ip or url) and that every expression (FirewallRegex) compiles: the request validation has
// checked them before a builder runs.

/** The fields every entry may carry. */
function common(input: RuleInput, now: string, createdAt?: string): Partial<FirewallRule> & { enabled: boolean } {
  return { enabled: input.enabled ?? true, memo: input.memo, urlRegex: input.urlRegex, methodValues: input.methodValues, priority: input.priority, createdAt: createdAt ?? now, updatedAt: now };
}

/** The IPs of an IP-list entry, as sent, once checked (the black list also takes ranges a-b). */
function checkedIps(input: RuleInput, ranges = false): string[] {
  const ips = input.ips!;
  checkIpList('ips', ips, { ranges });
  return ips;
}

type Builder = (input: RuleInput) => Partial<FirewallRule>;

/** What each list keeps of an input (beyond the common fields), with the list's own checks. */
const BUILDERS: Record<ListKind, Builder> = {
  geo(input) {
    const isBlack = input.isBlack!;
    const geoIDs = input.geoIDs!;
    const unknown = geoIDs.filter((id) => !REGIONS_BY_ID.has(id));
    if (unknown.length) throw badField('geoIDs', `not regions of the region tree: ${unknown.join(', ')}`);
    return { isBlack, geoIDs, blockType: input.blockType ?? (isBlack ? 'refuse' : 'accept') };
  },
  blacklist: (input) => ({ ips: checkedIps(input, true), url: input.url, port: input.port, blockType: input.blockType ?? 'refuse' }),
  whitelist: (input) => ({ ips: checkedIps(input), url: input.url, port: input.port, blockType: input.blockType ?? 'accept' }),
  antiHeader: (input) => ({ type: input.type!, regex: input.regex!, isBlack: input.isBlack ?? true, blockType: input.blockType ?? 'refuse' }),
  anticc(input) {
    // Which trigger rates the site may use is checked by the caller (security/trigger-rates.ts: built-in and the operator's).
    const frequency = input.frequency ?? 2;
    return { protectMode: input.protectMode!, frequency, blockType: input.blockType };
  },
  frequency: (input) => ({ seconds: input.seconds!, times: input.times!, url: input.url, protectMode: input.protectMode, blockType: input.blockType ?? 'refuse' }),
  limitReq(input) {
    const burst = input.burst ?? 0;
    const delay = input.delay ?? 0;
    if (delay > burst) throw badField('delay', 'is at most the burst');
    return { type: input.type!, rate: input.rate!, burst, delay, url: input.url };
  },
  userAgent: (input) => ({ userAgentRegex: input.userAgentRegex!, blockType: input.blockType ?? 'refuse' }),
};

/** The entry a create (no current) or update call makes of the input. */
export function buildRule(kind: ListKind, input: RuleInput, now: string, current?: FirewallRule): Draft<FirewallRule> {
  const base = common(input, now, current?.createdAt);
  return compact({ ...base, ...BUILDERS[kind](input) }) as Draft<FirewallRule>;
}

/** Where an entry applies: its URL, URL expression and methods. */
const scope = (row: FirewallRule) => `${row.url ?? ''}|${row.urlRegex ?? ''}|${methodsKey(row.methodValues)}`;
const ipKeys = (row: FirewallRule) => (row.ips ?? []).map((ip) => `${scope(row)}|${row.port ?? '*'}|${canonicalIp(ip) ?? ip}`);

const NOUNS: Record<ListKind, string> = {
  geo: 'region entry',
  blacklist: 'blacklist entry',
  whitelist: 'whitelist entry',
  antiHeader: 'header-blocking entry',
  anticc: 'anti-CC entry',
  frequency: 'frequency entry',
  limitReq: 'rate limit',
  userAgent: 'user-agent entry',
};

const KEYS: Record<ListKind, (row: FirewallRule) => string[]> = {
  geo: (row) => (row.geoIDs ?? []).map((id) => `${row.isBlack}|${scope(row)}|${id}`),
  blacklist: ipKeys,
  whitelist: ipKeys,
  antiHeader: (row) => [`${(row.type ?? '').toLowerCase()}|${row.regex}|${scope(row)}`],
  anticc: (row) => [scope(row)],
  frequency: (row) => [scope(row)],
  limitReq: (row) => [`${row.type}|${scope(row)}`],
  userAgent: (row) => [`${row.userAgentRegex}|${scope(row)}`],
};

export const FIREWALL_LISTS = Object.fromEntries(
  (Object.keys(NOUNS) as ListKind[]).map((kind) => [
    kind,
    ruleList<FirewallRule>({ noun: NOUNS[kind], ordered: true, keys: KEYS[kind], ips: (row) => row.ips }),
  ]),
) as Record<ListKind, RuleList<FirewallRule>>;

/** IP-trust entries: one per URL expression. */
export const ABUSE_IP_LIST = ruleList<AbuseIPRecord>({ noun: 'IP-trust entry', ordered: true, keys: (row) => [row.urlRegex ?? ''] });
