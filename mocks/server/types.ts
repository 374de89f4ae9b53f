// Handler types, all derived from the generated contract types (src/api/schema.d.ts).
import type { operations } from '../../src/api/schema';
import type { Mailer } from './domain/mail.ts';
import type { AccountRecord, ApiTokenRecord, SessionRecord } from './state/model.ts';
import type { Store } from './state/store.ts';

export type OperationId = keyof operations;
type Operation<Id extends OperationId> = operations[Id];
type Parameters<Id extends OperationId> = Operation<Id>['parameters'];
type Empty = Record<string, never>;

export type PathParams<Id extends OperationId> = Parameters<Id> extends { path: infer P } ? P : Empty;
export type QueryParams<Id extends OperationId> = [NonNullable<Parameters<Id>['query']>] extends [never]
  ? Empty
  : NonNullable<Parameters<Id>['query']>;
export type RequestBody<Id extends OperationId> =
  NonNullable<Operation<Id>['requestBody']> extends { content: { 'application/json': infer B } } ? B : undefined;
/**
 * A non-JSON answer (a CSV export, a text report), sent with its media type and an optional file name. A large text
 * comes as pieces, sent one after the other without ever being one string; a day's log export as pieces generated
 * while the answer is sent (an async iterable: each is made once the previous one is written; issue 24, item 7).
 */
export class TextAnswer<Type extends string = string> {
  constructor(
    readonly contentType: Type,
    readonly text: string | readonly string[] | AsyncIterable<string>,
    readonly filename?: string,
  ) {}
}

type SuccessContent<Id extends OperationId> = Operation<Id>['responses'] extends { 200: { content: infer C } } ? C : never;

/** What a handler returns: the JSON body of the 200 answer, or a TextAnswer of one of its media types. */
export type SuccessBody<Id extends OperationId> =
  SuccessContent<Id> extends { 'application/json': infer R } ? R : TextAnswer<Extract<keyof SuccessContent<Id>, string>>;

/** What a handler receives: path, query (defaults applied, types coerced) and body, all validated. */
export interface HandlerInput<Id extends OperationId> {
  params: PathParams<Id>;
  query: QueryParams<Id>;
  body: RequestBody<Id>;
  /** The request headers, lower-cased names (e.g. accept-language). */
  headers: Readonly<Record<string, string | string[] | undefined>>;
}

export interface BackendConfig {
  accessTtlMs: number;
  refreshTtlMs: number;
  /** Lifetime of a onePassKey (sign-in second step, two-factor change). */
  challengeTtlMs: number;
  /** Lifetime of a mailed set-password token. */
  mailTokenTtlMs: number;
  /** Wrong codes a onePassKey survives. */
  maxCodeAttempts: number;
}

export interface HandlerContext {
  store: Store;
  /** The time of the request (ms since the epoch). */
  now: number;
  config: BackendConfig;
  mailer: Mailer;
  log: (line: string) => void;
  /** The caller's network address (sign-in throttling per address). */
  address?: string;
}

/** Who is calling: a session's pair, or an API token standing for its owner. */
export type Caller = (
  | { account: AccountRecord; via: 'session'; session: SessionRecord }
  | { account: AccountRecord; via: 'apiToken'; apiToken: ApiTokenRecord }
) & {
  /** A client acting on one of its customers' sites: `account` is then that customer's root account. */
  actingClient?: AccountRecord;
};

export interface SignedInContext extends HandlerContext {
  caller: Caller;
}

type Result<T> = T | Promise<T>;

/** An operation the contract marks open (`security: []`). */
export interface OpenOperation<Id extends OperationId> {
  access: 'open';
  handle: (input: HandlerInput<Id>, context: HandlerContext) => Result<SuccessBody<Id>>;
}

/** An operation that needs the bearer token. */
export interface SignedInOperation<Id extends OperationId> {
  access: 'signedIn';
  /**
   * `{kind}` calls refuse (101018) a caller whose account belongs to another area, unless this is set:
   * the console reads its own account in any area to tell "Auth is not match !".
   */
  anyArea?: boolean;
  /** Accept an expired access token (signing out must not need a refresh first). */
  acceptExpired?: boolean;
  handle: (input: HandlerInput<Id>, context: SignedInContext) => Result<SuccessBody<Id>>;
}

export type OperationHandler<Id extends OperationId> = OpenOperation<Id> | SignedInOperation<Id>;

/** The handlers of one resource group, keyed by operationId. */
export type HandlerGroup = { [Id in OperationId]?: OperationHandler<Id> };

/** Typing helper for a handler group file. */
export const defineHandlers = <G extends HandlerGroup>(group: G): G => group;
