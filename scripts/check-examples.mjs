#!/usr/bin/env node
// npm run check:examples [-- bundle.json|root.yaml] [--require-examples]
// Validates every example of the contract against its schema with Ajv (JSON Schema 2020-12, the dialect of OpenAPI 3.1):
//   - media types of request bodies and responses: `example` and every `examples.<name>.value`,
//   - parameters and response headers: `example` and `examples`,
//   - named schemas under components.schemas: their own `example` / `examples`.
// `#/components/...` refs resolve because the whole bundle is added to Ajv as one schema with an $id, and each
// schema is compiled as a JSON-pointer ref into it. Prints each failure; exits 1 on any (2 on a usage error).
// With --require-examples a request body or response media type without any example is a failure too
// (without it, those are only counted).
// The default input is openapi/dist/openapi.json (made by `node scripts/gen.mjs`); a .yaml/.yml root is bundled first.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { addXRule } from './x-rule.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const BUNDLE_ID = 'https://parapet.invalid/openapi.json';
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

/** Escapes one JSON-pointer token. */
const tok = (s) => String(s).replace(/~/g, '~0').replace(/\//g, '~1');
const ptr = (parts) => '#/' + parts.map(tok).join('/');

/** Reads the bundle: JSON as it is, a YAML root through `redocly bundle`. */
export function loadBundle(file) {
  if (/\.ya?ml$/i.test(file)) {
    const dir = mkdtempSync(join(tmpdir(), 'check-examples-'));
    try {
      const out = join(dir, 'bundle.json');
      execFileSync(join(root, 'node_modules/.bin/redocly'), ['bundle', file, '-o', out], {
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_UPDATE_NOTIFIER: '1' },
      });
      return JSON.parse(readFileSync(out, 'utf8'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Follows local `$ref`s (`#/…`) of OpenAPI objects (responses, parameters, headers, examples, request bodies). */
function deref(doc, obj, seen = new Set()) {
  let cur = obj;
  let at = null;
  while (cur && typeof cur === 'object' && typeof cur.$ref === 'string' && cur.$ref.startsWith('#/')) {
    if (seen.has(cur.$ref)) throw new Error(`circular $ref ${cur.$ref}`);
    seen.add(cur.$ref);
    at = cur.$ref;
    const parts = cur.$ref.slice(2).split('/').map((p) => decodeURIComponent(p).replace(/~1/g, '/').replace(/~0/g, '~'));
    let next = doc;
    for (const p of parts) {
      if (next == null || typeof next !== 'object' || !(p in next)) throw new Error(`unresolvable $ref ${cur.$ref}`);
      next = next[p];
    }
    cur = next;
  }
  return { value: cur, pointer: at };
}

/** Every format named anywhere in the bundle; the ones Ajv does not know are accepted as annotations. */
function collectFormats(node, out = new Set()) {
  if (Array.isArray(node)) node.forEach((n) => collectFormats(n, out));
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === 'format' && typeof v === 'string') out.add(v);
      collectFormats(v, out);
    }
  }
  return out;
}

export function makeAjv(doc) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false, validateFormats: true });
  addFormats(ajv);
  addXRule(ajv);
  for (const f of collectFormats(doc)) if (!ajv.formats[f]) ajv.addFormat(f, true);
  // The whole bundle as one schema: `#/components/schemas/X` inside any schema resolves against it.
  ajv.addSchema({ ...doc, $id: BUNDLE_ID });
  return ajv;
}

/**
 * Lists every (schema pointer, example value, where) triple of the bundle, plus media types without examples.
 * Pointers are absolute JSON pointers into the bundle (after following OpenAPI-object `$ref`s).
 */
export function collectExamples(doc) {
  const cases = [];
  const missing = [];
  const examplesOf = (obj, objPtr) => {
    const out = [];
    if (obj && Object.prototype.hasOwnProperty.call(obj, 'example')) out.push({ value: obj.example, label: 'example' });
    if (obj && obj.examples && typeof obj.examples === 'object' && !Array.isArray(obj.examples)) {
      for (const [name, ex] of Object.entries(obj.examples)) {
        const { value: e } = deref(doc, ex);
        if (e && typeof e === 'object' && Object.prototype.hasOwnProperty.call(e, 'value'))
          out.push({ value: e.value, label: `examples.${name}` });
      }
    }
    return out.map((o) => ({ ...o, at: objPtr }));
  };
  const addParam = (param, paramPtr, where) => {
    const { value: p, pointer } = deref(doc, param);
    if (!p || typeof p !== 'object') return;
    const base = pointer ?? paramPtr;
    if (p.schema) {
      for (const ex of examplesOf(p, base)) cases.push({ schema: `${base}/schema`, ...ex, where: `${where} parameter ${p.in}:${p.name} ${ex.label}` });
    }
    if (p.content) {
      for (const [mt, media] of Object.entries(p.content)) {
        if (media?.schema) for (const ex of examplesOf(media, `${base}/content/${tok(mt)}`))
          cases.push({ schema: `${base}/content/${tok(mt)}/schema`, ...ex, where: `${where} parameter ${p.in}:${p.name} ${mt} ${ex.label}` });
      }
    }
  };
  const addContent = (content, base, where, kind) => {
    for (const [mt, media] of Object.entries(content ?? {})) {
      const mtPtr = `${base}/content/${tok(mt)}`;
      const found = examplesOf(media, mtPtr);
      if (found.length === 0) missing.push(`${where} ${kind} ${mt}`);
      if (!media?.schema) continue;
      for (const ex of found) cases.push({ schema: `${mtPtr}/schema`, ...ex, where: `${where} ${kind} ${mt} ${ex.label}` });
    }
  };

  for (const [path, item0] of Object.entries(doc.paths ?? {})) {
    const { value: item, pointer: itemPtr } = deref(doc, item0);
    const itemBase = itemPtr ?? ptr(['paths', path]);
    (item.parameters ?? []).forEach((p, i) => addParam(p, `${itemBase}/parameters/${i}`, path));
    for (const m of METHODS) {
      const op = item[m];
      if (!op) continue;
      const where = `${m.toUpperCase()} ${path}`;
      const opBase = `${itemBase}/${m}`;
      (op.parameters ?? []).forEach((p, i) => addParam(p, `${opBase}/parameters/${i}`, where));
      if (op.requestBody) {
        const { value: rb, pointer } = deref(doc, op.requestBody);
        addContent(rb?.content, pointer ?? `${opBase}/requestBody`, where, 'request');
      }
      for (const [status, resp0] of Object.entries(op.responses ?? {})) {
        const { value: resp, pointer } = deref(doc, resp0);
        const respBase = pointer ?? `${opBase}/responses/${tok(status)}`;
        addContent(resp?.content, respBase, where, `response ${status}`);
        for (const [h, header0] of Object.entries(resp?.headers ?? {})) {
          const { value: header, pointer: hp } = deref(doc, header0);
          const hBase = hp ?? `${respBase}/headers/${tok(h)}`;
          if (header?.schema) for (const ex of examplesOf(header, hBase))
            cases.push({ schema: `${hBase}/schema`, ...ex, where: `${where} response ${status} header ${h} ${ex.label}` });
        }
      }
    }
  }
  for (const [name, schema] of Object.entries(doc.components?.schemas ?? {})) {
    const base = ptr(['components', 'schemas', name]);
    if (schema && typeof schema === 'object') {
      if (Object.prototype.hasOwnProperty.call(schema, 'example')) cases.push({ schema: base, value: schema.example, label: 'example', where: `schema ${name} example` });
      if (Array.isArray(schema.examples)) schema.examples.forEach((v, i) => cases.push({ schema: base, value: v, label: `examples[${i}]`, where: `schema ${name} examples[${i}]` }));
    }
  }
  return { cases, missing };
}

/** Validates every example; returns the failures as printable strings. */
export function checkExamples(doc) {
  const ajv = makeAjv(doc);
  const { cases, missing } = collectExamples(doc);
  const failures = [];
  const compiled = new Map();
  for (const c of cases) {
    let validate = compiled.get(c.schema);
    if (!validate) {
      try {
        validate = ajv.compile({ $ref: `${BUNDLE_ID}${c.schema}` });
      } catch (err) {
        failures.push(`${c.where}: schema ${c.schema} does not compile: ${err.message}`);
        compiled.set(c.schema, () => true);
        continue;
      }
      compiled.set(c.schema, validate);
    }
    if (!validate(c.value)) {
      const errs = (validate.errors ?? [])
        .map((e) => `    ${e.instancePath || '(root)'} ${e.message}${e.params && Object.keys(e.params).length ? ' ' + JSON.stringify(e.params) : ''}`)
        .join('\n');
      failures.push(`${c.where}:\n${errs}`);
    }
  }
  return { failures, count: cases.length, missing };
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const args = process.argv.slice(2);
  const requireExamples = args.includes('--require-examples');
  const files = args.filter((a) => !a.startsWith('--'));
  const file = resolve(files[0] ?? join(root, 'openapi/dist/openapi.json'));
  if (!existsSync(file)) {
    console.error(`check-examples: ${file} not found (run \`node scripts/gen.mjs\` first, or pass a bundle)`);
    process.exit(2);
  }
  let doc;
  try {
    doc = loadBundle(file);
  } catch (err) {
    console.error(`check-examples: cannot read ${file}: ${err.message}`);
    process.exit(2);
  }
  let result;
  try {
    result = checkExamples(doc);
  } catch (err) {
    console.error(`check-examples: ${err.message}`);
    process.exit(1);
  }
  const { failures, count, missing } = result;
  for (const f of failures) console.error(`FAIL ${f}`);
  if (requireExamples) for (const m of missing) console.error(`FAIL no example: ${m}`);
  const bad = failures.length + (requireExamples ? missing.length : 0);
  console.log(
    `check-examples: ${count} examples checked, ${failures.length} invalid; ${missing.length} media types without an example` +
      (requireExamples ? '' : ' (not failing; use --require-examples)'),
  );
  if (!requireExamples && missing.length) for (const m of missing) console.log(`  no example: ${m}`);
  process.exit(bad ? 1 : 0);
}
