// Asking for the current announcements ahead of the banner (issue 16): the page's first paint includes the banner
// instead of being pushed down by it later, and the call leaves with the page's first calls, not after the banner's code.
import type { QueryClient } from '@tanstack/react-query';
import type { Area } from '../../api/areas';
import { getUserAnnouncementListAnnouncementsQueryOptions } from '../../api/generated/hooks/announcement/announcement';
import { getClientAnnouncementListCurrentAnnouncementsQueryOptions } from '../../api/generated/hooks/client-announcement/client-announcement';
import type { Account } from '../../api/generated/model';
import { takingEarly } from '../../services/early-answers';
import { READ } from './read';

export { READ } from './read';
/** The banner is a courtesy, not the page: its calls are quiet (a failure shows nothing) and kept five minutes. */
export const quiet = (enabled: boolean) => ({ query: { enabled, staleTime: 5 * 60_000, meta: { silent: true } } });

/**
 * Asks for the current announcements. `self` is needed for the client console only (a sub-client reads its
 * reseller's); a failure is left to the banner (silent). An end user's answer was asked for as the page started
 * (app/early-requests.ts): the first fetch takes it.
 */
export function prefetchAnnouncements(queryClient: QueryClient, area: Area, self?: Account): Promise<void> {
  if (area === 'user') return queryClient.prefetchQuery(takingEarly(area, 'announcements', getUserAnnouncementListAnnouncementsQueryOptions(READ, quiet(true))));
  if (area === 'client' && self?.parentClientID != null) return queryClient.prefetchQuery(getClientAnnouncementListCurrentAnnouncementsQueryOptions(READ, quiet(true)));
  return Promise.resolve();
}
