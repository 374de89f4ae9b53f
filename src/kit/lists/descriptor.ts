// A list descriptor (forms/<area>/lists/<name>.list.json): pure JSON, read by the one RuleList. It names its
// calls by operation id, its row form by descriptor name, and its cells, explanations and overrides by their
// names in the registries (see list-descriptor.schema.json, which a unit test checks every descriptor against).
//
// Texts are English source messages (translated through the catalogue); `{name}` style placeholders take the
// row's fields, `{parent}` the name of the row whose entries are shown, `{count}` a number of rows.

export interface ListColumn {
  /** Column id (and the field shown, unless `field` says otherwise). */
  id: string;
  header: string;
  /** A cell renderer's name in the cells registry. */
  cell: string;
  field?: string;
  /** For the `choice` and `choiceBadge` cells: the text of each value (`"true"`, `"301"`…); `"*"`: any other value,
   * with `{value}` (`"{value} KB/s"`). */
  labels?: Record<string, string>;
  /** For the `choiceBadge` cell: the colour of each value's badge. */
  colors?: Record<string, string>;
  /** Shown only in these consoles (a descriptor several consoles share, `consoles`). */
  only?: Console[];
  /** For cells that show nothing specially (`text`): what an empty value shows. */
  none?: string;
  /** The server sorts the list by this column (its `field`, else its id, is the sort field; the list's `sort` says how
   * it is sent, default `sortBy`/`orderBy`). Default: not sortable. */
  sortable?: boolean;
}

/** A link of a row to a screen of the same console (e.g. a zone's settings page). */
export interface RowLink {
  /** The link's text ("Settings"). */
  label: string;
  /** Its accessible name, with the row's fields ("Settings of {name}"). */
  title: string;
  /** The path under the console, with the row's fields (`nodeManage/zonesList/{id}`). */
  to: string;
}

export interface ListCalls {
  list: string;
  delete?: string;
  /** Binds domains to a row (PUT {domainIDs, <key>}). */
  bind?: string;
  /** Moves a row to a new place (the body: the row's key and its new priority). */
  reorder?: string;
  /** Saves a row again with only its switch changed (its update call). */
  enable?: string;
}

export interface ChildEntries {
  /** The list descriptor of the entries (by name). */
  list: string;
  /** The entries button and its column (e.g. "Headers"). */
  label: string;
  /** Panel heading, button and table name: "Headers of {name}". */
  title: string;
  /** The path parameter that names the row (e.g. `moduleId`). */
  param: string;
  /** `toggle` (default): a row's button opens its entries in a panel; `first`: the first row's entries show until another is chosen. */
  show?: 'toggle' | 'first';
  /** The entries' list by a field of the row (e.g. a group's kind of credentials), `list` for the other values. */
  by?: { field: string; lists: Record<string, string> };
}

export interface FieldRefusal {
  /** The refusal's code (its message is not shown as a notification). */
  code: number;
  field: string;
  message: string;
  /** Only a refusal whose `errorData` names this body field (e.g. 101003 about `delay`); its notification still shows. */
  errorField?: string;
}

export interface WholeRows {
  /** The field of the document (its `data`) that holds the rows. */
  at: string;
  /** The call that saves every row, under `wrap` of its body. */
  save: string;
  wrap: string;
  /** A new row goes first (default: last). */
  newFirst?: boolean;
  /** At least this many rows stay (Remove is refused below it), said by `minimumNote`. */
  minimum?: number;
  minimumNote?: string;
}

/** The consoles a descriptor may serve. */
export type Console = 'user' | 'client' | 'admin';

/** What a list says once a write is done (ICU texts): `removed` with `{count}` (and `{name}` when one row),
 * `moved` with `{name}` and `{place}`, `switchedOn`/`switchedOff` with `{name}`. */
export interface DoneTexts {
  removed?: string;
  moved?: string;
  switchedOn?: string;
  switchedOff?: string;
}

/** A filter of a paged list, sent as a query parameter of its list call. */
export interface ListFilter {
  /** The query parameter. */
  param: string;
  label: string;
  /** `select`: one of `choices` (none chosen: every row); `search`: typed text. */
  kind: 'select' | 'search';
  /** Values and their texts (for `select`). */
  choices?: { value: string; label: string }[];
  /** What the empty filter says ("All states"). */
  placeholder?: string;
  /** `number`: the value is sent as a number. */
  type?: 'string' | 'number';
}

/** What differs in one console of a descriptor several consoles share: its calls, its forms and its texts. */
export type ConsoleVariant = Partial<Pick<ListDescriptor, 'title' | 'intro' | 'label' | 'empty' | 'form' | 'editForm' | 'override' | 'duplicate' | 'done'>> & {
  calls?: Partial<ListCalls>;
  add?: Partial<ListDescriptor['add']>;
  remove?: Partial<ListDescriptor['remove']>;
};

export interface ListDescriptor {
  $schema?: string;
  /** Unique name, `<area>.list.<screen>` (`common.list.<screen>`: shared by the consoles of `consoles`). */
  name: string;
  /** A descriptor several consoles share: what differs in each (the others' lines are common). The columns
   * of one console say so (`only`). */
  consoles?: Partial<Record<Console, ConsoleVariant>>;
  /** Heading and introduction above the table. */
  title?: string;
  intro?: string;
  /** Heading level of the title (2: a tab, 3: a section of a tab). */
  heading?: 2 | 3;
  /** `card`: the heading, the introduction and the list in a bordered section; `section`: in a section named by the heading (a region). */
  frame?: 'plain' | 'card' | 'section';
  /** Accessible name of the table ("CORS modules"). */
  label: string;
  empty: string;
  /** The row form descriptor (forms/…/*.form.json), by name. */
  form: string;
  /** The form of an edit, when it is not the row form (e.g. a secret that cannot be read back). */
  editForm?: string;
  calls: ListCalls;
  /** The row's key field (default `id`). */
  key?: string;
  /** The field naming a row in buttons' accessible names ("Edit storefront-api"); `referers.0`: a list's first item. */
  rowName: string;
  /** Accessible names of a row's Edit and Remove buttons (default "Edit {name}", "Remove {name}"). */
  actionNames?: { edit?: string; remove?: string };
  /** The rows are a field of the list call's answer, each with its own id and calls (e.g. a site's speed limits,
   * read with its other settings): every row at once, no paging. */
  rowsAt?: string;
  /** Paged call (default), or every row at once (`all`: the query asking for them). */
  all?: Record<string, string | number | boolean>;
  pageSizes?: 'default' | 'firewall';
  /** The first page size (default 10). */
  pageSize?: number;
  /** Empty texts and lists are left out of what is sent (an absent condition means "any"). */
  compact?: boolean;
  /** Only the fields the form shows for the values are sent (a field of a condition's branch not chosen is left out). */
  onlyShown?: boolean;
  /** How the sort of `sortable` columns is sent: one query parameter, `<field>` or `-<field>` descending
   * (default: `sortBy` and `orderBy`). */
  sort?: { param: string };
  height?: number;
  columns: ListColumn[];
  /** The buttons of a row, in order. */
  rowActions: ('entries' | 'edit' | 'domains' | 'remove')[];
  add: { label: string; initial?: Record<string, unknown> };
  /** `explain`: the confirmation says what the row does (its explanation), else `message`. */
  remove: { title: string; message: string; bulkTitle: string; bulkMessage: string; explain?: boolean };
  /** `row`: the enable call takes the row's values with the switch (its update call). */
  enableSends?: 'switch' | 'row';
  /** Sent with every create and edit when the form leaves the field out (e.g. an empty header value). */
  bodyDefaults?: Record<string, unknown>;
  /** What is said once a write is done (default: the row's name and what happened). */
  done?: DoneTexts;
  /** Filters of a paged list, above it (each a query parameter of `calls.list`). */
  filters?: ListFilter[];
  /** The message of a refused duplicate (101025). */
  duplicate?: string;
  fieldErrors?: FieldRefusal[];
  /** Effect explanation and cautions of the row being written, by name. */
  explain?: string;
  warnings?: string;
  /** Names values (choices) in the change review with the form's choice names. */
  describeChoices?: boolean;
  transfer?: {
    /** The kind written in exported files (`module.cors`). */
    kind: string;
    /** Fields that name a rule once: a file repeating one, or one the list holds, is refused whole. */
    unique?: { field: string; ignoreCase?: boolean; taken?: string; twice?: string };
    /** Said next to the export and import buttons. */
    note?: string;
    /** Created in one call: the rules under this key of the body. */
    batch?: { operation: string; wrap: string };
    /** Fields an export leaves out (e.g. a secret that cannot be read back). */
    omit?: string[];
  };
  /** Rows applied in order: dragged into place (mouse or keyboard), the move saved with `calls.reorder`
   * (the row's values and its new place, from 1, under `field`). */
  order?: {
    field: string;
    /** The rows stay a paged table; a "Change order" dialog orders them all (dragged, then saved: only the rows that move are sent). */
    dialog?: boolean;
    /** The columns (ids) shown for each row in that dialog. */
    show?: string[];
  };
  entries?: ChildEntries;
  /** The rows are one field of a document (`calls.list` reads it) and every change saves them all at once
   * (e.g. the advanced firewall's order by URL): rows have no ids, a row is its place. */
  whole?: WholeRows;
  /** What is truly particular to this list, by name in the overrides registry. */
  override?: string;
  /** Links of a row to other screens, shown before its buttons. */
  links?: RowLink[];
  /** Fields of every create body taken from the list's path (`{ "zoneID": "zoneId" }`): lists whose
   * calls name their parent in the body rather than in the path. */
  bodyFromPath?: Record<string, string>;
}

/** The descriptor as one console reads it: its variant's lines over the common ones, its columns only. A descriptor
 * without `consoles` is returned as it is. */
export function forConsole(list: ListDescriptor, console: string): ListDescriptor {
  if (!list.consoles) return list;
  const variant = list.consoles[console as Console];
  if (!variant) throw new Error(`The list ${list.name} is not shown in the ${console} console`);
  const { calls, add, remove, ...rest } = variant;
  return {
    ...list,
    ...rest,
    calls: { ...list.calls, ...calls },
    add: { ...list.add, ...add, initial: add?.initial ? { ...list.add.initial, ...add.initial } : list.add.initial },
    remove: { ...list.remove, ...remove },
    columns: list.columns.filter((col) => !col.only || col.only.includes(console as Console)),
  };
}
