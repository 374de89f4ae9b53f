// Long work whose result is a state reached later (issue 25: feedback that tells the truth): a node restart, a log
// push. The call only starts it; this reads the state again every few seconds until it has settled or the wait ends.

export interface FollowOptions {
  /** How long between two readings. */
  everyMs?: number;
  /** How long to read at most (the last reading then says what is still under way). */
  limitMs?: number;
  /** The wait between readings (tests pass their own). */
  wait?: (ms: number) => Promise<void>;
}

/** Reads (after `everyMs`, again and again, for at most `limitMs`) until `settled`; answers the last reading. */
export async function followUntil<T>(read: () => Promise<T>, settled: (value: T) => boolean, { everyMs = 2000, limitMs = 30_000, wait = defaultWait }: FollowOptions = {}): Promise<{ value: T; settled: boolean }> {
  const started = Date.now();
  for (;;) {
    await wait(everyMs);
    const value = await read();
    if (settled(value)) return { value, settled: true };
    if (Date.now() - started >= limitMs) return { value, settled: false };
  }
}

const defaultWait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
