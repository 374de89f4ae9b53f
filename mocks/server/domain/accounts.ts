// Accounts: the contract's view of a record, look-ups, and who manages whom (tenancy).
import { fail } from '../errors.ts';
import { pick, rowsNamed } from '../resources/crud-more.ts';
import type { AccountRecord } from '../state/model.ts';
import type { Store } from '../state/store.ts';

export function accountView(store: Store, account: AccountRecord) {
  const role = account.roleID === null ? undefined : store.roles.get(account.roleID);
  return {
    ...pick(account, ['id', 'email', 'accountName', 'auth', 'roleID']),
    roleName: role?.name ?? null,
    ...pick(account, ['grade', 'isRoot', 'clientID', 'parentClientID', 'parentUserID', 'dnsType', 'emailConfirmed', 'enabled']),
    googleAuth: account.totpSecret !== null,
    ...pick(account, ['login2FAType', 'loginNotify', 'creator', 'updatedAt', 'maxLogExportTimes', 'companyName', 'address', 'phone', 'taxID']),
  };
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export const findByEmail = (store: Store, email: string) => store.accounts.find((a) => same(a.email, email));
export const findByName = (store: Store, name: string) => store.accounts.find((a) => same(a.accountName, name));

/** Sign-in accepts the email or the account name. */
export const findByLogin = (store: Store, login: string) =>
  login.includes('@') ? findByEmail(store, login) : findByName(store, login);

/** The accounts above the account in the tree of creators, nearest first (a loop in the tree ends the walk). */
function* above(store: Store, account: AccountRecord): Generator<AccountRecord> {
  const seen = new Set([account.id]);
  for (let id = account.parentId; id !== null && !seen.has(id); ) {
    const parent = store.accounts.get(id);
    if (!parent) return;
    seen.add(id);
    yield parent;
    id = parent.parentId;
  }
}

/** The root of the account's own tenant (itself for a root). */
export function tenantRoot(store: Store, account: AccountRecord) {
  const chain = [account, ...above(store, account)];
  return chain.find((a) => a.isRoot) ?? chain[chain.length - 1];
}

/**
 * Who manages whom (spec 6): only root accounts manage, never themselves.
 * - admin root: admin accounts and every client account;
 * - client root: the accounts of its own tenant (its users and their sub-users) and its sub-clients (a reseller);
 * - user root: its sub-users.
 */
export function manages(store: Store, actor: AccountRecord, target: AccountRecord): boolean {
  if (!actor.isRoot || !actor.enabled || actor.id === target.id) return false;
  switch (actor.auth) {
    case 'admin':
      return target.auth === 'admin' || target.auth === 'client';
    case 'client':
      return target.clientID === actor.id || (target.auth === 'client' && target.parentClientID === actor.id);
    case 'user':
      return target.auth === 'user' && [...above(store, target)].some((a) => a.id === actor.id);
  }
}

export const managedAccounts = (store: Store, actor: AccountRecord) =>
  store.accounts.filter((target) => manages(store, actor, target));

/** The accounts the caller names, every one managed by it (else 101018, and the caller changes nothing). */
export const managedTargets = (store: Store, actor: AccountRecord, ids: readonly number[]) =>
  rowsNamed(store.accounts.toArray(), ids, (id) => fail.denied(`account ${id} is not below yours`), (target) => manages(store, actor, target));

/** The account and everything created below it, deepest first. */
export function subtree(store: Store, root: AccountRecord): AccountRecord[] {
  const children = store.accounts.filter((a) => a.parentId === root.id);
  return [...children.flatMap((child) => subtree(store, child)), root];
}
