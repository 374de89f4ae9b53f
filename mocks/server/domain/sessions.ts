// Token pairs: issue, authenticate, rotate (refresh) and revoke. Tokens are opaque random strings.
import { fail } from '../errors.ts';
import { pick } from '../resources/crud-more.ts';
import type { AccountRecord, Kind, SessionRecord } from '../state/model.ts';
import type { Store } from '../state/store.ts';
import type { BackendConfig, Caller } from '../types.ts';
import { randomToken, sha256 } from './secrets.ts';

type Unpaired = Omit<SessionRecord, 'accessToken' | 'refreshToken' | 'accessExpiresAt' | 'refreshExpiresAt'>;

const TOKEN_TYPE = 'Bearer';

export function issuePair(
  store: Store,
  account: AccountRecord,
  area: Kind,
  now: number,
  config: BackendConfig,
  proxiedBy: number | null = null,
  parentFamily: string | null = null,
) {
  return keptWithNewPair(store, now, config, {
    accountId: account.id,
    area,
    createdAt: now,
    proxiedBy,
    familyId: randomToken('fam'),
    retired: [],
    parentFamily,
  });
}

/** The session with a new pair of tokens and their expiry, kept; answers the pair. */
function keptWithNewPair(store: Store, now: number, config: BackendConfig, session: Unpaired) {
  const kept: SessionRecord = {
    ...session,
    accessToken: randomToken('pat'),
    refreshToken: randomToken('prt'),
    accessExpiresAt: now + config.accessTtlMs,
    refreshExpiresAt: now + config.refreshTtlMs,
  };
  store.addSession(kept);
  store.changed();
  return { ...pick(kept, ['accessToken', 'refreshToken']), tokenType: TOKEN_TYPE };
}

/** The family of a session (sessions saved before families existed are a family of their own). */
export const familyOf = (session: SessionRecord) => session.familyId ?? session.refreshToken;

/** Ends the sessions the predicate selects and, at any depth, the sessions switched into from them (a switched session ends with its parent). */
function endSessions(store: Store, predicate: (session: SessionRecord) => boolean) {
  for (let doomed = store.sessions.filter(predicate); doomed.length > 0; ) {
    const families = new Set(doomed.map(familyOf));
    for (const session of doomed) store.removeSession(session);
    store.changed();
    doomed = store.sessions.filter((s) => s.parentFamily != null && families.has(s.parentFamily));
  }
}

/** A rotated-away refresh token presented again within this time is refused without ending its family (two tabs racing). */
const REUSE_GRACE_MS = 10_000;
/** Rotated-away refresh tokens remembered per family. */
const RETIRED_KEPT = 50;

/** The bearer token of an Authorization header (`Bearer <token>`, type matched case-insensitively). */
export function bearerToken(header: string | undefined) {
  if (!header) return null;
  const match = /^(\S+)\s+(\S+)$/.exec(header.trim());
  if (!match || match[1].toLowerCase() !== TOKEN_TYPE.toLowerCase()) return null;
  return match[2];
}

/**
 * Who the token stands for. No, unknown or revoked token: 101013; expired access token: 101014
 * (unless `acceptExpired`). An API token's secret stands for its owner.
 */
export function authenticate(store: Store, token: string | null, now: number, acceptExpired = false): Caller {
  if (!token) throw fail.invalidToken('missing token');
  const session = store.sessions.get(token);
  if (session) {
    const account = store.accounts.get(session.accountId);
    if (!account || !account.enabled || session.refreshExpiresAt <= now) {
      // A read's bookkeeping (the session is dead either way): saved with the next write, not by this answer.
      store.removeSession(session);
      store.changedLater();
      throw fail.invalidToken();
    }
    // A switched-into session stands only while the operator who switched in does (and with it what was switched
    // into from it): a removed or disabled operator ends it, whatever ended or not its own sessions.
    const operator = session.proxiedBy == null ? undefined : store.accounts.get(session.proxiedBy);
    if (session.proxiedBy != null && (!operator || !operator.enabled)) {
      endSessions(store, (s) => s === session);
      throw fail.invalidToken();
    }
    if (session.accessExpiresAt <= now && !acceptExpired) throw fail.expired();
    return { account, via: 'session', session };
  }
  const apiToken = store.apiTokenBySecretHash(sha256(token));
  if (apiToken) {
    const account = store.accounts.get(apiToken.accountId);
    if (!account || !account.enabled) throw fail.invalidToken();
    if (apiToken.expiredAt !== null && Date.parse(apiToken.expiredAt) <= now) throw fail.expired();
    // A read never writes the state file: the last use is saved with the next write or on a timer.
    apiToken.lastUsedAt = new Date(now).toISOString();
    store.changedLater();
    return { account, via: 'apiToken', apiToken };
  }
  throw fail.invalidToken();
}

/**
 * PATCH {kind}: the live pair of that area becomes a new pair of the same family; anything else is 101016.
 * A refresh token already rotated away is a reuse (OAuth 2.0 security BCP): the whole family ends, with the
 * sessions switched into from it; within REUSE_GRACE_MS of its rotation it is only refused.
 */
export function rotatePair(store: Store, pair: { accessToken: string; refreshToken: string }, area: Kind, now: number, config: BackendConfig) {
  const session = store.sessionByRefresh(pair.refreshToken);
  if (!session) {
    const hash = sha256(pair.refreshToken);
    const live = store.sessions.find((s) => s.retired?.includes(hash) === true);
    if (live && now - (live.rotatedAt ?? 0) > REUSE_GRACE_MS) {
      const family = familyOf(live);
      endSessions(store, (s) => familyOf(s) === family);
    }
    throw fail.refresh();
  }
  if (session.accessToken !== pair.accessToken || session.area !== area) throw fail.refresh();
  store.removeSession(session);
  store.changed();
  const account = store.accounts.get(session.accountId);
  if (session.refreshExpiresAt <= now || !account || !account.enabled) {
    endSessions(store, (s) => s.parentFamily === familyOf(session));
    throw fail.refresh();
  }
  return keptWithNewPair(store, now, config, {
    ...session,
    familyId: familyOf(session),
    retired: [...(session.retired ?? []), sha256(session.refreshToken)].slice(-RETIRED_KEPT),
    rotatedAt: now,
  });
}

/** DELETE {kind}: revokes the caller's own live pair; anything else is 101015. */
export function revokePair(store: Store, pair: { accessToken: string; refreshToken: string }, accountId: number, now: number) {
  const session = store.sessionByRefresh(pair.refreshToken);
  if (!session || session.accessToken !== pair.accessToken || session.accountId !== accountId || session.refreshExpiresAt <= now) {
    throw fail.revoke();
  }
  // The sessions switched into from this one end with it.
  endSessions(store, (s) => s === session);
}

/** Ends every session of the account (disabled, removed, password set by someone else), except one if given. */
export function endSessionsOf(store: Store, accountId: number, keep?: SessionRecord) {
  endSessions(store, (s) => s.accountId === accountId && s !== keep);
}
