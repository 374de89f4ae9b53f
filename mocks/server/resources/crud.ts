// The two shapes most operations of the contract take, a document (get, set, reset) and a collection (list, create,
// update, delete), so that a resource writes only its rules; each returns handlers for a `defineHandlers` group.
import { tenantRoot } from '../domain/accounts.ts';
import { paginate } from '../domain/paging.ts';
import { ApiFailure, fail } from '../errors.ts';
import { done } from '../handlers/common.ts';
import type { OperationId, RequestBody, SignedInContext, SignedInOperation } from '../types.ts';
import { type AnyInput, given, type Sortable } from './crud-more.ts';
import { sortRowsBy } from './security/rule-list.ts';

/** The handlers a helper makes; the one unchecked step: their answers follow the contract (the dispatcher checks each). */
type Handlers<Id extends OperationId> = { [K in NoInfer<Id>]: SignedInOperation<K> };
type Answer<F> = (found: F, input: AnyInput, context: SignedInContext) => unknown;
/** crud-more.ts given, untyped. */
const handlers = <F, Id extends OperationId>(at: (input: AnyInput, context: SignedInContext) => F, answers: Record<string, Answer<F>>) =>
  given(at, answers as never) as unknown as Handlers<Id>;

/** A field of a record as a document: read it, replace it. */
export interface DocumentPlace<T> {
  get(): T;
  set(value: T): void;
}

/** `record[key]` as a document. */
export const field = <R, K extends keyof R>(record: R, key: K): DocumentPlace<R[K]> => ({
  get: () => record[key],
  set: (value) => {
    record[key] = value;
  },
});

interface DocumentSpec<Set extends OperationId> {
  /** The caller's document (refuses, 101018, a caller who has none: another tenant's zone...). */
  at(input: AnyInput, context: SignedInContext): DocumentPlace<RequestBody<Set>>;
  /** What reset restores. */
  defaults?: () => RequestBody<Set>;
  /** What the contract cannot say about a new value (throws fail.*). */
  check?: (value: RequestBody<Set>, context: SignedInContext) => void;
  /** set answers the saved document (`{ data }`, the default) or done(). */
  setAnswers?: 'document' | 'done';
}

/** get answers `{ data: document }`, set saves the body, reset restores the defaults; a place's `set` may note the time. */
export function document<Get extends OperationId, Set extends OperationId, Reset extends OperationId = never>(
  ids: { get: Get; set: Set; reset?: Reset },
  spec: DocumentSpec<NoInfer<Set>>,
) {
  const answers: Record<string, Answer<DocumentPlace<RequestBody<Set>>>> = {
    [ids.get]: (place) => ({ data: structuredClone(place.get()) }),
    [ids.set]: (place, input, context) => {
      const value = input.body as RequestBody<Set>;
      spec.check?.(value, context);
      place.set(structuredClone(value));
      context.store.changed();
      return spec.setAnswers === 'done' ? done() : { data: structuredClone(place.get()) };
    },
  };
  if (ids.reset !== undefined) {
    const defaults = spec.defaults;
    if (!defaults) throw new Error(`embedded backend: ${ids.reset} resets a document without defaults`);
    answers[ids.reset] = (place, _input, context) => {
      place.set(defaults());
      context.store.changed();
      return done();
    };
  }
  return handlers<DocumentPlace<RequestBody<Set>>, Get | Set | Reset>(spec.at, answers);
}

/** Where a caller's rows of a collection are: read them, add one, remove some, number a new one. */
export interface Place<R> {
  rows(): R[];
  /** Adds a row `make` made (a place that numbers and checks what it adds takes `insert` and drafts instead). */
  add?(row: R): void;
  remove(doomed: ReadonlySet<R>): void;
  nextId(): number;
  /** Whose rows these are in the refusal of an id that is not among them ("this site's"); "yours" unless set. */
  whose?: string;
  /**
   * A place that keeps an order and checks the whole list (a rule list: rule-list.ts listPlace) adds the rows a create
   * makes (numbering them, all or none), replaces a row by its update and pages its rows itself; the collection's own
   * duplicates, limit and sorting are not used then.
   */
  insert?(rows: Made<R>[]): R[];
  replace?(current: R, next: Made<R>): void;
  page?(query: Record<string, unknown>): { data: R[]; total: number };
}

/** A row as make or patch makes it: an id is given when it is added; a priority only when it names its place (rule-list.ts). */
export type Made<R> = Omit<R, 'id' | 'priority'> & { id?: number; priority?: number };

/** The rows of `holder[key]` that `owned` keeps, as a place (rows of other owners stay untouched). */
export function ownedRows<K extends string, H extends Record<K, unknown[]>>(holder: H, key: K, owned: (row: H[K][number]) => boolean, nextId: () => number): Place<H[K][number]> {
  type R = H[K][number];
  const list = holder as unknown as Record<K, R[]>;
  return {
    rows: () => list[key].filter(owned),
    add: (row) => list[key].push(row),
    remove: (doomed) => {
      list[key] = list[key].filter((row) => !doomed.has(row));
    },
    nextId,
  };
}

/**
 * The rows of `holder[key]` of the caller's tenant root (their `owner` field, `clientId` unless named), as a place
 * that knows the root's id (`clientId`); `nextId` numbers a new row from the holder.
 */
export function tenantRows<K extends string, H extends Record<K, unknown[]>>(context: SignedInContext, holder: H, key: K, nextId: (holder: H) => number, owner = 'clientId') {
  const clientId = tenantRoot(context.store, context.caller.account).id;
  return { clientId, ...ownedRows(holder, key, (row) => (row as Record<string, unknown>)[owner] === clientId, () => nextId(holder)) };
}

export interface CollectionSpec<R extends { id: number }, At extends Place<R>, V, Create extends OperationId, Update extends OperationId> {
  /** What one row is called in messages ("trigger rate"). */
  noun: string;
  /** The caller's place, from the call (refuses, 101018, a caller who has none: another tenant's site...). */
  at(input: AnyInput, context: SignedInContext): At;
  /** A new row from a create body, with its id (it may refuse the body: it runs before the other checks). */
  make?: (body: RequestBody<Create>, id: number, at: At, context: SignedInContext) => R;
  /** Instead of make, on a place that numbers and checks what it adds (a rule list): the rows a create body makes, one or a batch. */
  drafts?: (body: RequestBody<Create>, at: At, context: SignedInContext) => Made<NoInfer<R>>[];
  /**
   * Applies an update body to (a copy of) a row, fields not sent staying; on a place that replaces rows, answers the
   * row that replaces it (given the row itself).
   */
  patch?: (row: R, body: RequestBody<Update>, at: At, context: SignedInContext) => void | Made<R>;
  /** A row as answered (as stored unless set). */
  view?: (row: R, at: At, context: SignedInContext) => V;
  /** Two rows of a place sharing a key (texts case-insensitively) are duplicates (101025, on the body field named). */
  unique?: { field: string; key: (row: R) => string | number; message?: (row: R) => string };
  /** Most rows a place holds (101029, checked after the duplicates and `check`), and what they are in its message. */
  max?: { rows: number; of: string };
  /** What the contract cannot say about a row as it would be (throws fail.*). */
  check?: (row: R, at: At, context: SignedInContext) => void;
  /** Keys `sortBy` accepts; without `sortBy` the rows come in `order`, or as stored. */
  sortable?: Record<string, (row: R) => Sortable>;
  order?: (a: R, b: R) => number;
  /** The rows the list's query filters keep (every row unless set). */
  where?: (row: R, query: Record<string, unknown>) => boolean;
  /** list answers one page (the query's, with the contract's defaults) rather than every row. */
  paged?: boolean;
  /** Sorts and pages the views itself (instead of `sortable`, `order` and `paged`): the infrastructure's sortAndPage. */
  pages?: (views: V[], query: Record<string, unknown>) => { data: V[]; total: number };
  /** create answers `{ data: view(row) }` when set, the rows made (`{ data, total }`) with 'rows', else done(); update likewise with `updated`. */
  created?: boolean | 'rows';
  updated?: boolean;
  /** The refusal of an id that is not in the caller's place (101018 "… is not yours" unless set). */
  missing?: (id: number, at: At) => ApiFailure;
  /** What the caller may not do to a row of its place (throws fail.*: a role limited to sites), checked as each id is found. */
  owned?: (row: R, at: At, context: SignedInContext) => void;
  /** What the contract cannot say about removing these rows (throws fail.*; nothing is removed then). */
  removable?: (rows: R[], at: At, context: SignedInContext) => void;
  /** Runs after a create, update or delete changed the place, before it is saved (derived state, an audit record). */
  written?: (at: At, context: SignedInContext, what: 'create' | 'update' | 'delete') => void;
}

/**
 * list answers `{ data: views, total }`, create adds a row, update changes the one `body.id` names, delete removes
 * `body.ids` (all or none; an id not in the caller's place is 101018).
 */
export function collection<R extends { id: number }, At extends Place<R>, V, List extends OperationId = never, Create extends OperationId = never, Update extends OperationId = never, Delete extends OperationId = never>(
  ids: { list?: List; create?: Create; update?: Update; delete?: Delete },
  spec: CollectionSpec<R, At, V, NoInfer<Create>, NoInfer<Update>>,
) {
  const one = (at: At, id: number, context: SignedInContext) => {
    const row = at.rows().find((r) => r.id === id);
    if (!row && spec.missing) throw spec.missing(id, at);
    if (!row) throw fail.denied(at.whose ? `${spec.noun} ${id} is not one of ${at.whose}` : `${spec.noun} ${id} is not yours`);
    spec.owned?.(row, at, context);
    return row;
  };
  /** The checks on a row as it would be, before anything changes. */
  const checked = (row: R, at: At, context: SignedInContext) => {
    if (spec.unique) {
      const { field: name, key } = spec.unique;
      const fold = (value: string | number) => (typeof value === 'string' ? value.toLowerCase() : value);
      const wanted = fold(key(row));
      if (at.rows().some((r) => r.id !== row.id && fold(key(r)) === wanted)) {
        const message = spec.unique.message?.(row) ?? `a ${spec.noun} with this ${name} exists`;
        throw fail.duplicate('duplicated data', [{ in: 'body', field: name, message }]);
      }
    }
    spec.check?.(row, at, context);
  };
  const answers: Record<string, Answer<At>> = {};
  const view = (row: R, at: At, context: SignedInContext): V => (spec.view ? spec.view(row, at, context) : (row as unknown as V));
  if (ids.list !== undefined) {
    answers[ids.list] = (at, input, context) => {
      const page = at.page?.(input.query);
      if (page) return { ...page, data: page.data.map((row) => view(row, at, context)) };
      const q = input.query as { page?: number; pageSize?: number; sortBy?: string; orderBy?: 'asc' | 'desc' };
      let rows = at.rows();
      if (spec.where) rows = rows.filter((row) => spec.where?.(row, input.query));
      const key = q.sortBy === undefined ? undefined : spec.sortable?.[q.sortBy];
      if (key) rows = sortRowsBy(rows, key, q.orderBy ?? 'asc');
      else if (spec.order) rows = [...rows].sort(spec.order);
      const views = rows.map((row) => view(row, at, context));
      if (spec.pages) return spec.pages(views, input.query);
      return spec.paged ? paginate(views, q) : allRows(views);
    };
  }
  /** A write done: its hook, the save, and the answer (the views of the rows in `answer` when set, else done()). */
  const saved = (at: At, context: SignedInContext, what: 'create' | 'update' | 'delete', answer?: R[] | false, rows?: 'rows') => {
    spec.written?.(at, context, what);
    context.store.changed();
    if (!answer) return done();
    const views = answer.map((row) => view(row, at, context));
    return rows ? allRows(views) : { data: views[0] };
  };
  const needs = <F>(f: F | undefined, id: string, what: string) => {
    if (!f) throw new Error(`embedded backend: ${id} needs a ${what} of ${spec.noun}`);
    return f;
  };
  if (ids.create !== undefined && spec.drafts) {
    const drafts = spec.drafts;
    answers[ids.create] = (at, input, context) => {
      if (!at.insert) throw new Error(`embedded backend: ${String(ids.create)} drafts rows for a place that does not number them`);
      const added = at.insert(drafts(input.body as RequestBody<Create>, at, context));
      return saved(at, context, 'create', spec.created && added, spec.created === 'rows' ? 'rows' : undefined);
    };
  } else if (ids.create !== undefined) {
    const make = needs(spec.make, ids.create, 'make');
    answers[ids.create] = (at, input, context) => {
      if (!at.add) throw new Error(`embedded backend: ${String(ids.create)} makes a row for a place that only takes drafts`);
      const row = make(input.body as RequestBody<Create>, 0, at, context);
      checked(row, at, context);
      if (spec.max && at.rows().length >= spec.max.rows) {
        throw new ApiFailure(101029, `at most ${spec.max.rows} ${spec.max.of}`, undefined, { limit: spec.max.rows });
      }
      row.id = at.nextId();
      at.add(row);
      return saved(at, context, 'create', spec.created && [row]);
    };
  }
  if (ids.update !== undefined) {
    const patch = needs(spec.patch, ids.update, 'patch');
    answers[ids.update] = (at, input, context) => {
      const row = one(at, (input.body as { id: number }).id, context);
      if (at.replace) {
        at.replace(row, patch(row, input.body as RequestBody<Update>, at, context) as Made<R>);
        return saved(at, context, 'update');
      }
      const next = structuredClone(row);
      patch(next, input.body as RequestBody<Update>, at, context);
      checked(next, at, context);
      for (const key of Object.keys(row) as (keyof R)[]) if (!(key in next)) delete row[key];
      Object.assign(row, next);
      return saved(at, context, 'update', spec.updated && [row]);
    };
  }
  if (ids.delete !== undefined) {
    answers[ids.delete] = (at, input, context) => {
      const body = input.body as { ids?: number[]; id?: number };
      const doomed = new Set((body.ids ?? [body.id as number]).map((id) => one(at, id, context)));
      spec.removable?.([...doomed], at, context);
      at.remove(doomed);
      return saved(at, context, 'delete');
    };
  }
  return handlers<At, List | Create | Update | Delete>(spec.at, answers);
}

/** The fields of an update body that were sent. */
export const sent = <T extends object>(changes: T): Partial<T> => Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) as Partial<T>;

/**
 * Writes on one record a call names (a zone, a node's settings...): each operation's `apply` changes the record
 * `at` finds (it may refuse with fail.*), then `saved` notes the change (store.changed() unless set), answering done().
 */
export function edits<R, Id extends OperationId>(
  at: (input: AnyInput, context: SignedInContext) => R,
  applies: { [K in Id]: (record: R, body: RequestBody<K>, context: SignedInContext) => void },
  saved: (record: R, context: SignedInContext) => void = (_record, context) => context.store.changed(),
) {
  const answers: Record<string, Answer<R>> = {};
  for (const [id, apply] of Object.entries(applies) as [string, (record: R, body: unknown, context: SignedInContext) => void][]) {
    answers[id] = (record, input, context) => {
      apply(record, input.body, context);
      saved(record, context);
      return done();
    };
  }
  return handlers<R, Id>(at, answers);
}

/** Every row at once, as a list call answers it. */
export const allRows = <T>(data: T[]): { data: T[]; total: number } => ({ data, total: data.length });
