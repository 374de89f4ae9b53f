// RJSF's validator on the validators compiled ahead of time (scripts/form-validators.mjs): no schema is compiled
// in the browser. A schema is checked in parts: the precompiled validators of the plain parts (type, limits,
// pattern, format, x-rule; found by key, schema-key.mjs, the same in every language) of it and of every field, item
// and alternative, and here its structure (required and additional fields, alternatives, conditions) and its
// choices, with the errors Ajv gives for them. So a schema a screen narrowed at run time (choices of the tenant's
// roles or nodes, fields left out or made optional) or that RJSF resolved for the data (a condition's branch merged
// in) is checked as the form's own: run-time choices are checked here, against the choices the schema shows.
import { deepEquals, JUNK_OPTION_ID, type CustomValidator, type ErrorTransformer, type RJSFSchema, type UiSchema, type ValidationData, type ValidatorType } from '@rjsf/utils';
import processRawValidationErrors from '@rjsf/validator-ajv8/lib/processRawValidationErrors.js';
import { type AotError, compiledValidator } from './aot-registry';
import { schemaKey, splitSchema } from './schema-key.mjs';

type Schema = Record<string, unknown>;

/** A schema no form descriptor brought (a form of its own in code): a programming error, found by the tests. */
export class UncompiledSchemaError extends Error {}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const pointer = (key: string | number) => `/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;
const hasKeys = (value: object) => Object.keys(value).length > 0;

/** The errors of `data` against `schema`, with Ajv's paths and keywords; an empty list when it is valid. */
export function errorsOf(schema: unknown, data: unknown, path = '', schemaPath = '#'): AotError[] {
  if (schema === true || schema === undefined) return [];
  if (schema === false) return [{ keyword: 'false schema', instancePath: path, schemaPath, params: {}, message: 'boolean schema is false' }];
  const validate = compiledValidator(schemaKey(schema));
  if (validate) {
    if (validate(data)) return [];
    const errors = (validate.errors ?? []).map((e) => ({ ...e, instancePath: path + e.instancePath, schemaPath: schemaPath + e.schemaPath.slice(1) }));
    validate.errors = null;
    return errors;
  }
  return partsErrors(schema as Schema, data, path, schemaPath);
}

const valid = (schema: unknown, data: unknown) => errorsOf(schema, data).length === 0;

function partsErrors(schema: Schema, data: unknown, path: string, at: string): AotError[] {
  const { plain, parts } = splitSchema(schema);
  const errors: AotError[] = [];
  const fail = (keyword: string, params: Record<string, unknown>, message: string, where = `${at}/${keyword}`, instancePath = path) =>
    errors.push({ keyword, instancePath, schemaPath: where, params, message });
  // A choice of a list laid on at run time (RJSF tries each option `{ const }` of a field's choices).
  if (Object.keys(plain).length === 1 && 'const' in plain) {
    if (!deepEquals(plain.const, data)) fail('const', { allowedValue: plain.const }, 'must be equal to constant');
  } else if (hasKeys(plain)) {
    if (!compiledValidator(schemaKey(plain))) {
      throw new UncompiledSchemaError(`No precompiled validator for ${JSON.stringify(plain).slice(0, 300)}: a form's schema must come from a form descriptor (forms/**)`);
    }
    // The items' type kept in the plain part for `uniqueItems` (splitSchema) is reported by the items' own check.
    const itemTypes = 'items' in plain && isObject(parts.items);
    errors.push(...errorsOf(plain, data, path, at).filter((e) => !(itemTypes && e.keyword === 'type' && e.instancePath !== path)));
  }
  const chosen = (choices: unknown[]) => choices.some((choice) => deepEquals(choice, data));
  if (parts.enum && !chosen(parts.enum)) fail('enum', { allowedValues: parts.enum }, 'must be equal to one of the allowed values');
  if (parts.choices && !chosen(parts.choices)) {
    parts.choices.forEach((choice: unknown, i: number) => fail('const', { allowedValue: choice }, 'must be equal to constant', `${at}/oneOf/${i}/const`));
    fail('oneOf', { passingSchemas: null }, 'must match exactly one schema in oneOf');
  }
  if (parts.not !== undefined && valid(parts.not, data)) fail('not', {}, 'must NOT be valid');
  for (const keyword of ['anyOf', 'oneOf'] as const) {
    const branches = parts[keyword] as unknown[] | undefined;
    if (!branches) continue;
    const results = branches.map((branch, i) => errorsOf(branch, data, path, `${at}/${keyword}/${i}`));
    const passing = results.flatMap((r, i) => (r.length === 0 ? [i] : []));
    if (keyword === 'anyOf' && passing.length === 0) {
      errors.push(...results.flat());
      fail('anyOf', {}, 'must match a schema in anyOf');
    }
    if (keyword === 'oneOf' && passing.length !== 1) {
      if (passing.length === 0) errors.push(...results.flat());
      fail('oneOf', { passingSchemas: passing.length ? passing : null }, 'must match exactly one schema in oneOf');
    }
  }
  (parts.allOf as unknown[] | undefined)?.forEach((branch, i) => errors.push(...errorsOf(branch, data, path, `${at}/allOf/${i}`)));
  if (parts.if !== undefined && (parts.then !== undefined || parts.else !== undefined)) {
    const branch = valid(parts.if, data) ? 'then' : 'else';
    if (parts[branch] !== undefined) {
      const found = errorsOf(parts[branch], data, path, `${at}/${branch}`);
      if (found.length) {
        errors.push(...found);
        fail('if', { failingKeyword: branch }, `must match "${branch}" schema`, `${at}/if`);
      }
    }
  }
  if (isObject(data)) {
    const required = (parts.required as string[] | undefined) ?? [];
    for (const name of required) if (data[name] === undefined) fail('required', { missingProperty: name }, `must have required property '${name}'`);
    for (const [name, dependency] of Object.entries((parts.dependencies as Record<string, unknown> | undefined) ?? {})) {
      if (data[name] === undefined) continue;
      if (Array.isArray(dependency)) {
        for (const missing of dependency as string[]) {
          if (data[missing] === undefined) {
            fail('dependencies', { property: name, missingProperty: missing, depsCount: dependency.length, deps: dependency.join(', ') }, `must have property ${missing} when property ${name} is present`);
          }
        }
      } else errors.push(...errorsOf(dependency, data, path, `${at}/dependencies${pointer(name)}`));
    }
    const properties = (parts.properties as Record<string, unknown> | undefined) ?? {};
    if (parts.additionalProperties !== undefined) {
      for (const name of Object.keys(data)) {
        if (name in properties) continue;
        if (parts.additionalProperties === false) fail('additionalProperties', { additionalProperty: name }, 'must NOT have additional properties');
        else errors.push(...errorsOf(parts.additionalProperties, data[name], path + pointer(name), `${at}/additionalProperties`));
      }
    }
    for (const [name, property] of Object.entries(properties)) {
      if (data[name] !== undefined) errors.push(...errorsOf(property, data[name], path + pointer(name), `${at}/properties${pointer(name)}`));
    }
  }
  if (Array.isArray(data) && isObject(parts.items)) data.forEach((item, i) => errors.push(...errorsOf(parts.items, item, path + pointer(i), `${at}/items`)));
  return errors;
}

/** RJSF's ValidatorType on the precompiled validators. */
export class AotValidator implements ValidatorType {
  rawValidation<Result = unknown>(schema: RJSFSchema, formData?: unknown): { errors?: Result[]; validationError?: Error } {
    const errors = errorsOf(schema, formData);
    return { errors: errors.length ? (errors as Result[]) : undefined };
  }

  validateFormData(formData: unknown, schema: RJSFSchema, customValidate?: CustomValidator, transformErrors?: ErrorTransformer, uiSchema?: UiSchema): ValidationData<unknown> {
    return processRawValidationErrors(this, this.rawValidation(schema, formData) as never, formData, schema, customValidate, transformErrors, uiSchema);
  }

  isValid(schema: RJSFSchema, formData: unknown, _rootSchema?: RJSFSchema): boolean {
    // RJSF's placeholder for an option it could not resolve never matches (as in its ajv8 validators).
    if (schema.$id === JUNK_OPTION_ID) return false;
    return valid(schema, formData);
  }
}
