// A small read-only table of rows already at hand (what a check found, the headers a domain adds, who has
// access): columns as data, one header row, one row per item. Lists that page, sort or select use ResourceTable.
import { Table, type TableProps } from '@mantine/core';
import type { CSSProperties, Key, ReactNode } from 'react';

export interface PlainColumn<T> {
  header: ReactNode;
  cell: (row: T) => ReactNode;
  style?: CSSProperties;
}

export function PlainTable<T>({
  columns,
  rows,
  rowKey,
  ...props
}: Omit<TableProps, 'children'> & {
  /** A column left out where it does not apply is `false`. */
  columns: readonly (PlainColumn<T> | false)[];
  rows: readonly T[];
  rowKey: (row: T) => Key;
}) {
  const shown = columns.filter((column): column is PlainColumn<T> => column !== false);
  return (
    <Table withTableBorder {...props}>
      <Table.Thead>
        <Table.Tr>
          {shown.map((column, index) => (
            <Table.Th key={index}>{column.header}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={rowKey(row)}>
            {shown.map((column, index) => (
              <Table.Td key={index} style={column.style}>
                {column.cell(row)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
