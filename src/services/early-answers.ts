// Answers asked for as a signed-in page starts (app/early-requests.ts: own information, an end user's announcements),
// before the query library and the router have arrived. Whichever read of the same data comes first (the route
// loader, the banner's prefetch, a screen) takes the answer instead of asking again; it is handed over once, so a
// later read (a refetch) is a call of its own. Before, the loader could run before the answers reached the query
// cache and every signed-in page asked for both twice (issue 29). An answer is for the session that asked: once the
// page works in another one (a sub-user's console opened in this tab, a new sign-in), it is nobody's.
import { type Area, readTokens } from '../api/areas';
import type { KindAccountGetSelf200, UserAnnouncementListAnnouncements200 } from '../api/generated/model';

interface Early {
  self: KindAccountGetSelf200;
  announcements: UserAnnouncementListAnnouncements200;
}

const given = new Map<Area, { [K in keyof Early]?: { answer: Promise<Early[K]>; token: string | undefined } }>();

/**
 * Keeps an answer for its first reader, with the access token of the session it was asked in. A failure is that
 * reader's to report (none when nobody takes it).
 */
export function giveEarly<K extends keyof Early>(area: Area, key: K, answer: Promise<Early[K]>): void {
  answer.catch(() => undefined);
  given.set(area, { ...given.get(area), [key]: { answer, token: readTokens(area)?.accessToken } });
}

/** The answer asked for early, once, in the session still current: otherwise undefined (the reader asks itself). */
export function takeEarly<K extends keyof Early>(area: Area, key: K): Promise<Early[K]> | undefined {
  const answers = given.get(area);
  const early = answers?.[key];
  if (answers) delete answers[key];
  return early && early.token === readTokens(area)?.accessToken ? early.answer : undefined;
}

/** Query options whose first fetch takes the early answer of `key` when there is one. */
export function takingEarly<O extends { queryFn?: unknown }, K extends keyof Early>(area: Area, key: K, options: O): O {
  const ask = options.queryFn as (...context: unknown[]) => Promise<Early[K]>;
  return { ...options, queryFn: (...context: unknown[]) => takeEarly(area, key) ?? ask(...context) };
}
