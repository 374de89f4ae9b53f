// IPs the edge blocks for a while (spec 7: GET user/blockIPs), for one site (its firewall tab) or for every
// site the account sees (the block list page: the end user's sites, or the client's customers' sites by zone
// and site): search by IP and cause, sort, pages, and unblocking some or all of them, each after a confirmation
// naming how many; the IPs searched for, or a selection's IPs, can be unblocked on every site at once with one call
// (DELETE user/blockIPs). A site's tab reads the site's own list (GET site/{siteId}/firewall/setting/blockIPs) until
// it is searched or sorted otherwise (that call pages only; the account-wide list filters by site). Written once;
// what differs per console is its configuration (config.ts).
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, MultiSelect, Select, TagsInput } from '@mantine/core';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import {
  useUserFirewallListAllBlockIps,
  useUserFirewallListBlockIps,
  userFirewallDeleteAllBlockIps,
  userFirewallDeleteBlockIps,
  userFirewallUnblockAllIps,
  userFirewallUnblockIps,
} from '../../api/generated/hooks/firewall/firewall';
import type { BlockIP, BlockIPCause } from '../../api/generated/model';
import { notifySuccess } from '../../services/feedback';
import { ConfirmButton } from '../../components/ConfirmButton';
import { CopyApiCall, type NamedApiCall } from '../../schema-form/api-call/CopyApiCall';
import { columnsFor, ResourceTable } from '../../components/resource-table/ResourceTable';
import { FIREWALL_PAGE_SIZES, useListState } from '../../components/resource-table/list-state';
import { invalidateAfter } from '../../api/invalidate';
import { operationQuery } from '../../schema-form/operations';
import { isIp } from '../../validation/network';
import { BLOCK_TYPE_LABEL as BLOCK_CAUSE_LABEL, BLOCK_TYPES as BLOCK_CAUSES } from '../../kit/service-codes';
import { BLOCK_LISTS, type BlockListArea } from './config';
import { unblockApiCalls, unblocksBySite } from './unblock-calls';
import { Mono } from '../../components/CellText';

type Filters = { siteID?: number; zoneID?: number; ips?: string[]; causes?: BlockIPCause[] };
type Named = { data: { id: number; siteName?: string; name?: string }[] };

const column = columnsFor<BlockIP>();
const rowKey = (row: BlockIP) => `${row.siteID}|${row.ip}`;

/** The IPs of these rows, each once (an IP blocked on two sites is one IP to lift everywhere). */
export const uniqueIps = (rows: readonly BlockIP[]) => [...new Set(rows.map((row) => row.ip))];

/** Unblocks these rows, one call per site (an IP blocked on two sites stays blocked on the one not chosen). */
async function unblockRows(rows: readonly BlockIP[]) {
  for (const { siteId, body } of unblocksBySite(rows)) await userFirewallDeleteBlockIps(siteId, body);
}

/** "Copy as API call" in a confirmation, left of its buttons (issue 28). */
const copyCalls = (calls: NamedApiCall[]) => <CopyApiCall calls={calls} mr="auto" />;

export function BlockedIpsTable({ area, site }: { area: BlockListArea; site?: { siteId: number; siteName: string } }) {
  const { t, i18n } = useLingui();
  const config = BLOCK_LISTS[area];
  const queryClient = useQueryClient();
  const list = useListState<Filters>({ sortBy: 'blockedAt', orderBy: 'desc' });
  const siteID = site?.siteId ?? list.filters.siteID;
  // The site's own list while nothing narrows or re-sorts it (its order is the default, newest block first).
  const ownList = site !== undefined && !list.filters.ips?.length && !list.filters.causes?.length && list.sortBy === 'blockedAt' && list.orderBy === 'desc';
  const siteBlocks = useUserFirewallListBlockIps(site?.siteId ?? 0, { page: list.page, pageSize: list.pageSize }, { query: { enabled: ownList } });
  const allBlocks = useUserFirewallListAllBlockIps({ ...list.params, ...(site ? { siteID: site.siteId } : {}) }, { query: { enabled: !ownList } });
  const blocks = ownList ? siteBlocks : allBlocks;
  // What "Unblock all" lifts (every block of the site, else of every site), counted for its confirmation.
  const siteCount = useUserFirewallListBlockIps(site?.siteId ?? 0, { page: 1, pageSize: 1 }, { query: { enabled: site !== undefined } });
  const accountCount = useUserFirewallListAllBlockIps({ page: 1, pageSize: 1, ...(siteID ? { siteID } : {}) }, { query: { enabled: site === undefined } });
  const everything = site ? siteCount : accountCount;
  const offers = useCallback((filter: 'site' | 'zone') => !site && config.filters.includes(filter), [site, config.filters]);
  const sites = useQuery({ ...operationQuery<Named>(config.operations.sites), enabled: offers('site') });
  const zonesCall = offers('zone') ? config.operations.zones : undefined;
  const zones = useQuery(zonesCall ? operationQuery<Named>(zonesCall) : { queryKey: ['blocklist', {}] as const, queryFn: skipToken });
  const zoneName = useMemo(() => new Map((zones.data?.data ?? []).map((z) => [z.id, z.name ?? String(z.id)])), [zones.data]);
  const [ipText, setIpText] = useState<string[]>([]);
  const badIps = ipText.filter((ip) => !isIp(ip.trim()));
  const siteName = site?.siteName ?? sites.data?.data.find((s) => s.id === siteID)?.siteName;
  const allCount = everything.data?.total;

  const refresh = async () => {
    // What the unblock calls change, as the contract says: the block lists, and the site's firewall reads.
    await invalidateAfter(queryClient, siteID ? 'user-firewall-delete-all-block-ips' : 'user-firewall-unblock-all-ips', siteID ? { siteId: siteID } : {});
  };
  const unblock = useMutation({
    mutationFn: (rows: readonly BlockIP[]) => unblockRows(rows),
    onSuccess: (_answer, rows) => notifySuccess(plural(rows.length, { one: '# IP unblocked.', other: '# IPs unblocked.' })),
    onSettled: refresh,
  });
  // The IPs searched for, unblocked on every site at once (the page without a site: DELETE user/blockIPs).
  const searchedIps = site ? [] : [...new Set(ipText.map((ip) => ip.trim()).filter(isIp))];
  const unblockEverywhere = useMutation({
    mutationFn: (ips: string[]) => userFirewallUnblockIps({ ips }),
    onSuccess: (_answer, ips) => notifySuccess(plural(ips.length, { one: '# IP unblocked on every site.', other: '# IPs unblocked on every site.' })),
    onSettled: async () => {
      await invalidateAfter(queryClient, 'user-firewall-unblock-ips', {});
    },
  });
  // A selection on the page across sites (no site chosen): its IPs can be lifted everywhere with one call.
  const acrossSites = !site && !list.filters.siteID;
  const unblockAll = useMutation({
    mutationFn: () => (siteID ? userFirewallDeleteAllBlockIps(siteID) : userFirewallUnblockAllIps()),
    onSuccess: () => notifySuccess(siteID && siteName ? t`Every blocked IP of ${siteName} unblocked.` : t`Every blocked IP unblocked.`),
    onSettled: refresh,
  });

  const dateTime = useMemo(() => new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }), [i18n.locale]);
  const columns = useMemo(
    () => [
      column.accessor('ip', {
        header: () => t`IP`,
        cell: ({ getValue }) => (
          <Mono>{getValue()}</Mono>
        ),
      }),
      ...(site ? [] : [column.accessor((row) => row.siteName ?? String(row.siteID), { id: 'siteName', header: () => t`Site` })]),
      ...(offers('zone')
        ? [
            column.accessor((row) => (row.zoneID ? (zoneName.get(row.zoneID) ?? String(row.zoneID)) : ''), {
              id: 'zoneID',
              header: () => t`Zone`,
              enableSorting: false,
            }),
          ]
        : []),
      column.accessor('cause', {
        header: () => t`Cause`,
        cell: ({ getValue }) => (
          <Badge variant="light" color="red" tt="none" miw="max-content">
            {i18n._(BLOCK_CAUSE_LABEL[getValue()])}
          </Badge>
        ),
      }),
      column.accessor('blockedAt', { id: 'blockedAt', header: () => t`Blocked at`, cell: ({ getValue }) => dateTime.format(new Date(getValue())) }),
      column.accessor('expiredAt', {
        header: () => t`Blocked until`,
        cell: ({ getValue }) => {
          const value = getValue();
          return value ? dateTime.format(new Date(value)) : t`Until unblocked`;
        },
      }),
      column.display({
        id: 'actions',
        header: () => t`Actions`,
        cell: ({ row }) => {
          const { ip } = row.original;
          const where = row.original.siteName ?? site?.siteName ?? String(row.original.siteID);
          return (
            <ConfirmButton
              size="compact-sm"
              variant="subtle"
              operation={config.operations.unblockOnSite}
              path={{ siteId: row.original.siteID }}
              title={t`Unblock ${ip}?`}
              message={t`The edge will accept requests from ${ip} to ${where} again, unless a rule blocks it anew.`}
              confirmLabel={t`Unblock`}
              loading={unblock.isPending}
              extra={copyCalls(unblockApiCalls(config.operations.unblockOnSite, unblocksBySite([row.original])))}
              onConfirm={() => unblock.mutateAsync([row.original]).catch(() => undefined)}
            >
              <Trans>Unblock</Trans>
            </ConfirmButton>
          );
        },
      }),
    ],
    [t, i18n, site, dateTime, unblock, zoneName, offers, config.operations.unblockOnSite],
  );

  const listCall: NamedApiCall = ownList
    ? { operation: 'user-firewall-list-block-ips', path: { siteId: site.siteId }, query: { page: list.page, pageSize: list.pageSize } }
    : { operation: config.operations.list, query: { ...list.params, ...(site ? { siteID: site.siteId } : {}) } };
  const total = blocks.data?.total ?? 0;
  const filtered = Boolean(list.filters.ips?.length || list.filters.causes?.length || (!site && (list.filters.siteID || list.filters.zoneID)));
  return (
    <ResourceTable
      label={site ? t`Blocked IPs of ${site.siteName}` : t`Blocked IPs`}
      columns={columns}
      query={blocks}
      list={list}
      pageSizes={FIREWALL_PAGE_SIZES}
      rowId={rowKey}
      bulkOperation={{ operation: config.operations.unblockOnSite, path: site ? { siteId: site.siteId } : undefined }}
      empty={filtered ? <Trans>No blocked IP matches these filters.</Trans> : <Trans>No IP is blocked right now.</Trans>}
      toolbar={
        <>
          {offers('zone') && (
            <Select
              aria-label={t`Zone`}
              placeholder={t`Any zone`}
              clearable
              w={160}
              data={(zones.data?.data ?? []).map((z) => ({ value: String(z.id), label: z.name ?? String(z.id) }))}
              value={list.filters.zoneID ? String(list.filters.zoneID) : null}
              onChange={(value) => list.setFilters({ zoneID: value ? Number(value) : undefined })}
            />
          )}
          {offers('site') && (
            <Select
              aria-label={t`Site`}
              placeholder={t`All sites`}
              clearable
              searchable
              w={220}
              limit={200}
              data={(sites.data?.data ?? []).map((s) => ({ value: String(s.id), label: s.siteName ?? String(s.id) }))}
              value={list.filters.siteID ? String(list.filters.siteID) : null}
              onChange={(value) => list.setFilters({ siteID: value ? Number(value) : undefined })}
            />
          )}
          <TagsInput
            aria-label={t`Search by IP`}
            placeholder={ipText.length ? undefined : t`Search by IP (Enter after each)`}
            w={280}
            clearable
            splitChars={[',', ' ', ';']}
            value={ipText}
            onChange={(value) => {
              setIpText(value);
              const valid = value.map((ip) => ip.trim()).filter(isIp);
              list.setFilters({ ips: valid.length ? valid : undefined });
            }}
            error={badIps.length ? t`Not an IP: ${badIps.join(', ')}` : undefined}
          />
          <MultiSelect
            aria-label={t`Cause`}
            placeholder={list.filters.causes?.length ? undefined : t`Any cause`}
            clearable
            w={240}
            data={BLOCK_CAUSES.map((cause) => ({ value: String(cause), label: i18n._(BLOCK_CAUSE_LABEL[cause]) }))}
            value={(list.filters.causes ?? []).map(String)}
            onChange={(value) => list.setFilters({ causes: value.map(Number) as BlockIPCause[] })}
          />
          {searchedIps.length > 0 && (
            <ConfirmButton
              size="xs"
              variant="light"
              operation={config.operations.unblockIps}
              title={plural(searchedIps.length, { one: 'Unblock # IP on every site?', other: 'Unblock # IPs on every site?' })}
              message={t`The blocks of ${searchedIps.join(', ')} are lifted on every site, including sites the list does not show, unless a rule blocks them anew.`}
              confirmLabel={t`Unblock everywhere`}
              loading={unblockEverywhere.isPending}
              extra={copyCalls([{ operation: config.operations.unblockIps, body: { ips: searchedIps } }])}
              onConfirm={() => unblockEverywhere.mutateAsync(searchedIps).catch(() => undefined)}
            >
              <Trans>Unblock these IPs everywhere</Trans>
            </ConfirmButton>
          )}
          <ConfirmButton
            size="xs"
            operation={siteID ? config.operations.unblockSite : config.operations.unblockAll}
            path={siteID ? { siteId: siteID } : undefined}
            disabled={allCount === 0 || (total === 0 && !filtered)}
            title={
              allCount === undefined
                ? t`Unblock every IP?`
                : plural(allCount, { one: 'Unblock # blocked IP?', other: 'Unblock all # blocked IPs?' })
            }
            message={
              siteName
                ? t`Every IP blocked for ${siteName} is unblocked, including those the search does not show.`
                : i18n._(config.everySite)
            }
            confirmLabel={t`Unblock all`}
            loading={unblockAll.isPending}
            extra={copyCalls(siteID ? [{ operation: config.operations.unblockSite, path: { siteId: siteID } }] : [{ operation: config.operations.unblockAll }])}
            onConfirm={() => unblockAll.mutateAsync().catch(() => undefined)}
          >
            <Trans>Unblock all</Trans>
          </ConfirmButton>
          {/* The list's current query, as the table asks for it (issue 28). */}
          <CopyApiCall calls={[listCall]} variant="default" size="xs" />
        </>
      }
      bulkActions={(selected, clear) => (
        <>
        {acrossSites && (
          <ConfirmButton
            size="xs"
            variant="light"
            operation={config.operations.unblockIps}
            title={plural(uniqueIps(selected).length, { one: 'Unblock # IP on every site?', other: 'Unblock # IPs on every site?' })}
            message={t`The blocks of ${uniqueIps(selected).join(', ')} are lifted on every site, including sites the list does not show, unless a rule blocks them anew.`}
            confirmLabel={t`Unblock everywhere`}
            loading={unblockEverywhere.isPending}
            extra={copyCalls([{ operation: config.operations.unblockIps, body: { ips: uniqueIps(selected) } }])}
            onConfirm={() =>
              unblockEverywhere
                .mutateAsync(uniqueIps(selected))
                .then(clear)
                .catch(() => undefined)
            }
          >
            <Trans>Unblock on every site</Trans>
          </ConfirmButton>
        )}
        <ConfirmButton
          size="xs"
          operation={config.operations.unblockOnSite}
          path={site ? { siteId: site.siteId } : undefined}
          title={plural(selected.length, { one: 'Unblock # selected IP?', other: 'Unblock # selected IPs?' })}
          message={plural(selected.length, {
            one: '# blocked IP will be unblocked on its site.',
            other: '# blocked IPs will be unblocked, each on its own site.',
          })}
          confirmLabel={t`Unblock`}
          loading={unblock.isPending}
          extra={copyCalls(unblockApiCalls(config.operations.unblockOnSite, unblocksBySite(selected)))}
          onConfirm={() =>
            unblock
              .mutateAsync(selected)
              .then(clear)
              .catch(() => undefined)
          }
        >
          <Trans>Unblock selected</Trans>
        </ConfirmButton>
        </>
      )}
    />
  );
}
