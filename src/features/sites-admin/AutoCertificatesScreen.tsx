// sitesManagement/autoSSLManagement (client): every automatic certificate of the customers' sites by domain,
// status and site; renewing one or a selection after a confirmation naming them, and for a failed application the
// hints the site workspace's certificates tab shows (FailureHints), with the certificate authority's own reason.
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { Modal } from '../../components/leave-guard/GuardedModal';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  useClientAutoCertificateListCertificates,
  useClientAutoCertificateRenewCertificates,
} from '../../api/generated/hooks/auto-certificate/auto-certificate';
import { useClientDomainListDomains } from '../../api/generated/hooks/client-domain/client-domain';
import { useClientSiteListMetaSites, useClientSiteListSites } from '../../api/generated/hooks/client-site/client-site';
import type { AutoCertificate, AutoCertificateStatus, ClientAutoCertificateListCertificatesParams } from '../../api/generated/model';
import { invalidateAfter } from '../../api/invalidate';
import { notifySuccess } from '../../services/feedback';
import { PermittedButton } from '../../components/Permitted';
import { ListFilters } from '../../components/resource-table/ListFilters';
import { filtersOfAddress, useListState } from '../../components/resource-table/list-state';
import { columnsFor } from '../../components/resource-table/ResourceTable';
import { ListPage } from '../../kit/ListPage';
import { UserText } from '../../components/UserText';
import { isolated } from '../../components/user-text';
import { workspacePath } from '../site-workspace/context';
import { FailureHints } from '../site-workspace/certificates/FailureHints';
import { Expiry } from '../site-workspace/certificates/labels';
import { useSiteNames } from './ActionForm';

type Filters = Omit<ClientAutoCertificateListCertificatesParams, 'page' | 'pageSize'>;
const column = columnsFor<AutoCertificate>();
/** While a certificate is being issued the list is read again at the pace of the site's certificates tab. */
const PROCESSING_POLL_MS = 10_000;

const STATUS: Record<AutoCertificateStatus, { label: MessageDescriptor; color: string }> = {
  pending: { label: msg`Waiting to apply`, color: 'gray' },
  processing: { label: msg`Being issued`, color: 'blue' },
  success: { label: msg`Issued`, color: 'green' },
  failed: { label: msg`Failed`, color: 'red' },
};

/** Certificate authorities by their names (proper names, not translated). */
const AUTHORITY: Record<string, string> = { letsencrypt: "Let's Encrypt", zerossl: 'ZeroSSL' };

export function Component() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const namesOf = useSiteNames();
  // `?domainName=…&certificate=7`: the command palette's link to a certificate (issue 25): the list filtered to it, its row marked.
  const [address] = useSearchParams();
  const [initialFilters] = useState(() => filtersOfAddress<Filters>(address, ['domainName']) as Filters);
  const list = useListState<Filters>({ pageSize: 25, filters: initialFilters });
  const certificates = useClientAutoCertificateListCertificates(list.params, {
    query: { refetchInterval: (query) => (query.state.data?.data.some((c) => c.status === 'processing') ? PROCESSING_POLL_MS : false) },
  });
  const sites = useClientSiteListMetaSites();
  const renew = useClientAutoCertificateRenewCertificates();
  const [asking, setAsking] = useState<{ rows: AutoCertificate[]; clear?: () => void } | null>(null);
  const [hints, setHints] = useState<AutoCertificate | null>(null);

  const confirmRenew = () => {
    if (!asking) return;
    const { rows, clear } = asking;
    renew.mutate(
      { data: { ids: rows.map((row) => row.id) } },
      {
        onSuccess: async () => {
          notifySuccess(plural(rows.length, { one: 'Renewal of # certificate requested', other: 'Renewal of # certificates requested' }));
          clear?.();
          await invalidateAfter(queryClient, 'client-autoCertificate-renew-certificates');
        },
        // A refusal is reported with the catalogue's message by the query client; the dialog closes.
        onSettled: () => setAsking(null),
      },
    );
  };

  const columns = useMemo(
    () => [
      column.accessor('domainName', {
        id: 'domainName',
        header: () => t`Domain`,
        cell: ({ row }) => (
          <Anchor
            component={Link}
            to={workspacePath('client', row.original.siteID, row.original.siteName, { domainName: row.original.domainName })}
            size="sm"
            fw={500}
          >
            <UserText value={row.original.domainName} />
          </Anchor>
        ),
      }),
      column.accessor('siteName', { id: 'siteName', header: () => t`Site` }),
      column.accessor('status', {
        id: 'status',
        header: () => t`Status`,
        cell: ({ getValue }) => (
          <Badge variant="light" color={STATUS[getValue()].color} miw="max-content">
            {i18n._(STATUS[getValue()].label)}
          </Badge>
        ),
      }),
      column.accessor('provider', { id: 'provider', header: () => t`Authority`, cell: ({ getValue }) => AUTHORITY[getValue()] ?? getValue() }),
      column.accessor('expiredAt', { id: 'expiredAt', header: () => t`Expires`, cell: ({ getValue }) => <Expiry notAfter={getValue()} /> }),
      column.accessor('updatedAt', { id: 'updatedAt', header: () => t`Updated`, cell: ({ getValue }) => new Date(getValue()).toLocaleString(i18n.locale) }),
      column.display({
        id: 'actions',
        header: () => t`Actions`,
        cell: ({ row }) => (
          <Group gap={4} wrap="nowrap">
            {row.original.status === 'failed' && (
              <Button size="compact-sm" variant="light" color="red" aria-label={t`Why it failed: ${isolated(row.original.domainName)}`} onClick={() => setHints(row.original)}>
                <Trans>Why it failed</Trans>
              </Button>
            )}
            {row.original.status !== 'processing' && (
              <PermittedButton
                operation="client-autoCertificate-renew-certificates"
                size="compact-sm"
                variant="subtle"
                aria-label={t`Renew ${isolated(row.original.domainName)}`}
                onClick={() => setAsking({ rows: [row.original] })}
              >
                <Trans>Renew</Trans>
              </PermittedButton>
            )}
          </Group>
        ),
      }),
    ],
    [t, i18n],
  );

  const filtered = Object.keys(list.filters).some((key) => list.filters[key as keyof Filters] !== undefined);
  const count = asking?.rows.length ?? 0;
  return (
    <>
      <ListPage
        title={t`Automatic certificates`}
        description={
          <Trans>
            The free certificates your customers' domains get and renew by themselves. When an application fails, see why, fix the cause with the
            customer, then renew.
          </Trans>
        }
        columns={columns}
        query={certificates}
        apiCall={{ operation: 'client-autoCertificate-list-certificates', query: list.params as Record<string, string | number | boolean | undefined> }}
        list={list}
        rowName={(row) => row.domainName}
        highlight={address.get('certificate') ?? undefined}
        empty={filtered ? <Trans>No automatic certificate matches these filters.</Trans> : <Trans>No domain of your customers has an automatic certificate yet.</Trans>}
        bulkOperation={{ operation: 'client-autoCertificate-renew-certificates' }}
        bulkActions={(selected, clear) => (
          <Button size="xs" variant="light" onClick={() => setAsking({ rows: selected, clear })}>
            <Trans>Renew selected</Trans>
          </Button>
        )}
        toolbar={
          <ListFilters
            list={list}
            filters={[
              { kind: 'search', key: 'domainName', label: t`Search by domain name`, width: 220 },
              {
                kind: 'select',
                key: 'status',
                label: t`Status`,
                placeholder: t`Any status`,
                data: (Object.keys(STATUS) as AutoCertificateStatus[]).map((value) => ({ value, label: i18n._(STATUS[value].label) })),
              },
              {
                kind: 'select',
                key: 'siteID',
                label: t`Site`,
                placeholder: t`Any site`,
                searchable: true,
                numeric: true,
                width: 240,
                data: (sites.data?.data ?? []).map((site) => ({ value: String(site.id), label: site.siteName })),
              },
            ]}
          />
        }
      />
      <Modal
        opened={asking !== null}
        onClose={() => setAsking(null)}
        title={count === 1 ? t`Renew the certificate of ${isolated(asking!.rows[0]!.domainName)}?` : plural(count, { one: 'Renew # automatic certificate?', other: 'Renew # automatic certificates?' })}
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        {asking && (
          <Stack>
            <Text size="sm">
              {t`The certificate authority is asked again for ${namesOf(asking.rows.map((row) => ({ siteName: row.domainName })))}. Certificates being issued carry on; a domain gets at most 50 certificates a week.`}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setAsking(null)}>
                <Trans>Cancel</Trans>
              </Button>
              <Button loading={renew.isPending} onClick={confirmRenew}>
                {plural(count, { one: 'Renew # certificate', other: 'Renew # certificates' })}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
      <Modal opened={hints !== null} onClose={() => setHints(null)} title={t`Why the application for ${isolated(hints?.domainName ?? '')} failed`} size="lg" closeButtonProps={{ 'aria-label': t`Close` }}>
        {hints && (
          <HintsOf
            certificate={hints}
            onRenew={() => {
              setHints(null);
              setAsking({ rows: [hints] });
            }}
            onClose={() => setHints(null)}
          />
        )}
      </Modal>
    </>
  );
}

/** The hints of one failed application: whether the domain points at its site's CNAME decides the likeliest. */
function HintsOf({ certificate, onRenew, onClose }: { certificate: AutoCertificate; onRenew: () => void; onClose: () => void }) {
  const { t } = useLingui();
  const domains = useClientDomainListDomains({ siteID: certificate.siteID, domainName: certificate.domainName, page: 1, pageSize: 25 });
  const sites = useClientSiteListSites({ siteName: certificate.siteName, page: 1, pageSize: 25 });
  const domain = domains.data?.data.find((d) => d.domainName === certificate.domainName);
  const site = sites.data?.data.find((s) => s.id === certificate.siteID);
  if (domains.isPending || sites.isPending) return <Loader size="sm" aria-label={t`Loading`} />;
  return (
    <Stack>
      <FailureHints
        domain={{ domainName: certificate.domainName, cnameStatus: domain?.cnameStatus === false ? 'inactive' : 'active' }}
        cname={site?.cname ?? t`the site's CNAME`}
        reason={
          certificate.message ? (
            <Text size="sm" mb="xs">
              <Trans>The authority said:</Trans> <UserText value={certificate.message} />
            </Text>
          ) : null
        }
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
        <PermittedButton operation="client-autoCertificate-renew-certificates" onClick={onRenew}>
          <Trans>Renew</Trans>
        </PermittedButton>
      </Group>
    </Stack>
  );
}
