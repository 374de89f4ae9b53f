// Permissions from the contract: every operation carries `x-permission` (openapi/paths/**), the one source the
// embedded backend enforces here and the console reads through src/api/generated/permissions.ts.
// scripts/check-permissions.mjs checks every value against the written rules (npm run lint:api). It is `open` (no
// token needed, security: []) or a map such as { user: firewall.manage, site: path.siteId, session: true }.
// Per area the grant is a meta-role key (domain/meta-roles.ts, each `read` or `write`), `any` (every signed-in
// account of the area) or `root` (the tenant root only). A tenant root holds every meta-role of its area; a
// sub-account holds its role's.
// `site`: where the call names site ids: `path.<name>`, `query.<name>` or `body.<name>` (a number or a list), or a
//   list of those. A role limited to sites must cover every site named, whatever the grant; naming none means the
//   sites the caller may see (handlers narrow by `allowedSites`), never every site of the tenant.
// `effect: read`: a call that is not a GET but changes nothing (a search, an export of what the caller may read).
// `self: true`: a call that acts only on the caller's own account or session (what lets a change be `any`).
// `session: true`: an API token is refused.
// `credential`: the call creates a credential (a token pair, an API token, a password, a two-factor secret). API
//   tokens are refused; `refuse`: a switched-into session (POST {kind}/proxy) is refused too; `capped`: what it
//   creates in a switched-into session ends with that session and with the operator who switched in.
//
// Roles: owned by a tenant root, built from the meta-roles of the owner's area, optionally limited to sites.
import { ApiFailure } from '../errors.ts';
import { pick } from '../resources/crud-more.ts';
import type { AccountRecord, Kind, RoleRecord } from '../state/model.ts';
import type { Store } from '../state/store.ts';
import type { Caller } from '../types.ts';
import { managedAccounts, tenantRoot } from './accounts.ts';
import { META_ROLES } from './meta-roles.ts';

/** An operation's `x-permission` (as the header above reads it). */
export interface Permission {
  admin?: string;
  client?: string;
  user?: string;
  site?: string | string[];
  effect?: 'read';
  self?: boolean;
  session?: boolean;
  credential?: 'refuse' | 'capped';
}

export type PermissionSpec = Permission | 'open';

const GRANTS = new Set(['any', 'root']);
const SITE_PLACE = /^(path|query|body)\.\w+$/;

export const sitePlaces = (permission: Permission) => (permission.site === undefined ? [] : Array.isArray(permission.site) ? permission.site : [permission.site]);

/** Reads and checks an operation's `x-permission` (the backend refuses to start on a bad one). */
export function parsePermission(operationId: string, raw: unknown, open: boolean): PermissionSpec {
  const bad = (what: string) => new Error(`embedded backend: ${operationId} ${what}`);
  if (raw === 'open') {
    if (!open) throw bad('is x-permission open but needs a token in the contract');
    return 'open';
  }
  if (open) throw bad('is open (security: []) but its x-permission is not `open`');
  if (!raw || typeof raw !== 'object') throw bad('has no x-permission');
  for (const [key, value] of Object.entries(raw)) {
    if (key === 'admin' || key === 'client' || key === 'user') {
      const known = typeof value === 'string' && (GRANTS.has(value) || META_ROLES[key].some((m) => m.key === value));
      if (!known) throw bad(`x-permission ${key}: ${String(value)} is not a meta-role of the ${key} area, any or root`);
    } else if (key === 'site') {
      const places = Array.isArray(value) ? value : [value];
      if (places.length === 0 || !places.every((v) => typeof v === 'string' && SITE_PLACE.test(v))) {
        throw bad('x-permission site must be path.<name>, query.<name> or body.<name>, or a list of those');
      }
    } else if (key === 'session' || key === 'self') {
      if (typeof value !== 'boolean') throw bad(`x-permission ${key} must be true or false`);
    } else if (key === 'effect') {
      if (value !== 'read') throw bad('x-permission effect must be read');
    } else if (key === 'credential') {
      if (value !== 'refuse' && value !== 'capped') throw bad('x-permission credential must be refuse or capped');
    } else throw bad(`x-permission has an unknown key ${key}`);
  }
  return raw as Permission;
}

/**
 * What an account holds (docs/decisions.md, "Reseller roles"): `root` is the `root` grant (manage the tenant's
 * accounts and roles, switch into them); `metaRoles` the meta-roles of its area; `siteIDs` the sites its role is
 * limited to.
 * - the admin root, a client the admin created (a top reseller) and an end user's root: every meta-role of the area
 *   (the role their creator gave them is of the creator's tenant and area and does not limit them);
 * - a sub-client (a client with a parent client): the meta-roles of the role its parent client gave it, never more
 *   than the parent holds itself (at any depth); the `root` grant only with `users.manage`; without a role of its
 *   parent's tenant, nothing (only `any` calls);
 * - a sub-account (admin staff, an end user's sub-user): its role's meta-roles, limited to the role's sites.
 */
interface Holdings {
  root: boolean;
  metaRoles: string[];
  /** null: every site of the tenant. */
  siteIDs: number[] | null;
}

const NOTHING = (): Holdings => ({ root: false, metaRoles: [], siteIDs: [] });

export function holdingsOf(store: Store, account: AccountRecord): Holdings {
  const area = META_ROLES[account.auth];
  if (isSubClient(account)) return subClientHoldings(store, account, new Set());
  if (account.isRoot) return { root: true, metaRoles: area.map((m) => m.key), siteIDs: null };
  const role = account.roleID === null ? undefined : store.roles.get(account.roleID);
  // A role of another tenant (never given by the backend) grants nothing.
  if (!role || role.ownerId !== tenantRoot(store, account).id) return NOTHING();
  const metaRoles = area.filter((m) => role.metaRoleIDs.includes(m.id)).map((m) => m.key);
  return { root: false, metaRoles, siteIDs: role.siteIDs.length > 0 ? [...role.siteIDs] : null };
}

/** A client root below another client (a reseller's customer that resells in turn). */
const isSubClient = (account: AccountRecord) => account.auth === 'client' && account.isRoot && account.parentClientID !== null;

/** A sub-client: its parent's role, capped by what the parent holds; the sites of a client's role do not apply. */
function subClientHoldings(store: Store, account: AccountRecord, seen: Set<number>): Holdings {
  const parent = account.parentClientID === null ? undefined : store.accounts.get(account.parentClientID);
  const role = account.roleID === null ? undefined : store.roles.get(account.roleID);
  if (!parent || parent.auth !== 'client' || seen.has(account.id) || !role || role.ownerId !== parent.id) return { ...NOTHING(), siteIDs: null };
  seen.add(account.id);
  const above = isSubClient(parent) ? subClientHoldings(store, parent, seen) : holdingsOf(store, parent);
  const metaRoles = META_ROLES.client.filter((m) => role.metaRoleIDs.includes(m.id) && above.metaRoles.includes(m.key)).map((m) => m.key);
  return { root: metaRoles.includes('users.manage'), metaRoles, siteIDs: null };
}

/** The refusal of the permission check: 101018 with `extra.permission` naming what was missing. */
export const permissionDenied = (message: string, permission: string) => new ApiFailure(101018, message, undefined, { permission });

export interface CallInput {
  params: Record<string, unknown>;
  query?: Record<string, unknown>;
  body: unknown;
}

/** The site ids the call names at the places of its `site` (checked before validation: path and query are still text). */
export function sitesNamed(permission: Permission, input: CallInput) {
  const ids: number[] = [];
  for (const place of sitePlaces(permission)) {
    const [where, name] = place.split('.') as ['path' | 'query' | 'body', string];
    const holder = where === 'path' ? input.params : where === 'query' ? (input.query ?? {}) : input.body && typeof input.body === 'object' ? (input.body as Record<string, unknown>) : {};
    const value = holder[name];
    // A query list may come as `1,2` or as repeated names.
    const values = (Array.isArray(value) ? value : [value]).flatMap((v) => (typeof v === 'string' && where === 'query' ? v.split(',') : [v]));
    for (const v of values) {
      const id = typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v;
      if (typeof id === 'number') ids.push(id);
    }
  }
  return ids;
}

/**
 * The sites the caller may act on (null: every site of its tenancy): a sub-account's role's list. Handlers of
 * calls that take site ids use it when the call names none ("the sites I may see", never "all").
 */
export function allowedSites(store: Store, caller: Caller) {
  // The client console on a customer's site acts as that customer's root (its tenancy was checked).
  return caller.actingClient ? null : holdingsOf(store, caller.account).siteIDs;
}

/** Whether the session was opened by switching into the account (POST {kind}/proxy). */
export const isSwitched = (caller: Caller) => caller.via === 'session' && caller.session.proxiedBy != null;

/**
 * Refuses the call (101018, extra.permission) unless the caller holds what the operation needs in that area.
 * Runs after the area check and before the handler, for every signed-in call.
 */
export function checkPermission(store: Store, caller: Caller, permission: Permission, area: Kind, input: CallInput) {
  const grant = permission[area];
  if (grant === undefined) throw permissionDenied(`the ${area} console has no such call`, 'area');
  if ((permission.session || permission.credential) && caller.via === 'apiToken') throw permissionDenied('an API token cannot do this: sign in', 'session');
  if (permission.credential === 'refuse' && isSwitched(caller)) throw permissionDenied('a switched-into session cannot create credentials: sign in as the account', 'switched');
  const held = holdingsOf(store, caller.account);
  if (grant === 'root') {
    if (!held.root) throw permissionDenied('only the root account can do this', 'root');
    return;
  }
  if (grant !== 'any' && !held.metaRoles.includes(grant)) throw permissionDenied(`your role does not grant ${grant}`, grant);
  if (held.siteIDs !== null) {
    const outside = sitesNamed(permission, input).filter((id) => !held.siteIDs?.includes(id));
    if (outside.length > 0) throw permissionDenied(`your role does not cover site ${[...new Set(outside)].join(', ')}`, 'site');
  }
}

export const roleView = (store: Store, role: RoleRecord) => ({
  ...pick(role, ['id', 'name']),
  metaRoleIDs: [...role.metaRoleIDs],
  siteIDs: [...role.siteIDs],
  siteNames: role.siteIDs.map((id) => store.sites.get(id)?.name).filter((name) => name !== undefined),
  isDefault: role.isDefault,
});

/** The roles of the caller's tenant: the ones it lists, edits and gives to accounts. */
export const tenantRoles = (store: Store, caller: AccountRecord) => {
  const root = tenantRoot(store, caller);
  return store.roles.filter((r) => r.ownerId === root.id);
};

/** The sites a tenant's roles may be limited to: a user tenant's own sites, a client tenant's users' sites. */
export function tenantSiteIds(store: Store, caller: AccountRecord) {
  const root = tenantRoot(store, caller);
  const owners = new Set<number>([root.id]);
  if (root.auth === 'client') for (const account of managedAccounts(store, root)) owners.add(account.id);
  return new Set(store.sites.filter((s) => owners.has(s.ownerId)).map((s) => s.id));
}

/**
 * Every new tenant root gets a default role with all the meta-roles it holds (all of its area, except a sub-client:
 * what its parent gave it), so it can create accounts at once.
 */
export function createDefaultRole(store: Store, root: AccountRecord) {
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
function heldMetaRoleIds(store: Store, account: AccountRecord) {
  const held = new Set(holdingsOf(store, account).metaRoles);
  return META_ROLES[account.auth].filter((m) => held.has(m.key)).map((m) => m.id);
}

/**
 * A root never grants more than it holds (docs/decisions.md, "Reseller roles"): a role it builds may name only
 * meta-roles it holds, besides those the role already had (`kept`); else 101018 naming the first one it lacks.
 */
export function checkGrantable(store: Store, caller: AccountRecord, metaRoleIDs: readonly number[], kept: readonly number[] = []) {
  const held = new Set(heldMetaRoleIds(store, caller));
  const beyond = metaRoleIDs.filter((id) => !held.has(id) && !kept.includes(id));
  if (beyond.length === 0) return;
  const key = META_ROLES[caller.auth].find((m) => m.id === beyond[0])?.key ?? String(beyond[0]);
  throw permissionDenied(`you cannot grant what you do not hold: ${key}`, key);
}

/** Giving a role to a sub-client (a client account below the caller): the role may not name more than the caller holds. */
export function checkRoleForSubClient(store: Store, caller: AccountRecord, role: RoleRecord, target: { auth: AccountRecord['auth'] }) {
  if (caller.auth === 'client' && target.auth === 'client') checkGrantable(store, caller, role.metaRoleIDs);
}
