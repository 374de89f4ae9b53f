// Every domain's header rules in one read-only list (spec 7 "site-level anti-header": GET site/{siteId}/antiHeaders),
// the first choice of the header-rules domain picker: where a rule sits is seen at once, and "Open" goes to its
// domain's own list, where rules are added, edited and removed (each domain keeps its rules under its domain calls).
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button } from '@mantine/core';
import { useMemo } from 'react';
import { useUserFirewallListSiteAntiHeaders } from '../../../api/generated/hooks/firewall/firewall';
import type { FirewallSiteAntiHeader } from '../../../api/generated/model';
import { Mono } from '../../../components/CellText';
import { columnsFor, ResourceTable } from '../../../components/resource-table/ResourceTable';
import { useListState } from '../../../components/resource-table/list-state';
import { useSite } from '../context';

const column = columnsFor<FirewallSiteAntiHeader>();

export function SiteHeaderRules({ onOpenDomain }: { onOpenDomain: (domainId: number) => void }) {
  const { t } = useLingui();
  const { siteId } = useSite();
  // Page and size only: the call sorts and filters nothing.
  const list = useListState({ pageSize: 25 });
  const rules = useUserFirewallListSiteAntiHeaders(siteId, { page: list.page, pageSize: list.pageSize }, { query: { refetchOnMount: 'always' } });
  const columns = useMemo(
    () => [
      column.accessor('domainName', { id: 'domainName', header: () => t`Domain`, enableSorting: false }),
      column.accessor('header', { id: 'header', header: () => t`Header name`, enableSorting: false, cell: ({ getValue }) => <Mono>{getValue()}</Mono> }),
      column.accessor('regex', { id: 'regex', header: () => t`Value (regular expression)`, enableSorting: false, cell: ({ getValue }) => <Mono>{getValue()}</Mono> }),
      column.accessor('isBlack', {
        id: 'isBlack',
        header: () => t`Refuses`,
        enableSorting: false,
        cell: ({ getValue }) => (getValue() ? t`Matching values` : t`Other values`),
      }),
      column.accessor('enabled', {
        id: 'enabled',
        header: () => t`Status`,
        enableSorting: false,
        cell: ({ getValue }) => (
          <Badge variant="light" color={getValue() ? 'green' : 'gray'} tt="none">
            {getValue() ? t`On` : t`Off`}
          </Badge>
        ),
      }),
      column.display({
        id: 'actions',
        header: () => t`Actions`,
        cell: ({ row }) => {
          const domain = row.original.domainName;
          return (
            <Button size="compact-sm" variant="subtle" aria-label={t`Open the header rules of ${domain}`} onClick={() => onOpenDomain(row.original.domainID)}>
              <Trans>Open</Trans>
            </Button>
          );
        },
      }),
    ],
    [t, onOpenDomain],
  );
  return (
    <ResourceTable
      label={t`Header rules of every domain`}
      columns={columns}
      query={rules}
      list={list}
      rowId={(row) => `${row.domainID}|${row.id}`}
      empty={<Trans>No domain of this site has a header rule.</Trans>}
    />
  );
}
