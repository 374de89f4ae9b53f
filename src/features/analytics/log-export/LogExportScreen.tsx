// dataAnalysis/logExport (user and client): request an export of the logs of a range (at most one day, the log
// search's query) to a file, follow its state (processing, completed, deleting, deleted, failed: read again every
// few seconds while one moves, never while the page is hidden or after it is left), download a completed file (its
// state read again first, GET log/export/{id}: removed or expired meanwhile, it is said and the list refreshed),
// retry failed ones and remove a selection. The per-user caps (spec 6: exports at once, exports a day) are the
// server's: a refusal shows the catalogue's message (601001, 601002) where the request was made.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Card, Group, Select, Stack, Text } from '@mantine/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { type ApiError, isApiError } from '../../../api/errors';
import { invalidateAfter } from '../../../api/invalidate';
import { describeError } from '../../../services/error-messages';
import { notifyInfo, notifySuccess, reportError } from '../../../services/feedback';
import { selfQuery } from '../../../services/session';
import { useArea } from '../../../services/use-area';
import { PermittedButton } from '../../../components/Permitted';
import { columnsFor } from '../../../components/resource-table/ResourceTable';
import { useListState } from '../../../components/resource-table/list-state';
import { BulkConfirmButton } from '../../../kit/BulkConfirmButton';
import { ListPage } from '../../../kit/ListPage';
import { callOperation, operationQuery } from '../../../schema-form/operations';
import { saveText } from '../data';
import { PeriodCell, StateCell } from '../logs/cells';
import { initialFilter, LogFilterFields } from '../logs/LogFilterFields';
import { type LogFilter, logBody, logProblem } from '../logs/log-query';
import { formatBytes, formatCount } from '../units';
import { EXPORT_STATE, type ExportRow, LOG_EXPORT_CONFIG, MOVING, REFRESH_MS } from './config';

const column = columnsFor<ExportRow>();

export function Component() {
  const { t, i18n } = useLingui();
  const area = useArea();
  const config = LOG_EXPORT_CONFIG[area]!;
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<LogFilter>(initialFilter);
  const [problem, setProblem] = useState<ReturnType<typeof logProblem>>(null);
  /** Why the server refused the last request or retry (the catalogue's message). */
  const [refusal, setRefusal] = useState<string | null>(null);
  const list = useListState<{ type: 'access' | 'waf' | null }>({ filters: { type: null } });
  const self = useQuery(selfQuery(area));

  const exports = useQuery({
    ...operationQuery<{ data: never[]; total: number }>(config.ops.list, { query: { ...list.params, type: list.filters.type ?? undefined } }),
    select: (answer) => ({ data: answer.data.map(config.rowOf), total: answer.total }),
    placeholderData: keepPreviousData,
    // Read again while an export moves; TanStack Query pauses while the page is hidden and stops once it is left.
    refetchInterval: (query) => (query.state.data?.data.some((r) => MOVING.includes(config.rowOf(r).status)) ? REFRESH_MS : false),
    refetchIntervalInBackground: false,
  });
  const rows = exports.data?.data ?? [];
  const running = rows.filter((r) => r.status === 'processing').length;

  const refused = (error: unknown) => {
    setRefusal(isApiError(error) ? describeError(error as ApiError) : t`An unknown error occurred! Please try again later`);
    // A cap refused it: the exports that count (maybe started elsewhere) are shown as they are now.
    void invalidateAfter(queryClient, config.ops.create);
  };
  const create = useMutation({
    mutationFn: (body: Record<string, unknown>) => callOperation(config.ops.create, { body }),
    meta: { silent: true },
    onSuccess: async () => {
      notifySuccess(t`The export has started: its file is listed below once ready.`);
      await invalidateAfter(queryClient, config.ops.create);
    },
    onError: refused,
  });
  const retry = useMutation({
    mutationFn: (ids: number[]) => callOperation(config.ops.retry, { body: { ids } }),
    meta: { silent: true },
    onSuccess: async () => {
      notifySuccess(t`The export has started again.`);
      await invalidateAfter(queryClient, config.ops.retry);
    },
    onError: refused,
  });

  const request = () => {
    const why = logProblem(filter);
    setProblem(why);
    setRefusal(null);
    if (why) return;
    create.mutate({ type: filter.kind, ...logBody(area, filter, filter.from!, filter.to!) });
  };
  const { mutateAsync: retryIds } = retry;
  const startRetry = useCallback(
    (ids: number[]) => {
      setRefusal(null);
      return retryIds(ids).catch(() => undefined);
    },
    [retryIds],
  );
  const download = useCallback(
    async (row: ExportRow) => {
      try {
        // The export as it is now: another tab, a colleague or the retention may have removed it since the list was read.
        const now = config.rowOf((await callOperation<{ data: never }>(config.ops.get, { path: { id: row.id } })).data);
        if (now.status !== 'completed') {
          const { id } = row;
          const state = i18n._(EXPORT_STATE[now.status].label).toLowerCase();
          notifyInfo(t`Export ${id} can no longer be downloaded: it is ${state}.`);
          await invalidateAfter(queryClient, config.ops.retry);
          return;
        }
        const text = await callOperation<string>(config.ops.download, { path: { id: row.id } });
        saveText(text, now.fileName ?? `${now.type}-log-${now.id}.csv`);
      } catch (error) {
        reportError(error);
        // Gone (or refused): the list shows what is there now.
        await invalidateAfter(queryClient, config.ops.retry);
      }
    },
    [config, i18n, t, queryClient],
  );

  const when = useCallback((value: string) => new Date(value).toLocaleString(i18n.locale), [i18n.locale]);
  const logName = useCallback((type: ExportRow['type']) => (type === 'access' ? t`Access logs` : t`WAF logs`), [t]);
  const columns = useMemo(
    () => [
      column.accessor('id', { id: 'id', header: () => t`ID`, enableSorting: true }),
      column.accessor('type', { id: 'type', header: () => t`Log`, enableSorting: true, cell: ({ getValue }) => logName(getValue()) }),
      column.display({
        id: 'range',
        header: () => t`Range`,
        cell: ({ row }) => <PeriodCell from={row.original.startTime} to={row.original.endTime} />,
      }),
      column.accessor('status', {
        header: () => t`State`,
        enableSorting: true,
        cell: ({ row }) => <StateCell look={EXPORT_STATE[row.original.status]} reason={row.original.status === 'failed' ? row.original.message : null} />,
      }),
      column.display({
        id: 'file',
        header: () => t`File`,
        cell: ({ row }) =>
          row.original.status === 'completed' ? (
            <Stack gap={0}>
              <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
                {row.original.fileName}
              </Text>
              <Text size="xs" c="dimmed">
                {row.original.size !== null ? formatBytes(row.original.size, i18n.locale) : ''}
                {row.original.rows !== null ? ` · ${plural(row.original.rows, { one: `${formatCount(row.original.rows, i18n.locale)} line`, other: `${formatCount(row.original.rows, i18n.locale)} lines` })}` : ''}
              </Text>
            </Stack>
          ) : null,
      }),
      column.accessor('createdAt', { id: 'createdAt', header: () => t`Requested`, enableSorting: true, cell: ({ getValue }) => when(getValue()) }),
      column.display({
        id: 'actions',
        header: () => t`Actions`,
        cell: ({ row }) =>
          row.original.status === 'completed' ? (
            <PermittedButton operation={config.ops.download} path={{ id: row.original.id }} size="xs" variant="light" onClick={() => void download(row.original)} aria-label={t`Download export ${row.original.id}`}>
              <Trans>Download</Trans>
            </PermittedButton>
          ) : row.original.status === 'failed' ? (
            <PermittedButton operation={config.ops.retry} size="xs" variant="light" loading={retry.isPending} onClick={() => void startRetry([row.original.id])} aria-label={t`Retry export ${row.original.id}`}>
              <Trans>Retry</Trans>
            </PermittedButton>
          ) : null,
      }),
    ],
    [t, i18n.locale, config, retry.isPending, startRetry, download, when, logName],
  );

  const dailyCap = self.data?.data.maxLogExportTimes;
  return (
    <>
      <ListPage
        title={t`Log export`}
        description={<Trans>Export the logs of up to one day to a CSV file. The latest lines can be up to an hour old. Files are listed below with their state.</Trans>}
        label={t`Log exports`}
        columns={columns}
        query={exports}
        apiCall={{ operation: config.ops.list, query: { ...list.params, type: list.filters.type ?? undefined } }}
        list={list}
        rowName={(row) => t`Export ${row.id}`}
        empty={<Trans>No export yet: request one above.</Trans>}
        toolbar={
          <>
            <Select
              label={t`Log`}
              w={170}
              clearable
              placeholder={t`All logs`}
              value={list.filters.type}
              data={[
                { value: 'access', label: t`Access logs` },
                { value: 'waf', label: t`WAF logs` },
              ]}
              onChange={(type) => list.setFilters({ type: type as 'access' | 'waf' | null })}
            />
            {exports.isFetching && rows.some((r) => MOVING.includes(r.status)) && (
              <Badge variant="light" color="blue" role="status">
                <Trans>Refreshing while exports run</Trans>
              </Badge>
            )}
          </>
        }
        bulkOperation={{ operation: config.ops.remove }}
        bulkActions={(selected, clear) => {
          const failed = selected.filter((r) => r.status === 'failed');
          return (
            <>
              <Button size="xs" variant="light" disabled={failed.length === 0} loading={retry.isPending} onClick={() => void startRetry(failed.map((r) => r.id)).then(clear)}>
                <Trans>Retry failed ({failed.length})</Trans>
              </Button>
              <BulkConfirmButton
                rows={selected}
                clear={clear}
                operation={config.ops.remove}
                run={(chosen) => callOperation(config.ops.remove, { body: { ids: chosen.map((r) => r.id) } })}
                success={(rows) => plural(rows.length, { one: '# export removed', other: '# exports removed' })}
                title={t`Remove ${selected.length} exports?`}
                message={t`Their files are deleted; an export still processing is stopped.`}
                confirmLabel={t`Remove`}
              >
                <Trans>Remove selected</Trans>
              </BulkConfirmButton>
            </>
          );
        }}
      >
        <Card withBorder padding="md" mb="md" component="form" aria-label={t`Request an export`} onSubmit={(e) => (e.preventDefault(), request())}>
          <Stack gap="sm">
            <LogFilterFields filter={filter} onChange={(patch) => setFilter((f) => ({ ...f, ...patch }))} problem={problem} />
            <Group>
              <PermittedButton operation={config.ops.create} type="submit" loading={create.isPending}>
                <Trans>Export</Trans>
              </PermittedButton>
              <Text size="sm" c="dimmed" data-testid="export-caps">
                {dailyCap === undefined ? (
                  <Trans>Running now: {running}.</Trans>
                ) : dailyCap === 0 ? (
                  <Trans>Running now: {running}. Exports a day: unlimited.</Trans>
                ) : (
                  <Trans>
                    Running now: {running}. Exports a day: at most {dailyCap}.
                  </Trans>
                )}
              </Text>
            </Group>
            {refusal && (
              <Alert color="red" role="alert" title={t`The export was refused`} withCloseButton closeButtonLabel={t`Close`} onClose={() => setRefusal(null)}>
                {refusal}
              </Alert>
            )}
          </Stack>
        </Card>
      </ListPage>
    </>
  );
}
