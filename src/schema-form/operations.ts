// Calls a contract operation by its id, through the one transport: the imperative way, for callers that name
// their calls as data (form and list descriptors) and for reads the generator makes no query hook for (POST
// reads). Screens otherwise use the generated hooks. Either way a query key starts with the call's URL, so a
// write refreshes it through `invalidateAfter` (src/api/invalidate.ts) and nobody builds keys by hand.
import { queryOptions } from '@tanstack/react-query';
import { operations } from '../api/generated/operations';
import type { OperationId } from '../api/invalidate';
import { apiFetch } from '../api/mutator';
import { areaOfPath } from '../api/areas';

export interface OperationArgs {
  path?: Record<string, string | number>;
  /** An array is sent as the key repeated (`tags=a&tags=b`), as the generated hooks and openapi-fetch send it. */
  query?: Record<string, string | number | boolean | undefined | readonly (string | number)[]>;
  body?: unknown;
}

export function operationUrl(id: string, args: OperationArgs = {}): { method: string; url: string } {
  const found = operations[id];
  if (!found) throw new Error(`Unknown operation ${id}`);
  const [method, template] = found;
  const url = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    // A `{kind}` call named as data (a list descriptor shared by consoles) is made for the console shown.
    const value = args.path?.[name] ?? (name === 'kind' ? areaOfPath(window.location.pathname) : undefined);
    if (value === undefined) throw new Error(`${id}: path parameter ${name} missing`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(args.query ?? {})) {
    if (Array.isArray(value)) for (const item of value) query.append(key, String(item));
    else if (value !== undefined) query.set(key, String(value));
  }
  return { method, url: query.size ? `${url}?${query}` : url };
}

export function callOperation<T = unknown>(id: string, args: OperationArgs = {}): Promise<T> {
  const { method, url } = operationUrl(id, args);
  const hasBody = args.body !== undefined;
  return apiFetch<T>(url, {
    method,
    headers: hasBody ? { 'Content-Type': 'application/json' } : undefined,
    body: hasBody ? JSON.stringify(args.body) : undefined,
  });
}

/** Query options of a read named by operation id: key `[url without query, args]`, fetched through `callOperation`. */
export function operationQuery<T>(id: OperationId, args: OperationArgs = {}) {
  const { url } = operationUrl(id, { path: args.path });
  return queryOptions({ queryKey: [url, args] as const, queryFn: () => callOperation<T>(id, args) });
}
