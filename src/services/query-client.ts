// One QueryClient: failed queries and mutations are reported by default (meta.silent opts out,
// meta.duplicateMessage replaces the 101025 text); answers from the server are not retried.
import { type DefaultError, type DefaultedQueryObserverOptions, MutationCache, QueryCache, QueryClient, type QueryKey, type QueryObserverOptions } from '@tanstack/react-query';
import { isApiError } from '../api/errors';
import { hasEarlyReads, takeEarlyBody } from '../api/transport';
import { type ReportOptions, reportError } from './feedback';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ReportOptions;
    mutationMeta: ReportOptions;
  }
}

/**
 * The address a generated hook's query key names (`[path, params?]`, as orval writes them: arrays repeated, null as
 * 'null'); undefined for any other key.
 */
export function pathOfQueryKey(key: QueryKey): string | undefined {
  const [path, params, ...rest] = key;
  if (typeof path !== 'string' || !path.startsWith('/') || rest.length > 0) return undefined;
  if (params === undefined) return path;
  if (typeof params !== 'object' || params === null || Array.isArray(params)) return undefined;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params as Record<string, unknown>)) {
    for (const one of Array.isArray(value) ? value : [value]) if (one !== undefined) query.append(name, one === null ? 'null' : String(one));
  }
  return query.size > 0 ? `${path}?${query}` : path;
}

/**
 * A query whose address was read early (api/transport.ts `readEarly`: asked for as the page started) and whose answer
 * has arrived starts with that answer (issue 29): the screen's first render has its rows, instead of a render without
 * them and another one as the answer is taken. The answer counts as fetched when it arrived (staleTime applies).
 */
class ConsoleQueryClient extends QueryClient {
  override defaultQueryOptions<
    TQueryFnData = unknown,
    TError = DefaultError,
    TData = TQueryFnData,
    TQueryData = TQueryFnData,
    TQueryKey extends QueryKey = QueryKey,
    TPageParam = never,
  >(
    options:
      | QueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey, TPageParam>
      | DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey>,
  ): DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey> {
    const defaulted = super.defaultQueryOptions(options);
    if (!hasEarlyReads() || defaulted.initialData !== undefined || defaulted.enabled === false) return defaulted;
    const path = pathOfQueryKey(defaulted.queryKey);
    // Only for a query not in the cache yet (a query there has or is getting its answer).
    if (path === undefined || this.getQueryCache().get(defaulted.queryHash)) return defaulted;
    const early = takeEarlyBody(path);
    return early ? { ...defaulted, initialData: early.data as TQueryData, initialDataUpdatedAt: early.at } : defaulted;
  }
}

export const queryClient = new ConsoleQueryClient({
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
