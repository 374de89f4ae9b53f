// The list kit's scope for the traffic screens (the end user's traffic packages): no site in the path, the kit's cells
// plus the traffic's own (plan type, usage against a plan, period, base-1000 units, traffic state), and the choices of
// a monthly usage's filters (the years of a report, the months named in the language shown).
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useMemo } from 'react';
import type { ClientTrafficPlanType, ClientTrafficState } from '../../api/generated/model';
import { UserText } from '../../components/UserText';
import { KIT_CELLS } from '../../kit/lists/cells';
import { FORMS, LISTS } from '../../kit/lists/found';
import { type Cell, type CellProps, type ChoiceSource, type Explanation, type ListOverride, type ListScope, ListScopeContext, type Warnings } from '../../kit/lists/scope';
import { defineRegistry } from '../../kit/registry';
import { Period, PlanTypeBadge, PlanUsage, reportYears, TrafficStateBadge } from './parts';
import { formatBytes, gbToBytes } from './units';

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
      () => MONTHS.map((month) => ({ value: String(month), label: new Date(Date.UTC(2026, month - 1, 1)).toLocaleDateString(i18n.locale, { month: 'long', timeZone: 'UTC' }) })),
      [i18n.locale],
    );
  },
};

export const TRAFFIC_LIST_PARTS = {
  cells: defineRegistry<Cell>('cell', KIT_CELLS as Record<string, Cell>, TRAFFIC_CELLS),
  explanations: defineRegistry<Explanation>('explanation'),
  warnings: defineRegistry<Warnings>('warning'),
  overrides: defineRegistry<ListOverride>('override'),
  choices: defineRegistry<ChoiceSource>('choiceSource', TRAFFIC_CHOICES),
  forms: FORMS,
  lists: LISTS,
};

const NO_DOMAINS: ReadonlyMap<number, string> = new Map();

/** The traffic lists of a screen, named `placeName` (read-only: nothing is refreshed by them). */
export function TrafficLists({ placeName, children }: { placeName: string; children: ReactNode }) {
  const scope = useMemo<ListScope>(() => ({ ...TRAFFIC_LIST_PARTS, path: {}, placeName, domainNames: NO_DOMAINS }), [placeName]);
  return <ListScopeContext.Provider value={scope}>{children}</ListScopeContext.Provider>;
}
