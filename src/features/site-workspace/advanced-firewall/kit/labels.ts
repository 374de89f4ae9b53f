// Words for the values the security rules share (block types, methods, firewall lists, credential kinds).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AuthGroupType, FirewallBlockType, FirewallMethod, FirewallRuleKind } from '../../../../api/generated/model';

export const BLOCK_TYPES: Record<FirewallBlockType, { label: MessageDescriptor; color: string }> = {
  refuse: { label: msg`Refused`, color: 'red' },
  accept: { label: msg`Accepted`, color: 'green' },
  continue: { label: msg`Passed on`, color: 'gray' },
};

export const RULE_KINDS: Record<FirewallRuleKind, MessageDescriptor> = {
  whitelist: msg`Whitelist`,
  blacklist: msg`Blacklist`,
  geo: msg`Regions`,
  abuseIP: msg`IP trust`,
  userAgent: msg`User agents`,
  antiHeader: msg`Header blocking`,
  anticc: msg`Anti-CC`,
  frequency: msg`Frequency`,
  limitReq: msg`Rate limits`,
};

export const GROUP_TYPES: Record<AuthGroupType, MessageDescriptor> = {
  basic: msg`User names and passwords`,
  key: msg`API keys`,
  jwt: msg`JSON Web Tokens`,
};

/** Methods are shown as they are, except `other`. */
export const methodLabel = (method: FirewallMethod, other: string) => (method === 'other' ? other : method);
