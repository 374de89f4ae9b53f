// Monitoring (spec 2, monitorManagement/monitorNodeGroup): monitor groups (a list descriptor) and the monitor
// nodes of one group, added and removed.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, MultiSelect, Select, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  useClientMonitorAddGroupNodes,
  useClientMonitorListGroupNodes,
  useClientMonitorListMetaGroups,
  useClientMonitorListMetaMonitors,
  useClientMonitorRemoveGroupNodes,
} from '../../api/generated/hooks/monitor/monitor';
import type { MonitorNode } from '../../api/generated/model';
import { invalidateAfter } from '../../api/invalidate';
import { notifySuccess } from '../../services/feedback';
import { ConfirmButton } from '../../components/ConfirmButton';
import { PageHeader } from '../../components/PageHeader';
import { columnsFor } from '../../components/resource-table/ResourceTable';
import { ListTable } from '../../kit/ListPage';
import { CopyApiCall } from '../../schema-form/api-call/CopyApiCall';
import { StateBadge } from '../nodes/states';
import { LISTS } from '../../kit/lists/found';
import { RuleList } from '../../kit/lists/RuleList';
import { ClientLists } from './lists';
import { MONITOR_STATUS } from '../nodes/states';

const column = columnsFor<MonitorNode>();

export function Component() {
  return (
    <>
      <PageHeader title={<Trans>Monitor groups</Trans>} description={<Trans>Monitor nodes that check the nodes together.</Trans>} />
      <ClientLists invalidate="/client/monitor">
        <RuleList list={LISTS.get('client.list.monitorGroups')} />
      </ClientLists>
      <Members />
    </>
  );
}

function Members() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const groups = useClientMonitorListMetaGroups();
  const monitors = useClientMonitorListMetaMonitors();
  const [chosen, setChosen] = useState<string | null>(null);
  const groupId = chosen ? Number(chosen) : (groups.data?.data[0]?.id ?? 0);
  const groupName = groups.data?.data.find((g) => g.id === groupId)?.name ?? '';
  const members = useClientMonitorListGroupNodes(groupId, { page: 1, pageSize: 500 }, { query: { enabled: groupId > 0 } });
  const add = useClientMonitorAddGroupNodes();
  const remove = useClientMonitorRemoveGroupNodes();
  const [adding, setAdding] = useState<string[]>([]);
  const inGroup = new Set((members.data?.data ?? []).map((m) => m.id));
  // The bodies sent, also offered as "Copy as API call" (issue 28).
  const nodesBody = (ids: number[]) => ({ nodeIDs: ids });
  const columns = useMemo(
    () => [
      column.accessor('name', { id: 'name', header: () => t`Name`, enableSorting: false }),
      column.accessor('ip', { id: 'ip', header: () => t`IP`, enableSorting: false }),
      column.accessor('weight', { id: 'weight', header: () => t`Weight`, enableSorting: false }),
      column.accessor('status', { id: 'status', header: () => t`Status`, enableSorting: false, cell: ({ getValue }) => <StateBadge look={MONITOR_STATUS[getValue()]} /> }),
    ],
    [t],
  );
  const refresh = (op: 'client-monitor-add-group-nodes' | 'client-monitor-remove-group-nodes') => invalidateAfter(queryClient, op, { groupId });
  if (!groups.data?.data.length) return null;
  return (
    <Stack mt="xl">
      <Title order={2} size="h3">
        <Trans>Members of a group</Trans>
      </Title>
      <Group align="flex-end">
        <Select
          label={t`Group`}
          w={220}
          allowDeselect={false}
          data={groups.data.data.map((g) => ({ value: String(g.id), label: g.name }))}
          value={String(groupId)}
          onChange={setChosen}
        />
        <MultiSelect
          label={t`Monitor nodes to add`}
          placeholder={adding.length ? undefined : t`Choose monitor nodes`}
          w={320}
          data={(monitors.data?.data ?? []).filter((m) => !inGroup.has(m.id)).map((m) => ({ value: String(m.id), label: m.name }))}
          value={adding}
          onChange={setAdding}
        />
        <Button
          disabled={adding.length === 0}
          loading={add.isPending}
          onClick={() =>
            add.mutate(
              { groupId, data: nodesBody(adding.map(Number)) },
              {
                onSuccess: async () => {
                  notifySuccess(t`Child nodes added`);
                  setAdding([]);
                  await refresh('client-monitor-add-group-nodes');
                },
              },
            )
          }
        >
          <Trans>Add to the group</Trans>
        </Button>
        {adding.length > 0 && <CopyApiCall calls={[{ operation: 'client-monitor-add-group-nodes', path: { groupId }, body: nodesBody(adding.map(Number)) }]} mb={4} />}
      </Group>
      <ListTable
        label={t`Monitor nodes of ${groupName}`}
        columns={columns}
        query={members}
        apiCall={{ operation: 'client-monitor-list-group-nodes', path: { groupId }, query: { page: 1, pageSize: 500 } }}
        rowId={(m) => String(m.id)}
        rowName={(m) => m.name}
        height={360}
        empty={<Trans>This group has no monitor node yet.</Trans>}
        bulkOperation={{ operation: 'client-monitor-remove-group-nodes', path: { groupId } }}
        bulkActions={(selected, clear) => (
          <ConfirmButton
            size="xs"
            title={t`Remove ${selected.length} monitor nodes from ${groupName}?`}
            message={t`They stay in service and in their other groups.`}
            confirmLabel={t`Remove`}
            loading={remove.isPending}
            extra={<CopyApiCall calls={[{ operation: 'client-monitor-remove-group-nodes', path: { groupId }, body: nodesBody(selected.map((m) => m.id)) }]} mr="auto" />}
            onConfirm={() =>
              remove
                .mutateAsync({ groupId, data: nodesBody(selected.map((m) => m.id)) })
                .then(async () => {
                  notifySuccess(t`Child nodes removed`);
                  clear();
                  await refresh('client-monitor-remove-group-nodes');
                })
                .catch(() => undefined)
            }
          >
            <Trans>Remove from the group</Trans>
          </ConfirmButton>
        )}
      />
    </Stack>
  );
}
