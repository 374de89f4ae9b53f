// What the validators compiled ahead of time call (scripts/form-validators.mjs): the formats (ajv-formats' full
// set, RJSF's two, and the section-5 rules by name) and the `x-rule` check. The same names and shapes as at build.
import { fullFormats } from 'ajv-formats/dist/formats';
import type { MessageDescriptor } from '@lingui/core';
import { NAMED_RULES, ruleInput } from './rules';

/** RJSF's own formats (createAjvInstance), as it defines them. */
const RJSF_FORMATS = {
  'data-url': /^data:([a-z]+\/[a-z0-9-+.]+)?;(?:name=(.*);)?base64,(.*)$/,
  color:
    /^(#?([0-9A-Fa-f]{3}){1,2}\b|aqua|black|blue|fuchsia|gray|green|lime|maroon|navy|olive|orange|purple|red|silver|teal|white|yellow|(rgb\(\s*\b([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])\b\s*,\s*\b([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])\b\s*,\s*\b([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])\b\s*\))|(rgb\(\s*(\d?\d%|100%)+\s*,\s*(\d?\d%|100%)+\s*,\s*(\d?\d%|100%)+\s*\)))$/,
};

export const formats: Record<string, unknown> = {
  ...fullFormats,
  ...RJSF_FORMATS,
  ...Object.fromEntries(Object.entries(NAMED_RULES).map(([name, rule]) => [name, (value: string) => rule(value) === null])),
};

/** The `x-rule` keyword: the rule's problem (a catalogue message), or null when the value keeps to it. */
export function checkRule(name: string, data: unknown): MessageDescriptor | null {
  const rule = NAMED_RULES[name];
  if (!rule) throw new Error(`Unknown x-rule "${name}"`);
  // null is judged by the schema's type (a nullable field), not by the rule.
  if (data === null) return null;
  return rule(ruleInput(data));
}

/** An Ajv runtime helper (ajv/dist/runtime/*, CommonJS with `exports.default`) as the bundler hands it over. */
export function helper(module: unknown): unknown {
  let value = module as { default?: unknown } | undefined;
  while (value && typeof value === 'object' && 'default' in value && value.default !== value && value.default !== undefined) value = value.default as { default?: unknown };
  return value;
}
