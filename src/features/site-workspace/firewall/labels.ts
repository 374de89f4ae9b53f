// Names of the firewall's fixed values (spec 9): block types, challenges (protect modes), methods,
// risk thresholds and the causes of blocked IPs. One place, shared by the forms' previews, the tables
// and the block list page.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FirewallBlockType, FirewallMethod, FirewallProtectMode, FirewallRiskScore } from '../../../api/generated/model';

export const BLOCK_TYPES: readonly FirewallBlockType[] = ['accept', 'refuse', 'continue'];
export const BLOCK_TYPE_LABEL: Record<FirewallBlockType, MessageDescriptor> = {
  accept: msg`Let through`,
  refuse: msg`Refuse`,
  continue: msg`Go on to the next rule`,
};

export const PROTECT_MODES: readonly FirewallProtectMode[] = [1, 2, 3, 4, 5];
export const PROTECT_MODE_LABEL: Record<FirewallProtectMode, MessageDescriptor> = {
  1: msg`Five-second shield`,
  2: msg`Code`,
  3: msg`Click to verify`,
  4: msg`Redirect`,
  5: msg`Slider captcha`,
};

export const METHODS: readonly FirewallMethod[] = ['GET', 'POST', 'DELETE', 'PUT', 'HEAD', 'PATCH', 'OPTIONS', 'other'];
export const OTHER_METHODS = msg`other methods`;

/** Risk thresholds and about how many IPs each filters (spec 9). */
export const RISK_THRESHOLDS: readonly FirewallRiskScore[] = [25, 50, 75, 100];
export const RISK_FILTERED_IPS: Record<FirewallRiskScore, number> = { 25: 500_000, 50: 200_000, 75: 100_000, 100: 70_000 };

/** The trust level the console shows for a risk threshold (the server's `displayScore`: 100 minus the threshold). */
export const trustLevel = (score: number) => 100 - score;

/** Causes of blocked IPs: the block types of spec 3, named once in src/kit/service-codes.ts. */
export { BLOCK_TYPES as BLOCK_CAUSES, BLOCK_TYPE_LABEL as BLOCK_CAUSE_LABEL } from '../../../kit/service-codes';
