// Form descriptors take their schema from the contract. A descriptor's `schema` is
//   { "$ref": "openapi#/components/schemas/<RequestSchema>", ...overlay }
// where the overlay adds what only a form needs (titles, descriptions, defaults, the fields shown and their
// order through `properties`) and may narrow the contract (a smaller maximum, fewer choices), never widen or
// repeat it. `npm run gen` writes every descriptor with its schema resolved (src/api/generated/forms/), and the
// renderer reads those (vite-forms-plugin.ts); `checkOverlay` is the test that the overlay keeps to its part.
// Plain Node (used by scripts/gen.mjs, the Vite plugin and the descriptor tests).

export const CONTRACT_PREFIX = 'openapi#';

/** Keywords that describe a value to a person: the contract's are prose for developers, the overlay's are the form's. */
const PROSE = new Set(['description', 'title', 'example', 'examples', '$comment', 'deprecated', 'externalDocs', 'xml', 'discriminator']);
/** Keywords that constrain a value; an overlay that states one must narrow the contract's. */
const LOWER = ['minimum', 'exclusiveMinimum', 'minLength', 'minItems', 'minProperties'];
const UPPER = ['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems', 'maxProperties'];
const EXACT = ['pattern', 'format', 'x-rule', 'multipleOf', 'const'];
export const CONSTRAINTS = new Set([...LOWER, ...UPPER, ...EXACT, 'type', 'enum', 'uniqueItems', 'required']);

const clone = (value) => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

/** The schema at a JSON pointer of the bundled contract (`#/components/schemas/X`). */
function at(contract, ref) {
  if (!ref.startsWith('#/')) throw new Error(`form schema: only references inside the contract are followed (${ref})`);
  let node = contract;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    node = node?.[key];
    if (node === undefined) throw new Error(`form schema: ${ref} is not in the contract`);
  }
  return node;
}

const isObjectSchema = (s) => s && typeof s === 'object' && !Array.isArray(s);

/** Merges two flattened schemas that both apply (allOf): properties by name, `required` united. */
function mergeBoth(a, b, where) {
  const out = { ...a };
  for (const [key, value] of Object.entries(b)) {
    if (!(key in out)) out[key] = value;
    else if (key === 'properties') {
      out.properties = { ...out.properties };
      for (const [name, schema] of Object.entries(value))
        out.properties[name] = name in out.properties ? mergeBoth(out.properties[name], schema, `${where}.${name}`) : schema;
    } else if (key === 'items' && isObjectSchema(out.items) && isObjectSchema(value)) out.items = mergeBoth(out.items, value, `${where}[]`);
    else if (key === 'required') out.required = [...new Set([...out.required, ...value])];
    else if (PROSE.has(key) || same(out[key], value)) continue;
    else if (LOWER.includes(key)) out[key] = Math.max(out[key], value);
    else if (UPPER.includes(key)) out[key] = Math.min(out[key], value);
    else if (key === 'allOf') out.allOf = [...out.allOf, ...value];
    // Two patterns (or rules) that both apply: the second is kept beside the first.
    else if (EXACT.includes(key)) out.allOf = [...(out.allOf ?? []), { [key]: value }];
    else throw new Error(`form schema: ${where} has two values of ${key} (${JSON.stringify(out[key])}, ${JSON.stringify(value)})`);
  }
  return out;
}

/**
 * The contract's schema with every `$ref` followed and every `allOf` of objects merged into one, without its
 * prose: what a form needs to check a value as the contract does. Conditionals (if/then/else) are kept.
 */
export function flatten(schema, contract, where = 'schema', seen = []) {
  if (Array.isArray(schema)) return schema.map((s, i) => flatten(s, contract, `${where}[${i}]`, seen));
  if (schema === null || typeof schema !== 'object') return schema;
  let node = schema;
  let out = {};
  if (typeof node.$ref === 'string') {
    if (seen.includes(node.$ref)) throw new Error(`form schema: ${where} refers to itself (${node.$ref})`);
    const { $ref, ...rest } = node;
    out = flatten(at(contract, $ref), contract, where, [...seen, $ref]);
    node = rest;
  }
  for (const [key, value] of Object.entries(node)) {
    if (PROSE.has(key)) continue;
    if (key === 'allOf') continue;
    if (key === 'properties' || key === 'patternProperties' || key === '$defs') {
      out = mergeBoth(out, { [key]: Object.fromEntries(Object.entries(value).map(([k, v]) => [k, flatten(v, contract, `${where}.${k}`, seen)])) }, where);
    } else if (['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains'].includes(key) || key === 'oneOf' || key === 'anyOf') {
      out = mergeBoth(out, { [key]: flatten(value, contract, `${where}.${key}`, seen) }, where);
    } else out = mergeBoth(out, { [key]: clone(value) }, where);
  }
  for (const [i, part] of (node.allOf ?? []).entries()) out = mergeBoth(out, flatten(part, contract, `${where}.allOf[${i}]`, seen), where);
  return out;
}

/** The contract schema an overlay names with `$ref: "openapi#/…"`, flattened; null for a descriptor without one. */
export function contractSchemaOf(schema, contract) {
  const ref = schema?.$ref;
  if (typeof ref !== 'string') return null;
  if (!ref.startsWith(CONTRACT_PREFIX)) throw new Error(`form schema: $ref must start with ${CONTRACT_PREFIX} (${ref})`);
  return flatten({ $ref: ref.slice(CONTRACT_PREFIX.length - 1) }, contract, ref);
}

const typesOf = (s) => (s.type === undefined ? null : Array.isArray(s.type) ? s.type : [s.type]);

/**
 * Where an overlay repeats or widens the contract: one line per problem, empty when it only narrows it.
 * `path` names the place for the message.
 */
export function overlayProblems(contract, overlay, path = '') {
  const problems = [];
  if (!isObjectSchema(overlay) || !isObjectSchema(contract)) return problems;
  for (const [key, value] of Object.entries(overlay)) {
    const here = `${path}/${key}`;
    const theirs = contract[key];
    if (key === 'properties') {
      for (const [name, sub] of Object.entries(value)) {
        if (contract.properties && !(name in contract.properties)) problems.push(`${here}/${name}: not a field of the contract`);
        else problems.push(...overlayProblems(contract.properties?.[name] ?? {}, sub, `${here}/${name}`));
      }
    } else if (key === 'items') problems.push(...overlayProblems(theirs ?? {}, value, here));
    else if (!CONSTRAINTS.has(key)) continue;
    else if (theirs === undefined) {
      if (key === 'type' || key === 'enum' || key === 'const') {
        // Choices or a type where the contract has none are a narrowing only if the contract says nothing else.
        continue;
      }
      continue;
    } else if (key === 'required') {
      const repeated = value.filter((name) => theirs.includes(name));
      if (repeated.length) problems.push(`${here}: ${repeated.join(', ')} already required by the contract`);
    } else if (same(value, theirs)) problems.push(`${here}: repeats the contract (${JSON.stringify(value)})`);
    else if (LOWER.includes(key) && !(value > theirs)) problems.push(`${here}: ${value} widens the contract's ${theirs}`);
    else if (UPPER.includes(key) && !(value < theirs)) problems.push(`${here}: ${value} widens the contract's ${theirs}`);
    else if (key === 'enum' && !value.every((v) => theirs.some((t) => same(t, v)))) problems.push(`${here}: offers values the contract refuses`);
    else if (key === 'enum' && value.length === theirs.length) problems.push(`${here}: repeats the contract's choices`);
    else if (key === 'type') {
      const mine = typesOf(overlay);
      const allowed = typesOf(contract);
      const narrower = mine.every((t) => allowed.includes(t) || (t === 'integer' && allowed.includes('number')));
      if (!narrower) problems.push(`${here}: ${JSON.stringify(value)} is not a type the contract allows (${JSON.stringify(theirs)})`);
      else if (same(mine.slice().sort(), allowed.slice().sort())) problems.push(`${here}: repeats the contract (${JSON.stringify(value)})`);
    } else if (key === 'uniqueItems' && theirs === true) problems.push(`${here}: repeats the contract (true)`);
    else if (EXACT.includes(key)) problems.push(`${here}: ${JSON.stringify(value)} replaces the contract's ${JSON.stringify(theirs)}`);
  }
  return problems;
}

/** The contract's schema with the overlay laid on it: the overlay's fields only, its texts, its narrowing. */
function lay(contract, overlay, { fieldsFromOverlay }) {
  if (!isObjectSchema(overlay)) return clone(contract);
  const out = clone(contract) ?? {};
  for (const [key, value] of Object.entries(overlay)) {
    if (key === '$ref') continue;
    if (key === 'properties') {
      const properties = {};
      for (const [name, sub] of Object.entries(value)) properties[name] = lay(contract.properties?.[name] ?? {}, sub, { fieldsFromOverlay: true });
      out.properties = properties;
    } else if (key === 'items') out.items = lay(contract.items ?? {}, value, { fieldsFromOverlay: true });
    else if (key === 'required') out.required = [...new Set([...(out.required ?? []), ...value])];
    else out[key] = clone(value);
  }
  if (fieldsFromOverlay && out.properties && overlay.properties) {
    // Only the fields the overlay shows: the contract's other fields (an id, server-made values) are not typed.
    out.properties = Object.fromEntries(Object.keys(overlay.properties).map((name) => [name, out.properties[name]]));
  }
  if (Array.isArray(out.required) && out.properties) out.required = out.required.filter((name) => name in out.properties);
  if (Array.isArray(out.required) && out.required.length === 0) delete out.required;
  return out;
}

/** A schema that only constrains (no type, choice, title or field of its own to show). */
const isCheck = (b) =>
  isObjectSchema(b) &&
  !['type', 'const', 'enum', 'title', 'items', '$ref'].some((k) => k in b) &&
  Object.values(b.properties ?? {}).every(isCheck);

/** Alternatives that only constrain a value (an address is an IPv4, an IPv6 or a host name) are checks, not
 * choices for the user: RJSF would render anyOf/oneOf as a selector, so they are kept as `not: { not: … }`, which
 * Ajv checks the same way and no renderer shows. */
function checksOnly(node) {
  if (Array.isArray(node)) return node.map(checksOnly);
  if (!isObjectSchema(node)) return node;
  const out = {};
  for (const [key, value] of Object.entries(node)) out[key] = key === 'const' || key === 'enum' || key === 'default' ? value : checksOnly(value);
  // Labelled choices (`oneOf` of `const` with a title, from the overlay) name the contract's `enum`: RJSF shows
  // the enum's bare values when both are there, so the labelled list stands for it (its consts are the values).
  if (Array.isArray(out.enum) && Array.isArray(out.oneOf) && out.oneOf.every((b) => isObjectSchema(b) && 'const' in b)) {
    if (out.oneOf.every((b) => out.enum.some((v) => JSON.stringify(v) === JSON.stringify(b.const)))) delete out.enum;
  }
  for (const key of ['anyOf', 'oneOf']) {
    const branches = out[key];
    if (Array.isArray(branches) && branches.every(isCheck) && !('not' in out)) {
      out.not = { not: { [key]: branches } };
      delete out[key];
    }
  }
  return out;
}

/** The descriptor with its schema resolved against the contract (unchanged when its schema names none). */
export function resolveDescriptor(descriptor, contract) {
  const base = contractSchemaOf(descriptor.schema, contract);
  if (!base) return descriptor;
  // Fields the contract requires but the form does not show (a row's id, the domains' ids) come from the screen.
  const schema = checksOnly(lay(base, descriptor.schema, { fieldsFromOverlay: true }));
  // The form's object keeps its own additional fields to itself (RJSF leaves unknown keys alone).
  delete schema.additionalProperties;
  return { ...descriptor, schema };
}

/** Problems of a descriptor's overlay against the contract (an empty list when it keeps to its part). */
export function checkOverlay(descriptor, contract) {
  const base = contractSchemaOf(descriptor.schema, contract);
  if (!base) return [`form ${descriptor.name}: its schema does not $ref the contract`];
  const { $ref: _ref, ...overlay } = descriptor.schema;
  return overlayProblems(base, overlay).map((p) => `form ${descriptor.name}: ${p}`);
}

/** Constraint values an overlay states (for figures). */
export function constraintCount(schema) {
  if (!isObjectSchema(schema)) return 0;
  let n = 0;
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'properties') for (const sub of Object.values(value)) n += constraintCount(sub);
    else if (key === 'items') n += constraintCount(value);
    else if (CONSTRAINTS.has(key) && key !== 'type') n += key === 'required' ? value.length : 1;
  }
  return n;
}
