// Where a RuleList is shown: the path of its calls, what names the place (exported files), what a change
// refreshes, the domains for the domain cells, and the registries its descriptor's names are found in.
// The area that shows lists provides it (e.g. the site workspace, for every site's lists).
import type { ComponentType, ReactNode } from 'react';
import { createContext, useContext } from 'react';
import type { Registry } from '../registry';
import type { ListColumn, ListDescriptor } from './descriptor';
import type { DescribeValue } from '../../schema-form/ChangeReview';
import type { FormDescriptor } from '../../schema-form/descriptor';

export type Row = Record<string, unknown> & { id: number };

export interface CellProps {
  value: unknown;
  row: Row;
  column: ListColumn;
  /** How the row is named (its `rowName`). */
  name: string;
  /** Switches the row on or off at once (the list's enable call); rejects when refused. */
  toggle?: (row: Row, enabled: boolean) => Promise<unknown>;
  /** The call `toggle` makes and its path: the switch is read-only, saying why, when the account may not make it. */
  toggleCall?: { operation: string; path?: Record<string, number> };
}
export type Cell = ComponentType<CellProps>;

/** A filter's value as the list call is sent it (a filter holding several values: a list). */
export type FilterParam = string | number | (string | number)[];

/** A choice of a list's filter. */
export interface FilterChoice {
  value: string;
  label: string;
}
/** The choices of a filter that names them (`choicesFrom`): a hook (a query of the server, the years of a report…),
 * in the language shown. */
export type ChoiceSource = () => FilterChoice[];
export type ChoiceSources = Registry<ChoiceSource>;

/** What the row being written will do in words (null: nothing to say yet). */
/** `row`: the row being edited (absent when adding). */
export type Explanation = (values: Record<string, unknown>, row?: Row) => string | null;
export type Warnings = (values: Record<string, unknown>) => string[];

/** The parts of a list that are truly particular to it. */
export interface ListOverride {
  /** Shown above the table (e.g. a count against a limit). */
  before?: ComponentType<OverrideProps>;
  /** More toolbar buttons, more bulk actions. */
  toolbar?: ComponentType<OverrideProps>;
  /** More toolbar buttons after the filters, before the query's "Copy as API call": those acting on what the filters
   * show (e.g. unblock the IPs searched for, unblock all). */
  toolbarEnd?: ComponentType<OverrideProps>;
  bulk?: ComponentType<OverrideProps & { selected: Row[]; clear: () => void }>;
  /** More buttons of a row, before its API button (e.g. "Open" a domain's own rules from an overview). */
  row?: ComponentType<OverrideProps & { row: Row; name: string }>;
  /** A hook giving what the list's state decides: adding refused (with the reason), a check of imports. */
  use?: (props: OverrideProps) => OverrideState;
  /** A hook reading the rows of a read-only list that are no one call's answer as it is (the zone's ports joined with the
   * site's open ones, the union of one call per kind of module): `calls.list` is then the call they are chiefly read
   * from, and the toolbar copies no query as an API call. Called with the list's path and its filters as its call would
   * send them (e.g. which table's days are shown; a filter holding several values as a list), on every render. */
  rows?: (path: Record<string, number>, filters: Record<string, FilterParam>) => OwnRows;
}

/** The rows an override reads (`rows`), as a query gives them: `data` one value while the rows do not change, and
 * absent while they cannot all be read (an error is then said instead of some of them). */
export interface OwnRows {
  data?: { data: Row[]; total?: number };
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export interface OverrideState {
  /** The add button is disabled with this reason. */
  addRefused?: string | null;
  /** A check of an imported file against the rows the list holds, beyond the descriptor's (its problem in words, or null). */
  importCheck?: (rules: Record<string, unknown>[], existing: Row[]) => string | null;
  /** Values of a new row beyond the descriptor's (e.g. every rule the server offers). */
  initial?: Record<string, unknown>;
  /** The row form completed with what the server offers (e.g. choices of regions). */
  form?: FormDescriptor;
  /** The explanation, when it needs what the server says (e.g. names of regions). */
  explain?: Explanation;
  /** Told the call's answer once a row is saved, added or edited (e.g. a secret or a signed text shown once). */
  onSaved?: (answer: unknown) => void;
  /** Shown after the list (e.g. the dialog `onCreated` opens). */
  after?: ReactNode;
  /** Cautions of the row being written when they depend on the row edited (e.g. an irreversible upgrade of it), said
   * in the form and again in the change review; before the descriptor's `warnings`. */
  warnings?: (values: Record<string, unknown>, row?: Row) => string[];
  /** Why these rows may not be removed (their Remove, or the selection's, is refused with it), or null: e.g. the last
   * origin of a domain. */
  removeRefused?: (removed: Row[]) => string | null;
  /** Whether a row has its buttons (default: every row), e.g. only extra traffic plans (a basic plan comes with its product). */
  hasActions?: (row: Row) => boolean;
  /** More values of a row for its texts (confirmations, button names), e.g. how many accounts hold a role. */
  values?: (row: Row) => Record<string, unknown>;
  /** How a row is named in buttons, confirmations and the order dialog, when one field does not say it. */
  rowName?: (row: Row) => string;
  /** A row as its form edits it, when it is not the form's fields as they are (e.g. no methods named: all ticked). */
  formValues?: (row: Row) => Record<string, unknown>;
  /** The body of the form's values, when it is not the values as they are (e.g. every method ticked: none named). */
  toBody?: (values: Record<string, unknown>) => Record<string, unknown>;
  /** Fields of a row its form does not show, sent unchanged with an edit, a move and an export (an update replaces the row). */
  kept?: (row: Row) => Record<string, unknown>;
  /** The form of an edit of this row, when it differs (e.g. a secret kept unless typed, a kind that stays). */
  editForm?: (row: Row) => FormDescriptor;
  /** Values in words in the change review (names for ids), before the form's choice names. */
  describe?: DescribeValue;
  /** The row form of an add (no row) or of the edit of that row, completed with what the list holds
   * (e.g. the choices other rows have taken greyed out); before `form`. */
  formOf?: (row?: Row) => FormDescriptor;
  /** Problems of the row being written beyond its form's schema, by field, when they depend on the other rows (e.g. an
   * address and port another origin has); `row`: the row edited. Nothing is sent while there is one. */
  check?: (values: Record<string, unknown>, row?: Row) => Partial<Record<string, string>>;
}

export interface OverrideProps {
  list: ListDescriptor;
  path: Record<string, number>;
  /** The row whose entries these are (child lists). */
  parent?: Row;
  rows: Row[];
  total: number;
  /** The list's filters as its call sends them (without paging; a filter holding several values as a list), e.g. for an
   * export of the same rows. */
  filters: Record<string, FilterParam>;
  /** The name of each filter's choice made, by the filter's parameter (as `{<param>}` in the list's texts). */
  chosen: Record<string, string>;
}

export interface ListScope {
  path: Record<string, number>;
  /** Names the place in exported files and import confirmations. */
  placeName: string;
  /** Every query under this URL prefix is read again after a change (default: what the contract says each
   * write changes, `invalidateAfter`). */
  invalidate?: string;
  domainNames: ReadonlyMap<number, string>;
  /** More values for the descriptor's texts (e.g. `{domain}` for the lists of one domain). */
  values?: Record<string, unknown>;
  cells: Registry<Cell>;
  explanations: Registry<Explanation>;
  warnings: Registry<Warnings>;
  overrides: Registry<ListOverride>;
  forms: Registry<FormDescriptor>;
  lists: Registry<ListDescriptor>;
  /** The choice sources filters name (`choicesFrom`). */
  choices?: ChoiceSources;
  /** The dialog that binds domains to a row, by the descriptor's bind operation. */
  bindDialog?: (props: { operation: string; row: Row | null; onClose: () => void }) => ReactNode;
}

export const ListScopeContext = createContext<ListScope | null>(null);

export function useListScope(): ListScope {
  const scope = useContext(ListScopeContext);
  if (!scope) throw new Error('RuleList outside a ListScopeContext');
  return scope;
}
