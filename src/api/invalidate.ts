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

/** A write's refresh, as told to the other tabs of the console (src/schema-form/concurrency/broadcast.ts). */
export type WriteRefresh = { operationId: string; path: PathValues } | { prefix: string };
let refreshListener: ((refresh: WriteRefresh) => void) | null = null;
/** Told of every refresh after a write made in this tab. */
export function onWriteRefresh(listener: ((refresh: WriteRefresh) => void) | null): void {
  refreshListener = listener;
}
export const announceWriteRefresh = (refresh: WriteRefresh) => refreshListener?.(refresh);

/** Marks stale (and refetches when shown) every cached read the write changed; `local`: a write of another tab, not told again. */
export function invalidateAfter(queryClient: QueryClient, operationId: OperationId, path: PathValues = {}, local = false): Promise<void> {
  if (!local) announceWriteRefresh({ operationId, path });
  const changed = changedBy(operationId, path);
  return queryClient.invalidateQueries({ predicate: (query) => typeof query.queryKey[0] === 'string' && changed(query.queryKey[0]) });
}
