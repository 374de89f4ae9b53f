// The listening ports of the site's zone (spec 7: zone ports GET) and which of them are open on the site
// (port settings POST and DELETE): domains may listen only on open ports. A layer-4 site sees them only to
// know which ports its forwarding cannot use.
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { OnOffBadge } from '../../../kit/lists/parts';
import { useMemo } from 'react';
import { useUserPortClosePorts, useUserPortListZonePorts, useUserPortOpenPorts } from '../../../api/generated/hooks/port/port';
import { useUserSiteSettingListPorts } from '../../../api/generated/hooks/site-setting/site-setting';
import type { UserListenPortType } from '../../../api/generated/model';
import { ConfirmButton } from '../../../components/ConfirmButton';
import { PermittedButton } from '../../../components/Permitted';
import { columnsFor, ResourceTable } from '../../../components/resource-table/ResourceTable';
import { useAfterWrite } from '../../../kit/after-write';

interface ListenRow {
  port: number;
  portType: UserListenPortType;
  /** The zone offers it (only such ports may be opened). */
  offered: boolean;
  open: boolean;
  domainCount: number;
}

const column = columnsFor<ListenRow>();

export function ListeningPorts({ siteId, layer4 }: { siteId: number; layer4: boolean }) {
  const { t } = useLingui();
  const afterWrite = useAfterWrite();
  const zone = useUserPortListZonePorts(siteId);
  const site = useUserSiteSettingListPorts(siteId, { query: { enabled: !layer4 } });
  const openPort = useUserPortOpenPorts();
  const closePort = useUserPortClosePorts();

  const rows = useMemo<ListenRow[]>(() => {
    const offered = zone.data?.data ?? [];
    const open = layer4 ? [] : (site.data?.data ?? []);
    const byPort = new Map<number, ListenRow>();
    for (const z of offered) byPort.set(z.port, { port: z.port, portType: z.portType, offered: true, open: false, domainCount: 0 });
    for (const o of open) {
      const row = byPort.get(o.port);
      byPort.set(o.port, { port: o.port, portType: o.portType, offered: Boolean(row), open: true, domainCount: o.domainCount });
    }
    return [...byPort.values()].sort((a, b) => a.port - b.port);
  }, [zone.data, site.data, layer4]);

  const data = useMemo(() => (zone.data ? { data: rows, total: rows.length } : undefined), [zone.data, rows]);
  const query = {
    data,
    isPending: zone.isPending || (!layer4 && site.isPending),
    isError: zone.isError || (!layer4 && site.isError),
    refetch: () => Promise.all([zone.refetch(), layer4 ? null : site.refetch()]),
  };

  const columns = useMemo(() => {
    const base = [
      column.accessor('port', {
        header: () => t`Port`,
        cell: ({ getValue }) => (
          <Text fw={600} ff="monospace">
            {getValue()}
          </Text>
        ),
      }),
      column.accessor('portType', { id: 'portType', header: () => t`Protocol`, cell: ({ getValue }) => getValue().toUpperCase() }),
    ];
    if (layer4) return base;
    return [
      ...base,
      column.accessor('open', {
        header: () => t`On this site`,
        cell: ({ row }) => <OnOffBadge on={row.original.open} onLabel={<Trans>Open</Trans>} offLabel={<Trans>Closed</Trans>} />,
      }),
      column.accessor('domainCount', {
        header: () => t`Domains listening`,
        cell: ({ row }) => (row.original.open ? row.original.domainCount : '—'),
      }),
      column.display({
        id: 'actions',
        header: () => t`Actions`,
        cell: ({ row }) => {
          const r = row.original;
          if (!r.open) {
            return (
              <PermittedButton
                operation="user-port-open-ports"
                path={{ siteId }}
                size="compact-sm"
                variant="light"
                aria-label={t`Open port ${r.port}`}
                loading={openPort.isPending && openPort.variables?.data.ports[0]?.port === r.port}
                disabled={!r.offered}
                onClick={() =>
                  void afterWrite(openPort.mutateAsync({ siteId, data: { ports: [{ port: r.port, portType: r.portType }] } }), t`Port ${r.port} opened`, 'user-port-open-ports', { siteId })
                }
              >
                <Trans>Open</Trans>
              </PermittedButton>
            );
          }
          if (r.domainCount > 0) {
            return (
              <Text size="xs" c="dimmed">
                <Trans>In use</Trans>
              </Text>
            );
          }
          return (
            <ConfirmButton
              operation="user-port-close-ports"
              path={{ siteId }}
              size="compact-sm"
              variant="subtle"
              aria-label={t`Close port ${r.port}`}
              title={t`Close port ${r.port}?`}
              message={t`Domains of this site will no longer be able to listen on port ${r.port} until it is opened again.`}
              confirmLabel={t`Close the port`}
              loading={closePort.isPending}
              onConfirm={() => afterWrite(closePort.mutateAsync({ siteId, data: { ports: [r.port] } }), t`Port ${r.port} closed`, 'user-port-close-ports', { siteId })}
            >
              <Trans>Close</Trans>
            </ConfirmButton>
          );
        },
      }),
    ];
  }, [t, layer4, openPort, closePort, siteId, afterWrite]);

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2} fz="h4">
            <Trans>Listening ports of the zone</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            {layer4 ? (
              <Trans>The zone's nodes serve websites on these ports, so they cannot be used for layer-4 forwarding.</Trans>
            ) : (
              <Trans>The zone offers these ports for websites. Open a port here before a domain of this site can listen on it.</Trans>
            )}
          </Text>
        </Stack>
      </Group>
      {layer4 ? (
        <>
          {zone.isPending && <Loader size="sm" aria-label={t`Loading`} />}
          {zone.isError && (
            <Button size="xs" variant="light" onClick={() => void zone.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          )}
          <Group gap="xs" role="list" aria-label={t`Listening ports of the zone`}>
            {rows.map((r) => (
              <Badge key={r.port} role="listitem" variant="default" size="lg" tt="none">
                {r.port} {r.portType.toUpperCase()}
              </Badge>
            ))}
          </Group>
        </>
      ) : (
        <ResourceTable
          label={t`Listening ports of the zone`}
          columns={columns}
          query={query}
          rowId={(r) => String(r.port)}
          height={400}
          empty={<Trans>The zone offers no listening ports.</Trans>}
        />
      )}
    </Stack>
  );
}
