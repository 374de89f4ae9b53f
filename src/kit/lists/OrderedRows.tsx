// Rows applied in order, dragged into place (mouse or keyboard). A new order shows at once; the list is read
// again once the move is saved or refused.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Loader, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { SortableRows } from '../../components/rules/SortableRows';
import { movedItem } from './reorder';
import type { Row } from './scope';

export interface OrderedRowsProps {
  query: { data?: { data?: Row[] }; isPending: boolean; isError: boolean; refetch: () => unknown };
  empty: ReactNode;
  name: (row: Row) => string;
  rowKey: string;
  render: (row: Row) => ReactNode;
  /** Saves the moved row at its new place (index from 0). */
  onMove: (row: Row, index: number) => Promise<unknown>;
  onSettled: () => unknown;
}

export function OrderedRows({ query, empty, name, rowKey, render, onMove, onSettled }: OrderedRowsProps) {
  const { t } = useLingui();
  const loaded = query.data?.data;
  const [dropped, setDropped] = useState<{ of: unknown; items: Row[] } | null>(null);
  const [saving, setSaving] = useState(false);
  if (query.isPending) return <Loader size="sm" aria-label={t`Loading`} />;
  if (query.isError || !loaded) {
    return (
      <Alert color="red" variant="light" title={t`The list could not be loaded.`}>
        <Button size="xs" variant="light" onClick={() => void query.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </Alert>
    );
  }
  if (loaded.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        {empty}
      </Text>
    );
  }
  const items = dropped && dropped.of === query.data ? dropped.items : loaded;
  return (
    <SortableRows<Row>
      items={items}
      id={(row) => String(row[rowKey])}
      name={name}
      disabled={saving}
      onReorder={(next) => {
        const moved = movedItem(items, next, (row) => String(row[rowKey]));
        if (!moved) return;
        setDropped({ of: query.data, items: next });
        setSaving(true);
        onMove(moved.item, moved.to)
          .catch(() => undefined) // Reported by the query client; the list is read again below.
          .finally(() => {
            setSaving(false);
            void onSettled();
          });
      }}
      render={render}
    />
  );
}
