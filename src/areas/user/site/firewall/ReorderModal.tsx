// The order in which the rules of one list apply, changed by dragging (mouse or keyboard) and saved as
// the rules' priorities: only the rules that move are sent.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notifySuccess } from '../../../../app/feedback';
import { SortableRows } from '../../../../components/rules/SortableRows';
import { invalidateUnder } from '../../../../schema-form/invalidate';
import { callOperation, operationUrl } from '../../../../schema-form/operations';
import { useSite } from '../context';
import type { RowContext, RuleKind } from './kinds';
import { ALL_RULES, firewallPrefix, inputOf, reorderSteps, type RuleList, type RuleRow } from './rule-values';

export function ReorderModal({ kind, context, opened, onClose }: { kind: RuleKind; context: RowContext; opened: boolean; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const { siteId } = useSite();
  const path = { siteId };
  const all = useQuery({
    queryKey: [operationUrl(kind.listOp, { path }).url, ALL_RULES],
    queryFn: () => callOperation<RuleList>(kind.listOp, { path, query: ALL_RULES }),
    enabled: opened,
    staleTime: 0,
  });
  const title = i18n._(kind.title);
  let body;
  if (all.isPending) body = <Loader aria-label={t`Loading`} />;
  else if (all.isError) {
    body = (
      <Alert color="red" title={t`The rules could not be loaded.`}>
        <Button variant="light" size="xs" onClick={() => void all.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </Alert>
    );
  } else body = <OrderEditor key={all.dataUpdatedAt} rows={all.data.data} kind={kind} context={context} onDone={onClose} />;
  return (
    <Modal opened={opened} onClose={onClose} title={t`Order of the rules: ${title}`} size="xl" closeButtonProps={{ 'aria-label': t`Close` }}>
      {body}
    </Modal>
  );
}

function OrderEditor({ rows, kind, context, onDone }: { rows: RuleRow[]; kind: RuleKind; context: RowContext; onDone: () => void }) {
  const { t } = useLingui();
  const { siteId } = useSite();
  const queryClient = useQueryClient();
  const [order, setOrder] = useState(rows);
  const changed = order.some((row, index) => row.id !== rows[index]?.id);
  const save = useMutation({
    mutationFn: async () => {
      for (const { row, priority } of reorderSteps(rows, order)) {
        await callOperation(kind.descriptor.update!.operation, { path: { siteId }, body: { ...inputOf(row, kind.inputKeys), id: row.id, priority } });
      }
    },
    onSuccess: () => {
      notifySuccess(t`Update Success!`);
      onDone();
    },
    // Moves made before a refusal are kept by the server: the lists show the order it has now.
    onSettled: () => invalidateUnder(queryClient, firewallPrefix(siteId)),
  });
  return (
    <Stack>
      <Text size="sm">
        <Trans>
          The edge checks these rules from the top down. Drag a rule by its handle, or focus the handle and press Space, the arrow keys and Space
          again. Nothing changes until you save.
        </Trans>
      </Text>
      <SortableRows
        items={order}
        id={(row) => String(row.id)}
        name={(row) => kind.name(row, context)}
        onReorder={setOrder}
        disabled={save.isPending}
        render={(row) => (
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <div style={{ minWidth: 0 }}>{kind.match(row, context)}</div>
            <Text size="sm" c="dimmed" ta="right" style={{ overflowWrap: 'anywhere' }}>
              {typeof row.memo === 'string' ? row.memo : ''}
            </Text>
          </Group>
        )}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
        <Button disabled={!changed} loading={save.isPending} onClick={() => save.mutate()}>
          <Trans>Save order</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
