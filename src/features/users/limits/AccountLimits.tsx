// What an end user's account and each site may hold (issue 13): the account's own usage and caps from `resourceInfo`
// (its sites, their domains, layer-4 ports and automatic certificates: "12 of 50 domains", 0 = unlimited; a domain or
// port cap is the account's sites' caps added up, never the operator's licence: docs/decisions.md) shown where sites
// and their domains and ports are managed, and a site's traffic state (normal, warning, limited) with the caps its operator
// set on it (`limitations`). Small parts the sites list and the site workspace insert in one line each.
import { i18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { OnDemandTooltip } from '../../../components/OnDemandTooltip';
import { useUserProductGetResourceInfo } from '../../../api/generated/hooks/product/product';
import type { UserLimitUsage, UserSite, UserSiteLimitations } from '../../../api/generated/model';
import { columnsFor } from '../../../components/resource-table/ResourceTable';
import { TrafficStateBadge } from '../../traffic/parts';
import { formatNumber } from '../../../i18n/format';

type LimitKey = 'sites' | 'domains' | 'ports' | 'autoSSL';


/** "12 of 50 domains", or "4 domains (no limit)" for a limit of 0; sites without a cap are a plain count ("12 sites"):
 * the operator creates an account's sites, so "no limit" would promise what the account cannot do itself. */
function usageText(kind: LimitKey, used: string, limit: string | null): string {
  switch (kind) {
    case 'sites':
      return limit === null ? i18n._(msg`${used} sites`) : i18n._(msg`${used} of ${limit} sites`);
    case 'domains':
      return limit === null ? i18n._(msg`${used} domains (no limit)`) : i18n._(msg`${used} of ${limit} domains`);
    case 'ports':
      return limit === null ? i18n._(msg`${used} layer-4 ports (no limit)`) : i18n._(msg`${used} of ${limit} layer-4 ports`);
    case 'autoSSL':
      return limit === null ? i18n._(msg`${used} automatic certificates (no limit)`) : i18n._(msg`${used} of ${limit} automatic certificates`);
  }
}

/** The longer of a limit's two wordings with two-digit figures: the width its badge keeps while the figures load. */
const longerSample = (kind: LimitKey) => [usageText(kind, '00', null), usageText(kind, '00', '00')].reduce((a, b) => (b.length > a.length ? b : a));

/** What a capped figure counts against, said on hover and focus: domains and ports are capped per site. */
function capNote(kind: LimitKey, full: boolean): string {
  const sum = kind === 'domains' ? i18n._(msg`Your sites' domain caps added up; each site holds at most its own.`) : kind === 'ports' ? i18n._(msg`Your layer-4 sites' port caps added up; each site holds at most its own.`) : '';
  const reached = full ? i18n._(msg`The limit is reached: ask your service provider for more.`) : '';
  return [sum, reached].filter(Boolean).join(' ');
}

/** One limit of the account: "12 of 50 domains", orange near the limit, red once it is reached. */
function Usage({ kind, usage }: { kind: LimitKey; usage: UserLimitUsage }) {
  const { i18n } = useLingui();
  const used = formatNumber(usage.used, i18n.locale);
  if (usage.limit === 0) {
    return (
      <Badge variant="outline" color="gray" tt="none" fw={500} miw="max-content">
        {usageText(kind, used, null)}
      </Badge>
    );
  }
  const full = usage.used >= usage.limit;
  const near = !full && usage.used >= usage.limit * 0.8;
  const note = capNote(kind, full);
  const badge = (
    <Badge variant="light" color={full ? 'red' : near ? 'orange' : 'blue'} tt="none" fw={500} miw="max-content" tabIndex={note ? 0 : undefined}>
      {usageText(kind, used, formatNumber(usage.limit, i18n.locale))}
    </Badge>
  );
  return note ? (
    <OnDemandTooltip multiline w={280} label={note}>
      {badge}
    </OnDemandTooltip>
  ) : (
    badge
  );
}

/**
 * The account's limits (end user console only: `resourceInfo` is the end user's call). `only` picks the limits
 * shown next to the actions they limit (a workspace shows domains, ports and certificates; the sites list all).
 */
export function AccountLimits({ only }: { only?: readonly LimitKey[] }) {
  const { t } = useLingui();
  const info = useUserProductGetResourceInfo({ query: { meta: { silent: true } } });
  const kinds = only ?? (['sites', 'domains', 'ports', 'autoSSL'] as const);
  if (info.isError) {
    return (
      <Alert color="red" variant="light" py={6}>
        <Group gap="xs">
          <Text size="sm">
            <Trans>Your account's limits could not be loaded.</Trans>
          </Text>
          <Button size="compact-xs" variant="light" onClick={() => void info.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </Group>
      </Alert>
    );
  }
  // One line, loading or loaded: while the figures load each badge is there, hidden, as wide as the longer of its
  // wordings, so that what comes below stays where it is when they arrive (issue 29: on a phone the limits take two
  // lines, and a spinner in their place moved the sites list down by one).
  const data = info.data?.data;
  return (
    <Group gap={6} role={data ? 'group' : 'status'} aria-label={data ? t`Your account's limits` : t`Loading your account's limits`}>
      <Text size="sm" c="dimmed">
        <Trans>Your account:</Trans>
      </Text>
      {kinds.map((kind) =>
        data ? (
          <Usage key={kind} kind={kind} usage={data[kind]} />
        ) : (
          <Skeleton key={kind} visible radius="xl" w="max-content" display="flex">
            <Badge variant="light" tt="none" fw={500} miw="max-content">
              {longerSample(kind)}
            </Badge>
          </Skeleton>
        ),
      )}
    </Group>
  );
}

const CAP_KEYS = ['domainLimit', 'portLimit', 'bandwidthMbps', 'maxConnections', 'monthlyTrafficGB'] as const;

function capText(key: (typeof CAP_KEYS)[number], value: string): string {
  switch (key) {
    case 'domainLimit':
      return i18n._(msg`Up to ${value} domains`);
    case 'portLimit':
      return i18n._(msg`Up to ${value} layer-4 ports`);
    case 'bandwidthMbps':
      return i18n._(msg`${value} Mbps bandwidth`);
    case 'maxConnections':
      return i18n._(msg`${value} connections at once`);
    case 'monthlyTrafficGB':
      return i18n._(msg`${value} GB of traffic a month`);
  }
}

/** The caps the operator set on a site, only those that limit (0 = unlimited is left out); "No limits" else. */
export function SiteLimitations({ limitations }: { limitations: UserSiteLimitations }) {
  const { i18n } = useLingui();
  const caps = CAP_KEYS.filter((key) => limitations[key] > 0);
  if (caps.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>No limits</Trans>
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      {caps.map((key) => (
        <Text key={key} size="xs">
          {capText(key, formatNumber(limitations[key], i18n.locale))}
        </Text>
      ))}
    </Stack>
  );
}

/** A site's caps in a list row: how many, the caps themselves on hover and keyboard focus (and to screen readers),
 * so that a row stays one line high and the list's actions stay on screen. */
export function SiteLimitationsCount({ limitations }: { limitations: UserSiteLimitations }) {
  const { i18n } = useLingui();
  const caps = CAP_KEYS.filter((key) => limitations[key] > 0).map((key) => capText(key, formatNumber(limitations[key], i18n.locale)));
  if (caps.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>No limits</Trans>
      </Text>
    );
  }
  const count = caps.length;
  return (
    <OnDemandTooltip multiline w={240} label={caps.join(' · ')}>
      <Badge variant="outline" color="gray" tt="none" tabIndex={0} aria-label={caps.join(', ')} miw="max-content">
        {plural(count, { one: '# limit', other: '# limits' })}
      </Badge>
    </OnDemandTooltip>
  );
}

/** The site's traffic state and caps, under the workspace's heading; the end user also sees the account's limits. */
export function SiteLimitsBar({ site, area }: { site: UserSite; area: 'user' | 'client' }) {
  const { t } = useLingui();
  return (
    <Stack gap={6} mb="md">
      <Group gap="lg" align="flex-start" role="group" aria-label={t`Traffic and limits of this site`}>
        <Group gap={6}>
          <Text size="sm" c="dimmed">
            <Trans>Traffic</Trans>
          </Text>
          <TrafficStateBadge state={site.trafficState} />
        </Group>
        <Group gap={6} align="flex-start">
          <Text size="sm" c="dimmed">
            <Trans>This site:</Trans>
          </Text>
          <SiteLimitations limitations={site.limitations} />
        </Group>
      </Group>
      {site.trafficState === 'limited' && (
        <Alert color="red" variant="light" py={6}>
          <Trans>This site has used its traffic and is limited: ask your service provider to lift the restriction or add traffic.</Trans>
        </Alert>
      )}
      {area === 'user' && <AccountLimits only={['domains', 'ports', 'autoSSL']} />}
    </Stack>
  );
}

const column = columnsFor<UserSite>();

/** The sites list's columns: traffic state and the site's caps (headers read when rendered, in the language shown). */
export const siteLimitColumns = () => [
  // One column for the traffic state and the site's caps (counted, named on hover and focus): two columns would push
  // the row's actions off a 1280-pixel screen.
  column.accessor('trafficState', {
    header: () => i18n._(msg`Traffic`),
    enableSorting: false,
    cell: ({ row, getValue }) => (
      <Stack gap={4} align="flex-start">
        <TrafficStateBadge state={getValue()} />
        <SiteLimitationsCount limitations={row.original.limitations} />
      </Stack>
    ),
  }),
];
