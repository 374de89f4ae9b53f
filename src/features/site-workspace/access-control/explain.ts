// What an access rule (Lua ACL) does, in plain words: which requests it catches and what they get.
import { i18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
import type { FirewallBlockType, FirewallMethod } from '../../../api/generated/model';
import { nameList } from '../advanced-firewall/kit/words';

export interface AclRuleValues {
  urlRegex?: string | null;
  ips?: string[] | null;
  methodValues?: FirewallMethod[];
  blockType?: FirewallBlockType;
  enabled?: boolean;
}

/** The methods of a rule in words ("GET or POST", "methods other than the common ones"). */
export function methodWords(methods: readonly FirewallMethod[]): string {
  const named = methods.filter((m) => m !== 'other');
  const other = methods.includes('other');
  if (named.length === 0) return t`methods other than the usual ones`;
  const list = new Intl.ListFormat(i18n.locale || 'en', { type: 'disjunction' }).format(named);
  return other ? t`${list} or an unusual method` : list;
}

export function outcome(blockType: FirewallBlockType | undefined): string {
  if (blockType === 'accept') return t`accepted without further checks`;
  if (blockType === 'continue') return t`passed on to the next rule`;
  return t`refused`;
}

export function explainAclRule(rule: AclRuleValues): string {
  const parts: string[] = [];
  const path = rule.urlRegex?.trim();
  parts.push(path ? t`Requests to paths matching ${path}` : t`Requests to any path`);
  const ips = rule.ips ?? [];
  if (ips.length > 0) {
    const count = ips.length;
    const list = nameList(ips, 2);
    parts.push(plural(count, { one: `from ${list}`, other: `from # IPs or ranges (${list})` }));
  }
  const methods = rule.methodValues ?? [];
  if (methods.length > 0) parts.push(t`sent with ${methodWords(methods)}`);
  const sentence = t`${parts.join(' ')} will be ${outcome(rule.blockType)}.`;
  return rule.enabled === false ? t`${sentence} The rule is switched off for now.` : sentence;
}
