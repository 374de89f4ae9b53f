// Records of the firewall resource (layer-7 lists of each site, its advanced order, and the blocked IPs).
import type { Schemas } from './common.ts';

export type FirewallRule = Schemas['FirewallRule'];
export type RuleInput = Schemas['FirewallRuleInput'];
export type AdvanceRule = Schemas['FirewallAdvanceRule'];
export type PositionsRule = Schemas['FirewallPositionsRule'];
export type RuleKind = Schemas['FirewallRuleKind'];
export type BlockCause = Schemas['BlockIPCause'];

/** An IP-trust entry as stored (`displayScore` is derived when answering). */
export type AbuseIPRecord = Omit<Schemas['FirewallAbuseIP'], 'displayScore'>;

/** The lists made of FirewallRule rows. */
export type ListKind = Exclude<RuleKind, 'abuseIP'>;

export interface FirewallSite {
  /** The layer-7 firewall runs for the site. */
  enabled: boolean;
  /** The advanced order; null until changed (the default order applies). */
  advanceRules: AdvanceRule[] | null;
  /** The default region rule. */
  positionsRule: PositionsRule;
  abuseIP: AbuseIPRecord[];
  lists: Record<ListKind, FirewallRule[]>;
}

export interface BlockIPRecord {
  ip: string;
  siteID: number;
  cause: BlockCause;
  blockedAt: string;
  /** null: blocked until lifted. */
  expiredAt: string | null;
}

export interface FirewallState {
  /** Last id given to an entry (ids are unique across the lists). */
  seq: number;
  sites: Record<string, FirewallSite>;
  blockIPs: BlockIPRecord[];
}

export const LIST_KINDS: readonly ListKind[] = ['geo', 'blacklist', 'whitelist', 'antiHeader', 'anticc', 'frequency', 'limitReq', 'userAgent'];

export const emptyFirewallSite = (): FirewallSite => ({
  enabled: true,
  advanceRules: null,
  positionsRule: { isBlack: true, positions: [], urlRegex: null, blockType: 'refuse' },
  abuseIP: [],
  lists: { geo: [], blacklist: [], whitelist: [], antiHeader: [], anticc: [], frequency: [], limitReq: [], userAgent: [] },
});
