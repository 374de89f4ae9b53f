// A read-only table of rows already at hand, described by its columns: an optional caption, one header row and a row
// per item, each cell from its column. The text alternative of the analytics charts, the system settings panels and the
// small tables of the site workspace (a CNAME check, the headers a domain adds, who has access to a site) use it; given
// `scroll`, it scrolls past that height, in a region named `label` that the keyboard can scroll. Lists that page, sort
// or select use ResourceTable.
import { ScrollArea, Table, type TableProps } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

export interface Column<R> {
  header: ReactNode;
  cell: (row: R, index: number) => ReactNode;
  /** A figure: right-aligned, header included. */
  numeric?: boolean;
  /** The cell that names its row (a row header). */
  rowHeader?: boolean;
  width?: number;
  /** The style of the column's body cells (e.g. breaking long values). */
  style?: CSSProperties;
  /** React's key of the column (its position when not given). */
  key?: string;
}

/** The rank column of a ranked list: 1, 2, 3… */
export const RANK_COLUMN: Column<unknown> = { header: '#', cell: (_row, index) => index + 1 };

export interface DataTableProps<R> extends Omit<TableProps, 'children' | 'caption'> {
  /** Without a caption, name the table with `aria-label`. */
  caption?: ReactNode;
  columns: readonly Column<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string | number;
  /** The height past which the table scrolls, and the name of its scrolling region (keyboard-focusable when named). */
  scroll?: { height: number; label?: string };
}

export function DataTable<R>({ caption, columns, rows, rowKey, scroll, ...table }: DataTableProps<R>) {
  const drawn = (
    <Table {...table}>
      {caption !== undefined && <Table.Caption>{caption}</Table.Caption>}
      <Table.Thead>
        <Table.Tr>
          {columns.map((column, i) => (
            <Table.Th key={column.key ?? i} ta={column.numeric ? 'right' : undefined} w={column.width}>
              {column.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, index) => (
          <Table.Tr key={rowKey(row)}>
            {columns.map((column, i) => {
              const align = column.numeric ? 'right' : undefined;
              return column.rowHeader ? (
                <Table.Th key={column.key ?? i} scope="row" fw={500} ta={align}>
                  {column.cell(row, index)}
                </Table.Th>
              ) : (
                <Table.Td key={column.key ?? i} ta={align} style={column.style}>
                  {column.cell(row, index)}
                </Table.Td>
              );
            })}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  if (!scroll) return drawn;
  const region = scroll.label === undefined ? undefined : { tabIndex: 0, role: 'region', 'aria-label': scroll.label };
  return (
    <ScrollArea.Autosize mah={scroll.height} type="auto" viewportProps={region}>
      {drawn}
    </ScrollArea.Autosize>
  );
}
