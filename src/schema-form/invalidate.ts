// Generated query keys start with the call's URL; a change invalidates every query under a URL prefix.
// Prefer `invalidateAfter(queryClient, operationId, path)` (src/api/invalidate.ts): the contract says what a
// write changes. This prefix form stays for screens not moved to it yet.
import type { QueryClient } from '@tanstack/react-query';
import { announceWriteRefresh } from '../api/invalidate';

export { invalidateAfter } from '../api/invalidate';

export const invalidateUnder = (queryClient: QueryClient, prefix: string, local = false) => {
  if (!local) announceWriteRefresh({ prefix });
  return queryClient.invalidateQueries({
    predicate: (query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith(prefix),
  });
};
