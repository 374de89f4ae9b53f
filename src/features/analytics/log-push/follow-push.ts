// "Push now" answers once the push has started; its outcome is the push record it leaves, which settles a few
// seconds later on completed or failed (issue 25: feedback that tells the truth). This follows the records of the
// pushed events until each has settled, or the wait ends.
import { type FollowOptions, followUntil } from '../../../services/follow';
import type { PushRecordRow } from './config';

export interface PushedEvent {
  id: number;
  name: string;
}

export interface PushOutcome {
  completed: { event: PushedEvent; record: PushRecordRow }[];
  failed: { event: PushedEvent; record: PushRecordRow }[];
  /** Still processing when the wait ended, or no record yet. */
  running: PushedEvent[];
}

/**
 * Follows the pushes of `events` started after the newest record that existed before them (`before`, a record id:
 * record ids grow, and the server's clock need not agree with the browser's). `read` answers an event's newest
 * records (the records list's call, filtered by the event), newest first.
 */
export async function followPushes(events: PushedEvent[], before: number, read: (eventID: number) => Promise<PushRecordRow[]>, { everyMs = 2000, limitMs = 30_000, wait }: FollowOptions = {}): Promise<PushOutcome> {
  const found = new Map<number, PushRecordRow>();
  const { value } = await followUntil(
    async () => {
      // Only the events whose push has not settled yet are read again.
      const open = events.filter((event) => found.get(event.id)?.status !== 'completed' && found.get(event.id)?.status !== 'failed');
      const answers = await Promise.all(open.map(async (event) => [event.id, await read(event.id)] as const));
      for (const [id, records] of answers) {
        const ours = records.find((record) => record.id > before && record.eventID === id && record.type === 'manual');
        if (ours) found.set(id, ours);
      }
      return events.map((event) => ({ event, record: found.get(event.id) }));
    },
    (all) => all.every(({ record }) => record && record.status !== 'processing'),
    { everyMs, limitMs, wait },
  );
  return {
    completed: value.flatMap(({ event, record }) => (record?.status === 'completed' ? [{ event, record }] : [])),
    failed: value.flatMap(({ event, record }) => (record?.status === 'failed' ? [{ event, record }] : [])),
    running: value.flatMap(({ event, record }) => (record && record.status !== 'processing' ? [] : [event])),
  };
}
