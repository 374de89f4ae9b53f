// What a WAF module does, in plain words, from the rules it runs and what their catches get.
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import type { FirewallBlockType, WafDefaultRule } from '../../../api/generated/model';
import { nameList } from '../advanced-firewall/kit/words';

/** Attack classes of the built-in rule set. */
export const WAF_CATEGORIES: Record<string, MessageDescriptor> = {
  sqli: msg`SQL injection`,
  xss: msg`cross-site scripting`,
  rce: msg`remote code execution`,
  lfi: msg`local file inclusion`,
  rfi: msg`remote file inclusion`,
  php: msg`PHP injection`,
  java: msg`Java deserialisation`,
  protocol: msg`protocol attacks`,
  scanner: msg`vulnerability scanners`,
  session: msg`session fixation`,
  ssrf: msg`server-side request forgery`,
  xxe: msg`XML external entities`,
  leak: msg`file disclosure`,
};

export const categoryName = (category: string) => (WAF_CATEGORIES[category] ? i18n._(WAF_CATEGORIES[category]) : category);

export interface WafModuleValues {
  ruleIDs?: number[];
  blockType?: FirewallBlockType;
  domainIDs?: number[];
}

export function explainWafModule(module: WafModuleValues, rules: readonly WafDefaultRule[]): string | null {
  const chosen = new Set(module.ruleIDs ?? []);
  if (chosen.size === 0) return t`No rule is chosen: the module lets every request through.`;
  const categories = [...new Set(rules.filter((rule) => chosen.has(rule.id)).map((rule) => categoryName(rule.category)))];
  const count = chosen.size;
  const kinds = categories.length ? nameList(categories) : t`unknown attacks`;
  const caught = plural(count, { one: `# rule (${kinds})`, other: `any of # rules (${kinds})` });
  const domains = module.domainIDs?.length ?? 0;
  const who =
    domains === 0
      ? t`Once the module is bound to domains, requests matching ${caught}`
      : plural(domains, { one: `Requests to the # domain of this module matching ${caught}`, other: `Requests to the # domains of this module matching ${caught}` });
  if (module.blockType === 'accept') return t`${who} will be let through without further checks.`;
  if (module.blockType === 'continue') return t`${who} will be logged and passed on to the next rule.`;
  return t`${who} will be refused.`;
}
