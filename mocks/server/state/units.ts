// The state as units: the pieces the journal writes (state/persistence.ts). A unit is one row of a base table, one
// scalar field, or one part of a resource module's state: a module's top-level key, and inside it one element of an
// array of records with ids (plus the array's id order) or one entry of an object. A write journals the units it
// changed, so its cost follows the change, not the 3 MB of the whole state.
//
// Paths (JSON arrays; the numbers 0 and 1 mark containers, so they never clash with a key):
//   ['f', field]                          seededAt, defaultClientId, sequences
//   ['t', table, key]                     a row of a base table (mails included, by id)
//   ['r', m]                              a module whose state is not a plain object (the whole state)
//   ['r', m, 0]                           module m is a plain object (its keys follow)
//   ['r', m, k]                           key k of module m, as a whole
//   ['r', m, k, 1] / ['r', m, k, 1, id]   key k is an array of records with unique ids: the id order / one record
//   ['r', m, k, 0] / ['r', m, k, 0, sub]  key k is a plain object: its marker / one entry
import type { StateData } from './model.ts';

export type Path = (string | number)[];
export interface Unit {
  path: Path;
  value: unknown;
}
/** Units by the JSON text of their path, in state order. */
export type Units = Map<string, Unit>;

/** The base tables and the field that keys their rows. */
export const TABLE_KEYS = {
  accounts: 'id',
  roles: 'id',
  sites: 'id',
  sessions: 'accessToken',
  challenges: 'key',
  mailTokens: 'token',
  mails: 'id',
  apiTokens: 'id',
  branding: 'clientId',
  dnsSettings: 'clientId',
  licenses: 'clientId',
} as const satisfies Partial<Record<keyof StateData, string>>;
export type TableName = keyof typeof TABLE_KEYS;
export const TABLES = Object.keys(TABLE_KEYS) as TableName[];
const FIELDS = ['seededAt', 'defaultClientId', 'sequences'] as const;

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

const add = (out: Units, path: Path, value: unknown) => {
  if (value !== undefined) out.set(JSON.stringify(path), { path, value });
};

/** The ids of an array whose elements are all records with a unique string or number id; null otherwise. */
function idsOf(list: unknown): (string | number)[] | null {
  if (!Array.isArray(list) || list.length === 0) return null;
  const ids = new Set<string | number>();
  for (const element of list) {
    if (!isPlainObject(element)) return null;
    const id = element.id;
    if ((typeof id !== 'number' && typeof id !== 'string') || ids.has(id)) return null;
    ids.add(id);
  }
  return [...ids];
}

export function fieldUnits(data: Pick<StateData, (typeof FIELDS)[number]>, out: Units = new Map()) {
  for (const field of FIELDS) add(out, ['f', field], data[field]);
  return out;
}

export function tableUnits(table: TableName, rows: Iterable<unknown>, out: Units = new Map()) {
  const key = TABLE_KEYS[table];
  for (const row of rows) add(out, ['t', table, (row as Record<string, string | number>)[key]], row);
  return out;
}

/** The unit that says what module m's state is (a plain object's marker, or the whole state). */
export function moduleRootUnits(module: string, state: unknown, out: Units = new Map()) {
  if (isPlainObject(state)) add(out, ['r', module, 0], true);
  else add(out, ['r', module], state);
  return out;
}

export function moduleKeyUnits(module: string, key: string, value: unknown, out: Units = new Map()) {
  const ids = idsOf(value);
  if (ids) {
    add(out, ['r', module, key, 1], ids);
    ids.forEach((id, i) => add(out, ['r', module, key, 1, id], (value as unknown[])[i]));
  } else if (isPlainObject(value)) {
    add(out, ['r', module, key, 0], true);
    for (const [sub, entry] of Object.entries(value)) add(out, ['r', module, key, 0, sub], entry);
  } else add(out, ['r', module, key], value);
  return out;
}

/** Every unit of a state. */
export function decompose(data: StateData) {
  const out: Units = new Map();
  fieldUnits(data, out);
  for (const table of TABLES) tableUnits(table, (data[table] as unknown[] | undefined) ?? [], out);
  for (const [module, state] of Object.entries(data.resources ?? {})) {
    moduleRootUnits(module, state, out);
    if (isPlainObject(state)) for (const [key, value] of Object.entries(state)) moduleKeyUnits(module, key, value, out);
  }
  return out;
}

/** The state the units describe (the inverse of decompose); `base` gives what no unit holds (version). */
export function compose(units: Iterable<Unit>, base: Partial<StateData>) {
  const data: Record<string, unknown> = { ...base };
  const tables = new Map<string, unknown[]>(TABLES.map((table) => [table, []]));
  const resources: Record<string, unknown> = {};
  const modules = (module: string): Record<string, unknown> => {
    if (!isPlainObject(resources[module])) resources[module] = {};
    return resources[module] as Record<string, unknown>;
  };
  const arrays = new Map<string, { target: Record<string, unknown>; key: string; ids: (string | number)[]; rows: Map<string | number, unknown> }>();
  const arrayOf = (module: string, key: string) => {
    const name = JSON.stringify([module, key]);
    if (!arrays.has(name)) {
      const target = modules(module);
      target[key] = [];
      arrays.set(name, { target, key, ids: [], rows: new Map() });
    }
    return arrays.get(name)!;
  };
  for (const { path, value } of units) {
    const [kind, name, key, container, sub] = path as [string, string, (string | 0)?, (0 | 1)?, (string | number)?];
    if (kind === 'f') data[name] = value;
    else if (kind === 't') tables.get(name)?.push(value);
    else if (key === undefined) resources[name] = value;
    else if (key === 0) modules(name);
    else if (container === undefined) modules(name)[key] = value;
    else if (container === 1 && sub === undefined) arrayOf(name, key).ids = value as (string | number)[];
    else if (container === 1) arrayOf(name, key).rows.set(sub!, value);
    else {
      const target = modules(name);
      if (!isPlainObject(target[key])) target[key] = {};
      if (sub !== undefined) (target[key] as Record<string, unknown>)[sub] = value;
    }
  }
  for (const { target, key, ids, rows } of arrays.values()) target[key] = ids.filter((id) => rows.has(id)).map((id) => rows.get(id));
  for (const [table, rows] of tables) data[table] = rows;
  data.resources = resources;
  return data as unknown as StateData;
}

/** Structural equality of JSON data (the state holds nothing else). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) return a.length === (b as unknown[]).length && a.every((item, i) => sameJson(item, (b as unknown[])[i]));
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let count = 0;
  for (const key in x) {
    if (x[key] === undefined) continue;
    count += 1;
    if (!sameJson(x[key], y[key])) return false;
  }
  for (const key in y) if (y[key] !== undefined) count -= 1;
  return count === 0;
}
