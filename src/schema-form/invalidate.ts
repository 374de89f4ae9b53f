// Generated query keys start with the call's URL; a change invalidates every query under a URL prefix
// (e.g. everything of one site after one of its settings is saved).
import type { QueryClient } from '@tanstack/react-query';

export const invalidateUnder = (queryClient: QueryClient, prefix: string) =>
  queryClient.invalidateQueries({
    predicate: (query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith(prefix),
  });
