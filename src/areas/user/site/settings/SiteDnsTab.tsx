// Site DNS (spec 2, 7: site DNS): records the site's nodes use to resolve origin host names instead of public
// DNS, with the domains whose origins use each record.
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Code, Group, List, Loader, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import descriptor from '../../../../../forms/user/site-dns-record.form.json';
import { useUserSiteDnsDeleteRecords, useUserSiteDnsListDomains, useUserSiteDnsListRecords } from '../../../../api/generated/hooks/site-dns/site-dns';
import type { UserSiteDnsRecord, UserSiteDnsType } from '../../../../api/generated/model';
import { notifySuccess } from '../../../../app/feedback';
import { reported } from '../../../../app/swallow';
import { ConfirmButton } from '../../../../components/ConfirmButton';
import { PermittedButton } from '../../../../components/Permitted';
import { useListState } from '../../../../components/resource-table/list-state';
import { columnsFor, ResourceTable } from '../../../../components/resource-table/ResourceTable';
import type { FormDescriptor } from '../../../../schema-form/descriptor';
import { invalidateUnder } from '../../../../schema-form/invalidate';
import { RowFormModal } from '../../../../schema-form/RowFormModal';
import { useSite } from '../context';
import { formatDateTime, formatDuration } from './format';
import { Section } from './Section';

const form = descriptor as FormDescriptor;
const column = columnsFor<UserSiteDnsRecord>();

export interface DnsRecordValues {
  name?: string;
  type: UserSiteDnsType;
  value?: string;
  ttl: number;
}

/** The list's sort as the call's `sort` query: `name`, `-updatedAt`. */
export const sortParam = (sortBy?: string, orderBy?: 'asc' | 'desc') => (sortBy ? `${orderBy === 'desc' ? '-' : ''}${sortBy}` : undefined);

export default function SiteDnsTab() {
  const { t, i18n } = useLingui();
  const { siteId } = useSite();
  const queryClient = useQueryClient();
  const list = useListState();
  const records = useUserSiteDnsListRecords(siteId, { page: list.page, pageSize: list.pageSize, sort: sortParam(list.sortBy, list.orderBy) });
  const remove = useUserSiteDnsDeleteRecords();
  const [editing, setEditing] = useState<{ mode: 'create' | 'edit'; initial: DnsRecordValues; id?: number } | null>(null);
  const [domainsOf, setDomainsOf] = useState<UserSiteDnsRecord | null>(null);
  const rowsOnPage = records.data?.data.length ?? 0;
  const host = domainsOf?.name ?? '';

  const removeRecords = (doomed: UserSiteDnsRecord[], after?: () => void) =>
    reported(async () => {
      await remove.mutateAsync({ siteId, data: { ids: doomed.map((record) => record.id) } });
      notifySuccess(t`Remove Success!`);
      after?.();
      // Removing every row of the last page goes back one page.
      if (doomed.length >= rowsOnPage && list.page > 1) list.setPage(list.page - 1);
      await invalidateUnder(queryClient, `/user/site/${siteId}/`);
    });

  const columns = useMemo(
    () => [
      column.accessor('name', {
        id: 'name',
        header: () => t`Host name`,
        cell: ({ getValue }) => (
          <Text size="sm" fw={500} style={{ wordBreak: 'break-all' }}>
            {getValue()}
          </Text>
        ),
      }),
      column.accessor('type', {
        id: 'type',
        header: () => t`Type`,
        cell: ({ getValue }) => (
          <Badge variant="light" tt="none">
            {getValue()}
          </Badge>
        ),
      }),
      column.accessor('value', { id: 'value', header: () => t`Value`, cell: ({ getValue }) => <Code style={{ wordBreak: 'break-all' }}>{getValue()}</Code> }),
      column.accessor('ttl', { id: 'ttl', header: () => t`TTL`, cell: ({ getValue }) => formatDuration(getValue(), i18n.locale) }),
      column.accessor('domainCount', {
        id: 'domainCount',
        header: () => t`Domains`,
        cell: ({ row }) => {
          const record = row.original;
          const host = record.name;
          const count = record.domainCount;
          return (
            <Button size="compact-sm" variant="subtle" aria-label={t`Domains using ${host}: ${count}`} onClick={() => setDomainsOf(record)}>
              {count}
            </Button>
          );
        },
      }),
      column.accessor('updatedAt', { id: 'updatedAt', header: () => t`Updated`, cell: ({ getValue }) => formatDateTime(getValue(), i18n.locale) }),
      column.display({
        id: 'actions',
        header: () => t`Actions`,
        cell: ({ row }) => {
          const record = row.original;
          const host = record.name;
          const count = record.domainCount;
          return (
            <Group gap={4} wrap="nowrap">
              <Button
                size="compact-sm"
                variant="light"
                aria-label={t`Edit the record of ${host}`}
                onClick={() => setEditing({ mode: 'edit', initial: { name: record.name, type: record.type, value: record.value, ttl: record.ttl }, id: record.id })}
              >
                <Trans>Edit</Trans>
              </Button>
              <ConfirmButton
                operation="user-siteDns-delete-records"
                path={{ siteId }}
                size="compact-sm"
                variant="subtle"
                aria-label={t`Remove the record of ${host}`}
                title={t`Remove this DNS record?`}
                message={
                  count > 0
                    ? plural(count, {
                        one: `# domain reaches its origin through ${host}; after removal the nodes resolve it through public DNS again.`,
                        other: `# domains reach their origins through ${host}; after removal the nodes resolve it through public DNS again.`,
                      })
                    : t`The nodes resolve ${host} through public DNS again.`
                }
                confirmLabel={t`Remove`}
                loading={remove.isPending}
                onConfirm={() => removeRecords([record])}
              >
                <Trans>Remove</Trans>
              </ConfirmButton>
            </Group>
          );
        },
      }),
    ],
    [t, i18n.locale, siteId, remove.isPending, rowsOnPage, list.page], // eslint-disable-line react-hooks/exhaustive-deps
  );

  return (
    <Stack gap="lg">
      <Section
        id="site-dns"
        title={<Trans>Site DNS</Trans>}
        description={
          <Trans>
            Records the site's nodes use to resolve your origin host names instead of public DNS, for example to reach an origin by a private address.
          </Trans>
        }
        actions={
          <PermittedButton operation="user-siteDns-create-record" path={{ siteId }} onClick={() => setEditing({ mode: 'create', initial: { type: 'A', ttl: 600 } })}>
            <Trans>Add DNS record</Trans>
          </PermittedButton>
        }
      >
        <ResourceTable
          label={t`DNS records`}
          columns={columns}
          query={records}
          list={list}
          rowId={(record) => String(record.id)}
          bulkOperation={{ operation: 'user-siteDns-delete-records', path: { siteId } }}
          height={520}
          empty={<Trans>No DNS records: the nodes resolve your origins through public DNS.</Trans>}
          bulkActions={(selected, clear) => {
            const count = selected.length;
            return (
              <ConfirmButton
                operation="user-siteDns-delete-records"
                path={{ siteId }}
                size="xs"
                title={plural(count, { one: 'Remove # DNS record?', other: 'Remove # DNS records?' })}
                message={t`The nodes resolve these host names through public DNS again.`}
                confirmLabel={t`Remove`}
                loading={remove.isPending}
                onConfirm={() => removeRecords(selected, clear)}
              >
                <Trans>Remove selected</Trans>
              </ConfirmButton>
            );
          }}
        />
      </Section>
      <RowFormModal<DnsRecordValues>
        descriptor={form}
        editing={editing}
        path={{ siteId }}
        extraBody={editing?.id ? { id: editing.id } : undefined}
        meta={{ duplicateMessage: msg`This record exists already, or its host name has a CNAME record, which cannot share its name.` }}
        invalidate={`/user/site/${siteId}/`}
        onClose={() => setEditing(null)}
      />
      <Modal
        opened={domainsOf !== null}
        onClose={() => setDomainsOf(null)}
        title={t`Domains using ${host}`}
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        {domainsOf && <RecordDomains siteId={siteId} record={domainsOf} />}
      </Modal>
    </Stack>
  );
}

function RecordDomains({ siteId, record }: { siteId: number; record: UserSiteDnsRecord }) {
  const { t } = useLingui();
  const domains = useUserSiteDnsListDomains(siteId, record.id);
  const host = record.name;
  if (domains.isPending) return <Loader size="sm" aria-label={t`Loading`} />;
  if (domains.isError) {
    return (
      <Alert color="red" title={t`The domains could not be loaded.`}>
        <Button size="xs" variant="light" onClick={() => void domains.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </Alert>
    );
  }
  const rows = domains.data.data;
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>No domain of this site has an origin at {host} yet.</Trans>
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <Text size="sm">
        <Trans>The origins of these domains are reached through this record:</Trans>
      </Text>
      <List aria-label={t`Domains using ${host}`}>
        {rows.map((domain) => (
          <List.Item key={domain.id}>{domain.domainName}</List.Item>
        ))}
      </List>
    </Stack>
  );
}
