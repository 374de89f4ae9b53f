// "What this rule does", one sentence per kind of firewall rule, from the values being typed. Shown by
// EffectPreview above the form; null while the rule is too incomplete to say anything true.
import { i18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
import type { FirewallBlockType, FirewallMethod, FirewallProtectMode } from '../../../api/generated/model';
import { METHODS, OTHER_METHODS, RISK_FILTERED_IPS } from './labels';

export interface ScopeValues {
  urlRegex?: string;
  methodValues?: FirewallMethod[];
  enabled?: boolean;
}
export interface IpListValues extends ScopeValues {
  ips?: string[];
  blockType?: FirewallBlockType;
}
export interface GeoValues extends ScopeValues {
  isBlack?: boolean;
  geoIDs?: number[];
  blockType?: FirewallBlockType;
}
export interface AnticcValues extends ScopeValues {
  protectMode?: FirewallProtectMode;
  frequency?: number;
}
export interface FrequencyValues extends ScopeValues {
  seconds?: number;
  times?: number;
  protectMode?: FirewallProtectMode;
  blockType?: FirewallBlockType;
}
export interface LimitReqValues extends ScopeValues {
  type?: string;
  rate?: number;
  burst?: number;
  delay?: number;
}
export interface UserAgentValues extends ScopeValues {
  userAgentRegex?: string;
  blockType?: FirewallBlockType;
}
export interface AntiHeaderValues extends ScopeValues {
  type?: string;
  regex?: string;
  isBlack?: boolean;
  blockType?: FirewallBlockType;
}
export interface AbuseIpValues {
  score?: number;
  urlRegex?: string;
  blockType?: FirewallBlockType;
  protectMode?: FirewallProtectMode;
  enabled?: boolean;
}

/** What the sentences need to know beyond the values: names of regions and the anti-CC trigger rates. */
export interface ExplainContext {
  regionName: (id: number) => string | undefined;
  preset: (id: number) => { seconds: number; times: number } | undefined;
}

export const NO_CONTEXT: ExplainContext = { regionName: () => undefined, preset: () => undefined };

const SHOWN = 3;
const text = (value: string | undefined) => (value ?? '').trim();
const number = (value: number) => new Intl.NumberFormat(i18n.locale).format(value);

/** "a, b and c", or "a, b, c and 4 more" for longer lists. */
export function listPhrase(items: readonly string[], type: 'conjunction' | 'disjunction' = 'conjunction'): string {
  if (items.length <= SHOWN) return new Intl.ListFormat(i18n.locale, { type }).format(items);
  const shown = new Intl.ListFormat(i18n.locale, { type: 'unit' }).format(items.slice(0, SHOWN));
  const more = items.length - SHOWN;
  return t`${shown} and ${more} more`;
}

function methodsPhrase(methods: readonly FirewallMethod[] | undefined): string | null {
  if (!methods || methods.length === 0 || METHODS.every((m) => methods.includes(m))) return null;
  const names = METHODS.filter((m) => methods.includes(m)).map((m) => (m === 'other' ? i18n._(OTHER_METHODS) : m));
  return listPhrase(names, 'disjunction');
}

/** Where the rule applies: its URL expression and methods. */
export function scopePhrase({ urlRegex, methodValues }: ScopeValues): string {
  // ^/ (the default expression, every path) reads as any URL.
  const url = text(urlRegex) === '^/' ? '' : text(urlRegex);
  const methods = methodsPhrase(methodValues);
  if (url && methods) return t`to URLs matching ${url} with ${methods}`;
  if (url) return t`to URLs matching ${url}`;
  if (methods) return t`to any URL with ${methods}`;
  return t`to any URL`;
}

/** What a matching request gets. */
export function actionPhrase(blockType: FirewallBlockType | undefined, protectMode?: FirewallProtectMode): string {
  switch (protectMode) {
    case 1:
      return t`will get the five-second shield`;
    case 2:
      return t`will have to enter a code`;
    case 3:
      return t`will have to click to verify`;
    case 4:
      return t`will be redirected`;
    case 5:
      return t`will have to solve the slider captcha`;
  }
  switch (blockType) {
    case 'accept':
      return t`will be let through without further checks`;
    case 'continue':
      return t`will go on to the next rule`;
    default:
      return t`will be refused`;
  }
}

const withState = (sentence: string, enabled: boolean | undefined) =>
  enabled === false ? `${sentence} ${t`The rule is off: it does nothing until it is turned on.`}` : sentence;

const coversAll = (ip: string) => /\/0$/.test(ip.trim());

export function explainIpList(values: IpListValues): string | null {
  const ips = (values.ips ?? []).map((ip) => ip.trim()).filter(Boolean);
  if (ips.length === 0) return null;
  const scope = scopePhrase(values);
  const action = actionPhrase(values.blockType);
  if (ips.some(coversAll)) return withState(t`Requests from any IP ${scope} ${action}.`, values.enabled);
  const count = ips.length;
  const list = listPhrase(ips);
  const who = plural(count, { one: `# IP (${list})`, other: `# IPs (${list})` });
  return withState(t`Requests from ${who} ${scope} ${action}.`, values.enabled);
}

export function explainGeo(values: GeoValues, context: ExplainContext): string | null {
  const ids = values.geoIDs ?? [];
  if (ids.length === 0) return null;
  const count = ids.length;
  const list = listPhrase(ids.map((id) => context.regionName(id) ?? `#${id}`));
  const regions = plural(count, { one: `# region (${list})`, other: `# regions (${list})` });
  const scope = scopePhrase(values);
  const action = actionPhrase(values.blockType ?? (values.isBlack === false ? 'accept' : 'refuse'));
  if (values.isBlack === false) {
    return withState(t`Requests from ${regions} ${scope} ${action}; requests from other regions ${scope} will be refused.`, values.enabled);
  }
  return withState(t`Requests from ${regions} ${scope} ${action}.`, values.enabled);
}

function ratePhrase(times: number, seconds: number): string {
  const requests = plural(times, { one: '# request', other: '# requests' });
  const window = plural(seconds, { one: '# second', other: '# seconds' });
  return t`more than ${requests} in ${window}`;
}

export function explainAnticc(values: AnticcValues, context: ExplainContext): string | null {
  if (!values.protectMode) return null;
  const scope = scopePhrase(values);
  const action = actionPhrase(undefined, values.protectMode);
  const preset = values.frequency ? context.preset(values.frequency) : undefined;
  if (!preset) return withState(t`Visitors who send requests too fast ${scope} ${action}.`, values.enabled);
  const rate = ratePhrase(preset.times, preset.seconds);
  return withState(t`An IP that sends ${rate} ${scope} ${action}.`, values.enabled);
}

export function explainFrequency(values: FrequencyValues): string | null {
  if (!values.seconds || !values.times || values.seconds < 1 || values.times < 1) return null;
  const rate = ratePhrase(values.times, values.seconds);
  const scope = scopePhrase(values);
  const action = actionPhrase(values.blockType, values.protectMode);
  return withState(t`An IP that sends ${rate} ${scope} ${action}.`, values.enabled);
}

export function explainLimitReq(values: LimitReqValues): string | null {
  if (!values.rate || values.rate < 1) return null;
  const requests = plural(values.rate, { one: '# request', other: '# requests' });
  const scope = scopePhrase(values);
  const burst = values.burst ?? 0;
  const delay = Math.min(values.delay ?? 0, burst);
  const byUrl = values.type === 'url';
  let sentence: string;
  if (burst > 0) {
    const queued = number(burst);
    const fast = number(delay);
    sentence = byUrl
      ? t`Each URL gets at most ${requests} a second ${scope}; up to ${queued} more wait in a queue (${fast} of them are served at once) and the rest are refused.`
      : t`Each IP may send at most ${requests} a second ${scope}; up to ${queued} more wait in a queue (${fast} of them are served at once) and the rest are refused.`;
  } else {
    sentence = byUrl
      ? t`Each URL gets at most ${requests} a second ${scope}; the rest are refused.`
      : t`Each IP may send at most ${requests} a second ${scope}; the rest are refused.`;
  }
  return withState(sentence, values.enabled);
}

export function explainUserAgent(values: UserAgentValues): string | null {
  const regex = text(values.userAgentRegex);
  if (!regex) return null;
  const scope = scopePhrase(values);
  const action = actionPhrase(values.blockType);
  return withState(t`Requests whose user agent matches ${regex} ${scope} ${action}.`, values.enabled);
}

export function explainAntiHeader(values: AntiHeaderValues): string | null {
  const header = text(values.type);
  const regex = text(values.regex);
  if (!header || !regex) return null;
  const scope = scopePhrase(values);
  const action = actionPhrase(values.blockType);
  return withState(
    values.isBlack === false
      ? t`Requests whose ${header} header does not match ${regex} ${scope} ${action}.`
      : t`Requests whose ${header} header matches ${regex} ${scope} ${action}.`,
    values.enabled,
  );
}

export function explainAbuseIp(values: AbuseIpValues): string | null {
  const score = values.score;
  if (score === undefined || !(score in RISK_FILTERED_IPS)) return null;
  const count = number(RISK_FILTERED_IPS[score as keyof typeof RISK_FILTERED_IPS]);
  const scope = scopePhrase({ urlRegex: values.urlRegex });
  const action = actionPhrase(values.blockType, values.protectMode);
  return withState(t`Requests from the about ${count} IPs with a risk score of ${score} or more ${scope} ${action}.`, values.enabled);
}
