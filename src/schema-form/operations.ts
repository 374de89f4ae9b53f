// Calls a contract operation by its id (descriptors name their calls this way), through the one transport.
import { operations } from '../api/generated/operations';
import { apiFetch } from '../api/mutator';

export interface OperationArgs {
  path?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
}

export function operationUrl(id: string, args: OperationArgs = {}): { method: string; url: string } {
  const found = operations[id];
  if (!found) throw new Error(`Unknown operation ${id}`);
  const [method, template] = found;
  const url = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = args.path?.[name];
    if (value === undefined) throw new Error(`${id}: path parameter ${name} missing`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(args.query ?? {})) if (value !== undefined) query.set(key, String(value));
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
