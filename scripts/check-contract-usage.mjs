#!/usr/bin/env node
// node scripts/check-contract-usage.mjs [--list]
// Every operation of the contract is reached from the console, or says why not (issue 26). An operation is used when
// the hand-written source (src/ without src/api/generated/ and without tests) or a form descriptor (forms/) names it:
// its operationId as a quoted string (descriptors, permission checks, registries), one of the names orval gives its
// hook and function (`kind-account-set-password` → kindAccountSetPassword, useKindAccountSetPassword,
// getKindAccountSetPasswordQueryKey…), or its method and path in an openapi-fetch call (`.PATCH('/{kind}'`).
// An unused operation must have a line `operationId — reason` in docs/decisions.md's section "Operations without a
// screen"; the check fails on one that has none, and on a listed operation that is used after all or no longer exists
// (the list stays true). Reads the bundle made by `npm run gen` (openapi/dist/openapi.json). --list prints the
// unused operations. Exit 1 on a finding, 2 on a usage error.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
export const SECTION = 'Operations without a screen';

/** The operations of a bundled contract: [{ id, method, path }]. */
export function operationsOf(bundle) {
  const out = [];
  for (const [path, item] of Object.entries(bundle.paths ?? {})) {
    for (const method of METHODS) {
      const op = item?.[method];
      if (op?.operationId) out.push({ id: op.operationId, method: method.toUpperCase(), path });
    }
  }
  return out.sort((a, b) => a.id.localeCompare(b.id));
}

/** orval's name of an operation's function: the operationId in camel case (`kind-account-list-accounts` → kindAccountListAccounts). */
export function camelName(id) {
  const words = id.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return words.map((word, i) => (i === 0 ? word[0].toLowerCase() : word[0].toUpperCase()) + word.slice(1)).join('');
}

/** Whether a text names the operation (see the head comment). */
export function names(text, op) {
  const quoted = new RegExp(`['"\`]${escape(op.id)}['"\`]`);
  if (quoted.test(text)) return true;
  const camel = camelName(op.id);
  const pascal = camel[0].toUpperCase() + camel.slice(1);
  // The function, its hook (and suspense/infinite variants), and its getters (…QueryKey, …QueryOptions, …Url, …MutationOptions).
  const identifier = new RegExp(`(?<![A-Za-z0-9_$])(?:${camel}|use${pascal}(?:Suspense|Infinite|SuspenseInfinite)?|get${pascal}(?:Url|QueryKey|QueryOptions|InfiniteQueryKey|InfiniteQueryOptions|SuspenseQueryOptions|MutationOptions))(?![A-Za-z0-9_$])`);
  if (identifier.test(text)) return true;
  return new RegExp(`\\.${op.method}\\(\\s*['"\`]${escape(op.path)}['"\`]`).test(text);
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The `- operationId — reason` list items of the decisions' section (an em dash, or " - "). */
export function listedReasons(markdown) {
  const lines = markdown.split(/\r?\n/);
  const start = lines.findIndex((line) => /^#+\s/.test(line) && line.replace(/^#+\s*/, '').trim() === SECTION);
  const listed = new Map();
  const errors = [];
  if (start < 0) return { listed, errors, found: false };
  for (let i = start + 1; i < lines.length && !/^#+\s/.test(lines[i]); i++) {
    // Entries are the section's list items; a paragraph (what the list is) is prose.
    if (!/^\s*[-*]\s+/.test(lines[i])) continue;
    const line = lines[i].trim().replace(/^[-*]\s+/, '');
    const match = /^`?([A-Za-z0-9-]+)`?\s+(?:—|-{1,2})\s+(\S.*)$/.exec(line);
    if (match) listed.set(match[1], match[2]);
    else errors.push(`docs/decisions.md:${i + 1}: not an "operationId — reason" line: ${line}`);
  }
  return { listed, errors, found: true };
}

function sourceFiles(dir, into = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (relative(root, path) === join('src', 'api', 'generated')) continue;
      sourceFiles(path, into);
    } else if (/\.(ts|tsx|mjs|js|json)$/.test(name) && !/\.(test|spec)\.[jt]sx?$/.test(name) && !name.endsWith('.d.ts')) {
      into.push(path);
    }
  }
  return into;
}

/** The operations that no hand-written source or descriptor names. */
export function unusedOperations(operations, texts) {
  const joined = texts.join('\n');
  return operations.filter((op) => !names(joined, op));
}

function main() {
  const bundlePath = join(root, 'openapi/dist/openapi.json');
  if (!existsSync(bundlePath)) {
    console.error('check-contract-usage: openapi/dist/openapi.json is missing; run npm run gen first.');
    process.exit(2);
  }
  const operations = operationsOf(JSON.parse(readFileSync(bundlePath, 'utf8')));
  const texts = [...sourceFiles(join(root, 'src')), ...sourceFiles(join(root, 'forms'))].map((file) => readFileSync(file, 'utf8'));
  const unused = unusedOperations(operations, texts);
  const { listed, errors, found } = listedReasons(readFileSync(join(root, 'docs/decisions.md'), 'utf8'));
  if (process.argv.includes('--list')) for (const op of unused) console.log(`${op.id}\t${op.method} ${op.path}`);
  if (!found) errors.push(`docs/decisions.md has no section "${SECTION}"`);
  const ids = new Set(operations.map((op) => op.id));
  const unusedIds = new Set(unused.map((op) => op.id));
  for (const op of unused) if (!listed.has(op.id)) errors.push(`${op.id} (${op.method} ${op.path}) is reached from no screen: wire it, or list it with a reason under "${SECTION}" in docs/decisions.md`);
  for (const id of listed.keys()) {
    if (!ids.has(id)) errors.push(`${id} is listed under "${SECTION}" but the contract has no such operation`);
    else if (!unusedIds.has(id)) errors.push(`${id} is listed under "${SECTION}" but a screen uses it: remove its line`);
  }
  if (errors.length) {
    for (const error of errors) console.error(`✖ ${error}`);
    process.exit(1);
  }
  console.log(`contract usage: ${operations.length - unused.length} of ${operations.length} operations reached from the console, ${unused.length} listed with a reason`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
