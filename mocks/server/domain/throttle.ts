// Sign-in throttling: wrong passwords per account and per address, wrong second-step codes per account (whatever
// onePassKey they came with), each counted over a sliding window. Over the limit the step answers 101031
// (HTTP 429) with extra.num = the minutes to wait, before the password or code is even looked at.
// Kept in memory (a restart clears it), like a real gateway's counters.
import { ApiFailure } from '../errors.ts';
import type { Store } from '../state/store.ts';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/** Wrong passwords an account survives in a window. */
export const ACCOUNT_PASSWORD_LIMIT = 5;
/** Wrong passwords (any accounts) an address survives in a window. */
export const ADDRESS_PASSWORD_LIMIT = 20;
/** Wrong second-step codes an account survives in a window, over all its onePassKeys. */
export const ACCOUNT_CODE_LIMIT = 10;

const counters = new WeakMap<Store, Map<string, number[]>>();

function failuresOf(store: Store, key: string, now: number): number[] {
  let map = counters.get(store);
  if (!map) {
    map = new Map();
    counters.set(store, map);
  }
  const recent = (map.get(key) ?? []).filter((at) => at > now - THROTTLE_WINDOW_MS);
  map.set(key, recent);
  return recent;
}

export const throttled = (minutes: number): ApiFailure => new ApiFailure(101031, 'too many sign-in attempts', undefined, { num: minutes });

/** Refuses (101031) when any key has reached its limit; the wait lasts until its oldest failure leaves the window. */
export function checkThrottle(store: Store, now: number, limits: readonly [key: string, limit: number][]): void {
  for (const [key, limit] of limits) {
    const recent = failuresOf(store, key, now);
    if (recent.length >= limit) {
      const waitMs = recent[recent.length - limit] + THROTTLE_WINDOW_MS - now;
      throw throttled(Math.max(1, Math.ceil(waitMs / 60_000)));
    }
  }
}

export function recordFailure(store: Store, now: number, keys: readonly string[]): void {
  for (const key of keys) failuresOf(store, key, now).push(now);
}

export function clearFailures(store: Store, keys: readonly string[]): void {
  for (const key of keys) counters.get(store)?.delete(key);
}

/** Forgets every counter (a reset of the demo). */
export function resetThrottle(store: Store): void {
  counters.delete(store);
}
