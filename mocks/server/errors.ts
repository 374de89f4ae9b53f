// The error envelope of the contract ({ code, message, errorData?, extra? }) and the HTTP status of each code.
import type { components } from '../../src/api/schema';

export type ErrorCode = components['schemas']['ErrorCode'];
export type ErrorEnvelope = components['schemas']['ErrorEnvelope'];

/** The catalogue (spec section 8): each code's message, used when a failure gives none, and its HTTP status unless 400. */
const CATALOGUE: Partial<Record<ErrorCode, readonly [message: string, status?: number]>> = {
  4005: ['unknown error', 500],
  101003: ['parameter error'],
  101004: ['API path invalid', 501],
  101006: ['invalid DNS setting'],
  101008: ['account not enabled'],
  101010: ['DNS execution error'],
  101012: ['credential authentication failed', 401],
  101013: ['invalid token or verification code', 401],
  101014: ['token expired', 401],
  101015: ['revoke token failed', 401],
  101016: ['refresh token failed', 401],
  101017: ['duplicate email'],
  101018: ['permission denied', 403],
  101025: ['duplicated data', 409],
  101031: ['too many sign-in attempts', 429],
};

/** One violation of a parameter error (101003), as listed in errorData. */
export interface Violation {
  /** Where: body, query, path or header. */
  in: 'body' | 'query' | 'path' | 'header';
  /** The field, dotted for nested ones ('' for the whole body). */
  field: string;
  message: string;
}

/** A failure a handler throws; the dispatcher answers it as the error envelope. */
export class ApiFailure extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly errorData?: unknown,
    readonly extra?: unknown,
    status?: number,
  ) {
    super(message ?? CATALOGUE[code]?.[0] ?? `error ${code}`);
    this.name = 'ApiFailure';
    this.status = status ?? CATALOGUE[code]?.[1] ?? 400;
  }

  get envelope(): ErrorEnvelope {
    const body: ErrorEnvelope = { code: this.code, message: this.message };
    if (this.errorData !== undefined) body.errorData = this.errorData;
    if (this.extra !== undefined) body.extra = this.extra;
    return body;
  }
}

/** Shorthands for the failures handlers raise most. */
export const fail = {
  parameter: (message: string, errorData?: Violation[], extra?: unknown) => new ApiFailure(101003, message, errorData, extra),
  field: (field: string, message: string) => new ApiFailure(101003, undefined, [{ in: 'body', field, message }]),
  credentials: () => new ApiFailure(101012),
  notEnabled: (message = 'account not enabled') => new ApiFailure(101008, message),
  invalidToken: (message?: string) => new ApiFailure(101013, message),
  wrongCode: () => new ApiFailure(101013, 'wrong verification code'),
  expired: () => new ApiFailure(101014),
  revoke: () => new ApiFailure(101015),
  refresh: () => new ApiFailure(101016),
  denied: (message = 'permission denied') => new ApiFailure(101018, message),
  duplicate: (message = 'duplicated data', errorData?: unknown) => new ApiFailure(101025, message, errorData),
};

/** A refusal (`code`) naming each offending row on the body field `field` (its errorData lists one violation a row). */
export const refusedRows = (code: ErrorCode, message: string, field: string, rows: readonly string[], extra?: unknown) =>
  new ApiFailure(code, message, rows.map((row) => ({ in: 'body', field, message: row })), extra);
