// What the signed-in account may do, from the contract's x-permission of each operation (generated into
// ./generated/permissions.ts) and the account's own permissions (GET {kind}/account/self). The embedded backend
// enforces the same source (101018); the console hides or disables what would be refused, saying why.
//
//   const can = useCan('user-siteSetting-set-gzip', { path: { siteId } });
//   <Tooltip label={can.reason} disabled={can.allowed}><Button disabled={!can.allowed}>…</Button></Tooltip>
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type Area, areaOfPath } from './areas';
import { getKindAccountGetSelfQueryOptions } from './generated/hooks/account/account';
import type { Permissions } from './generated/model';
import { type OperationPermission, permissions } from './generated/permissions';

/**
 * Why a call would be refused: not a call of this console, the root only, a meta-role the role lacks, a site it does
 * not cover, a credential a switched-into session may not create.
 */
export type Denial = 'area' | 'root' | 'role' | 'site' | 'switched';

export interface CanContext {
  /** The call's path parameters (the site of a site-scoped call is read from them). */
  path?: Record<string, string | number | undefined>;
  /** The call's query parameters, when a site is named there. */
  query?: Record<string, unknown>;
  /** The call's body, when the site is named there. */
  body?: Record<string, unknown>;
}

/** The site ids the call names at the places of its `site` (path.<name>, query.<name>, body.<name>, or a list). */
function sitesOf(permission: OperationPermission, context: CanContext): number[] {
  const places = permission.site === undefined ? [] : typeof permission.site === 'string' ? [permission.site] : permission.site;
  return places.flatMap((place) => {
    const [where, name] = place.split('.') as ['path' | 'query' | 'body', string];
    const value = (where === 'path' ? context.path : where === 'query' ? context.query : context.body)?.[name];
    return (Array.isArray(value) ? value : [value]).map(Number).filter((id) => Number.isInteger(id));
  });
}

/** The reason the operation would be refused to an account holding `held` in `area`, or null when it would not. */
export function denialOf(operationId: string, area: Area, held: Permissions | undefined, context: CanContext = {}): Denial | null {
  const permission = permissions[operationId];
  // Unknown operations and open calls are not ours to judge; nor is anything before own information has loaded.
  if (permission === undefined || permission === 'open' || held === undefined) return null;
  // The client console on a customer's site: the client's own `sites.manage` (as the embedded backend checks it).
  const grant = area === 'client' && permission.customer ? 'sites.manage' : permission[area];
  if (grant === undefined) return 'area';
  if (permission.credential === 'refuse' && held.switched === true) return 'switched';
  if (grant === 'root') return held.isRoot ? null : 'root';
  if (grant !== 'any' && !held.metaRoles.includes(grant)) return 'role';
  if (area === 'client' && permission.customer) return null; // the customer's sites are the client's tenancy, not a role's list
  // A role limited to sites must cover every site the call names, whatever the grant (as the backend checks it).
  if (held.siteIDs !== null && sitesOf(permission, context).some((id) => !held.siteIDs?.includes(id))) return 'site';
  return null;
}

const REASONS = {
  area: msg`This console cannot do this.`,
  root: msg`Only the main account can do this.`,
  role: msg`Your role does not allow this.`,
  site: msg`Your role does not cover this site.`,
  switched: msg`Not in an account opened from your console: sign in as this account to do this.`,
} as const;

export interface Can {
  allowed: boolean;
  /** Why not, translated (null when allowed): for a tooltip or a note next to what is disabled. */
  reason: string | null;
}

/** Whether the signed-in account of the console on screen may call the operation (see the file's header). */
export function useCan(operationId: string | undefined, context: CanContext = {}): Can {
  const refusal = useRefusal();
  const reason = operationId === undefined ? null : refusal(operationId, context);
  return { allowed: reason === null, reason };
}

/**
 * Why the signed-in account may not make a call (translated), or null: one hook for a list whose rows ask about
 * calls of their own (each row's site), instead of one useCan per row.
 */
export function useRefusal(): (operationId: string, context?: CanContext) => string | null {
  const { i18n } = useLingui();
  // The area cannot change under a mounted screen (each console is its own route tree).
  const area = areaOfPath(window.location.pathname);
  // Own information is loaded by every signed-in route (session.ts requireSession); this only reads that cache
  // entry (never fetches): before it is there, or outside a session, nothing is disabled (the backend decides).
  const self = useQuery({ ...getKindAccountGetSelfQueryOptions(area), enabled: false });
  const held = self.data?.data.permissions;
  // The same function while nothing it reads changes: a list's columns can depend on it without being rebuilt.
  return useCallback(
    (operationId: string, context: CanContext = {}) => {
      const denial = denialOf(operationId, area, held, context);
      return denial === null ? null : i18n._(REASONS[denial]);
    },
    [area, held, i18n],
  );
}
