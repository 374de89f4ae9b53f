#!/usr/bin/env node
// The written rules of permissions, checked over every operation of the bundled contract (openapi/dist/openapi.json,
// `npm run gen` first); part of `npm run lint:api`. The x-permission format is described at the top of
// mocks/server/domain/permissions.ts; this script parses each value with the embedded backend's own parser and
// reads the meta-roles (with their `read`/`write` access) from the backend's one list (mocks/server/domain/meta-roles.ts),
// so the contract, the backend and this check cannot disagree on either.
//
// Rules (an operation breaking one is named with the rule's letter; the script exits 1):
//  (a) A call that changes state (any method but GET, unless marked `effect: read`) never needs only a read permission:
//      in each area its grant is a `write` meta-role or `root`; `any` (or a read meta-role) only when the call changes
//      nothing but the caller's own account, session or records (its own export files), marked `self: true`.
//      `effect: read` is for non-GET calls only (searches, exports of what the caller may read); `self` never goes
//      with a `root` or write grant (it would hide nothing and mean nothing).
//  (b) A call that takes site ids — a parameter or a top-level body field named siteId, siteID, siteIds or siteIDs (any
//      case), in the path, the query or the body — is scoped to the caller's sites: its `site` names every one of
//      those places (path.<name>, query.<name>, body.<name>, or a list), and nothing else. The backend refuses named
//      sites outside a sub-account's role (101018) and treats none named as the role's sites, never as all.
//  (c) A call that creates a credential of a console account — its answer carries `accessToken`/`refreshToken` (a token
//      pair, an API token's secret), it sets a `password` on a /{kind} account or session call (unless `effect: read`:
//      checking one; a site's basic-auth users or a mail server's password are not console credentials), or it sets
//      up two-factor sign-in (`login2fa`) — is marked `credential`: `refuse` (API tokens and switched-into sessions are refused) or
//      `capped` (API tokens are refused; in a switched-into session what it creates ends with that session and with
//      the operator who switched in). Open calls (sign-in) are not checked.
//
//   node scripts/check-permissions.mjs            check openapi/dist/openapi.json
//   node scripts/check-permissions.mjs <file>     check another bundled contract
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const file = process.argv[2] ?? join(root, 'openapi/dist/openapi.json');
const spec = JSON.parse(readFileSync(file, 'utf8'));
const { META_ROLES } = await tsImport('../mocks/server/domain/meta-roles.ts', import.meta.url);
const { parsePermission, sitePlaces } = await tsImport('../mocks/server/domain/permissions.ts', import.meta.url);

const AREAS = ['admin', 'client', 'user'];
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const SITE_NAME = /^site(id|ids)$/i;

const deref = (node) => {
  let current = node;
  const seen = new Set();
  while (current && typeof current === 'object' && typeof current.$ref === 'string' && !seen.has(current.$ref)) {
    seen.add(current.$ref);
    current = current.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce((at, key) => at?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], spec);
  }
  return current;
};

/** The property names of a schema at its top level (through allOf/oneOf/anyOf). */
function topProperties(schema, names = new Set(), depth = 0) {
  const s = deref(schema);
  if (!s || typeof s !== 'object' || depth > 6) return names;
  for (const name of Object.keys(s.properties ?? {})) names.add(name);
  for (const part of [...(s.allOf ?? []), ...(s.oneOf ?? []), ...(s.anyOf ?? [])]) topProperties(part, names, depth + 1);
  return names;
}

/** Whether a schema holds a property of that name at any depth (answers with tokens). */
function holdsProperty(schema, wanted, depth = 0, seen = new Set()) {
  const s = deref(schema);
  if (!s || typeof s !== 'object' || depth > 8 || seen.has(s)) return false;
  seen.add(s);
  if (Object.keys(s.properties ?? {}).some((name) => wanted.has(name))) return true;
  const parts = [...Object.values(s.properties ?? {}), ...(s.allOf ?? []), ...(s.oneOf ?? []), ...(s.anyOf ?? []), s.items].filter(Boolean);
  return parts.some((part) => holdsProperty(part, wanted, depth + 1, seen));
}

const bodySchemas = (op) => Object.values(deref(op.requestBody)?.content ?? {}).map((media) => media.schema);
const okSchemas = (op) => Object.values(deref(op.responses?.['200'])?.content ?? {}).map((media) => media.schema);

const metaRole = (area, key) => META_ROLES[area].find((m) => m.key === key);
const TOKENS = new Set(['accessToken', 'refreshToken']);

const problems = [];
let checked = 0;
for (const [path, item] of Object.entries(spec.paths ?? {})) {
  for (const method of METHODS) {
    const op = item[method];
    if (!op) continue;
    const where = `${op.operationId} (${method.toUpperCase()} ${path})`;
    const open = Array.isArray(op.security) && op.security.length === 0;
    let permission;
    try {
      permission = parsePermission(op.operationId, op['x-permission'], open);
    } catch (error) {
      problems.push(`${where}: ${error.message.replace(/^embedded backend: \S+ /, '')}`);
      continue;
    }
    checked += 1;
    if (permission === 'open') continue;
    const areas = AREAS.filter((area) => permission[area] !== undefined);
    if (areas.length === 0) problems.push(`${where}: x-permission grants no area`);

    // (a) state changes need a write permission.
    const reads = permission.effect === 'read';
    if (reads && method === 'get') problems.push(`(a) ${where}: effect: read is for calls that are not GET`);
    if (permission.self && areas.some((area) => permission[area] === 'root' || metaRole(area, permission[area])?.access === 'write')) {
      problems.push(`(a) ${where}: self: true goes only with the grant any or a read meta-role`);
    }
    if (method !== 'get' && !reads) {
      for (const area of areas) {
        const grant = permission[area];
        if (grant === 'root' || permission.self) continue;
        if (grant === 'any') {
          problems.push(`(a) ${where}: changes state but ${area}: any — give a write meta-role, root, or mark self: true if it changes only the caller's own account, session or records`);
          continue;
        }
        const meta = metaRole(area, grant);
        if (meta?.access !== 'write') problems.push(`(a) ${where}: changes state but ${area}: ${grant} is a ${meta?.access ?? 'unknown'} meta-role — give a write meta-role (or mark effect: read if it changes nothing)`);
      }
    }

    // (b) site ids are scoped: every place that takes them is named, and only those.
    const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map(deref).filter(Boolean);
    const taking = new Set(params.filter((p) => SITE_NAME.test(p.name) && ['path', 'query'].includes(p.in)).map((p) => `${p.in}.${p.name}`));
    for (const schema of bodySchemas(op)) for (const name of topProperties(schema)) if (SITE_NAME.test(name)) taking.add(`body.${name}`);
    const named = new Set(sitePlaces(permission));
    for (const place of taking) if (!named.has(place)) problems.push(`(b) ${where}: takes site ids at ${place} but its x-permission site does not name it`);
    for (const place of named) if (!taking.has(place)) problems.push(`(b) ${where}: x-permission site names ${place}, which the call does not take`);

    // (c) credentials are not minted by API tokens or switched-into sessions.
    const mints = okSchemas(op).some((schema) => holdsProperty(schema, TOKENS));
    const setsPassword = !reads && path.startsWith('/{kind}/') && bodySchemas(op).some((schema) => topProperties(schema).has('password'));
    const twoFactor = /login2fa/i.test(path);
    if ((mints || setsPassword || twoFactor) && permission.credential === undefined) {
      const what = mints ? 'answers with a token' : setsPassword ? 'sets a password' : 'sets up two-factor sign-in';
      problems.push(`(c) ${where}: ${what} but is not marked credential: refuse (or capped)`);
    }
  }
}

if (problems.length > 0) {
  console.error(`check-permissions: ${problems.length} rule breaks in ${file.replace(`${root}/`, '')}:`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(`check-permissions: ${checked} operations follow the permission rules (a) state changes need write, (b) site ids are scoped, (c) credentials are not minted by API tokens or switched-into sessions`);
