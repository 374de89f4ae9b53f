// trafficPkgManagement/trafficReport (client): monthly usage by year, month and customer (basic, extra,
// used, over, traffic state) in base-1000 units, exported as CSV with the same filters.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useClientTrafficListMonthlyUsages } from '../../api/generated/hooks/client-traffic/client-traffic';
import type { ClientMonthlyUsage, ClientMonthlyUsageList, ClientTrafficListMonthlyUsagesParams } from '../../api/generated/model';
import { ListFilters } from '../../components/resource-table/ListFilters';
import { useListState } from '../../components/resource-table/list-state';
import { ListPage } from '../../kit/ListPage';
import { callOperation } from '../../schema-form/operations';
import { TRAFFIC_STATE } from '../sites-admin/labels';
import { downloadCsv, toCsv } from './csv';
import { useCustomers, useUsageColumns, YearMonthFilters } from './parts';
import { formatBytes, gbToBytes } from './units';

type Filters = Omit<ClientTrafficListMonthlyUsagesParams, 'page' | 'pageSize'>;
const EXPORT_PAGE = 1000;

export function Component() {
  const { t, i18n } = useLingui();
  const now = new Date();
  const list = useListState<Filters>({ pageSize: 25, filters: { year: now.getUTCFullYear() } });
  const usages = useClientTrafficListMonthlyUsages(list.params as ClientTrafficListMonthlyUsagesParams);
  const customers = useCustomers();
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

  const columns = useUsageColumns<ClientMonthlyUsage>({ customer: true });

  return (
    <ListPage
      title={t`Traffic report`}
      description={<Trans>Monthly traffic of each customer against its basic and extra plans; 1 GB = 1,000,000,000 bytes.</Trans>}
      actions={
        <Button variant="light" loading={exporting.isPending} onClick={() => exporting.mutate()}>
          <Trans>Export CSV</Trans>
        </Button>
      }
      label={t`Monthly traffic`}
      columns={columns}
      query={usages}
      apiCall={{ operation: 'client-traffic-list-monthly-usages', query: list.params as Record<string, string | number | boolean | undefined> }}
      list={list}
      height={520}
      rowId={(r) => `${r.year}-${r.month}-${r.userID}-${r.productID}`}
      empty={<Trans>No usage for these filters.</Trans>}
      toolbar={
        <>
          <YearMonthFilters list={list} now={now} />
          <ListFilters list={list} filters={[customers.filter]} />
        </>
      }
    />
  );
}
