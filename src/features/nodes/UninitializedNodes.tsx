// Nodes whose agent has registered and that wait to be put in a zone: listed (refreshed while visible, agents
// keep registering), searched by IP, and initialised one by one or as a selection.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Text } from '@mantine/core';
import { DialogCancel, Modal } from '../../components/leave-guard/GuardedModal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import initializeForm from '../../../forms/client/node-initialize.form.json';
import { useClientNodeListUninitializedNodes } from '../../api/generated/hooks/node/node';
import { useClientZoneListMetaZones } from '../../api/generated/hooks/zone/zone';
import type { NodeUninitialized } from '../../api/generated/model';
import { invalidateAfter } from '../../api/invalidate';
import { ListFilters } from '../../components/resource-table/ListFilters';
import { columnsFor } from '../../components/resource-table/ResourceTable';
import { defineForm } from '../../schema-form/descriptor';
import { callOperation } from '../../schema-form/operations';
import { SchemaForm } from '../../schema-form/SchemaForm';
import { AskToSave } from './AskModal';
import { withZoneChoices } from './form-actions';
import { PolledTable } from './PolledTable';
import { useAddressList } from './address-list';
import { NODE_LIST_REFRESH_MS, pollWhileVisible } from '../../kit/polling';
import { NODE_STATUS, StateBadge } from './states';
import { Mono } from '../../components/CellText';
import { formatDateTime } from '../../i18n/format';

const column = columnsFor<NodeUninitialized>();
const poll = pollWhileVisible(NODE_LIST_REFRESH_MS);
/** `?ip=` filters the list (the command palette's deep link, issue 25). */
const IP_FILTER = ['ip'] as const;

export function UninitializedNodes() {
  const { t, i18n } = useLingui();
  const { list, highlight } = useAddressList<{ ip?: string }>(IP_FILTER, { pageSize: 50 });
  const nodes = useClientNodeListUninitializedNodes(list.params, { query: poll });
  const [initialising, setInitialising] = useState<{ nodes: NodeUninitialized[]; done?: () => void } | null>(null);
  const columns = useMemo(
    () => [
      column.accessor('hostname', { id: 'hostname', header: () => t`Host name` }),
      column.accessor('ip', { id: 'ip', header: () => t`IP`, cell: ({ getValue }) => <Mono>{getValue()}</Mono> }),
      column.accessor('status', { id: 'status', header: () => t`Status`, cell: ({ getValue }) => <StateBadge look={NODE_STATUS[getValue()]} /> }),
      column.accessor('os', { id: 'os', header: () => t`Operating system`, enableSorting: false }),
      column.accessor('version', { id: 'version', header: () => t`Version`, cell: ({ getValue }) => <Mono>{getValue()}</Mono> }),
      column.accessor('registeredAt', { id: 'registeredAt', header: () => t`Registered`, cell: ({ getValue }) => formatDateTime(getValue(), i18n.locale) }),
      column.display({
        id: 'actions',
        header: () => t`Actions`,
        cell: ({ row }) => (
          <Button size="compact-sm" variant="light" aria-label={t`Initialise ${row.original.hostname}`} onClick={() => setInitialising({ nodes: [row.original] })}>
            <Trans>Initialise</Trans>
          </Button>
        ),
      }),
    ],
    [t, i18n],
  );
  return (
    <>
      <PolledTable
        label={t`Uninitialised nodes`}
        columns={columns}
        query={nodes}
        list={list}
        rowName={(node) => node.hostname}
        highlight={highlight}
        empty={<Trans>No node waits to be initialised. Install the agent on a server and it appears here.</Trans>}
        bulkOperation={{ operation: 'client-node-initialize-nodes' }}
        bulkActions={(selected, clear) => (
          <Button size="xs" variant="light" onClick={() => setInitialising({ nodes: selected, done: clear })}>
            <Trans>Initialise</Trans>
          </Button>
        )}
        toolbar={<ListFilters list={list} filters={[{ kind: 'search', key: 'ip', label: t`Search by IP`, placeholder: t`IP`, width: 180 }]} />}
      />
      {initialising && <InitializeModal nodes={initialising.nodes} onClose={() => setInitialising(null)} onDone={initialising.done} />}
    </>
  );
}

function InitializeModal({ nodes, onClose, onDone }: { nodes: NodeUninitialized[]; onClose: () => void; onDone?: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const zones = useClientZoneListMetaZones();
  const descriptor = useMemo(() => withZoneChoices(defineForm(initializeForm), zones.data?.data), [zones.data]);
  const [initial] = useState(() => ({ tier: 'edge', portType: 'L7', role: 'main', bandwidth: 1000, nodes: nodes.map((n) => ({ id: n.id, name: n.hostname })) }));
  const [asking, setAsking] = useState<typeof initial | null>(null);
  const mutation = useMutation({
    mutationFn: (values: typeof initial) =>
      // The names are typed in the order of the nodes: the ids are the nodes', whatever the form keeps.
      callOperation('client-node-initialize-nodes', { body: { ...values, nodes: values.nodes.map((n, i) => ({ id: nodes[i]!.id, name: n.name })) } }),
  });
  const target = nodes.length === 1 ? nodes[0]!.hostname : t`${nodes.length} nodes`;
  return (
    <Modal opened onClose={onClose} title={t`Initialise ${target}`} size="lg" closeButtonProps={{ 'aria-label': t`Close` }}>
      {zones.data && (
        <SchemaForm
          descriptor={descriptor}
          initial={initial}
          busy={mutation.isPending}
          submitLabel={t`Initialise`}
          actions={
            <DialogCancel onCancel={onClose} />
          }
          onSubmit={(values) => setAsking(values as typeof initial)}
        />
      )}
      <AskToSave
        asking={asking}
        setAsking={setAsking}
        save={mutation}
        success={t`Initialised`}
        onSaved={() => {
          onClose();
          onDone?.();
        }}
        onSettled={() => invalidateAfter(queryClient, 'client-node-initialize-nodes')}
        title={t`Initialise ${target}?`}
        confirmLabel={<Trans>Initialise</Trans>}
      >
        <Text>
          <Trans>The nodes join the zone and start serving its sites with these settings.</Trans>
        </Text>
      </AskToSave>
    </Modal>
  );
}
