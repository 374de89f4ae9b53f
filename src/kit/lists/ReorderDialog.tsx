// The order in which every row of a paged list applies, changed by dragging (mouse or keyboard) and saved as
// the rows' places: only the rows that move are sent (a descriptor's `order.dialog`).
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { DialogCancel, Modal } from '../../components/leave-guard/GuardedModal';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { notifySuccess } from '../../services/feedback';
import { SortableRows } from '../../components/rules/SortableRows';
import { reorderSteps } from './reorder-steps';
import type { Row } from './scope';

export interface ReorderDialogProps {
  opened: boolean;
  title: string;
  /** Every row of the list, in the order it applies now. */
  loadAll: () => Promise<Row[]>;
  queryKey: readonly unknown[];
  rowKey: string;
  name: (row: Row) => string;
  render: (row: Row) => ReactNode;
  /** Saves one row at its new place (from 1). */
  save: (row: Row, place: number) => Promise<unknown>;
  /** After saving (or a refusal part-way: the moves made before it are kept by the server). */
  onSettled: () => unknown;
  /** What is said once saved: the rows that moved and their places. */
  saved: (moves: { row: Row; priority: number }[]) => string;
  onClose: () => void;
}

export function ReorderDialog({ opened, title, loadAll, queryKey, rowKey, name, render, save, onSettled, saved, onClose }: ReorderDialogProps) {
  const { t } = useLingui();
  const all = useQuery({ queryKey: [...queryKey, 'order'], queryFn: loadAll, enabled: opened, staleTime: 0 });
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
  } else {
    body = <OrderEditor key={all.dataUpdatedAt} rows={all.data} rowKey={rowKey} name={name} render={render} save={save} onSettled={onSettled} saved={saved} onDone={onClose} />;
  }
  return (
    <Modal opened={opened} onClose={onClose} title={t`Order of the rules: ${title}`} size="xl" closeButtonProps={{ 'aria-label': t`Close` }}>
      {body}
    </Modal>
  );
}

function OrderEditor({
  rows,
  rowKey,
  name,
  render,
  save,
  onSettled,
  saved,
  onDone,
}: Pick<ReorderDialogProps, 'rowKey' | 'name' | 'render' | 'save' | 'onSettled' | 'saved'> & { rows: Row[]; onDone: () => void }) {
  const [order, setOrder] = useState(rows);
  const keyOf = (row: Row) => row[rowKey];
  const changed = order.some((row, index) => keyOf(row) !== (rows[index] ? keyOf(rows[index]) : undefined));
  const saving = useMutation({
    mutationFn: async () => {
      const moves = reorderSteps(rows, order, keyOf);
      for (const { row, priority } of moves) await save(row, priority);
      return moves;
    },
    onSuccess: (moves) => {
      notifySuccess(saved(moves));
      onDone();
    },
    onSettled,
  });
  return (
    <Stack>
      <Text size="sm">
        <Trans>
          The edge checks these rules from the top down. Drag a rule by its handle, or focus the handle and press Space, the arrow keys and Space
          again. Nothing changes until you save.
        </Trans>
      </Text>
      <SortableRows items={order} id={(row) => String(keyOf(row))} name={name} onReorder={setOrder} disabled={saving.isPending} render={render} />
      <Group justify="flex-end">
        <DialogCancel onCancel={onDone} />
        <Button disabled={!changed} loading={saving.isPending} onClick={() => saving.mutate()}>
          <Trans>Save order</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
