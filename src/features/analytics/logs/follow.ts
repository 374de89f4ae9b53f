// The log search's follow mode: every few seconds, the lines newer than the newest known; put on top of the list
// while the reader is at the top, held (and counted) while they read further down, put on top when they come back.
// The list keeps the newest FOLLOW_CAP lines: a page left following for hours stays as light as after its first
// minutes, and says how many older lines it let go (docs/decisions.md).
import { type Dispatch, type SetStateAction, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { type LogRow, prependNew } from './log-query';

export const FOLLOW_MS = 5_000;
/** Lines the list keeps while following (newest first). */
export const FOLLOW_CAP = 5_000;
/** Lines held while the reader is away from the top. */
export const FOLLOW_HELD_CAP = 1_000;

interface Options {
  active: boolean;
  rows: readonly LogRow[];
  setRows: Dispatch<SetStateAction<LogRow[]>>;
  /** The lines after `since` (newest first); a failed poll is tried again at the next one. */
  fetchSince: (since: Date | null) => Promise<LogRow[]>;
}

export interface Follow {
  atTop: boolean;
  /** The list says whether it is scrolled to its top (coming back puts the lines held on top). */
  onAtTop: (atTop: boolean) => void;
  /** Lines waiting for the reader to come back to the top. */
  waiting: number;
  /** Older lines let go to keep the list to FOLLOW_CAP since follow mode was switched on. */
  dropped: number;
}

export function useFollow({ active, rows, setRows, fetchSince }: Options): Follow {
  const [atTop, setAtTop] = useState(true);
  const [waiting, setWaiting] = useState(0);
  const [dropped, setDropped] = useState(0);
  const held = useRef<LogRow[]>([]);
  const live = useRef({ atTop, rows, fetchSince, setRows });
  useLayoutEffect(() => {
    live.current = { atTop: live.current.atTop, rows, fetchSince, setRows };
  });

  /** The lines held, on top of the list, which keeps its newest FOLLOW_CAP. */
  const flush = useRef(() => {
    if (!held.current.length) return;
    const next = prependNew(live.current.rows, held.current, Infinity);
    held.current = [];
    setWaiting(0);
    const over = next.length - FOLLOW_CAP;
    const kept = over > 0 ? next.slice(0, FOLLOW_CAP) : next;
    // Read by a second flush before the list renders again.
    live.current.rows = kept;
    live.current.setRows(kept);
    if (over > 0) setDropped((n) => n + over);
  });

  useEffect(() => {
    held.current = [];
    if (!active) return;
    let cancelled = false;
    let first = true;
    const poll = async () => {
      // The newest line known (held or shown), read at each poll (not the rows of the moment follow mode started).
      const newest = held.current[0]?.time ?? live.current.rows[0]?.time ?? null;
      try {
        const fresh = await live.current.fetchSince(newest ? new Date(newest) : null);
        if (cancelled) return;
        if (first) setDropped(0);
        first = false;
        held.current = prependNew(held.current, fresh, FOLLOW_HELD_CAP);
        if (live.current.atTop) flush.current();
        else setWaiting(held.current.length);
      } catch {
        // The next poll tries again; the list stays as it is.
      }
    };
    const timer = setInterval(() => void poll(), FOLLOW_MS);
    void poll();
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [active]);

  const onAtTop = useCallback((top: boolean) => {
    if (top === live.current.atTop) return;
    live.current.atTop = top;
    setAtTop(top);
    if (top) flush.current();
  }, []);

  return { atTop, onAtTop, waiting: active ? waiting : 0, dropped: active ? dropped : 0 };
}
