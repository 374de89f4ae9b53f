// Form validation: the validators compiled ahead of time from the descriptors (aot-validator.ts; the section-5 rules
// as named formats and the `x-rule` keyword), and every error message in the current language, the rule's own where one applies.
import { msg } from '@lingui/core/macro';
import type { RJSFValidationError } from '@rjsf/utils';
import type { MessageDescriptor } from '@lingui/core';
import { MESSAGES } from '../validation/rules';
import { translate } from '../validation/form';
import { AotValidator } from './aot-validator';
import { NAMED_RULES, ruleInput } from './rules';

/** RJSF's validator on the validators compiled ahead of time from the descriptors (see aot-validator.ts). */
export const validator = new AotValidator();

/** The value an error points at (`.a.b.0` or `['a-b']` paths). */
export function valueAt(data: unknown, property: string | undefined): unknown {
  if (!property) return data;
  const keys = [...property.matchAll(/\.([^.[\]]+)|\['([^']+)'\]|\[(\d+)\]/g)].map((m) => m[1] ?? m[2] ?? m[3]);
  let node: unknown = data;
  for (const key of keys) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key!];
  }
  return node;
}

/** Translates ajv's English into the catalogue's messages; formats give the rule's precise message. */
export const transformErrorsFor =
  (data: () => unknown) =>
  (errors: RJSFValidationError[]): RJSFValidationError[] =>
    withoutPatternBesideRule(errors).map((error) => {
      const params = (error.params ?? {}) as Record<string, unknown>;
      let message: string | undefined;
      switch (error.name) {
        case 'x-rule':
          // The rule's own problem, found by the compiled check (scripts/form-validators.mjs).
          message = params.problem ? translate(params.problem as MessageDescriptor) : error.message;
          break;
        case 'required':
          message = translate(MESSAGES.required);
          break;
        case 'format': {
          const rule = NAMED_RULES[String(params.format)];
          const problem = rule?.(ruleInput(valueAt(data(), error.property)));
          message = translate(problem ?? MESSAGES.wrongFormat);
          break;
        }
        case 'minimum':
        case 'maximum':
        case 'exclusiveMinimum':
          message = translate(rangeMessage(error.schemaPath, params));
          break;
        case 'minLength':
          message = Number(params.limit) === 1 ? translate(MESSAGES.required) : translate(msg`Enter at least ${Number(params.limit)} characters.`);
          break;
        case 'maxLength':
          message = translate(msg`Enter at most ${Number(params.limit)} characters.`);
          break;
        case 'minItems':
          message = translate(msg`Choose or enter at least ${Number(params.limit)}.`);
          break;
        case 'maxItems':
          message = translate(msg`Enter at most ${Number(params.limit)} items.`);
          break;
        case 'uniqueItems':
          message = translate(msg`Each item may appear only once.`);
          break;
        case 'pattern':
        case 'not':
        case 'type':
        case 'enum':
        case 'const':
          message = translate(MESSAGES.wrongFormat);
          break;
        default:
          message = error.message;
      }
      // A problem in one line of a list typed one a line (an item of an array of plain values)
      // is shown on the list, with its line number.
      const item = error.property?.match(/^(.*)(?:\.(\d+)|\[(\d+)\])$/);
      const parent = item ? valueAt(data(), item[1]) : undefined;
      if (item && Array.isArray(parent) && parent.every((v) => v === null || typeof v !== 'object')) {
        const line = Number(item[2] ?? item[3]) + 1;
        const text = translate(msg`Line ${line}: ${message ?? ''}`);
        return { ...error, property: item[1], message: text, stack: `${item[1]} ${text}` };
      }
      return { ...error, message, stack: `${error.property ?? ''} ${message ?? ''}`.trim() };
    });

/**
 * A field whose schema has both a pattern and a named rule (HeaderSafeText, NginxPath, prefix-url...) shows the
 * rule's precise message only, not also the pattern's (or a `not`'s) "The format is wrong.".
 */
const BESIDE_RULE = new Set(['pattern', 'not', 'minimum', 'maximum']);

function withoutPatternBesideRule(errors: RJSFValidationError[]): RJSFValidationError[] {
  const ruled = new Set(errors.filter((e) => e.name === 'x-rule').map((e) => e.property));
  // A `not` beside a rule (an account name's "not default"), or a limit (a weight's 1 to 100), is the rule's to word too.
  return ruled.size ? errors.filter((e) => !BESIDE_RULE.has(e.name ?? '') || !ruled.has(e.property)) : errors;
}

function rangeMessage(_schemaPath: string | undefined, params: Record<string, unknown>) {
  const limit = Number(params.limit);
  if (params.comparison === '>=' ) return msg`Enter a number of at least ${limit}.`;
  if (params.comparison === '>') return msg`Enter a number above ${limit}.`;
  return msg`Enter a number of at most ${limit}.`;
}
