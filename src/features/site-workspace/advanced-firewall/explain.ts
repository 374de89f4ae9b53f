// What an advanced firewall rule and the default region rule do, in plain words (shown while they are edited).
import { i18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
import type { FirewallAdvanceRule, FirewallBlockType, FirewallPositionsRule, FirewallRuleKind } from '../../../api/generated/model';
import { RULE_KINDS } from './kit/labels';
import { nameList } from './kit/words';

/** The requests a rule matches: "Requests to /checkout and below" or "Requests whose path matches ^/api/". */
function requestsTo(type: string | undefined, rule: string | undefined): string {
  const target = (rule ?? '').trim();
  if (type === 'regex') return t`Requests whose path matches ${target}`;
  if (target === '' || target === '/') return t`Requests to any path of the site`;
  return t`Requests to ${target} and below`;
}

export function explainAdvanceRule(rule: Partial<FirewallAdvanceRule>): string | null {
  if (!rule.rule?.trim()) return null;
  const who = requestsTo(rule.type, rule.rule);
  const lists = (rule.ruleModules ?? []).map((kind) => i18n._(RULE_KINDS[kind as FirewallRuleKind] ?? kind));
  if (lists.length === 0) return t`${who} pass without any firewall list.`;
  const count = lists.length;
  const order = lists.join(' → ');
  return plural(count, {
    one: `${who} are checked by the ${order} list only.`,
    other: `${who} are checked by # firewall lists, in this order: ${order}.`,
  });
}

const treatment = (blockType: FirewallBlockType | undefined): string => {
  if (blockType === 'accept') return t`accepted without further checks`;
  if (blockType === 'continue') return t`passed on to the next rule`;
  return t`refused`;
};

export function explainPositions(rule: Partial<FirewallPositionsRule>, regionName: (code: string) => string = (code) => code): string | null {
  const codes = rule.positions ?? [];
  if (codes.length === 0) return t`No region is listed, so this rule does nothing.`;
  const count = codes.length;
  const regions = nameList(codes.map(regionName));
  const where = rule.urlRegex?.trim() ? t`to paths matching ${rule.urlRegex.trim()}` : t`to the site`;
  const what = treatment(rule.blockType);
  if (rule.isBlack === false) {
    return plural(count, {
      one: `Requests ${where} from anywhere but ${regions} will be ${what}.`,
      other: `Requests ${where} from anywhere but these # regions (${regions}) will be ${what}.`,
    });
  }
  return plural(count, {
    one: `Requests ${where} from ${regions} will be ${what}.`,
    other: `Requests ${where} from # regions (${regions}) will be ${what}.`,
  });
}
