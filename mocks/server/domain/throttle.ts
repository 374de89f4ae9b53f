// Password and code throttling (issue 24: stop attackers, not owners).
//  - Per account AND client address together: the first PAIR_FREE_FAILURES wrong passwords cost nothing; each
//    further one makes that pair wait 1 s, 2 s, 4 s … (capped at PAIR_MAX_DELAY_MS). Someone guessing elsewhere
//    never makes the owner wait; a right password clears the pair. Sign-in (either step) and the password checks
//    inside a session (POST {kind}/verify, PATCH {kind}/password, turning two-factor off) share the pair's count.
//  - Per client address over every account: ADDRESS_PASSWORD_LIMIT wrong passwords in THROTTLE_WINDOW_MS and the
//    address waits until the oldest leaves the window (one machine trying many accounts).
//  - Per account, wrong second-step codes over all its onePassKeys (only someone who has the password gets there).
// IPv6 addresses count by their /64 (what one host or home is usually given). A throttled step answers 101031
// (HTTP 429) before the password or code is looked at, extra = { num: minutes, seconds } to wait (rounded up).
// Kept in memory (a restart clears it), like a real gateway's counters.
import ipaddr from 'ipaddr.js';
import { ApiFailure, fail } from '../errors.ts';
import type { AccountRecord } from '../state/model.ts';
import type { Store } from '../state/store.ts';
import { verifyPassword } from './secrets.ts';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/** Wrong passwords an (account, address) pair makes without waiting. */
export const PAIR_FREE_FAILURES = 3;
/** The wait after the first failure beyond the free ones; it doubles with each further failure. */
const PAIR_FIRST_DELAY_MS = 1000;
export const PAIR_MAX_DELAY_MS = 15 * 60 * 1000;
/** Wrong passwords (any accounts) an address survives in a window. */
export const ADDRESS_PASSWORD_LIMIT = 20;
/** Wrong second-step codes an account survives in a window, over all its onePassKeys. */
export const ACCOUNT_CODE_LIMIT = 10;

interface PairState {
  failures: number;
  /** No attempt before this (ms). */
  until: number;
  /** Forgotten after this (ms): a quiet window after the last wait ended. */
  forgetAt: number;
}

interface Counters {
  pairs: Map<string, PairState>;
  windows: Map<string, number[]>;
  sweptAt: number;
}

const counters = new WeakMap<Store, Counters>();

function countersOf(store: Store, now: number) {
  const found: Counters = counters.get(store) ?? { pairs: new Map(), windows: new Map(), sweptAt: now };
  counters.set(store, found);
  // Forgotten entries go once a minute, so guessed names and addresses do not pile up.
  if (now - found.sweptAt > 60_000) {
    found.sweptAt = now;
    for (const [key, pair] of found.pairs) if (pair.forgetAt <= now) found.pairs.delete(key);
    for (const [key, times] of found.windows) if (!times.some((at) => at > now - THROTTLE_WINDOW_MS)) found.windows.delete(key);
  }
  return found;
}

/** The key of a client address: IPv4 as is, IPv6 by its /64, anything else as given. */
export function addressKey(address: string | undefined) {
  const text = address ?? '';
  if (!ipaddr.isValid(text)) return text || 'unknown';
  const parsed = ipaddr.process(text);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...parts, 0, 0, 0, 0]).toString()}/64`;
}

const throttled = (waitMs: number) => {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new ApiFailure(101031, 'too many sign-in attempts', undefined, { num: Math.ceil(seconds / 60), seconds });
};

/** The wait a pair has earned after `failures` wrong passwords. */
export function pairDelayMs(failures: number) {
  if (failures < PAIR_FREE_FAILURES) return 0;
  return Math.min(PAIR_MAX_DELAY_MS, PAIR_FIRST_DELAY_MS * 2 ** Math.min(failures - PAIR_FREE_FAILURES, 30));
}

function recentOf(state: Counters, key: string, now: number) {
  const recent = (state.windows.get(key) ?? []).filter((at) => at > now - THROTTLE_WINDOW_MS);
  state.windows.set(key, recent);
  return recent;
}

/** The wait until a sliding window of `limit` allows another try (0: now). */
function windowWaitMs(state: Counters, key: string, limit: number, now: number) {
  const recent = recentOf(state, key, now);
  return recent.length >= limit ? recent[recent.length - limit] + THROTTLE_WINDOW_MS - now : 0;
}

/**
 * Checks a password of the account (its id, or the name tried when there is none) from an address with the throttle:
 * refuses (101031) while its pair or its address must wait, counts a wrong one (`right` false), clears the pair on a
 * right one (the address's count stays: it tried other accounts too). Answers `right`.
 */
export function throttledPasswordCheck(store: Store, now: number, attempt: { account: string; address: string | undefined }, check: () => boolean) {
  const state = countersOf(store, now);
  const address = addressKey(attempt.address);
  const key = `${attempt.account.toLowerCase()}@${address}`;
  const pair = state.pairs.get(key);
  const live = pair && pair.forgetAt > now ? pair : undefined;
  const waitMs = Math.max(live ? live.until - now : 0, windowWaitMs(state, `password:${address}`, ADDRESS_PASSWORD_LIMIT, now));
  if (waitMs > 0) throw throttled(waitMs);
  if (check()) {
    state.pairs.delete(key);
    return true;
  }
  const failures = (live?.failures ?? 0) + 1;
  const delay = pairDelayMs(failures);
  state.pairs.set(key, { failures, until: now + delay, forgetAt: now + delay + THROTTLE_WINDOW_MS });
  recentOf(state, `password:${address}`, now).push(now);
  return false;
}

/** A password check inside a session, counted as sign-in is: a stolen session guesses no faster than a sign-in form. */
export function checkOwnPassword(store: Store, now: number, address: string | undefined, account: AccountRecord, password: string) {
  if (!throttledPasswordCheck(store, now, { account: `id:${account.id}`, address }, () => verifyPassword(password, account.passwordHash))) throw fail.credentials();
}

/** Refuses (101031) a second-step code while the account has too many wrong ones; answers what counts its outcome. */
export function codeThrottle(store: Store, now: number, accountId: number) {
  const state = countersOf(store, now);
  const key = `code:${accountId}`;
  const waitMs = windowWaitMs(state, key, ACCOUNT_CODE_LIMIT, now);
  if (waitMs > 0) throw throttled(waitMs);
  return (right: boolean) => (right ? state.windows.delete(key) : recentOf(state, key, now).push(now));
}

/** Forgets every counter (a reset of the demo). */
export function resetThrottle(store: Store) {
  counters.delete(store);
}
