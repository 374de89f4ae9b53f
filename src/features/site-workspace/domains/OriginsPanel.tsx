// The origins (upstreams) of one domain: add, edit, remove. The rules of spec 4/5 are kept before anything is
// sent: at least one origin and one enabled origin stay; following the visitor's protocol needs port mapping on.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useId, useMemo, useState } from 'react';
import originForm from '../../../../forms/user/domain-origin.form.json';
import { useUserSiteDomainDeleteUpstreams, useUserSiteDomainListUpstreams } from '../../../api/generated/hooks/site-domain/site-domain';
import type { UserDomainUpstream } from '../../../api/generated/model';
import { PermittedButton } from '../../../components/Permitted';
import { columnsFor, ResourceTable } from '../../../components/resource-table/ResourceTable';
import { defineForm, type FormDescriptor } from '../../../schema-form/descriptor';
import { useAfterWrite } from '../../../kit/after-write';
import { RemoveRow } from '../remove-buttons';
import { RowFormModal } from '../../../schema-form/RowFormModal';
import { choiceNames } from './DescriptorSection';
import { PROTOCOL_LABEL } from './labels';
import { Mono } from '../../../components/CellText';

const base = defineForm(originForm);
const column = columnsFor<UserDomainUpstream>();
type OriginValues = Omit<UserDomainUpstream, 'id'>;
const NEW_ORIGIN: OriginValues = { host: '', protocol: 'http', port: 80, weight: 1, enabled: true };

/** The origin form for this domain and row: the choices the rules leave open, and why the others are closed. */
function useOriginDescriptor(portMap: boolean, onlyEnabled: boolean): FormDescriptor {
  const { t } = useLingui();
  return useMemo(() => {
    const ui = { ...(base.uiSchema ?? {}) };
    if (!portMap) {
      ui.protocol = {
        ...ui.protocol,
        'ui:enumDisabled': ['follow'],
        'ui:help': t`Following the visitor's protocol needs port mapping on: turn it on under Listening ports first.`,
      };
    }
    if (onlyEnabled) {
      ui.enabled = { ...ui.enabled, 'ui:disabled': true, 'ui:help': t`This is the only enabled origin of the domain, so it stays enabled.` };
    }
    return { ...base, uiSchema: ui };
  }, [portMap, onlyEnabled, t]);
}

export function OriginsPanel({ siteId, domainId, domainName, portMap }: { siteId: number; domainId: number; domainName: string; portMap: boolean }) {
  const { t, i18n } = useLingui();
  const afterWrite = useAfterWrite();
  const noteId = useId();
  const origins = useUserSiteDomainListUpstreams(siteId, domainId);
  const remove = useUserSiteDomainDeleteUpstreams();
  const [editing, setEditing] = useState<{ mode: 'create' | 'edit'; initial: OriginValues; id?: number } | null>(null);
  const rows = useMemo(() => origins.data?.data ?? [], [origins.data]);
  const enabledCount = rows.filter((row) => row.enabled).length;
  const editingOnlyEnabled = editing?.mode === 'edit' && editing.initial.enabled && enabledCount === 1;
  const descriptor = useOriginDescriptor(portMap, editingOnlyEnabled);

  /** Why an origin cannot be removed, or null. */
  const keeps = (row: UserDomainUpstream): string | null => {
    if (rows.length <= 1) return t`A domain keeps at least one origin: add another before removing this one.`;
    if (row.enabled && enabledCount === 1) return t`This is the only enabled origin: enable another before removing it.`;
    return null;
  };

  const columns = useMemo(
    () => [
      column.accessor('host', {
        id: 'host',
        header: () => t`Host or IP`,
        cell: ({ getValue }) => (
          <Mono wrap>{getValue()}</Mono>
        ),
      }),
      column.accessor('port', { id: 'port', header: () => t`Port` }),
      column.accessor('protocol', { id: 'protocol', header: () => t`Protocol`, cell: ({ getValue }) => i18n._(PROTOCOL_LABEL[getValue()]) }),
      column.accessor('weight', { id: 'weight', header: () => t`Weight` }),
      column.accessor('enabled', {
        id: 'enabled',
        header: () => t`State`,
        cell: ({ getValue }) => (
          <Badge variant="light" color={getValue() ? 'green' : 'gray'} tt="none">
            {getValue() ? t`Enabled` : t`Disabled`}
          </Badge>
        ),
      }),
      column.display({
        id: 'actions',
        header: () => t`Actions`,
        cell: ({ row }) => {
          const origin = row.original;
          const reason = keeps(origin);
          const { id, host, port, ...rest } = origin;
          const initial = { host, port, ...rest };
          return (
            <Group gap={4} wrap="nowrap">
              <Button size="compact-sm" variant="subtle" aria-label={t`Edit origin ${host}`} onClick={() => setEditing({ mode: 'edit', initial, id })}>
                <Trans>Edit</Trans>
              </Button>
              <RemoveRow
                operation="user-siteDomain-delete-upstreams"
                path={{ siteId, domainId }}
                aria-label={t`Remove origin ${host}`}
                disabled={reason !== null}
                aria-describedby={reason ? noteId : undefined}
                loading={remove.isPending && remove.variables?.data.ids.includes(id)}
                title={t`Remove this origin?`}
                message={t`${host}:${port} stops receiving requests for ${domainName}.`}
                apiBody={{ ids: [id] }}
                onConfirm={() => afterWrite(remove.mutateAsync({ siteId, domainId, data: { ids: [id] } }), t`Origin ${host}:${port} removed from ${domainName}`, 'user-siteDomain-delete-upstreams', { siteId, domainId })}
              />
            </Group>
          );
        },
      }),
    ],
    [t, i18n, rows, enabledCount, remove.isPending, remove.variables], // eslint-disable-line react-hooks/exhaustive-deps -- the row helpers are new on every render and read only the domain, the rows and the calls listed
  );

  const note = rows.length <= 1 ? t`A domain keeps at least one origin.` : enabledCount <= 1 ? t`At least one origin must stay enabled.` : null;
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Text size="sm" c="dimmed">
          <Trans>Requests for {domainName} are passed to these servers, shared by weight.</Trans>
        </Text>
        <PermittedButton operation="user-siteDomain-create-upstreams" path={{ siteId, domainId }} size="xs" onClick={() => setEditing({ mode: 'create', initial: NEW_ORIGIN })}>
          <Trans>Add origin</Trans>
        </PermittedButton>
      </Group>
      <ResourceTable
        label={t`Origins of ${domainName}`}
        columns={columns}
        query={origins}
        rowId={(row) => String(row.id)}
        height={360}
        empty={<Trans>This domain has no origin yet.</Trans>}
      />
      {note && (
        <Alert id={noteId} variant="light" color="blue" p="xs">
          <Text size="sm">{note}</Text>
        </Alert>
      )}
      <RowFormModal<OriginValues>
        descriptor={descriptor}
        editing={editing}
        path={{ siteId, domainId }}
        extraBody={editing?.id ? { id: editing.id } : undefined}
        onClose={() => setEditing(null)}
        describeValue={choiceNames(descriptor)}
        successMessage={(values, mode) => {
          const origin = `${values.host.trim()}:${values.port}`;
          return mode === 'create' ? t`Origin ${origin} added to ${domainName}` : t`Origin ${origin} of ${domainName} saved`;
        }}
      />
    </Stack>
  );
}
