// The API reference's data, generated from the bundled contract by scripts/gen.mjs (issue 16): only what the
// reference page shows (operations grouped by tag, their parameters, bodies and answers, and the named schemas
// as compact field lists), so the page ships no OpenAPI renderer and resolves nothing in the browser.
import { readFileSync, writeFileSync } from 'node:fs';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const refName = (ref) => decodeURIComponent(ref.split('/').pop());

/** A type as the page shows it: a named schema, a primitive, an array, a union or inline fields. */
function typeOf(schema, resolveRef) {
  if (!schema || typeof schema !== 'object') return { k: 'any' };
  if (schema.$ref) {
    const target = resolveRef(schema.$ref);
    // Components other than schemas (parameters, responses) are inlined; schemas stay named.
    return schema.$ref.startsWith('#/components/schemas/') ? { k: 'ref', name: refName(schema.$ref) } : typeOf(target, resolveRef);
  }
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants) return { k: 'union', of: variants.map((variant) => typeOf(variant, resolveRef)) };
  if (schema.allOf) {
    const parts = schema.allOf.map((part) => typeOf(part, resolveRef));
    return parts.length === 1 ? parts[0] : { k: 'all', of: parts };
  }
  const type = Array.isArray(schema.type) ? schema.type.filter((t) => t !== 'null').join(' | ') : schema.type;
  if (type === 'array') return { k: 'array', of: typeOf(schema.items, resolveRef), ...constraints(schema) };
  if (type === 'object' || schema.properties) {
    const required = new Set(schema.required ?? []);
    const fields = Object.entries(schema.properties ?? {}).map(([name, property]) => ({
      name,
      required: required.has(name),
      description: property.description,
      type: typeOf(property, resolveRef),
    }));
    const extra = schema.additionalProperties && typeof schema.additionalProperties === 'object'
      ? typeOf(schema.additionalProperties, resolveRef) : undefined;
    return { k: 'object', fields, ...(extra ? { extra } : {}) };
  }
  return { k: 'prim', t: type ?? 'any', ...constraints(schema) };
}

function constraints(schema) {
  const out = [];
  if (schema.format) out.push(schema.format);
  if (schema.const !== undefined) out.push(`= ${JSON.stringify(schema.const)}`);
  if (schema.enum) out.push(schema.enum.map((v) => JSON.stringify(v)).join(' | '));
  if (schema.minimum !== undefined) out.push(`≥ ${schema.minimum}`);
  if (schema.maximum !== undefined) out.push(`≤ ${schema.maximum}`);
  if (schema.minLength !== undefined) out.push(`length ≥ ${schema.minLength}`);
  if (schema.maxLength !== undefined) out.push(`length ≤ ${schema.maxLength}`);
  if (schema.minItems !== undefined) out.push(`items ≥ ${schema.minItems}`);
  if (schema.maxItems !== undefined) out.push(`items ≤ ${schema.maxItems}`);
  if (schema.pattern) out.push(`pattern ${schema.pattern}`);
  if (schema['x-rule']) out.push(`rule ${schema['x-rule']}`);
  return out.length ? { c: out.join(', ') } : {};
}

export function apiReference(contract) {
  const resolveRef = (ref) => ref.slice(2).split('/').map(decodeURIComponent).reduce((node, key) => node?.[key], contract);
  const deref = (node) => (node?.$ref ? deref(resolveRef(node.$ref)) : node);
  const jsonSchema = (content) => content?.['application/json']?.schema ?? Object.values(content ?? {})[0]?.schema;
  const operations = [];
  for (const [path, item] of Object.entries(contract.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map(deref).map((param) => ({
        name: param.name,
        in: param.in,
        required: Boolean(param.required),
        description: param.description,
        type: typeOf(param.schema, resolveRef),
      }));
      const body = deref(op.requestBody);
      operations.push({
        id: op.operationId,
        method: method.toUpperCase(),
        path,
        summary: op.summary,
        description: op.description,
        tag: op.tags?.[0] ?? 'other',
        open: Array.isArray(op.security) && op.security.length === 0,
        params,
        ...(body ? { body: { required: Boolean(body.required), media: Object.keys(body.content ?? {})[0], type: typeOf(jsonSchema(body.content), resolveRef) } } : {}),
        responses: Object.entries(op.responses ?? {}).map(([status, response]) => {
          const answer = deref(response);
          const schema = jsonSchema(answer.content);
          return { status, description: answer.description, ...(schema ? { type: typeOf(schema, resolveRef) } : {}) };
        }),
      });
    }
  }
  const tagged = new Set(operations.map((op) => op.tag));
  const tags = [...(contract.tags ?? []).filter((tag) => tagged.has(tag.name)).map(({ name, description }) => ({ name, description })),
    ...[...tagged].filter((name) => !(contract.tags ?? []).some((tag) => tag.name === name)).map((name) => ({ name }))];
  const schemas = Object.fromEntries(
    Object.entries(contract.components?.schemas ?? {}).map(([name, schema]) => [name, { description: schema.description, type: typeOf({ ...schema, $ref: undefined }, resolveRef) }]),
  );
  return { info: { title: contract.info.title, version: contract.info.version, description: contract.info.description }, tags, operations, schemas };
}

export function writeApiReference(contractFile, outFile) {
  const contract = JSON.parse(readFileSync(contractFile, 'utf8'));
  writeFileSync(outFile, JSON.stringify(apiReference(contract)));
}
