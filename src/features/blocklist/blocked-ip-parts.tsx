// What the blocked IPs (forms/common/lists/blocked-ips.list.json, the block list page of both consoles, and
// forms/user/lists/site-blocked-ips.list.json, a site's firewall tab) cannot say in JSON: the unblock flows, each after
// a confirmation naming how many, with "Copy as API call" (issue 28): a row on its site; a selection, one call per
// site; a selection across sites, or the IPs searched for, on every site with one call (DELETE user/blockIPs, the page
// only); every block of the site (the tab, or the site chosen) or of every site, counted by a call of its own. Also
// the cause badge, the moments, the site and zone cells and the page's site and zone choices. What differs per console
// is config.ts.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import {
  useUserFirewallListAllBlockIps,
  useUserFirewallListBlockIps,
  userFirewallDeleteAllBlockIps,
  userFirewallDeleteBlockIps,
  userFirewallUnblockAllIps,
  userFirewallUnblockIps,
} from '../../api/generated/hooks/firewall/firewall';
import type { BlockIP, BlockIPCause } from '../../api/generated/model';
import { invalidateAfter } from '../../api/invalidate';
import { NoWrap } from '../../components/CellText';
import { ConfirmButton } from '../../components/ConfirmButton';
import { BLOCK_TYPE_LABEL } from '../../kit/service-codes';
import type { Cell, CellProps, ChoiceSource, ListOverride, OverrideProps, Row } from '../../kit/lists/scope';
import { listParts } from '../../kit/lists/list-parts';
import { useListScope } from '../../kit/lists/scope';
import { say } from '../../kit/lists/texts';
import { CopyApiCall, type NamedApiCall } from '../../schema-form/api-call/CopyApiCall';
import { operationQuery } from '../../schema-form/operations';
import { notifySuccess } from '../../services/feedback';
import { useArea } from '../../services/use-area';
import { BLOCK_LISTS, type BlockListConfig } from './config';
import { unblockApiCalls, unblocksBySite } from './unblock-calls';

type Named = { data: { id: number; siteName?: string; name?: string }[] };
const blockOf = (row: Row) => row as unknown as BlockIP;
const blocksOf = (rows: readonly Row[]) => rows.map(blockOf);

/** The IPs of these rows, each once (an IP blocked on two sites is one IP to lift everywhere). */
export const uniqueIps = (rows: readonly BlockIP[]) => [...new Set(rows.map((row) => row.ip))];

/** This console's block list configuration (the site workspace of a client's customer is the client's). */
const useConfig = (): BlockListConfig => BLOCK_LISTS[useArea() === 'client' ? 'client' : 'user'];

/** "Copy as API call" in a confirmation, left of its buttons (issue 28). */
const copyCalls = (calls: NamedApiCall[]) => <CopyApiCall calls={calls} mr="auto" />;

/** The site the rows are of: the place's (a site's tab), else the one chosen in the filter, with its name. */
function useSiteShown({ path, filters, chosen }: OverrideProps) {
  const scope = useListScope();
  const siteId = path.siteId ?? (typeof filters.siteID === 'number' ? filters.siteID : undefined);
  const siteName = path.siteId !== undefined ? scope.placeName : chosen.siteID;
  return { siteId, siteName, inPlace: path.siteId !== undefined };
}

/** Unblocks rows, one call per site (an IP blocked on two sites stays blocked on the one not chosen). */
function useUnblockRows(siteId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (rows: readonly BlockIP[]) => {
      for (const { siteId: site, body } of unblocksBySite(rows)) await userFirewallDeleteBlockIps(site, body);
    },
    onSuccess: (_answer, rows) => notifySuccess(plural(rows.length, { one: '# IP unblocked.', other: '# IPs unblocked.' })),
    // What the unblock calls change, as the contract says: the block lists, and the site's firewall reads.
    onSettled: () => invalidateAfter(queryClient, siteId ? 'user-firewall-delete-all-block-ips' : 'user-firewall-unblock-all-ips', siteId ? { siteId } : {}),
  });
}

/** Unblocks IPs on every site at once (DELETE user/blockIPs). */
function useUnblockEverywhere() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ips: string[]) => userFirewallUnblockIps({ ips }),
    onSuccess: (_answer, ips) => notifySuccess(plural(ips.length, { one: '# IP unblocked on every site.', other: '# IPs unblocked on every site.' })),
    onSettled: () => invalidateAfter(queryClient, 'user-firewall-unblock-ips', {}),
  });
}

/** Lifts these IPs on every site with one call, after a confirmation naming them; `done` once lifted (a selection cleared). */
function UnblockEverywhere({ ips, done, children }: { ips: string[]; done?: () => void; children: ReactNode }) {
  const { t } = useLingui();
  const config = useConfig();
  const everywhere = useUnblockEverywhere();
  return (
    <ConfirmButton
      size="xs"
      variant="light"
      operation={config.operations.unblockIps}
      title={plural(ips.length, { one: 'Unblock # IP on every site?', other: 'Unblock # IPs on every site?' })}
      message={t`The blocks of ${ips.join(', ')} are lifted on every site, including sites the list does not show, unless a rule blocks them anew.`}
      confirmLabel={t`Unblock everywhere`}
      loading={everywhere.isPending}
      extra={copyCalls([{ operation: config.operations.unblockIps, body: { ips } }])}
      onConfirm={() =>
        everywhere
          .mutateAsync(ips)
          .then(done)
          .catch(() => undefined)
      }
    >
      {children}
    </ConfirmButton>
  );
}

function UnblockRow({ row, ...props }: OverrideProps & { row: Row; name: string }) {
  const { t } = useLingui();
  const config = useConfig();
  const { siteId, siteName } = useSiteShown(props);
  const unblock = useUnblockRows(siteId);
  const block = blockOf(row);
  const { ip } = block;
  const where = block.siteName ?? siteName ?? String(block.siteID);
  return (
    <ConfirmButton
      size="compact-sm"
      variant="subtle"
      operation={config.operations.unblockOnSite}
      path={{ siteId: block.siteID }}
      title={t`Unblock ${ip}?`}
      message={t`The edge will accept requests from ${ip} to ${where} again, unless a rule blocks it anew.`}
      confirmLabel={t`Unblock`}
      loading={unblock.isPending}
      extra={copyCalls(unblockApiCalls(config.operations.unblockOnSite, unblocksBySite([block])))}
      onConfirm={() => unblock.mutateAsync([block]).catch(() => undefined)}
    >
      <Trans>Unblock</Trans>
    </ConfirmButton>
  );
}

function UnblockSelected({ selected, clear, ...props }: OverrideProps & { selected: Row[]; clear: () => void }) {
  const { t } = useLingui();
  const config = useConfig();
  const { siteId, inPlace } = useSiteShown(props);
  const unblock = useUnblockRows(siteId);
  const rows = blocksOf(selected);
  // A selection on the page across sites (no site chosen): its IPs can be lifted everywhere with one call.
  const acrossSites = siteId === undefined;
  return (
    <>
      {acrossSites && (
        <UnblockEverywhere ips={uniqueIps(rows)} done={clear}>
          <Trans>Unblock on every site</Trans>
        </UnblockEverywhere>
      )}
      <ConfirmButton
        size="xs"
        operation={config.operations.unblockOnSite}
        path={inPlace ? { siteId } : undefined}
        title={plural(rows.length, { one: 'Unblock # selected IP?', other: 'Unblock # selected IPs?' })}
        message={plural(rows.length, {
          one: '# blocked IP will be unblocked on its site.',
          other: '# blocked IPs will be unblocked, each on its own site.',
        })}
        confirmLabel={t`Unblock`}
        loading={unblock.isPending}
        extra={copyCalls(unblockApiCalls(config.operations.unblockOnSite, unblocksBySite(rows)))}
        onConfirm={() =>
          unblock
            .mutateAsync(rows)
            .then(clear)
            .catch(() => undefined)
        }
      >
        <Trans>Unblock selected</Trans>
      </ConfirmButton>
    </>
  );
}

/** "Unblock these IPs everywhere" (the IPs searched for, the page only) and "Unblock all" (of the site, else of every
 * site), each counted and confirmed. */
function UnblockAll(props: OverrideProps) {
  const { t, i18n } = useLingui();
  const config = useConfig();
  const queryClient = useQueryClient();
  const { siteId, siteName, inPlace } = useSiteShown(props);
  const { filters, total } = props;
  // What "Unblock all" lifts (every block of the site, else of every site), counted for its confirmation.
  const siteCount = useUserFirewallListBlockIps(props.path.siteId ?? 0, { page: 1, pageSize: 1 }, { query: { enabled: inPlace } });
  const accountCount = useUserFirewallListAllBlockIps({ page: 1, pageSize: 1, ...(siteId ? { siteID: siteId } : {}) }, { query: { enabled: !inPlace } });
  const allCount = (inPlace ? siteCount : accountCount).data?.total;
  const unblockAll = useMutation({
    mutationFn: () => (siteId ? userFirewallDeleteAllBlockIps(siteId) : userFirewallUnblockAllIps()),
    onSuccess: () => notifySuccess(siteId && siteName ? t`Every blocked IP of ${siteName} unblocked.` : t`Every blocked IP unblocked.`),
    onSettled: () => invalidateAfter(queryClient, siteId ? 'user-firewall-delete-all-block-ips' : 'user-firewall-unblock-all-ips', siteId ? { siteId } : {}),
  });
  // The IPs searched for (those that are IPs), unblocked on every site at once (the page without a site of its own).
  const searched = inPlace || !Array.isArray(filters.ips) ? [] : filters.ips.map(String);
  const filtered = Object.keys(filters).length > 0;
  const unblockAllCall = siteId ? config.operations.unblockSite : config.operations.unblockAll;
  return (
    <>
      {searched.length > 0 && (
        <UnblockEverywhere ips={searched}>
          <Trans>Unblock these IPs everywhere</Trans>
        </UnblockEverywhere>
      )}
      <ConfirmButton
        size="xs"
        operation={unblockAllCall}
        path={siteId ? { siteId } : undefined}
        disabled={allCount === 0 || (total === 0 && !filtered)}
        title={allCount === undefined ? t`Unblock every IP?` : plural(allCount, { one: 'Unblock # blocked IP?', other: 'Unblock all # blocked IPs?' })}
        message={siteName ? t`Every IP blocked for ${siteName} is unblocked, including those the search does not show.` : i18n._(config.everySite)}
        confirmLabel={t`Unblock all`}
        loading={unblockAll.isPending}
        extra={copyCalls([{ operation: unblockAllCall, ...(siteId ? { path: { siteId } } : {}) }])}
        onConfirm={() => unblockAll.mutateAsync().catch(() => undefined)}
      >
        <Trans>Unblock all</Trans>
      </ConfirmButton>
    </>
  );
}

// The unblock buttons act on what the filters show: after them.
const blockedIps: ListOverride = { row: UnblockRow, bulk: UnblockSelected, toolbarEnd: UnblockAll };

export const BLOCKED_IP_OVERRIDES: Record<string, ListOverride> = { blockedIps };

/** A moment of a block, to the minute; none: the column's `none` ("Until unblocked"). */
function BlockMoment({ value, column }: CellProps) {
  const { i18n } = useLingui();
  const format = useMemo(() => new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }), [i18n.locale]);
  return <NoWrap>{value ? format.format(new Date(String(value))) : column.none ? say(column.none) : ''}</NoWrap>;
}

/** The zones of the client's console, by id (the zone column and filter). */
function useZones() {
  const call = useConfig().operations.zones;
  return useQuery(call ? operationQuery<Named>(call) : { queryKey: ['blocklist', {}] as const, queryFn: skipToken });
}

export const BLOCKED_IP_CELLS: Record<string, Cell> = {
  blockCause: function BlockCause({ value }) {
    const { i18n } = useLingui();
    const label = BLOCK_TYPE_LABEL[value as BlockIPCause];
    return (
      <Badge variant="light" color="red" tt="none" miw="max-content">
        {label ? i18n._(label) : String(value)}
      </Badge>
    );
  },
  blockMoment: BlockMoment,
  blockSite: ({ row }) => <>{blockOf(row).siteName ?? String(blockOf(row).siteID)}</>,
  blockZone: function BlockZone({ value }) {
    const zones = useZones();
    const name = zones.data?.data.find((zone) => zone.id === value)?.name;
    return <>{value ? (name ?? String(value)) : ''}</>;
  },
};

/** The page's site and zone choices: the sites (and zones) this console sees. */
export const BLOCKED_IP_CHOICES: Record<string, ChoiceSource> = {
  'blockList.sites': function useSites() {
    const sites = useQuery(operationQuery<Named>(useConfig().operations.sites));
    return useMemo(() => (sites.data?.data ?? []).map((site) => ({ value: String(site.id), label: site.siteName ?? String(site.id) })), [sites.data]);
  },
  'blockList.zones': function useZoneChoices() {
    const zones = useZones();
    return useMemo(() => (zones.data?.data ?? []).map((zone) => ({ value: String(zone.id), label: zone.name ?? String(zone.id) })), [zones.data]);
  },
};

/** The block list page's parts (the site workspace's registries hold the override and cells for a site's tab). */
export const BLOCK_LIST_PARTS = listParts({ cells: [BLOCKED_IP_CELLS], overrides: [BLOCKED_IP_OVERRIDES], choices: [BLOCKED_IP_CHOICES] });
