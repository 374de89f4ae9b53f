// A list descriptor's rows applied in order (`order` without a dialog): every row, dragged into place, each move saved.
import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { OrderedRows } from './OrderedRows';
import { RuleRowActions } from './RuleRowActions';
import type { Row } from './scope';
import { say } from './texts';
import type { RuleListModel } from './use-rule-list';

export function RuleOrderedList({ model: m, toolbar, empty }: { model: RuleListModel; toolbar: ReactNode; empty: ReactNode }) {
  const { list, whole } = m;
  const cellOf = (row: Row, col: (typeof list.columns)[number]) => {
    const Cell = m.scope.cells.get(col.cell);
    return <Cell key={col.id} value={row[col.field ?? col.id]} row={row} column={col} name={m.nameOf(row)} toggle={m.toggle} toggleCall={m.toggleCall} />;
  };
  const [first, ...rest] = list.columns;
  return (
    <>
      <Group gap="sm" mb="sm">
        {toolbar}
      </Group>
      <OrderedRows
        query={m.rowsQuery}
        empty={empty}
        name={m.nameOf}
        rowKey={m.key}
        render={(row) => (
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <div style={{ minWidth: 0, flex: 1 }}>{first && cellOf(row, first)}</div>
            <Group gap={4} wrap="nowrap">
              {rest.map((col) => cellOf(row, col))}
              <RuleRowActions model={m} row={row} />
            </Group>
          </Group>
        )}
        onMove={m.moveRow}
        onSettled={() => m.refresh(list.calls.reorder!)}
      />
      {whole?.minimumNote && whole.minimum !== undefined && m.total <= whole.minimum && (
        <Text size="xs" c="dimmed" mt="xs">
          {say(whole.minimumNote, m.texts())}
        </Text>
      )}
    </>
  );
}
