// One small generic helper for every rule list of the security resources (firewall lists, layer-4 lists,
// module rules, credentials): create with a new id, update by id, delete by ids, pages with sorting, the
// priority order, duplicates and the item limits (the contract limits every text a list keeps: 256, 101003).
// Every check runs on the would-be list before anything changes, so a refused call changes nothing.
import { ApiFailure, fail } from '../../errors.ts';
import { type PageQuery as Paging, paginate, sortRows } from '../../domain/paging.ts';
import { ITEM_LIMIT, tooMany } from './common.ts';
import type { Place } from '../crud.ts';
import type { Sortable } from '../crud-more.ts';

export interface ListRow {
  id: number;
  priority?: number;
}

/** Texts compare case- and accent-insensitively; the folded form is computed once a row. */
const fold = (value: Sortable): Sortable => (typeof value === 'string' ? value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase() : value);

/** Sorted on one key, texts case- and accent-insensitively (folded once a row, then compared with `<`: faster than a collator for 5000 rows). */
export const sortRowsBy = <T>(rows: T[], key: (row: T) => Sortable, order: 'asc' | 'desc' = 'asc') =>
  sortRows(rows, (row) => fold(key(row)), order, (x, y) => (x < y ? -1 : 1));

export interface RuleListConfig<R extends ListRow> {
  /** What one row is called in messages ("blacklist entry"). */
  noun: string;
  /** Rows carry `priority` 1..n (evaluation order): a new row goes last unless it names its place. */
  ordered?: boolean;
  /** Most rows in one list (101029); 5000 unless set. */
  maxRows?: number;
  /** Identities of a row: two rows sharing one are duplicates (101025). */
  keys?: (row: R) => readonly string[];
  /** IPs a row holds: one list holds at most 5000 in all (101029). */
  ips?: (row: R) => readonly string[] | null | undefined;
  /** Keys `sortBy` accepts. */
  sortable?: Record<string, (row: R) => Sortable>;
}

/** A row as a create or update call makes it: no id; a priority only when the caller names a place. */
export type Draft<R extends ListRow> = Omit<R, 'id' | 'priority'> & { priority?: number };

export type PageQuery = Paging & { sortBy?: string; orderBy?: 'asc' | 'desc' };

/** A rule list's rows and checks; `get` refuses (101018) an id the list does not hold (another site's or an unknown id). */
export class RuleList<R extends ListRow> {
  constructor(readonly config: RuleListConfig<R>) {}

  get(rows: readonly R[], id: number) {
    const row = rows.find((r) => r.id === id);
    if (!row) throw fail.denied(`${this.config.noun} ${id} is not one of this list`);
    return row;
  }

  /** The checks on the list as it would be; `changed` are the rows the call makes or changes. */
  private check(next: readonly R[], changed: ReadonlySet<R>) {
    const { config } = this;
    const maxRows = config.maxRows ?? ITEM_LIMIT;
    if (next.length > maxRows) throw tooMany(`${config.noun} rows`, maxRows);
    const { ips } = config;
    if (ips && next.reduce((total, row) => total + (ips(row)?.length ?? 0), 0) > ITEM_LIMIT) throw tooMany('IPs in one list');
    if (config.keys) {
      const owners = new Map<string, R>();
      for (const row of next) {
        for (const key of new Set(config.keys(row))) {
          const other = owners.get(key);
          if (other && (changed.has(row) || changed.has(other))) {
            const which = other.id ? `${config.noun} ${other.id}` : `another ${config.noun} of this call`;
            throw new ApiFailure(101025, `duplicated data: same as ${which}`, [{ in: 'body', field: '', message: `same as ${which}` }]);
          }
          owners.set(key, row);
        }
      }
    }
  }

  private commit(rows: R[], next: R[]) {
    rows.splice(0, rows.length, ...next);
    if (this.config.ordered) rows.forEach((row, index) => (row.priority = index + 1));
  }

  /** Index a row asking for `priority` goes to (1 is first; past the end is last). */
  private slot(length: number, priority: number | undefined) {
    return this.config.ordered && priority !== undefined ? Math.min(Math.max(priority, 1), length + 1) - 1 : length;
  }

  /** A page of the rows (filtered, then sorted by `sortBy` or kept in list order). */
  page(rows: readonly R[], query: PageQuery) {
    let selected = [...rows];
    if (query.sortBy !== undefined) {
      const key = this.config.sortable?.[query.sortBy];
      if (!key) throw fail.parameter('parameter error', [{ in: 'query', field: 'sortBy', message: `is one of ${Object.keys(this.config.sortable ?? {}).join(', ') || '(none)'}` }]);
      selected = sortRowsBy(selected, key, query.orderBy ?? 'asc');
    } else if (query.orderBy === 'desc') selected.reverse();
    return paginate(selected, query);
  }

  /** Adds rows (all or none); answers them with their ids. */
  add(rows: R[], drafts: readonly Draft<R>[], nextId: () => number) {
    const next = [...rows];
    const made: R[] = [];
    for (const { priority, ...rest } of drafts) {
      const row = { ...rest, id: 0 } as unknown as R;
      next.splice(this.slot(next.length, priority), 0, row);
      made.push(row);
    }
    this.check(next, new Set(made));
    for (const row of made) row.id = nextId();
    this.commit(rows, next);
    return made;
  }

  /** Replaces the row with this id by what `build` makes of it (a priority moves it, else it keeps its place). */
  update(rows: R[], id: number, build: (current: R) => Draft<R>) {
    const current = this.get(rows, id);
    const { priority, ...rest } = build(current);
    const row = { ...rest, id } as unknown as R;
    const next = rows.filter((r) => r !== current);
    next.splice(priority === undefined ? rows.indexOf(current) : this.slot(next.length, priority), 0, row);
    this.check(next, new Set([row]));
    this.commit(rows, next);
  }

  /** Removes the rows with these ids; refuses (101018) when one is not in the list, removing none. */
  remove(rows: R[], ids: readonly number[]) {
    const doomed = new Set(ids.map((id) => this.get(rows, id)));
    this.commit(rows, rows.filter((r) => !doomed.has(r)));
  }
}

export const ruleList = <R extends ListRow>(config: RuleListConfig<R>) => new RuleList(config);

/**
 * The rows of one rule list as the place of a collection's calls (crud.ts): a create adds the rows `drafts` makes, an
 * update replaces the row `body.id` names by what `patch` makes of it, a delete removes `body.ids` (all or none), each
 * with the list's checks on the would-be list and its order; list answers a page as the list sorts it (the page
 * `pageOf` makes of the query, the query itself unless set).
 */
export function listPlace<R extends ListRow>(list: RuleList<R>, rows: R[], nextId: () => number, pageOf?: (query: Record<string, unknown>) => PageQuery): Place<R> {
  return {
    rows: () => rows,
    whose: 'this list',
    nextId,
    insert: (drafts) => list.add(rows, drafts as Draft<R>[], nextId),
    replace: (current, next) => list.update(rows, current.id, () => next as Draft<R>),
    remove: (doomed) => list.remove(rows, [...doomed].map((row) => row.id)),
    page: (query) => list.page(rows, pageOf ? pageOf(query) : query),
  };
}
