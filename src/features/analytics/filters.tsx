// The filters of the analytics screens (spec 3: reservedZone, reservedSite, reservedDomain, reservedDomainTag,
// reservedSiteType, timeInterval). Their choices come from live lists (zones, sites by site type, domain tags, the
// domains), so the bar is a small component of its own rather than a form descriptor; "all" is listed first and
// means no filter. A domain tag is sent as the ids of the domains carrying it (the query has no tag field).
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useArea } from '../../services/use-area';
import { operationQuery } from '../../schema-form/operations';
import { ANALYTICS_CONFIG } from './config';
import { LabelledSegments } from './LabelledSegments';
import { LazyMomentField } from '../../components/moment-field/lazy';
import { customRangeProblem, type Period, periodOf, type RangeId } from './range';

export interface Scope {
  zoneId: string;
  siteType: '0' | 'l7' | 'l4';
  siteId: string;
  domainTag: string;
  domainId: string;
}

export const ALL = 'all';
export const EMPTY_SCOPE: Scope = { zoneId: ALL, siteType: '0', siteId: ALL, domainTag: ALL, domainId: ALL };

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

/** Whether a site serves the site type ('l7l4' sites serve both). */
export const siteHasType = (site: MetaSite, siteType: Scope['siteType']) => siteType === '0' || site.portType === siteType || site.portType === 'l7l4';

/**
 * The scope's part of a statistics query; null when the filters leave no site or domain to ask about.
 * `tagged`: the ids of the domains carrying the chosen tag (undefined while unknown).
 */
export function scopeBody(scope: Scope, sites: readonly MetaSite[] | undefined, zones: boolean, tagged?: readonly number[]): Record<string, number[]> | null {
  const body: Record<string, number[]> = {};
  if (zones && scope.zoneId !== ALL) body.zoneIDs = [Number(scope.zoneId)];
  if (scope.siteId !== ALL) body.siteIDs = [Number(scope.siteId)];
  else if (scope.siteType !== '0') {
    const ids = (sites ?? []).filter((s) => siteHasType(s, scope.siteType)).map((s) => s.id);
    if (!ids.length) return null;
    body.siteIDs = ids;
  }
  if (scope.domainId !== ALL) body.domainIDs = [Number(scope.domainId)];
  else if (scope.domainTag !== ALL) {
    if (!tagged?.length) return null;
    body.domainIDs = [...tagged];
  }
  return body;
}

/** The sites, zones, domain tags and domains to pick from; `domains: false` skips the domain lists. */
export function useScopeLists(scope: Scope, withDomains = true) {
  const area = useArea();
  const config = ANALYTICS_CONFIG[area]!;
  const sites = useQuery(operationQuery<{ data: MetaSite[] }>(config.ops.sites));
  const zones = useQuery({ ...operationQuery<{ data: { id: number; name: string }[] }>('client-zone-list-meta-zones'), enabled: config.zones });
  const siteId = scope.siteId === ALL ? null : Number(scope.siteId);
  const userTags = useQuery({
    ...operationQuery<{ data: string[] }>('user-siteDomain-list-domain-tags', { body: siteId ? { siteIDs: [siteId] } : {} }),
    enabled: withDomains && area === 'user',
  });
  const clientTags = useQuery({ ...operationQuery<{ data: string[] }>('client-domain-list-tags'), enabled: withDomains && area === 'client' });
  const tag = scope.domainTag === ALL ? null : scope.domainTag;
  const domainBody = {
    limit: 500,
    ...(siteId ? { siteIDs: [siteId] } : {}),
    ...(config.zones && scope.zoneId !== ALL ? { zoneIDs: [Number(scope.zoneId)] } : {}),
    ...(tag ? { tags: [tag] } : {}),
  };
  const domains = useQuery({
    ...operationQuery<{ data: MetaDomain[] }>(area === 'user' ? 'user-siteDomain-search-domains' : 'client-domain-search-meta-domains', { body: domainBody }),
    enabled: withDomains,
  });
  return {
    config,
    sites: sites.data?.data,
    zones: zones.data?.data,
    tags: area === 'user' ? userTags.data?.data : clientTags.data?.data,
    domains: domains.data?.data,
    /** The ids of the domains carrying the chosen tag (undefined while unknown or with no tag). */
    tagged: tag && domains.data ? domains.data.data.map((d) => d.id) : undefined,
  };
}

/**
 * The scope and period of a screen's queries (null while the lists it needs load), and whether the filters leave
 * nothing to ask about.
 */
export function useScopeBase(scope: Scope, period: Period | null, withDomains = true): { base: Record<string, unknown> | null; nothing: boolean } {
  const { config, sites, tagged } = useScopeLists(scope, withDomains);
  const tagPending = withDomains && scope.domainTag !== ALL && scope.domainId === ALL && tagged === undefined;
  // The site list is needed only to turn a site type into site ids: the default scope asks at once, not after it.
  const sitesNeeded = scope.siteId === ALL && scope.siteType !== '0';
  const where = useMemo(
    () => ((sites || !sitesNeeded) && !tagPending ? scopeBody(scope, sites, config.zones, tagged) : undefined),
    [scope, sites, sitesNeeded, config.zones, tagged, tagPending],
  );
  // `period` is new on every render: its three fields are what it is.
  const { startTime, endTime, timeInterval } = period ?? {};
  const base = useMemo(
    () => (where && startTime !== undefined && endTime !== undefined && timeInterval !== undefined ? { ...where, startTime, endTime, timeInterval } : null),
    [where, startTime, endTime, timeInterval],
  );
  return { base, nothing: where === null };
}

const SITE_TYPES = [
  { value: '0', label: msg`All site types` },
  { value: 'l7', label: msg`Layer 7 (HTTP)` },
  { value: 'l4', label: msg`Layer 4 (ports)` },
];

/** The zone (client), site type, site, domain tag and domain filters; `domains: false` leaves the last two out. */
export function ScopeFilters({ value, onChange, domains: withDomains = true, siteTypes = true }: { value: Scope; onChange: (next: Scope) => void; domains?: boolean; siteTypes?: boolean }) {
  const { t, i18n } = useLingui();
  const { config, sites, zones, tags, domains } = useScopeLists(value, withDomains);
  const siteChoices = useMemo(
    () => [
      { value: ALL, label: t`All sites` },
      ...(sites ?? []).filter((s) => siteHasType(s, value.siteType)).map((s) => ({ value: String(s.id), label: s.siteName })),
    ],
    [sites, value.siteType, t],
  );
  const tagChoices = useMemo(() => [{ value: ALL, label: t`All domain tags` }, ...(tags ?? []).map((tag) => ({ value: tag, label: tag }))], [tags, t]);
  const domainChoices = useMemo(() => [{ value: ALL, label: t`All domains` }, ...(domains ?? []).map((d) => ({ value: String(d.id), label: d.domainName }))], [domains, t]);
  // Each filter in its order: the scope field it sets and the filters below it that a new choice resets.
  const filters: (ScopeFilter | false)[] = [
    config.zones && { field: 'zoneId', label: t`Zone`, w: 180, data: [{ value: ALL, label: t`All zones` }, ...(zones ?? []).map((z) => ({ value: String(z.id), label: z.name }))], resets: { domainId: ALL } },
    siteTypes && { field: 'siteType', label: t`Site type`, w: 170, data: SITE_TYPES.map((s) => ({ value: s.value, label: i18n._(s.label) })), resets: { siteId: ALL, domainId: ALL } },
    { field: 'siteId', label: t`Site`, w: 240, searchable: true, data: siteChoices, resets: { domainTag: ALL, domainId: ALL } },
    withDomains && { field: 'domainTag', label: t`Domain tag`, w: 200, searchable: true, data: tagChoices, resets: { domainId: ALL } },
    withDomains && { field: 'domainId', label: t`Domain`, w: 240, searchable: true, data: domainChoices, resets: {} },
  ];
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      {filters.map(
        (filter) =>
          filter && (
            <Select
              key={filter.field}
              label={filter.label}
              w={filter.w}
              searchable={filter.searchable}
              allowDeselect={false}
              value={value[filter.field]}
              data={filter.data}
              onChange={(next) => onChange({ ...value, [filter.field]: next ?? EMPTY_SCOPE[filter.field], ...filter.resets })}
            />
          ),
      )}
    </Group>
  );
}

interface ScopeFilter {
  field: keyof Scope;
  label: string;
  w: number;
  searchable?: boolean;
  data: { value: string; label: string }[];
  resets: Partial<Scope>;
}

export interface RangeState {
  range: RangeId;
  /** When the period was taken (the end of a relative range). */
  at: number;
  custom: [Date | null, Date | null];
}

export const rangeState = (range: RangeId): RangeState => ({ range, at: Date.now(), custom: [null, null] });

export const periodOfState = (state: RangeState): Period | null => periodOf(state.range, state.at, state.custom);

const RANGE_LABELS = {
  oneHour: msg`1 hour`,
  threeHours: msg`3 hours`,
  sixHours: msg`6 hours`,
  last24Hours: msg`Last 24 hours`,
  last7Days: msg`Last 7 days`,
  last30Days: msg`Last 30 days`,
  yesterday: msg`Yesterday`,
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
        <LabelledSegments
          label={<Trans>Time range</Trans>}
          value={value.range}
          data={choices.map((id) => ({ value: id, label: i18n._(RANGE_LABELS[id]) }))}
          onChange={(range) => (range === 'custom' ? onChange({ ...value, range: 'custom' }) : onChange(rangeState(range)))}
        />
        {value.range !== 'custom' && (
          <Button variant="default" onClick={() => onChange(rangeState(value.range))}>
            <Trans>Refresh</Trans>
          </Button>
        )}
      </Group>
      {value.range === 'custom' && (
        <Group gap="sm" align="flex-start" wrap="wrap">
          <LazyMomentField label={t({ message: 'From', context: 'date range: the start' })} value={from} onChange={setFrom} error={problem?.field === 'from' ? problem.text : undefined} />
          <LazyMomentField label={t({ message: 'To', context: 'date range: the end' })} value={to} onChange={setTo} error={problem?.field === 'to' ? problem.text : undefined} />
          <Button mt={25} onClick={apply}>
            <Trans>Apply range</Trans>
          </Button>
        </Group>
      )}
    </Stack>
  );
}
