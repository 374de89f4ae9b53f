// Passwords (scrypt), opaque random tokens, one-time codes and secret hashes; authenticator-app codes: TOTP, SHA1,
// 6 digits, 30 s, accepted one period either side, and once only (RFC 6238 §5.2): the caller keeps the last accepted
// time step and passes it as `after`.
import { createHash, randomBytes, randomInt, scryptSync, timingSafeEqual } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

// A low scrypt cost (about 5 ms a hash): this backend serves demos and tests, where every sign-in checks a
// password twice. The cost is stored in each hash, so it can be raised without breaking saved state.
const SCRYPT_COST = 1 << 10;
const KEY_LENGTH = 32;

export function hashPassword(password: string, salt: Buffer = randomBytes(16)) {
  const hash = scryptSync(password, salt, KEY_LENGTH, { N: SCRYPT_COST });
  return `scrypt$${SCRYPT_COST}$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

/** The seed hashes with a salt derived from the account, so the seed is the same at every reset. */
export const seedSalt = (email: string) => createHash('sha256').update(`parapet-seed:${email}`).digest().subarray(0, 16);

export function verifyPassword(password: string, stored: string | null) {
  if (!stored) return false;
  const [scheme, cost, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !cost || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = scryptSync(password, Buffer.from(salt, 'base64url'), expected.length, { N: Number(cost) });
  return timingSafeEqual(actual, expected);
}

export const randomToken = (prefix: string) => `${prefix}_${randomBytes(32).toString('base64url')}`;

export const randomCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Compares two codes without leaking where they differ. */
export function sameCode(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const totpFor = (secret: string, label: string) =>
  new TOTP({ issuer: 'Parapet', label, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });

export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The otpauth:// URI the console shows as a QR code. */
export const totpUri = (secret: string, email: string) => totpFor(secret, email).toString();

export const totpCode = (secret: string, now: number) => totpFor(secret, '').generate({ timestamp: now });

/**
 * The time step (30-second periods since the epoch) of `code` if it is valid now and of a step later than
 * `after` (the last step this secret had accepted), else null: a code is accepted once, and no older code
 * is accepted after a newer one.
 */
export function totpAcceptedStep(secret: string, code: string, now: number, after?: number) {
  const delta = totpFor(secret, '').validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  const step = Math.floor(now / 30_000) + delta;
  return after !== undefined && step <= after ? null : step;
}

/** Seconds until the current code changes. */
export const totpRemaining = (now: number) => 30 - (Math.floor(now / 1000) % 30);
