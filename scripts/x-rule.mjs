// The contract's `x-rule` keyword for Ajv outside the console (the embedded backend, the contract tests, the example
// check): the named rule of spec section 5 (src/schema-form/rules.ts, compiled by `npm run gen`) must accept the value.
// A list is checked as the lines a user types; null is left to the schema's type. The console's own Ajv (src/schema-form/validator.ts) adds the same
// keyword with the rule's translated message.
import { NAMED_RULES, ruleInput } from '../openapi/dist/x-rule.mjs';

export const namedRules = NAMED_RULES;

/** Adds `x-rule` to an Ajv instance (once). */
export function addXRule(ajv) {
  if (ajv.getKeyword('x-rule')) return ajv;
  ajv.addKeyword({
    keyword: 'x-rule',
    schemaType: 'string',
    errors: true,
    validate: function check(name, data) {
      const rule = NAMED_RULES[name];
      if (!rule) throw new Error(`The contract names an unknown x-rule "${name}"`);
      // null is judged by the schema's type (a nullable field), not by the rule.
      if (data === null) return true;
      const problem = rule(ruleInput(data));
      check.errors = problem ? [{ keyword: 'x-rule', message: `breaks the rule ${name}`, params: { rule: name } }] : [];
      return problem === null;
    },
  });
  return ajv;
}
