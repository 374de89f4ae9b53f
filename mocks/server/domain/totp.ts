// Authenticator-app codes: TOTP, SHA1, 6 digits, 30 s, accepted one period either side.
import { Secret, TOTP } from 'otpauth';

export const TOTP_ISSUER = 'Parapet';
const WINDOW = 1;

const totpFor = (secret: string, label: string) =>
  new TOTP({ issuer: TOTP_ISSUER, label, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });

export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// URI the console shows as a QR code. */
export const totpUri = (secret: string, email: string): string => totpFor(secret, email).toString();

export const totpCode = (secret: string, now: number): string => totpFor(secret, '').generate({ timestamp: now });

export function totpValid(secret: string, code: string, now: number): boolean {
  return totpFor(secret, '').validate({ token: code, timestamp: now, window: WINDOW }) !== null;
}

/** Seconds until the current code changes. */
export const totpRemaining = (now: number): number => 30 - (Math.floor(now / 1000) % 30);
