// Roles of the caller's tenant: list, meta-roles, create, update, remove, give to accounts.
import { managedTargets } from '../domain/accounts.ts';
import { META_ROLES, metaRoleView, unknownMetaRoles } from '../domain/meta-roles.ts';
import { paginate, sortRows } from '../domain/paging.ts';
import { checkGrantable, checkRoleForSubClient, roleView, tenantRole, tenantRoles, tenantSiteIds } from '../domain/roles.ts';
import { fail, type Violation } from '../errors.ts';
import type { AccountRecord, RoleRecord } from '../state/model.ts';
import type { Store } from '../state/store.ts';
import { defineHandlers } from '../types.ts';
import { given } from '../resources/crud-more.ts';
import { done, ofCaller } from './common.ts';

interface RoleFields {
  name: string;
  metaRoleIDs: number[];
  siteIDs?: number[];
}

/** Checks a role's fields against the tenant: meta-roles of its area, its sites, a free name. */
function checkRole(store: Store, owner: AccountRecord, fields: RoleFields, self?: RoleRecord): void {
  const violations: Violation[] = [];
  const unknown = unknownMetaRoles(owner.auth, fields.metaRoleIDs);
  if (unknown.length > 0) violations.push({ in: 'body', field: 'metaRoleIDs', message: `not meta-roles of the ${owner.auth} area: ${unknown.join(', ')}` });
  const sites = tenantSiteIds(store, owner);
  const foreign = (fields.siteIDs ?? []).filter((id) => !sites.has(id));
  if (foreign.length > 0) violations.push({ in: 'body', field: 'siteIDs', message: `not sites of your tenant: ${foreign.join(', ')}` });
  if (violations.length > 0) throw fail.parameter('parameter error', violations);
  const wanted = fields.name.trim().toLowerCase();
  if (tenantRoles(store, owner).some((r) => r !== self && r.name.toLowerCase() === wanted)) {
    throw fail.duplicate('role name already used', [{ in: 'body', field: 'name', message: 'is already used' }]);
  }
}

/** A role's fields as a body gives them: the name trimmed, each meta-role and site once. */
const roleFields = (fields: RoleFields) => ({ name: fields.name.trim(), metaRoleIDs: [...new Set(fields.metaRoleIDs)], siteIDs: [...new Set(fields.siteIDs ?? [])] });

function ownRole(store: Store, caller: AccountRecord, roleId: number): RoleRecord {
  const role = tenantRole(store, caller, roleId);
  if (!role) throw fail.denied('not a role of your tenant');
  return role;
}

export const roleHandlers = defineHandlers({
  ...given(ofCaller, {
    'kind-role-list-roles': (account, { query }, { store }) => {
      const { data, total } = paginate(sortRows(tenantRoles(store, account), (r) => r.id), query);
      return { data: data.map((r) => roleView(store, r)), total };
    },

    'kind-role-create-role': (account, { body }, { store }) => {
      checkRole(store, account, body);
      checkGrantable(store, account, body.metaRoleIDs);
      const role = store.roles.put({ id: store.nextId('role'), ownerId: account.id, ...roleFields(body), isDefault: false });
      store.changed();
      return { data: roleView(store, role) };
    },

    'kind-role-update-role': (account, { params, body }, { store }) => {
      const role = ownRole(store, account, params.roleId);
      checkRole(store, account, body, role);
      checkGrantable(store, account, body.metaRoleIDs, role.metaRoleIDs);
      Object.assign(role, roleFields(body));
      store.changed();
      return done();
    },

    'kind-role-delete-role': (account, { params }, { store }) => {
      const role = ownRole(store, account, params.roleId);
      if (role.isDefault) throw fail.parameter('the default role cannot be removed', [{ in: 'path', field: 'roleId', message: 'is the default role' }]);
      const holders = store.accounts.filter((a) => a.roleID === role.id).length;
      if (holders > 0) throw fail.parameter('the role is held by accounts', [{ in: 'path', field: 'roleId', message: `is held by ${holders} account(s)` }]);
      store.roles.delete(role.id);
      store.changed();
      return done();
    },

    'kind-role-assign-role': (account, { body }, { store, now }) => {
      const role = tenantRole(store, account, body.roleID);
      if (!role) throw fail.field('roleID', 'is not a role of your tenant');
      const targets = managedTargets(store, account, body.ids);
      for (const target of targets) checkRoleForSubClient(store, account, role, target);
      const stamp = new Date(now).toISOString();
      for (const target of targets) {
        target.roleID = role.id;
        target.updatedAt = stamp;
      }
      store.changed();
      return done();
    },
  }),

  'kind-role-list-meta-roles': {
    handle: ({ params }) => ({ data: META_ROLES[params.kind].map(metaRoleView) }),
  },
});
