// The list kit's scope for the client's lists that are not a site's (monitoring, virtual nodes): no path, what a
// change refreshes, and the registries with the client's own cells and overrides.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { type ReactNode, useMemo } from 'react';
import { useClientMonitorListUninitializedNodes } from '../../api/generated/hooks/monitor/monitor';
import { useClientNodeListZoneNodes } from '../../api/generated/hooks/node/node';
import { useClientZoneListMetaZones } from '../../api/generated/hooks/zone/zone';
import { invalidateAfter } from '../../api/invalidate';
import { notifySuccess } from '../../services/feedback';
import { FORMS } from '../../kit/lists/found';
import type { Cell, ListOverride, ListScope, OverrideProps, Row } from '../../kit/lists/scope';
import { ListScopeContext } from '../../kit/lists/scope';
import type { FormDescriptor } from '../../schema-form/descriptor';
import { callOperation } from '../../schema-form/operations';
import { listParts } from '../../kit/lists/list-parts';

const CLIENT_CELLS: Record<string, Cell> = {
  /** How many items a list holds. */
  'client.length': ({ value }) => <>{Array.isArray(value) ? value.length : 0}</>,
};

/** Monitor nodes: adding picks a registered probe; the selection is put in or out of service at once. */
const monitorNodes: ListOverride = {
  use: function useMonitorNodes() {
    const { t } = useLingui();
    const pending = useClientMonitorListUninitializedNodes({ page: 1, pageSize: 500 });
    const probes = pending.data?.data ?? [];
    const form = FORMS.get('client.monitor.node');
    const schema = form.schema as { properties: Record<string, object> };
    const withProbes: FormDescriptor = {
      ...form,
      schema: {
        ...schema,
        properties: { ...schema.properties, id: { ...schema.properties.id, oneOf: probes.map((p) => ({ const: p.id, title: `${p.hostname} (${p.ip})` })) } },
      },
    };
    return {
      form: probes.length ? withProbes : form,
      addRefused: pending.data && probes.length === 0 ? t`No registered probe waits to be put in service.` : null,
      initial: probes[0] ? { id: probes[0].id, name: probes[0].hostname } : undefined,
    };
  },
  before: function PendingProbes() {
    const pending = useClientMonitorListUninitializedNodes({ page: 1, pageSize: 500 });
    const count = pending.data?.total ?? 0;
    if (!count) return null;
    const names = (pending.data?.data ?? []).map((p) => `${p.hostname} (${p.ip})`).join(', ');
    return (
      <Text size="sm" mb="sm">
        <Trans>
          Registered probes not in service yet ({count}): {names}
        </Trans>
      </Text>
    );
  },
  bulk: function EnableSelected({ selected, clear }: OverrideProps & { selected: Row[]; clear: () => void }) {
    const queryClient = useQueryClient();
    const set = (enabled: boolean) =>
      callOperation('client-monitor-set-enable-status', { body: { ids: selected.map((r) => r.id), enabled } }).then(
        async () => {
          notifySuccess(enabled ? plural(selected.length, { one: '# probe put in service', other: '# probes put in service' }) : plural(selected.length, { one: '# probe taken out of service', other: '# probes taken out of service' }));
          clear();
          await invalidateAfter(queryClient, 'client-monitor-set-enable-status');
        },
        () => undefined, // Reported by the query client.
      );
    return (
      <>
        <Button size="xs" variant="light" onClick={() => void set(true)}>
          <Trans>Put in service</Trans>
        </Button>
        <Button size="xs" variant="light" color="gray" onClick={() => void set(false)}>
          <Trans>Take out of service</Trans>
        </Button>
      </>
    );
  },
};

/** A form whose field `field` (at the top, or in every `oneOf` branch that has it) takes labelled choices. */
export function withChoices(form: FormDescriptor, field: string, choices: { const: number | string; title: string }[] | undefined): FormDescriptor {
  if (!choices) return form;
  type Node = { properties?: Record<string, object>; oneOf?: Node[] };
  const lay = (node: Node): Node => ({
    ...node,
    ...(node.properties?.[field] ? { properties: { ...node.properties, [field]: { ...node.properties[field], oneOf: choices } } } : {}),
    ...(node.oneOf ? { oneOf: node.oneOf.map(lay) } : {}),
  });
  return { ...form, schema: lay(form.schema as Node) as FormDescriptor['schema'] };
}

/** Virtual nodes: a new one is created in one of the client's zones, chosen by name. */
const virtualNodes: ListOverride = {
  use: function useZones() {
    const zones = useClientZoneListMetaZones();
    const form = FORMS.get('client.virtualNode');
    return { form: withChoices(form, 'zoneID', zones.data?.data.map((z) => ({ const: z.id, title: z.name }))), initial: zones.data?.data[0] ? { zoneID: zones.data.data[0].id } : undefined };
  },
};

/** Records of a virtual node: an IP record names a node of the virtual node's zone, chosen by name; a record is
 * edited as its own kind (PUT virtualNode/{id}/record). */
const virtualNodeRecords: ListOverride = {
  use: function useZoneNodes({ parent }: OverrideProps) {
    const zoneId = Number(parent?.zoneID ?? 0);
    const nodes = useClientNodeListZoneNodes(zoneId, { page: 1, pageSize: 500 }, { query: { enabled: zoneId > 0 } });
    const form = FORMS.get('client.virtualNodeRecord');
    return {
      form: withChoices(form, 'nodeID', nodes.data?.data.map((n) => ({ const: n.id, title: `${n.name} (${n.ip})` }))),
      // An edit opens on the row's own kind: its node, or its host name (the form is one of the two).
      formValues: (row) => (row.kind === 'node' ? { kind: 'node', nodeID: row.nodeID } : { kind: 'cname', cname: row.cname }),
    };
  },
};

export const CLIENT_LIST_PARTS = listParts({
  cells: [CLIENT_CELLS],
  overrides: [{ 'client.monitorNodes': monitorNodes, 'client.virtualNodes': virtualNodes, 'client.virtualNodeRecords': virtualNodeRecords }],
});

/** The list kit's scope for client lists whose calls have no path. */
export function ClientLists({ invalidate, children }: { invalidate: string; children: ReactNode }) {
  const scope = useMemo<ListScope>(() => ({ ...CLIENT_LIST_PARTS, path: {}, placeName: '', invalidate, domainNames: new Map() }), [invalidate]);
  return <ListScopeContext.Provider value={scope}>{children}</ListScopeContext.Provider>;
}
