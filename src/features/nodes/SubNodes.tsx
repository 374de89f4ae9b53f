// Sub nodes and sub IPs of a node (spec 3): its sub nodes (key <nodeId>-<id>) with their state, the addresses found
// on its interfaces, and the sub-IP editor (forms/client/node-sub-ips.form.json on the contract's NodeUpdate:
// addresses typed one a line or picked from the node's spare ones), which says which sub nodes come and go before
// anything is sent.
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { DialogCancel, Modal } from '../../components/leave-guard/GuardedModal';
import type { ErrorSchema } from '@rjsf/utils';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import subIpsForm from '../../../forms/client/node-sub-ips.form.json';
import { isApiError } from '../../api/errors';
import { useClientNodeListSubIps, useClientNodeListSubs } from '../../api/generated/hooks/node/node';
import type { Node, NodeSubNodeType } from '../../api/generated/model';
import { invalidateAfter } from '../../api/invalidate';
import { PermittedButton } from '../../components/Permitted';
import { isolated } from '../../components/user-text';
import { defineForm, type FormDescriptor } from '../../schema-form/descriptor';
import { callOperation } from '../../schema-form/operations';
import { SchemaForm } from '../../schema-form/SchemaForm';
import { AskToSave } from './AskModal';
import { NODE_STATUS, StateBadge } from './states';
import { TableHead } from '../../components/TableHead';
import { LoadFailed } from '../../components/LoadFailed';

const OPERATION = 'client-node-update-zone-node';
type Values = { subNodeType: NodeSubNodeType; subIPs: string[] };

/** What a new list of sub IPs does to the node's sub nodes. */
export function subIpChanges(before: readonly string[], after: readonly string[]) {
  return { added: after.filter((ip) => !before.includes(ip)), removed: before.filter((ip) => !after.includes(ip)) };
}

export function SubNodes({ node }: { node: Node }) {
  const { t } = useLingui();
  const subs = useClientNodeListSubs(node.id);
  const [editing, setEditing] = useState(false);
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={3} fz="h5">
          <Trans>Sub nodes</Trans>
        </Title>
        <PermittedButton operation={OPERATION} path={{ zoneId: node.zoneID }} size="xs" variant="light" onClick={() => setEditing(true)}>
          <Trans>Edit sub IPs</Trans>
        </PermittedButton>
      </Group>
      {subs.isError && !subs.data && (
        <LoadFailed title={t`The sub nodes could not be loaded.`} onRetry={subs.refetch} size="sm" />
      )}
      {subs.data && subs.data.data.length === 0 && (
        <Text size="sm" c="dimmed">
          <Trans>This node has no sub nodes.</Trans>
        </Text>
      )}
      {subs.data && subs.data.data.length > 0 && (
        <Table aria-label={t`Sub nodes`}>
          <TableHead columns={[t`Key`, t`IP`, t`Status`]} />
          <Table.Tbody>
            {subs.data.data.map((s) => (
              <Table.Tr key={s.key}>
                <Table.Td>
                  <Badge variant="outline" tt="none">
                    {s.key}
                  </Badge>
                </Table.Td>
                <Table.Td ff="monospace">{s.ip}</Table.Td>
                <Table.Td>
                  <StateBadge look={NODE_STATUS[s.status]} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {editing && <SubIpEditor node={node} onClose={() => setEditing(false)} />}
    </Stack>
  );
}

function SubIpEditor({ node, onClose }: { node: Node; onClose: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const addresses = useClientNodeListSubIps(node.id);
  const spare = useMemo(() => (addresses.data?.data ?? []).map((a) => String(a.ip)).filter((ip) => ip !== String(node.ip)), [addresses.data, node.ip]);
  const descriptor = useMemo<FormDescriptor>(() => {
    const form = defineForm(subIpsForm);
    const ui = form.uiSchema as Record<string, Record<string, unknown>>;
    return { ...form, uiSchema: { ...ui, subIPs: { ...ui.subIPs, 'ui:options': { choices: spare, choicesLabel: t`Spare addresses of the node:` } } } };
  }, [spare, t]);
  const before = useMemo(() => node.subIPs.map(String), [node.subIPs]);
  const [initial] = useState<Values>(() => ({ subNodeType: node.subNodeType ?? 'ip', subIPs: before }));
  const [asking, setAsking] = useState<Values | null>(null);
  const [refused, setRefused] = useState<ErrorSchema<Values> | undefined>();
  const mutation = useMutation({
    mutationFn: (values: Values) => callOperation(OPERATION, { path: { zoneId: node.zoneID }, body: { id: node.id, subNodeType: values.subNodeType, subIPs: values.subIPs } }),
  });
  const name = isolated(node.name);
  const changes = asking ? subIpChanges(before, asking.subIPs) : { added: [], removed: [] };
  const keyOf = (ip: string) => node.subNodes.find((s) => String(s.ip) === ip)?.key;
  return (
    <Modal opened onClose={onClose} title={t`Sub IPs: ${name}`} size="lg" closeButtonProps={{ 'aria-label': t`Close` }}>
      <Stack>
        {addresses.data && (
          <Table aria-label={t`Addresses of the node`}>
            <TableHead columns={[t`Address`, t`Interface`, t`Used by`]} />
            <Table.Tbody>
              {addresses.data.data.map((a) => (
                <Table.Tr key={String(a.ip)}>
                  <Table.Td ff="monospace">{String(a.ip)}</Table.Td>
                  <Table.Td>{a.interface}</Table.Td>
                  <Table.Td>{String(a.ip) === String(node.ip) ? t`Main IP` : (a.subKey ?? '—')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <SchemaForm<Values>
          descriptor={descriptor}
          initial={initial}
          busy={mutation.isPending}
          submitLabel={t`Save`}
          extraErrors={refused}
          onChange={() => setRefused(undefined)}
          actions={
            <DialogCancel onCancel={onClose} />
          }
          onSubmit={(values) => setAsking({ subNodeType: values.subNodeType, subIPs: values.subIPs ?? [] })}
        />
      </Stack>
      <AskToSave
        asking={asking}
        setAsking={setAsking}
        save={mutation}
        success={t`Sub IPs of ${name} saved`}
        onSaved={onClose}
        onRefused={(error) => {
          // The server names the addresses that are not the node's spare ones: said next to the list too.
          if (isApiError(error) && error.code === 101003) setRefused({ subIPs: { __errors: [t`Only the node's own spare addresses can be sub IPs (not its main IP).`] } } as ErrorSchema<Values>);
        }}
        onSettled={() => invalidateAfter(queryClient, OPERATION, { zoneId: node.zoneID })}
        title={t`Change the sub IPs of ${name}?`}
        confirmLabel={<Trans>Apply</Trans>}
      >
        {changes.added.length === 0 && changes.removed.length === 0 ? (
          <Text>
            <Trans>The sub nodes stay as they are.</Trans>
          </Text>
        ) : (
          <List size="sm">
            {changes.added.map((ip) => (
              <List.Item key={`+${ip}`}>{t`A sub node is added for ${ip}.`}</List.Item>
            ))}
            {changes.removed.map((ip) => {
              const key = keyOf(ip) ?? ip;
              return <List.Item key={`-${ip}`}>{t`Sub node ${key} (${ip}) is removed.`}</List.Item>;
            })}
          </List>
        )}
      </AskToSave>
    </Modal>
  );
}
