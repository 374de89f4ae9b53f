// One QueryClient: failed queries and mutations are reported by default (meta.silent opts out,
// meta.duplicateMessage replaces the 101025 text); answers from the server are not retried.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/errors';
import { type ReportOptions, reportError } from './feedback';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ReportOptions;
    mutationMeta: ReportOptions;
  }
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error, query) => reportError(error, query.meta) }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => reportError(error, mutation.meta),
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A code means the server answered: asking again gives the same answer.
      retry: (failures, error) => failures < 1 && !(isApiError(error) && error.code !== null),
    },
    mutations: { retry: false },
  },
});
