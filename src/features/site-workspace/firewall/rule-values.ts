// A firewall rule as a list row, as form values and as the body of a create or update call. An update
// replaces the whole rule, so fields the form does not show travel with the edit unchanged.
import type { FormDescriptor } from '../../../schema-form/descriptor';
import { METHODS } from './labels';

/** Fields a create or update call accepts (FirewallRuleInput without id and priority). */
export const RULE_INPUT_KEYS = [
  'type', 'isBlack', 'geoIDs', 'url', 'urlRegex', 'regex', 'userAgentRegex', 'blockType', 'protectMode', 'frequency', 'seconds', 'times',
  'rate', 'burst', 'delay', 'max', 'port', 'ips', 'methodValues', 'blackPos', 'whitePos', 'enabled', 'memo',
] as const;
/** Fields of an IP-trust entry (FirewallAbuseIPInput without id and priority). */
export const ABUSE_IP_INPUT_KEYS = ['score', 'urlRegex', 'blockType', 'protectMode', 'enabled', 'memo'] as const;

export type Values = Record<string, unknown>;

const isSet = (value: unknown) => value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');

/** The rule as it would be created again: the accepted fields it holds, without empty ones. */
export function inputOf(row: Values, keys: readonly string[]): Values {
  const out: Values = {};
  for (const key of keys) if (isSet(row[key])) out[key] = row[key];
  return out;
}

const fieldsOf = (descriptor: FormDescriptor) => Object.keys(descriptor.schema.properties ?? {});

/** The form's values for a row: the descriptor's fields; no methods means all of them (the form shows every box ticked). */
export function formOf(row: Values, descriptor: FormDescriptor, keys: readonly string[]): Values {
  const input = inputOf(row, keys);
  const out: Values = {};
  for (const field of fieldsOf(descriptor)) if (field in input) out[field] = input[field];
  if (fieldsOf(descriptor).includes('methodValues') && !Array.isArray(out.methodValues)) out.methodValues = [...METHODS];
  return out;
}

/** The body of the form's values: empty texts left out; every method chosen is the same as none named. */
export function bodyOf(values: Values): Values {
  const out: Values = {};
  for (const [key, value] of Object.entries(values)) if (isSet(value)) out[key] = value;
  const methods = out.methodValues;
  if (Array.isArray(methods) && METHODS.every((m) => methods.includes(m))) delete out.methodValues;
  return out;
}

/** The row's accepted fields the form does not show (kept as they are when the row is edited). */
export function extrasOf(row: Values, descriptor: FormDescriptor, keys: readonly string[]): Values {
  const shown = new Set(fieldsOf(descriptor));
  return Object.fromEntries(Object.entries(inputOf(row, keys)).filter(([key]) => !shown.has(key)));
}
