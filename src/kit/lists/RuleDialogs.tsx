// The dialogs of a list descriptor's screen: the row form (add, edit or view, with its explanation, cautions,
// change review and refusals by field), the order of every row, and the domains bound to a row.
import { Group } from '@mantine/core';
import type { ErrorSchema } from '@rjsf/utils';
import { isApiError } from '../../api/errors';
import { RowFormModal } from '../../schema-form/RowFormModal';
import { successText } from '../../schema-form/success-text';
import { ReorderDialog } from './ReorderDialog';
import type { Row } from './scope';
import { say } from './texts';
import type { RuleListModel, Values } from './use-rule-list';

export function RuleDialogs({ model: m }: { model: RuleListModel }) {
  const { list, path, editing, explanation, key } = m;
  const own = m.particular.warnings;
  const cautions = own ? (values: Values) => own(values, editing?.row) : undefined;
  return (
    <>
      <RowFormModal<Values>
        descriptor={m.shownForm}
        editing={editing}
        path={path}
        extraBody={m.extraBody}
        // The dialog's own title (`add.title`, `editTitle`), else the form's ("Add: Origin").
        title={editing?.mode === 'edit' ? (list.editTitle ? say(list.editTitle, m.texts(editing.row)) : undefined) : list.add?.title ? say(list.add.title, m.texts()) : undefined}
        validate={m.particular.check ? (values) => m.particular.check!(values, editing?.row) : undefined}
        toBody={m.toBody}
        invalidate={m.scope.invalidate}
        preview={explanation ? (values) => explanation(values, editing?.row) : undefined}
        warnings={cautions ?? m.warnings}
        reviewCautions={editing?.row ? cautions : undefined}
        describeValue={m.describeValue}
        meta={{
          ...(list.duplicate ? { duplicateMessage: say(list.duplicate, m.texts()) } : {}),
          // A refusal about one field of several a code may concern keeps its notification (it says what kind of refusal it was).
          ...(list.fieldErrors ? { handledCodes: list.fieldErrors.filter((refusal) => !refusal.errorField).map((refusal) => refusal.code) } : {}),
        }}
        fieldErrors={
          list.fieldErrors
            ? (error, values) => {
                const refusal = list.fieldErrors!.find((r) => isApiError(error) && error.code === r.code && (!r.errorField || namesField(error.errorData, r.errorField)));
                return refusal ? ({ [refusal.field]: { __errors: [say(refusal.message, m.texts(undefined, values))] } } as ErrorSchema<Values>) : null;
              }
            : undefined
        }
        recheck={editing?.row ? () => m.moved([editing.row!], editing.row && list.editForm ? m.editForm : m.form) : undefined}
        onSaved={m.particular.onSaved}
        successMessage={list.done?.added || list.done?.saved ? (values, mode) => m.done.written(values, mode) ?? successText(m.shownForm, mode) : undefined}
        onClose={() => m.setEditing(null)}
      />
      {list.order?.dialog && list.calls.reorder && (
        <ReorderDialog
          opened={m.reordering}
          title={list.title ? say(list.title, m.texts()) : say(list.label, m.texts())}
          loadAll={m.loadAll}
          queryKey={[m.listUrl]}
          rowKey={key}
          name={m.nameOf}
          render={(row) => <OrderRow model={m} row={row} />}
          save={m.saveAt}
          onSettled={() => m.refresh()}
          saved={(moves) =>
            moves.length === 1 ? m.done.moved(moves[0]!.row, moves[0]!.priority) : m.done.ordered(list.title ? say(list.title, m.texts()) : say(list.label, m.texts()), moves.length)
          }
          onClose={() => m.setReordering(false)}
        />
      )}
      {list.calls.bind && m.scope.bindDialog?.({ operation: list.calls.bind, row: m.binding, onClose: () => m.setBinding(null) })}
    </>
  );
}

/** A row in the order dialog: the columns the descriptor shows there (`order.show`, default the first). */
function OrderRow({ model: m, row }: { model: RuleListModel; row: Row }) {
  const { list } = m;
  const [first, ...rest] = (list.order!.show ?? [list.columns[0]!.id]).map((id) => list.columns.find((col) => col.id === id)!).filter(Boolean);
  const cellOf = (col: (typeof list.columns)[number]) => {
    const Cell = m.scope.cells.get(col.cell);
    return <Cell key={col.id} value={row[col.field ?? col.id]} row={row} column={col} name={m.nameOf(row)} />;
  };
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <div style={{ minWidth: 0 }}>{first && cellOf(first)}</div>
      <Group gap="xs" wrap="nowrap" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {rest.map(cellOf)}
      </Group>
    </Group>
  );
}

/** A refusal's `errorData` names this body field. */
const namesField = (errorData: unknown, field: string) => Array.isArray(errorData) && errorData.some((item) => (item as { field?: unknown } | null)?.field === field);
