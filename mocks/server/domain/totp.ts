// Authenticator-app codes: TOTP, SHA1, 6 digits, 30 s, accepted one period either side, and once only
// (RFC 6238 §5.2): the caller keeps the last accepted time step and passes it as `after`.
import { Secret, TOTP } from 'otpauth';

export const TOTP_ISSUER = 'Parapet';
const WINDOW = 1;

const totpFor = (secret: string, label: string) =>
  new TOTP({ issuer: TOTP_ISSUER, label, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });

export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// URI the console shows as a QR code. */
export const totpUri = (secret: string, email: string): string => totpFor(secret, email).toString();

export const totpCode = (secret: string, now: number): string => totpFor(secret, '').generate({ timestamp: now });

const PERIOD_MS = 30_000;

/**
 * The time step (30-second periods since the epoch) of `code` if it is valid now and of a step later than
 * `after` (the last step this secret had accepted), else null: a code is accepted once, and no older code
 * is accepted after a newer one.
 */
export function totpAcceptedStep(secret: string, code: string, now: number, after?: number): number | null {
  const delta = totpFor(secret, '').validate({ token: code, timestamp: now, window: WINDOW });
  if (delta === null) return null;
  const step = Math.floor(now / PERIOD_MS) + delta;
  return after !== undefined && step <= after ? null : step;
}

/** Seconds until the current code changes. */
export const totpRemaining = (now: number): number => 30 - (Math.floor(now / 1000) % 30);
