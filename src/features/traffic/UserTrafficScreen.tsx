// trafficPkgManagement/trafficPkgList (end user): the user's basic and extra plans with what each has used,
// and the monthly usage of each product with its traffic state (normal, warning, limited), base-1000 units.
import { Trans, useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useUserTrafficListExtraPlans, useUserTrafficListMonthlyUsages } from '../../api/generated/hooks/traffic/traffic';
import type { UserMonthlyUsage, UserTrafficListMonthlyUsagesParams, UserTrafficPlan } from '../../api/generated/model';
import { PageHeader } from '../../components/PageHeader';
import { columnsFor } from '../../components/resource-table/ResourceTable';
import { useListState } from '../../components/resource-table/list-state';
import { UserText } from '../../components/UserText';
import { ListSection, ListTable } from '../../kit/ListPage';
import { Period, PlanTypeBadge, PlanUsage, useUsageColumns, YearMonthFilters } from './parts';

const planColumn = columnsFor<UserTrafficPlan>();
type UsageFilters = Omit<UserTrafficListMonthlyUsagesParams, 'page' | 'pageSize'>;

export function Component() {
  const { t } = useLingui();
  const now = new Date();
  const planList = useListState({ pageSize: 10 });
  const plans = useUserTrafficListExtraPlans(planList.params);
  const usageList = useListState<UsageFilters>({ pageSize: 10, filters: { year: now.getUTCFullYear() } });
  const usages = useUserTrafficListMonthlyUsages(usageList.params as UserTrafficListMonthlyUsagesParams);

  const planColumns = useMemo(
    () => [
      planColumn.accessor('type', { id: 'type', header: () => t`Plan`, enableSorting: false, cell: ({ getValue }) => <PlanTypeBadge type={getValue()} /> }),
      planColumn.accessor('productName', { id: 'productName', header: () => t`Product`, enableSorting: false }),
      planColumn.accessor('usedBytes', { id: 'usedBytes', header: () => t`Used`, enableSorting: false, cell: ({ row }) => <PlanUsage usedBytes={row.original.usedBytes} trafficGB={row.original.trafficGB} /> }),
      planColumn.accessor('startAt', { id: 'startAt', header: () => t`Period`, enableSorting: false, cell: ({ row }) => <Period startAt={row.original.startAt} endAt={row.original.endAt} /> }),
      planColumn.accessor('memo', { id: 'memo', header: () => t`Memo`, enableSorting: false, cell: ({ getValue }) => <UserText value={getValue() ?? ''} size="sm" lines={2} /> }),
    ],
    [t],
  );
  const usageColumns = useUsageColumns<UserMonthlyUsage>();

  return (
    <>
      <PageHeader title={<Trans>Traffic packages</Trans>} description={<Trans>Your basic plans come with your products; extra plans add traffic for a period. 1 GB = 1,000,000,000 bytes.</Trans>} />
      <Stack gap="xl">
        <ListTable label={t`Your traffic plans`} columns={planColumns} query={plans} apiCall={{ operation: 'user-traffic-list-extra-plans', query: planList.params as Record<string, string | number | boolean | undefined> }} list={planList} height={360} empty={<Trans>You have no traffic plan yet.</Trans>} />
        <ListSection
          title={t`Monthly usage`}
          columns={usageColumns}
          query={usages}
          apiCall={{ operation: 'user-traffic-list-monthly-usages', query: usageList.params as Record<string, string | number | boolean | undefined> }}
          list={usageList}
          height={360}
          rowId={(r) => `${r.year}-${r.month}-${r.productID}`}
          empty={<Trans>No usage for these filters.</Trans>}
          toolbar={<YearMonthFilters list={usageList} now={now} />}
        />
      </Stack>
    </>
  );
}
