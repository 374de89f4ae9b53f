// More shapes the operations of the contract share, beside crud.ts's documents and collections: operations that
// answer from what the call names (given), the rows it names, views and sort keys that are a record's fields.
import type { ApiFailure } from '../errors.ts';
import type { HandlerInput, OperationId, Result, SignedInContext, SignedInOperation, SuccessBody } from '../types.ts';

/** What a handler receives, untyped: the operations of one group differ in their parameters. */
export interface AnyInput {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

/**
 * Operations that answer from what `at` finds for the call (a zone, the caller's sites and window...; it may refuse
 * with fail.*; it may wait): each answer gets that, the call and the context.
 */
export function given<R, Id extends OperationId>(
  at: (input: AnyInput, context: SignedInContext) => R,
  answers: { [K in Id]: (found: Awaited<R>, input: HandlerInput<K>, context: SignedInContext) => Result<SuccessBody<K>> },
) {
  const group: Record<string, { handle: (input: AnyInput, context: SignedInContext) => unknown }> = {};
  for (const [id, answer] of Object.entries(answers) as [string, (found: unknown, input: AnyInput, context: SignedInContext) => unknown][]) {
    group[id] = {
      handle: (input, context) => {
        const found = at(input, context);
        return found instanceof Promise ? found.then((value) => answer(value, input, context)) : answer(found, input, context);
      },
    };
  }
  return group as unknown as { [K in Id]: SignedInOperation<K> };
}

/**
 * The rows `ids` name, each id once and in the order named, every one among `rows` and the caller's (`mine`);
 * else `refuse(id)` for the first that is not, before anything changes (101018 for an unknown and a foreign id alike).
 */
export function rowsNamed<T extends { id: number }>(rows: readonly T[], ids: readonly number[], refuse: (id: number) => ApiFailure, mine: (row: T) => boolean = () => true) {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return [...new Set(ids)].map((id) => {
    const row = byId.get(id);
    if (!row || !mine(row)) throw refuse(id);
    return row;
  });
}

/** The fields `keys` of a record, copied as they are (in the order of `keys`). */
export const pick = <T, K extends keyof T>(record: T, keys: readonly K[]) => Object.fromEntries(keys.map((key) => [key, record[key]])) as Pick<T, K>;

export type Sortable = string | number | boolean | null | undefined;
type SortableKey<T> = { [K in keyof T]: T[K] extends Sortable ? K : never }[keyof T] & string;

/** Whether the row holds each of `keys` as the query sets it (a key the query leaves out keeps every row): its equality filters. */
export const sameWhenSet = <Q extends object, Row extends object>(query: Q, row: Row, keys: readonly (keyof Q & keyof Row)[]) =>
  keys.every((key) => query[key] === undefined || (query[key] as unknown) === (row[key] as unknown));

/** Sort keys (as sortAndPage and collection's `sortable` take them) that are the fields of the row named so. */
export function byField<T>(...keys: SortableKey<T>[]): Record<string, (row: T) => T[SortableKey<T>]> {
  return Object.fromEntries(keys.map((key) => [key, (row: T) => row[key]]));
}
