// Domains of a site (spec 2 per-site screens; spec 7 "Domains"): the list with every filter of the list call,
// sorting, paging and selection; adding, removing, enabling, forcing HTTPS, tags, CNAME checks, copies between
// sites, origin IP replacement and export. One domain's origins and settings open in a drawer.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { LazyDayField } from '../../../components/moment-field/lazy';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Menu,
  Popover,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import {
  useUserSiteDomainCheckCnames,
  useUserSiteDomainExportDomains,
  useUserSiteDomainListDomains,
  useUserSiteDomainListDomainsByNames,
  useUserSiteDomainSetForceSsl,
  useUserSiteDomainSetStatus,
  userSiteDomainListDomainIds,
} from '../../../api/generated/hooks/site-domain/site-domain';
import type { UserDomain, UserDomainCertStatus, UserDomainCnameCheck, UserDomainDnsStatus } from '../../../api/generated/model';
import { notifyInfo, notifySuccess } from '../../../services/feedback';
import { reported } from '../../../services/swallow';
import { filenameFrom, saveFile } from '../../../services/save-file';
import { columnsFor, ResourceTable } from '../../../components/resource-table/ResourceTable';
import { PermittedButton, PermittedMenuItem, PermittedSwitch } from '../../../components/Permitted';
import { useListState } from '../../../components/resource-table/list-state';
import { choicesFrom, ListFilters, valueChoices } from '../../../components/resource-table/ListFilters';
import { invalidateAfter, type OperationId } from '../../../api/invalidate';
import { useSite, workspacePath } from '../context';
import { CERT_STATUS, choicesOf, CNAME_STATUS, StateBadge } from './labels';
import { RowButton } from '../../../components/RowButton';
import { RowMenu } from '../../../components/RowMenu';
import { OriginsCell } from './OriginsCell';
import { domainTagsQuery } from './tags';
import { OnceShown } from '../../../components/OnceShown';
import { formatDate, formatDateTime } from '../../../i18n/format';

// The drawer and the dialogs are loaded when first opened (issue 29): with their forms and validators they weigh more
// than the list, which a phone shows first.
const modals = () => import('./DomainModals');
const DomainDrawer = lazy(() => import('./DomainDrawer').then((m) => ({ default: m.DomainDrawer })));
const AddDomainsModal = lazy(() => import('./AddDomainsModal').then((m) => ({ default: m.AddDomainsModal })));
const RemoveDomainsModal = lazy(() => modals().then((m) => ({ default: m.RemoveDomainsModal })));
const RemoveByNamesModal = lazy(() => modals().then((m) => ({ default: m.RemoveByNamesModal })));
const TagsModal = lazy(() => modals().then((m) => ({ default: m.TagsModal })));
const CopyToSiteModal = lazy(() => modals().then((m) => ({ default: m.CopyToSiteModal })));
const ImportFromSiteModal = lazy(() => modals().then((m) => ({ default: m.ImportFromSiteModal })));
const CreateFromModal = lazy(() => modals().then((m) => ({ default: m.CreateFromModal })));
const ReplaceOriginIpModal = lazy(() => modals().then((m) => ({ default: m.ReplaceOriginIpModal })));
const CnameResultModal = lazy(() => modals().then((m) => ({ default: m.CnameResultModal })));

type Filters = {
  keywords?: string[];
  tags?: string[];
  cnameStatuses?: UserDomainDnsStatus[];
  forceSSL?: boolean;
  certStatus?: UserDomainCertStatus;
  createdAtStart?: string;
  createdAtEnd?: string;
  updatedAtStart?: string;
  updatedAtEnd?: string;
};
type DateKey = 'createdAtStart' | 'createdAtEnd' | 'updatedAtStart' | 'updatedAtEnd';

const column = columnsFor<UserDomain>();

/** A day typed in a date field as the start or the end of that day, in the user's time zone. */
const dayBound = (day: string, end: boolean) => (day ? new Date(`${day}T${end ? '23:59:59.999' : '00:00:00'}`).toISOString() : undefined);
const keywordsOf = (text: string) => [...new Set(text.split(/[\s,]+/).map((k) => k.trim().toLowerCase()).filter(Boolean))].slice(0, 100);


export default function DomainsTab() {
  const { t, i18n } = useLingui();
  const { siteId, site, area, config } = useSite();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const list = useListState<Filters>();
  const domains = useUserSiteDomainListDomains(siteId, list.params);
  const productInfo = config.useSiteProduct(site);
  const locked = productInfo?.lockDomain === true;
  const layer4 = site.portType === 'l4';
  const siteClosed = site.status === 'lock' || site.status === 'expired';
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const { setFilters } = list;
  useEffect(() => setFilters({ keywords: keywordsOf(debouncedSearch) }), [debouncedSearch, setFilters]);
  const [days, setDays] = useState<Record<DateKey, string>>({ createdAtStart: '', createdAtEnd: '', updatedAtStart: '', updatedAtEnd: '' });

  const [adding, setAdding] = useState(false);
  const [drawer, setDrawer] = useState<UserDomain | null>(null);
  const [removing, setRemoving] = useState<UserDomain[] | null>(null);
  const [removingByNames, setRemovingByNames] = useState(false);
  const [tagging, setTagging] = useState<UserDomain[] | null>(null);
  const [copying, setCopying] = useState<UserDomain[] | null>(null);
  const [importing, setImporting] = useState(false);
  const [template, setTemplate] = useState<UserDomain | null>(null);
  const [replacing, setReplacing] = useState<UserDomain[] | null>(null);
  const [cnameResult, setCnameResult] = useState<UserDomainCnameCheck[] | null>(null);

  // A domain named in the path (the client's sitesSetting/{id}/{name}/{domainName}) opens in the drawer.
  const { domainName } = useParams();
  const named = useUserSiteDomainListDomainsByNames(siteId, { names: [domainName ?? ''] }, { query: { enabled: Boolean(domainName) } });
  const namedDomain = domainName ? named.data?.data.find((d) => d.domainName === domainName.toLowerCase()) : undefined;
  const namedMissing = Boolean(domainName) && named.isSuccess && !namedDomain;
  const opened = drawer ?? namedDomain ?? null;
  const closeDrawer = () => {
    setDrawer(null);
    if (domainName) navigate(workspacePath(area, siteId, site.siteName, { tab: 'domains' }), { replace: true });
  };

  const status = useUserSiteDomainSetStatus();
  const forceSSL = useUserSiteDomainSetForceSsl();
  const cname = useUserSiteDomainCheckCnames();
  const filename = useRef<string | null>(null);
  const exporter = useUserSiteDomainExportDomains({
    request: {
      onResponse: (response) => {
        filename.current = filenameFrom(response.headers.get('content-disposition'));
      },
    },
  });
  const exportAll = useMutation({ mutationFn: () => userSiteDomainListDomainIds({ siteID: siteId }) });
  const refresh = (operationId: OperationId) => invalidateAfter(queryClient, operationId, { siteId });

  const setStatus = (rows: UserDomain[], value: 0 | 1) =>
    reported(async () => {
      await status.mutateAsync({ siteId, data: { ids: rows.map((d) => d.id), status: value } });
      const name = rows.length === 1 ? rows[0]!.domainName : null;
      if (value === 1) notifySuccess(name ? t`${name} enabled` : plural(rows.length, { one: '# domain enabled', other: '# domains enabled' }));
      else notifySuccess(name ? t`${name} disabled` : plural(rows.length, { one: '# domain disabled', other: '# domains disabled' }));
      await refresh('user-siteDomain-set-status');
    });
  const setForceSSL = (rows: UserDomain[], value: boolean) =>
    reported(async () => {
      const eligible = value ? rows.filter((d) => d.scheme.https.length > 0) : rows;
      if (eligible.length < rows.length) notifyInfo(t`Domains without an HTTPS port were left as they are: open an HTTPS port for them first.`);
      if (eligible.length === 0) return;
      await forceSSL.mutateAsync({ siteId, data: { ids: eligible.map((d) => d.id), forceSSL: value } });
      const name = eligible.length === 1 ? eligible[0]!.domainName : null;
      if (value) notifySuccess(name ? t`${name} now redirects HTTP to HTTPS` : plural(eligible.length, { one: '# domain now redirects HTTP to HTTPS', other: '# domains now redirect HTTP to HTTPS' }));
      else notifySuccess(name ? t`${name} no longer redirects HTTP to HTTPS` : plural(eligible.length, { one: '# domain no longer redirects HTTP to HTTPS', other: '# domains no longer redirect HTTP to HTTPS' }));
      await refresh('user-siteDomain-set-force-ssl');
    });
  const checkCname = (rows: UserDomain[]) =>
    reported(async () => {
      const answer = await cname.mutateAsync({ siteId, data: { ids: rows.map((d) => d.id) } });
      setCnameResult(answer.data);
      await refresh('user-siteDomain-check-cnames');
    });
  const exportDomains = (ids: number[]) =>
    reported(async () => {
      filename.current = null;
      const text = await exporter.mutateAsync({ siteId, data: { ids } });
      saveFile(text, filename.current ?? `${site.siteName}-domains.txt`, 'text/plain;charset=utf-8');
      notifySuccess(plural(ids.length, { one: '# domain exported', other: '# domains exported' }));
    });
  const exportEverything = () =>
    reported(async () => {
      const ids = (await exportAll.mutateAsync()).data;
      if (ids.length === 0) return notifyInfo(t`This site has no domains to export.`);
      await exportDomains(ids);
    });

  const date = (value: string) => (
    <Text span size="sm" style={{ whiteSpace: 'nowrap' }} title={formatDateTime(value, i18n.locale)}>
      {formatDate(value, i18n.locale, { dateStyle: 'medium' })}
    </Text>
  );
  const columns = useMemo(
    () => [
      column.accessor('domainName', {
        header: () => t`Domain`,
        cell: ({ row }) => (
          <Anchor
            component="button"
            type="button"
            fw={500}
            ta="left"
            // The dark ink of the light variant keeps 4.5:1 on a selected (tinted) row as well.
            c="var(--mantine-color-blue-light-color)"
            style={{ whiteSpace: 'nowrap' }}
            onClick={() => setDrawer(row.original)}
          >
            {row.original.domainName}
          </Anchor>
        ),
      }),
      column.accessor('status', {
        header: () => t`Enabled`,
        cell: ({ row }) => (
          <PermittedSwitch
            operation="user-siteDomain-set-status"
            path={{ siteId }}
            aria-label={t`Enabled: ${row.original.domainName}`}
            checked={row.original.status === 1}
            disabled={status.isPending}
            onChange={(event) => void setStatus([row.original], event.currentTarget.checked ? 1 : 0)}
          />
        ),
      }),
      column.accessor('dnsStatus', { id: 'dnsStatus', header: () => t`DNS`, enableSorting: false, cell: ({ getValue }) => <StateBadge look={CNAME_STATUS[getValue()]} /> }),
      column.accessor('cnameStatus', { id: 'cnameStatus', header: () => t`CNAME`, cell: ({ getValue }) => <StateBadge look={CNAME_STATUS[getValue()]} /> }),
      column.accessor('certStatus', { id: 'certStatus', header: () => t`Certificate`, cell: ({ getValue }) => <StateBadge look={CERT_STATUS[getValue()]} /> }),
      column.accessor('forceSSL', {
        header: () => t`Force HTTPS`,
        enableSorting: false,
        cell: ({ row }) =>
          row.original.scheme.https.length === 0 ? (
            <Text size="xs" c="dimmed">
              <Trans>No HTTPS port</Trans>
            </Text>
          ) : (
            <PermittedSwitch
              operation="user-siteDomain-set-force-ssl"
              path={{ siteId }}
              aria-label={t`Force HTTPS: ${row.original.domainName}`}
              checked={row.original.forceSSL}
              disabled={forceSSL.isPending}
              onChange={(event) => void setForceSSL([row.original], event.currentTarget.checked)}
            />
          ),
      }),
      column.accessor('upstreams', {
        header: () => t`Origins`,
        enableSorting: false,
        cell: ({ getValue }) => <OriginsCell origins={getValue()} />,
      }),
      column.accessor('tags', {
        header: () => t`Tags`,
        enableSorting: false,
        cell: ({ getValue }) => (
          <Group gap={4}>
            {getValue().map((tag) => (
              <Badge key={tag} variant="light" color="gray" size="sm" tt="none" miw="max-content">
                {tag}
              </Badge>
            ))}
          </Group>
        ),
      }),
      column.accessor('createdAt', { id: 'createdAt', header: () => t`Created`, cell: ({ getValue }) => date(getValue()) }),
      column.accessor('updatedAt', { id: 'updatedAt', header: () => t`Updated`, cell: ({ getValue }) => date(getValue()) }),
      column.display({
        id: 'actions',
        header: () => t`Actions`,
        cell: ({ row }) => {
          const domain = row.original;
          return (
            <Group gap={4} wrap="nowrap">
              <RowButton variant="light" onClick={() => setDrawer(domain)}>
                <Trans>Settings</Trans>
              </RowButton>
              <RowMenu label={t`More actions for ${domain.domainName}`} trigger="…">
                <PermittedMenuItem operation="user-siteDomain-check-cnames" path={{ siteId }} onClick={() => void checkCname([domain])}>
                  <Trans>Check CNAME</Trans>
                </PermittedMenuItem>
                <PermittedMenuItem operation="user-siteDomain-set-tags" path={{ siteId }} onClick={() => setTagging([domain])}>
                  <Trans>Edit tags</Trans>
                </PermittedMenuItem>
                <PermittedMenuItem operation="user-siteDomain-create-domains-from" path={{ siteId }} disabled={locked} onClick={() => setTemplate(domain)}>
                  <Trans>Add domains like this one</Trans>
                </PermittedMenuItem>
                <PermittedMenuItem operation="user-siteDomain-copy-domains" path={{ siteId }} onClick={() => setCopying([domain])}>
                  <Trans>Copy to another site</Trans>
                </PermittedMenuItem>
                <Menu.Item onClick={() => void exportDomains([domain.id])}>
                  <Trans>Export</Trans>
                </Menu.Item>
                <Menu.Divider />
                <PermittedMenuItem operation="user-siteDomain-delete-domains" path={{ siteId }} color="red" disabled={locked} onClick={() => setRemoving([domain])}>
                  <Trans>Remove</Trans>
                </PermittedMenuItem>
              </RowMenu>
            </Group>
          );
        },
      }),
    ],
    [t, i18n.locale, status.isPending, forceSSL.isPending, locked], // eslint-disable-line react-hooks/exhaustive-deps -- the row helpers (date, setStatus, setForceSSL, checkCname, exportDomains) are new on every render and read only what is listed
  );

  const dateFilters = (Object.keys(days) as DateKey[]).filter((key) => days[key]).length;
  const anyFilter =
    search !== '' ||
    Boolean(list.filters.tags?.length || list.filters.cnameStatuses?.length || list.filters.certStatus) ||
    list.filters.forceSSL !== undefined ||
    dateFilters > 0;
  const setDay = (key: DateKey, value: string) => {
    setDays({ ...days, [key]: value });
    list.setFilters({ [key]: dayBound(value, key.endsWith('End')) });
  };
  const clearFilters = () => {
    setSearch('');
    setDays({ createdAtStart: '', createdAtEnd: '', updatedAtStart: '', updatedAtEnd: '' });
    list.setFilters({
      keywords: undefined,
      tags: undefined,
      cnameStatuses: undefined,
      forceSSL: undefined,
      certStatus: undefined,
      createdAtStart: undefined,
      createdAtEnd: undefined,
      updatedAtStart: undefined,
      updatedAtEnd: undefined,
    });
  };

  const total = domains.data?.total;
  const limit = site.limitations.domainLimit;
  const count = site.domainCount ?? total ?? 0;
  const cannotAdd = locked || layer4 || siteClosed;

  let notice: ReactNode = null;
  if (layer4) notice = <Trans>This site serves layer-4 ports, so it has no domains.</Trans>;
  else if (locked) notice = <Trans>The product of this site locks its domains: ask your service provider to add or remove domains.</Trans>;
  else if (siteClosed) notice = <Trans>This site is locked or expired: domains cannot be added or enabled.</Trans>;

  return (
    <Stack gap="md">
      {namedMissing && (
        <Alert color="yellow" title={t`This site has no domain ${domainName}`}>
          <Trans>It may have been removed or renamed. The site's domains are listed below.</Trans>
        </Alert>
      )}
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={2}>
          <Title order={2} fz="h4">
            <Trans>Domains</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            {limit > 0 ? <Trans>{count} of at most {limit} domains.</Trans> : <Trans>{count} domains, no limit.</Trans>} <Trans>Point each domain's CNAME at {site.cname}.</Trans>
          </Text>
        </Stack>
        <Group gap="xs">
          <PermittedButton operation="user-siteDomain-create-domains" path={{ siteId }} disabled={cannotAdd} onClick={() => setAdding(true)}>
            <Trans>Add domains</Trans>
          </PermittedButton>
          <Menu position="bottom-end">
            <Menu.Target>
              <Button variant="default">
                <Trans>More</Trans>
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <PermittedMenuItem operation="user-siteDomain-copy-domains" disabled={cannotAdd} onClick={() => setImporting(true)}>
                <Trans>Add domains from another site</Trans>
              </PermittedMenuItem>
              <Menu.Item onClick={() => void exportEverything()}>
                <Trans>Export all domains</Trans>
              </Menu.Item>
              <Menu.Divider />
              <PermittedMenuItem operation="user-siteDomain-delete-domains-by-names" path={{ siteId }} color="red" disabled={locked || layer4} onClick={() => setRemovingByNames(true)}>
                <Trans>Remove domains by name</Trans>
              </PermittedMenuItem>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
      {notice && (
        <Alert color="blue" variant="light">
          {notice}
        </Alert>
      )}
      <ResourceTable
        label={t`Domains of ${site.siteName}`}
        columns={columns}
        query={domains}
        list={list}
        rowId={(domain) => String(domain.id)}
        rowName={(domain) => domain.domainName}
        empty={anyFilter ? <Trans>No domain matches these filters.</Trans> : <Trans>This site has no domains yet.</Trans>}
        bulkActions={(selected) => (
          <>
            <PermittedButton operation="user-siteDomain-set-status" path={{ siteId }} size="xs" variant="light" disabled={siteClosed} loading={status.isPending} onClick={() => void setStatus(selected, 1)}>
              <Trans>Enable</Trans>
            </PermittedButton>
            <PermittedButton operation="user-siteDomain-set-status" path={{ siteId }} size="xs" variant="light" color="orange" loading={status.isPending} onClick={() => void setStatus(selected, 0)}>
              <Trans>Disable</Trans>
            </PermittedButton>
            <PermittedButton operation="user-siteDomain-check-cnames" path={{ siteId }} size="xs" variant="light" loading={cname.isPending} onClick={() => void checkCname(selected)}>
              <Trans>Check CNAME</Trans>
            </PermittedButton>
            <Button size="xs" variant="light" loading={exporter.isPending} onClick={() => void exportDomains(selected.map((d) => d.id))}>
              <Trans>Export</Trans>
            </Button>
            <Menu position="bottom-end">
              <Menu.Target>
                <Button size="xs" variant="default" aria-label={t`More actions on the selected domains`}>
                  <Trans>More</Trans>
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <PermittedMenuItem operation="user-siteDomain-set-force-ssl" path={{ siteId }} onClick={() => void setForceSSL(selected, true)}>
                  <Trans>Force HTTPS on</Trans>
                </PermittedMenuItem>
                <PermittedMenuItem operation="user-siteDomain-set-force-ssl" path={{ siteId }} onClick={() => void setForceSSL(selected, false)}>
                  <Trans>Force HTTPS off</Trans>
                </PermittedMenuItem>
                <PermittedMenuItem operation="user-siteDomain-set-tags" path={{ siteId }} onClick={() => setTagging(selected)}>
                  <Trans>Edit tags</Trans>
                </PermittedMenuItem>
                <PermittedMenuItem operation="user-siteDomain-update-upstream-ips" path={{ siteId }} onClick={() => setReplacing(selected)}>
                  <Trans>Replace an origin IP</Trans>
                </PermittedMenuItem>
                <PermittedMenuItem operation="user-siteDomain-copy-domains" path={{ siteId }} onClick={() => setCopying(selected)}>
                  <Trans>Copy to another site</Trans>
                </PermittedMenuItem>
              </Menu.Dropdown>
            </Menu>
            <PermittedButton operation="user-siteDomain-delete-domains" path={{ siteId }} size="xs" variant="light" color="red" disabled={locked} onClick={() => setRemoving(selected)}>
              <Trans>Remove</Trans>
            </PermittedButton>
          </>
        )}
        toolbar={
          <>
            <ListFilters
              list={list}
              filters={[
                {
                  kind: 'control',
                  key: 'search',
                  set: search.trim() !== '',
                  control: <TextInput aria-label={t`Search domains`} placeholder={t`Search domains`} value={search} onChange={(event) => setSearch(event.currentTarget.value)} w={220} />,
                },
                { kind: 'multi', key: 'tags', label: t`Tags`, placeholder: t`Any tag`, searchable: true, width: 200, data: choicesFrom(domainTagsQuery(siteId), valueChoices) },
                { kind: 'multi', key: 'cnameStatuses', label: t`CNAME state`, placeholder: t`Any CNAME state`, width: 220, data: choicesOf(CNAME_STATUS, i18n) },
                {
                  kind: 'control',
                  key: 'forceSSL',
                  set: list.filters.forceSSL !== undefined,
                  control: (
                    <Select
                      aria-label={t`Force HTTPS`}
                      placeholder={t`Force HTTPS: any`}
                      clearable
                      w={170}
                      data={[
                        { value: 'true', label: t`Force HTTPS on` },
                        { value: 'false', label: t`Force HTTPS off` },
                      ]}
                      value={list.filters.forceSSL === undefined ? null : String(list.filters.forceSSL)}
                      onChange={(value) => list.setFilters({ forceSSL: value === null ? undefined : value === 'true' })}
                    />
                  ),
                },
                { kind: 'select', key: 'certStatus', label: t`Certificate`, placeholder: t`Any certificate state`, width: 190, data: choicesOf(CERT_STATUS, i18n) },
                {
                  kind: 'control',
                  key: 'dates',
                  set: dateFilters > 0,
                  control: (
                    <Popover position="bottom-start" trapFocus returnFocus shadow="md" width={340}>
                      <Popover.Target>
                        <Button variant="default" rightSection={dateFilters > 0 ? <Badge size="sm">{dateFilters}</Badge> : undefined}>
                          <Trans>Dates</Trans>
                        </Button>
                      </Popover.Target>
                      <Popover.Dropdown aria-label={t`Date filters`}>
                        <SimpleGrid cols={2} spacing="xs">
                          <LazyDayField label={t`Created from`} value={days.createdAtStart} onChange={(day) => setDay('createdAtStart', day)} />
                          <LazyDayField label={t`Created until`} value={days.createdAtEnd} onChange={(day) => setDay('createdAtEnd', day)} />
                          <LazyDayField label={t`Updated from`} value={days.updatedAtStart} onChange={(day) => setDay('updatedAtStart', day)} />
                          <LazyDayField label={t`Updated until`} value={days.updatedAtEnd} onChange={(day) => setDay('updatedAtEnd', day)} />
                        </SimpleGrid>
                      </Popover.Dropdown>
                    </Popover>
                  ),
                },
              ]}
            />
            {anyFilter && (
              <Button variant="subtle" onClick={clearFilters}>
                <Trans>Clear filters</Trans>
              </Button>
            )}
          </>
        }
      />
      <OnceShown shown={opened !== null}>
        <DomainDrawer
          siteId={siteId}
          domain={opened ? ((domains.data?.data ?? []).find((d) => d.id === opened.id) ?? opened) : null}
          autoSSLAllowed={productInfo?.autoSSL ?? true}
          onClose={closeDrawer}
        />
      </OnceShown>
      <OnceShown shown={adding}>
        <AddDomainsModal siteId={siteId} opened={adding} onClose={() => setAdding(false)} usage={{ count, limit }} />
      </OnceShown>
      <OnceShown shown={removing !== null}>
        <RemoveDomainsModal siteId={siteId} domains={removing} onClose={() => setRemoving(null)} />
      </OnceShown>
      <OnceShown shown={removingByNames}>
        <RemoveByNamesModal siteId={siteId} opened={removingByNames} onClose={() => setRemovingByNames(false)} />
      </OnceShown>
      <OnceShown shown={tagging !== null}>
        <TagsModal siteId={siteId} domains={tagging} onClose={() => setTagging(null)} />
      </OnceShown>
      <OnceShown shown={copying !== null}>
        <CopyToSiteModal siteId={siteId} domains={copying} onClose={() => setCopying(null)} />
      </OnceShown>
      <OnceShown shown={importing}>
        <ImportFromSiteModal siteId={siteId} opened={importing} onClose={() => setImporting(false)} />
      </OnceShown>
      <OnceShown shown={template !== null}>
        <CreateFromModal siteId={siteId} template={template} onClose={() => setTemplate(null)} />
      </OnceShown>
      <OnceShown shown={replacing !== null}>
        <ReplaceOriginIpModal siteId={siteId} domains={replacing} onClose={() => setReplacing(null)} />
      </OnceShown>
      <OnceShown shown={cnameResult !== null}>
        <CnameResultModal cname={site.cname} result={cnameResult} onClose={() => setCnameResult(null)} />
      </OnceShown>
    </Stack>
  );
}
