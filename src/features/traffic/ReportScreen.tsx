// trafficPkgManagement/trafficReport (client): monthly usage by year, month and customer (basic, extra,
// used, over, traffic state) in base-1000 units, exported as CSV with the same filters.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Select } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useKindAccountListAccounts } from '../../api/generated/hooks/account/account';
import { useClientTrafficListMonthlyUsages } from '../../api/generated/hooks/client-traffic/client-traffic';
import type { ClientMonthlyUsage, ClientMonthlyUsageList, ClientTrafficListMonthlyUsagesParams } from '../../api/generated/model';
import { PageHeader } from '../../components/PageHeader';
import { columnsFor, ResourceTable } from '../../components/resource-table/ResourceTable';
import { useListState } from '../../components/resource-table/list-state';
import { callOperation } from '../../schema-form/operations';
import { TRAFFIC_STATE } from '../sites-admin/labels';
import { downloadCsv, toCsv } from './csv';
import { TrafficStateBadge, YearMonthFilters } from './parts';
import { formatBytes, gbToBytes } from './units';

type Filters = Omit<ClientTrafficListMonthlyUsagesParams, 'page' | 'pageSize'>;
const column = columnsFor<ClientMonthlyUsage>();
const EXPORT_PAGE = 1000;

export function Component() {
  const { t, i18n } = useLingui();
  const now = new Date();
  const list = useListState<Filters>({ pageSize: 25, filters: { year: now.getUTCFullYear() } });
  const usages = useClientTrafficListMonthlyUsages(list.params as ClientTrafficListMonthlyUsagesParams);
  const customers = useKindAccountListAccounts('client', { page: 1, pageSize: 1000, auth: 'user' });
  const bytes = (value: number) => formatBytes(value, i18n.locale);
  const exporting = useMutation({
    mutationFn: async () => {
      const rows: ClientMonthlyUsage[] = [];
      for (let page = 1; ; page += 1) {
        const answer = await callOperation<ClientMonthlyUsageList>('client-traffic-list-monthly-usages', { query: { ...list.filters, page, pageSize: EXPORT_PAGE } });
        rows.push(...answer.data);
        if (rows.length >= answer.total || answer.data.length === 0) break;
      }
      const header = [t`Year`, t`Month`, t`Customer`, t`Product`, t`Basic`, t`Extra`, t`Used`, t`Over`, t`Traffic state`, t`Used (bytes)`, t`Over (bytes)`];
      const body = rows.map((r) => [r.year, r.month, r.accountName, r.productName, bytes(gbToBytes(r.basicGB)), bytes(gbToBytes(r.extraGB)), bytes(r.usedBytes), bytes(r.overBytes), i18n._(TRAFFIC_STATE[r.state].label), r.usedBytes, r.overBytes]);
      const period = [list.filters.year, list.filters.month].filter(Boolean).join('-') || 'all';
      downloadCsv(toCsv(header, body), `traffic-report-${period}.csv`);
    },
  });

  const columns = useMemo(
    () => [
      column.accessor('month', { id: 'month', header: () => t`Month`, enableSorting: false, cell: ({ row }) => `${row.original.year}-${String(row.original.month).padStart(2, '0')}` }),
      column.accessor('accountName', { id: 'accountName', header: () => t`Customer`, enableSorting: false }),
      column.accessor('productName', { id: 'productName', header: () => t`Product`, enableSorting: false }),
      column.accessor('basicGB', { id: 'basicGB', header: () => t`Basic`, enableSorting: false, cell: ({ getValue }) => bytes(gbToBytes(getValue())) }),
      column.accessor('extraGB', { id: 'extraGB', header: () => t`Extra`, enableSorting: false, cell: ({ getValue }) => bytes(gbToBytes(getValue())) }),
      column.accessor('usedBytes', { id: 'usedBytes', header: () => t`Used`, enableSorting: false, cell: ({ getValue }) => bytes(getValue()) }),
      column.accessor('overBytes', { id: 'overBytes', header: () => t`Over`, enableSorting: false, cell: ({ getValue }) => bytes(getValue()) }),
      column.accessor('state', { id: 'state', header: () => t`Traffic state`, enableSorting: false, cell: ({ getValue }) => <TrafficStateBadge state={getValue()} /> }),
    ],
    [t, i18n.locale], // eslint-disable-line react-hooks/exhaustive-deps
  );

  return (
    <>
      <PageHeader
        title={<Trans>Traffic report</Trans>}
        description={<Trans>Monthly traffic of each customer against its basic and extra plans; 1 GB = 1,000,000,000 bytes.</Trans>}
        actions={
          <Button variant="light" loading={exporting.isPending} onClick={() => exporting.mutate()}>
            <Trans>Export CSV</Trans>
          </Button>
        }
      />
      <ResourceTable
        label={t`Monthly traffic`}
        columns={columns}
        query={usages}
        list={list}
        height={520}
        rowId={(r) => `${r.year}-${r.month}-${r.userID}-${r.productID}`}
        empty={<Trans>No usage for these filters.</Trans>}
        toolbar={
          <>
            <YearMonthFilters list={list} now={now} />
            <Select
              aria-label={t`Customer`}
              placeholder={t`Any customer`}
              clearable
              searchable
              w={240}
              data={(customers.data?.data ?? []).filter((a) => a.auth === 'user' && a.isRoot).map((a) => ({ value: String(a.id), label: `${a.accountName} (${a.email})` }))}
              value={list.filters.userID ? String(list.filters.userID) : null}
              onChange={(value) => list.setFilters({ userID: value ? Number(value) : undefined })}
            />
          </>
        }
      />
    </>
  );
}
