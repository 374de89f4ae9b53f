// "Copy as API call" (issue 28): the call a write, a list's query or a row action makes, as a `curl` command and as
// a TypeScript snippet with the generated client (openapi-fetch), both from the contract's operation (method and
// path from src/api/generated/operations.ts). The token is a placeholder; secrets typed in a form (password-like
// fields, fields the contract marks writeOnly / format password / x-secret) are replaced by a placeholder unless
// the user asks for them.
import { operations } from '../../api/generated/operations';
import { operationUrl, type OperationArgs } from '../operations';

export const TOKEN_PLACEHOLDER = '<API token>';
export const SECRET_PLACEHOLDER = '<secret>';

/** A JSON schema node, as far as secrets are concerned. */
export interface SchemaNode {
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode | SchemaNode[];
  writeOnly?: boolean;
  format?: string;
  'x-secret'?: boolean;
  dependencies?: Record<string, unknown>;
  oneOf?: SchemaNode[];
  anyOf?: SchemaNode[];
  allOf?: SchemaNode[];
}

export interface ApiCallSpec extends OperationArgs {
  /** The contract's operation id. */
  operation: string;
  /** The schema of the body (a form's JSON schema, a SchemaNode), which marks secret fields. */
  schema?: object;
  /** The form's uiSchema: a `ui:widget: password` field is a secret too. */
  uiSchema?: object;
}

export interface BuiltApiCall {
  method: string;
  /** The contract's path template, e.g. `/user/site/{siteId}/gzip`. */
  template: string;
  /** The full URL, path and query filled in. */
  url: string;
  /** The body as sent (secrets replaced unless included); undefined: none. */
  body: unknown;
  /** How many secret values were replaced. */
  hidden: number;
  curl: string;
  typescript: string;
}

/** Field names that hold a secret whatever their schema says; header names too, for a map of request headers (a
 * log push event's `headers`: `Authorization`, `X-API-Key`, `Cookie`, `X-Auth-Token`). */
const SECRET_NAME = /passw(or)?d|secret|private_?key|^api_?key$|^access_?key|^token$|access[-_]?token|refresh_?token|authori[sz]ation|^(set-)?cookie$|api-key|auth[-_]?token/i;

/** The schema of a property, looking into the branches a choice shows (dependencies, oneOf/anyOf/allOf). */
function propertyOf(node: SchemaNode | undefined, key: string): SchemaNode | undefined {
  if (!node) return undefined;
  if (node.properties?.[key]) return node.properties[key];
  const branches = [
    ...(node.oneOf ?? []),
    ...(node.anyOf ?? []),
    ...(node.allOf ?? []),
    ...Object.values(node.dependencies ?? {}).flatMap((d) => ((d as SchemaNode | null)?.oneOf ?? (d && typeof d === 'object' && !Array.isArray(d) ? [d as SchemaNode] : []))),
  ];
  for (const branch of branches) {
    const found = propertyOf(branch, key);
    if (found) return found;
  }
  return undefined;
}

const itemsOf = (node: SchemaNode | undefined) => (Array.isArray(node?.items) ? node.items[0] : node?.items);

function isSecret(key: string, node: SchemaNode | undefined, ui: Record<string, unknown> | undefined): boolean {
  return (
    node?.writeOnly === true ||
    node?.format === 'password' ||
    node?.['x-secret'] === true ||
    ui?.['ui:widget'] === 'password' ||
    SECRET_NAME.test(key)
  );
}

/** The body with every secret value replaced by the placeholder (an empty value stays: nothing to hide). */
export function hideSecrets(body: unknown, schema?: object, uiSchema?: object): { body: unknown; hidden: number } {
  let hidden = 0;
  const walk = (value: unknown, node: SchemaNode | undefined, ui: Record<string, unknown> | undefined): unknown => {
    if (Array.isArray(value)) return value.map((item) => walk(item, itemsOf(node), ui?.items as Record<string, unknown> | undefined));
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, field]) => {
        const child = propertyOf(node, key);
        const childUi = ui?.[key] as Record<string, unknown> | undefined;
        if (typeof field === 'string' && field !== '' && isSecret(key, child, childUi)) {
          hidden += 1;
          return [key, SECRET_PLACEHOLDER];
        }
        return [key, walk(field, child, childUi)];
      }),
    );
  };
  return { body: walk(body, schema as SchemaNode | undefined, uiSchema as Record<string, unknown> | undefined), hidden };
}

/** The number of secret values a call's body holds. */
export const secretCount = (spec: ApiCallSpec) => (spec.body === undefined ? 0 : hideSecrets(spec.body, spec.schema, spec.uiSchema).hidden);

const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** A JavaScript literal of a value, indented to sit inside the snippet. */
const literal = (value: unknown, indent: string) => JSON.stringify(value, null, 2).replace(/\n/g, `\n${indent}`);

export function buildApiCall(spec: ApiCallSpec, options: { baseUrl: string; includeSecrets?: boolean }): BuiltApiCall {
  const found = operations[spec.operation];
  if (!found) throw new Error(`Unknown operation ${spec.operation}`);
  const [method, template] = found;
  const { url: relative } = operationUrl(spec.operation, { path: spec.path, query: spec.query });
  const url = `${options.baseUrl.replace(/\/+$/, '')}${relative}`;
  const hasBody = spec.body !== undefined;
  const { body, hidden } = !hasBody
    ? { body: undefined, hidden: 0 }
    : options.includeSecrets
      ? { body: spec.body, hidden: 0 }
      : hideSecrets(spec.body, spec.schema, spec.uiSchema);

  const curl = [
    `curl${method === 'GET' ? '' : ` -X ${method}`} ${shellQuote(url)}`,
    `  -H ${shellQuote(`Authorization: Bearer ${TOKEN_PLACEHOLDER}`)}`,
    ...(hasBody ? [`  -H ${shellQuote('Content-Type: application/json')}`, `  --data-raw ${shellQuote(JSON.stringify(body))}`] : []),
  ].join(' \\\n');

  const pathParams = Object.fromEntries(
    [...template.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name!, spec.path?.[name!]] as const),
  );
  const query = Object.fromEntries(Object.entries(spec.query ?? {}).filter(([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0)));
  const params = [
    ...(Object.keys(pathParams).length ? [`path: ${literal(pathParams, '    ')}`] : []),
    ...(Object.keys(query).length ? [`query: ${literal(query, '    ')}`] : []),
  ];
  const init = [
    ...(params.length ? [`  params: {\n    ${params.join(',\n    ')},\n  },`] : []),
    ...(hasBody ? [`  body: ${literal(body, '  ')},`] : []),
  ];
  const typescript = [
    `import createClient from 'openapi-fetch';`,
    `import type { paths } from './parapet-api';`,
    ``,
    `const client = createClient<paths>({`,
    `  baseUrl: ${JSON.stringify(options.baseUrl.replace(/\/+$/, ''))},`,
    `  headers: { Authorization: ${JSON.stringify(`Bearer ${TOKEN_PLACEHOLDER}`)} },`,
    `});`,
    ``,
    init.length
      ? `const { data, error } = await client.${method}(${JSON.stringify(template).replace(/"/g, "'")}, {\n${init.join('\n')}\n});`
      : `const { data, error } = await client.${method}(${JSON.stringify(template).replace(/"/g, "'")});`,
  ].join('\n');

  return { method, template, url, body, hidden, curl, typescript };
}

/** Where the API reference shows an operation (the user console's API documentation page). */
export const referenceLink = (operation: string) => `/user/userManagement/apiDoc?operation=${encodeURIComponent(operation)}`;

/** The schema of a body whose values a descriptor sends under a key (`wrap`, `list`: see OperationRef). */
export const wrappedSchema = (ref: { wrap?: string; list?: boolean }, schema: object | undefined): object | undefined =>
  ref.wrap && schema ? { properties: { [ref.wrap]: ref.list ? { items: schema } : schema } } : schema;
