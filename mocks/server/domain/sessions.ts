// Token pairs: issue, authenticate, rotate (refresh) and revoke. Tokens are opaque random strings.
import type { components } from '../../../src/api/schema';
import { fail } from '../errors.ts';
import type { AccountRecord, Kind, SessionRecord } from '../state/model.ts';
import type { Store } from '../state/store.ts';
import type { BackendConfig, Caller } from '../types.ts';
import { randomToken, sha256 } from './secrets.ts';

type TokenPair = components['schemas']['TokenPair'];

export const TOKEN_TYPE = 'Bearer';

export function issuePair(
  store: Store,
  account: AccountRecord,
  area: Kind,
  now: number,
  config: BackendConfig,
  proxiedBy: number | null = null,
): TokenPair {
  const session: SessionRecord = {
    accessToken: randomToken('pat'),
    refreshToken: randomToken('prt'),
    accountId: account.id,
    area,
    createdAt: now,
    accessExpiresAt: now + config.accessTtlMs,
    refreshExpiresAt: now + config.refreshTtlMs,
    proxiedBy,
  };
  store.addSession(session);
  store.changed();
  return pairOf(session);
}

const pairOf = (session: SessionRecord): TokenPair => ({
  accessToken: session.accessToken,
  refreshToken: session.refreshToken,
  tokenType: TOKEN_TYPE,
});

/** The bearer token of an Authorization header (`Bearer <token>`, type matched case-insensitively). */
export function bearerToken(header: string | undefined): string | null {
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
      store.removeSession(session);
      store.changed();
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
    apiToken.lastUsedAt = new Date(now).toISOString();
    store.changed();
    return { account, via: 'apiToken', apiToken };
  }
  throw fail.invalidToken();
}

/** PATCH {kind}: the live pair of that area becomes a new pair; anything else is 101016. */
export function rotatePair(store: Store, pair: { accessToken: string; refreshToken: string }, area: Kind, now: number, config: BackendConfig): TokenPair {
  const session = store.sessionByRefresh(pair.refreshToken);
  if (!session || session.accessToken !== pair.accessToken || session.area !== area) throw fail.refresh();
  store.removeSession(session);
  store.changed();
  const account = store.accounts.get(session.accountId);
  if (session.refreshExpiresAt <= now || !account || !account.enabled) throw fail.refresh();
  return issuePair(store, account, area, now, config, session.proxiedBy);
}

/** DELETE {kind}: revokes the caller's own live pair; anything else is 101015. */
export function revokePair(store: Store, pair: { accessToken: string; refreshToken: string }, accountId: number, now: number): void {
  const session = store.sessionByRefresh(pair.refreshToken);
  if (!session || session.accessToken !== pair.accessToken || session.accountId !== accountId || session.refreshExpiresAt <= now) {
    throw fail.revoke();
  }
  store.removeSession(session);
  store.changed();
}

/** Ends every session of the account (disabled, removed, password set by someone else), except one if given. */
export function endSessionsOf(store: Store, accountId: number, keep?: SessionRecord): void {
  if (store.removeSessionsWhere((s) => s.accountId === accountId && s !== keep) > 0) store.changed();
}
