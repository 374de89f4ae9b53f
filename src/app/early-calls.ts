// The first calls of a signed-in page, asked for while the console's code is still loading (issue 16): own
// information and an end user's current announcements used to wait for the whole console, its texts and the router
// before leaving, and the page's first paint waited for both. Their answers go into the query cache that the route
// loader (requireSession) and the banner read; a failure is theirs to handle (the loader signs out, the banner is quiet).
// The two calls themselves left as the page started (app/early-requests.ts); this module needs the query library.
import type { Area } from '../api/areas';
import { prefetchAnnouncements } from '../features/announcements/prefetch';
import { queryClient } from '../services/query-client';
import { selfQuery } from '../services/self-query';
import { takeEarly } from './early-requests';

export function startEarlyCalls(area: Area): void {
  // Quiet: a failure here is reported once, by the loader's own attempt.
  const self = takeEarly(area, 'self');
  void queryClient.prefetchQuery({ ...selfQuery(area), ...(self && { queryFn: () => self }), meta: { silent: true } });
  if (area === 'user') void prefetchAnnouncements(queryClient, area, undefined, takeEarly(area, 'announcements'));
}
