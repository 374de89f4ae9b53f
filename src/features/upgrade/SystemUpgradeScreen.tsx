// System upgrade (spec 2, systemManagement/systemUpgrade): the latest node agent release, the nodes with their
// versions and upgrade states (refreshed while visible, so an upgrade under way shows its progress), upgrading a
// selection after a confirmation, and the upgrade log of a node.
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import {
  useClientNodeGetLatestVersion,
  useClientNodeListInitializedNodes,
  useClientNodeListUpgradeLogs,
} from '../../api/generated/hooks/node/node';
import type { Node, NodeUpgradeStatus } from '../../api/generated/model';
import { PageHeader } from '../../components/PageHeader';
import { ListFilters } from '../../components/resource-table/ListFilters';
import { columnsFor } from '../../components/resource-table/ResourceTable';
import { useListState } from '../../components/resource-table/list-state';
import { BulkConfirmButton } from '../../kit/BulkConfirmButton';
import { callOperation } from '../../schema-form/operations';
import { PolledTable } from '../nodes/PolledTable';
import { NODE_LIST_REFRESH_MS, pollWhileVisible } from '../../kit/polling';
import { NODE_STATUS, StateBadge, UPGRADE_STATUS } from '../nodes/states';
import { Mono } from '../../components/CellText';
import { TableHead } from '../../components/TableHead';
import { formatDate, formatDateTime } from '../../i18n/format';
import { Drawer } from '../../components/drawer-mount';

const column = columnsFor<Node>();
const poll = pollWhileVisible(NODE_LIST_REFRESH_MS);

export function Component() {
  const { t, i18n } = useLingui();
  const latest = useClientNodeGetLatestVersion({ query: poll });
  const list = useListState<{ upgradeStatuses?: NodeUpgradeStatus[] }>({ pageSize: 50, sortBy: 'version' });
  const nodes = useClientNodeListInitializedNodes(list.params, { query: poll });
  const [logOf, setLogOf] = useState<Node | null>(null);
  const version = latest.data?.data.version;
  const columns = useMemo(
    () => [
      column.accessor('name', { id: 'name', header: () => t`Node` }),
      column.accessor('ip', { id: 'ip', header: () => t`IP`, cell: ({ getValue }) => <Mono>{getValue()}</Mono> }),
      column.accessor('zoneName', { id: 'zoneName', header: () => t`Zone` }),
      column.accessor('status', { id: 'status', header: () => t`Status`, cell: ({ getValue }) => <StateBadge look={NODE_STATUS[getValue()]} /> }),
      column.accessor('version', {
        header: () => t`Version`,
        cell: ({ getValue }) => (
          <Group gap={6} wrap="nowrap">
            <Mono>{getValue()}</Mono>
            {version && getValue() === version && (
              <Badge size="xs" variant="outline" color="green" tt="none">
                <Trans>latest</Trans>
              </Badge>
            )}
          </Group>
        ),
      }),
      column.accessor('upgradeStatus', {
        header: () => t`Upgrade`,
        cell: ({ getValue }) => (
          <Group gap={6} wrap="nowrap">
            {getValue() === 'updating' && <Loader size={14} aria-hidden />}
            <StateBadge look={UPGRADE_STATUS[getValue()]} />
          </Group>
        ),
      }),
      column.display({
        id: 'log',
        header: () => t`Log`,
        cell: ({ row }) => (
          <Button size="compact-sm" variant="subtle" aria-label={t`Upgrade log of ${row.original.name}`} onClick={() => setLogOf(row.original)}>
            <Trans>Log</Trans>
          </Button>
        ),
      }),
    ],
    [t, version],
  );
  const updating = (nodes.data?.data ?? []).filter((n) => n.upgradeStatus === 'updating').length;

  return (
    <>
      <PageHeader title={<Trans>System upgrade</Trans>} description={<Trans>Upgrade the agent of your nodes to the latest release.</Trans>} />
      <Paper withBorder p="md" mb="md" radius="md">
        {latest.data ? (
          <Stack gap={4}>
            <Title order={2} size="h4">
              <Trans>Latest release: {version}</Trans>
            </Title>
            <Text size="sm" c="dimmed">
              {t`Released ${formatDate(latest.data.data.releasedAt, i18n.locale)}`} · {latest.data.data.notes}
            </Text>
            <Text size="sm">
              <Trans>{latest.data.data.outdatedCount} nodes run an older version.</Trans>{' '}
              {updating > 0 && <Trans>{updating} being upgraded now.</Trans>}
            </Text>
          </Stack>
        ) : (
          <Loader size="sm" aria-label={t`Loading`} />
        )}
      </Paper>
      <PolledTable
        label={t`Node versions`}
        columns={columns}
        query={nodes}
        list={list}
        rowName={(n) => n.name}
        empty={<Trans>No node matches these filters.</Trans>}
        bulkOperation={{ operation: 'client-node-upgrade-nodes' }}
        toolbar={
          <ListFilters
            list={list}
            filters={[
              {
                kind: 'multi',
                key: 'upgradeStatuses',
                label: t`Upgrade`,
                placeholder: t`Any upgrade state`,
                width: 240,
                data: (Object.keys(UPGRADE_STATUS) as NodeUpgradeStatus[]).map((value) => ({ value, label: i18n._(UPGRADE_STATUS[value].label) })),
              },
            ]}
          />
        }
        bulkActions={(selected, clear) => (
          <BulkConfirmButton
            rows={selected}
            clear={clear}
            operation="client-node-upgrade-nodes"
            run={(chosen) => callOperation('client-node-upgrade-nodes', { body: { ids: chosen.map((n) => n.id) } })}
            success={t`Upgrade request sent`}
            color="blue"
            title={selected.length === 1 ? t`Upgrade ${selected[0]!.name} to ${version ?? ''}?` : t`Upgrade ${selected.length} nodes to ${version ?? ''}?`}
            message={t`Each node downloads the release and restarts its agent; its connections are cut for a moment.`}
            confirmLabel={t`Upgrade`}
          >
            <Trans>Upgrade</Trans>
          </BulkConfirmButton>
        )}
      />
      <Drawer opened={logOf !== null} onClose={() => setLogOf(null)} position="right" size="lg" title={logOf ? t`Upgrade log of ${logOf.name}` : ''} closeButtonProps={{ 'aria-label': t`Close` }}>
        {logOf && <UpgradeLog node={logOf} />}
      </Drawer>
    </>
  );
}

function UpgradeLog({ node }: { node: Node }) {
  const { t, i18n } = useLingui();
  const logs = useClientNodeListUpgradeLogs(node.id, { page: 1, pageSize: 100 }, { query: poll });
  if (logs.isPending) return <Loader size="sm" aria-label={t`Loading`} />;
  if (!logs.data?.data.length)
    return (
      <Text c="dimmed">
        <Trans>This node has not been upgraded from the console yet.</Trans>
      </Text>
    );
  return (
    <Table aria-label={t`Upgrade attempts`}>
      <TableHead columns={[t`When`, t({ message: 'From', context: 'upgrade: the version before' }), t({ message: 'To', context: 'upgrade: the version after' }), t`State`, t`Message`]} />
      <Table.Tbody>
        {logs.data.data.map((log) => (
          <Table.Tr key={log.id}>
            <Table.Td>{formatDateTime(log.createdAt, i18n.locale)}</Table.Td>
            <Table.Td ff="monospace">{log.fromVersion}</Table.Td>
            <Table.Td ff="monospace">{log.toVersion}</Table.Td>
            <Table.Td>
              <StateBadge look={UPGRADE_STATUS[log.status]} />
            </Table.Td>
            <Table.Td>{log.message}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
