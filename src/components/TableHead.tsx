// The head row of a plain table (a review, a small list in a card): one header cell per column, in order. A column
// is its label, or its label with the header cell's props (`{ label, ta: 'right' }`); a column that is false or
// null is left out (one shown only in some cases).
import { Table, type TableThProps } from '@mantine/core';
import { isValidElement, type ReactNode } from 'react';

export type HeadColumn = ReactNode | (TableThProps & { label: ReactNode });

function isCell(column: HeadColumn): column is TableThProps & { label: ReactNode } {
  return typeof column === 'object' && column !== null && !isValidElement(column) && 'label' in column;
}

export function TableHead({ columns }: { columns: HeadColumn[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column, index) => {
          if (column === false || column === null || column === undefined) return null;
          if (!isCell(column)) return <Table.Th key={index}>{column}</Table.Th>;
          const { label, ...cell } = column;
          return (
            <Table.Th key={index} {...cell}>
              {label}
            </Table.Th>
          );
        })}
      </Table.Tr>
    </Table.Thead>
  );
}
