// A list descriptor's rows as a paged table: its named cells, the row buttons, and the bulk actions of a selection.
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { CopyApiCall } from '../../schema-form/api-call/CopyApiCall';
import { ConfirmButton } from '../../components/ConfirmButton';
import { DeniedButton } from '../../components/Permitted';
import { FIREWALL_PAGE_SIZES, PAGE_SIZES } from '../../components/resource-table/list-state';
import { type Column, columnsFor, ResourceTable } from '../../components/resource-table/ResourceTable';
import { LazyApplyRulesButton as ApplyRulesButton } from './lazy-views';
import type { ReactNode } from 'react';
import { RuleRowActions } from './RuleRowActions';
import type { Row } from './scope';
import { say } from './texts';
import { fieldOf, type RuleListModel } from './use-rule-list';
import { bulkCall } from './refresh';
import { someNames } from './done';

const column = columnsFor<Row>();

export function RuleTable({ model: m, toolbar, empty }: { model: RuleListModel; toolbar: ReactNode; empty: ReactNode }) {
  const { t } = useLingui();
  const { list, path, key, form } = m;
  const Bulk = m.override.bulk;
  // A delete call of one row (`remove.param`) removes no selection.
  const removesSelected = list.calls.delete !== undefined && !list.remove?.param;
  const columns = useMemo(() => {
    const shown: Column<Row>[] = list.columns.map((col) => {
      const Cell = m.scope.cells.get(col.cell);
      const field = col.field ?? col.id;
      return column.accessor((row) => (field.includes('.') ? fieldOf(row, field) : row[field]), {
        id: col.sortable ? field : col.id,
        header: () => say(col.header),
        enableSorting: col.sortable === true,
        cell: ({ row, getValue }) => <Cell value={getValue()} row={row.original} column={col} name={m.nameOf(row.original)} toggle={m.toggle} toggleCall={m.toggleCall} />,
      }) as Column<Row>;
    });
    // A read-only list has no row buttons (its row links and its override's buttons, if any, still show).
    if (!list.readOnly || list.links?.length || m.override.row) {
      shown.push(
        column.display({
          id: 'actions',
          header: () => t`Actions`,
          cell: ({ row }) => <RuleRowActions model={m} row={row.original} />,
        }) as Column<Row>,
      );
    }
    return shown;
  }, [list, t, m.openKey, m.removing, m.scope.cells, m.parent, m.updateRefused, m.particular.removeRefused]); // eslint-disable-line react-hooks/exhaustive-deps -- the row helpers (nameOf, toggle, the row's buttons) are new on every render and read only what is listed
  return (
    <ResourceTable<Row, object>
      label={say(list.label, m.texts())}
      columns={columns}
      query={m.shownQuery}
      list={m.unpaged ? undefined : m.listState}
      pageSizes={list.pageSizes === 'firewall' ? FIREWALL_PAGE_SIZES : PAGE_SIZES}
      rowId={m.rowIdOf}
      rowName={m.nameOf}
      highlight={m.highlighted}
      empty={empty}
      height={list.height ?? 420}
      toolbar={toolbar}
      // The override's bulk actions alone also let rows be chosen (their buttons say whether they may act).
      bulkOperation={removesSelected || list.bulk ? { operation: removesSelected ? list.calls.delete! : list.bulk![0]!.call, path } : undefined}
      bulkActions={
        removesSelected || list.bulk || Bulk
          ? (selected, clear) => (
              <>
                {/* The descriptor's bulk actions (`bulk`): the chosen rows' keys to a call other than the removal. */}
                {list.bulk?.map((action) => {
                  const count = { count: selected.length, names: someNames(selected.map(m.nameOf)) };
                  const call = bulkCall(action, selected, key, path);
                  return (
                    <ConfirmButton
                      key={action.call}
                      size="xs"
                      {...(action.color ? { color: action.color } : {})}
                      title={say(action.title, m.texts(undefined, count))}
                      message={say(action.message, m.texts(undefined, count))}
                      confirmLabel={say(action.confirmLabel ?? action.label, count)}
                      loading={m.bulkRunning === action}
                      operation={action.call}
                      path={path}
                      onConfirm={() =>
                        m
                          .runBulk(action, selected)
                          .then(clear)
                          .catch(() => undefined) // Reported by the query client; the choice stays.
                      }
                      extra={<CopyApiCall calls={[call]} mr="auto" />}
                    >
                      {say(action.label)}
                    </ConfirmButton>
                  );
                })}
                {Bulk && <Bulk {...m.overrideProps} selected={selected} clear={clear} />}
                {m.applicable && <ApplyRulesButton size="xs" selected list={list} form={form} siteId={path.siteId!} rows={() => selected} entry={m.entryOf} />}
                {removesSelected && m.particular.removeRefused?.(selected) ? (
                  <DeniedButton size="xs" reason={m.particular.removeRefused(selected)!} operation={list.calls.delete} color="red" variant="light">
                    {list.remove!.bulkLabel ? say(list.remove!.bulkLabel) : <Trans>Remove selected</Trans>}
                  </DeniedButton>
                ) : removesSelected && (
                  <ConfirmButton
                    size="xs"
                    title={say(list.remove!.bulkTitle!, m.texts(undefined, { count: selected.length }))}
                    message={say(list.remove!.bulkMessage!, m.texts(undefined, { count: selected.length, names: someNames(selected.map(m.nameOf)) }))}
                    confirmLabel={t`Remove`}
                    loading={m.removing}
                    operation={list.calls.delete}
                    path={path}
                    onConfirm={async () => {
                      await m.removeChecked(selected);
                      clear();
                    }}
                    extra={<CopyApiCall calls={[{ operation: list.calls.delete!, ...m.deleteCall(selected.map((row) => row[key])) }]} mr="auto" />}
                  >
                    {list.remove!.bulkLabel ? say(list.remove!.bulkLabel) : <Trans>Remove selected</Trans>}
                  </ConfirmButton>
                )}
              </>
            )
          : undefined
      }
    />
  );
}
