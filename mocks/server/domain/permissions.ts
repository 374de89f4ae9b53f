// Permissions from the contract: every operation carries `x-permission` (openapi/paths/**), the one source the
// embedded backend enforces here and the console reads through src/api/generated/permissions.ts.
//
//   x-permission: open                                         no token needed (security: [])
//   x-permission: { user: firewall.manage, site: path.siteId }  a sub-user needs that meta-role, and a role limited
//                                                              to sites must cover the site named by that parameter
//   x-permission: { admin: root, client: root, user: root, session: true }
//
// Per area the grant is a meta-role key (domain/meta-roles.ts), `any` (every signed-in account of the area) or
// `root` (the tenant root only). A tenant root holds every meta-role of its area; a sub-account holds its role's.
// `session: true`: an API token is refused (it cannot mint credentials, switch or change passwords and 2FA).
import { ApiFailure } from '../errors.ts';
import type { AccountRecord, Kind } from '../state/model.ts';
import type { Store } from '../state/store.ts';
import type { Caller } from '../types.ts';
import { tenantRoot } from './accounts.ts';
import { META_ROLES } from './meta-roles.ts';

export type Grant = string;

export interface Permission {
  admin?: Grant;
  client?: Grant;
  user?: Grant;
  /** Where the site a site-scoped call acts on is named: `path.<param>` or `body.<field>` (a number or a list). */
  site?: string;
  /** Refused to API tokens. */
  session?: boolean;
}

export type PermissionSpec = Permission | 'open';

const GRANTS = new Set(['any', 'root']);

/** Reads and checks an operation's `x-permission` (the backend refuses to start on a bad one). */
export function parsePermission(operationId: string, raw: unknown, open: boolean): PermissionSpec {
  if (raw === 'open') {
    if (!open) throw new Error(`embedded backend: ${operationId} is x-permission open but needs a token in the contract`);
    return 'open';
  }
  if (open) throw new Error(`embedded backend: ${operationId} is open (security: []) but its x-permission is not \`open\``);
  if (!raw || typeof raw !== 'object') throw new Error(`embedded backend: ${operationId} has no x-permission`);
  const permission = raw as Record<string, unknown>;
  for (const [key, value] of Object.entries(permission)) {
    if (key === 'admin' || key === 'client' || key === 'user') {
      const known = typeof value === 'string' && (GRANTS.has(value) || META_ROLES[key].some((m) => m.key === value));
      if (!known) throw new Error(`embedded backend: ${operationId} x-permission ${key}: ${String(value)} is not a meta-role of the ${key} area, any or root`);
    } else if (key === 'site') {
      if (typeof value !== 'string' || !/^(path|body)\.\w+$/.test(value)) throw new Error(`embedded backend: ${operationId} x-permission site must be path.<name> or body.<name>`);
    } else if (key === 'session') {
      if (typeof value !== 'boolean') throw new Error(`embedded backend: ${operationId} x-permission session must be true or false`);
    } else throw new Error(`embedded backend: ${operationId} x-permission has an unknown key ${key}`);
  }
  return permission as Permission;
}

/** What an account holds: every meta-role of its area for a root, else its role's; the sites its role is limited to. */
export interface Holdings {
  root: boolean;
  metaRoles: string[];
  /** null: every site of the tenant. */
  siteIDs: number[] | null;
}

export function holdingsOf(store: Store, account: AccountRecord): Holdings {
  const area = META_ROLES[account.auth];
  if (account.isRoot) return { root: true, metaRoles: area.map((m) => m.key), siteIDs: null };
  const role = account.roleID === null ? undefined : store.roles.get(account.roleID);
  // A role of another tenant (never given by the backend) grants nothing.
  if (!role || role.ownerId !== tenantRoot(store, account).id) return { root: false, metaRoles: [], siteIDs: [] };
  const ids = new Set(role.metaRoleIDs);
  return { root: false, metaRoles: area.filter((m) => ids.has(m.id)).map((m) => m.key), siteIDs: role.siteIDs.length > 0 ? [...role.siteIDs] : null };
}

/** The refusal of the permission check: 101018 with `extra.permission` naming what was missing. */
export const permissionDenied = (message: string, permission: string): ApiFailure => new ApiFailure(101018, message, undefined, { permission });

function sitesNamed(permission: Permission, input: { params: Record<string, unknown>; body: unknown }): number[] {
  if (!permission.site) return [];
  const [where, name] = permission.site.split('.') as ['path' | 'body', string];
  const holder = where === 'path' ? input.params : input.body && typeof input.body === 'object' ? (input.body as Record<string, unknown>) : {};
  const value = holder[name];
  const values = Array.isArray(value) ? value : [value];
  // Checked before validation: path parameters are still text.
  return values.map((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v)).filter((v): v is number => typeof v === 'number');
}

/**
 * Refuses the call (101018, extra.permission) unless the caller holds what the operation needs in that area.
 * Runs after the area check and before the handler, for every signed-in call.
 */
export function checkPermission(store: Store, caller: Caller, permission: Permission, area: Kind, input: { params: Record<string, unknown>; body: unknown }): void {
  const grant = permission[area];
  if (grant === undefined) throw permissionDenied(`the ${area} console has no such call`, 'area');
  if (permission.session && caller.via === 'apiToken') throw permissionDenied('an API token cannot do this: sign in', 'session');
  if (grant === 'any') return;
  const held = holdingsOf(store, caller.account);
  if (grant === 'root') {
    if (!held.root) throw permissionDenied('only the root account can do this', 'root');
    return;
  }
  if (!held.metaRoles.includes(grant)) throw permissionDenied(`your role does not grant ${grant}`, grant);
  if (held.siteIDs !== null) {
    const outside = sitesNamed(permission, input).filter((id) => !held.siteIDs?.includes(id));
    if (outside.length > 0) throw permissionDenied(`your role does not cover site ${outside.join(', ')}`, 'site');
  }
}
