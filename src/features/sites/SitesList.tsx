// The end user's sites (spec 2, sitesManagement): status, tags, product, CNAME and expiry, with
// filters, tag editing and the accounts that may manage each site.
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { getUserProductListProductsQueryOptions } from '../../api/generated/hooks/product/product';
import { getUserSiteListTagsQueryOptions, useUserSiteListSites, useUserSiteListTags, useUserSiteSetTags } from '../../api/generated/hooks/site/site';
import type { UserSite, UserSiteStatus } from '../../api/generated/model';
import { notifySuccess } from '../../services/feedback';
import { Dialog } from '../../components/Dialog';
import { PageHeader } from '../../components/PageHeader';
import { columnsFor, ResourceTable } from '../../components/resource-table/ResourceTable';
import { choicesFrom, ListFilters, valueChoices } from '../../components/resource-table/ListFilters';
import { useListState } from '../../components/resource-table/list-state';
import { invalidateUnder } from '../../schema-form/invalidate';
import { workspacePath as pathIn } from '../site-workspace/context';
import { SITE_STATUS, SiteStatusBadge } from './labels';
import { AccountLimits, siteLimitColumns } from '../users/limits/AccountLimits';
import { UserText } from '../../components/UserText';
import { TagBadges } from '../../components/TagBadges';
import { isolated } from '../../components/user-text';
import { Mono, NoWrap } from '../../components/CellText';
import { RowButton } from '../../components/RowButton';
import { PermittedButton, PermittedRowButton } from '../../components/Permitted';
import { useRefusal } from '../../api/permissions';
import { LazyResumeRuns as ResumeRuns } from '../../kit/lists/lazy-views';
import { lazyPart } from '../../components/lazy-part';
import { OnceShown } from '../../components/OnceShown';
import { formatDate } from '../../i18n/format';

const SitesBulk = lazy(() => import('./SitesBulk'));
/** The tags' editor (Mantine's tags input) loads with the tags dialog's first opening, not with the list (issue 29). */
const TagsEditor = lazyPart(() => import('./TagsEditor').then((module) => module.TagsEditor));
// Its list of accounts is a list descriptor (the kit's lists and forms): loaded the first time it opens (issue 29).
const SiteUsersModal = lazy(() => import('./SiteUsersModal').then((module) => ({ default: module.SiteUsersModal })));

type Filters = { status?: UserSiteStatus; siteName?: string; tags?: string[]; productID?: number };
const column = columnsFor<UserSite>();

export function Component() {
  const { t, i18n } = useLingui();
  const list = useListState<Filters>();
  const sites = useUserSiteListSites(list.params);
  const [editingTags, setEditingTags] = useState<UserSite | null>(null);
  const [users, setUsers] = useState<UserSite[] | null>(null);
  // Tags and users are changed row by row (each row's site): the reasons come from one hook, not one per row.
  const refusal = useRefusal();

  const date = useCallback((value: string | null | undefined) => (value ? formatDate(value, i18n.locale) : t`Never`), [t, i18n.locale]);
  const columns = useMemo(
    () => [
      column.accessor('siteName', {
        header: () => t`Site`,
        cell: ({ row }) => (
          <Anchor component={Link} to={pathIn('user', row.original.id, row.original.siteName)} fw={500}>
            <UserText value={row.original.siteName} />
          </Anchor>
        ),
      }),
      column.accessor('status', { id: 'status', header: () => t`Status`, cell: ({ getValue }) => <SiteStatusBadge status={getValue()} /> }),
      column.accessor('tags', {
        header: () => t`Tags`,
        enableSorting: false,
        cell: ({ getValue }) => <TagBadges tags={getValue()} width="18rem" tagWidth="12rem" />,
      }),
      column.accessor('productName', { id: 'productName', header: () => t`Product`, enableSorting: false }),
      column.accessor('cname', {
        header: () => t`CNAME`,
        enableSorting: false,
        cell: ({ getValue }) => (
          <Mono wrap>{getValue()}</Mono>
        ),
      }),
      column.accessor('domainCount', { id: 'domainCount', header: () => t`Domains`, enableSorting: false }),
      ...siteLimitColumns(),
      column.accessor('expiredAt', { id: 'expiredAt', header: () => t`Expires`, cell: ({ getValue }) => <NoWrap>{date(getValue())}</NoWrap> }),
      column.display({
        id: 'actions',
        header: () => t`Actions`,
        cell: ({ row }) => (
          <Group gap={4} wrap="nowrap">
            <RowButton variant="light" to={pathIn('user', row.original.id, row.original.siteName)}>
              <Trans>Settings</Trans>
            </RowButton>
            <PermittedRowButton
              variant="subtle"
              operation="user-site-set-tags"
              refused={refusal('user-site-set-tags', { path: { siteId: row.original.id } })}
              onClick={() => setEditingTags(row.original)}
            >
              <Trans>Tags</Trans>
            </PermittedRowButton>
            <PermittedRowButton
              variant="subtle"
              operation="user-site-assign-users"
              refused={refusal('user-site-assign-users')}
              onClick={() => setUsers([row.original])}
            >
              <Trans>Users</Trans>
            </PermittedRowButton>
          </Group>
        ),
      }),
    ],
    [t, date, refusal],
  );

  return (
    <>
      <PageHeader title={<Trans>Sites</Trans>} description={<Trans>Your sites, their state and where their domains must point. Your service provider creates new sites: ask them when you need another.</Trans>} />
      <AccountLimits />
      <ResumeRuns source="sites.*" />
      <ResourceTable
        label={t`Sites`}
        columns={columns}
        query={sites}
        list={list}
        rowId={(site) => String(site.id)}
        rowName={(site) => site.siteName}
        // With no filter set, an empty list is a new customer's (issue 25): sites are set up by their service provider.
        empty={
          Object.keys(list.params).some((key) => key in list.filters) ? (
            <Trans>No site matches these filters.</Trans>
          ) : (
            <Trans>You have no site yet. Your service provider sets sites up for you: ask them when you need one, and it appears here.</Trans>
          )
        }
        bulkOperation={{ operation: 'user-site-assign-users' }}
        bulkActions={(selected) => (
          <>
            <PermittedButton operation="user-site-assign-users" size="xs" variant="light" onClick={() => setUsers(selected)}>
              <Trans>Manage users</Trans>
            </PermittedButton>
            <Suspense
              fallback={
                <Button size="xs" variant="light" disabled>
                  <Trans>Change a setting…</Trans>
                </Button>
              }
            >
              <SitesBulk sites={selected} />
            </Suspense>
          </>
        )}
        toolbar={
          <ListFilters
            list={list}
            filters={[
              { kind: 'search', key: 'siteName', label: t`Search by site name`, width: 220 },
              { kind: 'select', key: 'status', label: t`Status`, placeholder: t`Any status`, width: 150, data: (Object.keys(SITE_STATUS) as UserSiteStatus[]).map((value) => ({ value, label: i18n._(SITE_STATUS[value].label) })) },
              { kind: 'multi', key: 'tags', label: t`Tags`, placeholder: t`Any tag`, width: 220, data: choicesFrom(getUserSiteListTagsQueryOptions(), valueChoices) },
              { kind: 'select', key: 'productID', label: t`Product`, placeholder: t`Any product`, numeric: true, width: 180, data: choicesFrom(getUserProductListProductsQueryOptions({ page: 1, pageSize: 100 }), (answer) => answer.data.map((p) => ({ value: String(p.id), label: p.productName }))) },
            ]}
          />
        }
      />
      <TagsModal site={editingTags} onClose={() => setEditingTags(null)} />
      <OnceShown shown={users !== null}>
        <SiteUsersModal sites={users} onClose={() => setUsers(null)} />
      </OnceShown>
    </>
  );
}

function TagsModal({ site, onClose }: { site: UserSite | null; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Dialog opened={site !== null} onClose={onClose} title={t`Tags of ${isolated(site?.siteName)}`} size="md">
      {site && <TagsForm key={site.id} site={site} onClose={onClose} />}
    </Dialog>
  );
}

function TagsForm({ site, onClose }: { site: UserSite; onClose: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const save = useUserSiteSetTags();
  const known = useUserSiteListTags();
  return (
    <TagsEditor
      initial={site.tags}
      known={known.data?.data ?? []}
      busy={save.isPending}
      onCancel={onClose}
      onSave={(tags) =>
        save.mutate(
          { siteId: site.id, data: { tags } },
          {
            onSuccess: async () => {
              const siteName = site.siteName;
              notifySuccess(t`Tags of ${siteName} saved`);
              onClose();
              await invalidateUnder(queryClient, '/user/site');
            },
          },
        )
      }
    />
  );
}
