// Resolution (spec 2, nodeManage/resolutionTitle): the DNS side of the network. Which nodes are published in DNS
// (their DNS status, refreshed while visible) and the record changes the DNS provider has not accepted yet, sent
// again on demand (decision in docs/decisions.md).
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Stack, Title } from '@mantine/core';
import { Segments } from '../../components/Segments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useClientDnsListUnprocessed } from '../../api/generated/hooks/dns/dns';
import { useClientNodeListInitializedNodes } from '../../api/generated/hooks/node/node';
import type { ClientDnsUnprocessed, Node, NodeDnsStatus } from '../../api/generated/model';
import { invalidateAfter } from '../../api/invalidate';
import { notifySuccess } from '../../services/feedback';
import { ConfirmButton } from '../../components/ConfirmButton';
import { PageHeader } from '../../components/PageHeader';
import { columnsFor, ResourceTable } from '../../components/resource-table/ResourceTable';
import { useListState } from '../../components/resource-table/list-state';
import { callOperation } from '../../schema-form/operations';
import { NODE_LIST_REFRESH_MS, pollWhileVisible } from '../nodes/polling';
import { useKeptRows } from '../nodes/polling';
import { RefreshState } from '../nodes/RefreshState';
import { DNS_STATUS, NODE_STATUS, StateBadge } from '../nodes/states';
import { Mono } from '../../components/CellText';

const ACTION: Record<ClientDnsUnprocessed['action'], MessageDescriptor> = { create: msg`Create`, update: msg`Update`, delete: msg`Delete` };
const nodeColumn = columnsFor<Node>();
const recordColumn = columnsFor<ClientDnsUnprocessed>();
const poll = pollWhileVisible(NODE_LIST_REFRESH_MS);

export function Component() {
  return (
    <>
      <PageHeader title={<Trans>Resolution</Trans>} description={<Trans>Which nodes are published in DNS, and the record changes the DNS provider has not accepted yet.</Trans>} />
      <Stack gap="xl">
        <Unprocessed />
        <NodeDns />
      </Stack>
    </>
  );
}

function Unprocessed() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const list = useListState({ pageSize: 25 });
  const records = useClientDnsListUnprocessed(list.params, { query: poll });
  const retry = useMutation({ mutationFn: (ids: number[]) => callOperation('client-dns-recover-records', { body: { ids } }) });
  const columns = useMemo(
    () => [
      recordColumn.accessor('name', { id: 'name', header: () => t`Record`, enableSorting: false, cell: ({ getValue }) => <Mono wrap>{getValue()}</Mono> }),
      recordColumn.accessor('recordType', { id: 'recordType', header: () => t`Type`, enableSorting: false }),
      recordColumn.accessor('value', { id: 'value', header: () => t`Value`, enableSorting: false, cell: ({ getValue }) => <Mono wrap>{getValue()}</Mono> }),
      recordColumn.accessor('action', { id: 'action', header: () => t`Change`, enableSorting: false, cell: ({ getValue }) => i18n._(ACTION[getValue()]) }),
      recordColumn.accessor('error', { id: 'error', header: () => t`Provider's answer`, enableSorting: false }),
      recordColumn.accessor('createdAt', { id: 'createdAt', header: () => t`Since`, enableSorting: false, cell: ({ getValue }) => new Date(getValue()).toLocaleString(i18n.locale) }),
    ],
    [t, i18n],
  );
  const shown = useKeptRows(records);
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={2} size="h3">
          <Trans>Unprocessed DNS records</Trans>
        </Title>
        <RefreshState query={records} every={NODE_LIST_REFRESH_MS} />
      </Group>
      <ResourceTable
        label={t`Unprocessed DNS records`}
        columns={columns}
        query={shown}
        list={list}
        rowId={(r) => String(r.id)}
        rowName={(r) => r.name}
        height={320}
        empty={<Trans>Every DNS change has been accepted by the provider.</Trans>}
        bulkOperation={{ operation: 'client-dns-recover-records' }}
        bulkActions={(selected, clear) => (
          <ConfirmButton
            size="xs"
            color="blue"
            title={t`Send ${selected.length} record changes to the DNS provider again?`}
            message={t`The provider is asked again; changes it still refuses stay in this list with its new answer.`}
            confirmLabel={t`Send again`}
            loading={retry.isPending}
            onConfirm={() =>
              retry
                .mutateAsync(selected.map((r) => r.id))
                .then(() => {
                  notifySuccess(plural(selected.length, { one: '# record change sent to the DNS provider again', other: '# record changes sent to the DNS provider again' }));
                  clear();
                })
                .catch(() => undefined)
                .finally(() => invalidateAfter(queryClient, 'client-dns-recover-records'))
            }
          >
            <Trans>Send again</Trans>
          </ConfirmButton>
        )}
      />
    </Stack>
  );
}

function NodeDns() {
  const { t, i18n } = useLingui();
  const list = useListState<{ dnsStatus?: NodeDnsStatus }>({ pageSize: 50, sortBy: 'name', filters: { dnsStatus: 'inactive' } });
  const nodes = useClientNodeListInitializedNodes(list.params, { query: poll });
  const columns = useMemo(
    () => [
      nodeColumn.accessor('name', { id: 'name', header: () => t`Node` }),
      nodeColumn.accessor('ip', { id: 'ip', header: () => t`IP`, cell: ({ getValue }) => <Mono>{getValue()}</Mono> }),
      nodeColumn.accessor('zoneName', { id: 'zoneName', header: () => t`Zone` }),
      nodeColumn.accessor('status', { id: 'status', header: () => t`Status`, cell: ({ getValue }) => <StateBadge look={NODE_STATUS[getValue()]} /> }),
      nodeColumn.accessor('dnsStatus', {
        id: 'dnsStatus',
        header: () => t`DNS`,
        enableSorting: false,
        cell: ({ getValue }) => (
          <Badge color={DNS_STATUS[getValue()].color} variant="light" tt="none">
            {i18n._(DNS_STATUS[getValue()].label)}
          </Badge>
        ),
      }),
    ],
    [t, i18n],
  );
  const shown = useKeptRows(nodes);
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        <Trans>Node DNS status</Trans>
      </Title>
      <ResourceTable
        label={t`Node DNS status`}
        columns={columns}
        query={shown}
        list={list}
        rowId={(n) => String(n.id)}
        height={400}
        empty={<Trans>No node is in this DNS state.</Trans>}
        toolbar={
          <Segments
            aria-label={t`DNS state`}
            value={list.filters.dnsStatus ?? 'all'}
            onChange={(value) => list.setFilters({ dnsStatus: value === 'all' ? undefined : value })}
            data={[
              { value: 'inactive', label: i18n._(DNS_STATUS.inactive.label) },
              { value: 'pending', label: i18n._(DNS_STATUS.pending.label) },
              { value: 'active', label: i18n._(DNS_STATUS.active.label) },
              { value: 'all', label: t`All` },
            ]}
          />
        }
      />
    </Stack>
  );
}
