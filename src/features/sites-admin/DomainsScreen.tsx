// sitesManagement/domains (client): every domain of every customer, searchable by zone, site and name, with
// their tags (set on one domain or a selection); each domain opens its site's workspace at that domain.
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import tagsForm from '../../../forms/client/domain-tags.form.json';
import { useClientDomainListDomains } from '../../api/generated/hooks/client-domain/client-domain';
import { useClientSiteListMetaSites } from '../../api/generated/hooks/client-site/client-site';
import { useClientZoneListMetaZones } from '../../api/generated/hooks/zone/zone';
import type { ClientDomainListDomainsParams, ClientDomainRow } from '../../api/generated/model';
import { PageHeader } from '../../components/PageHeader';
import { PermittedButton } from '../../components/Permitted';
import { columnsFor, ResourceTable } from '../../components/resource-table/ResourceTable';
import { ListFilters } from '../../components/resource-table/ListFilters';
import { useListState } from '../../components/resource-table/list-state';
import { UserText } from '../../components/UserText';
import { TagBadges } from '../../components/TagBadges';
import { isolated } from '../../components/user-text';
import { EnabledBadge } from '../../kit/lists/parts';
import { workspacePath } from '../site-workspace/context';
import type { FormDescriptor } from '../../schema-form/descriptor';
import { ActionForm, type SiteAction } from './ActionForm';

type Filters = Omit<ClientDomainListDomainsParams, 'page' | 'pageSize'>;
const column = columnsFor<ClientDomainRow>();

export function Component() {
  const { t } = useLingui();
  const list = useListState<Filters>({ pageSize: 50 });
  const domains = useClientDomainListDomains(list.params as ClientDomainListDomainsParams);
  const zones = useClientZoneListMetaZones();
  const sites = useClientSiteListMetaSites();
  const [action, setAction] = useState<SiteAction | null>(null);
  const tagsOf = (rows: ClientDomainRow[]) =>
    setAction({
      descriptor: tagsForm as FormDescriptor,
      sites: rows.map((row) => ({ id: row.id, siteName: row.domainName })),
      initial: { tags: rows.length === 1 ? [...rows[0]!.tags] : [] },
      of: 'domains',
    });

  const columns = useMemo(() => {
    const dnsLabel = { active: t`Pointing here`, inactive: t`Not pointing here`, pending: t`Checking` };
    const certLabel = { none: t`HTTP only`, processing: t`Certificate pending`, success: t`HTTPS`, failed: t`Certificate failed` };
    return [
      column.accessor('domainName', {
        id: 'domainName',
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
      column.accessor('dnsStatus', {
        id: 'dnsStatus',
        header: () => t`DNS`,
        enableSorting: false,
        cell: ({ getValue }) => (
          <Badge variant="light" color={getValue() === 'active' ? 'green' : getValue() === 'pending' ? 'yellow' : 'red'} miw="max-content">
            {dnsLabel[getValue()]}
          </Badge>
        ),
      }),
      column.accessor('certStatus', {
        id: 'certStatus',
        header: () => t`HTTPS`,
        enableSorting: false,
        cell: ({ row, getValue }) => (
          <Badge variant="light" color={getValue() === 'failed' ? 'red' : getValue() === 'success' ? 'green' : 'dark'} miw="max-content">
            {certLabel[getValue()]}
            {row.original.forceSSL ? ` · ${t`forced`}` : ''}
          </Badge>
        ),
      }),
      column.accessor('tags', {
        id: 'tags',
        header: () => t`Tags`,
        enableSorting: false,
        cell: ({ getValue }) => <TagBadges tags={getValue()} />,
      }),
      column.display({
        id: 'actions',
        header: () => t`Actions`,
        cell: ({ row }) => (
          <PermittedButton operation="client-domain-set-tags" size="compact-sm" variant="subtle" aria-label={t`Tags of ${isolated(row.original.domainName)}`} onClick={() => tagsOf([row.original])}>
            <Trans>Tags</Trans>
          </PermittedButton>
        ),
      }),
    ];
  }, [t]);

  return (
    <>
      <PageHeader title={<Trans>Domains</Trans>} description={<Trans>Every domain of your customers' sites. Open a domain to change it in its site's settings.</Trans>} />
      <ResourceTable
        label={t`Customers' domains`}
        columns={columns}
        query={domains}
        list={list}
        height={560}
        rowId={(row) => String(row.id)}
        rowName={(row) => row.domainName}
        empty={<Trans>No domain matches these filters.</Trans>}
        bulkOperation={{ operation: 'client-domain-set-tags' }}
        bulkActions={(selected) => (
          <Button size="xs" variant="light" onClick={() => tagsOf(selected)}>
            <Trans>Set tags</Trans>
          </Button>
        )}
        toolbar={
          <ListFilters
            list={list}
            filters={[
              { kind: 'search', key: 'domainName', label: t`Search by domain name`, width: 220 },
              { kind: 'select', key: 'zoneID', label: t`Zone`, placeholder: t`Any zone`, numeric: true, width: 150, data: (zones.data?.data ?? []).map((zone) => ({ value: String(zone.id), label: zone.name })) },
              { kind: 'select', key: 'siteID', label: t`Site`, placeholder: t`Any site`, numeric: true, searchable: true, width: 240, data: (sites.data?.data ?? []).map((site) => ({ value: String(site.id), label: site.siteName })) },
            ]}
          />
        }
      />
      <ActionForm action={action} onClose={() => setAction(null)} />
    </>
  );
}
