// Shared pieces of the system module: who the caller acts for, refusals, small value helpers.
import { createHash } from 'node:crypto';
import { tenantRoot } from '../../domain/accounts.ts';
import { ApiFailure, fail } from '../../errors.ts';

export { done } from '../../handlers/common.ts';
export { iso, refuseRepeats, type Schemas } from '../security/common.ts';
export const DAY_MS = 86_400_000;

/**
 * The client or user root a caller acts for. Each call of the system module is of one area (its x-permission names
 * no other, and none is shared), so the dispatcher has refused a caller of another area already (101018).
 */
export const clientRootOf = tenantRoot;

export const unowned = <T extends { clientId: number }>({ clientId: _c, ...row }: T) => row;

export const bodyError = fail.field;

/** Refuses (101003) a body whose fields `checks` finds missing, listing each ([field, missing, message]). */
export function requireFields(checks: readonly (readonly [field: string, missing: boolean, message: string])[]) {
  const missing = checks.filter(([, absent]) => absent).map(([field, , message]) => ({ in: 'body' as const, field, message }));
  if (missing.length) throw fail.parameter('parameter error', missing);
}

/** A deterministic number in [0, 1) from a text (seeds and simulated measurements). */
export function unit(text: string) {
  return createHash('sha256').update(text).digest().readUInt32BE(0) / 0x1_0000_0000;
}

export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

export const maskSecret = (secret: string) => `${'•'.repeat(Math.max(0, secret.length - 4))}${secret.slice(-4)}`;

/** Sorted copy by a key accepted from a list; unknown keys are 101003 on sortBy. */
export function sortKey<T>(sortBy: string | undefined, keys: Record<string, (row: T) => string | number | boolean | null | undefined>, fallback: string) {
  const name = sortBy ?? fallback;
  const key = keys[name];
  if (!key) throw new ApiFailure(101003, 'parameter error', [{ in: 'query', field: 'sortBy', message: `must be one of ${Object.keys(keys).join(', ')}` }]);
  return key;
}
