// The list kit's scope for the traffic screens (the end user's traffic packages, the client's traffic report): no site in
// the path, the kit's cells plus the traffic's own (plan type, usage against a plan, period, base-1000 units, traffic
// state), the choices of a monthly usage's filters (the years of a report, the months named in the language shown, the
// client's customers and products), the report's export as CSV, and what is particular to the client's plans.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import type { ClientMonthlyUsage, ClientMonthlyUsageList, ClientTrafficPlanType, ClientTrafficState } from '../../api/generated/model';
import { UserText } from '../../components/UserText';
import { FORMS } from '../../kit/lists/found';
import { type Cell, type CellProps, type ChoiceSource, type ListOverride, type ListScope, ListScopeContext, type OverrideProps } from '../../kit/lists/scope';
import { callOperation } from '../../schema-form/operations';
import { useClientProductListMetaProducts } from '../../api/generated/hooks/product/product';
import { isolated } from '../../components/user-text';
import { withChoices } from '../site-workspace/advanced-firewall/kit/descriptors';
import { TRAFFIC_STATE } from '../sites-admin/labels';
import { downloadCsv, toCsv } from './csv';
import { Period, PlanTypeBadge, PlanUsage, reportYears, TrafficStateBadge, useCustomers } from './parts';
import { formatBytes, gbToBytes } from './units';
import { listParts } from '../../kit/lists/list-parts';
import { formatDate } from '../../i18n/format';

const num = (value: unknown) => (typeof value === 'number' ? value : 0);

function Bytes({ value }: CellProps) {
  const { i18n } = useLingui();
  return <>{formatBytes(num(value), i18n.locale)}</>;
}
function Gigabytes({ value }: CellProps) {
  const { i18n } = useLingui();
  return <>{formatBytes(gbToBytes(num(value)), i18n.locale)}</>;
}
/** A basic plan of 0 GB is unlimited (spec 9) and says so, not "0 B". */
function Basic({ value }: CellProps) {
  const { t, i18n } = useLingui();
  return <>{num(value) === 0 ? t`Unlimited` : formatBytes(gbToBytes(num(value)), i18n.locale)}</>;
}

export const TRAFFIC_CELLS: Record<string, Cell> = {
  'traffic.planType': ({ value }) => <PlanTypeBadge type={value as ClientTrafficPlanType} />,
  'traffic.planUsage': ({ row }) => <PlanUsage usedBytes={num(row.usedBytes)} trafficGB={num(row.trafficGB)} />,
  'traffic.period': ({ row }) => <Period startAt={String(row.startAt)} endAt={String(row.endAt)} />,
  'traffic.memo': ({ value }) => <UserText value={typeof value === 'string' ? value : ''} size="sm" lines={2} />,
  'traffic.month': ({ row }) => <>{`${num(row.year)}-${String(num(row.month)).padStart(2, '0')}`}</>,
  'traffic.basic': Basic,
  'traffic.gigabytes': Gigabytes,
  'traffic.bytes': Bytes,
  'traffic.state': ({ value }) => <TrafficStateBadge state={value as ClientTrafficState} />,
};

const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

export const TRAFFIC_CHOICES: Record<string, ChoiceSource> = {
  /** This year and the four before, this year first. */
  'traffic.years': function useYears() {
    return useMemo(() => reportYears().map((year) => ({ value: String(year), label: String(year) })), []);
  },
  'traffic.months': function useMonths() {
    const { i18n } = useLingui();
    return useMemo(
      () => MONTHS.map((month) => ({ value: String(month), label: formatDate(Date.UTC(2026, month - 1, 1), i18n.locale, { month: 'long', timeZone: 'UTC' }) })),
      [i18n.locale],
    );
  },
  /** The client's products, by name. */
  'traffic.products': function useProductChoices() {
    const products = useClientProductListMetaProducts();
    return useMemo(() => (products.data?.data ?? []).map((p) => ({ value: String(p.id), label: p.name })), [products.data]);
  },
  /** The client's customers (root accounts of end users), searched by name or e-mail. */
  'traffic.customers': function useCustomerChoices() {
    const { choices } = useCustomers();
    return useMemo(() => choices.map((c) => ({ value: String(c.value), label: c.label })), [choices]);
  },
};

/** The client's traffic report: its rows, with the same filters, as a CSV file (every page read). */
function ExportCsv({ filters }: OverrideProps) {
  const { t, i18n } = useLingui();
  const exporting = useMutation({
    mutationFn: async () => {
      const rows: ClientMonthlyUsage[] = [];
      for (let page = 1; ; page += 1) {
        const answer = await callOperation<ClientMonthlyUsageList>('client-traffic-list-monthly-usages', { query: { ...filters, page, pageSize: EXPORT_PAGE } });
        rows.push(...answer.data);
        if (rows.length >= answer.total || answer.data.length === 0) break;
      }
      const bytes = (value: number) => formatBytes(value, i18n.locale);
      const header = [t`Year`, t`Month`, t`Customer`, t`Product`, t`Basic`, t`Extra`, t`Used`, t`Over`, t`Traffic state`, t`Used (bytes)`, t`Over (bytes)`];
      const body = rows.map((r) => [r.year, r.month, r.accountName, r.productName, bytes(gbToBytes(r.basicGB)), bytes(gbToBytes(r.extraGB)), bytes(r.usedBytes), bytes(r.overBytes), i18n._(TRAFFIC_STATE[r.state].label), r.usedBytes, r.overBytes]);
      const period = [filters.year, filters.month].filter(Boolean).join('-') || 'all';
      downloadCsv(toCsv(header, body), `traffic-report-${period}.csv`);
    },
  });
  return (
    <Button variant="light" loading={exporting.isPending} onClick={() => exporting.mutate()}>
      <Trans>Export CSV</Trans>
    </Button>
  );
}
const EXPORT_PAGE = 1000;

export const TRAFFIC_OVERRIDES: Record<string, ListOverride> = {
  'client.trafficReport': { toolbar: ExportCsv },
  /** The client's plans: a plan is named by its kind, id and customer; only extra plans are edited and removed (a basic
   * plan comes with the product); a new one is for one of the customers and products, chosen by name. */
  'client.trafficPlans': {
    use: function usePlans() {
      const { t } = useLingui();
      const customers = useCustomers().choices;
      const products = useClientProductListMetaProducts();
      const form = useMemo(
        () => withChoices(withChoices(FORMS.get('client.trafficPlan'), 'userID', customers), 'productID', (products.data?.data ?? []).map((p) => ({ value: p.id, label: p.name }))),
        [customers, products.data],
      );
      return {
        form,
        hasActions: (row) => row.type === 'extra',
        rowName: (row) => (row.type === 'basic' ? t`basic plan ${row.id} of ${isolated(String(row.accountName))}` : t`extra plan ${row.id} of ${isolated(String(row.accountName))}`),
      };
    },
  },
};

export const TRAFFIC_LIST_PARTS = listParts({ cells: [TRAFFIC_CELLS], overrides: [TRAFFIC_OVERRIDES], choices: [TRAFFIC_CHOICES] });

const NO_DOMAINS: ReadonlyMap<number, string> = new Map();

/** The traffic lists of a screen, named `placeName`; a change reads again every query under `invalidate`. */
export function TrafficLists({ placeName, invalidate, children }: { placeName: string; invalidate?: string; children: ReactNode }) {
  const scope = useMemo<ListScope>(() => ({ ...TRAFFIC_LIST_PARTS, path: {}, placeName, invalidate, domainNames: NO_DOMAINS }), [placeName, invalidate]);
  return <ListScopeContext.Provider value={scope}>{children}</ListScopeContext.Provider>;
}
