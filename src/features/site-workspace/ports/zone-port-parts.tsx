// What is particular to the zone's listening ports of a layer-7 site (forms/user/lists/zone-ports.list.json): each row
// joins two calls, the ports the zone offers (zone ports GET) and those open on the site (settings ports GET), and
// its Open or Close (port settings POST and DELETE) depends on both: a port only the zone offers may be opened, an
// open port no domain listens on may be closed.
import { Trans, useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { useUserPortClosePorts, useUserPortListZonePorts, useUserPortOpenPorts } from '../../../api/generated/hooks/port/port';
import { useUserSiteSettingListPorts } from '../../../api/generated/hooks/site-setting/site-setting';
import type { UserListenPortType } from '../../../api/generated/model';
import { ConfirmButton } from '../../../components/ConfirmButton';
import { PermittedButton } from '../../../components/Permitted';
import { useAfterWrite } from '../../../kit/after-write';
import type { ListOverride, OverrideProps, OwnRows, Row } from '../../../kit/lists/scope';

export interface ListenRow {
  port: number;
  portType: UserListenPortType;
  /** The zone offers it (only such ports may be opened). */
  offered: boolean;
  open: boolean;
  /** How many domains listen on it; null while it is closed. */
  domainCount: number | null;
}

/** The zone's ports with the site's open ones (an open port the zone no longer offers too), by port. */
export function joinPorts(offered: readonly { port: number; portType: UserListenPortType }[], open: readonly { port: number; portType: UserListenPortType; domainCount: number }[]): ListenRow[] {
  const byPort = new Map<number, ListenRow>();
  for (const z of offered) byPort.set(z.port, { port: z.port, portType: z.portType, offered: true, open: false, domainCount: null });
  for (const o of open) byPort.set(o.port, { port: o.port, portType: o.portType, offered: byPort.has(o.port), open: true, domainCount: o.domainCount });
  return [...byPort.values()].sort((a, b) => a.port - b.port);
}

function useZonePorts(path: Record<string, number>): OwnRows {
  const siteId = path.siteId!;
  const zone = useUserPortListZonePorts(siteId);
  const site = useUserSiteSettingListPorts(siteId);
  // Rows only once both are read (a port the site failed to say is open is not shown closed).
  const data = useMemo(() => {
    if (!zone.data || !site.data) return undefined;
    const rows = joinPorts(zone.data.data, site.data.data);
    return { data: rows as unknown as Row[], total: rows.length };
  }, [zone.data, site.data]);
  const { refetch: zoneAgain } = zone;
  const { refetch: siteAgain } = site;
  const isPending = zone.isPending || site.isPending;
  const isError = zone.isError || site.isError;
  return useMemo(() => ({ data, isPending, isError, refetch: () => Promise.all([zoneAgain(), siteAgain()]) }), [data, isPending, isError, zoneAgain, siteAgain]);
}

/** Open a port the zone offers; close an open port no domain listens on. */
function PortAction({ path, row }: OverrideProps & { row: Row; name: string }) {
  const { t } = useLingui();
  const afterWrite = useAfterWrite();
  const openPort = useUserPortOpenPorts();
  const closePort = useUserPortClosePorts();
  const siteId = path.siteId!;
  const r = row as unknown as ListenRow;
  if (!r.open) {
    return (
      <PermittedButton
        operation="user-port-open-ports"
        path={{ siteId }}
        size="compact-sm"
        variant="light"
        aria-label={t`Open port ${r.port}`}
        loading={openPort.isPending}
        disabled={!r.offered}
        onClick={() => void afterWrite(openPort.mutateAsync({ siteId, data: { ports: [{ port: r.port, portType: r.portType }] } }), t`Port ${r.port} opened`, 'user-port-open-ports', { siteId })}
      >
        <Trans>Open</Trans>
      </PermittedButton>
    );
  }
  if ((r.domainCount ?? 0) > 0) {
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
}

export const ZONE_PORT_OVERRIDES: Record<string, ListOverride> = { zonePorts: { rows: useZonePorts, row: PortAction } };
