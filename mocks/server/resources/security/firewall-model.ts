// Records of the firewall resource (layer-7 lists of each site, its advanced order, and the blocked IPs).
import type { PerSiteState, Schemas } from './common.ts';

export type FirewallRule = Schemas['FirewallRule'];
export type RuleInput = Schemas['FirewallRuleInput'];

/** An IP-trust entry as stored (`displayScore` is derived when answering). */
export type AbuseIPRecord = Omit<Schemas['FirewallAbuseIP'], 'displayScore'>;

/** The lists made of FirewallRule rows. */
export type ListKind = Exclude<Schemas['FirewallRuleKind'], 'abuseIP'>;

export interface FirewallSite {
  enabled: boolean;
  /** The advanced order; null until changed (the default order applies). */
  advanceRules: Schemas['FirewallAdvanceRule'][] | null;
  /** The default region rule. */
  positionsRule: Schemas['FirewallPositionsRule'];
  abuseIP: AbuseIPRecord[];
  lists: Record<ListKind, FirewallRule[]>;
}

/** A block as stored: the contract's BlockIP without the site's name and zone (read when answering); expiredAt null: until lifted. */
export type BlockIPRecord = Omit<Schemas['BlockIP'], 'siteName' | 'zoneID' | 'expiredAt'> & { expiredAt: string | null };

/** Each site's firewall (entry ids are unique across the lists) and the blocked IPs. */
export type FirewallState = PerSiteState<FirewallSite> & { blockIPs: BlockIPRecord[] };

export const LIST_KINDS: readonly ListKind[] = ['geo', 'blacklist', 'whitelist', 'antiHeader', 'anticc', 'frequency', 'limitReq', 'userAgent'];

export const emptyFirewallSite = (): FirewallSite => ({
  enabled: true,
  advanceRules: null,
  positionsRule: { isBlack: true, positions: [], urlRegex: null, blockType: 'refuse' },
  abuseIP: [],
  lists: Object.fromEntries(LIST_KINDS.map((kind) => [kind, []])) as unknown as FirewallSite['lists'],
});
