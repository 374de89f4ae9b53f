// sitesManagement/domains (client): every domain of every customer, searchable by name, zone, site and tags, with
// the fields of spec 3 an operator looks for (enabled, DNS and CNAME checks, HTTPS and whether it is forced, the
// ports it listens on, its origins, tags, dates); actions on a selection across customers (tags in one call;
// enable, disable, force HTTPS and the CNAME check once per site the domains belong to), tags on every domain
// the filters match (`GET client/domains/ids`), and each domain opening its site's workspace at that domain.
import type { MessageDescriptor } from '@lingui/core';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, Group, Menu, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import tagsForm from '../../../forms/client/domain-tags.form.json';
import { clientDomainListIds, getClientDomainListTagsQueryOptions, useClientDomainListDomains } from '../../api/generated/hooks/client-domain/client-domain';
import { getClientSiteListMetaSitesQueryOptions } from '../../api/generated/hooks/client-site/client-site';
import { userSiteDomainCheckCnames, userSiteDomainSetForceSsl, userSiteDomainSetStatus } from '../../api/generated/hooks/site-domain/site-domain';
import { getClientZoneListMetaZonesQueryOptions } from '../../api/generated/hooks/zone/zone';
import type { ClientDomainListDomainsParams, ClientDomainRow } from '../../api/generated/model';
import { useCan } from '../../api/permissions';
import { notifyInfo, notifySuccess } from '../../services/feedback';
import { reported } from '../../services/swallow';
import { PageHeader } from '../../components/PageHeader';
import { PermittedMenuItem } from '../../components/Permitted';
import { columnsFor } from '../../components/resource-table/ResourceTable';
import { ListTable } from '../../kit/ListPage';
import { choicesFrom, ListFilters, valueChoices } from '../../components/resource-table/ListFilters';
import { useListState } from '../../components/resource-table/list-state';
import { RowMenu } from '../../components/RowMenu';
import { TagBadges } from '../../components/TagBadges';
import { UserText } from '../../components/UserText';
import { DOMAIN_DNS_STATUS } from '../../kit/domain-dns-status';
import { EnabledBadge } from '../../kit/lists/parts';
import { workspacePath } from '../site-workspace/context';
import { defineForm } from '../../schema-form/descriptor';
import { siteChoices, zoneChoices } from './filter-choices';
import { ActionForm, type SiteAction } from './ActionForm';
import { domainBulkBody, domainBulkCalls, type DomainBulkKind, domainsFor, idsBySite, matchingFirst } from './domain-groups';
import { CopyApiCall, type NamedApiCall } from '../../schema-form/api-call/CopyApiCall';
import type { OperationArgs } from '../../schema-form/operations';
import { OriginsCell } from '../site-workspace/domains/OriginsCell';
import { formatDate, formatDateTime } from '../../i18n/format';

type Filters = Omit<ClientDomainListDomainsParams, 'page' | 'pageSize'>;
type BulkKind = DomainBulkKind;
const column = columnsFor<ClientDomainRow>();

export function Component() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const list = useListState<Filters>({ pageSize: 50 });
  const domains = useClientDomainListDomains(list.params as ClientDomainListDomainsParams);
  const [action, setAction] = useState<SiteAction | null>(null);
  const canTag = useCan('client-domain-set-tags');
  const tagsOf = (rows: { id: number; domainName: string }[], initial: string[] = []) =>
    setAction({
      descriptor: defineForm(tagsForm),
      sites: rows.map((row) => ({ id: row.id, siteName: row.domainName })),
      initial: { tags: initial },
      of: 'domains',
    });
  // Every domain the filters match (every page): its ids, those on this page first so that the dialog names them.
  const allMatching = useMutation({
    mutationFn: () => {
      const { domainName, siteID, zoneID, tags } = list.filters;
      return clientDomainListIds({ ...(domainName ? { name: domainName } : {}), siteID, zoneID, tags });
    },
  });
  const tagAllMatching = () =>
    reported(async () => {
      const page = domains.data?.data ?? [];
      const ids = matchingFirst(page, (await allMatching.mutateAsync()).data);
      const names = new Map(page.map((row) => [row.id, row.domainName]));
      tagsOf(ids.map((id) => ({ id, domainName: names.get(id) ?? `#${id}` })));
    });
  // A per-site call for each site the chosen domains belong to.
  const bulk = useMutation({
    mutationFn: async ({ kind, rows }: { kind: BulkKind; rows: readonly ClientDomainRow[] }) => {
      let pointed = 0;
      for (const { siteId, ids } of idsBySite(rows)) {
        if (kind === 'enable' || kind === 'disable') await userSiteDomainSetStatus(siteId, domainBulkBody(kind, ids));
        else if (kind === 'forceOn' || kind === 'forceOff') await userSiteDomainSetForceSsl(siteId, domainBulkBody(kind, ids));
        else pointed += (await userSiteDomainCheckCnames(siteId, domainBulkBody(kind, ids))).data.filter((check) => check.cnameStatus === 'active').length;
      }
      return pointed;
    },
  });
  // The calls of the actions on these domains, as "Copy as API call" offers them (issue 28): one per site, each
  // named by the action (and the site when there are several).
  const actionLabel: Record<BulkKind, string> = { enable: t`Enable`, disable: t`Disable`, forceOn: t`Force HTTPS`, forceOff: t`Stop forcing HTTPS`, cname: t`Check CNAME` };
  const apiCalls = (kinds: BulkKind[], rows: readonly ClientDomainRow[]): NamedApiCall[] =>
    kinds.flatMap((kind) => {
      const calls = domainBulkCalls(kind, rows);
      return calls.map(({ siteName, ...call }) => ({ ...call, label: calls.length > 1 ? `${actionLabel[kind]} · ${siteName}` : actionLabel[kind] }));
    });
  const run = (kind: BulkKind, rows: readonly ClientDomainRow[], clear?: () => void) =>
    reported(async () => {
      let chosen = rows;
      if (kind === 'forceOn') {
        chosen = domainsFor(kind, rows);
        if (chosen.length < rows.length) notifyInfo(t`Domains without an HTTPS port were left as they are: open an HTTPS port for them first.`);
        if (chosen.length === 0) return;
      }
      const pointed = await bulk.mutateAsync({ kind, rows: chosen }).finally(() => void domains.refetch());
      clear?.();
      const count = chosen.length;
      if (kind === 'cname') notifySuccess(plural(count, { one: `CNAME checked: ${pointed} of # domain points at its site.`, other: `CNAME checked: ${pointed} of # domains point at their site.` }));
      else if (kind === 'enable') notifySuccess(plural(count, { one: 'Enabled # domain', other: 'Enabled # domains' }));
      else if (kind === 'disable') notifySuccess(plural(count, { one: 'Disabled # domain', other: 'Disabled # domains' }));
      else if (kind === 'forceOn') notifySuccess(plural(count, { one: 'Forced HTTPS on # domain', other: 'Forced HTTPS on # domains' }));
      else notifySuccess(plural(count, { one: 'Stopped forcing HTTPS on # domain', other: 'Stopped forcing HTTPS on # domains' }));
      void queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith('/api/v1/user/site/') });
    });

  const date = (value: string) => (
    <Text span size="sm" style={{ whiteSpace: 'nowrap' }} title={formatDateTime(value, i18n.locale)}>
      {formatDate(value, i18n.locale, { dateStyle: 'medium' })}
    </Text>
  );
  const certLabel = { none: t`HTTP only`, processing: t`Certificate pending`, success: t`HTTPS`, failed: t`Certificate failed` };
  const state = (look: { label: MessageDescriptor; color: string }) => (
    <Badge variant="light" color={look.color} tt="none" miw="max-content">
      {i18n._(look.label)}
    </Badge>
  );
  const columns = useMemo(
    () => [
      column.accessor('domainName', {
        header: () => t`Domain`,
        enableSorting: false,
        cell: ({ row }) => (
          <Anchor component={Link} to={workspacePath('client', row.original.siteID, row.original.siteName, { domainName: row.original.domainName })} size="sm" fw={500}>
            <UserText value={row.original.domainName} />
          </Anchor>
        ),
      }),
      column.accessor('siteName', { id: 'siteName', header: () => t`Site`, enableSorting: false }),
      column.accessor('accountName', { id: 'accountName', header: () => t`Customer`, enableSorting: false }),
      column.accessor('zoneName', { id: 'zoneName', header: () => t`Zone`, enableSorting: false }),
      column.accessor('status', { id: 'status', header: () => t`Status`, enableSorting: false, cell: ({ getValue }) => <EnabledBadge enabled={getValue()} /> }),
      column.accessor('dnsStatus', { id: 'dnsStatus', header: () => t`DNS`, enableSorting: false, cell: ({ getValue }) => state(DOMAIN_DNS_STATUS[getValue()]) }),
      column.accessor('cnameStatus', {
        header: () => t`CNAME`,
        enableSorting: false,
        cell: ({ getValue }) => state(DOMAIN_DNS_STATUS[getValue() ? 'active' : 'inactive']),
      }),
      column.accessor('certStatus', {
        header: () => t`HTTPS`,
        enableSorting: false,
        cell: ({ row, getValue }) => (
          <Badge variant="light" color={getValue() === 'failed' ? 'red' : getValue() === 'success' ? 'green' : 'dark'} miw="max-content" tt="none">
            {certLabel[getValue()]}
            {row.original.forceSSL ? ` · ${t`forced`}` : ''}
          </Badge>
        ),
      }),
      column.accessor('scheme', {
        header: () => t`Ports`,
        enableSorting: false,
        cell: ({ getValue }) => {
          const { http, https } = getValue();
          return (
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {http.length > 0 && `HTTP ${http.join(', ')}`}
              {http.length > 0 && https.length > 0 && ' · '}
              {https.length > 0 && `HTTPS ${https.join(', ')}`}
            </Text>
          );
        },
      }),
      column.accessor('upstreams', {
        header: () => t`Origins`,
        enableSorting: false,
        cell: ({ getValue }) => <OriginsCell origins={getValue()} />,
      }),
      column.accessor('tags', { id: 'tags', header: () => t`Tags`, enableSorting: false, cell: ({ getValue }) => <TagBadges tags={getValue()} /> }),
      column.accessor('createdAt', { id: 'createdAt', header: () => t`Created`, enableSorting: false, cell: ({ getValue }) => date(getValue()) }),
      column.accessor('updatedAt', { id: 'updatedAt', header: () => t`Updated`, enableSorting: false, cell: ({ getValue }) => date(getValue()) }),
      column.display({
        id: 'actions',
        header: () => t`Actions`,
        cell: ({ row }) => {
          const domain = row.original;
          const path = { siteId: domain.siteID };
          const name = domain.domainName;
          return (
            <Group gap={4} wrap="nowrap">
              <RowMenu label={t`More actions for ${domain.domainName}`} trigger="…">
                <Menu.Item onClick={() => void navigate(workspacePath('client', domain.siteID, domain.siteName, { domainName: domain.domainName }))}>
                  <Trans>Open in the site's settings</Trans>
                </Menu.Item>
                <PermittedMenuItem operation="client-domain-set-tags" onClick={() => tagsOf([domain], [...domain.tags])}>
                  <Trans>Edit tags</Trans>
                </PermittedMenuItem>
                <PermittedMenuItem operation="user-siteDomain-check-cnames" path={path} onClick={() => void run('cname', [domain])}>
                  <Trans>Check CNAME</Trans>
                </PermittedMenuItem>
                <PermittedMenuItem operation="user-siteDomain-set-status" path={path} onClick={() => void run(domain.status ? 'disable' : 'enable', [domain])}>
                  {domain.status ? <Trans>Disable</Trans> : <Trans>Enable</Trans>}
                </PermittedMenuItem>
              </RowMenu>
              <CopyApiCall calls={apiCalls([domain.status ? 'disable' : 'enable', 'cname'], [domain])} variant="subtle" size="compact-sm" aria-label={t`Copy as API call: ${name}`} title={t`Copy as API call: ${name}`}>
                <Trans context="button naming the API">API</Trans>
              </CopyApiCall>
            </Group>
          );
        },
      }),
    ],
    [t, i18n.locale], // eslint-disable-line react-hooks/exhaustive-deps -- the row helpers (date, state, the menu's actions) are new on every render and read only the language and the list's callbacks
  );

  const total = domains.data?.total ?? 0;
  const shown = domains.data?.data.length ?? 0;
  const filtered = Object.values(list.filters).some((value) => (Array.isArray(value) ? value.length > 0 : value !== undefined && value !== ''));
  return (
    <>
      <PageHeader title={<Trans>Domains</Trans>} description={<Trans>Every domain of your customers' sites. Open a domain to change it in its site's settings.</Trans>} />
      <ListTable
        label={t`Customers' domains`}
        columns={columns}
        query={domains}
        apiCall={{ operation: 'client-domain-list-domains', query: list.params as NonNullable<OperationArgs['query']> }}
        list={list}
        height={560}
        rowId={(row) => String(row.id)}
        rowName={(row) => row.domainName}
        empty={<Trans>No domain matches these filters.</Trans>}
        bulkOperation={{ operation: 'client-domain-set-tags' }}
        bulkActions={(selected, clear) => (
          <Group gap="xs">
            <Button size="xs" variant="light" onClick={() => tagsOf(selected)}>
              <Trans>Set tags</Trans>
            </Button>
            <Button size="xs" variant="light" loading={bulk.isPending} onClick={() => void run('enable', selected, clear)}>
              <Trans>Enable</Trans>
            </Button>
            <Button size="xs" variant="light" loading={bulk.isPending} onClick={() => void run('disable', selected, clear)}>
              <Trans>Disable</Trans>
            </Button>
            <Button size="xs" variant="light" loading={bulk.isPending} onClick={() => void run('forceOn', selected, clear)}>
              <Trans>Force HTTPS</Trans>
            </Button>
            <Button size="xs" variant="light" loading={bulk.isPending} onClick={() => void run('forceOff', selected, clear)}>
              <Trans>Stop forcing HTTPS</Trans>
            </Button>
            <Button size="xs" variant="light" loading={bulk.isPending} onClick={() => void run('cname', selected, clear)}>
              <Trans>Check CNAME</Trans>
            </Button>
            <CopyApiCall calls={apiCalls(['enable', 'disable', 'forceOn', 'forceOff', 'cname'], selected)} size="xs" />
          </Group>
        )}
        toolbar={
          <Group gap="xs" align="flex-end" wrap="wrap">
            <ListFilters
              list={list}
              filters={[
                { kind: 'search', key: 'domainName', label: t`Search by domain name`, width: 220 },
                { kind: 'select', key: 'zoneID', label: t`Zone`, placeholder: t`Any zone`, numeric: true, width: 150, data: choicesFrom(getClientZoneListMetaZonesQueryOptions(), zoneChoices) },
                { kind: 'select', key: 'siteID', label: t`Site`, placeholder: t`Any site`, numeric: true, searchable: true, width: 240, data: choicesFrom(getClientSiteListMetaSitesQueryOptions(), siteChoices) },
                { kind: 'multi', key: 'tags', label: t`Tags`, placeholder: t`Any tag`, searchable: true, width: 200, data: choicesFrom(getClientDomainListTagsQueryOptions(), valueChoices) },
              ]}
            />
            {total > 0 && (total > shown || filtered) && canTag.allowed && (
              <Button size="xs" variant="subtle" loading={allMatching.isPending} onClick={() => void tagAllMatching()}>
                <Trans>Tag all {total} matching domains</Trans>
              </Button>
            )}
          </Group>
        }
      />
      <ActionForm action={action} onClose={() => setAction(null)} />
    </>
  );
}
