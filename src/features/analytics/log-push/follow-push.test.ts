// @vitest-environment node
// "Push now" follows the pushes' records (issue 25): it ends once each pushed event's record has settled, names those
// that failed with the record's reason, and gives up after the wait with those still running. Real waits, fake clock.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PushRecordRow, PushState } from './config';
import { followPushes } from './follow-push';

const record = (id: number, eventID: number, status: PushState, message: string | null = null, type: 'manual' | 'schedule' = 'manual') =>
  ({ id, eventID, eventName: `event-${eventID}`, userID: 302, type, status, rows: 0, startTime: null, endTime: null, message, createdAt: '' }) as PushRecordRow;
const events = [
  { id: 41, name: 'siem-hourly' },
  { id: 42, name: 'incident-replay' },
];

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('followPushes', () => {
  it('waits while the records are processing, then says which completed and which failed, with the reason', async () => {
    // Each push runs 3 s: its record is processing, then settles (41 completes, 42 fails).
    const startedAt = Date.now();
    const read = vi.fn(async (eventID: number) => {
      const done = Date.now() - startedAt >= 3000;
      // An older record of the event (before the push) and a schedule record must not be taken for the push's.
      const older = record(90, eventID, 'failed', 'old failure');
      const ours = record(eventID === 41 ? 101 : 102, eventID, done ? (eventID === 41 ? 'completed' : 'failed') : 'processing', done && eventID === 42 ? 'HTTP 503 from the endpoint' : null);
      return [record(103, eventID, 'processing', null, 'schedule'), ours, older];
    });
    const outcome = followPushes(events, 100, read, { everyMs: 2000, limitMs: 30_000 });
    await vi.advanceTimersByTimeAsync(2000);
    expect(read).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    const { completed, failed, running } = await outcome;
    expect(completed.map(({ event }) => event.name)).toEqual(['siem-hourly']);
    expect(failed.map(({ event, record }) => [event.name, record.message])).toEqual([['incident-replay', 'HTTP 503 from the endpoint']]);
    expect(running).toEqual([]);
    // Two readings of both events; none after both settled.
    expect(read).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(read).toHaveBeenCalledTimes(4);
  });

  it('reads a settled event no more while another still runs', async () => {
    const read = vi.fn(async (eventID: number) => [record(eventID + 100, eventID, eventID === 41 ? 'completed' : read.mock.calls.length > 4 ? 'completed' : 'processing')]);
    const outcome = followPushes(events, 100, read, { everyMs: 1000 });
    await vi.advanceTimersByTimeAsync(4000);
    const { completed } = await outcome;
    expect(completed).toHaveLength(2);
    expect(read.mock.calls.filter(([id]) => id === 41)).toHaveLength(1);
  });

  it('gives up after the wait: an event whose record is still processing, or not there yet, is still running', async () => {
    const read = vi.fn(async (eventID: number) => (eventID === 41 ? [record(101, 41, 'processing')] : [record(99, 42, 'completed')]));
    const outcome = followPushes(events, 100, read, { everyMs: 2000, limitMs: 30_000 });
    let settled = false;
    void outcome.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(28_000);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(2000);
    const { completed, failed, running } = await outcome;
    expect(settled).toBe(true);
    expect([completed, failed]).toEqual([[], []]);
    expect(running.map((event) => event.name)).toEqual(['siem-hourly', 'incident-replay']);
    expect(read).toHaveBeenCalledTimes(30);
  });
});
