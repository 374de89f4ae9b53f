import { i18n, type MessageDescriptor } from '@lingui/core';
import type { Rule } from './rules';

const isDescriptor = (value: unknown): value is MessageDescriptor =>
  typeof value === 'object' && value !== null && 'id' in value;

/** A message in the current language; descriptors among its values (a list's line problem) are translated first. */
export function translate(descriptor: MessageDescriptor): string {
  const values = descriptor.values
    ? Object.fromEntries(Object.entries(descriptor.values).map(([k, v]) => [k, isDescriptor(v) ? translate(v) : v]))
    : undefined;
  return i18n._(descriptor.id, values, { message: descriptor.message });
}

/** Adapts a rule to a Mantine form validator: the message in the current language, or null. */
export const check =
  (rule: Rule) =>
  (value: unknown): string | null => {
    const result = rule(typeof value === 'string' ? value : value == null ? '' : String(value));
    return result ? translate(result) : null;
  };
