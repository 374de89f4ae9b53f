// The contract at run time: openapi/dist/openapi.json loaded into openapi-backend (routing and request
// validation) with Ajv's JSON Schema 2020-12 dialect (OpenAPI 3.1 schemas), plus response validation.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import type { ErrorObject, ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { type AjvCustomizer, type Document, OpenAPIBackend, ValidationContext } from 'openapi-backend';
import { parsePermission } from './domain/permissions.ts';
import type { Violation } from './errors.ts';
import { IndexedRouter } from './router.ts';
import { isStream, messageOf } from './http.ts';
import { addXRule } from '../../scripts/x-rule.mjs';

export const API_ROOT = '/api/v1';

export type OperationInfo = Contract['operations'][number];

interface JsonSchemaHolder {
  content?: Record<string, { schema?: unknown } | undefined>;
}

/**
 * One Ajv 2020 instance per option set (openapi-backend asks for one per operation and context).
 * Path and query parameters get their defaults (page 1, pageSize 10) filled in.
 */
function ajvFactory(): AjvCustomizer {
  const instances = new Map<string, Ajv2020>();
  return (_draft7, options, context) => {
    const useDefaults = context === ValidationContext.Params;
    const key = JSON.stringify({ ...options, useDefaults });
    let ajv = instances.get(key);
    if (!ajv) {
      ajv = new Ajv2020({ ...options, strict: false, allErrors: true, useDefaults });
      addFormats(ajv);
      // The section-5 rules the contract names (`x-rule`), as the console checks them.
      addXRule(ajv);
      instances.set(key, ajv);
    }
    return ajv;
  };
}

export function readContract(file = fileURLToPath(new URL('../../openapi/dist/openapi.json', import.meta.url))) {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Document;
  } catch (error) {
    throw new Error(`the embedded backend cannot read the bundled contract ${file} (run \`npm run gen\`): ${messageOf(error)}`, { cause: error });
  }
}

export type Contract = ReturnType<typeof createContract>;

export function createContract(definition: Document) {
  // quick: openapi-backend's definition check only knows OpenAPI 3.0 and rejects valid 3.1 (type arrays,
  // const); the contract is linted by redocly instead. Validators compile on first use.
  const api = new OpenAPIBackend({
    definition,
    apiRoot: API_ROOT,
    quick: true,
    strict: false,
    coerceTypes: true,
    customizeAjv: ajvFactory(),
  });
  // Quick mode initialises synchronously (`ready` is awaited for safety); the indexed router then replaces openapi-backend's own.
  const ready = api.init().then(() => undefined);
  if (!api.initialized) throw new Error('openapi-backend did not initialise synchronously');
  const router = new IndexedRouter({ definition: api.definition, apiRoot: API_ROOT, ignoreTrailingSlashes: true });
  api.router = router;
  api.validator.router = router;
  const operations = api.getOperations().map((op) => {
    const operationId = op.operationId ?? `${op.method} ${op.path}`;
    const security = op.security ?? definition.security ?? [];
    // Open: `security: []`, no bearer token; the permission is the operation's x-permission (domain/permissions.ts).
    const open = security.length === 0;
    return {
      operationId,
      method: op.method.toUpperCase(),
      path: op.path,
      open,
      permission: parsePermission(operationId, (op as Record<string, unknown>)['x-permission'], open),
      schemes: security.flatMap((requirement) => Object.keys(requirement)),
    };
  });

  /** An answer's violations of the contract for its status (an unlisted status or media type is one); `contentType` if not JSON. */
  const responseViolations = (operationId: string, status: number, body: unknown, contentType?: string): Violation[] => {
    const operation = api.getOperation(operationId);
    if (!operation) return [{ in: 'body', field: '', message: `unknown operation ${operationId}` }];
    const responses = (operation.responses ?? {}) as Record<string, JsonSchemaHolder | undefined>;
    const key = [String(status), `${String(status)[0]}XX`, 'default'].find((candidate) => responses[candidate] !== undefined);
    if (!key) return [{ in: 'body', field: '', message: `status ${status} is not an answer of ${operationId}` }];
    const content = responses[key]?.content ?? {};
    if (contentType !== undefined) {
      if (!content[contentType]) return [{ in: 'header', field: 'content-type', message: `${contentType} is not a media type of ${operationId} ${status}` }];
      // One string, pieces of it, or pieces generated while it is sent (each checked as it is written: http.ts).
      const text = (Array.isArray(body) && body.every((piece) => typeof piece === 'string')) || isStream(body) || typeof body === 'string';
      return text ? [] : [{ in: 'body', field: '', message: 'must be text' }];
    }
    if (!content['application/json']?.schema) {
      return body === undefined ? [] : [{ in: 'body', field: '', message: `status ${status} of ${operationId} has no JSON body` }];
    }
    const validate: ValidateFunction | undefined = api.validator.getStatusBasedResponseValidatorForOperation(operationId)?.[key];
    if (!validate) return [{ in: 'body', field: '', message: `no validator for ${operationId} ${key}` }];
    return validate(body) ? [] : violationsOf(validate.errors ?? [], 'response');
  };

  return {
    api,
    ready,
    operations,
    responseViolations,
    /** The media types the operation's request body may have (empty without a body). */
    requestMediaTypes: (operationId: string) => Object.keys((api.getOperation(operationId)?.requestBody as JsonSchemaHolder | undefined)?.content ?? {}),
    /** Compiles every request and response validator now (startup checks, tests). */
    compileAll() {
      api.validator.preCompileRequestValidators();
      for (const op of operations) api.validator.getStatusBasedResponseValidatorForOperation(op.operationId);
    },
    /**
     * Compiles them in the background, one operation a turn of the event loop, once a server started for people listens:
     * no first call then waits for its validators (2.7 s for the contract; 20–200 ms on a page's first calls, issue 29).
     */
    async warm() {
      for (const { operationId } of operations) {
        await new Promise((resolve) => setImmediate(resolve));
        api.validator.getRequestValidatorsForOperation(operationId);
        api.validator.getStatusBasedResponseValidatorForOperation(operationId);
      }
    },
  };
}

const LOCATIONS: Record<string, Violation['in']> = { requestBody: 'body', query: 'query', path: 'path', header: 'header', headers: 'header' };

/** Ajv errors as the violations of errorData: where, which field, what is wrong. */
export function violationsOf(errors: readonly ErrorObject[], root: 'request' | 'response') {
  const out = new Map<string, Violation>();
  for (const error of errors) {
    const segments = error.instancePath.split('/').filter(Boolean).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    const location = (root === 'request' && LOCATIONS[segments.shift() ?? '']) || 'body';
    let message = error.message ?? 'is invalid';
    const params = error.params as Record<string, unknown>;
    if (error.keyword === 'required' && typeof params.missingProperty === 'string') {
      if (root === 'request' && segments.length === 0 && params.missingProperty === 'requestBody') {
        message = 'a JSON body is required';
      } else {
        segments.push(params.missingProperty);
        message = 'is required';
      }
    } else if (error.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
      segments.push(params.additionalProperty);
      message = 'is not a known field';
    } else if (error.keyword === 'not') {
      message = 'has a value that is not allowed';
    }
    const violation: Violation = { in: location, field: segments.join('.'), message };
    const key = `${violation.in}|${violation.field}|${violation.message}`;
    if (!out.has(key)) out.set(key, violation);
  }
  return [...out.values()];
}
