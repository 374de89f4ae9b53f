// The validators compiled ahead of time refuse what Ajv compiling the schemas in the browser refused (the renderer's
// validator before them), with the same messages: every descriptor, its example and bad values of every field, as
// the form validates them (the schema resolved for the data), and narrowed at run time as screens narrow them
// (choices laid on, fields left out). Ajv's runtime compiler is the reference here, in the tests only.
import { i18n } from '@lingui/core';
import { retrieveSchema, schemaParser, type RJSFSchema, type RJSFValidationError, type ValidatorType } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { describe, expect, it } from 'vitest';
import { translate } from '../validation/form';
import { UncompiledSchemaError, errorsOf } from './aot-validator';
import type { FormDescriptor } from './descriptor';
import { allDescriptors } from './registry';
import { NAMED_RULES, ruleInput } from './rules';
import { transformErrorsFor, validator } from './validator';

/** The renderer's validator before: Ajv compiling at run time, the rules as formats and the x-rule keyword. */
const reference = customizeValidator({
  customFormats: Object.fromEntries(Object.entries(NAMED_RULES).map(([name, rule]) => [name, (value: string) => rule(value) === null])),
  extenderFn: (ajv) => {
    ajv.addKeyword({
      keyword: 'x-rule',
      schemaType: 'string',
      errors: true,
      validate: function check(name: string, data: unknown) {
        if (data === null) return true;
        const problem = NAMED_RULES[name]!(ruleInput(data));
        (check as unknown as { errors: unknown[] }).errors = problem ? [{ keyword: 'x-rule', message: translate(problem), params: { rule: name } }] : [];
        return problem === null;
      },
    });
    return ajv;
  },
});

const shown = (errors: RJSFValidationError[]) => errors.map((e) => `${e.property ?? ''} | ${e.name ?? ''} | ${e.message ?? ''}`).sort();

function messages(v: ValidatorType, data: unknown, schema: RJSFSchema) {
  const resolved = retrieveSchema(v, schema, schema, data as object);
  return shown(v.validateFormData(data, resolved, undefined, transformErrorsFor(() => data)).errors);
}

const BAD = ['', ' ', 'not a valid value !!', 'x'.repeat(5000), -5, 0, 1e12, 1.5, true, null, [], ['not valid !!', 'not valid !!'], {}];

function cases(descriptor: FormDescriptor) {
  const example = descriptor.example;
  const out: unknown[] = [example, {}];
  for (const name of Object.keys(descriptor.schema.properties ?? {})) for (const bad of BAD) out.push({ ...example, [name]: bad });
  return out;
}

/** A field laid with choices at run time, as the screens do (`oneOf` of constants with names). */
function narrowed(schema: RJSFSchema): RJSFSchema | null {
  const properties = schema.properties as Record<string, RJSFSchema> | undefined;
  const [name] = Object.entries(properties ?? {}).find(([, p]) => p.type === 'integer' || p.type === 'string') ?? [];
  if (!name) return null;
  const [first, ...rest] = Object.keys(properties!);
  const choices = properties![name]!.type === 'integer' ? [1, 2] : ['a', 'b'];
  const out = structuredClone(schema);
  out.properties![name] = { ...(properties![name] as object), oneOf: choices.map((c) => ({ const: c, title: `Choice ${c}` })) };
  // A field left out (as a console that does not ask for it), unless it is the one narrowed or a condition names it.
  const conditional = ['if', 'allOf', 'dependencies', 'oneOf', 'anyOf'].some((k) => k in schema);
  if (first !== name && rest.length && !conditional) {
    delete out.properties![first!];
    if (out.required) out.required = out.required.filter((n) => n !== first);
  }
  return out;
}

const descriptors = [...allDescriptors().values()];
i18n.loadAndActivate({ locale: 'en', messages: {} });

describe('validators compiled ahead of time', () => {
  it.each(descriptors.map((d) => [d.name, d] as const))('%s: the same errors and messages as Ajv at run time', (_name, descriptor) => {
    const schema = descriptor.schema;
    const variant = narrowed(schema);
    for (const data of cases(descriptor)) {
      expect(messages(validator, data, schema), JSON.stringify(data).slice(0, 200)).toEqual(messages(reference, data, schema));
      if (variant) expect(messages(validator, data, variant), `narrowed: ${JSON.stringify(data).slice(0, 200)}`).toEqual(messages(reference, data, variant));
    }
    // The branches RJSF tries (conditions, alternatives) are judged alike.
    for (const sub of Object.values(schemaParser(schema))) {
      for (const data of cases(descriptor)) expect(validator.isValid(sub, data, schema)).toBe(reference.isValid(sub, data, schema));
    }
  }, 120_000);

  it('refuses a schema no descriptor brought rather than compiling it', () => {
    expect(() => errorsOf({ type: 'string', minLength: 3, pattern: '^[a-z]+$' }, 'ab')).toThrow(UncompiledSchemaError);
  });
});
