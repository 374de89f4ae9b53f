// The block list (spec 2: sitesManagement/blockList) is one screen for two consoles: the end user's sites, and
// the client's, across every customer (the contract accepts the client's token on `user/blockIPs`, whose `zoneID`
// filter is a client concept). What differs per console is here; the table and the page read it by area.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OperationId } from '../../api/invalidate';

export type BlockListArea = 'user' | 'client';
export type BlockListFilter = 'site' | 'zone';

export interface BlockListConfig {
  area: BlockListArea;
  /** The calls: the same blocked-IP calls in both consoles; the site (and zone) choices are each console's own. */
  operations: {
    list: 'user-firewall-list-all-block-ips';
    /** Lifts chosen IPs on one site. */
    unblockOnSite: 'user-firewall-delete-block-ips';
    /** Lifts every block of one site. */
    unblockSite: 'user-firewall-delete-all-block-ips';
    /** Lifts every block of every site the account sees. */
    unblockAll: 'user-firewall-unblock-all-ips';
    /** Lifts the blocks of given IPs on every site the account sees. */
    unblockIps: 'user-firewall-unblock-ips';
    sites: OperationId;
    zones?: OperationId;
  };
  /** Filters offered above the table (the IP and cause filters are always there). */
  filters: readonly BlockListFilter[];
  title: MessageDescriptor;
  description: MessageDescriptor;
  /** The confirmation of "Unblock all" without a site chosen. */
  everySite: MessageDescriptor;
}

const BLOCK_IP_CALLS = {
  list: 'user-firewall-list-all-block-ips',
  unblockOnSite: 'user-firewall-delete-block-ips',
  unblockSite: 'user-firewall-delete-all-block-ips',
  unblockAll: 'user-firewall-unblock-all-ips',
  unblockIps: 'user-firewall-unblock-ips',
} as const;

export const BLOCK_LISTS: Record<BlockListArea, BlockListConfig> = {
  user: {
    area: 'user',
    operations: { ...BLOCK_IP_CALLS, sites: 'user-site-list-meta-sites' },
    filters: ['site'],
    title: msg`Block list`,
    description: msg`IPs the firewall of your sites blocks for a while (too many requests, failed challenges, deny lists). Unblock one when it was blocked by mistake.`,
    everySite: msg`Every IP blocked on any of your sites is unblocked, including those the search does not show.`,
  },
  client: {
    area: 'client',
    operations: { ...BLOCK_IP_CALLS, sites: 'client-site-list-meta-sites', zones: 'client-zone-list-meta-zones' },
    filters: ['zone', 'site'],
    title: msg`Block list`,
    description: msg`IPs the firewall blocks for a while on your customers' sites, by zone and site. Unblock one, a selection or all of them when they were blocked by mistake.`,
    everySite: msg`Every IP blocked on any of your customers' sites, in every zone, is unblocked, including those the search does not show.`,
  },
};

/** The block list screen of a console (the firewall tab links to it). */
export const blockListPath = (area: BlockListArea) => `/${area}/sitesManagement/blockList`;
