// The first calls of a signed-in page, sent as the page starts (issue 29): own information (the route loader waits for
// it) and an end user's current announcements (the loader waits a moment for them too: the banner is part of the first
// paint). They go through the typed client and the one transport, which the entry has loaded already; app/early-calls.ts
// hands their answers to the query cache once the query library has arrived. Sent from there, they left only after
// that library (about a second later on a phone's network), and the first render waited for them after the code.
import type { Area } from '../api/areas';
import { api, callOptions } from '../api/client';
import { READ } from '../features/announcements/read';

const selfCall = (area: Area) => api.GET('/{kind}/account/self', { ...callOptions(), params: { path: { kind: area } } }).then(({ data }) => data!);
const announcementsCall = () => api.GET('/user/announcements', { ...callOptions(), params: { query: READ } }).then(({ data }) => data!);

interface Early {
  self: ReturnType<typeof selfCall>;
  announcements: ReturnType<typeof announcementsCall>;
}

const sent = new Map<Area, Partial<Early>>();

/** A failure is the query's to report when it is taken (the transport has already ended a refused session). */
function quietly<T>(answer: Promise<T>): Promise<T> {
  answer.catch(() => undefined);
  return answer;
}

export function sendEarlyRequests(area: Area): void {
  sent.set(area, { self: quietly(selfCall(area)), ...(area === 'user' && { announcements: quietly(announcementsCall()) }) });
}

/** The answer of an early request, once: a later read of the same data is a call of its own. */
export function takeEarly<K extends keyof Early>(area: Area, key: K): Early[K] | undefined {
  const requests = sent.get(area);
  const answer = requests?.[key];
  if (requests) delete requests[key];
  return answer;
}
