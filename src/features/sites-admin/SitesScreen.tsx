// sitesManagement/sitesList (client): every customer's site, with the spec's filters (zone, product, site name,
// statuses, tags, port type) and the site actions of spec 4 on one site or a selection, each after a dialog
// that names the sites; a site's name, tags and port type are edited from its row (PATCH client/site); each site
// opens the client's site workspace.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, Menu, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import createForm from '../../../forms/client/site-create.form.json';
import editForm from '../../../forms/client/site-edit.form.json';
import forceBackupForm from '../../../forms/client/site-force-backup.form.json';
import limitationsForm from '../../../forms/client/site-limitations.form.json';
import productForm from '../../../forms/client/site-product.form.json';
import statusForm from '../../../forms/client/site-status.form.json';
import tagsForm from '../../../forms/client/site-tags.form.json';
import usersForm from '../../../forms/client/site-users.form.json';
import { useKindAccountListAccounts } from '../../api/generated/hooks/account/account';
import { getClientSiteListTagsQueryOptions, useClientSiteListSites } from '../../api/generated/hooks/client-site/client-site';
import { useClientProductListMetaProducts } from '../../api/generated/hooks/product/product';
import { getClientZoneListMetaZonesQueryOptions } from '../../api/generated/hooks/zone/zone';
import type { ClientSite, ClientSiteListSitesParams, ClientSiteStatus } from '../../api/generated/model';
import { notifySuccess } from '../../services/feedback';
import { PageHeader } from '../../components/PageHeader';
import { PermittedButton, PermittedMenuItem } from '../../components/Permitted';
import { columnsFor } from '../../components/resource-table/ResourceTable';
import { ListTable } from '../../kit/ListPage';
import { choicesFrom, ListFilters, valueChoices } from '../../components/resource-table/ListFilters';
import { useListState } from '../../components/resource-table/list-state';
import { UserText } from '../../components/UserText';
import { TagBadges } from '../../components/TagBadges';
import { isolated } from '../../components/user-text';
import { withChoices } from '../site-workspace/advanced-firewall/kit/descriptors';
import { workspacePath } from '../site-workspace/context';
import { SITE_STATUS, SiteStatusBadge } from '../sites/labels';
import { defineForm, type FormDescriptor } from '../../schema-form/descriptor';
import { invalidateUnder } from '../../schema-form/invalidate';
import { callOperation, type OperationArgs } from '../../schema-form/operations';
import { RowFormModal } from '../../schema-form/RowFormModal';
import { zoneChoices } from './filter-choices';
import { ActionForm, type SiteAction, useSiteNames } from './ActionForm';
import { ConfirmAction, type Confirmation } from './ConfirmAction';
import { ExpiryModal } from './ExpiryModal';
import { TRAFFIC_STATE } from './labels';
import { RowMenu } from '../../components/RowMenu';
import { NoWrap } from '../../components/CellText';
import { formatDate, formatNumber } from '../../i18n/format';

type Filters = Omit<ClientSiteListSitesParams, 'page' | 'pageSize' | 'sortBy' | 'orderBy'>;
const column = columnsFor<ClientSite>();
const STATUSES: ClientSiteStatus[] = ['normal', 'pause', 'lock', 'expired'];

export function Component() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const list = useListState<Filters>({ pageSize: 25 });
  const sites = useClientSiteListSites(list.params as ClientSiteListSitesParams);
  const products = useClientProductListMetaProducts();
  const customers = useKindAccountListAccounts('client', { page: 1, pageSize: 1000, auth: 'user' });
  const namesOf = useSiteNames();
  const [action, setAction] = useState<SiteAction | null>(null);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [expiry, setExpiry] = useState<ClientSite[] | null>(null);
  const [creating, setCreating] = useState(false);
  type EditValues = { siteName: string; portType: ClientSite['portType']; tags: string[] };
  const [editing, setEditing] = useState<{ mode: 'edit'; initial: EditValues; site: ClientSite } | null>(null);

  const productChoices = useMemo(() => (products.data?.data ?? []).map((p) => ({ value: p.id, label: p.name })), [products.data]);
  const customerChoices = useMemo(
    () => (customers.data?.data ?? []).filter((a) => a.auth === 'user').map((a) => ({ value: a.id, label: `${a.accountName} (${a.email})` })),
    [customers.data],
  );
  const forms = useMemo(
    () => ({
      product: withChoices(defineForm(productForm), 'productID', productChoices),
      users: withChoices(defineForm(usersForm), 'userIDs', customerChoices),
      create: withChoices(withChoices(defineForm(createForm), 'productID', productChoices), 'userIDs', customerChoices),
    }),
    [productChoices, customerChoices],
  );

  const refresh = () => invalidateUnder(queryClient, '/client/');
  const open = (descriptor: FormDescriptor, chosen: ClientSite[], initial: Record<string, unknown>, extra?: Record<string, unknown>) =>
    setAction({ descriptor, sites: chosen, initial, extra });
  const confirmCall = (operation: string, chosen: ClientSite[], kind: 'refresh' | 'cache' | 'remove', after?: () => void) => {
    const count = chosen.length;
    const names = namesOf(chosen);
    const one = count === 1 ? isolated(chosen[0]!.siteName) : '';
    const texts = {
      refresh: {
        title: count === 1 ? t`Refresh the product of ${isolated(chosen[0]!.siteName)}?` : t`Refresh the product of ${count} sites?`,
        message: t`The sites take their product's current groups, bandwidth and connection caps again: ${names}.`,
        confirm: t`Refresh product`,
        done: count === 1 ? t`Product of ${one} refreshed` : plural(count, { one: 'Product of # site refreshed', other: 'Product of # sites refreshed' }),
      },
      cache: {
        title: count === 1 ? t`Clear the cache of ${isolated(chosen[0]!.siteName)}?` : t`Clear the cache of ${count} sites?`,
        message: t`Every node drops what it holds for these sites and asks their origins again: ${names}.`,
        confirm: t`Clear cache`,
        done: count === 1 ? t`Cache of ${one} cleared` : plural(count, { one: 'Cache of # site cleared', other: 'Cache of # sites cleared' }),
      },
      remove: {
        title: count === 1 ? t`Remove the site ${isolated(chosen[0]!.siteName)}?` : t`Remove ${count} sites?`,
        message: t`The sites, their domains and settings are removed for good and stop being served: ${names}.`,
        confirm: t`Remove`,
        done: count === 1 ? t`Site ${one} removed` : plural(count, { one: '# site removed', other: '# sites removed' }),
      },
    }[kind];
    const body = { ids: chosen.map((site) => site.id) };
    setConfirmation({
      ...texts,
      operation,
      danger: kind === 'remove',
      apiCall: { operation, body },
      run: async () => {
        await callOperation(operation, { body });
        notifySuccess(texts.done);
        after?.();
        await refresh();
      },
    });
  };

  // A site's actions; a row's menu is mounted once it is used (components/RowMenu.tsx), the selection's is one per list.
  const actionItems = (chosen: ClientSite[], clear?: () => void) => {
    const one = chosen.length === 1 ? chosen[0]! : null;
    return (
      <>
        {one && (
          <PermittedMenuItem
            operation="client-site-update-site"
            onClick={() => setEditing({ mode: 'edit', site: one, initial: { siteName: one.siteName, portType: one.portType, tags: [...one.tags] } })}
          >
            <Trans>Edit</Trans>
          </PermittedMenuItem>
        )}
        <PermittedMenuItem operation="client-site-change-product" onClick={() => open(forms.product, chosen, { productID: one?.productID })}>
          <Trans>Change product</Trans>
        </PermittedMenuItem>
        <PermittedMenuItem operation="client-site-refresh-product" onClick={() => confirmCall('client-site-refresh-product', chosen, 'refresh')}>
          <Trans>Refresh product</Trans>
        </PermittedMenuItem>
        <PermittedMenuItem operation="client-site-set-status" onClick={() => open(defineForm(statusForm), chosen, { status: one && one.status !== 'expired' ? one.status : 'normal' })}>
          <Trans>Change status</Trans>
        </PermittedMenuItem>
        <PermittedMenuItem operation="client-site-set-limitations" onClick={() => open(defineForm(limitationsForm), chosen, { limitations: { ...(one ?? chosen[0]!).limitations } })}>
          <Trans>Limitations</Trans>
        </PermittedMenuItem>
        <PermittedMenuItem operation="client-site-set-expiry" onClick={() => setExpiry(chosen)}>
          <Trans>Expiry</Trans>
        </PermittedMenuItem>
        <PermittedMenuItem operation="client-site-set-force-backup" onClick={() => open(defineForm(forceBackupForm), chosen, { forceBackup: one?.forceBackup ?? false })}>
          <Trans>Force backup</Trans>
        </PermittedMenuItem>
        <PermittedMenuItem operation="client-site-clear-cache" onClick={() => confirmCall('client-site-clear-cache', chosen, 'cache')}>
          <Trans>Clear current cache</Trans>
        </PermittedMenuItem>
        <PermittedMenuItem operation="client-site-assign-users" onClick={() => open(forms.users, chosen, { action: 'assign', userIDs: [] })}>
          <Trans>Assign users</Trans>
        </PermittedMenuItem>
        {one && (
          <PermittedMenuItem operation="client-site-set-tags" onClick={() => open(defineForm(tagsForm), chosen, { tags: [...one.tags] }, { id: one.id })}>
            <Trans>Tags</Trans>
          </PermittedMenuItem>
        )}
        <Menu.Divider />
        <PermittedMenuItem operation="client-site-delete-sites" color="red" onClick={() => confirmCall('client-site-delete-sites', chosen, 'remove', clear)}>
          <Trans>Remove</Trans>
        </PermittedMenuItem>
      </>
    );
  };
  const selectionMenu = (chosen: ClientSite[], label: string, clear: () => void) => (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button size={chosen.length === 1 ? 'compact-sm' : 'xs'} variant={chosen.length === 1 ? 'subtle' : 'light'} aria-label={label}>
          {chosen.length === 1 ? <Trans>Actions</Trans> : <Trans>Actions for the selection</Trans>}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>{actionItems(chosen, clear)}</Menu.Dropdown>
    </Menu>
  );

  const date = (value: string | null | undefined) => (value ? formatDate(value, i18n.locale) : t`Never`);
  const columns = useMemo(
    () => [
      column.accessor('siteName', {
        header: () => t`Site`,
        cell: ({ row }) => (
          <Stack gap={0}>
            <Anchor component={Link} to={workspacePath('client', row.original.id, row.original.siteName)} fw={500} size="sm">
              <UserText value={row.original.siteName} />
            </Anchor>
            <Text size="xs" c="dimmed" ff="monospace">
              {row.original.cname}
            </Text>
          </Stack>
        ),
      }),
      column.accessor('users', {
        header: () => t`Customers`,
        enableSorting: false,
        cell: ({ getValue }) => (
          <Stack gap={0}>
            {getValue().map((user) => (
              <UserText key={user.id} value={user.accountName} size="sm" />
            ))}
          </Stack>
        ),
      }),
      column.accessor('status', { id: 'status', header: () => t`Status`, cell: ({ getValue }) => <SiteStatusBadge status={getValue()} /> }),
      column.accessor('trafficState', {
        header: () => t`Traffic`,
        enableSorting: false,
        cell: ({ getValue }) => (
          <Badge variant="light" color={TRAFFIC_STATE[getValue()].color} miw="max-content">
            {i18n._(TRAFFIC_STATE[getValue()].label)}
          </Badge>
        ),
      }),
      column.accessor('productName', { id: 'productName', header: () => t`Product` }),
      column.accessor('zoneName', { id: 'zoneName', header: () => t`Zone`, enableSorting: false }),
      column.accessor('portType', { id: 'portType', header: () => t`Serves`, cell: ({ getValue }) => (getValue() === 'l4' ? t`Layer-4 ports` : t`Domains`) }),
      column.accessor('domainCount', { id: 'domainCount', header: () => t`Domains` }),
      column.accessor('tags', {
        header: () => t`Tags`,
        enableSorting: false,
        cell: ({ getValue }) => <TagBadges tags={getValue()} />,
      }),
      column.accessor('forceBackup', { id: 'forceBackup', header: () => t`Backup`, enableSorting: false, cell: ({ getValue }) => (getValue() ? t`Forced` : '') }),
      column.accessor('expiredAt', { id: 'expiredAt', header: () => t`Expires`, cell: ({ getValue }) => <NoWrap>{date(getValue())}</NoWrap> }),
      // Limitations (0 = unlimited; only the capped ones are listed) and the last change (issue 26, item 15).
      column.accessor('limitations', {
        header: () => t`Limits`,
        enableSorting: false,
        cell: ({ row, getValue }) => {
          const l = getValue();
          const n = (value: number) => formatNumber(value, i18n.locale);
          const capped = [
            row.original.portType === 'l4' ? l.portLimit > 0 && t`${n(l.portLimit)} ports` : l.domainLimit > 0 && t`${n(l.domainLimit)} domains`,
            l.bandwidthMbps > 0 && t`${n(l.bandwidthMbps)} Mbps`,
            l.maxConnections > 0 && t`${n(l.maxConnections)} connections`,
            l.monthlyTrafficGB > 0 && t`${n(l.monthlyTrafficGB)} GB a month`,
          ].filter(Boolean);
          return <Text size="xs">{capped.length ? capped.join(' · ') : t`Unlimited`}</Text>;
        },
      }),
      column.accessor('updatedAt', { id: 'updatedAt', header: () => t`Updated`, enableSorting: false, cell: ({ getValue }) => <NoWrap>{date(getValue())}</NoWrap> }),
      column.display({ id: 'actions', header: () => t`Actions`, cell: ({ row }) => (
          <RowMenu label={t`Actions for ${isolated(row.original.siteName)}`} trigger={<Trans>Actions</Trans>}>
            {actionItems([row.original])}
          </RowMenu>
        ),
      }),
    ],
    [t, i18n, forms], // eslint-disable-line react-hooks/exhaustive-deps -- the row menu's helpers (actionItems, date) are new on every render and read only the forms and the language listed
  );

  return (
    <>
      <PageHeader
        title={<Trans>Sites</Trans>}
        description={<Trans>Every site of your customers: its status, product, traffic and expiry. Open a site to change its settings.</Trans>}
        actions={
          <PermittedButton operation="client-site-create-site" onClick={() => setCreating(true)}>
            <Trans>Add site</Trans>
          </PermittedButton>
        }
      />
      <ListTable
        label={t`Customers' sites`}
        columns={columns}
        query={sites}
        apiCall={{ operation: 'client-site-list-sites', query: list.params as NonNullable<OperationArgs['query']> }}
        list={list}
        height={560}
        rowId={(site) => String(site.id)}
        rowName={(site) => site.siteName}
        empty={<Trans>No site matches these filters.</Trans>}
        bulkOperation={{ operation: 'client-site-set-status' }}
        bulkActions={(selected, clear) => selectionMenu(selected, t`Actions for ${selected.length} selected sites`, clear)}
        toolbar={
          <ListFilters
            list={list}
            filters={[
              { kind: 'search', key: 'siteName', label: t`Search by site name`, width: 200 },
              { kind: 'search', key: 'productName', label: t`Product name`, width: 160 },
              { kind: 'select', key: 'zoneID', label: t`Zone`, placeholder: t`Any zone`, numeric: true, width: 150, data: choicesFrom(getClientZoneListMetaZonesQueryOptions(), zoneChoices) },
              { kind: 'multi', key: 'statuses', label: t`Statuses`, placeholder: t`Any status`, searchable: true, data: STATUSES.map((value) => ({ value, label: i18n._(SITE_STATUS[value].label) })) },
              { kind: 'multi', key: 'tags', label: t`Tags`, placeholder: t`Any tag`, searchable: true, data: choicesFrom(getClientSiteListTagsQueryOptions(), valueChoices) },
              {
                kind: 'select',
                key: 'portType',
                label: t`Serves`,
                placeholder: t`Domains or ports`,
                data: [
                  { value: 'l7', label: t`Domains` },
                  { value: 'l4', label: t`Layer-4 ports` },
                ],
              },
            ]}
          />
        }
      />
      <ActionForm action={action} onClose={() => setAction(null)} />
      <ConfirmAction confirmation={confirmation} onClose={() => setConfirmation(null)} />
      <ExpiryModal sites={expiry} onClose={() => setExpiry(null)} />
      <RowFormModal<Record<string, unknown>>
        descriptor={forms.create}
        editing={creating ? { mode: 'create', initial: { portType: 'l7', userIDs: [], tags: [] } } : null}
        path={{}}
        invalidate="/client/"
        successMessage={(values) => t`Site ${isolated(String(values.siteName ?? '').trim())} added`}
        onClose={() => setCreating(false)}
      />
      <RowFormModal<EditValues>
        descriptor={defineForm(editForm)}
        editing={editing}
        path={{}}
        extraBody={editing ? { id: editing.site.id } : undefined}
        toBody={(values) => ({ ...values, siteName: values.siteName.trim(), tags: [...new Set(values.tags.map((tag) => tag.trim()).filter(Boolean))] })}
        invalidate="/client/"
        meta={{ duplicateMessage: t`This customer already has a site with this name.` }}
        successMessage={(values) => t`Site ${isolated(values.siteName.trim())} saved.`}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
