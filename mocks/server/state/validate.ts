// Checks the resource modules' states of a loaded state file at start, so a bad row stops the start with its name
// (module, table, row, field) instead of answering 500 later. A module may give its own check (ResourceModule.validate);
// every module is also checked against the shape of its own seed: each field holds the kind of value (string, number,
// boolean, array, object) the seed holds there. What the seed cannot tell is not checked: a field the seed leaves
// null or empty, a field missing from a row (optional fields exist), a field the seed does not have; null is
// accepted anywhere (nullable fields are often non-null in every seeded row).
import type { ResourceModule } from '../resources/define.ts';
import { FIX_ROW, InvalidStateFile } from './persistence.ts';
import type { Store } from './store.ts';
import { isPlainObject, type Path } from './units.ts';

type Kind = 'string' | 'number' | 'boolean' | 'array' | 'object';

interface Shape {
  kinds: Set<Kind>;
  /** Array elements. */
  items?: Shape;
  /** Fields of an object with fixed keys. */
  fields?: Map<string, Shape>;
  /** Values of an object keyed by ids (every key is digits). */
  values?: Shape;
  /** An object seen both with fixed keys and keyed by ids, or only empty: its contents are not checked. */
  open?: boolean;
}

const kindOf = (value: unknown): Kind | null =>
  value === null || value === undefined ? null : Array.isArray(value) ? 'array' : typeof value === 'object' ? 'object' : (typeof value as Kind);

/** The shape of a value (merged into `shape` when given: the union of every sample). */
export function shapeOf(value: unknown, shape: Shape = { kinds: new Set() }): Shape {
  const kind = kindOf(value);
  if (kind === null) return shape;
  shape.kinds.add(kind);
  if (kind === 'array') {
    for (const item of value as unknown[]) shape.items = shapeOf(item, shape.items);
  } else if (kind === 'object') {
    const object = value as Record<string, unknown>;
    const keys = Object.keys(object);
    if (keys.length === 0) {
      if (!shape.fields && !shape.values) shape.open = true;
    } else if (keys.every((key) => /^\d+$/.test(key))) {
      if (shape.fields) shape.open = true;
      for (const key of keys) shape.values = shapeOf(object[key], shape.values);
    } else {
      if (shape.values) shape.open = true;
      shape.fields ??= new Map();
      for (const key of keys) shape.fields.set(key, shapeOf(object[key], shape.fields.get(key)));
    }
  }
  return shape;
}

const article = (kind: Kind | null) => (kind === null ? 'null' : kind === 'array' || kind === 'object' ? `an ${kind}` : `a ${kind}`);

/** The first place where `value` does not fit `shape`: its path and what is wrong, or null. */
function misfit(value: unknown, shape: Shape | undefined, path: Path = []): { path: Path; message: string } | null {
  if (!shape || shape.kinds.size === 0) return null;
  const kind = kindOf(value);
  if (kind === null) return null;
  if (!shape.kinds.has(kind)) {
    const expected = [...shape.kinds].map(article).join(' or ');
    return { path, message: `must be ${expected}, not ${article(kind)}${typeof value !== 'object' ? ` (${JSON.stringify(value)})` : ''}` };
  }
  // The parts to check: [key, value, shape] of each element, fixed field or entry keyed by id.
  const object = value as Record<string, unknown>;
  const parts: [string | number, unknown, Shape | undefined][] =
    kind === 'array'
      ? (value as unknown[]).map((item, i) => [i, item, shape.items])
      : kind !== 'object' || shape.open
        ? []
        : shape.fields
          ? [...shape.fields].map(([key, field]) => [key, object[key], field])
          : Object.entries(object).map(([key, entry]) => [key, entry, shape.values]);
  for (const [key, part, partShape] of parts) {
    const found = misfit(part, partShape, [...path, key]);
    if (found) return found;
  }
  return null;
}

/**
 * Where a misfit is, as an operator reads it: `module sites, table domains, row 17 (id 2043), field tags` —
 * the module's top-level key is its table, an element of it its row (with its id when it has one).
 */
function describePlace(module: string, state: unknown, [table, row, ...rest]: Path) {
  const element = isPlainObject(state) && row !== undefined ? (state[table!] as Record<string | number, unknown>)[row] : undefined;
  const id = isPlainObject(element) && (typeof element.id === 'number' || typeof element.id === 'string') ? ` (id ${element.id})` : '';
  const parts = [`module ${module}`, table !== undefined && `table ${table}`, row !== undefined && `row ${row}${id}`];
  return [...parts, rest.length > 0 && `field ${rest.join('.')}`].filter(Boolean).join(', ');
}

/** Checks every module's state of `store` (loaded from `file`) against its own check and its seed's shape in `seeded`. */
export function validateResources(store: Store, seeded: Store, modules: readonly ResourceModule<unknown>[], file: string) {
  for (const module of modules) {
    const state = store.rawResources[module.name];
    if (state === undefined) continue;
    const found = misfit(state, shapeOf(seeded.rawResources[module.name]));
    const where = found && describePlace(module.name, state, found.path);
    if (found) throw new InvalidStateFile(`the state file ${file} is not valid at ${where}: ${found.message}. ${FIX_ROW}`);
    const problem = module.validate?.(state);
    if (problem) throw new InvalidStateFile(`the state file ${file} is not valid at module ${module.name}, ${problem}. ${FIX_ROW}`);
  }
}
