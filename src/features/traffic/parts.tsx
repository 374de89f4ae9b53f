// What the client's and the end user's traffic screens share: plan type and traffic state badges, usage
// against a plan in base-1000 units, and the period of a plan.
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Progress, Select, Stack, Text } from '@mantine/core';
import type { ListState } from '../../components/resource-table/list-state';
import type { ClientTrafficPlanType, ClientTrafficState } from '../../api/generated/model';
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

/** "812.35 GB of 2 TB" with a bar. */
export function PlanUsage({ usedBytes, trafficGB }: { usedBytes: number; trafficGB: number }) {
  const { t, i18n } = useLingui();
  const total = gbToBytes(trafficGB);
  const used = formatBytes(usedBytes, i18n.locale);
  const of = formatBytes(total, i18n.locale);
  const percent = total > 0 ? Math.min(100, (usedBytes / total) * 100) : 0;
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
    <>
      <Select
        aria-label={t`Year`}
        placeholder={t`Any year`}
        clearable
        w={120}
        data={reportYears(now).map((year) => String(year))}
        value={list.filters.year ? String(list.filters.year) : null}
        onChange={(value) => list.setFilters({ year: value ? Number(value) : undefined })}
      />
      <Select
        aria-label={t`Month`}
        placeholder={t`Any month`}
        clearable
        w={150}
        data={MONTHS.map((month) => ({ value: String(month), label: monthName(month) }))}
        value={list.filters.month ? String(list.filters.month) : null}
        onChange={(value) => list.setFilters({ month: value ? Number(value) : undefined })}
      />
    </>
  );
}

/** The years a report offers: this one and the four before. */
export function reportYears(now = new Date()): number[] {
  const year = now.getUTCFullYear();
  return [year, year - 1, year - 2, year - 3, year - 4];
}
