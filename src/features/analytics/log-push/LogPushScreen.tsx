// dataAnalysis/logPush (user and client): the push events (a list descriptor: add, edit, remove a selection, push a
// selection now) and the push records, filtered by event, account, time and record ID, paged, read again every few
// seconds while a push runs (never while the page is hidden or after it is left).
import { Trans, useLingui } from '@lingui/react/macro';
import { MomentField } from '../../../components/moment-field/MomentField';
import { localMinute } from '../../../components/moment-field/moment-format';
import { Stack, TextInput, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useId, useMemo, useState } from 'react';
import { selfQuery } from '../../../services/session';
import { useArea } from '../../../services/use-area';
import { PageHeader } from '../../../components/PageHeader';
import { columnsFor } from '../../../components/resource-table/ResourceTable';
import { ListTable } from '../../../kit/ListPage';
import { useListState } from '../../../components/resource-table/list-state';
import { UserText } from '../../../components/UserText';
import { RuleList } from '../../../kit/lists/RuleList';
import { type ListScope, ListScopeContext } from '../../../kit/lists/scope';
import { operationQuery } from '../../../schema-form/operations';
import { PeriodCell, StateCell } from '../logs/cells';
import { FilterSelect } from '../logs/FilterSelect';
import { formatCount } from '../units';
import { type PushRecordRow, type PushState, REFRESH_MS } from './config';
import { LOG_PUSH_LIST_PARTS, useFormsWithChoices, usePushChoices } from './parts';
import { msg } from '@lingui/core/macro';
import { formatDateTime } from '../../../i18n/format';

const column = columnsFor<PushRecordRow>();

const PUSH_STATE = {
  processing: { label: msg`Pushing`, color: 'blue' },
  completed: { label: msg`Completed`, color: 'green' },
  failed: { label: msg`Failed`, color: 'red' },
} satisfies Record<PushState, unknown>;

export function Component() {
  const { config } = usePushChoices();
  const forms = useFormsWithChoices();
  const scope = useMemo<ListScope>(() => ({ ...LOG_PUSH_LIST_PARTS, forms, path: {}, placeName: '', domainNames: new Map() }), [forms]);
  return (
    <>
      <PageHeader title={<Trans>Log push</Trans>} description={<Trans>Send logs to your own HTTP endpoint (a SIEM, a log store) as they are written, or a chosen period at once.</Trans>} />
      <Stack gap="xl">
        <ListScopeContext.Provider value={scope}>
          <RuleList list={LOG_PUSH_LIST_PARTS.lists.get(config.list)} />
        </ListScopeContext.Provider>
        <PushRecords />
      </Stack>
    </>
  );
}

/** A datetime-local input's moment as ISO, '' when empty, null when unreadable. */
const isoOf = (value: string): string | null => {
  if (!value) return '';
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : new Date(at).toISOString();
};

function PushRecords() {
  const { t, i18n } = useLingui();
  const area = useArea();
  const headingId = useId();
  const { config, accounts } = usePushChoices();
  const self = useQuery(selfQuery(area));
  const events = useQuery(operationQuery<{ data: { id: number; name: string }[] }>(config.ops.events, { query: { page: 1, pageSize: 500 } }));
  const list = useListState<{ eventID: string | null; userID: string | null }>({ filters: { eventID: null, userID: null } });
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [recordId, setRecordId] = useState('');
  const start = isoOf(from);
  const end = isoOf(to);
  const rangeError = start === null || end === null ? t`Enter a whole date and time.` : start && end && start >= end ? t`The end must be after the start.` : null;
  const idError = recordId.trim() && !/^[1-9]\d{0,15}$/.test(recordId.trim()) ? t`A record ID is a whole number, such as 90317.` : null;
  const query = {
    page: list.page,
    pageSize: list.pageSize,
    eventID: list.filters.eventID ? Number(list.filters.eventID) : undefined,
    userID: list.filters.userID ? Number(list.filters.userID) : undefined,
    createdAtStart: start || undefined,
    createdAtEnd: end || undefined,
    ID: recordId.trim() && !idError ? Number(recordId.trim()) : undefined,
  };
  const records = useQuery({
    ...operationQuery<{ data: never[]; total: number }>(config.ops.records, { query }),
    select: (answer) => ({ data: answer.data.map(config.recordOf), total: answer.total }),
    enabled: !rangeError && !idError,
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.data.some((r) => config.recordOf(r).status === 'processing') ? REFRESH_MS : false),
    refetchIntervalInBackground: false,
  });

  // Accounts by id: the operator's end users, or the tenant's accounts and the signed-in one.
  const people = useMemo(() => {
    const all = new Map<number, string>((accounts ?? []).map((a) => [a.id, a.accountName]));
    const me = self.data?.data;
    if (me && area === 'user') all.set(me.id, me.accountName);
    return all;
  }, [accounts, self.data, area]);
  const when = useCallback((value: string | null) => (value ? formatDateTime(value, i18n.locale) : ''), [i18n.locale]);
  const columns = useMemo(
    () => [
      column.accessor('id', { id: 'id', header: () => t`ID`, enableSorting: false }),
      column.accessor('eventName', { id: 'eventName', header: () => t`Event`, enableSorting: false, cell: ({ getValue }) => <UserText value={getValue()} /> }),
      column.accessor('userID', { id: 'userID', header: () => (area === 'client' ? t`End user` : t`Account`), enableSorting: false, cell: ({ getValue }) => <UserText value={people.get(getValue()) ?? `#${getValue()}`} /> }),
      column.accessor('type', { id: 'type', header: () => t`Runs`, enableSorting: false, cell: ({ getValue }) => (getValue() === 'manual' ? t`By hand` : t`On a schedule`) }),
      column.display({
        id: 'period',
        header: () => t`Period pushed`,
        cell: ({ row }) => <PeriodCell from={row.original.startTime} to={row.original.endTime} />,
      }),
      column.accessor('status', {
        header: () => t`State`,
        enableSorting: false,
        cell: ({ row }) => <StateCell look={PUSH_STATE[row.original.status]} reason={row.original.status !== 'processing' ? row.original.message : null} />,
      }),
      column.accessor('rows', { id: 'rows', header: () => t`Lines`, enableSorting: false, cell: ({ getValue }) => formatCount(getValue(), i18n.locale) }),
      column.accessor('createdAt', { id: 'createdAt', header: () => t`Time`, enableSorting: false, cell: ({ getValue }) => when(getValue()) }),
    ],
    [t, i18n.locale, when, people, area],
  );

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        <Trans>Push records</Trans>
      </Title>
      <ListTable
        label={t`Push records`}
        columns={columns}
        apiCall={rangeError || idError ? undefined : { operation: config.ops.records, query }}
        query={rangeError || idError ? { data: { data: [], total: 0 }, isPending: false, isError: false, refetch: () => undefined } : records}
        list={list}
        rowId={(row) => String(row.id)}
        empty={rangeError ?? idError ?? <Trans>No push record matches these filters.</Trans>}
        toolbar={
          <>
            <FilterSelect
              label={t`Event`}
              w={200}
              placeholder={t`All events`}
              value={list.filters.eventID}
              data={(events.data?.data ?? []).map((e) => ({ value: String(e.id), label: e.name }))}
              onChange={(eventID) => list.setFilters({ eventID })}
            />
            <FilterSelect
              label={area === 'client' ? t`End user` : t`Account`}
              w={200}
              placeholder={t`Everyone`}
              value={list.filters.userID}
              data={[...people].map(([id, name]) => ({ value: String(id), label: name }))}
              onChange={(userID) => list.setFilters({ userID })}
            />
            <MomentField label={t({ message: 'From', context: 'date range: the start' })} w={210} value={from ? new Date(from) : null} error={rangeError !== null} onChange={(next) => (setFrom(localMinute(next)), list.setPage(1))} />
            <MomentField label={t({ message: 'To', context: 'date range: the end' })} w={210} value={to ? new Date(to) : null} error={rangeError !== null} onChange={(next) => (setTo(localMinute(next)), list.setPage(1))} />
            <TextInput label={t`Record ID`} w={140} inputMode="numeric" value={recordId} error={idError} onChange={(e) => (setRecordId(e.currentTarget.value), list.setPage(1))} />
          </>
        }
      />
    </Stack>
  );
}
