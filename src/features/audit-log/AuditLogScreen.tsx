// userManagement/logOperation (all three consoles): who did what and when, through which switched (proxy) session,
// with the request id, method and URL; the filters of spec 3 (account name, time range, method, proxy name, request
// id, URL) and paging; a row opens the request's details.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Badge, Code, Modal, Select, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { AuditLog, ClientAuditLog } from '../../api/generated/model';
import { useCan } from '../../api/permissions';
import { useArea } from '../../services/use-area';
import { PageHeader } from '../../components/PageHeader';
import { columnsFor, ResourceTable } from '../../components/resource-table/ResourceTable';
import { useListState } from '../../components/resource-table/list-state';
import { MomentField } from '../../components/moment-field/MomentField';
import { localMinute } from '../../components/moment-field/moment-format';
import { UserText } from '../../components/UserText';
import { operationQuery } from '../../schema-form/operations';
import { AUDIT_CONFIG } from './config';

type Row = AuditLog | ClientAuditLog;
type Method = Row['method'];
const METHODS: Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const column = columnsFor<Row>();

/** A datetime-local value (the browser's time zone) for a moment. */
const localInput = (at: number) => {
  const date = new Date(at);
  return new Date(at - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const DAY = 86_400_000;

type Texts = { accountName: string; proxyName: string; reqID: string; url: string };

export function Component() {
  const { t, i18n } = useLingui();
  const area = useArea();
  const config = AUDIT_CONFIG[area];
  const can = useCan(config.operation);
  const list = useListState();
  const [from, setFrom] = useState(() => localInput(Date.now() - 7 * DAY));
  const [to, setTo] = useState(() => localInput(Date.now() + 60_000));
  const [method, setMethod] = useState<Method | null>(null);
  const [texts, setTexts] = useState<Texts>({ accountName: '', proxyName: '', reqID: '', url: '' });
  const [typed] = useDebouncedValue(texts, 300);
  const [shown, setShown] = useState<Row | null>(null);
  const start = Date.parse(from);
  const end = Date.parse(to);
  const rangeError = Number.isNaN(start) || Number.isNaN(end) ? t`Choose both ends of the time range.` : start > end ? t`The start must be before the end.` : null;
  const body = {
    startTime: Number.isNaN(start) ? '' : new Date(start).toISOString(),
    endTime: Number.isNaN(end) ? '' : new Date(end).toISOString(),
    ...(method ? { method } : {}),
    ...Object.fromEntries(Object.entries(typed).filter(([, value]) => value.trim()).map(([key, value]) => [key, value.trim()])),
    page: list.page,
    pageSize: list.pageSize,
  };
  const logs = useQuery({
    ...operationQuery<{ data: Row[]; total: number }>(config.operation, { body }),
    enabled: can.allowed && rangeError === null,
    placeholderData: keepPreviousData,
  });

  const result = useCallback(
    (row: Row) => {
      const code = config.statusIsCode ? (row.status === 101001 ? null : row.status) : ((row as AuditLog).code ?? null);
      return code === null ? (
        <Badge color="green" variant="light">
          <Trans>Done</Trans>
        </Badge>
      ) : (
        <Badge color="red" variant="light">
          {t`Refused (${code})`}
        </Badge>
      );
    },
    [config.statusIsCode, t],
  );
  const when = useCallback((value: string) => new Date(value).toLocaleString(i18n.locale), [i18n.locale]);
  const columns = useMemo(
    () => [
      column.accessor('createdAt', { id: 'createdAt', header: () => t`Time`, enableSorting: false, cell: ({ getValue }) => when(getValue()) }),
      column.accessor('accountName', { id: 'accountName', header: () => t`Account`, enableSorting: false, cell: ({ getValue }) => <UserText value={getValue()} /> }),
      column.accessor('proxyName', {
        header: () => t`Switched in by`,
        enableSorting: false,
        cell: ({ getValue }) => (getValue() ? <UserText value={getValue()!} /> : ''),
      }),
      column.accessor('method', { id: 'method', header: () => t`Method`, enableSorting: false, cell: ({ getValue }) => <Code>{getValue()}</Code> }),
      column.accessor('url', {
        header: () => t`URL`,
        enableSorting: false,
        cell: ({ row }) => (
          <Anchor component="button" type="button" size="sm" ff="monospace" ta="left" style={{ wordBreak: 'break-all' }} onClick={() => setShown(row.original)}>
            {row.original.url}
          </Anchor>
        ),
      }),
      column.display({ id: 'result', header: () => t`Result`, cell: ({ row }) => result(row.original) }),
    ],
    [t, result, when],
  );

  const setText = (key: keyof Texts) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setTexts((current) => ({ ...current, [key]: value }));
    list.setPage(1);
  };

  return (
    <>
      <PageHeader title={<Trans>Audit log</Trans>} description={<Trans>Who did what in this console, and when. Open a row's URL to see the request's details.</Trans>} />
      {!can.allowed && can.reason ? (
        <Alert color="orange" title={t`You cannot see the audit log`}>
          {can.reason}
        </Alert>
      ) : (
        <ResourceTable
          label={t`Audit log`}
          columns={columns}
          query={rangeError ? { data: { data: [], total: 0 }, isPending: false, isError: false, refetch: () => undefined } : logs}
          list={list}
          rowId={(row) => String(row.id)}
          rowName={(row) => `${row.method} ${row.url}`}
          empty={rangeError ?? <Trans>No operation matches these filters.</Trans>}
          toolbar={
            <>
              <MomentField label={t({ message: 'From', context: 'date range: the start' })} value={from ? new Date(from) : null} onChange={(next) => (setFrom(localMinute(next)), list.setPage(1))} error={rangeError !== null} w={210} />
              <MomentField label={t({ message: 'To', context: 'date range: the end' })} value={to ? new Date(to) : null} onChange={(next) => (setTo(localMinute(next)), list.setPage(1))} error={rangeError !== null} w={210} />
              <TextInput label={t`Account name`} value={texts.accountName} onChange={setText('accountName')} w={160} />
              <Select
                label={t`Method`}
                placeholder={t`Any method`}
                clearable
                data={METHODS}
                value={method}
                onChange={(value) => (setMethod(value as Method | null), list.setPage(1))}
                w={130}
              />
              <TextInput label={t`Switched in by`} value={texts.proxyName} onChange={setText('proxyName')} w={160} />
              <TextInput label={t`Request ID`} value={texts.reqID} onChange={setText('reqID')} w={200} />
              <TextInput label={t`URL contains`} value={texts.url} onChange={setText('url')} w={200} />
            </>
          }
        />
      )}
      <Modal opened={shown !== null} onClose={() => setShown(null)} title={t`Request details`} size="lg" closeButtonProps={{ 'aria-label': t`Close` }}>
        {shown && (
          <Table variant="vertical" withTableBorder>
            <Table.Tbody>
              <Detail label={t`Time`} value={when(shown.createdAt)} />
              <Detail label={t`Account`} value={shown.accountName} />
              <Detail label={t`Switched in by`} value={shown.proxyName ?? t`Nobody (the account itself)`} />
              <Detail label={t`Method`} value={shown.method} mono />
              <Detail label={t`URL`} value={shown.url} mono />
              <Detail label={t`Request ID`} value={shown.reqID ?? ''} mono />
              <Detail label={t`IP address`} value={shown.ip ?? ''} mono />
              <Table.Tr>
                <Table.Th w={160}>{t`Result`}</Table.Th>
                <Table.Td>
                  {result(shown)}{' '}
                  {!config.statusIsCode && (
                    <Text span size="sm" c="dimmed">
                      {t`HTTP ${shown.status}`}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        )}
      </Modal>
    </>
  );
}

function Detail({ label, value, mono }: { label: string; value: string; mono?: boolean }) {
  return (
    <Table.Tr>
      <Table.Th w={160}>{label}</Table.Th>
      <Table.Td>{mono ? <Code style={{ wordBreak: 'break-all' }}>{value}</Code> : <UserText value={value} />}</Table.Td>
    </Table.Tr>
  );
}
