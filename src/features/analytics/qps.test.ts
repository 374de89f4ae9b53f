import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Point, QPS_POLL_MS, QPS_STEP_MS, QPS_WINDOW_MS, startQpsPoller } from './qps';

const T0 = Date.parse('2026-11-26T12:02:00Z');

/** A backend of 5-minute points: one per step start in [start, end). */
function backend() {
  const calls: { start: number; end: number }[] = [];
  const load = vi.fn(async (startTime: string, endTime: string): Promise<Point[]> => {
    const start = Date.parse(startTime);
    const end = Date.parse(endTime);
    calls.push({ start, end });
    const out: Point[] = [];
    for (let x = start; x < end; x += QPS_STEP_MS) out.push({ x, y: (x / QPS_STEP_MS) % 100 });
    return out;
  });
  return { calls, load };
}

describe('QPS poller', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => vi.useRealTimers());

  it('loads 6 hours in 5-minute steps, then only the latest 5 minutes every 5 minutes, shifting the window', async () => {
    const { calls, load } = backend();
    let shown: Point[] = [];
    const poller = startQpsPoller({ load, onPoints: (p) => (shown = p) });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    const firstStart = Math.floor((T0 - QPS_WINDOW_MS) / QPS_STEP_MS) * QPS_STEP_MS;
    expect(calls[0]).toEqual({ start: firstStart, end: T0 });
    expect(shown.length).toBe(73); // 6 hours of 5-minute steps and the current partial one
    const firstShown = shown[0]!.x;

    await vi.advanceTimersByTimeAsync(QPS_POLL_MS - 1);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    // The latest 5 minutes, from the 5-minute step they start in (whose point may have been partial).
    expect(calls[1]!.end - calls[1]!.start).toBeLessThan(QPS_POLL_MS + QPS_STEP_MS);
    expect(calls[1]!.start % QPS_STEP_MS).toBe(0);
    expect(calls[1]!.start).toBe(shown.at(-2)!.x);
    // The axis moved on: the oldest step left, the newest came in; no time appears twice.
    expect(shown[0]!.x).toBe(firstShown + QPS_STEP_MS);
    expect(new Set(shown.map((p) => p.x)).size).toBe(shown.length);
    expect(shown.at(-1)!.x).toBeLessThanOrEqual(T0 + QPS_POLL_MS);

    await vi.advanceTimersByTimeAsync(QPS_POLL_MS * 3);
    expect(calls).toHaveLength(5);
    for (const call of calls.slice(1)) expect(call.end - call.start).toBeLessThan(QPS_POLL_MS + QPS_STEP_MS);
    expect(shown.length).toBe(73);
    poller.stop();
  });

  it('stops while the page is hidden and loads the gap on return', async () => {
    const { calls, load } = backend();
    let shown: Point[] = [];
    const poller = startQpsPoller({ load, onPoints: (p) => (shown = p) });
    await vi.advanceTimersByTimeAsync(0);
    poller.pause();
    await vi.advanceTimersByTimeAsync(QPS_POLL_MS * 4);
    expect(calls).toHaveLength(1);
    poller.resume();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.start).toBe(Math.floor(T0 / QPS_STEP_MS) * QPS_STEP_MS);
    expect(shown.at(-1)!.x).toBe(Math.floor((T0 + QPS_POLL_MS * 4) / QPS_STEP_MS) * QPS_STEP_MS);
    await vi.advanceTimersByTimeAsync(QPS_POLL_MS);
    expect(calls).toHaveLength(3);
    poller.stop();
  });

  it('asks nothing more once the chart is left, even for a load under way', async () => {
    const { calls, load } = backend();
    const onPoints = vi.fn();
    const poller = startQpsPoller({ load, onPoints });
    poller.stop();
    await vi.advanceTimersByTimeAsync(QPS_POLL_MS * 10);
    expect(calls).toHaveLength(1);
    expect(onPoints).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
