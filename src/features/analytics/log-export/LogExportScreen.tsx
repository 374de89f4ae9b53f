// dataAnalysis/logExport (user and client): request an export of the logs of a range (at most one day, the log
// search's query) to a file, follow its state (processing, completed, deleting, deleted, failed: read again every
// few seconds while one moves, never while the page is hidden or after it is left), download a completed file (its
// state read again first, GET log/export/{id}: removed or expired meanwhile, it is said and the list refreshed),
// retry failed ones and remove a selection. The per-user caps (spec 6: exports at once, exports a day) are the
// server's: a refusal shows the catalogue's message (601001, 601002) where the request was made. The list is a list
// descriptor (forms/common/lists/log-exports.list.json, parts ./lists.tsx); the request form and what its buttons
// do are here.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Card, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { type ApiError, isApiError } from '../../../api/errors';
import { invalidateAfter } from '../../../api/invalidate';
import { describeError } from '../../../services/error-messages';
import { notifyInfo, notifySuccess, reportError } from '../../../services/feedback';
import { selfQuery } from '../../../services/session';
import { useArea } from '../../../services/use-area';
import { PageHeader } from '../../../components/PageHeader';
import { PermittedButton } from '../../../components/Permitted';
import { RuleList } from '../../../kit/lists/RuleList';
import { type ListScope, ListScopeContext } from '../../../kit/lists/scope';
import { callOperation } from '../../../schema-form/operations';
import { saveText } from '../data';
import { initialFilter, LogFilterFields } from '../logs/LogFilterFields';
import { type LogFilter, logBody, logProblem } from '../logs/log-query';
import { EXPORT_STATE, type ExportRow, LOG_EXPORT_CONFIG } from './config';
import { LOG_EXPORT_LIST_PARTS, LOG_EXPORTS_LIST, type LogExportActions, LogExportContext } from './lists';

const NO_DOMAINS: ReadonlyMap<number, string> = new Map();

export function Component() {
  const { t, i18n } = useLingui();
  const area = useArea();
  const config = LOG_EXPORT_CONFIG[area]!;
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<LogFilter>(initialFilter);
  const [problem, setProblem] = useState<ReturnType<typeof logProblem>>(null);
  /** Why the server refused the last request or retry (the catalogue's message). */
  const [refusal, setRefusal] = useState<string | null>(null);
  const self = useQuery(selfQuery(area));
  const scope = useMemo<ListScope>(() => ({ ...LOG_EXPORT_LIST_PARTS, path: {}, placeName: '', domainNames: NO_DOMAINS }), []);

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

  const dailyCap = self.data?.data.maxLogExportTimes;
  const requestForm = (running: number) => (
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
  );
  const actions: LogExportActions = { requestForm, retry: startRetry, retrying: retry.isPending, download };

  return (
    <>
      <PageHeader
        title={t`Log export`}
        description={<Trans>Export the logs of up to one day to a CSV file. The latest lines can be up to an hour old. Files are listed below with their state.</Trans>}
      />
      <ListScopeContext.Provider value={scope}>
        <LogExportContext.Provider value={actions}>
          <RuleList list={LOG_EXPORTS_LIST} />
        </LogExportContext.Provider>
      </ListScopeContext.Provider>
    </>
  );
}
