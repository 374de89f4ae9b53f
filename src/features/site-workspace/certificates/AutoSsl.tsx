// Automatic certificates of the site's domains (spec 4 and 8): the state of each domain's application, reapplying
// where it failed, and the hints that usually explain a failure.
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { Modal } from '../../../components/leave-guard/GuardedModal';
import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useUserSiteDomainApplyAutoSsl, useUserSiteDomainListDomains } from '../../../api/generated/hooks/site-domain/site-domain';
import type { UserDomain, UserDomainCertStatus } from '../../../api/generated/model';
import { columnsFor, ResourceTable } from '../../../components/resource-table/ResourceTable';
import { useListState } from '../../../components/resource-table/list-state';
import { ListFilters } from '../../../components/resource-table/ListFilters';
import { choicesOf } from '../domains/labels';
import { translate } from '../../../validation/form';
import { PROCESSING_POLL_MS } from './parts';
import { FailureHints } from './FailureHints';
import { autoSslBlocker } from './hints';
import { AutoSslBadge, CERT_STATUS, CertStatusBadge, PROVIDER_NAMES } from './labels';
import { useAfterWrite } from '../../../kit/after-write';
import { reportAutoSsl } from './follow-auto-ssl';

const column = columnsFor<UserDomain>();
type Filters = { keywords?: string[]; certStatus?: UserDomainCertStatus };

const failedApplication = (d: UserDomain) => d.autoSSL.enabled && (d.autoSSL.status === 'applyFailed' || d.certStatus === 'failed');

export function AutoSsl({ siteId, cname }: { siteId: number; cname: string }) {
  const { t, i18n } = useLingui();
  const afterWrite = useAfterWrite();
  const list = useListState<Filters>({ sortBy: 'domainName', orderBy: 'asc' });
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const { setFilters } = list;
  useEffect(() => setFilters({ keywords: debounced.trim() ? [debounced.trim().toLowerCase()] : undefined }), [debounced, setFilters]);
  const domains = useUserSiteDomainListDomains(siteId, list.params, {
    query: { refetchInterval: (query) => (query.state.data?.data.some((d) => d.certStatus === 'processing') ? PROCESSING_POLL_MS : false) },
  });
  const apply = useUserSiteDomainApplyAutoSsl();
  const [hints, setHints] = useState<UserDomain | null>(null);

  const { mutateAsync: applyTo } = apply;
  const reapply = useCallback(
    (targets: UserDomain[]) =>
      afterWrite(
        applyTo({
          siteId,
          data: {
            ids: targets.map((d) => d.id),
            enabled: true,
            provider: targets[0]!.autoSSL.provider,
            // Wildcard domains can only be verified through DNS.
            ...(targets.some((d) => d.domainName.startsWith('*.')) ? { verifyType: 'dns' as const } : {}),
          },
        }).then(() => reportAutoSsl(siteId, targets, () => void domains.refetch())),
        // The application runs on: the toast follows it, pending then issued or failed (issue 25).
        null,
        'user-siteDomain-apply-auto-ssl',
        { siteId },
        () => setHints(null),
      ),
    [afterWrite, applyTo, siteId, domains],
  );

  const columns = useMemo(
    () => [
      column.accessor('domainName', {
        id: 'domainName',
        header: () => t`Domain`,
        cell: ({ getValue }) => (
          <Text size="sm" fw={500}>
            {getValue()}
          </Text>
        ),
      }),
      column.accessor('cnameStatus', {
        id: 'cnameStatus',
        header: () => t`CNAME`,
        cell: ({ getValue }) =>
          getValue() === 'active' ? (
            <Badge color="green" variant="light">
              {t`Active`}
            </Badge>
          ) : getValue() === 'pending' ? (
            <Badge color="blue" variant="light">
              {t`Pending check`}
            </Badge>
          ) : (
            <Badge color="gray" variant="light">
              {t`Inactive`}
            </Badge>
          ),
      }),
      column.accessor('autoSSL', {
        id: 'autoSSL',
        header: () => t`Automatic certificate`,
        enableSorting: false,
        cell: ({ getValue }) =>
          getValue().enabled ? (
            <Stack gap={2} align="flex-start">
              <AutoSslBadge status={getValue().status} />
              <Text size="xs" c="dimmed">
                {PROVIDER_NAMES[getValue().provider]}
                {getValue().verifyType === 'dns' ? ` · ${t`DNS verification`}` : ` · ${t`HTTP verification`}`}
              </Text>
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              {t`Off`}
            </Text>
          ),
      }),
      column.accessor('certStatus', { id: 'certStatus', header: () => t`Certificate`, cell: ({ getValue }) => <CertStatusBadge status={getValue()} /> }),
      column.display({
        id: 'actions',
        header: () => t`Actions`,
        cell: ({ row }) => {
          const d = row.original;
          if (!failedApplication(d)) return null;
          const blocker = autoSslBlocker(d.domainName);
          return (
            <Group gap={4} wrap="nowrap">
              <Button size="compact-sm" variant="light" color="red" aria-label={t`Why it failed: ${d.domainName}`} onClick={() => setHints(d)}>
                <Trans>Why it failed</Trans>
              </Button>
              {blocker ? (
                <Text size="xs" c="dimmed" maw={200}>
                  {translate(blocker)}
                </Text>
              ) : (
                <Button size="compact-sm" variant="subtle" aria-label={t`Reapply for ${d.domainName}`} loading={apply.isPending} onClick={() => void reapply([d])}>
                  <Trans>Reapply</Trans>
                </Button>
              )}
            </Group>
          );
        },
      }),
    ],
    [t, apply.isPending, reapply],
  );

  const hintBlocker = hints ? autoSslBlocker(hints.domainName) : null;
  return (
    <Stack gap="sm">
      <Stack gap={2}>
        <Title order={2} fz="h4">
          <Trans>Automatic certificates of the domains</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>Domains with automatic SSL get a free certificate that renews itself. When an application fails, fix the cause and reapply.</Trans>
        </Text>
      </Stack>
      <ResourceTable
        label={t`Automatic certificates of the domains`}
        columns={columns}
        query={domains}
        list={list}
        rowId={(d) => String(d.id)}
        empty={<Trans>No domain matches these filters.</Trans>}
        toolbar={
          <>
            <TextInput aria-label={t`Search by domain`} placeholder={t`Search by domain`} value={search} onChange={(event) => setSearch(event.currentTarget.value)} w={220} />
            <ListFilters
              list={list}
              filters={[{ kind: 'select', key: 'certStatus', label: t`Certificate status`, placeholder: t`Any certificate status`, width: 200, data: choicesOf(CERT_STATUS, i18n) }]}
            />
          </>
        }
        bulkActions={(selected, clear) => {
          const eligible = selected.filter((d) => failedApplication(d) && !autoSslBlocker(d.domainName));
          return (
            <Button size="xs" variant="light" disabled={eligible.length === 0} loading={apply.isPending} onClick={() => void reapply(eligible).then(clear)}>
              <Trans>Reapply for {eligible.length} failed</Trans>
            </Button>
          );
        }}
      />
      <Modal opened={hints !== null} onClose={() => setHints(null)} title={t`Why the application for ${hints?.domainName ?? ''} failed`} size="lg" closeButtonProps={{ 'aria-label': t`Close` }}>
        {hints && (
          <Stack>
            <FailureHints domain={hints} cname={cname} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setHints(null)}>
                <Trans>Close</Trans>
              </Button>
              {hintBlocker ? null : (
                <Button loading={apply.isPending} onClick={() => void reapply([hints])}>
                  <Trans>Reapply</Trans>
                </Button>
              )}
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
