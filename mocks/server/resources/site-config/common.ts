// Shared pieces of the site-config handlers: the module's state, the caller's site (tenancy), look-ups by id
// inside a site (an unknown id is 101018, like another tenant's), and small helpers.
import { tenantRoot } from '../../domain/accounts.ts';
import { ApiFailure, fail } from '../../errors.ts';
import type { Store } from '../../state/store.ts';
import type { SignedInContext } from '../../types.ts';
import { rowsNamed } from '../crud-more.ts';
import { next, stateNamed } from '../define.ts';
import { domainById, type SiteInfo, siteById } from '../sites.resource.ts';
import type { SequenceName, SiteConfigState } from './model.ts';

export const MODULE_NAME = 'site-config';

/** The live state of the module (mutate in place, then store.changed()). */
export const configOf = (store: Store): SiteConfigState => stateNamed(store, MODULE_NAME);

export const nextId = (state: SiteConfigState, sequence: SequenceName) => next(state.sequences, sequence);

export { iso } from '../security/common.ts';

/** A site as this module needs it: the sites module's record, or the base row while that one lacks it. */
export interface OwnedSite {
  id: number;
  name: string;
  ownerId: number;
  info: SiteInfo | undefined;
}

/** A live site (its base row exists: removing an account removes the base rows of its sites). */
function lookUpSite(store: Store, siteId: number) {
  const base = store.sites.get(siteId);
  const info = base && siteById(store, siteId);
  if (info) return { id: info.id, name: info.siteName, ownerId: info.ownerId, info };
  return base && { id: base.id, name: base.name, ownerId: base.ownerId, info: undefined };
}

/** The caller's site a call's path names (user area), as `given` (crud-more.ts) finds it; another tenant's is 101018. */
export function ofOwnedSite({ params }: { params: Record<string, unknown> }, { store, caller }: SignedInContext) {
  const site = lookUpSite(store, params.siteId as number);
  if (!site || site.ownerId !== tenantRoot(store, caller.account).id) throw fail.denied(`site ${String(params.siteId)} is not yours`);
  return site;
}

/** Every site: the base rows, with the sites module's record where it has one. */
export const allSites = (store: Store) => store.sites.toArray().flatMap((row) => lookUpSite(store, row.id) ?? []);

/** A domain of the site, else 101018. */
export function domainOfSite(store: Store, siteId: number, domainId: number) {
  const domain = domainById(store, domainId);
  if (!domain || domain.siteId !== siteId) throw fail.denied(`domain ${domainId} is not a domain of site ${siteId}`);
  return domain;
}

export const optionalDomain = (store: Store, domainId: number | null) => (domainId === null ? undefined : domainById(store, domainId));

/** The site's row of `rows`, made by `make` (and kept) on its first use. */
export function siteRow<R extends { siteId: number }>(rows: R[], siteId: number, make: () => R) {
  let row = rows.find((r) => r.siteId === siteId);
  if (!row) rows.push((row = make()));
  return row;
}

/** Rows of `rows` with the given ids, every id present (else 101018, naming the first unknown). */
export const pickAll = <T extends { id: number }>(rows: readonly T[], ids: readonly number[], what: string) =>
  rowsNamed(rows, ids, (id) => fail.denied(`${what} ${id} is not one of this site's`));

export const pickOne = <T extends { id: number }>(rows: readonly T[], id: number, what: string) => pickAll(rows, [id], what)[0];

/** The fields of a certificate uploaded by hand: not automatic, issued, nothing pending. */
export const UPLOADED_CERTIFICATE = { auto: false, domainId: null, provider: null, state: 'success', readyAt: null, message: null } as const;

/** 101029 when a list would hold more than `limit` rows. */
export function checkCount(count: number, limit: number, what: string) {
  if (count > limit) throw new ApiFailure(101029, `at most ${limit} ${what}`, undefined, { limit });
}

/** Sort key and direction of a `sort` query (`name`, `-updatedAt`), among the allowed keys (else 101003). */
export function parseSort<K extends string>(sort: string | undefined, allowed: readonly K[], fallback: K): { key: K; order: 'asc' | 'desc' } {
  if (!sort) return { key: fallback, order: 'asc' };
  const desc = sort.startsWith('-');
  const key = (desc ? sort.slice(1) : sort) as K;
  if (!allowed.includes(key)) {
    throw fail.parameter('parameter error', [{ in: 'query', field: 'sort', message: `must be one of ${allowed.join(', ')} (optionally with a leading -)` }]);
  }
  return { key, order: desc ? 'desc' : 'asc' };
}

/** The registered domain of a host name (the last two labels; three for a few known second-level suffixes). */
export function registeredDomain(host: string) {
  const labels = host.toLowerCase().replace(/^\*\./, '').split('.').filter(Boolean);
  const twoLevel = /^(co|com|net|org|gov|edu|ac)\.[a-z]{2}$/.test(labels.slice(-2).join('.'));
  return labels.slice(twoLevel ? -3 : -2).join('.');
}

/** Whether a certificate name covers a host (a wildcard: one label, or a wildcard host's *, before its base). */
export function covers(certName: string, host: string) {
  const [name, h] = [certName.toLowerCase(), host.toLowerCase()];
  if (name === h || !name.startsWith('*.')) return name === h;
  const dot = h.indexOf('.');
  return dot > 0 && h.slice(dot + 1) === name.slice(2);
}
