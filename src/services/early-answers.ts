// Answers asked for as a signed-in page starts (app/early-requests.ts: own information, an end user's announcements),
// before the query library and the router have arrived. Whichever read of the same data comes first (the route
// loader, the banner's prefetch, a screen) takes the answer instead of asking again; it is handed over once, so a
// later read (a refetch) is a call of its own. Before, the loader could run before the answers reached the query
// cache and every signed-in page asked for both twice (issue 29).
import type { Area } from '../api/areas';
import type { KindAccountGetSelf200, UserAnnouncementListAnnouncements200 } from '../api/generated/model';

interface Early {
  self: KindAccountGetSelf200;
  announcements: UserAnnouncementListAnnouncements200;
}

const given = new Map<Area, { [K in keyof Early]?: Promise<Early[K]> }>();

/** Keeps an answer for its first reader. A failure is that reader's to report (none when nobody takes it). */
export function giveEarly<K extends keyof Early>(area: Area, key: K, answer: Promise<Early[K]>): void {
  answer.catch(() => undefined);
  given.set(area, { ...given.get(area), [key]: answer });
}

/** The answer asked for early, once: undefined when none was asked for or it was taken already. */
export function takeEarly<K extends keyof Early>(area: Area, key: K): Promise<Early[K]> | undefined {
  const answers = given.get(area);
  const answer = answers?.[key];
  if (answers) delete answers[key];
  return answer;
}

/** Query options whose first fetch takes the early answer of `key` when there is one. */
export function takingEarly<O extends { queryFn?: unknown }, K extends keyof Early>(area: Area, key: K, options: O): O {
  const ask = options.queryFn as (...context: unknown[]) => Promise<Early[K]>;
  return { ...options, queryFn: (...context: unknown[]) => takeEarly(area, key) ?? ask(...context) };
}
