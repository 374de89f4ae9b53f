// The certificates of a site (spec 7: certificates (sslName, sort), certificate POST/PUT/DELETE): uploaded and
// automatic ones, searched by name and sorted; upload, rename with the change review, replace the chain,
// bind to domains, show or save the PEM chain (./ChainModal.tsx), remove after confirmation.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ErrorSchema } from '@rjsf/utils';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import createDescriptor from '../../../../forms/user/certificate-create.form.json';
import renameDescriptor from '../../../../forms/user/certificate-rename.form.json';
import { useUserCertificateDeleteCertificates, useUserCertificateListCertificates } from '../../../api/generated/hooks/certificate/certificate';
import { isApiError } from '../../../api/errors';
import type { UserCertificate, UserCertificateCreate } from '../../../api/generated/model';
import { describeError } from '../../../services/error-messages';
import { PermittedButton } from '../../../components/Permitted';
import { columnsFor, ResourceTable } from '../../../components/resource-table/ResourceTable';
import { useListState } from '../../../components/resource-table/list-state';
import { defineForm } from '../../../schema-form/descriptor';
import { RowFormModal } from '../../../schema-form/RowFormModal';
import { BindDomainsModal } from './BindDomainsModal';
import { ChainModal } from './ChainModal';
import { AutoSslBadge, CertStatusBadge, Expiry } from './labels';
import { ReplaceModal } from './ReplaceModal';
import { useAfterWrite } from '../../../kit/after-write';
import { RemoveRow, RemoveSelected } from '../remove-buttons';

const column = columnsFor<UserCertificate>();
/** Names shown in a cell before "and n more". */
const SHOWN = 3;
/** While a certificate is being issued or installed, the list is read again this often. */
export const PROCESSING_POLL_MS = 10_000;

type Filters = { sslName?: string };
type Upload = Partial<UserCertificateCreate>;
type Rename = { name: string };

/** Refusals of a certificate's name, shown next to the name (301001 illegal name, 101025 a name the site has). */
const NAME_REFUSALS = [301001, 101025] as const;
function nameRefusal<T>(error: unknown, duplicate: string): ErrorSchema<T> | null {
  if (!isApiError(error) || error.code === null || !(NAME_REFUSALS as readonly number[]).includes(error.code)) return null;
  const message = error.code === 101025 ? duplicate : describeError(error);
  return { name: { __errors: [message] } } as ErrorSchema<T>;
}

function Names({ names, more }: { names: string[]; more: (n: number) => string }) {
  if (names.length === 0) return <Text size="sm" c="dimmed">—</Text>;
  return (
    <Group gap={4}>
      {names.slice(0, SHOWN).map((name) => (
        <Badge key={name} variant="default" tt="none" miw="max-content">
          {name}
        </Badge>
      ))}
      {names.length > SHOWN && (
        <Tooltip label={names.slice(SHOWN).join(', ')} multiline maw={360}>
          <Text size="xs" c="dimmed" tabIndex={0}>
            {more(names.length - SHOWN)}
          </Text>
        </Tooltip>
      )}
    </Group>
  );
}

export function Certificates({ siteId }: { siteId: number }) {
  const { t } = useLingui();
  const afterWrite = useAfterWrite();
  const list = useListState<Filters>({ sortBy: 'name', orderBy: 'asc' });
  // `&sslName=…`: the command palette's link to a certificate (issue 25) opens the list searched for its name.
  const [address] = useSearchParams();
  const [search, setSearch] = useState(() => address.get('sslName') ?? '');
  const [debounced] = useDebouncedValue(search, 300);
  const { setFilters } = list;
  useEffect(() => setFilters({ sslName: debounced.trim() || undefined }), [debounced, setFilters]);
  const { sortBy, orderBy, ...rest } = list.params;
  const params = { ...rest, ...(sortBy ? { sort: orderBy === 'desc' ? `-${sortBy}` : sortBy } : {}) };
  const certificates = useUserCertificateListCertificates(siteId, params, {
    query: { refetchInterval: (query) => (query.state.data?.data.some((c) => c.status === 'processing') ? PROCESSING_POLL_MS : false) },
  });
  const remove = useUserCertificateDeleteCertificates();
  const [uploading, setUploading] = useState<{ mode: 'create'; initial: Upload } | null>(null);
  const [renaming, setRenaming] = useState<{ mode: 'edit'; initial: Rename; id: number } | null>(null);
  const [replacing, setReplacing] = useState<UserCertificate | null>(null);
  const [binding, setBinding] = useState<UserCertificate | null>(null);
  const [chainOf, setChainOf] = useState<UserCertificate | null>(null);

  const { mutateAsync: removeIds } = remove;
  const shownRows = certificates.data?.data;
  const removeCertificates = useCallback(
    (ids: number[]) => {
      const one = ids.length === 1 ? shownRows?.find((c) => c.id === ids[0])?.name : undefined;
      const message = one ? t`Certificate ${one} removed` : plural(ids.length, { one: '# certificate removed', other: '# certificates removed' });
      return afterWrite(removeIds({ siteId, data: { ids } }), message, 'user-certificate-delete-certificates', { siteId });
    },
    [afterWrite, removeIds, siteId, t, shownRows],
  );

  const columns = useMemo(
    () => [
      column.accessor('name', {
        id: 'name',
        header: () => t`Name`,
        cell: ({ row }) => (
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {row.original.name}
            </Text>
            <Text size="xs" c="dimmed">
              {row.original.autoSSL ? t`Automatic` : t`Uploaded`} · {row.original.issuer}
            </Text>
          </Stack>
        ),
      }),
      column.accessor('domains', {
        id: 'domains',
        header: () => t`Domains`,
        enableSorting: false,
        cell: ({ row }) => {
          const served = row.original.boundDomains.map((d) => d.domainName);
          const n = served.length - SHOWN;
          return (
            <Stack gap={4}>
              <Names names={row.original.domains} more={(n) => t`and ${n} more`} />
              <Text size="xs" c="dimmed">
                {served.length === 0 ? t`Serves no domain` : t`Serves: ${served.slice(0, SHOWN).join(', ')}`}
                {n > 0 && ` ${t`and ${n} more`}`}
              </Text>
            </Stack>
          );
        },
      }),
      column.accessor('status', {
        id: 'status',
        header: () => t`Status`,
        cell: ({ row }) => (
          <Stack gap={4} align="flex-start">
            <CertStatusBadge status={row.original.status} />
            {row.original.autoSSL && <AutoSslBadge status={row.original.autoSSLStatus} />}
          </Stack>
        ),
      }),
      column.accessor('notAfter', { id: 'notAfter', header: () => t`Expires`, cell: ({ getValue }) => <Expiry notAfter={getValue()} /> }),
      column.display({
        id: 'actions',
        header: () => t`Actions`,
        cell: ({ row }) => {
          const c = row.original;
          const count = c.boundDomains.length;
          return (
            <Group gap={4} wrap="nowrap">
              <Button size="compact-sm" variant="light" aria-label={t`Domains of ${c.name}`} onClick={() => setBinding(c)}>
                <Trans>Domains</Trans>
              </Button>
              <Button
                size="compact-sm"
                variant="subtle"
                aria-label={t`Rename ${c.name}`}
                onClick={() => setRenaming({ mode: 'edit', initial: { name: c.name }, id: c.id })}
              >
                <Trans>Rename</Trans>
              </Button>
              <Button size="compact-sm" variant="subtle" aria-label={t`Chain of ${c.name}`} onClick={() => setChainOf(c)}>
                <Trans>Chain</Trans>
              </Button>
              {!c.autoSSL && (
                <Button size="compact-sm" variant="subtle" aria-label={t`Replace ${c.name}`} onClick={() => setReplacing(c)}>
                  <Trans>Replace</Trans>
                </Button>
              )}
              <RemoveRow
                operation="user-certificate-delete-certificates"
                path={{ siteId }}
                aria-label={t`Remove ${c.name}`}
                title={t`Remove the certificate ${c.name}?`}
                message={
                  count > 0
                    ? plural(count, {
                        one: 'It serves # domain now. It will have no certificate, and HTTPS requests to it will fail until another certificate serves it.',
                        other: 'It serves # domains now. They will have no certificate, and HTTPS requests to them will fail until another certificate serves them.',
                      })
                    : t`It serves no domain now.`
                }
                loading={remove.isPending}
                apiBody={{ ids: [c.id] }}
                onConfirm={() => removeCertificates([c.id])}
              />
            </Group>
          );
        },
      }),
    ],
    [t, remove.isPending, removeCertificates, siteId],
  );

  return (
    <Stack gap="sm">
      <ResourceTable
        label={t`Certificates`}
        columns={columns}
        query={certificates}
        list={list}
        rowId={(c) => String(c.id)}
        bulkOperation={{ operation: 'user-certificate-delete-certificates', path: { siteId } }}
        empty={list.filters.sslName ? <Trans>No certificate has this name.</Trans> : <Trans>This site has no certificates yet.</Trans>}
        toolbar={
          <>
            <PermittedButton operation="user-certificate-create-certificate" path={{ siteId }} onClick={() => setUploading({ mode: 'create', initial: {} })}>
              <Trans>Upload a certificate</Trans>
            </PermittedButton>
            <TextInput
              aria-label={t`Search by certificate name`}
              placeholder={t`Search by certificate name`}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              w={240}
            />
          </>
        }
        bulkActions={(selected, clear) => {
          const count = selected.length;
          return (
            <RemoveSelected
              operation="user-certificate-delete-certificates"
              path={{ siteId }}
              title={plural(count, { one: 'Remove # certificate?', other: 'Remove # certificates?' })}
              message={t`Domains they serve will have no certificate, and HTTPS requests to them will fail until another certificate serves them.`}
              loading={remove.isPending}
              apiBody={{ ids: selected.map((c) => c.id) }}
              onConfirm={() => removeCertificates(selected.map((c) => c.id)).then(clear)}
            />
          );
        }}
      />
      <RowFormModal<UserCertificateCreate>
        descriptor={defineForm(createDescriptor)}
        editing={uploading as { mode: 'create'; initial: UserCertificateCreate } | null}
        path={{ siteId }}
        meta={{ handledCodes: NAME_REFUSALS }}
        fieldErrors={(error, values) => nameRefusal(error, t`This site already has a certificate named ${values.name ?? ''}.`)}
        successMessage={(values) => t`Certificate ${values.name ?? ''} uploaded`}
        onClose={() => setUploading(null)}
      />
      <RowFormModal<Rename>
        descriptor={defineForm(renameDescriptor)}
        editing={renaming}
        path={{ siteId }}
        extraBody={renaming ? { id: renaming.id } : undefined}
        meta={{ handledCodes: NAME_REFUSALS }}
        fieldErrors={(error, values) => nameRefusal(error, t`This site already has a certificate named ${values.name ?? ''}.`)}
        successMessage={(values) => t`Certificate renamed to ${values.name ?? ''}`}
        onClose={() => setRenaming(null)}
      />
      <ReplaceModal siteId={siteId} certificate={replacing} onClose={() => setReplacing(null)} />
      <BindDomainsModal siteId={siteId} certificate={binding} onClose={() => setBinding(null)} />
      <ChainModal siteId={siteId} certificate={chainOf} onClose={() => setChainOf(null)} />
    </Stack>
  );
}
