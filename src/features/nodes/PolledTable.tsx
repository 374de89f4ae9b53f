// A node list read again every 5000 ms while the page is visible (nodes, uninitialised nodes, system upgrade):
// the age of its rows on a line above the table (after `above`, e.g. the counts per state), and the table, whose
// rows stay through a failed refresh (the line then says how old they are, with a retry).
import { Group, Stack } from '@mantine/core';
import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { ListQuery } from '../../components/resource-table/ResourceTable';
import { ListTable, type ListTableProps } from '../../kit/ListPage';
import { NODE_LIST_REFRESH_MS, useKeptRows } from '../../kit/polling';
import { type Polled, RefreshState } from '../../kit/RefreshState';

export function PolledTable<T extends RowData, F extends object>({
  query,
  above,
  ...table
}: Omit<ListTableProps<T, F>, 'query'> & { label: string; query: ListQuery<T> & Polled; above?: ReactNode }) {
  const shown = useKeptRows(query);
  const state = <RefreshState query={query} every={NODE_LIST_REFRESH_MS} />;
  return (
    <>
      {/* Counts and the refresh line on rows of their own: counts changing width never move the table (no layout shift). */}
      {above ? (
        <Stack gap={4} mb="xs">
          {above}
          {state}
        </Stack>
      ) : (
        <Group justify="flex-end" mb="xs">
          {state}
        </Group>
      )}
      <ListTable<T, F> query={shown} {...table} />
    </>
  );
}
