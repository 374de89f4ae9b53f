// Tenancy of the infrastructure: zones, nodes, groups and monitors belong to a client root; a reseller also
// manages its sub-clients' ones. Anything else answers 101018, unknown ids included (existence is not told).
import { paginate, sortRows, textsBy, type PageQuery } from '../../domain/paging.ts';
import { ApiFailure, type ErrorCode, fail } from '../../errors.ts';
import { touch } from '../../handlers/common.ts';
import type { AccountRecord } from '../../state/model.ts';
import type { Store } from '../../state/store.ts';
import type { SignedInContext } from '../../types.ts';
import { clientRoot } from '../sites/access.ts';
import { rowsNamed, type Sortable } from '../crud-more.ts';
import { orderOf } from '../system/licenses-model.ts';
import { sortKey } from '../system/common.ts';
import { groupsOf, nodesOf, zonesOf, type ZoneRecord } from './model.ts';

/** The client root the caller acts for (every infrastructure call is the client's alone: the dispatcher kept other areas out). */
export { clientRoot };

/** The caller's client root, as `given` (crud-more.ts) finds it for the calls that answer from it. */
export const ofRoot = (_input: unknown, { store, caller }: SignedInContext) => clientRoot(store, caller);

/** The root manages what it owns and what its sub-clients own. */
export function manages(store: Store, root: AccountRecord, ownerId: number) {
  return ownerId === root.id || store.accounts.get(ownerId)?.parentClientID === root.id;
}

/** The row of `rows` that `id` names, when the root manages its owner (`ownerOf`), else 101018 "<noun> <id> is not yours". */
export function owned<T extends { id: number }>(store: Store, root: AccountRecord, rows: readonly T[], id: number, noun: string, ownerOf: (row: T) => number | undefined) {
  const row = rows.find((r) => r.id === id);
  const owner = row && ownerOf(row);
  if (!row || owner === undefined || !manages(store, root, owner)) throw fail.denied(`${noun} ${id} is not yours`);
  return row;
}

export const zoneFor = (store: Store, root: AccountRecord, zoneId: number) => owned(store, root, zonesOf(store).zones, zoneId, 'zone', (z) => z.ownerId);

/**
 * What `find` gives for the caller's client root and the id a call names (the path parameter `param`, else the body's
 * `id`): how `given` and `edits` (crud.ts) find a zone, a node, a group... (`find` refuses what is not the root's).
 */
export const named =
  <T>(find: (store: Store, root: AccountRecord, id: number) => T, param: string) =>
  (input: { params: Record<string, unknown>; body?: unknown }, { store, caller }: SignedInContext) =>
    find(store, clientRoot(store, caller), (input.params[param] ?? (input.body as { id: number }).id) as number);

export const ofZone = named(zoneFor, 'zoneId');

/** A write noted: the row's update time, then the save (the `saved` of crud.ts edits). */
export const touched = (row: { updatedAt: string }, { store, now }: SignedInContext) => touch(store, row, now);

/** Refuses (`code`, the limit in extra.num) a count beyond the owner's licence limit (0 = unlimited). */
export function requireRoom(store: Store, ownerId: number, what: 'zone' | 'node' | 'port', code: ErrorCode, count: number) {
  const limit = licenceLimit(store, ownerId, `${what}Limit`);
  if (beyond(limit, count)) throw new ApiFailure(code, `${what} count exceeds the licence limit of ${limit}`, undefined, { num: limit });
}

/** The rows (zones, nodes, monitor nodes and groups) the root manages. */
export const managed = <T extends { ownerId: number }>(store: Store, root: AccountRecord, rows: readonly T[]) => rows.filter((row) => manages(store, root, row.ownerId));
export const managedZones = (store: Store, root: AccountRecord) => managed(store, root, zonesOf(store).zones);

/** The ids of the zones a call's `zoneID` filter names: the one zone (the root's, else 101018), else every zone it manages. */
export const zoneIdsNamed = (store: Store, root: AccountRecord, zoneId: number | undefined) =>
  new Set((zoneId === undefined ? managedZones(store, root) : [zoneFor(store, root, zoneId)]).map((z) => z.id));

/** The zones the root manages, then those a reseller assigned it (its sites may use them, not change them). */
export function usableZones(store: Store, root: AccountRecord) {
  const ids = new Set(zonesOf(store).assignments.find((a) => a.clientId === root.id)?.zoneIDs);
  return [...managedZones(store, root), ...zonesOf(store).zones.filter((z) => ids.has(z.id) && !manages(store, root, z.ownerId))];
}

export const nodeFor = (store: Store, root: AccountRecord, nodeId: number) => owned(store, root, nodesOf(store).nodes, nodeId, 'node', (n) => n.ownerId);

/** Every named node, each managed by the root (else 101018 and nothing changes). */
export const nodesFor = (store: Store, root: AccountRecord, ids: readonly number[]) =>
  rowsNamed(nodesOf(store).nodes, ids, (id) => fail.denied(`node ${id} is not yours`), (node) => manages(store, root, node.ownerId));

/** A row of a zone (a group, a virtual node), as `key`, with its zone, which decides whose it is. */
function inZone<K extends string, T extends { id: number; zoneId: number }>(key: K, noun: string, store: Store, root: AccountRecord, rows: readonly T[], id: number) {
  const zoneOf = (row: T) => zonesOf(store).zones.find((z) => z.id === row.zoneId);
  const row = owned(store, root, rows, id, noun, (r) => zoneOf(r)?.ownerId);
  return { [key]: row, zone: zoneOf(row) } as Record<K, T> & { zone: ZoneRecord };
}
export const groupFor = (store: Store, root: AccountRecord, groupId: number) => inZone('group', 'group', store, root, groupsOf(store).groups, groupId);
export const virtualNodeFor = (store: Store, root: AccountRecord, id: number) => inZone('virtualNode', 'virtual node', store, root, groupsOf(store).virtualNodes, id);

/** A limit of the client's licence, the order record the admin back office issued it (0 = unlimited, as is no licence). */
export const licenceLimit = (store: Store, clientId: number, key: 'zoneLimit' | 'nodeLimit' | 'portLimit' | 'monitorFrequency') => orderOf(store, clientId)?.[key] ?? 0;

/** True when `count` goes beyond a limit (0 = unlimited). */
export const beyond = (limit: number, count: number) => limit > 0 && count > limit;

export const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Names unique among `rows` (without case; the row `except` left out) and among the names sent together (101025). */
export function requireFreeNames(rows: readonly { id: number; name: string }[], names: readonly { name: string; except?: number }[], taken: (name: string) => string) {
  const seen: string[] = [];
  const clashes = names.filter(({ name, except }) => {
    const clash = rows.some((n) => n.id !== except && sameName(n.name, name)) || seen.some((s) => sameName(s, name));
    seen.push(name);
    return clash;
  });
  if (clashes.length) throw fail.duplicate('duplicated data', clashes.map((c) => ({ in: 'body', field: 'name', message: taken(c.name) })));
}

/** The registered machines (nodes, monitor nodes) a call puts in service: each once (101025), each the root's (101018). */
export function registered<P extends { id: number; ownerId: number }>(store: Store, root: AccountRecord, pending: readonly P[], ids: readonly number[], noun: string) {
  if (new Set(ids).size !== ids.length) throw fail.duplicate('duplicated data', [{ in: 'body', field: 'nodes', message: `a ${noun} is listed twice` }]);
  return rowsNamed(pending, ids, (id) => fail.denied(`${noun} ${id} is not one of your registered ${noun}s`), (p) => manages(store, root, p.ownerId));
}

const textsAndNumbers = textsBy(new Intl.Collator('en', { sensitivity: 'base', numeric: true }));

/**
 * Sorts rows by `sortBy` (one of `keys`, else 101003 naming the allowed ones) in `orderBy` direction,
 * then pages them. Without `sortBy` the rows keep the default order given.
 */
export function sortAndPage<T>(
  rows: T[],
  query: PageQuery & { sortBy?: string; orderBy?: 'asc' | 'desc' },
  keys: Record<string, (row: T) => Sortable>,
): { data: T[]; total: number } {
  if (query.sortBy) rows = sortRows(rows, sortKey(query.sortBy, keys, ''), query.orderBy ?? 'asc', textsAndNumbers);
  else if (query.orderBy === 'desc') rows.reverse();
  return paginate(rows, query);
}

/** Refuses (101003 on `field`, "<what>: a, b") the values `bad` picks, before anything changes. */
export function refuseAny<T>(values: readonly T[], bad: (value: T) => boolean, field: string, what: string) {
  const picked = values.filter(bad);
  if (picked.length) throw fail.field(field, `${what}: ${picked.join(', ')}`);
}

export const contains = (value: string, needle?: string) => !needle || value.toLowerCase().includes(needle.toLowerCase());

export { next } from '../define.ts';

export function listAt<K, V>(map: Map<K, V[]>, key: K) {
  let list = map.get(key);
  if (!list) map.set(key, (list = []));
  return list;
}

/** IPs as the contract types them (an anyOf of formats gives `unknown`); the request was validated as strings. */
export const ipTexts = (values: readonly unknown[]) => values.map(String);
