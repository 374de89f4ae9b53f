// Log push (spec 3 push event and record, spec 4 push types, spec 7 log push calls): the screen is written once;
// what differs per console is here: the calls, the list descriptor of its events and how each console's push
// records read (the user console names a record's id `ID`, its kind `type` and its lines `rows`; the client
// console `id`, `pushType` and `count`, and says `success` for completed).
import type { Area } from '../../../api/areas';
import type { ClientLogPushRecord, LogPushRecord } from '../../../api/generated/model';
import type { OperationId } from '../../../api/invalidate';

export type PushState = 'processing' | 'completed' | 'failed';

/** A push record as the screen shows it, whatever the console's shape. */
export interface PushRecordRow {
  id: number;
  eventID: number;
  eventName: string;
  userID: number;
  type: 'manual' | 'schedule';
  status: PushState;
  rows: number;
  startTime: string | null;
  endTime: string | null;
  message: string | null;
  createdAt: string;
}

export interface LogPushConfig {
  /** The list descriptor of the events. */
  list: string;
  ops: {
    events: OperationId;
    push: OperationId;
    records: OperationId;
    sites: OperationId;
  };
  /** The accounts whose pushes can be looked for: the tenant's own accounts, or the operator's end users. */
  accounts: { kind: Area; auth?: 'user' };
  recordOf: (row: never) => PushRecordRow;
}

const fromUser = (r: LogPushRecord): PushRecordRow => ({
  id: r.ID,
  eventID: r.eventID,
  eventName: r.eventName ?? `#${r.eventID}`,
  userID: r.userID,
  type: r.type ?? 'manual',
  status: r.status,
  rows: r.rows ?? 0,
  startTime: r.startTime ?? null,
  endTime: r.endTime ?? null,
  message: r.message ?? null,
  createdAt: r.createdAt,
});

const fromClient = (r: ClientLogPushRecord): PushRecordRow => ({
  id: r.id,
  eventID: r.eventID,
  eventName: r.eventName,
  userID: r.userID,
  type: r.pushType,
  status: r.status === 'success' ? 'completed' : r.status,
  rows: r.count,
  startTime: r.startTime,
  endTime: r.endTime,
  message: r.message,
  createdAt: r.createdAt,
});

export const LOG_PUSH_CONFIG: Partial<Record<Area, LogPushConfig>> = {
  user: {
    list: 'common.list.logPushEvents',
    ops: { events: 'user-logPush-list-events', push: 'user-logPush-push-manually', records: 'user-logPush-list-records', sites: 'user-site-list-meta-sites' },
    accounts: { kind: 'user' },
    recordOf: fromUser as (row: never) => PushRecordRow,
  },
  client: {
    list: 'common.list.logPushEvents',
    ops: { events: 'client-logPush-list-events', push: 'client-logPush-push-manually', records: 'client-logPush-list-logs', sites: 'client-site-list-meta-sites' },
    accounts: { kind: 'client', auth: 'user' },
    recordOf: fromClient as (row: never) => PushRecordRow,
  },
};

/** How often the records are read again while a push runs. */
export const REFRESH_MS = 2_000;
