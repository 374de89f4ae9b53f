// The reseller tree in the users lists (spec 3, User account): an account's parent client or user, named when the
// account is among those at hand, else by id (its cells are the list descriptor's, ./lists.tsx).
import type { Account } from '../../api/generated/model';

/** The parent of an account: its reseller (parent client) or the user who created it (parent user). */
export function parentOf(account: Account, names: ReadonlyMap<number, string>): { kind: 'client' | 'user'; name: string } | null {
  const id = account.parentClientID ?? account.parentUserID;
  if (id === null || id === undefined) return null;
  return { kind: account.parentClientID != null ? 'client' : 'user', name: names.get(id) ?? `#${id}` };
}
