// Roles: owned by a tenant root, built from the meta-roles of the owner's area, optionally limited to sites.
import type { components } from '../../../src/api/schema';
import type { AccountRecord, RoleRecord } from '../state/model.ts';
import type { Store } from '../state/store.ts';
import { managedAccounts, tenantRoot } from './accounts.ts';
import { META_ROLES } from './meta-roles.ts';
import { holdingsOf, permissionDenied } from './permissions.ts';

type Role = components['schemas']['Role'];

export function roleView(store: Store, role: RoleRecord): Role {
  return {
    id: role.id,
    name: role.name,
    metaRoleIDs: [...role.metaRoleIDs],
    siteIDs: [...role.siteIDs],
    siteNames: role.siteIDs.map((id) => store.sites.get(id)?.name).filter((name): name is string => name !== undefined),
    isDefault: role.isDefault,
  };
}

/** The roles of the caller's tenant: the ones it lists, edits and gives to accounts. */
export const tenantRoles = (store: Store, caller: AccountRecord): RoleRecord[] => {
  const root = tenantRoot(store, caller);
  return store.roles.filter((r) => r.ownerId === root.id);
};

/** A role of the caller's tenant, or undefined. */
export function tenantRole(store: Store, caller: AccountRecord, roleId: number): RoleRecord | undefined {
  const role = store.roles.get(roleId);
  return role && role.ownerId === tenantRoot(store, caller).id ? role : undefined;
}

/** The sites a tenant's roles may be limited to: a user tenant's own sites, a client tenant's users' sites. */
export function tenantSiteIds(store: Store, caller: AccountRecord): Set<number> {
  const root = tenantRoot(store, caller);
  const owners = new Set<number>([root.id]);
  if (root.auth === 'client') for (const account of managedAccounts(store, root)) owners.add(account.id);
  return new Set(store.sites.filter((s) => owners.has(s.ownerId)).map((s) => s.id));
}

/**
 * Every new tenant root gets a default role with all the meta-roles it holds (all of its area, except a sub-client:
 * what its parent gave it), so it can create accounts at once.
 */
export function createDefaultRole(store: Store, root: AccountRecord): RoleRecord {
  return store.roles.put({
    id: store.nextId('role'),
    ownerId: root.id,
    name: 'Full access',
    metaRoleIDs: heldMetaRoleIds(store, root),
    siteIDs: [],
    isDefault: true,
  });
}

/** The ids of the meta-roles the account holds, in the area's order. */
export function heldMetaRoleIds(store: Store, account: AccountRecord): number[] {
  const held = new Set(holdingsOf(store, account).metaRoles);
  return META_ROLES[account.auth].filter((m) => held.has(m.key)).map((m) => m.id);
}

/**
 * A root never grants more than it holds (docs/decisions.md, "Reseller roles"): a role it builds may name only
 * meta-roles it holds, besides those the role already had (`kept`); else 101018 naming the first one it lacks.
 */
export function checkGrantable(store: Store, caller: AccountRecord, metaRoleIDs: readonly number[], kept: readonly number[] = []): void {
  const held = new Set(heldMetaRoleIds(store, caller));
  const beyond = metaRoleIDs.filter((id) => !held.has(id) && !kept.includes(id));
  if (beyond.length === 0) return;
  const key = META_ROLES[caller.auth].find((m) => m.id === beyond[0])?.key ?? String(beyond[0]);
  throw permissionDenied(`you cannot grant what you do not hold: ${key}`, key);
}

/** Giving a role to a sub-client (a client account below the caller): the role may not name more than the caller holds. */
export function checkRoleForSubClient(store: Store, caller: AccountRecord, role: RoleRecord, target: { auth: AccountRecord['auth'] }): void {
  if (caller.auth !== 'client' || target.auth !== 'client') return;
  checkGrantable(store, caller, role.metaRoleIDs);
}
