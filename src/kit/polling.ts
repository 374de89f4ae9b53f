// Polling of a read while the page can be seen: TanStack Query's interval, which skips its ticks while the
// document is hidden (refetchIntervalInBackground off) and stops with the last observer (the page left).
// A refresh that fails is not reported as a toast every few seconds: the screen shows the age of its data and a retry.
import { useInterval } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';

/** Node list: spec 9. */
export const NODE_LIST_REFRESH_MS = 5000;
/** Node information: spec 9. */
export const NODE_INFO_REFRESH_MS = 2000;

/** Query options that refresh every `ms` while the page is visible; failures are silent (shown by `RefreshState`). */
export const pollWhileVisible = (ms: number) =>
  ({
    refetchInterval: ms,
    refetchIntervalInBackground: false,
    meta: { silent: true },
  }) as const;

/** Seconds since `at` (ms), ticking every second; null before the first data. */
export function useSecondsSince(at: number): number | null {
  const [now, setNow] = useState(() => Date.now());
  const { start, stop } = useInterval(() => setNow(Date.now()), 1000);
  useEffect(() => {
    start();
    return stop;
  }, [start, stop]);
  if (!at) return null;
  return Math.max(0, Math.round((now - at) / 1000));
}

/**
 * What a polled list hands to the table: its rows, and an error only while there are none to show (a failed refresh
 * keeps the last rows; RefreshState says how old they are). Reads only these properties of the query, so a refresh
 * starting (isFetching) does not render the table again: only new rows do.
 */
export function useKeptRows<T>(query: { data?: T; isPending: boolean; isError: boolean; refetch: () => unknown }) {
  const { data, isPending, refetch } = query;
  const isError = query.isError && data === undefined;
  return useMemo(() => ({ data, isPending, isError, refetch }), [data, isPending, isError, refetch]);
}
