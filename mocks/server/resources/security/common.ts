// Pieces every security resource shares: the caller's sites (tenancy), per-site state, texts and regexes.
import type { components } from '../../../../src/api/schema';
import { tenantRoot } from '../../domain/accounts.ts';
import { ApiFailure, fail } from '../../errors.ts';
import type { Store } from '../../state/store.ts';
import type { Caller, SignedInContext } from '../../types.ts';

export type Schemas = components['schemas'];

/** Spec 9: at most 5000 items (IPs of a list, rows of a list). */
export const ITEM_LIMIT = 5000;

/** The site, when it is one of the caller's tenant (else 101018, also for an unknown id). */
export function ownedSite(store: Store, caller: Caller, siteId: number) {
  const site = store.sites.get(siteId);
  if (!site || site.ownerId !== tenantRoot(store, caller.account).id) throw fail.denied(`site ${siteId} is not one of yours`);
  return site;
}

/** A security resource's state: the last id it gave (its rows share one counter) and each site's part, by site id. */
export interface PerSiteState<T> {
  seq: number;
  sites: Record<string, T>;
}

/**
 * The seeded parts of the demo's sites, by site id: each entry built only when its site exists (the book a seed
 * starts from may lack one), in the order given, since the builders number their rows from one counter.
 */
export const perSiteSeed = <T>(store: Store, entries: readonly (readonly [siteId: number, build: () => T])[]): Record<string, T> =>
  Object.fromEntries(entries.filter(([siteId]) => store.sites.has(siteId)).map(([siteId, build]) => [siteId, build()]));

/**
 * The per-site part of a module's state for one of the caller's sites (101018 for any other), made on first use
 * (sites are created by the sites module).
 */
export function ownedPerSite<T>(sites: (store: Store) => Record<string, T>, make: () => T) {
  return ({ store, caller }: SignedInContext, siteId: number): T => {
    ownedSite(store, caller, siteId);
    return (sites(store)[String(siteId)] ??= make());
  };
}

export const iso = (ms: number) => new Date(ms).toISOString();

export const badField = fail.field;

export const tooMany = (what: string, limit = ITEM_LIMIT) => new ApiFailure(101029, `at most ${limit} ${what}`);

/** Refuses (101025) a list that names one thing twice: the second at `fieldOf(index)`, shown as `shown[index]`. */
export function refuseRepeats(keys: readonly string[], fieldOf: (index: number) => string, shown = keys) {
  const repeat = keys.findIndex((key, index) => keys.indexOf(key) !== index);
  if (repeat >= 0) throw fail.duplicate('duplicated data', [{ in: 'body', field: fieldOf(repeat), message: `${shown[repeat]} is listed twice` }]);
}

/**
 * Regular expressions must compile as PCRE (the edge's engine) would, its leading inline options, e.g. `(?i)`, as
 * flags (101003 on the field otherwise).
 */
export function checkRegex(field: string, source: string | null | undefined) {
  if (source === null || source === undefined) return;
  const options = /^\(\?([imsx]+)\)/.exec(source);
  try {
    new RegExp(options ? source.slice(options[0].length) : source, [...new Set(options?.[1]?.replace('x', '') ?? '')].join(''));
  } catch {
    throw badField(field, 'is not a valid regular expression');
  }
}

/** Drops the keys whose value is undefined (records stay plain JSON without holes). */
export function compact<T extends object>(record: T): T {
  for (const key of Object.keys(record) as (keyof T)[]) if (record[key] === undefined) delete record[key];
  return record;
}

/** The methods in a fixed order (duplicate keys of rules do not depend on the order they were sent in). */
const METHOD_ORDER = ['GET', 'POST', 'DELETE', 'PUT', 'HEAD', 'PATCH', 'OPTIONS', 'other'];
export const methodsKey = (methods: readonly string[] | undefined) =>
  methods ? [...methods].sort((a, b) => METHOD_ORDER.indexOf(a) - METHOD_ORDER.indexOf(b)).join(',') : '*';

/**
 * The list, create, update and delete operations of a kind's rows as the contract names them: `user-{kind}-list-{many}`,
 * `user-{kind}-create-{one}` (`{many}` for a batch), `user-{kind}-update-{one}`, `user-{kind}-delete-{many}`.
 */
export const crudOps = <K extends string, O extends string, M extends string, B extends boolean = false>(kind: K, one: O, many: M, batch?: B) => ({
  list: `user-${kind}-list-${many}` as const,
  create: `user-${kind}-create-${batch ? many : one}` as `user-${K}-create-${B extends true ? M : O}`,
  update: `user-${kind}-update-${one}` as const,
  delete: `user-${kind}-delete-${many}` as const,
});
