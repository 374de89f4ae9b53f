// /api/v1: route and validate by the contract (openapi-backend), authenticate, run the operation's
// handler, check the answer against the contract, write it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'openapi-backend';
import { type Contract, violationsOf } from './contract.ts';
import { checkPermission } from './domain/permissions.ts';
import { authenticate, bearerToken } from './domain/sessions.ts';
import { actingForCustomer, sitesNamedBy } from './domain/tenancy.ts';
import { ApiFailure, fail } from './errors.ts';
import type { Answer, TrustedProxies } from './http.ts';
import { clientAddress, internalError, isJsonMediaType, mediaType, MULTIPART, parseBody, sendAnswer, stackOf } from './http.ts';
import { KINDS, type Kind } from './state/model.ts';
import { type Caller, type HandlerContext, type HandlerGroup, type OpenOperation, type OperationId, type SignedInOperation, TextAnswer } from './types.ts';

/** What an operation answers, before it is checked and written. */
export interface Outcome extends Answer {
  /** The operation whose contract the answer must follow (null when none matched or the backend itself answered). */
  operationId: string | null;
}

interface DispatcherOptions {
  contract: Contract;
  handlers: HandlerGroup;
  context: () => HandlerContext;
  validateResponses: boolean;
  log: (line: string) => void;
  /** Runs before an answer is written (the state file is saved here); the answer waits for its promise. */
  beforeAnswer?: () => void | Promise<void>;
  trustedProxies?: TrustedProxies;
}

// One bearer scheme per area; a token is checked the same way for each, and the area itself after routing (101018).
const SECURITY_SCHEMES = ['adminBearer', 'clientBearer', 'userBearer'] as const;
/** The caller of an authorized call, or the failure of the first scheme tried. */
const securityResult = (c: Context): unknown => {
  const results = SECURITY_SCHEMES.map((scheme) => c.security?.[scheme]).filter((r) => r !== undefined);
  return results.find((r) => !(r && typeof r === 'object' && 'error' in r)) ?? results[0];
};

/** The area of a call: its {kind}, or the fixed first segment of its path (/user/…, /client/…, /admin/…). */
function areaOf(path: string, params: Record<string, unknown> | undefined) {
  const named = params?.kind;
  const first = path.split('/')[1] as Kind;
  return typeof named === 'string' ? (named as Kind) : KINDS.includes(first) ? first : undefined;
}
/** The client console on a customer's site: a per-site user call that accepts the client's token, by a client. */
const forCustomerOf = (kind: Kind | undefined, caller: Caller, schemes: readonly string[]) =>
  kind === 'user' && caller.account.auth === 'client' && schemes.includes('clientBearer');

type Handlers = Record<string, OpenOperation<OperationId> | SignedInOperation<OperationId> | undefined>;

/** Handlers must be of operations of the contract. */
export function checkHandlers(contract: Contract, handlers: HandlerGroup) {
  const known = new Set(contract.operations.map((op) => op.operationId));
  for (const [operationId, handler] of Object.entries(handlers as Handlers)) {
    if (handler && !known.has(operationId)) throw new Error(`embedded backend: a handler is registered for ${operationId}, which the contract does not have`);
  }
}

interface FormSchema {
  properties?: Record<string, { type?: string | string[] } | undefined>;
}

/** Form fields are text: numbers and booleans the schema asks for are converted before validation. */
function coerceFormFields(schema: FormSchema | undefined, fields: Record<string, unknown>) {
  for (const [name, value] of Object.entries(fields)) {
    const types = [schema?.properties?.[name]?.type].flat();
    if (typeof value !== 'string') continue;
    if ((types.includes('integer') || types.includes('number')) && value.trim() !== '' && Number.isFinite(Number(value))) fields[name] = Number(value);
    else if (types.includes('boolean') && (value === 'true' || value === 'false')) fields[name] = value === 'true';
  }
}

const asAnswer = (body: unknown, operationId: string): Outcome =>
  body instanceof TextAnswer
    ? {
        status: 200,
        body: body.text,
        contentType: body.contentType,
        headers: body.filename ? { 'Content-Disposition': `attachment; filename="${body.filename.replace(/["\\\r\n]/g, '_')}"` } : {},
        operationId,
      }
    : { status: 200, body, operationId };

export function createDispatcher(options: DispatcherOptions) {
  /** Every response that broke the contract since start (the end-to-end tests read it: it must stay empty). */
  const breaches: string[] = [];
  const { contract, validateResponses, log } = options;
  const handlers = options.handlers as Handlers;
  checkHandlers(contract, handlers);
  const operations = new Map(contract.operations.map((op) => [op.operationId, op]));
  const api = contract.api;

  const failure = (error: ApiFailure, operationId: string | null): Outcome => ({ status: error.status, body: error.envelope, operationId });
  const operationIdOf = (c: Context) => c.operation?.operationId ?? null;
  const signedInHandlerOf = (c: Context) => handlers[operationIdOf(c) ?? ''] as SignedInOperation<OperationId> | undefined;

  // The body must be of a media type the operation takes; form fields get their types.
  api.register('postRoutingHandler', (c: Context) => {
    const operationId = operationIdOf(c);
    const body: unknown = c.request.requestBody;
    if (!operationId || body === undefined) return;
    const sent = mediaType(headerOf(c, 'content-type')) || 'application/json';
    const accepted = contract.requestMediaTypes(operationId);
    const matches = accepted.some((type) => type === sent || (isJsonMediaType(sent) && isJsonMediaType(type)));
    if (accepted.length > 0 && !matches) {
      throw fail.parameter('parameter error', [{ in: 'header', field: 'content-type', message: `must be ${accepted.join(' or ')}` }]);
    }
    if (sent === MULTIPART && body && typeof body === 'object') {
      const content = (c.operation.requestBody as { content?: Record<string, { schema?: FormSchema }> } | undefined)?.content;
      coerceFormFields(content?.[MULTIPART]?.schema, body as Record<string, unknown>);
    }
  });
  const checkBearer = (c: Context, request: HandlerContext) => {
    try {
      const caller = authenticate(request.store, bearerToken(headerOf(c, 'authorization')), request.now, signedInHandlerOf(c)?.acceptExpired === true);
      authorize(c, caller, request);
      return caller;
    } catch (error) {
      return { error };
    }
  };
  /**
   * The area and permission checks, before validation (a refused caller learns nothing of the call's shape): the
   * account's area, the console the pair was signed into, then the operation's x-permission (domain/permissions.ts).
   */
  function authorize(c: Context, caller: Caller, request: HandlerContext) {
    const operation = operations.get(operationIdOf(c) ?? '');
    const handler = signedInHandlerOf(c);
    if (!operation || !handler || operation.open || handler.anyArea) return;
    const kind = areaOf(c.operation?.path ?? '', c.request.params);
    // The client console on a customer's site: the tenancy is checked when the call runs (actingForCustomer); here the
    // client needs its own `sites.manage`.
    const forCustomer = forCustomerOf(kind, caller, operation.schemes);
    if (kind !== undefined && caller.account.auth !== kind && !forCustomer) throw fail.denied(`a ${caller.account.auth} account cannot use the ${kind} console`);
    // A pair works only in the console it was signed into (a user signed in through /admin/login gets nothing).
    const area = caller.via === 'session' ? caller.session.area : caller.account.auth;
    if (kind !== undefined && area !== kind && !(forCustomer && area === 'client')) throw fail.denied(`this session belongs to the ${area} console`);
    const { permission } = operation;
    const input = { params: c.request.params, query: c.request.query, body: c.request.requestBody };
    if (forCustomer) {
      const own = permission !== 'open' ? permission : {};
      checkPermission(request.store, caller, { client: 'sites.manage', session: own.session, credential: own.credential }, 'client', input);
    } else if (permission !== 'open') checkPermission(request.store, caller, permission, area, input);
  }
  for (const scheme of SECURITY_SCHEMES) api.registerSecurityHandler(scheme, checkBearer);
  api.register('unauthorizedHandler', (c: Context) => {
    const error = (securityResult(c) as { error?: unknown } | undefined)?.error;
    return failure(error instanceof ApiFailure ? error : fail.invalidToken(), operationIdOf(c));
  });
  api.register('validationFail', (c: Context) => failure(fail.parameter('parameter error', violationsOf(c.validation.errors ?? [], 'request')), operationIdOf(c)));
  api.register('notFound', () => failure(new ApiFailure(101004, undefined, undefined, undefined, 404), null));
  api.register('methodNotAllowed', () => failure(new ApiFailure(101004, undefined, undefined, undefined, 405), null));
  api.register('notImplemented', (c: Context): Outcome => ({
    status: 501,
    body: { code: 101004, message: `not implemented by the embedded backend: ${operationIdOf(c) ?? 'unknown'}` },
    operationId: null,
  }));

  for (const op of contract.operations) {
    const handler = handlers[op.operationId];
    if (!handler) continue;
    api.register(op.operationId, async (c: Context, request: HandlerContext) => {
      const coerced = (c.validation.coerced ?? {}) as { params?: unknown; query?: unknown };
      const params = (coerced.params ?? c.request.params ?? {}) as Record<string, unknown>;
      const input = { params, query: coerced.query ?? c.request.query ?? {}, body: c.request.requestBody, headers: c.request.headers ?? {} };
      // The one unchecked step (`as never`): the values were validated against this operation's schemas just before.
      try {
        if (op.open) return asAnswer(await (handler as OpenOperation<OperationId>).handle(input as never, request), op.operationId);
        let caller = securityResult(c) as Caller;
        if (forCustomerOf(areaOf(op.path, params), caller, op.schemes)) {
          // The client console on a customer's site: the site must be of the client's tenancy (101018).
          caller = actingForCustomer(request.store, caller, sitesNamedBy(input));
        }
        return asAnswer(await (handler as SignedInOperation<OperationId>).handle(input as never, { ...request, caller }), op.operationId);
      } catch (error) {
        if (error instanceof ApiFailure) return failure(error, op.operationId);
        throw error;
      }
    });
  }

  async function dispatch(req: IncomingMessage, res: ServerResponse, pathWithQuery: string) {
    const request: HandlerContext = { ...options.context(), address: clientAddress(req, options.trustedProxies ?? []) };
    let outcome: Outcome;
    try {
      const body = await parseBody(req);
      const headers = req.headers as Record<string, string | string[]>; // Node sets no header to undefined
      outcome = (await api.handleRequest({ method: req.method ?? 'GET', path: pathWithQuery, headers, body }, request)) as Outcome;
    } catch (error) {
      if (error instanceof ApiFailure) outcome = failure(error, null);
      else {
        log(`[mock] ${req.method} ${pathWithQuery} failed: ${stackOf(error)}`);
        outcome = { status: 500, body: internalError(error), operationId: null };
      }
    }
    if (validateResponses && outcome.operationId !== null) outcome = checked(outcome, outcome.operationId);
    await options.beforeAnswer?.();
    sendAnswer(res, outcome);
    return outcome;
  }

  function checked(outcome: Outcome, operationId: string): Outcome {
    const violations = contract.responseViolations(operationId, outcome.status, outcome.body, outcome.contentType);
    if (violations.length === 0) return outcome;
    const summary = violations.map((v) => `${v.field || '(body)'} ${v.message}`).join('; ');
    breaches.push(`${operationId} ${outcome.status}: ${summary}`);
    log(`\n[mock] !!! CONTRACT BREACH: ${operationId} answered ${outcome.status} with a body the contract does not allow: ${summary}\n[mock] !!! body: ${JSON.stringify(outcome.body)}\n`);
    return { status: 500, body: { code: 4005, message: `response broke the contract: ${operationId} ${outcome.status}: ${summary}`, errorData: violations }, operationId: null };
  }

  return { dispatch, breaches };
}

function headerOf(c: Context, name: string) {
  const value: unknown = c.request.headers[name];
  return typeof value === 'string' ? value : undefined;
}
