// What the client's and the end user's traffic screens share: plan type and traffic state badges, usage
// against a plan in base-1000 units, the period of a plan, the columns and filters of a monthly usage, the customers.
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Progress, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useKindAccountListAccounts } from '../../api/generated/hooks/account/account';
import type { ClientTrafficPlanType, ClientTrafficState, UserMonthlyUsage } from '../../api/generated/model';
import { type ListFilter, ListFilters } from '../../components/resource-table/ListFilters';
import type { ListState } from '../../components/resource-table/list-state';
import { type Column, columnsFor } from '../../components/resource-table/ResourceTable';
import { TRAFFIC_STATE } from '../sites-admin/labels';
import { formatBytes, gbToBytes } from './units';

export function PlanTypeBadge({ type }: { type: ClientTrafficPlanType }) {
  return (
    <Badge variant="light" color={type === 'basic' ? 'blue' : 'grape'} miw="max-content">
      {type === 'basic' ? <Trans>Basic</Trans> : <Trans>Extra</Trans>}
    </Badge>
  );
}

export function TrafficStateBadge({ state }: { state: ClientTrafficState }) {
  const { i18n } = useLingui();
  return (
    <Badge variant="light" color={TRAFFIC_STATE[state].color} miw="max-content">
      {i18n._(TRAFFIC_STATE[state].label)}
    </Badge>
  );
}

/** "812.35 GB of 2 TB" with a bar; "2.45 TB used, unlimited" for a plan of 0 GB. */
export function PlanUsage({ usedBytes, trafficGB }: { usedBytes: number; trafficGB: number }) {
  const { t, i18n } = useLingui();
  const total = gbToBytes(trafficGB);
  const used = formatBytes(usedBytes, i18n.locale);
  const of = formatBytes(total, i18n.locale);
  const percent = total > 0 ? Math.min(100, (usedBytes / total) * 100) : 0;
  // 0 GB is an unlimited plan (spec 9): what was used, and no bar that could never fill.
  if (trafficGB === 0) {
    return (
      <Text size="sm" miw={140}>
        {t`${used} used, unlimited`}
      </Text>
    );
  }
  return (
    <Stack gap={2} miw={140}>
      <Text size="sm">{t`${used} of ${of}`}</Text>
      <Progress value={percent} size="sm" color={percent >= 100 ? 'red' : percent >= 80 ? 'yellow' : 'blue'} aria-label={t`${used} of ${of} used`} />
    </Stack>
  );
}

export function Period({ startAt, endAt }: { startAt: string; endAt: string }) {
  const { i18n } = useLingui();
  const day = (value: string) => new Date(value).toLocaleDateString(i18n.locale);
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {day(startAt)} – {day(endAt)}
    </Text>
  );
}

const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/** The year and month filters of a monthly usage list (the client's report and the end user's usage). */
export function YearMonthFilters({ list, now }: { list: ListState<{ year?: number; month?: number }>; now: Date }) {
  const { t, i18n } = useLingui();
  const monthName = (month: number) => new Date(Date.UTC(2026, month - 1, 1)).toLocaleDateString(i18n.locale, { month: 'long', timeZone: 'UTC' });
  return (
    <ListFilters
      list={list}
      filters={[
        { kind: 'select', key: 'year', label: t`Year`, placeholder: t`Any year`, numeric: true, width: 120, data: reportYears(now).map((year) => ({ value: String(year), label: String(year) })) },
        { kind: 'select', key: 'month', label: t`Month`, placeholder: t`Any month`, numeric: true, width: 150, data: MONTHS.map((month) => ({ value: String(month), label: monthName(month) })) },
      ]}
    />
  );
}

/** The client's customers (root accounts of end users): as a form's choices, and as a list's customer filter. */
export function useCustomers() {
  const { t } = useLingui();
  const customers = useKindAccountListAccounts('client', { page: 1, pageSize: 1000, auth: 'user' });
  const choices = useMemo(
    () => (customers.data?.data ?? []).filter((a) => a.auth === 'user' && a.isRoot).map((a) => ({ value: a.id, label: `${a.accountName} (${a.email})` })),
    [customers.data],
  );
  const filter: ListFilter<{ userID?: number }> = {
    kind: 'select',
    key: 'userID',
    label: t`Customer`,
    placeholder: t`Any customer`,
    searchable: true,
    numeric: true,
    width: 240,
    data: choices.map((c) => ({ value: String(c.value), label: c.label })),
  };
  return { choices, filter };
}

type Usage = Pick<UserMonthlyUsage, 'year' | 'month' | 'productName' | 'basicGB' | 'extraGB' | 'usedBytes' | 'overBytes' | 'state'> & { accountName?: string };
const usageColumn = columnsFor<Usage>();

/** The columns of a monthly usage (the client's report with its customers, the end user's usage), in base-1000 units;
 * a basic plan of 0 GB is unlimited (spec 9) and says so, not "0 B". */
export function useUsageColumns<T extends Usage>({ customer = false }: { customer?: boolean } = {}): Column<T>[] {
  const { t, i18n } = useLingui();
  return useMemo(() => {
    const bytes = (value: number) => formatBytes(value, i18n.locale);
    return [
      usageColumn.accessor('month', { id: 'month', header: () => t`Month`, enableSorting: false, cell: ({ row }) => `${row.original.year}-${String(row.original.month).padStart(2, '0')}` }),
      ...(customer ? [usageColumn.accessor('accountName', { id: 'accountName', header: () => t`Customer`, enableSorting: false })] : []),
      usageColumn.accessor('productName', { id: 'productName', header: () => t`Product`, enableSorting: false }),
      usageColumn.accessor('basicGB', { id: 'basicGB', header: () => t`Basic`, enableSorting: false, cell: ({ getValue }) => (getValue() === 0 ? t`Unlimited` : bytes(gbToBytes(getValue()))) }),
      usageColumn.accessor('extraGB', { id: 'extraGB', header: () => t`Extra`, enableSorting: false, cell: ({ getValue }) => bytes(gbToBytes(getValue())) }),
      usageColumn.accessor('usedBytes', { id: 'usedBytes', header: () => t`Used`, enableSorting: false, cell: ({ getValue }) => bytes(getValue()) }),
      usageColumn.accessor('overBytes', { id: 'overBytes', header: () => t`Over`, enableSorting: false, cell: ({ getValue }) => bytes(getValue()) }),
      usageColumn.accessor('state', { id: 'state', header: () => t`Traffic state`, enableSorting: false, cell: ({ getValue }) => <TrafficStateBadge state={getValue()} /> }),
    ] as Column<T>[];
  }, [t, i18n.locale, customer]);
}

/** The years a report offers: this one and the four before. */
export function reportYears(now = new Date()): number[] {
  const year = now.getUTCFullYear();
  return [year, year - 1, year - 2, year - 3, year - 4];
}
