// Announcements: a client writes them for its end users, who see the current ones (start <= now < end) in
// order number order. Titles are unique per client (101025); the end must come after the start (101003).
import { type PageQuery, paginate } from '../domain/paging.ts';
import type { Store } from '../state/store.ts';
import { defineHandlers } from '../types.ts';
import { defineResource, stateOf } from './define.ts';
import { bodyError, DAY_MS, iso, type Schemas, unowned } from './system/common.ts';
import { collection, tenantRows } from './crud.ts';

type AnnouncementRecord = Schemas['ClientAnnouncement'] & { clientId: number };

interface AnnouncementsState {
  announcements: AnnouncementRecord[];
  sequence: number;
}

const byOrder = (a: AnnouncementRecord, b: AnnouncementRecord) => a.orderNumber - b.orderNumber || a.startTime.localeCompare(b.startTime) || a.id - b.id;

/** A page of a client's announcements shown now (start <= now < end), in order; none without a client. */
function currentPage(store: Store, clientId: number | null, now: number, query: PageQuery) {
  const rows = state(store).announcements.filter((a) => a.clientId === clientId && Date.parse(a.startTime) <= now && now < Date.parse(a.endTime)).sort(byOrder);
  return paginate(rows, query, unowned);
}

function checkWindow(startTime: string, endTime: string) {
  if (Date.parse(endTime) <= Date.parse(startTime)) throw bodyError('endTime', 'must be after startTime');
}

function seed(now: number) {
  const at = (days: number) => iso(now + days * DAY_MS);
  const row = (id: number, clientId: number, title: string, content: string, start: number, end: number, orderNumber: number, created: number) =>
    ({ id, clientId, title, content, startTime: at(start), endTime: at(end), orderNumber, createdAt: at(created), updatedAt: at(created) });
  return {
    announcements: [
      row(14, 102, 'TLS 1.0 and 1.1 retired', 'Edge nodes stopped accepting TLS 1.0 and 1.1. Clients need TLS 1.2 or newer.', -60, -30, 3, -67),
      row(15, 102, 'Scheduled maintenance of the Tokyo zone', 'Nodes in the Tokyo zone restart one by one between 02:00 and 04:00 (UTC+9); traffic moves to backup nodes meanwhile.', 2, 9, 1, -1),
      row(16, 102, 'New Frankfurt nodes for European visitors', 'Sites on the Business and Enterprise plans are now also served from Frankfurt (DE-CIX). Nothing to change on your side.', -5, 25, 2, -6),
      row(17, 102, 'Support hours over the holidays', 'The support desk answers from 09:00 to 18:00 (UTC+8) between Dec 24 and Jan 2; urgent outages are handled around the clock.', -1, 40, 1, -2),
      row(18, 103, 'Welcome to Skyline Shield', 'Your sites are protected by Skyline Shield. See the help centre for CNAME setup and WAF rules.', -90, 275, 0, -90),
      row(19, 104, 'Game Shield maintenance window', 'Layer-4 game ports are re-balanced every Tuesday 05:00-05:30 (UTC+8); players may reconnect once.', -14, 76, 1, -14),
    ],
    sequence: 19,
  };
}

const announcementsModule = defineResource<AnnouncementsState>({
  name: 'system-announcements',
  seed: ({ now }) => seed(now),
  handlers: defineHandlers({
    ...collection(
      { list: 'client-announcement-list-announcements', create: 'client-announcement-create-announcement', update: 'client-announcement-update-announcement', delete: 'client-announcement-delete-announcements' },
      {
        noun: 'announcement',
        at: (_input, context) => tenantRows(context, state(context.store), 'announcements', (s) => (s.sequence += 1)),
        paged: true,
        order: byOrder,
        created: true,
        unique: { field: 'title', key: (a) => a.title, message: (a) => `an announcement titled "${a.title}" exists` },
        make: (body, id, at, { now }) => {
          checkWindow(body.startTime, body.endTime);
          return { id, clientId: at.clientId, title: body.title, content: body.content ?? '', startTime: body.startTime, endTime: body.endTime, orderNumber: body.orderNumber ?? 0, createdAt: iso(now), updatedAt: iso(now) };
        },
        patch: (record, { id: _id, ...changes }, _at, { now }) => {
          Object.assign(record, changes, { updatedAt: iso(now) });
          checkWindow(record.startTime, record.endTime);
        },
        view: unowned,
      },
    ),
    // A reseller's sub-client reads its reseller's current announcements; a client without one has none.
    'client-announcement-list-current-announcements': { handle: ({ query }, { store, now, caller }) => currentPage(store, caller.account.parentClientID, now, query) },
    'user-announcement-list-announcements': { handle: ({ query }, { store, now, caller }) => currentPage(store, caller.account.clientID, now, query) },
  }),
});

const state = (store: Store): AnnouncementsState => stateOf(store, announcementsModule);

export default announcementsModule;
