// Roles: owned by a tenant root, built from the meta-roles of the owner's area, optionally limited to sites.
import type { components } from '../../../src/api/schema';
import type { AccountRecord, RoleRecord } from '../state/model.ts';
import type { Store } from '../state/store.ts';
import { managedAccounts, tenantRoot } from './accounts.ts';
import { metaRoleIds } from './meta-roles.ts';

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

/** Every new tenant root gets a default role with all meta-roles of its area, so it can create accounts at once. */
export function createDefaultRole(store: Store, root: AccountRecord): RoleRecord {
  return store.roles.put({
    id: store.nextId('role'),
    ownerId: root.id,
    name: 'Full access',
    metaRoleIDs: metaRoleIds(root.auth),
    siteIDs: [],
    isDefault: true,
  });
}
