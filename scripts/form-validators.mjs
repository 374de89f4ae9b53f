// Ahead-of-time validation of form descriptors: every schema a form's validator may be asked about (the form's,
// the branches RJSF tries, and the parts of every field for a form narrowed at run time) compiled to plain
// JavaScript by Ajv's standalone code generation (https://ajv.js.org/standalone.html), with the options RJSF's
// validator uses, the section-5 rules as named formats and the `x-rule` keyword. The browser runs this code:
// it ships no schema compiler and needs no 'unsafe-eval'. Used by the Vite plugin (scripts/vite-forms.mjs).
import { schemaParser } from '@rjsf/utils';
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

function compiler(ruleNames) {
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
  return ajv;
}

/** Every schema the validator of these forms may be asked about, by key. */
export function schemasOf(roots) {
  const out = new Map();
  const add = (schema) => {
    const key = schemaKey(schema);
    if (!out.has(key)) out.set(key, normalizeSchema(schema));
  };
  for (const root of roots) {
    for (const schema of schemaParts(root)) add(schema);
    for (const schema of Object.values(schemaParser(root))) add(schema);
  }
  return out;
}

/**
 * An ES module that registers the compiled validators of these schemas (by key) with `register` of
 * `registry`, importing its helpers from `runtime` (module ids as the bundler resolves them).
 */
export function validatorModule(roots, { ruleNames, runtime, registry }) {
  const schemas = schemasOf(roots);
  if (schemas.size === 0) return { code: '', count: 0 };
  const ajv = compiler(ruleNames);
  for (const [key, schema] of schemas) ajv.addSchema(schema, key);
  let code = standaloneCode(ajv, Object.fromEntries([...schemas.keys()].map((key) => [key, key])));
  // Ajv's runtime helpers are required as CommonJS; the bundle imports them.
  const helpers = new Map();
  code = code.replace(/require\("(ajv\/dist\/runtime\/[\w]+)"\)\.default/g, (_match, path) => {
    if (!helpers.has(path)) helpers.set(path, `__ajv${helpers.size}`);
    return helpers.get(path);
  });
  if (/require\(|new Function|\beval\(/.test(code)) throw new Error('form validators: the generated code still requires or evaluates code');
  const imports = [
    `import { checkRule as __checkRule, formats as __formats } from ${JSON.stringify(runtime)};`,
    `import { registerValidators } from ${JSON.stringify(registry)};`,
    ...[...helpers].map(([path, name]) => `import ${name} from ${JSON.stringify(`${path}.js`)};`),
  ];
  const keys = [...schemas.keys()];
  return {
    code: `${imports.join('\n')}\n${code.replace(/^"use strict";/, '')}\nregisterValidators({ ${keys.join(', ')} });\n`,
    count: keys.length,
  };
}
