// The first calls of a signed-in page, sent as the page starts (issue 29): own information (the route loader waits for
// it) and an end user's current announcements (the loader waits a moment for them too: the banner is part of the first
// paint). They go through the typed client and the one transport, which the entry has loaded already; the first read
// of the same data takes their answers (services/early-answers.ts). Sent from the query library, they left only after
// that library (about a second later on a phone's network), and the first render waited for them after the code.
// The shell's branding (the operator's name in the header) goes with them as an early read (api/transport.ts): asked
// for once the shell had rendered, the header's name came 0.6-0.7 s after the page's heading at 4x CPU.
import type { Area } from '../api/areas';
import { api, callOptions } from '../api/client';
import { readEarly } from '../api/transport';
import { READ } from '../features/announcements/read';
import { giveEarly } from '../services/early-answers';

export function sendEarlyRequests(area: Area): void {
  giveEarly(area, 'self', api.GET('/{kind}/account/self', { ...callOptions(), params: { path: { kind: area } } }).then(({ data }) => data!));
  if (area === 'user') giveEarly(area, 'announcements', api.GET('/user/announcements', { ...callOptions(), params: { query: READ } }).then(({ data }) => data!));
  readEarly(`/${area}/logo`);
}
