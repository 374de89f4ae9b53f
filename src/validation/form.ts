import { i18n } from '@lingui/core';
import type { Rule } from './rules';

/** Adapts a rule to a Mantine form validator: the message in the current language, or null. */
export const check =
  (rule: Rule) =>
  (value: unknown): string | null => {
    const result = rule(typeof value === 'string' ? value : value == null ? '' : String(value));
    return result ? i18n._(result) : null;
  };
