// onePassKeys: the second sign-in step and a pending change of the two-factor method. Single use,
// short-lived, and burnt after too many wrong codes.
import type { AccountRecord, ChallengeRecord } from '../state/model.ts';
import type { Store } from '../state/store.ts';
import type { BackendConfig } from '../types.ts';
import { randomToken, sameCode, totpAcceptedStep } from './secrets.ts';

type NewChallenge = Pick<ChallengeRecord, 'purpose' | 'area' | 'login2FAType'> & { account: AccountRecord; code?: string | null; secret?: string | null };

export function createChallenge(store: Store, spec: NewChallenge, now: number, config: BackendConfig) {
  const { account, code = null, secret = null, ...fields } = spec;
  // One pending challenge of a purpose per account: a new sign-in attempt replaces the previous one.
  store.challenges.deleteWhere((c) => c.accountId === account.id && c.purpose === spec.purpose);
  const challenge = store.challenges.put({
    key: randomToken('opk'),
    ...fields,
    accountId: account.id,
    code,
    secret,
    verified: false,
    attempts: 0,
    expiresAt: now + config.challengeTtlMs,
  });
  store.changed();
  return challenge;
}

/** The live challenge of that key and purpose, or undefined. */
export function findChallenge(store: Store, key: string, purpose: ChallengeRecord['purpose'], now: number) {
  const challenge = store.challenges.get(key);
  if (!challenge || challenge.purpose !== purpose) return undefined;
  if (challenge.expiresAt <= now) {
    store.challenges.delete(key);
    store.changed();
    return undefined;
  }
  return challenge;
}

/**
 * Checks a code against the challenge: the stored code (mailed or returned), or the authenticator's code for
 * `totp.secret`, accepted once per time step after `totp.lastStep` (answered as `totpStep`: the caller keeps it as the last one).
 * A wrong code counts; the last allowed wrong code burns the key.
 */
export function checkCode(
  store: Store,
  challenge: ChallengeRecord,
  code: string,
  totp: { secret: string | null; lastStep?: number },
  now: number,
  config: BackendConfig,
): { right: boolean; totpStep?: number } {
  const app = challenge.login2FAType === 1;
  const totpStep = app && totp.secret !== null ? (totpAcceptedStep(totp.secret, code, now, totp.lastStep) ?? undefined) : undefined;
  const right = app ? totpStep !== undefined : challenge.code !== null && sameCode(challenge.code, code);
  if (!right) {
    challenge.attempts += 1;
    if (challenge.attempts >= config.maxCodeAttempts) store.challenges.delete(challenge.key);
    store.changed();
  }
  return { right, ...(totpStep !== undefined ? { totpStep } : {}) };
}

export function consumeChallenge(store: Store, challenge: ChallengeRecord) {
  store.challenges.delete(challenge.key);
  store.changed();
}
