// After a write, the other open tabs of the same console refresh what it changed (issue 28). Every write's refresh
// (`invalidateAfter` by operation, `invalidateUnder` by URL prefix) is told on a BroadcastChannel named after the
// console shown (`parapet-writes-user`...); a tab showing that console invalidates the same TanStack Query keys,
// without telling the others again. A settings form open on the changed object sees its values move under it and
// says so (ReviewedForm).
import type { QueryClient } from '@tanstack/react-query';
import { type Area, AREAS, areaOfPath } from '../../api/areas';
import { invalidateAfter, type OperationId, onWriteRefresh, type WriteRefresh } from '../../api/invalidate';
import { invalidateUnder } from '../invalidate';

export const writeChannelName = (area: Area) => `parapet-writes-${area}`;

const isRefresh = (data: unknown): data is WriteRefresh =>
  data !== null &&
  typeof data === 'object' &&
  (typeof (data as { prefix?: unknown }).prefix === 'string' ||
    (typeof (data as { operationId?: unknown }).operationId === 'string' && typeof (data as { path?: unknown }).path === 'object'));

/** Applies a refresh told by another tab to this tab's cache. */
export function applyRemoteRefresh(queryClient: QueryClient, refresh: WriteRefresh): Promise<void> {
  return 'prefix' in refresh
    ? invalidateUnder(queryClient, refresh.prefix, true)
    : invalidateAfter(queryClient, refresh.operationId as OperationId, refresh.path ?? {}, true);
}

/** Starts telling and hearing writes; returns the stop. Started once by the app (not by tests of single screens). */
export function startWriteBroadcast(queryClient: QueryClient): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const shown = () => areaOfPath(location.pathname);
  const channels = new Map(AREAS.map((area) => [area, new BroadcastChannel(writeChannelName(area))] as const));
  for (const [area, channel] of channels) {
    channel.onmessage = (event: MessageEvent<unknown>) => {
      // A tab hears the console it shows; its cache holds that console's reads.
      if (area !== shown() || !isRefresh(event.data)) return;
      void applyRemoteRefresh(queryClient, event.data);
    };
  }
  onWriteRefresh((refresh) => channels.get(shown())?.postMessage(refresh));
  return () => {
    onWriteRefresh(null);
    for (const channel of channels.values()) channel.close();
  };
}
