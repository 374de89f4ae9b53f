import { act, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FOLLOW_CAP, FOLLOW_HELD_CAP, FOLLOW_MS, useFollow } from './follow';
import type { LogRow } from './log-query';

// A busy site: 200 new lines at every poll (a line every 25 ms), newest first, as the log search answers.
let written = 0;
const line = (k: number): LogRow => ({ reqID: `r${k}`, time: new Date(Date.UTC(2026, 10, 26, 12) + k * 25).toISOString(), siteID: 1, domain: 'shop.example', remoteIP: '203.0.113.7', method: 'GET', uri: `/${k}` });
const fetchSince = vi.fn(async (since: Date | null) => {
  const from = written;
  written += 200;
  const lines: LogRow[] = [];
  for (let k = written - 1; k >= from; k--) lines.push(line(k));
  return since ? lines.filter((l) => l.time > since.toISOString()) : lines;
});

function useFollowed(initial: LogRow[]) {
  const [rows, setRows] = useState(initial);
  return { rows, ...useFollow({ active: true, rows, setRows, fetchSince }) };
}

beforeEach(() => {
  vi.useFakeTimers();
  written = 0;
  fetchSince.mockClear();
});
afterEach(() => vi.useRealTimers());

describe('log search follow mode', () => {
  it('keeps the newest lines up to its cap over 10 minutes of polls and counts the older ones let go', async () => {
    const { result, unmount } = renderHook(() => useFollowed([]));
    await act(() => vi.advanceTimersByTimeAsync(10 * 60_000));
    // 121 polls (the first at once, then every 5 s) of 200 lines: 24,200 lines written.
    expect(fetchSince).toHaveBeenCalledTimes(10 * 60_000 / FOLLOW_MS + 1);
    expect(result.current.rows).toHaveLength(FOLLOW_CAP);
    expect(result.current.dropped).toBe(written - FOLLOW_CAP);
    expect(result.current.rows[0]!.reqID).toBe(`r${written - 1}`);
    expect(result.current.rows.at(-1)!.reqID).toBe(`r${written - FOLLOW_CAP}`);
    // Each poll asks from the newest line known, not from where follow mode started.
    expect(fetchSince.mock.lastCall![0]!.toISOString()).toBe(line(written - 201).time);
    unmount();
  });

  it('holds at most its cap of lines while the reader is away from the top, and puts them on top on return', async () => {
    const { result, unmount } = renderHook(() => useFollowed([]));
    await act(() => vi.advanceTimersByTimeAsync(0));
    act(() => result.current.onAtTop(false));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(result.current.rows).toHaveLength(200);
    expect(result.current.waiting).toBe(FOLLOW_HELD_CAP);
    act(() => result.current.onAtTop(true));
    expect(result.current.waiting).toBe(0);
    expect(result.current.rows).toHaveLength(200 + FOLLOW_HELD_CAP);
    expect(result.current.rows[0]!.reqID).toBe(`r${written - 1}`);
    unmount();
  });
});
