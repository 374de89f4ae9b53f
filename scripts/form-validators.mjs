// Ahead-of-time validation of form descriptors: the plain part (type, limits, pattern, format, x-rule…) of every
// schema a form's validator may be asked about (the form's, as RJSF resolves it for each branch of its conditions,
// the conditions and alternatives it tries, every field and item) compiled to plain JavaScript by Ajv's standalone code generation (https://ajv.js.org/standalone.html), with the options RJSF's
// validator uses, the section-5 rules as named formats and the `x-rule` keyword. The browser runs this code:
// it ships no schema compiler and needs no 'unsafe-eval'. Used by the Vite plugin (scripts/vite-forms.mjs).
import { deepEquals, retrieveSchema } from '@rjsf/utils';
import ParserValidator from '@rjsf/utils/lib/parser/ParserValidator.js';
import { resolveAnyOrOneOfSchemas, retrieveSchemaInternal } from '@rjsf/utils/lib/schema/retrieveSchema.js';
import { _, default as Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { schemaKey, normalizeSchema, schemaParts } from '../src/schema-form/schema-key.mjs';

/** The module the compiled code imports its formats and rule check from (src/schema-form/aot-runtime.ts). */
export const RUNTIME = 'src/schema-form/aot-runtime.ts';

/** Formats RJSF's Ajv adds beyond ajv-formats (createAjvInstance). */
export const RJSF_FORMATS = ['data-url', 'color'];

/**
 * The `x-rule` keyword as generated code: the named rule (aot-runtime's `checkRule`) runs on the value and its
 * problem (a message of the catalogue) travels in the error's params, translated when shown.
 */
export const xRuleKeyword = {
  keyword: 'x-rule',
  schemaType: 'string',
  code(cxt) {
    const { gen, data, schemaCode } = cxt;
    const check = gen.scopeValue('func', { ref: () => null, code: _`__checkRule` });
    const problem = gen.const('problem', _`${check}(${schemaCode}, ${data})`);
    cxt.setParams({ problem });
    cxt.fail(_`${problem} !== null`);
  },
  error: {
    message: ({ schemaCode }) => _`"breaks the rule " + ${schemaCode}`,
    params: ({ schemaCode, params }) => _`{rule: ${schemaCode}, problem: ${params.problem}}`,
  },
};

/** One compiler for every form (schemas are added under their key, so a schema two forms share is compiled once). */
let shared = null;
function compiler(ruleNames) {
  const id = ruleNames.join(',');
  if (shared?.id === id) return shared.ajv;
  const ajv = new Ajv({
    // RJSF's AJV_CONFIG (allErrors, multipleOfPrecision, strict) without `verbose`: the console reads no error's
    // schema or data, and verbose errors would carry every schema into the bundle.
    allErrors: true,
    multipleOfPrecision: 8,
    strict: false,
    discriminator: false,
    code: { source: true, esm: true, lines: false, optimize: true, formats: _`__formats` },
  });
  addFormats(ajv);
  ajv.addFormat('data-url', /^data:([a-z]+\/[a-z0-9-+.]+)?;(?:name=(.*);)?base64,(.*)$/);
  ajv.addFormat('color', /./);
  // The rules' shape only (a function of the value); the browser's are the real ones (same names).
  for (const name of ruleNames) ajv.addFormat(name, () => true);
  ajv.addKeyword(xRuleKeyword);
  shared = { id, ajv };
  return ajv;
}

/** The plain parts of every schema the validator of these forms may be asked about, by key. */
export function schemasOf(roots) {
  const out = new Map();
  const add = (schema) => {
    const key = schemaKey(schema);
    if (!out.has(key)) out.set(key, normalizeSchema(schema));
  };
  for (const root of roots) {
    const { resolved, tried } = branchesOf(root);
    for (const schema of [root, ...resolved, ...tried]) for (const part of schemaParts(schema)) add(part);
  }
  return out;
}

/**
 * RJSF's schemaParser, keeping what it finds on the way: every schema RJSF may validate a form against (the form's
 * schema with each branch of its conditions merged in, as `retrieveSchema` resolves it for the data) and every
 * schema it asks `isValid` about (conditions, alternatives).
 */
function branchesOf(root) {
  const validator = new ParserValidator(root);
  const resolved = [];
  const parse = (schema) => {
    for (const local of retrieveSchemaInternal(validator, schema, root, undefined, true)) {
      if (resolved.some((item) => deepEquals(item, local))) continue;
      resolved.push(local);
      for (const option of resolveAnyOrOneOfSchemas(validator, local, root, true)) {
        if (option.properties) for (const value of Object.values(local.properties ?? {})) parse(value);
      }
      if (local.items && !Array.isArray(local.items) && typeof local.items !== 'boolean') parse(local.items);
    }
  };
  parse(root);
  // The schema as RJSF resolves it for data that meets each combination of its conditions (every `if` true or
  // false, every alternative matched or not): what the form is validated against.
  for (const data of [{}, Object.fromEntries(Object.keys(root.properties ?? {}).map((name) => [name, '']))]) {
    const conditions = [];
    const answer = (mask) => ({
      isValid(schema) {
        let at = conditions.findIndex((c) => deepEquals(c, schema));
        if (at < 0) at = conditions.push(schema) - 1;
        return at < 31 && Boolean(mask & (2 ** at));
      },
    });
    // RJSF warns when no single branch matches, which is the point of trying them all here.
    const warn = console.warn;
    console.warn = () => undefined;
    try {
      retrieveSchema(answer(0), root, root, data);
      const count = Math.min(conditions.length, 10);
      for (let mask = 0; mask < 2 ** count; mask++) {
        const local = retrieveSchema(answer(mask), root, root, data);
        if (!resolved.some((item) => deepEquals(item, local))) resolved.push(local);
      }
    } finally {
      console.warn = warn;
    }
  }
  return { resolved, tried: Object.values(validator.getSchemaMap()) };
}

/**
 * An ES module that registers the compiled validators of these schemas (by key) with `register` of
 * `registry`, importing its helpers from `runtime` (module ids as the bundler resolves them).
 */
export function validatorModule(roots, { ruleNames, runtime, registry }) {
  const schemas = schemasOf(roots);
  if (schemas.size === 0) return { code: '', count: 0 };
  const ajv = compiler(ruleNames);
  for (const [key, schema] of schemas) if (!ajv.getSchema(key)) ajv.addSchema(schema, key);
  let code = standaloneCode(ajv, Object.fromEntries([...schemas.keys()].map((key) => [key, key])));
  // Ajv's runtime helpers are required as CommonJS; the bundle imports them.
  const helpers = new Map();
  code = code.replace(/require\("(ajv\/dist\/runtime\/[\w]+)"\)\.default/g, (_match, path) => {
    if (!helpers.has(path)) helpers.set(path, `__ajv${helpers.size}`);
    return helpers.get(path);
  });
  if (/require\(|new Function|\beval\(/.test(code)) throw new Error('form validators: the generated code still requires or evaluates code');
  const imports = [
    `import { checkRule as __checkRule, formats as __formats, helper as __helper } from ${JSON.stringify(runtime)};`,
    `import { registerValidators } from ${JSON.stringify(registry)};`,
    // CommonJS modules: the bundler and the dev server wrap their `default` differently, so it is unwrapped.
    ...[...helpers].flatMap(([path, name]) => [`import * as ${name}_module from ${JSON.stringify(`${path}.js`)};`, `const ${name} = __helper(${name}_module);`]),
  ];
  const keys = [...schemas.keys()];
  return {
    code: `${imports.join('\n')}\n${code.replace(/^"use strict";/, '')}\nregisterValidators({ ${keys.join(', ')} });\n`,
    count: keys.length,
  };
}
