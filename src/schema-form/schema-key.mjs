// The key of a schema's precompiled validator: the schema without what never changes a value's validity (titles,
// descriptions, defaults, examples: texts that differ by language), in a stable order, hashed. The same function
// names the validators at build (scripts/form-validators.mjs) and finds them in the browser (aot-validator.ts).

/** Keywords that only describe a value. */
const PROSE = new Set(['title', 'description', 'default', 'examples', 'example', '$comment', 'readOnly', 'writeOnly', 'deprecated', '$id', '$schema']);
/** Keywords whose value is a map of names to schemas. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependencies', 'dependentSchemas']);
/** Keywords whose value is a schema, or a list of schemas. */
const SCHEMAS = new Set(['items', 'additionalItems', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames', 'allOf', 'anyOf', 'oneOf', 'prefixItems', 'unevaluatedProperties', 'unevaluatedItems']);

const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The schema as its validator sees it: no prose, keys sorted. */
export function normalizeSchema(schema) {
  if (Array.isArray(schema)) return schema.map(normalizeSchema);
  if (!isObject(schema)) return schema;
  const out = {};
  for (const key of Object.keys(schema).sort()) {
    const value = schema[key];
    if (PROSE.has(key) || value === undefined) continue;
    if (SCHEMA_MAPS.has(key) && isObject(value)) {
      out[key] = Object.fromEntries(Object.keys(value).sort().map((name) => [name, Array.isArray(value[name]) ? value[name] : normalizeSchema(value[name])]));
    } else if (SCHEMAS.has(key)) out[key] = normalizeSchema(value);
    else out[key] = sortKeys(value);
  }
  return out;
}

function sortKeys(value) {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (!isObject(value)) return value;
  return Object.fromEntries(Object.keys(value).sort().map((key) => [key, sortKeys(value[key])]));
}

/** 53-bit string hash (cyrb53), as base 36. */
function hash(text) {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** The name of a schema's validator (the same for every language of its texts). */
export const schemaKey = (schema) => `v${hash(JSON.stringify(normalizeSchema(schema)))}`;

/** A list of choices (`enum`, or `oneOf` of bare constants with their names): what a screen may lay on at run time. */
export const isChoiceList = (branches) =>
  Array.isArray(branches) && branches.length > 0 && branches.every((b) => isObject(b) && 'const' in b && Object.keys(b).every((k) => k === 'const' || PROSE.has(k)));

/** Keywords a validator of parts checks itself (aot-validator.ts) from the validators of the parts of a schema. */
const STRUCTURE = ['properties', 'required', 'additionalProperties', 'items', 'dependencies', 'allOf', 'anyOf', 'oneOf', 'not', 'if', 'then', 'else', 'enum'];

/**
 * A schema in parts: its choices (`enum`; `choices`: a `oneOf` of constants), its structure (fields, items, alternatives)
 * and the rest (`plain`: type, limits, format, x-rule…), which has a precompiled validator of its own.
 * A schema with `patternProperties` keeps its fields in `plain` (additional fields depend on both).
 */
export function splitSchema(schema) {
  const plain = {};
  const parts = {};
  const keep = 'patternProperties' in schema ? new Set(['properties', 'additionalProperties', 'required']) : new Set();
  for (const [key, value] of Object.entries(schema)) {
    if (PROSE.has(key) || value === undefined) continue;
    if (key === 'oneOf' && isChoiceList(value)) parts.choices = value.map((b) => b.const);
    else if (key === 'enum') parts.enum = value;
    else if (key === 'items' && !isObject(value)) plain[key] = value;
    else if (STRUCTURE.includes(key) && !keep.has(key)) parts[key] = value;
    else plain[key] = value;
  }
  // Ajv compares only the items of the items' type for `uniqueItems` (two equal items of a wrong type are one error
  // of type each, not a duplicate): the plain part keeps the items' type for that.
  if (plain.uniqueItems && isObject(parts.items) && parts.items.type !== undefined) plain.items = { type: parts.items.type };
  return { plain, parts };
}

/**
 * The plain parts of a schema and of every schema in it (fields, items, alternatives, conditions, with or without
 * their choices): the validators a form needs. Everything else is structure, checked from them (aot-validator.ts).
 */
export function schemaParts(schema, found = []) {
  if (!isObject(schema)) return found;
  const { plain, parts } = splitSchema(schema);
  if (Object.keys(plain).length) found.push(plain);
  for (const sub of Object.values(parts.properties ?? {})) schemaParts(sub, found);
  for (const sub of Object.values(parts.dependencies ?? {})) if (!Array.isArray(sub)) schemaParts(sub, found);
  for (const key of ['allOf', 'anyOf', 'oneOf']) for (const sub of parts[key] ?? []) schemaParts(sub, found);
  for (const key of ['items', 'not', 'if', 'then', 'else', 'additionalProperties']) if (isObject(parts[key])) schemaParts(parts[key], found);
  return found;
}
