// The layer-4 port mappings of a site (spec 7: ports, port POST/PUT/DELETE, port/batchCreate): each port with
// its origins, added one by one or in a batch, edited with the change review, removed after confirmation.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text } from '@mantine/core';
import { OnOffBadge } from '../../../kit/lists/parts';
import { useCallback, useMemo, useState } from 'react';
import descriptor from '../../../../forms/user/port-update.form.json';
import { useUserPortDeletePorts, useUserPortListPorts, useUserPortListZonePorts } from '../../../api/generated/hooks/port/port';
import type { UserL4Port } from '../../../api/generated/model';
import { PermittedButton } from '../../../components/Permitted';
import { columnsFor, ResourceTable } from '../../../components/resource-table/ResourceTable';
import { useListState } from '../../../components/resource-table/list-state';
import { defineForm } from '../../../schema-form/descriptor';
import { RowFormModal } from '../../../schema-form/RowFormModal';
import { AddPortsModal } from './AddPortsModal';
import { OriginsModal } from './OriginsModal';
import { useAfterWrite } from '../../../kit/after-write';
import { RemoveRow, RemoveSelected } from '../remove-buttons';

const column = columnsFor<UserL4Port>();
/** A site holds at most this many ports; the duplicate check reads them all in one call. */
const ALL_PORTS = { page: 1, pageSize: 5000 } as const;

type PortEdit = { port: number; enabled: boolean };

export function L4Ports({ siteId, portLimit }: { siteId: number; portLimit: number }) {
  const { t, i18n } = useLingui();
  const afterWrite = useAfterWrite();
  const list = useListState();
  const ports = useUserPortListPorts(siteId, list.params);
  const [adding, setAdding] = useState(false);
  const all = useUserPortListPorts(siteId, ALL_PORTS, { query: { enabled: adding } });
  const zone = useUserPortListZonePorts(siteId);
  const remove = useUserPortDeletePorts();
  const [editing, setEditing] = useState<{ mode: 'edit'; initial: PortEdit; id: number } | null>(null);
  const [origins, setOrigins] = useState<UserL4Port | null>(null);
  const total = ports.data?.total;

  const { mutateAsync: removeIds } = remove;
  const removePorts = useCallback(
    (chosen: UserL4Port[]) =>
      afterWrite(
        removeIds({ siteId, data: { ids: chosen.map((p) => p.id) } }),
        chosen.length === 1 ? t`Removed port ${chosen[0]!.port}` : plural(chosen.length, { one: 'Removed # port', other: 'Removed # ports' }),
        'user-port-delete-ports',
        { siteId },
      ),
    [afterWrite, removeIds, siteId, t],
  );

  const columns = useMemo(
    () => [
      column.accessor('port', {
        header: () => t`Port`,
        enableSorting: false,
        cell: ({ row }) => (
          <Text fw={600} ff="monospace">
            {row.original.port}/{row.original.protocol.toUpperCase()}
          </Text>
        ),
      }),
      column.accessor('upstreams', {
        header: () => t`Forwards to`,
        enableSorting: false,
        cell: ({ getValue }) => (
          <Stack gap={2}>
            {getValue().map((u) => (
              <Text key={u.id} size="sm" ff="monospace" c={u.enabled ? undefined : 'dimmed'} td={u.enabled ? undefined : 'line-through'}>
                {u.host.includes(':') ? `[${u.host}]` : u.host}:{u.port}
                <Text span size="xs" c="dimmed" ff="text">
                  {' '}
                  {u.enabled ? t`weight ${u.weight}` : t`off`}
                </Text>
              </Text>
            ))}
          </Stack>
        ),
      }),
      column.accessor('enabled', {
        header: () => t`State`,
        enableSorting: false,
        cell: ({ getValue }) => <OnOffBadge on={getValue()} onLabel={<Trans>Forwarding</Trans>} offLabel={<Trans>Off</Trans>} />,
      }),
      column.accessor('updatedAt', {
        header: () => t`Updated`,
        enableSorting: false,
        cell: ({ getValue }) => new Date(getValue()).toLocaleString(i18n.locale),
      }),
      column.display({
        id: 'actions',
        header: () => t`Actions`,
        cell: ({ row }) => {
          const p = row.original;
          return (
            <Group gap={4} wrap="nowrap">
              <Button size="compact-sm" variant="light" aria-label={t`Origins of port ${p.port}`} onClick={() => setOrigins(p)}>
                <Trans>Origins</Trans>
              </Button>
              <Button
                size="compact-sm"
                variant="subtle"
                aria-label={t`Edit port ${p.port}`}
                onClick={() => setEditing({ mode: 'edit', initial: { port: p.port, enabled: p.enabled }, id: p.id })}
              >
                <Trans>Edit</Trans>
              </Button>
              <RemoveRow
                operation="user-port-delete-ports"
                path={{ siteId }}
                aria-label={t`Remove port ${p.port}`}
                title={t`Remove port ${p.port}?`}
                message={t`Connections to port ${p.port} will no longer be forwarded. Its origins are removed with it.`}
                loading={remove.isPending}
                apiBody={{ ids: [p.id] }}
                onConfirm={() => removePorts([p])}
              />
            </Group>
          );
        },
      }),
    ],
    [t, i18n.locale, remove.isPending, removePorts, siteId],
  );

  const zonePorts = (zone.data?.data ?? []).map((z) => z.port);
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {portLimit > 0 ? (
          <Trans>
            TCP connections to these ports on the nodes are forwarded to the origins. Ports 1000 to 65000, except 3306, 3311, 6379, 9100 and
            61000-61199. This site may forward up to {portLimit} ports.
          </Trans>
        ) : (
          <Trans>
            TCP connections to these ports on the nodes are forwarded to the origins. Ports 1000 to 65000, except 3306, 3311, 6379, 9100 and
            61000-61199.
          </Trans>
        )}
      </Text>
      <ResourceTable
        label={t`Layer-4 ports`}
        columns={columns}
        query={ports}
        list={list}
        rowId={(p) => String(p.id)}
        bulkOperation={{ operation: 'user-port-delete-ports', path: { siteId } }}
        empty={<Trans>This site forwards no ports yet. Add ports to forward TCP connections to your servers.</Trans>}
        toolbar={
          <>
            <PermittedButton operation="user-port-create-ports" path={{ siteId }} onClick={() => setAdding(true)} disabled={portLimit > 0 && total !== undefined && total >= portLimit}>
              <Trans>Add ports</Trans>
            </PermittedButton>
            {portLimit > 0 && total !== undefined && (
              <Text size="sm" c={total >= portLimit ? 'red.9' : 'dimmed'}>
                <Trans>
                  {total} of {portLimit} ports used
                </Trans>
              </Text>
            )}
          </>
        }
        bulkActions={(selected, clear) => {
          const count = selected.length;
          return (
            <RemoveSelected
              operation="user-port-delete-ports"
              path={{ siteId }}
              title={plural(count, { one: 'Remove # port?', other: 'Remove # ports?' })}
              message={t`Connections to ${selected.map((p) => p.port).join(', ')} will no longer be forwarded.`}
              loading={remove.isPending}
              apiBody={{ ids: selected.map((p) => p.id) }}
              onConfirm={() => removePorts(selected).then(clear)}
            />
          );
        }}
      />
      <AddPortsModal
        siteId={siteId}
        opened={adding}
        onClose={() => setAdding(false)}
        zonePorts={zonePorts}
        portLimit={portLimit}
        existing={all.data ? all.data.data.map((p) => p.port) : null}
      />
      <RowFormModal<PortEdit>
        descriptor={defineForm(descriptor)}
        editing={editing}
        path={{ siteId }}
        extraBody={editing ? { id: editing.id } : undefined}
        onClose={() => setEditing(null)}
      />
      <OriginsModal siteId={siteId} port={origins} onClose={() => setOrigins(null)} />
    </Stack>
  );
}
