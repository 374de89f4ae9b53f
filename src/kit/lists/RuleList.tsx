// The one list screen: a list descriptor (forms/…/*.list.json) turned into a heading, a paged table with its
// named cells, row and bulk actions (edit, domains, entries, remove with confirmation), the row form with its
// effect explanation and change review, export and import as versioned JSON, and the entries of one row as a
// list of their own. What is particular to a list comes from its override (by name).
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { Link } from 'react-router';
import { useArea } from '../../services/use-area';
import type { ErrorSchema } from '@rjsf/utils';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { OrderedRows } from './OrderedRows';
import { ReorderDialog } from './ReorderDialog';
import { isApiError } from '../../api/errors';
import { notifyError, notifySuccess } from '../../services/feedback';
import { CopyApiCall, type NamedApiCall } from '../../schema-form/api-call/CopyApiCall';
import { wrappedSchema } from '../../schema-form/api-call/snippet';
import { dequal } from '../../schema-form/concurrency/merge';
import { firstMoved } from '../../schema-form/concurrency/rows';
import { bodyFor } from '../../schema-form/SettingsForm';
import { ConfirmButton } from '../../components/ConfirmButton';
import { EmptyRefused, PermittedButton } from '../../components/Permitted';
import { useCan } from '../../api/permissions';
import { FIREWALL_PAGE_SIZES, PAGE_SIZES, useListState } from '../../components/resource-table/list-state';
import { type Column, columnsFor, ResourceTable } from '../../components/resource-table/ResourceTable';
import { searchRows } from './search';
import { createEach } from '../../components/rules/create-each';
import { RuleTransfer } from '../RuleTransfer';
import type { DescribeValue } from '../../schema-form/ChangeReview';
import type { FormDescriptor } from '../../schema-form/descriptor';
import { invalidateAfter, type OperationId } from '../../api/invalidate';
import { invalidateUnder } from '../../schema-form/invalidate';
import { callOperation, operationUrl } from '../../schema-form/operations';
import { RowFormModal } from '../../schema-form/RowFormModal';
import { choiceNames } from './choices';
import type { ListDescriptor } from './descriptor';
import { EntriesPanel, Section } from './parts';
import { type ListOverride, ListScopeContext, type OverrideProps, type OverrideState, type Row, useListScope } from './scope';
import { say } from './texts';
import { listQuery } from './sort';
import { compactBody, exportedRow, formValuesOf, shownValues, uniqueProblem } from './values';
import { ApplyRulesButton, canApplyRules } from '../bulk/ApplyButtons';
import { ResumeRuns } from '../bulk/ResumeRuns';

type Values = Record<string, unknown>;
/** Large enough for every row of a list a site holds (exports, import checks). */
export const ALL_ROWS = 5000;

const column = columnsFor<Row>();
const NO_OVERRIDE: ListOverride = {};
const useNothing = (): OverrideState => ({});

export interface RuleListProps {
  list: ListDescriptor;
  /** The row whose entries this list holds (child lists). */
  parent?: Row;
}

export function RuleList({ list, parent }: RuleListProps) {
  const { t } = useLingui();
  const scope = useListScope();
  const queryClient = useQueryClient();
  const path = scope.path;
  const form = scope.forms.get(list.form);
  const editForm: FormDescriptor = list.editForm ? scope.forms.get(list.editForm) : form;
  const override = list.override ? scope.overrides.get(list.override) : NO_OVERRIDE;
  // An empty list invites adding a row ("add one…") only to an account that may add one.
  const createRefused = useCan(form.create?.operation, { path }).reason;
  const updateRefused = useCan(editForm.update?.operation, { path }).reason;
  const key = list.key ?? 'id';
  const area = useArea();
  const listState = useListState({ pageSize: list.pageSize });
  const params = list.all ?? listQuery(listState.params, list.sort);
  const listUrl = operationUrl(list.calls.list, { path }).url;
  const whole = list.whole;
  /** Rows held in a field of the answer: a document's (`whole`, numbered by their place) or `rowsAt` (their own ids). */
  const at = whole?.at ?? list.rowsAt;
  const readAt = async () => {
    const answer = await callOperation<{ data: Record<string, unknown> }>(list.calls.list, { path });
    const held = (answer.data[at!] as Values[] | undefined) ?? [];
    return { data: (whole ? held.map((row, index) => ({ ...row, id: index })) : held) as Row[], total: held.length };
  };
  /** Every row at once, not paged. */
  const unpaged = Boolean(list.all ?? at);
  const rowsQuery = useQuery({
    queryKey: at ? [listUrl, 'rows', at] : [listUrl, params],
    queryFn: at ? readAt : () => callOperation<{ data: Row[]; total?: number }>(list.calls.list, { path, query: params }),
  });
  const rows = useMemo(() => rowsQuery.data?.data ?? [], [rowsQuery.data]);
  const total = rowsQuery.data?.total ?? rows.length;
  // A list the server does not page is searched here, over the entries loaded (issue 25).
  const [searched, setSearched] = useState('');
  const shownRows = useMemo(() => (unpaged ? searchRows(rows, searched) : rows), [unpaged, rows, searched]);
  const shownQuery = useMemo(
    () => (shownRows === rows ? rowsQuery : { data: { data: shownRows, total: shownRows.length }, isPending: rowsQuery.isPending, isError: rowsQuery.isError, refetch: rowsQuery.refetch }),
    [shownRows, rows, rowsQuery],
  );
  const [editing, setEditing] = useState<{ mode: 'create' | 'edit'; initial: Values; row?: Row } | null>(null);
  const [binding, setBinding] = useState<Row | null>(null);
  const [openKey, setOpenKey] = useState<unknown>(null);
  const [reordering, setReordering] = useState(false);
  const headingId = useId();
  /** Reads again what a write changed: the scope's prefix, else what the contract says the operation changes. */
  const refresh = (operation?: string) =>
    scope.invalidate
      ? invalidateUnder(queryClient, scope.invalidate)
      : operation
        ? invalidateAfter(queryClient, operation as OperationId, path)
        : invalidateUnder(queryClient, listUrl);
  const overrideProps: OverrideProps = { list, path, parent, rows, total };
  const useParticular = override.use ?? useNothing;
  const particular = useParticular(overrideProps);
  const nameOf = (row: Row) => particular.rowName?.(row) ?? String(fieldOf(row, list.rowName) ?? row[key] ?? '');
  // `{place}`: where the list is (the site); `{rowName}`: how the row is named (its `rowName`, or the override's name).
  const texts = (row?: Row, more?: Values) => ({
    place: scope.placeName,
    ...scope.values,
    // `{name}`: the row's own name, else how it is named (a cache rule by what it matches).
    ...(row ? { name: nameOf(row) } : {}),
    ...row,
    parent: parent ? String(parent[scopeName(list, scope.lists, parent)] ?? '') : '',
    ...(row ? { rowName: nameOf(row) } : {}),
    ...more,
  });
  /** A row as its form edits it. */
  const valuesOf = (row: Row, of: FormDescriptor = form) => particular.formValues?.(row) ?? formValuesOf(row, of);
  /** A row as it is sent again (a move, a switch, an export): its form's values as a body, with the fields the form does not show. */
  const bodyOfRow = (row: Row) => ({ ...withDefaults(valuesOf(row)), ...particular.kept?.(row) });

  /** Saves every row of a document (`whole`) as the form has them. */
  const saveWhole = (all: Values[]) => callOperation(whole!.save, { path, body: { [whole!.wrap]: all.map((row) => exportedRow(row, form)) } });
  const remove = useMutation({
    mutationFn: (ids: unknown[]) =>
      whole ? saveWhole(rows.filter((row) => !ids.includes(row[key]))) : callOperation(list.calls.delete!, { path, body: { ids } }),
  });
  const move = useMutation({
    mutationFn: ({ row, index }: { row: Row; index: number }) =>
      whole ? saveWhole(rows.filter((other) => other[key] !== row[key]).toSpliced(index, 0, row)) : callOperation(list.calls.reorder!, {
        path,
        body: { ...bodyOfRow(row), [form.update?.rowKey ?? 'id']: row[key], [list.order!.field]: index + 1 },
      }),
  });
  const enable = useMutation({
    mutationFn: ({ row, enabled }: { row: Row; enabled: boolean }) =>
      callOperation(list.calls.enable!, {
        path,
        body: { ...(list.enableSends === 'row' ? bodyOfRow(row) : {}), [form.update?.rowKey ?? 'id']: row[key], enabled },
      }),
  });
  const toggleCall = useMemo(() => (list.calls.enable ? { operation: list.calls.enable, path } : undefined), [list.calls.enable, path]);
  const toggle = (row: Row, enabled: boolean) =>
    enable.mutateAsync({ row, enabled }).then(async () => {
      notifySuccess(t`Update Success!`);
      await refresh(list.calls.enable!);
    });
  const removeRows = (removed: Row[]) =>
    remove.mutateAsync(removed.map((row) => row[key])).then(
      async () => {
        notifySuccess(t`Remove Success!`);
        if (removed.some((row) => row[key] === openKey)) setOpenKey(null);
        // Removing every row of the last page goes back one page.
        if (!unpaged && removed.length >= rows.length && listState.page > 1) listState.setPage(listState.page - 1);
        await refresh(list.calls.delete!);
      },
      () => undefined, // Reported by the query client; the confirmation closes and the list stays as it was.
    );

  const loadAll = async () =>
    (
      await queryClient.fetchQuery(at ? { queryKey: [listUrl, 'rows', at], queryFn: readAt, staleTime: 0 } : {
        queryKey: [listUrl, list.all ?? { page: 1, pageSize: ALL_ROWS }],
        queryFn: () => callOperation<{ data: Row[] }>(list.calls.list, { path, query: list.all ?? { page: 1, pageSize: ALL_ROWS } }),
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
    const rowKey = { [form.update?.rowKey ?? 'id']: r[key] };
    const update = editForm.update;
    return [
      ...(update && !whole && !updateRefused
        ? [{ label: t`Edit ${name}`, operation: update.operation, path, body: bodyFor(update, bodyOfRow(r), { ...particular.kept?.(r), ...rowKey }), schema: wrappedSchema(update, editForm.schema) }]
        : []),
      ...(list.calls.enable ? [{ label: r.enabled === false ? t`Turn on ${name}` : t`Turn off ${name}`, operation: list.calls.enable, path, body: { ...(list.enableSends === 'row' ? bodyOfRow(r) : {}), ...rowKey, enabled: r.enabled === false } }] : []),
      ...(list.calls.delete && !whole ? [{ label: t`Remove ${name}`, operation: list.calls.delete, path, body: { ids: [r[key]] } }] : []),
    ];
  };

  const entries = list.entries;
  const actionsOf = (r: Row) => {
    const name = nameOf(r);
    const open = r[key] === openKey;
    return (
      <Group gap={4} wrap="nowrap">
        {list.links?.map((link) => (
          <Button key={link.to} component={Link} to={`/${area}/${fill(link.to, r)}`} size="compact-sm" variant="light" aria-label={say(link.title, texts(r))}>
            {say(link.label)}
          </Button>
        ))}
        {list.rowActions.map((action) => {
          if (action === 'entries' && entries) {
            return (
              <Button
                key={action}
                size="compact-sm"
                variant={open ? 'filled' : 'light'}
                aria-pressed={open}
                aria-label={say(entries.title, r)}
                onClick={() => setOpenKey(open ? null : r[key])}
              >
                {say(entries.label)}
              </Button>
            );
          }
          if (action === 'edit') {
            // A role that may not change the row still reads it: the same form, read-only, saying why (RowFormModal).
            if (updateRefused) {
              return (
                <Button key={action} size="compact-sm" variant="subtle" aria-label={t`View ${name}`} onClick={() => setEditing({ mode: 'edit', initial: valuesOf(r, editForm), row: r })}>
                  <Trans context="row action">View</Trans>
                </Button>
              );
            }
            return (
              <Button key={action} size="compact-sm" variant="subtle" aria-label={list.actionNames?.edit ? say(list.actionNames.edit, { name }) : t`Edit ${name}`} onClick={() => setEditing({ mode: 'edit', initial: valuesOf(r, editForm), row: r })}>
                <Trans>Edit</Trans>
              </Button>
            );
          }
          if (action === 'domains') {
            return (
              <PermittedButton key={action} operation={list.calls.bind ?? ''} path={path} size="compact-sm" variant="subtle" aria-label={t`Domains using ${name}`} onClick={() => setBinding(r)}>
                <Trans>Domains</Trans>
              </PermittedButton>
            );
          }
          return (
            <ConfirmButton
              key={action}
              size="compact-sm"
              variant="subtle"
              aria-label={list.actionNames?.remove ? say(list.actionNames.remove, { name }) : t`Remove ${name}`}
              title={say(list.remove.title, texts(r))}
              message={(list.remove.explain ? explanationOf(r) : null) ?? say(list.remove.message, texts(r))}
              confirmLabel={t`Remove`}
              loading={remove.isPending}
              operation={list.calls.delete ?? whole?.save}
              path={path}
              disabled={whole?.minimum !== undefined && total <= whole.minimum}
              onConfirm={() => removeChecked([r])}
              extra={list.calls.delete ? <CopyApiCall calls={[{ operation: list.calls.delete, path, body: { ids: [r[key]] } }]} mr="auto" /> : undefined}
            >
              <Trans>Remove</Trans>
            </ConfirmButton>
          );
        })}
        <CopyApiCall calls={rowCalls(r, name)} variant="subtle" aria-label={t`Copy as API call: ${name}`} title={t`Copy as API call: ${name}`}>
          <Trans context="button naming the API">API</Trans>
        </CopyApiCall>
      </Group>
    );
  };

  const columns = useMemo(() => {
    const shown: Column<Row>[] = list.columns.map((col) => {
      const Cell = scope.cells.get(col.cell);
      const field = col.field ?? col.id;
      return column.accessor((row) => (field.includes('.') ? fieldOf(row, field) : row[field]), {
        id: col.sortable ? field : col.id,
        header: () => say(col.header),
        enableSorting: col.sortable === true,
        cell: ({ row, getValue }) => <Cell value={getValue()} row={row.original} column={col} name={nameOf(row.original)} toggle={toggle} toggleCall={toggleCall} />,
      }) as Column<Row>;
    });
    shown.push(
      column.display({
        id: 'actions',
        header: () => t`Actions`,
        cell: ({ row }) => actionsOf(row.original),
      }) as Column<Row>,
    );
    return shown;
  }, [list, t, openKey, remove.isPending, scope.cells, parent, updateRefused]); // eslint-disable-line react-hooks/exhaustive-deps -- the row helpers (nameOf, actionsOf, toggle) are new on every render and read only what is listed

  /** The values with the descriptor's defaults where the form left a field out. */
  const withDefaults = (values: Values): Values => {
    const body = particular.toBody ? particular.toBody(values) : values;
    const compacted = list.compact ? compactBody(body) : { ...body };
    const out = list.onlyShown ? shownValues(compacted, form.schema) : compacted;
    for (const [field, value] of Object.entries(list.bodyDefaults ?? {})) if (out[field] === undefined || out[field] === null) out[field] = value;
    return out;
  };
  // Issue 28: a site's rules added to other sites (as an import sends them), skipping those a site has.
  const applicable = canApplyRules(list, form, path, Boolean(parent));
  const entryOf = (row: Row) => ({ body: withDefaults(valuesOf(row)), name: nameOf(row) });
  const refusedAdd = particular.addRefused ?? null;
  const emptyText = createRefused ? <EmptyRefused reason={createRefused} /> : say(list.empty, texts());
  const addButton = form.create ? (
    <PermittedButton
      operation={form.create.operation}
      path={path}
      onClick={() => setEditing({ mode: 'create', initial: { ...(list.add.initial ?? {}), ...particular.initial } })}
      disabled={refusedAdd !== null}
    >
      {say(list.add.label)}
    </PermittedButton>
  ) : (
    <Button onClick={() => setEditing({ mode: 'create', initial: { ...(list.add.initial ?? {}), ...particular.initial } })} disabled={refusedAdd !== null}>
      {say(list.add.label)}
    </Button>
  );
  const Before = override.before;
  const Toolbar = override.toolbar;
  const Bulk = override.bulk;
  const transfer = list.transfer;
  // The row whose entries show: the one opened, else (entries shown for the first row) the first of the page.
  const open = entries ? (rows.find((row) => row[key] === openKey) ?? (entries.show === 'first' ? rows[0] : undefined)) : undefined;
  const child = entries && open ? scope.lists.get(entries.by?.lists[String(open[entries.by.field])] ?? entries.list) : undefined;
  const explanation = particular.explain ?? (list.explain ? scope.explanations.get(list.explain) : undefined);
  const explanationOf = (row: Row) => explanation?.(valuesOf(row)) ?? null;
  const warnings = list.warnings ? scope.warnings.get(list.warnings) : undefined;
  const choices = list.describeChoices ? choiceNames(form) : undefined;
  const describeValue: DescribeValue | undefined =
    particular.describe || choices ? (at, value) => particular.describe?.(at, value) ?? choices?.(at, value) : undefined;

  const toolbar = (
    <>
      {refusedAdd ? (
        <Tooltip label={refusedAdd}>
          <span>{addButton}</span>
        </Tooltip>
      ) : (
        addButton
      )}
      {Toolbar && <Toolbar {...overrideProps} />}
      {unpaged && !(list.order && !list.order.dialog) && (
        <TextInput
          type="search"
          aria-label={t`Search entries`}
          placeholder={t`Search entries`}
          value={searched}
          onChange={(event) => setSearched(event.currentTarget.value)}
          w={220}
        />
      )}
      {transfer && (
        <RuleTransfer<Values>
          kind={transfer.kind}
          importCall={{ operation: whole ? whole.save : (transfer.batch?.operation ?? form.create!.operation), path }}
          site={scope.placeName}
          schema={form.schema}
          loadAll={async () =>
            (await loadAll()).map((row) =>
              particular.formValues || particular.toBody || particular.kept ? omitted(bodyOfRow(row), transfer.omit) : exportedRow(row, form, transfer.omit),
            )
          }
          check={async (imported) => {
            if (!particular.importCheck && !transfer.unique) return null;
            const existing = await loadAll();
            const problem = particular.importCheck?.(imported, existing);
            if (problem) return problem;
            if (!transfer.unique) return null;
            return uniqueProblem(transfer.unique, existing, imported, (text, values) => say(text, texts(undefined, values)));
          }}
          onImport={async (imported, progress) => {
            const bodies = imported.map(withDefaults);
            try {
              if (whole) await saveWhole([...rows, ...bodies]);
              else if (transfer.batch) await callOperation(transfer.batch.operation, { path, body: { [transfer.batch.wrap]: bodies } });
              else await createEach(bodies, (body) => callOperation(form.create!.operation, { path, body }), progress);
            } finally {
              await refresh(transfer.batch?.operation ?? form.create!.operation);
            }
          }}
        />
      )}
      {applicable && total > 0 && <ApplyRulesButton list={list} form={form} siteId={path.siteId!} rows={loadAll} entry={entryOf} />}
      {list.order?.dialog && list.calls.reorder && (
        <PermittedButton operation={list.calls.reorder} path={path} variant="default" disabled={total < 2} onClick={() => setReordering(true)}>
          <Trans>Change order</Trans>
        </PermittedButton>
      )}
      <CopyApiCall
        calls={[{ label: say(list.label, texts()), operation: list.calls.list, path, query: at ? undefined : params }]}
        variant="default"
        size="sm"
        title={t`The current query as an API call`}
      />
      {transfer?.note && (
        <Text size="xs" c="dimmed" maw={360}>
          {say(transfer.note)}
        </Text>
      )}
    </>
  );

  const table = list.order && !list.order.dialog ? (
    <>
      <Group gap="sm" mb="sm">
        {toolbar}
      </Group>
      <OrderedRows
        query={rowsQuery}
        empty={emptyText}
        name={nameOf}
        rowKey={key}
        render={(row) => (
          <Group justify="space-between" wrap="nowrap" gap="sm">
            {list.columns.map((col, index) => {
              const Cell = scope.cells.get(col.cell);
              const cell = <Cell key={col.id} value={row[col.field ?? col.id]} row={row} column={col} name={nameOf(row)} toggle={toggle} toggleCall={toggleCall} />;
              return index === 0 ? (
                <div key={col.id} style={{ minWidth: 0, flex: 1 }}>
                  {cell}
                </div>
              ) : null;
            })}
            <Group gap={4} wrap="nowrap">
              {list.columns.slice(1).map((col) => {
                const Cell = scope.cells.get(col.cell);
                return <Cell key={col.id} value={row[col.field ?? col.id]} row={row} column={col} name={nameOf(row)} toggle={toggle} toggleCall={toggleCall} />;
              })}
              {actionsOf(row)}
            </Group>
          </Group>
        )}
        onMove={(row, index) => move.mutateAsync({ row, index }).then(() => notifySuccess(t`Update Success!`))}
        onSettled={() => refresh(list.calls.reorder!)}
      />
      {whole?.minimumNote && whole.minimum !== undefined && total <= whole.minimum && (
        <Text size="xs" c="dimmed" mt="xs">
          {say(whole.minimumNote, texts())}
        </Text>
      )}
    </>
  ) : (
    <ResourceTable<Row, object>
      label={say(list.label, texts())}
      columns={columns}
      query={shownQuery}
      list={unpaged ? undefined : listState}
      pageSizes={list.pageSizes === 'firewall' ? FIREWALL_PAGE_SIZES : PAGE_SIZES}
      rowId={(row) => String(row[key])}
      rowName={nameOf}
      empty={emptyText}
      height={list.height ?? 420}
      toolbar={toolbar}
      bulkOperation={list.calls.delete ? { operation: list.calls.delete, path } : undefined}
      bulkActions={
        list.calls.delete
          ? (selected, clear) => (
              <>
                {Bulk && <Bulk {...overrideProps} selected={selected} clear={clear} />}
                {applicable && <ApplyRulesButton size="xs" selected list={list} form={form} siteId={path.siteId!} rows={() => selected} entry={entryOf} />}
                <ConfirmButton
                  size="xs"
                  title={say(list.remove.bulkTitle, texts(undefined, { count: selected.length }))}
                  message={say(list.remove.bulkMessage, texts(undefined, { count: selected.length }))}
                  confirmLabel={t`Remove`}
                  loading={remove.isPending}
                  operation={list.calls.delete}
                  path={path}
                  onConfirm={async () => {
                    await removeChecked(selected);
                    clear();
                  }}
                  extra={<CopyApiCall calls={[{ operation: list.calls.delete!, path, body: { ids: selected.map((row) => row[key]) } }]} mr="auto" />}
                >
                  <Trans>Remove selected</Trans>
                </ConfirmButton>
              </>
            )
          : undefined
      }
    />
  );

  // The heading of a plain list, or the name of its section (`section`: a region named by the heading).
  const level = list.heading ?? (list.frame === 'section' ? 3 : 2);
  const heading = list.title ? (
    <Stack gap={4} mb={list.frame === 'section' ? undefined : 'md'}>
      <Title order={level} size={level === 3 ? 'h4' : 'h3'} id={headingId}>
        {say(list.title, texts())}
      </Title>
      {list.intro && (
        <Text size="sm" c="dimmed" maw={820}>
          {say(list.intro, texts())}
        </Text>
      )}
    </Stack>
  ) : null;
  const body = (
    <>
      {applicable && <ResumeRuns source={list.name} />}
      {Before && <Before {...overrideProps} />}
      {table}
    </>
  );

  return (
    <>
      {list.frame === 'section' ? (
        <Stack gap="sm" component="section" aria-labelledby={list.title ? headingId : undefined}>
          {heading}
          {body}
        </Stack>
      ) : list.frame === 'card' ? (
        <Section title={list.title ? say(list.title, texts()) : undefined} description={list.intro ? say(list.intro, texts()) : undefined}>
          {body}
        </Section>
      ) : (
        <>
          {heading}
          {body}
        </>
      )}
      <RowFormModal<Values>
        descriptor={wholeForm(
          whole,
          editing?.mode === 'edit'
            ? // An override's edit form (the descriptor's completed with what the server offers) comes first.
              ((editing.row && particular.editForm?.(editing.row)) ??
              (list.editForm ? editForm : ((editing.row && particular.formOf?.(editing.row)) ?? particular.form ?? form)))
            : (particular.formOf?.() ?? particular.form ?? form),
        )}
        editing={editing}
        path={path}
        extraBody={
          editing?.row && !whole
            ? { ...particular.kept?.(editing.row), [form.update?.rowKey ?? 'id']: editing.row[key] }
            : editing && !editing.row && list.bodyFromPath
              ? fromPath(list.bodyFromPath, path)
              : undefined
        }
        toBody={
          whole
            ? (values) => {
                // The document with the row written in its place (a new row first or last).
                const all: Values[] = rows.map((row) => (editing?.row && row[key] === editing.row[key] ? values : row));
                if (!editing?.row) all.splice(whole.newFirst ? 0 : all.length, 0, values);
                return { [whole.wrap]: all.map((row) => exportedRow(row, form)) };
              }
            : list.bodyDefaults || list.compact || list.onlyShown || particular.toBody
              ? withDefaults
              : undefined
        }
        invalidate={scope.invalidate}
        preview={explanation ? (values) => explanation(values, editing?.row) : undefined}
        warnings={warnings}
        describeValue={describeValue}
        meta={{
          ...(list.duplicate ? { duplicateMessage: say(list.duplicate, texts()) } : {}),
          // A refusal about one field of several a code may concern keeps its notification (it says what kind of refusal it was).
          ...(list.fieldErrors ? { handledCodes: list.fieldErrors.filter((refusal) => !refusal.errorField).map((refusal) => refusal.code) } : {}),
        }}
        fieldErrors={
          list.fieldErrors
            ? (error, values) => {
                const refusal = list.fieldErrors!.find((r) => isApiError(error) && error.code === r.code && (!r.errorField || namesField(error.errorData, r.errorField)));
                return refusal ? ({ [refusal.field]: { __errors: [say(refusal.message, texts(undefined, values))] } } as ErrorSchema<Values>) : null;
              }
            : undefined
        }
        recheck={editing?.row ? () => moved([editing.row!], editing.row && list.editForm ? editForm : form) : undefined}
        onClose={() => setEditing(null)}
      />
      {list.order?.dialog && list.calls.reorder && (
        <ReorderDialog
          opened={reordering}
          title={list.title ? say(list.title, texts()) : say(list.label, texts())}
          loadAll={loadAll}
          queryKey={[listUrl]}
          rowKey={key}
          name={nameOf}
          render={(row) => {
            const [first, ...rest] = (list.order!.show ?? [list.columns[0]!.id]).map((id) => list.columns.find((col) => col.id === id)!).filter(Boolean);
            const cellOf = (col: (typeof list.columns)[number]) => {
              const Cell = scope.cells.get(col.cell);
              return <Cell key={col.id} value={row[col.field ?? col.id]} row={row} column={col} name={nameOf(row)} />;
            };
            return (
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <div style={{ minWidth: 0 }}>{first && cellOf(first)}</div>
                <Group gap="xs" wrap="nowrap" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {rest.map(cellOf)}
                </Group>
              </Group>
            );
          }}
          save={(row, place) => callOperation(list.calls.reorder!, { path, body: { ...bodyOfRow(row), [form.update?.rowKey ?? 'id']: row[key], [list.order!.field]: place } })}
          onSettled={refresh}
          onClose={() => setReordering(false)}
        />
      )}
      {list.calls.bind && scope.bindDialog?.({ operation: list.calls.bind, row: binding, onClose: () => setBinding(null) })}
      {entries && open && child && (
        <ListScopeContext.Provider key={String(open[key])} value={{ ...scope, path: { ...path, [entries.param]: open[key] as number } }}>
          {entries.show === 'first' ? (
            <RuleList list={child} parent={open} />
          ) : (
            <EntriesPanel title={say(entries.title, open)} description={typeof open.memo === 'string' ? open.memo : undefined} onClose={() => setOpenKey(null)}>
              <RuleList list={child} parent={open} />
            </EntriesPanel>
          )}
        </ListScopeContext.Provider>
      )}
    </>
  );
}

/** The row form of a document's rows: both its calls save the whole document (the body is made by the list). */
const wholeForm = (whole: ListDescriptor['whole'], form: FormDescriptor): FormDescriptor =>
  whole ? { ...form, create: { operation: whole.save }, update: { operation: whole.save } } : form;

/** The values without the fields named (an export leaving out a secret). */
const omitted = (values: Values, omit: readonly string[] = []): Values => Object.fromEntries(Object.entries(values).filter(([field]) => !omit.includes(field)));

/** A refusal's `errorData` names this body field. */
const namesField = (errorData: unknown, field: string) => Array.isArray(errorData) && errorData.some((item) => (item as { field?: unknown } | null)?.field === field);

/** A path under the console with the row's fields in place of `{field}`. */
const fill = (to: string, row: Row) => to.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(row[name] ?? '')));

/** The body fields a list takes from its path (`bodyFromPath`). */
const fromPath = (fields: Record<string, string> | undefined, path: Record<string, number>) =>
  Object.fromEntries(Object.entries(fields ?? {}).map(([field, param]) => [field, path[param]]));

/** A field of a row, or an item of a list field (`referers.0`). */
const fieldOf = (row: Row, path: string): unknown => path.split('.').reduce<unknown>((value, part) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined), row);

/** The field naming the parent row: the row name of the list that holds it. */
function scopeName(list: ListDescriptor, lists: { names(): string[]; get(name: string): ListDescriptor }, parent: Row): string {
  const holder = lists
    .names()
    .map((name) => lists.get(name))
    .find((other) => other.entries?.list === list.name || Object.values(other.entries?.by?.lists ?? {}).includes(list.name));
  return holder?.rowName ?? ('name' in parent ? 'name' : 'id');
}
