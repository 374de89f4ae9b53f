// The one way a write refreshes what it changed: the contract says which cached reads each write operation
// changes (src/api/generated/invalidations.ts, made by scripts/gen.mjs), and every query key starts with its
// call's URL (generated hooks, `operationQuery`), so nobody builds key prefixes by hand.
import type { QueryClient } from '@tanstack/react-query';
import { invalidations } from './generated/invalidations';
import type { operations } from './generated/operations';

export type OperationId = keyof typeof operations & string;
export type PathValues = Record<string, string | number>;

const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/** A path template with the known parameters filled in, the others matching any one segment. */
function templatePattern(template: string, path: PathValues): string {
  return template
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return escape(part);
      const value = path[name];
      return value === undefined ? '[^/]+' : escape(encodeURIComponent(String(value)));
    })
    .join('');
}

/** Whether a query key's URL is one of the reads the write (with these path parameters) changes. */
export function changedBy(operationId: OperationId, path: PathValues = {}): (url: string) => boolean {
  const [scope, also] = invalidations[operationId] ?? [null, []];
  const patterns = [
    ...(scope ? [new RegExp(`^${templatePattern(scope, path)}(/|$)`)] : []),
    ...also.map((template) => new RegExp(`^${templatePattern(template, path)}$`)),
  ];
  return (url) => patterns.some((pattern) => pattern.test(url));
}

/** Marks stale (and refetches when shown) every cached read the write changed. */
export function invalidateAfter(queryClient: QueryClient, operationId: OperationId, path: PathValues = {}): Promise<void> {
  const changed = changedBy(operationId, path);
  return queryClient.invalidateQueries({ predicate: (query) => typeof query.queryKey[0] === 'string' && changed(query.queryKey[0]) });
}
