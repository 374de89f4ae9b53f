#!/usr/bin/env node
// npm run check:coverage [-- bundle.json|root.yaml] [--list calls.txt]
// Compares the calls the spec names (openapi/coverage/spec-calls.txt) with the operations of the contract bundle
// (default openapi/dist/openapi.json, made by `node scripts/gen.mjs`; a .yaml/.yml root is bundled first).
// Paths compare case-insensitively and with path-parameter names ignored (`{siteId}` ≡ `{id}`); methods exactly.
// Prints every spec call the contract lacks and exits 1 if there is any; contract operations that the list does
// not name are printed too, without failing. Exit 2 on a usage error.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadBundle } from './check-examples.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD', 'TRACE'];

/** The comparison key of a path: lower case, every `{param}` as `{}`, no trailing or doubled slashes. */
export function normalisePath(path) {
  let p = String(path).trim().replace(/\{[^}/]*\}/g, '{}').toLowerCase();
  p = p.replace(/\/{2,}/g, '/');
  if (!p.startsWith('/')) p = '/' + p;
  if (p.length > 1) p = p.replace(/\/+$/, '');
  return p;
}

/** The comparison key of a call. */
export function callKey(method, path) {
  return `${String(method).toUpperCase()} ${normalisePath(path)}`;
}

/**
 * Parses the call list: `METHOD /path` lines; `#` starts a comment (whole line or trailing);
 * a `# section: Name` comment line names the section of the calls after it.
 * Returns the calls and the lines it could not read.
 */
export function parseCallList(text) {
  const calls = [];
  const errors = [];
  let section = '';
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (!line) return;
    if (line.startsWith('#')) {
      const m = /^#\s*section:\s*(.+)$/i.exec(line);
      if (m) section = m[1].trim();
      return;
    }
    const body = line.replace(/\s+#.*$/, '').trim();
    const m = /^([A-Za-z]+)\s+(\/\S*)$/.exec(body);
    if (!m || !METHODS.includes(m[1].toUpperCase())) {
      errors.push({ line: i + 1, text: raw });
      return;
    }
    calls.push({ method: m[1].toUpperCase(), path: m[2], section, line: i + 1 });
  });
  return { calls, errors };
}

/** Every operation of an OpenAPI document as `{ method, path, operationId }`. */
export function contractOperations(doc) {
  const ops = [];
  for (const [path, item] of Object.entries(doc?.paths ?? {})) {
    if (!item || typeof item !== 'object') continue;
    for (const method of METHODS) {
      const op = item[method.toLowerCase()];
      if (op) ops.push({ method, path, operationId: op.operationId });
    }
  }
  return ops;
}

/**
 * Compares the spec's calls with the contract's operations.
 * missing: spec calls with no operation; extra: operations no spec call names; duplicates: calls listed twice.
 */
export function compareCoverage(calls, ops) {
  const opKeys = new Map();
  for (const op of ops) opKeys.set(callKey(op.method, op.path), op);
  const seen = new Map();
  const duplicates = [];
  const missing = [];
  for (const c of calls) {
    const k = callKey(c.method, c.path);
    if (seen.has(k)) {
      duplicates.push({ ...c, first: seen.get(k) });
      continue;
    }
    seen.set(k, c);
    if (!opKeys.has(k)) missing.push(c);
  }
  const extra = ops.filter((op) => !seen.has(callKey(op.method, op.path)));
  return { missing, extra, duplicates, covered: seen.size - missing.length };
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const args = process.argv.slice(2);
  let listFile = join(root, 'openapi/coverage/spec-calls.txt');
  const positional = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--list') listFile = resolve(args[++i] ?? '');
    else if (args[i].startsWith('--list=')) listFile = resolve(args[i].slice(7));
    else positional.push(args[i]);
  }
  const bundleFile = resolve(positional[0] ?? join(root, 'openapi/dist/openapi.json'));
  for (const f of [listFile, bundleFile]) {
    if (!existsSync(f)) {
      console.error(`check-coverage: ${f} not found${f === bundleFile ? ' (run `node scripts/gen.mjs` first, or pass a bundle)' : ''}`);
      process.exit(2);
    }
  }
  const { calls, errors } = parseCallList(readFileSync(listFile, 'utf8'));
  if (errors.length) {
    for (const e of errors) console.error(`check-coverage: ${listFile}:${e.line}: not a \`METHOD /path\` line: ${e.text}`);
    process.exit(2);
  }
  let doc;
  try {
    doc = loadBundle(bundleFile);
  } catch (err) {
    console.error(`check-coverage: cannot read ${bundleFile}: ${err.message}`);
    process.exit(2);
  }
  const ops = contractOperations(doc);
  const { missing, extra, duplicates, covered } = compareCoverage(calls, ops);
  for (const d of duplicates) console.log(`note: line ${d.line} repeats line ${d.first.line}: ${d.method} ${d.path}`);
  if (extra.length) {
    console.log(`Contract operations the spec list does not name (${extra.length}, not failing):`);
    for (const op of extra) console.log(`  ${op.method} ${op.path}${op.operationId ? `  (${op.operationId})` : ''}`);
  }
  if (missing.length) {
    console.error(`Spec calls missing from the contract (${missing.length}):`);
    let section = null;
    for (const c of missing) {
      if (c.section !== section) {
        section = c.section;
        console.error(`  # ${section || '(no section)'}`);
      }
      console.error(`  ${c.method} ${c.path}   (spec-calls.txt:${c.line})`);
    }
  }
  console.log(
    `check-coverage: ${covered} of ${calls.length - duplicates.length} spec calls covered by ${ops.length} operations; ` +
      `${missing.length} missing, ${extra.length} not in the list.`,
  );
  process.exit(missing.length ? 1 : 0);
}
