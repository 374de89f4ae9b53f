// Contract-driven fuzzing (issue 15): for every write operation of the contract, bad bodies generated from its
// request schema (not an object, required fields missing, an unknown field, and per field a wrong type, an
// over-long text, a number out of range, a hostile string) are sent to the embedded backend as the area's root.
// Only bodies the contract itself refuses are sent; each must get a 4xx with a code, none a 5xx or no answer,
// and nothing may change.
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readContract } from './contract.ts';
import type { Permission } from './domain/permissions.ts';
import { issuePair } from './domain/sessions.ts';
import type { AccountRecord, Kind } from './state/model.ts';
import { IDS, startTestBackend, type TestBackend } from './testing.ts';

type Schema = Record<string, unknown>;
interface Operation {
  operationId: string;
  requestBody?: { content?: Record<string, { schema?: Schema; example?: unknown }> };
}

const HOSTILE = 'a\r\nSet-Cookie: pwned=1\u0000<script>alert(1)</script>\u202Egnp.exe';
const ROOTS: Record<Kind, number> = { admin: IDS.admin, client: IDS.northwind, user: IDS.mei };
const SITE = 4102;
const PER_OPERATION_FIELDS = 5;

const document = readContract() as unknown as { paths: Record<string, Record<string, Operation>>; components: unknown };
const ajv = new Ajv2020({ strict: false, allErrors: false, coerceTypes: true });
addFormats(ajv);
ajv.addSchema(document as object, 'contract');

const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/** Follows local $refs (the bundled contract has only local ones). */
function resolve(schema: Schema | undefined): Schema {
  let current = schema ?? {};
  for (let depth = 0; typeof current.$ref === 'string' && depth < 20; depth += 1) {
    const path = (current.$ref as string).replace(/^#\//, '').split('/');
    current = path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key.replace(/~1/g, '/').replace(/~0/g, '~')], document) as Schema;
  }
  const all = current.allOf as Schema[] | undefined;
  if (all) {
    const merged: Schema = { ...current, properties: {}, required: [] };
    for (const part of all.map(resolve)) {
      Object.assign(merged.properties as Schema, part.properties ?? {});
      (merged.required as string[]).push(...((part.required as string[] | undefined) ?? []));
      if (part.additionalProperties === false) merged.additionalProperties = false;
    }
    return merged;
  }
  return current;
}

const typeOf = (schema: Schema): string => {
  const type = schema.type;
  return Array.isArray(type) ? String(type.find((t) => t !== 'null')) : String(type ?? (schema.properties ? 'object' : ''));
};

/** Bad values for one field: wrong type, over-long, out of range, hostile text. */
function badValues(schema: Schema): unknown[] {
  const out: unknown[] = [];
  switch (typeOf(schema)) {
    case 'string':
      out.push(12345, HOSTILE);
      if (typeof schema.maxLength === 'number') out.push('a'.repeat(schema.maxLength + 1));
      if (typeof schema.minLength === 'number' && schema.minLength > 0) out.push('   ');
      break;
    case 'integer':
    case 'number':
      out.push('not a number', 1e30, -1e30, 1.5);
      if (typeof schema.maximum === 'number') out.push(schema.maximum + 1);
      break;
    case 'boolean':
      out.push('yes', 2);
      break;
    case 'array':
      out.push({ not: 'a list' }, [HOSTILE, 1e30, null]);
      if (typeof schema.maxItems === 'number' && schema.maxItems <= 5000) out.push(Array.from({ length: schema.maxItems + 1 }, () => 1));
      break;
    case 'object':
      out.push('not an object', [1, 2]);
      break;
    default:
      out.push({ hostile: HOSTILE });
  }
  return out;
}

interface Case {
  label: string;
  body: unknown;
}

/** The bad bodies of one operation that the contract refuses. */
function casesFor(path: string, method: string, op: Operation): Case[] {
  const json = op.requestBody?.content?.['application/json'];
  if (!json?.schema) return [];
  const validate = ajv.getSchema(`contract#/${pointer('paths', path, method, 'requestBody', 'content', 'application/json', 'schema')}`);
  if (!validate) return [];
  const schema = resolve(json.schema);
  const base = (json.example && typeof json.example === 'object' && !Array.isArray(json.example) ? json.example : {}) as Record<string, unknown>;
  const refusedBy = (c: Case) => !validate(structuredClone(c.body));
  const generic: Case[] = [
    { label: 'not an object', body: 'hostile' },
    { label: 'nothing required', body: {} },
    { label: 'an unknown field', body: { ...base, unknownField: HOSTILE } },
  ].filter(refusedBy);
  // One bad value per field (up to PER_OPERATION_FIELDS fields), taking a different kind of bad value for each
  // field in turn (wrong type, hostile text, over-long, out of range...), so the run stays small.
  const properties = Object.entries((schema.properties ?? {}) as Record<string, Schema>).slice(0, PER_OPERATION_FIELDS);
  const perField = properties.flatMap(([name, raw], index) => {
    const refused = badValues(resolve(raw))
      .map((value) => ({ label: `${name}=${JSON.stringify(value)?.slice(0, 30)}`, body: { ...base, [name]: value } }))
      .filter(refusedBy);
    return refused.length > 0 ? [refused[index % refused.length]] : [];
  });
  return [...generic, ...perField];
}

/** An answer, or status 0 when none came within 10 s (a hang). */
const withinTime = <T,>(answer: Promise<{ status: number; body: T }>): Promise<{ status: number; body: T | string }> =>
  Promise.race([answer, new Promise<{ status: number; body: string }>((resolve) => setTimeout(() => resolve({ status: 0, body: 'no answer within 10 s' }), 10_000).unref())]);

let t: TestBackend;
const tokens = new Map<Kind, string>();
beforeAll(async () => {
  t = await startTestBackend();
  for (const area of ['admin', 'client', 'user'] as const) {
    const root = t.backend.store.accounts.get(ROOTS[area]) as AccountRecord;
    tokens.set(area, issuePair(t.backend.store, root, area, Date.now(), { accessTtlMs: 3_600_000, refreshTtlMs: 7_200_000, challengeTtlMs: 0, mailTokenTtlMs: 0, maxCodeAttempts: 5 }).accessToken);
  }
}, 60_000);
afterAll(() => t.close());

describe('contract-driven fuzzing', () => {
  it('answers every bad body of every write operation with a 4xx and a code, and changes nothing', async () => {
    const before = JSON.stringify(t.backend.store.toData());
    let changes = 0;
    t.backend.store.onChange(() => {
      changes += 1;
    });
    const problems: string[] = [];
    let operations = 0;
    let cases = 0;
    for (const info of t.backend.operations.filter((op) => op.method !== 'GET')) {
      const method = info.method.toLowerCase();
      const op = document.paths[info.path]?.[method];
      if (!op) continue;
      const bad = casesFor(info.path, method, op);
      if (bad.length === 0) continue;
      const permission = info.permission === 'open' ? null : (info.permission as Permission);
      const area = (['user', 'client', 'admin'] as const).find((a) => permission === null || permission[a] !== undefined) ?? 'user';
      const path = info.path.replace('{kind}', area).replace('{siteId}', String(SITE)).replace(/\{[^}]+\}/g, '1');
      const token = info.open ? undefined : tokens.get(area);
      operations += 1;
      cases += bad.length;
      const changesBefore = changes;
      const answers = await Promise.all(
        bad.map(async (c) => {
          const answer = await withinTime(t.callDirect<{ code?: unknown }>(info.method, path, { token, body: c.body }));
          return { c, status: answer.status, code: typeof answer.body === 'object' ? answer.body?.code : answer.body };
        }),
      );
      for (const { c, status, code } of answers) {
        if (status < 400 || status >= 500 || typeof code !== 'number') problems.push(`${info.operationId} [${c.label}]: ${status} ${String(code)}`);
      }
      if (changes !== changesBefore) problems.push(`${info.operationId}: a refused body changed the data`);
    }
    t.backend.store.onChange(null);
    console.info(`contract fuzzing: ${operations} write operations x bad bodies = ${cases} cases`);
    expect(problems).toEqual([]);
    expect(operations).toBeGreaterThan(300);
    // Sessions are the only thing the run itself added (the roots' pairs, made before the snapshot).
    expect(JSON.stringify(t.backend.store.toData())).toBe(before);
  }, 600_000);

  it('never answers a 5xx to hostile text the contract allows (free text, padded names)', async () => {
    /** The example with every string the schema lets through replaced by hostile or padded text. */
    const hostileBodies = (path: string, method: string, op: Operation): unknown[] => {
      const json = op.requestBody?.content?.['application/json'];
      const validate = json?.schema ? ajv.getSchema(`contract#/${pointer('paths', path, method, 'requestBody', 'content', 'application/json', 'schema')}`) : undefined;
      if (!validate || !json?.example || typeof json.example !== 'object') return [];
      const swap = (value: unknown, text: (s: string) => string): unknown =>
        typeof value === 'string' ? text(value) : Array.isArray(value) ? value.map((v) => swap(v, text)) : value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, swap(v, text)])) : value;
      const bodies = [swap(json.example, () => HOSTILE), swap(json.example, (v) => `  ${v}  `), swap(json.example, (v) => `${v}\u202E\u0000`)];
      return bodies.filter((body) => validate(structuredClone(body)));
    };
    const problems: string[] = [];
    let sent = 0;
    for (const info of t.backend.operations.filter((op) => op.method !== 'GET' && !op.open)) {
      const method = info.method.toLowerCase();
      const op = document.paths[info.path]?.[method];
      if (!op) continue;
      const permission = info.permission as Permission;
      const area = (['user', 'client', 'admin'] as const).find((a) => permission[a] !== undefined) ?? 'user';
      const path = info.path.replace('{kind}', area).replace('{siteId}', String(SITE)).replace(/\{[^}]+\}/g, '1');
      for (const body of hostileBodies(info.path, method, op)) {
        sent += 1;
        const answer = await withinTime(t.callDirect(info.method, path, { token: tokens.get(area), body })).catch((error: unknown) => ({ status: 0, body: String(error) }));
        if (answer.status === 0 || answer.status >= 500) problems.push(`${info.operationId}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 160)}`);
      }
    }
    console.info(`contract fuzzing: ${sent} hostile bodies the contract allows, none a 5xx`);
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThan(100);
  }, 600_000);
});
