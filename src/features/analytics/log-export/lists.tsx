// The list kit's parts of the log exports (forms/common/lists/log-exports.list.json, the end user's and the client's
// console): a row's range, state and file (each console's row read through its configuration), the request form above
// the list (it counts the exports running), a row's Download and Retry, "Retry failed" on a selection and the badge
// saying the list refreshes while exports run. What the request, the retries and the downloads share (the refusal
// shown in the form) is the screen's, through `LogExportContext`.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Stack, Text } from '@mantine/core';
import { createContext, type ReactNode, useContext } from 'react';
import logExports from '../../../../forms/common/lists/log-exports.list.json';
import { PermittedButton } from '../../../components/Permitted';
import { defineList } from '../../../kit/lists/descriptor';
import { listParts } from '../../../kit/lists/list-parts';
import type { CellProps, ListOverride, OverrideProps, Row } from '../../../kit/lists/scope';
import { useArea } from '../../../services/use-area';
import { PeriodCell, StateCell } from '../logs/cells';
import { formatBytes, formatCount } from '../units';
import { EXPORT_STATE, type ExportRow, LOG_EXPORT_CONFIG, MOVING } from './config';

export const LOG_EXPORTS_LIST = defineList(logExports);

/** What the screen does for the list's buttons and its request form. */
export interface LogExportActions {
  /** The request form above the list, told how many exports run now. */
  requestForm: (running: number) => ReactNode;
  retry: (ids: number[]) => Promise<unknown>;
  retrying: boolean;
  download: (row: ExportRow) => Promise<void>;
}

export const LogExportContext = createContext<LogExportActions | null>(null);

function useActions(): LogExportActions {
  const actions = useContext(LogExportContext);
  if (!actions) throw new Error('The log exports list outside its screen');
  return actions;
}

/** A row as the screen shows it, whatever the console's shape (the user's `size` and `rows`, the client's `sizeBytes`). */
function useExportRow(row: Row): ExportRow {
  return LOG_EXPORT_CONFIG[useArea()]!.rowOf(row as never);
}

function Range({ row }: CellProps) {
  const r = useExportRow(row);
  return <PeriodCell from={r.startTime} to={r.endTime} />;
}

function State({ row }: CellProps) {
  const r = useExportRow(row);
  return <StateCell look={EXPORT_STATE[r.status]} reason={r.status === 'failed' ? r.message : null} />;
}

function File({ row }: CellProps) {
  const { i18n } = useLingui();
  const r = useExportRow(row);
  if (r.status !== 'completed') return null;
  return (
    <Stack gap={0}>
      <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
        {r.fileName}
      </Text>
      <Text size="xs" c="dimmed">
        {r.size !== null ? formatBytes(r.size, i18n.locale) : ''}
        {r.rows !== null ? ` · ${plural(r.rows, { one: `${formatCount(r.rows, i18n.locale)} line`, other: `${formatCount(r.rows, i18n.locale)} lines` })}` : ''}
      </Text>
    </Stack>
  );
}

/** The request form, above the list (it counts the exports running on the rows shown). */
function Before({ rows }: OverrideProps) {
  return <>{useActions().requestForm(rows.filter((row) => row.status === 'processing').length)}</>;
}

/** A completed export's Download, a failed one's Retry. */
function RowButtons({ row }: OverrideProps & { row: Row }) {
  const { t } = useLingui();
  const actions = useActions();
  const ops = LOG_EXPORT_CONFIG[useArea()]!.ops;
  const r = useExportRow(row);
  return r.status === 'completed' ? (
    <PermittedButton operation={ops.download} path={{ id: r.id }} size="xs" variant="light" onClick={() => void actions.download(r)} aria-label={t`Download export ${r.id}`}>
      <Trans>Download</Trans>
    </PermittedButton>
  ) : r.status === 'failed' ? (
    <PermittedButton operation={ops.retry} size="xs" variant="light" loading={actions.retrying} onClick={() => void actions.retry([r.id])} aria-label={t`Retry export ${r.id}`}>
      <Trans>Retry</Trans>
    </PermittedButton>
  ) : null;
}

/** "Retry failed (n)" on a selection. */
function RetryFailed({ selected, clear }: OverrideProps & { selected: Row[]; clear: () => void }) {
  const actions = useActions();
  const failed = selected.filter((row) => row.status === 'failed');
  return (
    <Button size="xs" variant="light" disabled={failed.length === 0} loading={actions.retrying} onClick={() => void actions.retry(failed.map((row) => row.id)).then(clear)}>
      <Trans>Retry failed ({failed.length})</Trans>
    </Button>
  );
}

/** Said while an export moves (the list is read again every 2 s then). */
function Refreshing({ rows }: OverrideProps) {
  return rows.some((row) => MOVING.includes(row.status as ExportRow['status'])) ? (
    <Badge variant="light" color="blue" role="status">
      <Trans>Refreshing while exports run</Trans>
    </Badge>
  ) : null;
}

const logExportsOverride: ListOverride = {
  before: Before,
  toolbar: Refreshing,
  row: RowButtons,
  bulk: RetryFailed,
  // A row is named "Export 5503" (its checkbox: "Select Export 5503").
  use: function useLogExports() {
    const { t } = useLingui();
    return { rowName: (row: Row) => t`Export ${row.id}` };
  },
};

export const LOG_EXPORT_LIST_PARTS = listParts({
  cells: [{ 'logExport.range': Range, 'logExport.state': State, 'logExport.file': File }],
  overrides: [{ logExports: logExportsOverride }],
});
