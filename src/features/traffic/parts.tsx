// What the client's and the end user's traffic screens share: plan type and traffic state badges, usage
// against a plan in base-1000 units, the period of a plan, the years of a report, the customers.
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Progress, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useKindAccountListAccounts } from '../../api/generated/hooks/account/account';
import type { ClientTrafficPlanType, ClientTrafficState } from '../../api/generated/model';
import { TRAFFIC_STATE } from '../sites-admin/labels';
import { formatBytes, gbToBytes } from './units';
import { formatDate } from '../../i18n/format';

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
  const day = (value: string) => formatDate(value, i18n.locale);
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {day(startAt)} – {day(endAt)}
    </Text>
  );
}

/** The client's customers (root accounts of end users), as choices (a form's, a list's filter). */
export function useCustomers() {
  const customers = useKindAccountListAccounts('client', { page: 1, pageSize: 1000, auth: 'user' });
  const choices = useMemo(
    () => (customers.data?.data ?? []).filter((a) => a.auth === 'user' && a.isRoot).map((a) => ({ value: a.id, label: `${a.accountName} (${a.email})` })),
    [customers.data],
  );
  return { choices };
}

/** The years a report offers: this one and the four before. */
export function reportYears(now = new Date()): number[] {
  const year = now.getUTCFullYear();
  return [year, year - 1, year - 2, year - 3, year - 4];
}
