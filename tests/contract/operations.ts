// The contract's operations and their example requests, shared by the contract tests: the bundle, a sample
// request for every operation, and the check of an answer against the operation's responses (Ajv 2020).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ValidateFunction } from 'ajv';
import { BUNDLE_ID, makeAjv } from '../../scripts/check-examples.mjs';

export type Json = Record<string, unknown>;

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const bundlePath = resolve(process.env.CONTRACT_BUNDLE ?? join(root, 'openapi/dist/openapi.json'));
if (!existsSync(bundlePath)) throw new Error(`${bundlePath} not found: run \`node scripts/gen.mjs\` first`);
const doc = JSON.parse(readFileSync(bundlePath, 'utf8')) as Json;

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'] as const;
const REQUEST_TIMEOUT_MS = 15_000;

// ---------- the bundle ----------

const tok = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

export function at(pointer: string): unknown {
  let cur: unknown = doc;
  for (const raw of pointer.replace(/^#\/?/, '').split('/')) {
    if (raw === '') continue;
    const part = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (cur === null || typeof cur !== 'object') throw new Error(`unresolvable ${pointer}`);
    cur = (cur as Json)[part];
  }
  return cur;
}

/** Follows local $refs; returns the object and the JSON pointer it lives at. */
export function deref<T = Json>(value: unknown, pointer: string): { value: T; pointer: string } {
  let cur = value;
  let ptr = pointer;
  for (let i = 0; i < 32 && cur && typeof cur === 'object' && typeof (cur as Json).$ref === 'string'; i++) {
    ptr = (cur as Json).$ref as string;
    cur = at(ptr);
  }
  return { value: cur as T, pointer: ptr };
}

export interface Operation {
  method: string;
  path: string;
  pointer: string;
  op: Json;
  params: Json[];
}

export function operations(): Operation[] {
  const ops: Operation[] = [];
  for (const [path, raw] of Object.entries((doc.paths ?? {}) as Json)) {
    const { value: item, pointer: itemPtr } = deref(raw, `#/paths/${tok(path)}`);
    for (const method of METHODS) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const pointer = `${itemPtr}/${method}`;
      // Operation parameters override path-level ones with the same name and location.
      const byKey = new Map<string, Json>();
      const add = (list: unknown, base: string) =>
        ((list ?? []) as unknown[]).forEach((p, i) => {
          const { value } = deref(p, `${base}/parameters/${i}`);
          byKey.set(`${value.in}:${value.name}`, value);
        });
      add(item.parameters, itemPtr);
      add(op.parameters, pointer);
      ops.push({ method: method.toUpperCase(), path, pointer, op, params: [...byKey.values()] });
    }
  }
  return ops;
}

// ---------- sample values ----------

const FORMAT_SAMPLES: Record<string, string> = {
  'date-time': '2026-11-25T09:30:00Z',
  date: '2026-11-25',
  time: '09:30:00Z',
  email: 'mei.lin@harbor-tea.example',
  hostname: 'shop.harbor-tea.example',
  idn_hostname: 'shop.harbor-tea.example',
  ipv4: '203.0.113.10',
  ipv6: '2001:db8::10',
  uri: 'https://shop.harbor-tea.example/',
  url: 'https://shop.harbor-tea.example/',
  'uri-reference': '/index.html',
  uuid: '5d1c9a7e-3b42-4f0e-9c61-8a2f7e04b913',
  binary: 'file',
  byte: 'ZXhhbXBsZQ==',
  password: 'Harbor-Tea-2026',
};
const STRING_CANDIDATES = ['shop.harbor-tea.example', '203.0.113.10', '203.0.113.0/24', 'example', 'a1', '1', 'A', 'zh_TW', 'en'];

/** A value that fits a schema: its example, default, const or first enum value, else one built from its type. */
export function sample(schemaIn: unknown, depth = 0): unknown {
  const { value: s } = deref(schemaIn, '#');
  if (!s || typeof s !== 'object' || depth > 12) return undefined;
  if ('example' in s) return s.example;
  if (Array.isArray(s.examples) && s.examples.length) return s.examples[0];
  if ('const' in s) return s.const;
  if ('default' in s) return s.default;
  if (Array.isArray(s.enum) && s.enum.length) return s.enum.find((v) => v !== null) ?? s.enum[0];
  if (Array.isArray(s.allOf)) {
    const parts = s.allOf.map((x) => sample(x, depth + 1));
    if (parts.every((p) => p && typeof p === 'object' && !Array.isArray(p))) return Object.assign({}, ...parts);
    return parts.find((p) => p !== undefined);
  }
  for (const key of ['oneOf', 'anyOf'] as const) {
    const options = s[key];
    if (Array.isArray(options) && options.length) {
      const nonNull = options.find((o) => deref<Json>(o, '#').value?.type !== 'null') ?? options[0];
      return sample(nonNull, depth + 1);
    }
  }
  const types = Array.isArray(s.type) ? (s.type as string[]) : s.type ? [s.type as string] : [];
  const type = types.find((t) => t !== 'null') ?? (s.properties ? 'object' : s.items ? 'array' : types[0]);
  switch (type) {
    case 'object': {
      const out: Json = {};
      const props = (s.properties ?? {}) as Json;
      for (const name of (s.required ?? []) as string[]) out[name] = sample(props[name] ?? {}, depth + 1) ?? 'example';
      return out;
    }
    case 'array': {
      const n = Math.max(1, Number(s.minItems ?? 1));
      return Array.from({ length: n }, (_, i) => {
        const v = sample(s.items ?? {}, depth + 1);
        return typeof v === 'number' && s.uniqueItems ? v + i : v;
      });
    }
    case 'integer':
    case 'number': {
      let v = typeof s.minimum === 'number' ? s.minimum : typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + 1 : 1;
      if (typeof s.maximum === 'number' && v > s.maximum) v = s.maximum;
      return v;
    }
    case 'boolean':
      return true;
    case 'null':
      return null;
    default: {
      if (typeof s.format === 'string' && FORMAT_SAMPLES[s.format]) return FORMAT_SAMPLES[s.format];
      const min = Number(s.minLength ?? 0);
      const max = Number(s.maxLength ?? Infinity);
      const fits = (c: string) =>
        c.length >= min && c.length <= max && (typeof s.pattern !== 'string' || new RegExp(s.pattern, 'u').test(c));
      const found = STRING_CANDIDATES.find(fits);
      if (found) return found;
      return 'a'.repeat(Math.max(1, min));
    }
  }
}

export function paramValue(p: Json): unknown {
  if ('example' in p) return p.example;
  if (p.examples && typeof p.examples === 'object') {
    const first = Object.values(p.examples as Json)[0];
    const { value } = deref(first, '#');
    if (value && 'value' in value) return value.value;
  }
  if (p.schema) return sample(p.schema);
  const content = p.content as Json | undefined;
  if (content) {
    const media = Object.values(content)[0] as Json;
    return JSON.stringify(media.example ?? sample(media.schema));
  }
  return 'example';
}

const asText = (v: unknown) => (v !== null && typeof v === 'object' ? JSON.stringify(v) : String(v));

// ---------- requests ----------

export interface Outcome {
  status: number;
  contentType: string;
  body: unknown;
  error?: string;
}

export interface Built {
  url: string;
  init: RequestInit;
}

export function buildRequest(base: string, o: Operation, bodyOverride?: { mediaType: string; value: unknown }): Built {
  let path = o.path;
  const query = new URLSearchParams();
  const headers: Record<string, string> = { Authorization: 'Bearer test' };
  for (const p of o.params) {
    const name = String(p.name);
    if (p.in === 'path') path = path.split(`{${name}}`).join(encodeURIComponent(asText(paramValue(p))));
    else if (p.in === 'query' && p.required) {
      const v = paramValue(p);
      if (Array.isArray(v)) v.forEach((x) => query.append(name, asText(x)));
      else if (v !== undefined) query.append(name, asText(v));
    } else if (p.in === 'header' && p.required) headers[name] = asText(paramValue(p));
    else if (p.in === 'cookie' && p.required) headers.Cookie = `${name}=${encodeURIComponent(asText(paramValue(p)))}`;
  }
  const init: RequestInit = { method: o.method, headers, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) };
  const rb = o.op.requestBody ? deref(o.op.requestBody, `${o.pointer}/requestBody`).value : undefined;
  if (rb && o.method !== 'GET' && o.method !== 'HEAD') {
    const content = (rb.content ?? {}) as Json;
    const types = Object.keys(content);
    const mediaType =
      bodyOverride?.mediaType ??
      types.find((t) => /json/i.test(t)) ??
      types.find((t) => /multipart\/form-data/i.test(t)) ??
      types[0];
    if (mediaType) {
      const media = (content[mediaType] ?? {}) as Json;
      let value = bodyOverride?.value;
      if (!bodyOverride) {
        if ('example' in media) value = media.example;
        else if (media.examples && typeof media.examples === 'object') {
          value = deref<Json>(Object.values(media.examples as Json)[0], '#').value?.value;
        } else value = sample(media.schema);
      }
      if (/multipart\/form-data/i.test(mediaType)) {
        const form = new FormData();
        const props = (deref<Json>(media.schema ?? {}, '#').value?.properties ?? {}) as Json;
        for (const [k, v] of Object.entries((value ?? {}) as Json)) {
          const prop = deref<Json>(props[k] ?? {}, '#').value ?? {};
          const isFile = prop.format === 'binary' || 'contentMediaType' in prop || deref<Json>(prop.items ?? {}, '#').value?.format === 'binary';
          for (const item of Array.isArray(v) ? v : [v]) {
            if (isFile) form.append(k, new Blob([asText(item)], { type: 'application/octet-stream' }), `${k}.png`);
            else form.append(k, asText(item));
          }
        }
        init.body = form;
      } else if (/x-www-form-urlencoded/i.test(mediaType)) {
        headers['Content-Type'] = mediaType;
        init.body = new URLSearchParams(Object.entries((value ?? {}) as Json).map(([k, v]) => [k, asText(v)])).toString();
      } else if (/json/i.test(mediaType)) {
        headers['Content-Type'] = mediaType;
        init.body = JSON.stringify(value ?? {});
      } else {
        headers['Content-Type'] = mediaType;
        init.body = typeof value === 'string' ? value : asText(value ?? '');
      }
    }
  }
  const qs = query.toString();
  return { url: `${base}${path}${qs ? `?${qs}` : ''}`, init };
}

export async function send(built: Built): Promise<Outcome> {
  try {
    const res = await fetch(built.url, built.init).catch(async () => {
      // A kept-alive socket that the server closed just as it was reused fails before any answer (a race of
      // Node's HTTP client, likelier on a loaded machine): the request is sent once more on a new socket; a
      // second failure is the outcome.
      await new Promise((resolve) => setTimeout(resolve, 200));
      return fetch(built.url, built.init);
    });
    const contentType = (res.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
    const text = await res.text();
    let body: unknown = text;
    if (/json/.test(contentType) && text !== '') {
      try {
        body = JSON.parse(text);
      } catch {
        return { status: res.status, contentType, body: text, error: 'the body is not JSON' };
      }
    }
    return { status: res.status, contentType, body };
  } catch (err) {
    return { status: 0, contentType: '', body: undefined, error: (err as Error).message };
  }
}

// ---------- response schemas ----------

const ajv = makeAjv(doc);
const validators = new Map<string, ValidateFunction>();
export function validatorFor(pointer: string): ValidateFunction {
  let v = validators.get(pointer);
  if (!v) {
    v = ajv.compile({ $ref: `${BUNDLE_ID}${pointer}` });
    validators.set(pointer, v);
  }
  return v;
}

/** Checks an answer against the operation's response for its status and media type; returns the problems. */
export function checkAgainstContract(o: Operation, r: Outcome): string[] {
  const responses = (o.op.responses ?? {}) as Json;
  const code = String(r.status);
  const key = code in responses ? code : `${code[0]}XX` in responses ? `${code[0]}XX` : 'default' in responses ? 'default' : undefined;
  if (!key) return [`status ${code} is not in the contract`];
  const { value: resp, pointer } = deref(responses[key], `${o.pointer}/responses/${tok(key)}`);
  const content = (resp.content ?? {}) as Json;
  const types = Object.keys(content);
  if (types.length === 0) return r.body === '' ? [] : ['the contract defines no body but one came'];
  const wildcard = (t: string) => new RegExp(`^${t.replace(/[.+]/g, '\\$&').replace(/\*/g, '[^/]+')}$`, 'i');
  const mediaType = types.find((t) => t.toLowerCase() === r.contentType) ?? types.find((t) => t.includes('*') && wildcard(t).test(r.contentType));
  if (!mediaType) return [`content type ${r.contentType || '(none)'} is not one of ${types.join(', ')}`];
  if (!(content[mediaType] as Json).schema) return [];
  const validate = validatorFor(`${pointer}/content/${tok(mediaType)}/schema`);
  if (validate(r.body)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message} ${JSON.stringify(e.params)}`);
}

