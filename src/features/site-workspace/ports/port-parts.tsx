// What is particular to the layer-4 ports of a site (forms/user/lists/l4-ports.list.json) and to the origins of one
// port (l4-port-origins.list.json): the port and its origins as cells; ports added in a batch (with the zone's
// listening ports and the ports the site forwards refused on their line) under the site's port limit, with the
// count against it; an origin's address and port used once per port, the last enabled origin kept (spec 7).
import { useLingui } from '@lingui/react/macro';
import { Trans } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useUserPortListPorts, useUserPortListZonePorts } from '../../../api/generated/hooks/port/port';
import type { UserPortUpstream } from '../../../api/generated/model';
import { PermittedButton } from '../../../components/Permitted';
import { FORMS } from '../../../kit/lists/found';
import { listParts } from '../../../kit/lists/list-parts';
import type { Cell, ListOverride, OverrideProps, OverrideState, Row } from '../../../kit/lists/scope';
import type { FormDescriptor } from '../../../schema-form/descriptor';
import { translate } from '../../../validation/form';
import { LIST_MESSAGES } from '../../../validation/lists';
import { useSite } from '../context';
import { AddPortsModal } from './AddPortsModal';
import { originProblems } from './port-rules';
import { ZONE_PORT_OVERRIDES } from './zone-port-parts';

/** A site holds at most this many ports; the duplicate check of a batch reads them all in one call. */
const ALL_PORTS = { page: 1, pageSize: 5000 } as const;

/** The port and its protocol: 7443/TCP. */
const PortCell: Cell = ({ row }) => (
  <Text fw={600} ff="monospace">
    {String(row.port)}/{String(row.protocol).toUpperCase()}
  </Text>
);

/** The origins of a port, each with its weight (an origin turned off struck through). */
function OriginsCell({ value }: { value: unknown }) {
  const { t } = useLingui();
  return (
    <Stack gap={2}>
      {((value as UserPortUpstream[] | undefined) ?? []).map((u) => (
        <Text key={u.id} size="sm" ff="monospace" c={u.enabled ? undefined : 'dimmed'} td={u.enabled ? undefined : 'line-through'}>
          {u.host.includes(':') ? `[${u.host}]` : u.host}:{u.port}
          <Text span size="xs" c="dimmed" ff="text">
            {' '}
            {u.enabled ? t`weight ${u.weight}` : t`off`}
          </Text>
        </Text>
      ))}
    </Stack>
  );
}

const PORT_CELLS: Record<string, Cell> = { l4Port: PortCell, l4Origins: OriginsCell };

/** Add ports (a batch, in its own dialog) and how many of the site's limit are used. */
function PortsToolbar({ path, total }: OverrideProps) {
  const { site } = useSite();
  const siteId = path.siteId!;
  const portLimit = site.limitations.portLimit;
  const [adding, setAdding] = useState(false);
  const all = useUserPortListPorts(siteId, ALL_PORTS, { query: { enabled: adding } });
  const zone = useUserPortListZonePorts(siteId);
  const full = portLimit > 0 && total >= portLimit;
  return (
    <>
      <PermittedButton operation="user-port-create-ports" path={{ siteId }} onClick={() => setAdding(true)} disabled={full}>
        <Trans>Add ports</Trans>
      </PermittedButton>
      {portLimit > 0 && (
        <Text size="sm" c={full ? 'red.9' : 'dimmed'}>
          <Trans>
            {total} of {portLimit} ports used
          </Trans>
        </Text>
      )}
      <AddPortsModal
        siteId={siteId}
        opened={adding}
        onClose={() => setAdding(false)}
        zonePorts={(zone.data?.data ?? []).map((z) => z.port)}
        portLimit={portLimit}
        existing={all.data ? all.data.data.map((p) => p.port) : null}
      />
    </>
  );
}

/** The site's limit of ports, under the introduction. */
function PortLimit() {
  const { site } = useSite();
  const portLimit = site.limitations.portLimit;
  if (portLimit <= 0) return null;
  return (
    <Text size="sm" c="dimmed" mt={-8}>
      <Trans>This site may forward up to {portLimit} ports.</Trans>
    </Text>
  );
}

/** The origin form with the enabled switch kept on for the only enabled origin. */
function originForm(base: FormDescriptor, onlyEnabled: boolean, why: string): FormDescriptor {
  if (!onlyEnabled) return base;
  return { ...base, uiSchema: { ...(base.uiSchema ?? {}), enabled: { ...base.uiSchema?.enabled, 'ui:disabled': true, 'ui:help': why } } };
}

/** A port holds at most this many origins. */
const MAX_ORIGINS = 100;
const DUPLICATES = new Set([LIST_MESSAGES.duplicateIP.id, LIST_MESSAGES.duplicateAddress.id]);

function usePortOrigins({ rows, parent }: OverrideProps): OverrideState {
  const { t } = useLingui();
  return useMemo(() => {
    const base = FORMS.get('user.site.port-origin');
    const enabled = (list: Row[]) => list.filter((row) => row.enabled === true).length;
    const why = t`This is the only enabled origin of the port; it stays enabled.`;
    return {
      initial: { port: parent?.port },
      addRefused: rows.length >= MAX_ORIGINS ? t`A port has at most ${MAX_ORIGINS} origins.` : null,
      editForm: (row) => originForm(base, row.enabled === true && enabled(rows) === 1, why),
      rowName: (row) => `${String(row.host)}:${String(row.port)}`,
      // The address and port of another origin of the port (the schema checks the rest).
      check: (values, row) => {
        const others = rows.filter((other) => !row || other.id !== row.id).map((other) => ({ host: String(other.host), port: Number(other.port) }));
        const [problems] = originProblems([{ host: String(values.host ?? ''), port: values.port as number, weight: values.weight as number }], { others });
        return problems?.host && DUPLICATES.has(problems.host.id) ? { host: translate(problems.host) } : {};
      },
      removeRefused: (removed) => {
        const left = rows.filter((row) => !removed.some((gone) => gone.id === row.id));
        if (left.length === 0) return t`A port keeps at least one origin: add another before removing this one.`;
        if (enabled(left) === 0 && enabled(removed) > 0) return t`This is the only enabled origin: enable another before removing it.`;
        return null;
      },
    };
  }, [rows, parent?.port, t]);
}

const PORT_OVERRIDES: Record<string, ListOverride> = {
  l4Ports: { toolbar: PortsToolbar, before: PortLimit },
  l4PortOrigins: { use: usePortOrigins },
};

/** The parts of the ports tab's lists: the kit's cells, these and the zone's listening ports'. */
export const PORT_LIST_PARTS = listParts({ cells: [PORT_CELLS], overrides: [PORT_OVERRIDES, ZONE_PORT_OVERRIDES] });
