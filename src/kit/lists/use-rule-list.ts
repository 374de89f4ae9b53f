// What a list descriptor's screen knows and does, without how it looks: its rows (paged, or all at once and searched
// here), what is being edited, bound, opened or ordered, and every write (remove, move, switch, import, a whole
// document saved) with the check that nothing changed since the list was loaded (issue 28) and the message saying
// what was done. The views (RuleTable, RuleOrderedList, RuleDialogs) read it; RuleList puts them together.
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { use, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useArea } from '../../services/use-area';
import { notifyError, notifySuccess, reportError } from '../../services/feedback';
import { isApiError } from '../../api/errors';
import type { NamedApiCall } from '../../schema-form/api-call/CopyApiCall';
import { wrappedSchema } from '../../schema-form/api-call/snippet';
import { dequal } from '../../schema-form/concurrency/merge';
import { firstMoved } from '../../schema-form/concurrency/rows';
import { bodyFor } from '../../schema-form/body-for';
import { useCan } from '../../api/permissions';
import { useListState } from '../../components/resource-table/list-state';
import { searchRows } from './search';
import { createEach } from '../../components/rules/create-each';
import type { DescribeValue } from '../../schema-form/ChangeReview';
import type { FormDescriptor } from '../../schema-form/descriptor';
import { invalidateAfter, type OperationId } from '../../api/invalidate';
import { invalidateUnder } from '../../schema-form/invalidate';
import { callOperation, operationUrl } from '../../schema-form/operations';
import { choiceNames } from './choices';
import { type BulkAction, forConsole, type ListDescriptor } from './descriptor';
import { useKeptRows } from '../polling';
import { bulkCall, firstSort, refreshOptions } from './refresh';
import { doneTexts } from './done';
import { type ChoiceSource, type ChoiceSources, type FilterChoice, type ListOverride, type OverrideProps, type OverrideState, type OwnRows, type Row, useListScope } from './scope';
import { defineRegistry } from '../registry';
import { say } from './texts';
import { choiceNamesOf, filterParams, filterValues } from './filters';
import { rangeProblem, rangeStart } from './range';
import { queryFromPath, type ReadQuery, readCall } from './read-call';
import { compactBody, exportedRow, formValuesOf, uniqueProblem } from './values';
import { canApplyRules } from '../bulk/can-apply';

export type Values = Record<string, unknown>;
/** Large enough for every row of a list a site holds (exports, import checks). */
export const ALL_ROWS = 5000;

const NO_OVERRIDE: ListOverride = {};
/** `shownValues`, loaded by the first list that sends only the fields shown (`onlyShown`): the list waits for it. */
let shownValuesLoaded: Promise<typeof import('./shown-values').shownValues> | undefined;
const loadShownValues = () => (shownValuesLoaded ??= import('./shown-values').then((module) => module.shownValues));
const useNothing = (): OverrideState => ({});
const useNoRows = (): OwnRows | undefined => undefined;
const NO_ROWS: OwnRows = { isPending: false, isError: false, refetch: () => undefined };

export interface Editing {
  mode: 'create' | 'edit';
  initial: Values;
  row?: Row;
}

export function useRuleList(described: ListDescriptor, parent?: Row) {
  const { t } = useLingui();
  const scope = useListScope();
  const queryClient = useQueryClient();
  const area = useArea();
  // One descriptor may serve several consoles: this console's calls, texts and columns.
  const list = useMemo(() => forConsole(described, area), [described, area]);
  const path = scope.path;
  // A read-only list has no row form: an empty one, with no calls, stands in for it; so does a list whose editor is a
  // page (`editor`), with that page's calls (the buttons ask whether the account may make them).
  const form = list.form ? scope.forms.get(list.form) : list.editor ? editorForm(list.editor) : READ_ONLY_FORM;
  const navigate = useNavigate();
  const editForm: FormDescriptor = list.editForm ? scope.forms.get(list.editForm) : form;
  const override = list.override ? scope.overrides.get(list.override) : NO_OVERRIDE;
  // Only a list that sends only the fields shown needs the form's validator to tell them (it suspends until loaded).
  const shownValues = list.onlyShown ? use(loadShownValues()) : undefined;
  // An empty list invites adding a row ("add one…") only to an account that may add one.
  const createRefused = useCan(form.create?.operation, { path }).reason;
  const updateRefused = useCan(editForm.update?.operation, { path }).reason;
  const key = list.key ?? 'id';
  /** A row's id in the table: its key, or (`keyFields`) the fields that tell it apart together. */
  const rowIdOf = (row: Row) => (list.keyFields ? list.keyFields.map((field) => String(row[field])).join('-') : String(row[key]));
  const rowKeyField = form.update?.rowKey ?? 'id';
  // `sortedBy`: the first sort (`-field`: descending).
  const listState = useListState({ pageSize: list.pageSize, ...firstSort(list.sortedBy) });
  // The descriptor's filters, sent with the list call (a filter changed goes back to the first page).
  // A filter's choices may come from the scope's choice sources (`choicesFrom`); one may start set (`initial`).
  const filterChoices = useFilterChoices(list.filters, scope.choices);
  // `fromAddress`: a filter starts with the address's query parameter of its name (a link to a row).
  const [address] = useSearchParams();
  // A `range` starts on its last days.
  const [chosen, setFiltered] = useState<Record<string, string>>(() => ({
    ...rangeStart(list.filters, Date.now()),
    ...Object.fromEntries((list.filters ?? []).filter((filter) => filter.fromAddress && address.get(filter.param)).map((filter) => [filter.param, address.get(filter.param)!])),
  }));
  const filtered = useMemo(() => filterValues(list.filters, filterChoices, chosen), [list.filters, filterChoices, chosen]);
  const filterQuery = useMemo(() => filterParams(list.filters, filtered), [list.filters, filtered]);
  const chosenNames = useMemo(() => choiceNamesOf(list.filters, filterChoices, filtered), [list.filters, filterChoices, filtered]);
  const setFilter = (param: string, value: string | null) => {
    setFiltered((before) => ({ ...before, [param]: value ?? '' }));
    listState.setPage(1);
  };
  // The call reading the rows now: `calls.unfiltered` while nothing narrows them and they are in their first order.
  const read = list.all ? { operation: list.calls.list, sent: list.all } : readCall(list, { path, paging: listState.params, filters: filterQuery });
  const params = read.sent;
  // An incomplete or reversed `range` is said instead of the rows, and nothing is read.
  const wrongRange = rangeProblem(list.filters, filtered);
  /** The list call's arguments: the paging and filters in its query, or (`searchBody`) in its body. */
  const listArgs = (sent: Record<string, unknown>) => (list.searchBody ? { path, body: sent } : { path, query: sent as ReadQuery });
  const listUrl = operationUrl(list.calls.list, { path }).url;
  const readUrl = operationUrl(read.operation, { path }).url;
  const whole = list.whole;
  /** Rows held in a field of the answer: a document's (`whole`, numbered by their place) or `rowsAt` (their own ids). */
  const at = whole?.at ?? list.rowsAt;
  const readAt = async () => {
    const answer = await callOperation<{ data: Record<string, unknown> }>(list.calls.list, { path });
    const held = (answer.data[at!] as Values[] | undefined) ?? [];
    return { data: (whole ? held.map((row, index) => ({ ...row, id: index })) : held) as Row[], total: held.length };
  };
  // The rows an override reads itself (`rows`: a join or a union of calls), else the list call's.
  const useOwnRows = override.rows ?? useNoRows;
  const ownRows = useOwnRows(path, filterQuery);
  /** Every row at once, not paged. */
  const unpaged = Boolean(list.all ?? at ?? ownRows);
  const rowsQuery = useQuery({
    queryKey: at ? [listUrl, 'rows', at] : [readUrl, params],
    queryFn: at ? readAt : () => callOperation<{ data: Row[]; total?: number }>(read.operation, listArgs(params)),
    enabled: wrongRange === null && !override.rows,
    ...(list.readOnMount ? { refetchOnMount: 'always' as const } : {}),
    // `refreshEvery`: read again while the page is seen (a failed refresh is said above the table, not as a toast).
    ...refreshOptions(list),
  });
  // A polled list keeps its rows while it refreshes, and after a failed refresh (RefreshState says how old they are).
  const kept = useKeptRows(rowsQuery);
  // An override's rows (kept as one value while they do not change) are read as a polled list's are.
  const own = useKeptRows<OwnRows['data']>(ownRows ?? NO_ROWS);
  const readRows = ownRows ? own : list.refreshEvery ? kept : rowsQuery;
  const answer = ownRows ? own.data : rowsQuery.data;
  const rows = useMemo(() => answer?.data ?? [], [answer]);
  const total = answer?.total ?? rows.length;
  // A list the server does not page is searched here, over the entries loaded (issue 25).
  const [searched, setSearched] = useState('');
  const shownRows = useMemo(() => (unpaged ? searchRows(rows, searched) : rows), [unpaged, rows, searched]);
  const shownQuery = useMemo(
    () =>
      wrongRange
        ? { data: { data: [], total: 0 }, isPending: false, isError: false, refetch: readRows.refetch }
        : shownRows === rows
          ? readRows
          : { data: { data: shownRows, total: shownRows.length }, isPending: readRows.isPending, isError: readRows.isError, refetch: readRows.refetch },
    [shownRows, rows, readRows, wrongRange],
  );
  const [editing, setEditing] = useState<Editing | null>(null);
  const [binding, setBinding] = useState<Row | null>(null);
  const [openKey, setOpenKey] = useState<unknown>(null);
  const [reordering, setReordering] = useState(false);
  /** Reads again what a write changed: the scope's prefix, else what the contract says the operation changes. */
  const refresh = (operation?: string) =>
    scope.invalidate
      ? invalidateUnder(queryClient, scope.invalidate)
      : operation
        ? invalidateAfter(queryClient, operation as OperationId, path)
        : // The narrower call's rows too (`calls.unfiltered`), when they are the ones shown.
          Promise.all([...new Set([listUrl, readUrl])].map((url) => invalidateUnder(queryClient, url)));
  const overrideProps: OverrideProps = { list, path, parent, rows, total, filters: filterQuery, chosen: chosenNames };
  const useParticular = override.use ?? useNothing;
  const particular = useParticular(overrideProps);
  const nameOf = (row: Row) => particular.rowName?.(row) ?? String(fieldOf(row, list.rowName) ?? row[key] ?? '');
  // `{place}`: where the list is (the site); `{rowName}`: how the row is named (its `rowName`, or the override's name).
  const texts = (row?: Row, more?: Values) => ({
    place: scope.placeName,
    // `{<param>}`: the name of a filter's choice made (the log table whose days are shown).
    ...chosenNames,
    ...scope.values,
    // `{name}`: the row's own name, else how it is named (a cache rule by what it matches).
    ...(row ? { name: nameOf(row) } : {}),
    ...row,
    parent: parent ? String(parent[scopeName(list, scope.lists, parent)] ?? '') : '',
    ...(row ? { rowName: nameOf(row), ...particular.values?.(row) } : {}),
    ...more,
  });
  const done = doneTexts(list, texts);
  /** A row as its form edits it. */
  const valuesOf = (row: Row, of: FormDescriptor = form) => particular.formValues?.(row) ?? formValuesOf(row, of);
  /** A row as it is sent again (a move, a switch, an export): its form's values as a body, with the fields the form does not show. */
  const bodyOfRow = (row: Row) => ({ ...withDefaults(valuesOf(row)), ...particular.kept?.(row) });
  /** The values with the descriptor's defaults where the form left a field out. */
  const withDefaults = (values: Values): Values => {
    const body = particular.toBody ? particular.toBody(values) : values;
    const compacted = list.compact ? compactBody(body) : { ...body };
    const out = shownValues ? shownValues(compacted, form.schema) : compacted;
    for (const [field, value] of Object.entries(list.bodyDefaults ?? {})) if (out[field] === undefined || out[field] === null) out[field] = value;
    return out;
  };

  /** Saves every row of a document (`whole`) as the form has them. */
  const saveWhole = (all: Values[]) => callOperation(whole!.save, { path, body: { [whole!.wrap]: all.map((row) => exportedRow(row, form)) } });
  const refusals = list.remove?.refusals;
  /** The delete call of these rows: `{ ids }`, or (`remove.param`) one row named in the path. */
  const deleteCall = (ids: unknown[]) =>
    list.remove?.param ? { path: { ...path, [list.remove.param]: ids[0] as number } } : { path, body: { ids } };
  const remove = useMutation({
    mutationFn: (ids: unknown[]) =>
      whole ? saveWhole(rows.filter((row) => !ids.includes(row[key]))) : callOperation(list.calls.delete!, deleteCall(ids)),
    // A refusal the descriptor words (`remove.refusals`) is said in its words, below; others as usual.
    ...(refusals ? { meta: { handledCodes: refusals.map((refusal) => refusal.code) } } : {}),
  });
  /** A refused removal the descriptor words, in its words; another refusal of those codes as the catalogue says it. */
  const refused = (error: unknown) => {
    if (!refusals || !isApiError(error)) return;
    const refusal = refusals.find((r) => r.code === error.code && (r.extra === undefined || r.extra === error.extra));
    if (refusal) notifyError(say(refusal.message, texts()));
    else if (refusals.some((r) => r.code === error.code)) reportError(error);
  };
  /** A bulk action of the descriptor (`bulk`) on the rows chosen; said done, then the list read again (also after a refusal). */
  const bulk = useMutation({ mutationFn: ({ action, selected }: { action: BulkAction; selected: Row[] }) => callOperation(action.call, bulkCall(action, selected, key, path)) });
  const runBulk = (action: BulkAction, selected: Row[]) =>
    bulk
      .mutateAsync({ action, selected })
      .then(() => notifySuccess(say(action.done, texts(undefined, { count: selected.length }))))
      .finally(() => refresh(action.call));
  const move = useMutation({
    mutationFn: ({ row, index }: { row: Row; index: number }) =>
      whole ? saveWhole(rows.filter((other) => other[key] !== row[key]).toSpliced(index, 0, row)) : saveAt(row, index + 1),
  });
  /** Saves a row at its place in the order (from 1). */
  const saveAt = (row: Row, place: number) =>
    callOperation(list.calls.reorder!, { path, body: { ...bodyOfRow(row), [rowKeyField]: row[key], [list.order!.field]: place } });
  const moveRow = (row: Row, index: number) => move.mutateAsync({ row, index }).then(() => notifySuccess(done.moved(row, index + 1)));
  const enable = useMutation({
    mutationFn: ({ row, enabled }: { row: Row; enabled: boolean }) =>
      callOperation(list.calls.enable!, {
        path,
        body: { ...(list.enableSends === 'row' ? bodyOfRow(row) : {}), [rowKeyField]: row[key], enabled },
      }),
  });
  const toggleCall = useMemo(() => (list.calls.enable ? { operation: list.calls.enable, path } : undefined), [list.calls.enable, path]);
  const toggle = (row: Row, enabled: boolean) =>
    enable.mutateAsync({ row, enabled }).then(async () => {
      notifySuccess(done.switched(row, enabled));
      await refresh(list.calls.enable!);
    });
  const removeRows = (removed: Row[]) =>
    remove.mutateAsync(removed.map((row) => row[key])).then(
      async () => {
        notifySuccess(done.removed(removed));
        if (removed.some((row) => row[key] === openKey)) setOpenKey(null);
        // Removing every row of the last page goes back one page.
        if (!unpaged && removed.length >= rows.length && listState.page > 1) listState.setPage(listState.page - 1);
        await refresh(list.calls.delete!);
      },
      refused, // Else reported by the query client; the confirmation closes and the list stays as it was.
    );

  const loadAll = async () =>
    (
      await queryClient.fetchQuery(at ? { queryKey: [listUrl, 'rows', at], queryFn: readAt, staleTime: 0 } : {
        queryKey: [listUrl, list.all ?? { page: 1, pageSize: ALL_ROWS, ...queryFromPath(list, path) }],
        queryFn: () => callOperation<{ data: Row[] }>(list.calls.list, listArgs(list.all ?? { page: 1, pageSize: ALL_ROWS, ...queryFromPath(list, path) })),
        staleTime: 0,
      })
    ).data;

  /** Issue 28: a row edited or removed since the list was loaded is neither overwritten nor removed unseen. The list
   * is read again; a row that moved is named, the list refreshed, and nothing is written. */
  const moved = async (loaded: Row[], of: FormDescriptor = form): Promise<string | null> => {
    const found = firstMoved(loaded, await loadAll(), key, (row) => valuesOf(row, of), dequal);
    if (!found) return null;
    await invalidateUnder(queryClient, listUrl, true);
    const name = nameOf(found.row);
    return found.state === 'removed'
      ? t`${name} was removed by someone else since the list was loaded. The list now shows it as it is.`
      : t`${name} was changed by someone else since the list was loaded. The list now shows it as it is: check it, then try again.`;
  };
  const removeChecked = async (removed: Row[]) => {
    let problem: string | null;
    try {
      problem = await moved(removed);
    } catch {
      return; // The read was refused and reported by the query client; nothing is removed.
    }
    if (problem) notifyError(problem);
    else await removeRows(removed);
  };
  /** The calls a row's actions make, for "Copy as API call". */
  const rowCalls = (r: Row, name: string): NamedApiCall[] => {
    const rowKey = { [rowKeyField]: r[key] };
    const update = editForm.update;
    return [
      ...(update && !whole && !updateRefused && !list.editor
        ? [{ label: t`Edit ${name}`, operation: update.operation, path, body: bodyFor(update, bodyOfRow(r), { ...particular.kept?.(r), ...rowKey }), schema: wrappedSchema(update, editForm.schema) }]
        : []),
      ...(list.calls.enable ? [{ label: r.enabled === false ? t`Turn on ${name}` : t`Turn off ${name}`, operation: list.calls.enable, path, body: { ...(list.enableSends === 'row' ? bodyOfRow(r) : {}), ...rowKey, enabled: r.enabled === false } }] : []),
      ...(list.calls.delete && !whole ? [{ label: t`Remove ${name}`, operation: list.calls.delete, ...deleteCall([r[key]]) }] : []),
    ];
  };

  /** The particular's import check, then the descriptor's (names used once). */
  const importProblem = async (imported: Values[]) => {
    const transfer = list.transfer;
    if (!particular.importCheck && !transfer?.unique) return null;
    const existing = await loadAll();
    const problem = particular.importCheck?.(imported, existing);
    if (problem) return problem;
    if (!transfer?.unique) return null;
    return uniqueProblem(transfer.unique, existing, imported, (text, values) => say(text, texts(undefined, values)));
  };
  /** Every row as an export writes it. */
  const exported = async () =>
    (await loadAll()).map((row) =>
      particular.formValues || particular.toBody || particular.kept ? omitted(bodyOfRow(row), list.transfer?.omit) : exportedRow(row, form, list.transfer?.omit),
    );
  const importRows = async (imported: Values[], progress?: (done: number) => void) => {
    const transfer = list.transfer!;
    const bodies = imported.map(withDefaults);
    try {
      if (whole) await saveWhole([...rows, ...bodies]);
      else if (transfer.batch) await callOperation(transfer.batch.operation, { path, body: { [transfer.batch.wrap]: bodies } });
      else await createEach(bodies, (body) => callOperation(form.create!.operation, { path, body }), progress);
    } finally {
      await refresh(transfer.batch?.operation ?? form.create!.operation);
    }
  };

  // Issue 28: a site's rules added to other sites (as an import sends them), skipping those a site has.
  const applicable = canApplyRules(list, form, path, Boolean(parent));
  const entryOf = (row: Row) => ({ body: withDefaults(valuesOf(row)), name: nameOf(row) });
  // An editor of its own (`editor`) is a page: Add and Edit go there.
  const startAdding = () =>
    list.editor ? navigate(`/${area}/${list.editor.addTo}`) : setEditing({ mode: 'create', initial: { ...(list.add?.initial ?? {}), ...particular.initial } });
  const startEditing = (row: Row) => (list.editor ? navigate(`/${area}/${fill(list.editor.editTo, row)}`) : setEditing({ mode: 'edit', initial: valuesOf(row, editForm), row }));
  const entries = list.entries;
  // The row whose entries show: the one opened, else (entries shown for the first row) the first of the page.
  const open = entries ? (rows.find((row) => row[key] === openKey) ?? (entries.show === 'first' ? rows[0] : undefined)) : undefined;
  const child = entries && open ? scope.lists.get(entries.by?.lists[String(open[entries.by.field])] ?? entries.list) : undefined;
  const explanation = particular.explain ?? (list.explain ? scope.explanations.get(list.explain) : undefined);
  const explanationOf = (row: Row) => explanation?.(valuesOf(row)) ?? null;
  const warnings = list.warnings ? scope.warnings.get(list.warnings) : undefined;
  const choices = list.describeChoices ? choiceNames(form) : undefined;
  const describeValue: DescribeValue | undefined =
    particular.describe || choices ? (at, value) => particular.describe?.(at, value) ?? choices?.(at, value) : undefined;
  /** The form of the row being written: an override's edit form (the descriptor's completed with what the server
   * offers) first; a document's rows are saved whole. */
  const shownForm = wholeForm(
    whole,
    editing?.mode === 'edit'
      ? ((editing.row && particular.editForm?.(editing.row)) ?? (list.editForm ? editForm : ((editing.row && particular.formOf?.(editing.row)) ?? particular.form ?? form)))
      : (particular.formOf?.() ?? particular.form ?? form),
  );
  /** The body of the row form: a document with the row written in its place (a new row first or last), else the values with the descriptor's defaults. */
  const toBody = whole
    ? (values: Values) => {
        const all: Values[] = rows.map((row) => (editing?.row && row[key] === editing.row[key] ? values : row));
        if (!editing?.row) all.splice(whole.newFirst ? 0 : all.length, 0, values);
        return { [whole.wrap]: all.map((row) => exportedRow(row, form)) };
      }
    : list.bodyDefaults || list.compact || list.onlyShown || particular.toBody
      ? withDefaults
      : undefined;
  const extraBody =
    editing?.row && !whole
      ? { ...particular.kept?.(editing.row), [rowKeyField]: editing.row[key] }
      : editing && !editing.row && list.bodyFromPath
        ? fromPath(list.bodyFromPath, path)
        : undefined;

  return {
    list,
    parent,
    scope,
    path,
    area,
    form,
    editForm,
    override,
    particular,
    overrideProps,
    key,
    rowIdOf,
    whole,
    at,
    unpaged,
    params,
    listArgs,
    /** Why the rows are not read: a `range` not whole or reversed, in words. */
    rangeProblem: wrongRange === 'incomplete' ? t`Choose both ends of the time range.` : wrongRange === 'reversed' ? t`The start must be before the end.` : null,
    listState,
    listUrl,
    /** The call reading the rows now (`calls.unfiltered` while nothing narrows them, else `calls.list`). */
    readOperation: read.operation,
    rowsQuery,
    /** The rows are the override's (`rows`), not the list call's answer. */
    ownRows: ownRows !== undefined,
    shownQuery,
    rows,
    total,
    searched,
    setSearched,
    filtered,
    /** The row the address names (`highlight`), marked. */
    highlighted: list.highlight ? (address.get(list.highlight) ?? undefined) : undefined,
    /** Whether a filter is set (an empty list then says `emptyFiltered`). */
    filterSet: Object.keys(filterQuery).length > 0,
    filterChoices,
    setFilter,
    editing,
    setEditing,
    startAdding,
    startEditing,
    binding,
    setBinding,
    openKey,
    setOpenKey,
    reordering,
    setReordering,
    createRefused,
    updateRefused,
    nameOf,
    texts,
    refresh,
    toggle,
    toggleCall,
    removing: remove.isPending,
    deleteCall,
    runBulk,
    bulkRunning: bulk.isPending ? bulk.variables?.action : undefined,
    removeChecked,
    moveRow,
    saveAt,
    done,
    loadAll,
    moved,
    rowCalls,
    exported,
    importProblem,
    importRows,
    applicable,
    entryOf,
    entries,
    open,
    child,
    explanation,
    explanationOf,
    warnings,
    describeValue,
    shownForm,
    toBody,
    extraBody,
  };
}

export type RuleListModel = ReturnType<typeof useRuleList>;

/** The row form of a document's rows: both its calls save the whole document (the body is made by the list). */
const wholeForm = (whole: ListDescriptor['whole'], form: FormDescriptor): FormDescriptor =>
  whole ? { ...form, create: { operation: whole.save }, update: { operation: whole.save } } : form;

/** The values without the fields named (an export leaving out a secret). */
const omitted = (values: Values, omit: readonly string[] = []): Values => Object.fromEntries(Object.entries(values).filter(([field]) => !omit.includes(field)));

/** The row form of a read-only list: nothing to write, no calls. */
const READ_ONLY_FORM: FormDescriptor = { name: 'readOnly', version: 1, title: 'Read only', schema: { type: 'object', properties: {} }, example: {} };

/** What stands for the row form of a list whose editor is a page: that page's calls, nothing to show. */
const editorForm = (editor: NonNullable<ListDescriptor['editor']>): FormDescriptor => ({
  ...READ_ONLY_FORM,
  name: 'editorPage',
  create: { operation: editor.create },
  update: { operation: editor.update },
});

const NO_CHOICES: ChoiceSources = defineRegistry<ChoiceSource>('choiceSource');

/** Each filter's choices: its own, or those of its choice source (a hook, called in the descriptor's order of filters,
 * which does not change while the list is shown). */
function useFilterChoices(filters: ListDescriptor['filters'], sources: ChoiceSources = NO_CHOICES): Record<string, FilterChoice[]> {
  const out: Record<string, FilterChoice[]> = {};
  for (const filter of filters ?? []) {
    // A choice source is a hook: one call per filter of the descriptor, always in its order.
    out[filter.param] = filter.choicesFrom ? sources.get(filter.choicesFrom)() : (filter.choices ?? []).map((choice) => ({ value: choice.value, label: say(choice.label) }));
  }
  return out;
}

/** The body fields a list takes from its path (`bodyFromPath`). */
const fromPath = (fields: Record<string, string> | undefined, path: Record<string, number>) =>
  Object.fromEntries(Object.entries(fields ?? {}).map(([field, param]) => [field, path[param]]));

/** A field of a row, or an item of a list field (`referers.0`). */
export const fieldOf = (row: Row, path: string): unknown =>
  path.split('.').reduce<unknown>((value, part) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined), row);

/** A path under the console with the row's fields in place of `{field}`. */
export const fill = (to: string, row: Row) => to.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(row[name] ?? '')));

/** The field naming the parent row: the row name of the list that holds it. */
function scopeName(list: ListDescriptor, lists: { names(): string[]; get(name: string): ListDescriptor }, parent: Row): string {
  const holder = lists
    .names()
    .map((name) => lists.get(name))
    .find((other) => other.entries?.list === list.name || Object.values(other.entries?.by?.lists ?? {}).includes(list.name));
  return holder?.rowName ?? ('name' in parent ? 'name' : 'id');
}
