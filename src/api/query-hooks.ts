// TanStack Query's useQuery as every screen and generated hook gets it: the build, the dev server and the unit tests
// take the console's imports of `useQuery` from '@tanstack/react-query' from here (scripts/vite-query-hooks.mjs). One
// change (issue 29): a query's first answer is drawn in a deferred render, which React draws in slices
// of a few milliseconds between which the browser can paint and answer a tap, instead of in the synchronous render
// that TanStack's store subscription asks for (on a phone each such render of a list or a dashboard blocked the main
// thread for 0.1–0.4 s). The render just before it shows the query still waiting, as the screen already was.
import { useQuery as useQueryNow } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';

/**
 * The result a component mounted with stands in for its query's first answer until the deferred render draws it, if
 * the component mounted waiting (an answer already in the cache, or a later one, is drawn as it comes).
 */
function useFirstAnswerDeferred<T extends { isPending: boolean }>(result: T): T {
  const [mounted] = useState(result);
  const shownWaiting = useDeferredValue(result.isPending);
  return !result.isPending && shownWaiting && mounted.isPending ? mounted : result;
}

export const useQuery: typeof useQueryNow = ((...args: Parameters<typeof useQueryNow>) => useFirstAnswerDeferred(useQueryNow(...args))) as typeof useQueryNow;
