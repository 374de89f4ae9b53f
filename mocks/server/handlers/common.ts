// Small pieces the handler groups share.
import type { components } from '../../../src/api/schema';
import { fail } from '../errors.ts';
import type { AccountRecord } from '../state/model.ts';
import type { Store } from '../state/store.ts';
import type { SignedInContext } from '../types.ts';

type Done = components['schemas']['Done'];

/** The answer of an action with nothing to return. */
export const done = (): Done => ({ code: 101001, message: 'OK' });

/** Records a change of the account. */
export function touch(store: Store, account: AccountRecord, now: number): void {
  account.updatedAt = new Date(now).toISOString();
  store.changed();
}

/** Managing accounts and roles is for root accounts. */
export function requireRoot(account: AccountRecord): void {
  if (!account.isRoot) throw fail.denied('only a root account can do this');
}

/** The caller's account, as `given` (resources/crud-more.ts) finds it. */
export const ofCaller = (_input: unknown, { caller }: SignedInContext): AccountRecord => caller.account;

/** The caller's account, a root's (else 101018), as `given` finds it. */
export const ofRootCaller = (_input: unknown, { caller }: SignedInContext): AccountRecord => {
  requireRoot(caller.account);
  return caller.account;
};
