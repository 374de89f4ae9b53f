// What verification rules and credentials do, in plain words.
import { i18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
import type { AuthGroupType, FirewallMethod } from '../../../api/generated/model';
import { methodWords } from '../access-control/explain';
import { GROUP_TYPES } from '../advanced-firewall/kit/labels';
import { nameList } from '../advanced-firewall/kit/words';

export interface AuthRuleValues {
  urlRegex?: string;
  methodValues?: FirewallMethod[];
  groupIDs?: number[];
  enabled?: boolean;
}

export interface GroupInfo {
  name: string;
  type: AuthGroupType;
}

export function explainAuthRule(rule: AuthRuleValues, groups: ReadonlyMap<number, GroupInfo>): string | null {
  const path = rule.urlRegex?.trim();
  if (!path) return null;
  const methods = rule.methodValues ?? [];
  const who = methods.length ? t`Requests to paths matching ${path} sent with ${methodWords(methods)}` : t`Requests to paths matching ${path}`;
  const chosen = (rule.groupIDs ?? []).map((id) => groups.get(id)).filter((g): g is GroupInfo => Boolean(g));
  let sentence: string;
  if (chosen.length === 0) sentence = t`${who} will need a credential once a group is chosen.`;
  else if (chosen.length === 1) {
    const group = chosen[0]!;
    const kind = i18n._(GROUP_TYPES[group.type]).toLowerCase();
    sentence = t`${who} must carry a credential of ${group.name} (${kind}); others are refused.`;
  } else {
    const count = chosen.length;
    const names = nameList(chosen.map((g) => g.name));
    sentence = plural(count, { one: `${who} must carry a credential of ${names}; others are refused.`, other: `${who} must carry a credential of one of # groups (${names}); others are refused.` });
  }
  return rule.enabled === false ? t`${sentence} The rule is switched off for now.` : sentence;
}

export interface CredentialValues {
  username?: string;
  name?: string;
  key?: string;
  algorithm?: string;
}

/** What one credential of a group lets through. */
export function explainCredential(type: AuthGroupType, values: CredentialValues, group: string): string | null {
  if (type === 'basic') {
    const user = values.username?.trim();
    return user ? t`Clients that sign in as ${user} with this password pass the rules that ask for ${group}.` : null;
  }
  if (type === 'key') {
    const name = values.name?.trim();
    return name ? t`Clients that send this key (${name}) pass the rules that ask for ${group}.` : null;
  }
  const issuer = values.key?.trim();
  if (!issuer) return null;
  const algorithm = values.algorithm ?? '';
  return algorithm.startsWith('HS')
    ? t`Tokens issued by ${issuer} and signed with the shared secret (${algorithm}) pass the rules that ask for ${group}.`
    : t`Tokens issued by ${issuer} and signed with its private key (${algorithm}) pass the rules that ask for ${group}.`;
}
