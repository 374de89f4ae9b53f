// What the stored log days (forms/client/system/lists/log-parts.list.json) cannot say in JSON: their rows are the
// partitions of the table chosen in the filter, inside the document of every table (its `rows` hook); a day is named
// by its date; removals name the table and the day (`{table, part}`, one day by DELETE logRetention, a selection by
// deleteMultiple), each after a confirmation naming the days, their rows and size.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useClientSystemSettingListLogRetention } from '../../api/generated/hooks/system-setting/system-setting';
import type { ClientLogPart, ClientLogPartRef, ClientLogTable } from '../../api/generated/model';
import { invalidateAfter } from '../../api/invalidate';
import { ConfirmButton } from '../../components/ConfirmButton';
import type { Cell, FilterParam, ListOverride, OverrideProps, OwnRows, Row } from '../../kit/lists/scope';
import { notifySuccess } from '../../services/feedback';
import { CopyApiCall } from '../../schema-form/api-call/CopyApiCall';
import { callOperation } from '../../schema-form/operations';
import { formatBytes } from '../traffic/units';
import { formatNumber } from '../../i18n/format';

const DELETE_ONE = 'client-systemSetting-delete-log-part';
const DELETE_MANY = 'client-systemSetting-delete-log-parts';

/** "20261101" as 2026-11-01 (a day, not a moment: no time zone). */
export const dayOf = (part: string) => `${part.slice(0, 4)}-${part.slice(4, 6)}-${part.slice(6, 8)}`;

type PartRow = Row & ClientLogPart & { table: ClientLogTable };
const partOf = (row: Row) => row as PartRow;

/** Removes days of a table: one by its own call, several at once. */
function useRemoveParts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (refs: ClientLogPartRef[]) =>
      refs.length === 1 ? callOperation(DELETE_ONE, { body: refs[0] }) : callOperation(DELETE_MANY, { body: { items: refs } }),
    onSuccess: async (_answer, refs) => {
      notifySuccess(plural(refs.length, { one: '# log partition removed', other: '# log partitions removed' }));
      await invalidateAfter(queryClient, refs.length === 1 ? DELETE_ONE : DELETE_MANY);
    },
  });
}

const refOf = (row: Row): ClientLogPartRef => ({ table: partOf(row).table, part: partOf(row).part });

// The table's name is the filter's choice made (the rows are the chosen table's days), as the list's texts say it.
function RemoveDay({ row, chosen }: OverrideProps & { row: Row; name: string }) {
  const { t, i18n } = useLingui();
  const remove = useRemoveParts();
  const part = partOf(row);
  const day = dayOf(part.part);
  const tableName = chosen.table ?? part.table;
  const partSize = formatBytes(part.sizeBytes, i18n.locale);
  const rows = formatNumber(part.rows, i18n.locale);
  return (
    <ConfirmButton
      size="compact-sm"
      variant="subtle"
      operation={DELETE_ONE}
      aria-label={t`Remove ${day}`}
      title={t`Remove ${day} of the ${tableName}?`}
      message={t`Its ${rows} rows (${partSize}) are deleted now and cannot be restored.`}
      confirmLabel={t`Remove`}
      extra={<CopyApiCall calls={[{ operation: DELETE_ONE, body: refOf(row) }]} mr="auto" />}
      onConfirm={() => remove.mutateAsync([refOf(row)]).catch(() => undefined)}
    >
      <Trans>Remove</Trans>
    </ConfirmButton>
  );
}

function RemoveDays({ selected, clear, chosen, filters }: OverrideProps & { selected: Row[]; clear: () => void }) {
  const { t, i18n } = useLingui();
  const remove = useRemoveParts();
  const tableName = chosen.table ?? String(filters.table ?? '');
  const count = selected.length;
  const days = selected.map((row) => dayOf(partOf(row).part));
  const size = formatBytes(selected.reduce((sum, row) => sum + partOf(row).sizeBytes, 0), i18n.locale);
  const listed = days.length > 6 ? `${days.slice(0, 6).join(', ')} …` : days.join(', ');
  const refs = selected.map(refOf);
  return (
    <ConfirmButton
      size="xs"
      operation={DELETE_MANY}
      loading={remove.isPending}
      title={plural(count, { one: `Remove # day of the ${tableName}?`, other: `Remove # days of the ${tableName}?` })}
      message={t`These days of the ${tableName} are deleted now (${size}) and cannot be restored: ${listed}.`}
      confirmLabel={plural(count, { one: 'Remove # day', other: 'Remove # days' })}
      extra={<CopyApiCall calls={[refs.length === 1 ? { operation: DELETE_ONE, body: refs[0] } : { operation: DELETE_MANY, body: { items: refs } }]} mr="auto" />}
      onConfirm={() =>
        remove
          .mutateAsync(refs)
          .then(clear)
          .catch(() => undefined)
      }
    >
      {t`Remove selected (${count})`}
    </ConfirmButton>
  );
}

/** The days of the table chosen (oldest first), read from the document of every table. */
function useLogParts(_path: Record<string, number>, filters: Record<string, FilterParam>): OwnRows {
  const tables = useClientSystemSettingListLogRetention();
  const table = filters.table as ClientLogTable | undefined;
  const data = useMemo(() => {
    if (!tables.data) return undefined;
    const shown = tables.data.data.find((row) => row.table === table);
    const parts = [...(shown?.parts ?? [])].sort((a, b) => a.part.localeCompare(b.part));
    return { data: parts.map((part) => ({ ...part, table, id: Number(part.part) }) as unknown as Row) };
  }, [tables.data, table]);
  return { data, isPending: tables.isPending, isError: tables.isError, refetch: tables.refetch };
}

const logParts: ListOverride = {
  rows: useLogParts,
  use: () => ({ rowName: (row) => dayOf(partOf(row).part) }),
  row: RemoveDay,
  bulk: RemoveDays,
};

export const LOG_PART_OVERRIDES: Record<string, ListOverride> = { logParts };

export const LOG_PART_CELLS: Record<string, Cell> = {
  logDay: ({ value }) => <>{dayOf(String(value))}</>,
  localeNumber: function LocaleNumber({ value }) {
    const { i18n } = useLingui();
    return <>{typeof value === 'number' ? formatNumber(value, i18n.locale) : ''}</>;
  },
  bytes: function Bytes({ value }) {
    const { i18n } = useLingui();
    return <>{typeof value === 'number' ? formatBytes(value, i18n.locale) : ''}</>;
  },
};
