// The filters of the analytics screens (spec 3: reservedZone, reservedSite, reservedDomain, reservedSiteType,
// timeInterval). Their choices come from live lists (zones, sites, a site's domains), so the bar is a small
// component of its own rather than a form descriptor; "all" is listed first and means no filter.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useArea } from '../../app/use-area';
import { operationQuery } from '../../schema-form/operations';
import { ANALYTICS_CONFIG } from './config';
import { customRangeProblem, type Period, periodOf, type RangeId } from './range';

export interface Scope {
  zoneId: string;
  siteType: '0' | 'l7' | 'l4';
  siteId: string;
  domainId: string;
}

export const ALL = 'all';
export const EMPTY_SCOPE: Scope = { zoneId: ALL, siteType: '0', siteId: ALL, domainId: ALL };

interface MetaSite {
  id: number;
  siteName: string;
  portType: string;
}
interface MetaDomain {
  id: number;
  domainName: string;
  siteID: number;
}

/** The scope's part of a statistics query; null when the filters leave no site to ask about. */
export function scopeBody(scope: Scope, sites: readonly MetaSite[] | undefined, zones: boolean): Record<string, number[]> | null {
  const body: Record<string, number[]> = {};
  if (zones && scope.zoneId !== ALL) body.zoneIDs = [Number(scope.zoneId)];
  if (scope.siteId !== ALL) body.siteIDs = [Number(scope.siteId)];
  else if (scope.siteType !== '0') {
    const ids = (sites ?? []).filter((s) => s.portType === scope.siteType).map((s) => s.id);
    if (!ids.length) return null;
    body.siteIDs = ids;
  }
  if (scope.domainId !== ALL) body.domainIDs = [Number(scope.domainId)];
  return body;
}

/** The sites, zones and domains to pick from. */
export function useScopeLists(scope: Scope) {
  const area = useArea();
  const config = ANALYTICS_CONFIG[area]!;
  const sites = useQuery(operationQuery<{ data: MetaSite[] }>(config.ops.sites));
  const zones = useQuery({ ...operationQuery<{ data: { id: number; name: string }[] }>('client-zone-list-meta-zones'), enabled: config.zones });
  const siteId = scope.siteId === ALL ? null : Number(scope.siteId);
  const userDomains = useQuery({
    ...operationQuery<{ data: MetaDomain[] }>('user-siteDomain-list-meta-domains', { path: { siteId: siteId ?? 0 } }),
    enabled: area === 'user' && siteId !== null,
  });
  const clientDomains = useQuery({
    ...operationQuery<{ data: MetaDomain[] }>('client-domain-search-meta-domains', {
      body: { limit: 500, ...(siteId ? { siteIDs: [siteId] } : {}), ...(scope.zoneId !== ALL ? { zoneIDs: [Number(scope.zoneId)] } : {}) },
    }),
    enabled: area === 'client',
  });
  return {
    config,
    sites: sites.data?.data,
    zones: zones.data?.data,
    domains: area === 'user' ? (siteId ? userDomains.data?.data : []) : clientDomains.data?.data,
  };
}

const SITE_TYPES = [
  { value: '0', label: msg`All site types` },
  { value: 'l7', label: msg`Layer 7 (HTTP)` },
  { value: 'l4', label: msg`Layer 4 (ports)` },
];

export function ScopeFilters({ value, onChange }: { value: Scope; onChange: (next: Scope) => void }) {
  const { t, i18n } = useLingui();
  const { config, sites, zones, domains } = useScopeLists(value);
  const siteChoices = useMemo(
    () => [
      { value: ALL, label: t`All sites` },
      ...(sites ?? []).filter((s) => value.siteType === '0' || s.portType === value.siteType).map((s) => ({ value: String(s.id), label: s.siteName })),
    ],
    [sites, value.siteType, t],
  );
  const domainChoices = useMemo(() => [{ value: ALL, label: t`All domains` }, ...(domains ?? []).map((d) => ({ value: String(d.id), label: d.domainName }))], [domains, t]);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      {config.zones && (
        <Select
          label={t`Zone`}
          w={180}
          allowDeselect={false}
          value={value.zoneId}
          data={[{ value: ALL, label: t`All zones` }, ...(zones ?? []).map((z) => ({ value: String(z.id), label: z.name }))]}
          onChange={(zoneId) => onChange({ ...value, zoneId: zoneId ?? ALL, domainId: ALL })}
        />
      )}
      <Select
        label={t`Site type`}
        w={170}
        allowDeselect={false}
        value={value.siteType}
        data={SITE_TYPES.map((s) => ({ value: s.value, label: i18n._(s.label) }))}
        onChange={(siteType) => onChange({ ...value, siteType: (siteType ?? '0') as Scope['siteType'], siteId: ALL, domainId: ALL })}
      />
      <Select
        label={t`Site`}
        w={240}
        searchable
        allowDeselect={false}
        value={value.siteId}
        data={siteChoices}
        onChange={(siteId) => onChange({ ...value, siteId: siteId ?? ALL, domainId: ALL })}
      />
      <Select
        label={t`Domain`}
        w={240}
        searchable
        allowDeselect={false}
        value={value.domainId}
        data={domainChoices}
        description={config.zones || value.siteId !== ALL ? undefined : t`Pick a site to filter by domain`}
        disabled={!config.zones && value.siteId === ALL}
        onChange={(domainId) => onChange({ ...value, domainId: domainId ?? ALL })}
      />
    </Group>
  );
}

export interface RangeState {
  range: RangeId;
  /** When the period was taken (the end of a relative range). */
  at: number;
  custom: [Date | null, Date | null];
}

export const rangeState = (range: RangeId): RangeState => ({ range, at: Date.now(), custom: [null, null] });

export const periodOfState = (state: RangeState): Period | null => periodOf(state.range, state.at, state.custom);

const toLocalInput = (d: Date | null) => {
  if (!d) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

const RANGE_LABELS = {
  oneHour: msg`1 hour`,
  threeHours: msg`3 hours`,
  sixHours: msg`6 hours`,
  last24Hours: msg`Last 24 hours`,
  last30Days: msg`Last 30 days`,
  custom: msg`Custom`,
} as const;

/** Range choice: the given relative ranges and, when allowed, a custom range checked before it is used. */
export function RangePicker({ value, onChange, ranges, allowCustom = true }: { value: RangeState; onChange: (next: RangeState) => void; ranges: RangeId[]; allowCustom?: boolean }) {
  const { t, i18n } = useLingui();
  const [from, setFrom] = useState<Date | null>(value.custom[0]);
  const [to, setTo] = useState<Date | null>(value.custom[1]);
  const [problem, setProblem] = useState<{ field: 'from' | 'to'; text: string } | null>(null);
  const choices = [...ranges, ...(allowCustom ? (['custom'] as const) : [])];
  const apply = () => {
    const now = Date.now();
    const why = customRangeProblem(from, to, now);
    const messages = {
      missing: t`Enter both the start and the end.`,
      order: t`The end must be after the start.`,
      future: t`The end cannot be in the future.`,
      tooOld: t`Statistics are kept for 30 days: pick a start within the last 30 days.`,
    };
    if (why) {
      setProblem({ field: why === 'tooOld' || (why === 'missing' && !from) ? 'from' : 'to', text: messages[why] });
      return;
    }
    setProblem(null);
    onChange({ range: 'custom', at: now, custom: [from, to] });
  };
  return (
    <Stack gap={6}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="analytics-range-label">
            <Trans>Time range</Trans>
          </Text>
          <SegmentedControl
            aria-labelledby="analytics-range-label"
            value={value.range}
            data={choices.map((id) => ({ value: id, label: i18n._(RANGE_LABELS[id]) }))}
            onChange={(range) => (range === 'custom' ? onChange({ ...value, range: 'custom' }) : onChange(rangeState(range as RangeId)))}
          />
        </Stack>
        {value.range !== 'custom' && (
          <Button variant="default" onClick={() => onChange(rangeState(value.range))}>
            <Trans>Refresh</Trans>
          </Button>
        )}
      </Group>
      {value.range === 'custom' && (
        <Group gap="sm" align="flex-start" wrap="wrap">
          <TextInput
            type="datetime-local"
            label={t`From`}
            value={toLocalInput(from)}
            onChange={(e) => setFrom(e.currentTarget.value ? new Date(e.currentTarget.value) : null)}
            error={problem?.field === 'from' ? problem.text : undefined}
          />
          <TextInput
            type="datetime-local"
            label={t`To`}
            value={toLocalInput(to)}
            onChange={(e) => setTo(e.currentTarget.value ? new Date(e.currentTarget.value) : null)}
            error={problem?.field === 'to' ? problem.text : undefined}
          />
          <Button mt={25} onClick={apply}>
            <Trans>Apply range</Trans>
          </Button>
        </Group>
      )}
    </Stack>
  );
}
