// Small pieces the handler groups share.
import type { components } from '../../../src/api/schema';
import type { Store } from '../state/store.ts';
import type { SignedInContext } from '../types.ts';

/** The answer of an action with nothing to return. */
export const done = (): components['schemas']['Done'] => ({ code: 101001, message: 'OK' });

/** Records a change of a row (an account, a zone...): its update time, then the save. */
export function touch(store: Store, row: { updatedAt: string }, now: number) {
  row.updatedAt = new Date(now).toISOString();
  store.changed();
}

/**
 * The caller's account, as `given` (resources/crud-more.ts) finds it. A call for the tenant root alone says so in
 * its x-permission (`root`), which the dispatcher checks before the handler runs.
 */
export const ofCaller = (_input: unknown, { caller }: SignedInContext) => caller.account;
