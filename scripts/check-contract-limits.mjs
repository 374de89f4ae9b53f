#!/usr/bin/env node
// npm run lint:api (last step): bounded work per request (issue 24, item 7). Every id array of the contract (a
// property or parameter named `ids` or ending in `IDs`/`Ids` whose schema is an array: siteIDs, domainIDs, nodeIDs,
// zoneIDs, userIDs...) must have `maxItems` and `uniqueItems: true`, in request bodies, parameters, responses and
// named schemas alike (a list the service answers is a list a client may send back). Reads the bundle
// openapi/dist/openapi.json (made by `npm run gen`); `#/components/...` refs are followed. Prints each offender;
// exits 1 on any.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const file = process.argv[2] ?? join(root, 'openapi/dist/openapi.json');
const bundle = JSON.parse(readFileSync(file, 'utf8'));

export const ID_ARRAY_NAME = /^(ids|.*IDs|.*Ids)$/;

/** The schema a `#/...` ref points at (followed through refs to refs). */
function resolve(schema, seen = new Set()) {
  let node = schema;
  while (node && typeof node === 'object' && typeof node.$ref === 'string' && node.$ref.startsWith('#/') && !seen.has(node.$ref)) {
    seen.add(node.$ref);
    const target = node.$ref
      .slice(2)
      .split('/')
      .map((t) => decodeURIComponent(t).replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce((n, key) => (n === undefined ? undefined : n[key]), bundle);
    // A ref with siblings (3.1): the siblings narrow the target.
    const { $ref: _ref, ...siblings } = node;
    node = target && Object.keys(siblings).length ? { ...resolve(target, seen), ...siblings } : target;
  }
  return node;
}

const isArray = (schema) => schema && (schema.type === 'array' || (Array.isArray(schema.type) && schema.type.includes('array')));

/** What an id array lacks ('' when nothing). */
function lacks(schema) {
  const resolved = resolve(schema);
  if (!isArray(resolved)) return null;
  const missing = [];
  if (typeof resolved.maxItems !== 'number') missing.push('maxItems');
  if (resolved.uniqueItems !== true) missing.push('uniqueItems: true');
  return missing.join(' and ');
}

const problems = [];
let checked = 0;

function note(where, schema) {
  const missing = lacks(schema);
  if (missing === null) return;
  checked += 1;
  if (missing) problems.push(`${where}: an id array without ${missing}`);
}

/** Walks every schema node (not following refs: each named schema is walked where it is defined). */
function walk(node, where) {
  if (Array.isArray(node)) {
    node.forEach((child, i) => walk(child, `${where}/${i}`));
    return;
  }
  if (!node || typeof node !== 'object') return;
  if (node.properties && typeof node.properties === 'object' && !Array.isArray(node.properties)) {
    for (const [name, schema] of Object.entries(node.properties)) if (ID_ARRAY_NAME.test(name)) note(`${where}/properties/${name}`, schema);
  }
  // A parameter (path, query, header): its name and schema.
  if (typeof node.name === 'string' && typeof node.in === 'string' && node.schema && ID_ARRAY_NAME.test(node.name)) note(`${where} (parameter ${node.name})`, node.schema);
  for (const [key, child] of Object.entries(node)) if (key !== 'example' && key !== 'examples') walk(child, `${where}/${key}`);
}

walk(bundle.paths, '#/paths');
walk(bundle.components, '#/components');

if (problems.length) {
  console.error(`check-contract-limits: ${problems.length} of ${checked} id arrays are unbounded or allow repeats:`);
  for (const line of problems) console.error(`  ${line}`);
  process.exit(1);
}
console.log(`check-contract-limits: ${checked} id arrays, each with maxItems and uniqueItems.`);
