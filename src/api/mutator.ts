// orval's mutator: the generated hooks call this, and this calls the one transport.
// It answers the parsed success body; every failure has already been thrown as an ApiError.
import { apiBaseUrl } from './config';
import { transportCall } from './transport';

/** Options of a call: RequestInit, and a look at the successful response (e.g. a download's file name in its headers). */
export interface ApiFetchOptions extends RequestInit {
  onResponse?: (response: Response) => void;
}

export async function apiFetch<T>(url: string, options: ApiFetchOptions = {}): Promise<T> {
  const { onResponse, ...init } = options;
  const response = await transportCall(`${apiBaseUrl()}${url}`, init);
  onResponse?.(response);
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('json') ? await response.json() : await response.text()) as T;
}

/** The error type of every generated hook: the transport's normalised error. */
export type ErrorType<_E> = import('./errors').ApiError;
