// Every failure of every call becomes one shape: { isError, message, code, errorData, extra }.
export const DEFAULT_ERROR_MESSAGE = 'Some Error Occurred';

export class ApiError extends Error {
  readonly isError = true as const;
  /** Set by the transport when this error ended the session (its message was already given). */
  sessionEnded = false;
  constructor(
    message: string,
    readonly code: number | null,
    readonly errorData: unknown = undefined,
    readonly extra: unknown = undefined,
    readonly status: number | null = null,
  ) {
    super(message || DEFAULT_ERROR_MESSAGE);
    this.name = 'ApiError';
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

/** A non-2xx response becomes an ApiError; the body is read from a clone so the caller keeps the response. */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.clone().json();
  } catch {
    body = undefined;
  }
  if (body && typeof body === 'object') {
    const { code, message, errorData, extra } = body as Record<string, unknown>;
    return new ApiError(
      typeof message === 'string' ? message : DEFAULT_ERROR_MESSAGE,
      typeof code === 'number' ? code : null,
      errorData,
      extra,
      response.status,
    );
  }
  return new ApiError(DEFAULT_ERROR_MESSAGE, null, undefined, undefined, response.status);
}

/** A network failure, a timeout or anything thrown on the way. */
export function errorFromException(error: unknown): ApiError {
  if (isApiError(error)) return error;
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return new ApiError(error.name === 'TimeoutError' ? 'Request timed out' : 'Request aborted', null, error.name);
  }
  return new ApiError(DEFAULT_ERROR_MESSAGE, null, error instanceof Error ? error.message : undefined);
}

/** Codes that end the session (101014 only after its refresh failed). */
export const SESSION_END_CODES = new Set([101013, 101014, 101015, 101016]);
export const TOKEN_EXPIRED = 101014;
