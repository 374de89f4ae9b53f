// The hand-written list screens of the consoles (API tokens, nodes, traffic, upgrade, log export, certificates…),
// built one way: a heading (title, description, actions), what stands between it and the table (a usage card, a
// request form, a summary: `children`) and one ResourceTable named by the title. A screen states only its columns,
// its calls and what is particular to it; rows are told apart by their `id` unless `rowId` says otherwise.
// (A list that is rows added, edited and removed with one form is a list descriptor instead: src/kit/lists.)
import { Group, Stack, Title } from '@mantine/core';
import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { PageHeader } from '../components/PageHeader';
import { ResourceTable, type ResourceTableProps } from '../components/resource-table/ResourceTable';
import { CopyApiCall, type NamedApiCall } from '../schema-form/api-call/CopyApiCall';

/** The table of a list screen: the ResourceTable's props, with the table's name and the rows' ids taken by default. */
export type ListTableProps<T extends RowData, F extends object> = Omit<ResourceTableProps<T, F>, 'label' | 'rowId'> & {
  /** The table's accessible name (default: the page's or section's title). */
  label?: string;
  /** Default: the row's `id`. */
  rowId?: (row: T) => string;
  /** The list's current query as a call of the contract, offered as "Copy as API call" in the toolbar (issue 28). */
  apiCall?: NamedApiCall;
};

// Stable between renders: a new function would make the table rebuild the model of every row.
const byId = (row: unknown) => String((row as { id: unknown }).id);

/** A ResourceTable whose rows are told apart by their `id` unless `rowId` says otherwise. */
export function ListTable<T extends RowData, F extends object>({ label, rowId, apiCall, toolbar, ...table }: ListTableProps<T, F> & { label: string }) {
  const shown = apiCall ? (
    <>
      {toolbar}
      <CopyApiCall calls={[apiCall]} variant="default" size="sm" />
    </>
  ) : (
    toolbar
  );
  return <ResourceTable<T, F> label={label} rowId={rowId ?? byId} toolbar={shown} {...table} />;
}

/** A whole list screen: its heading, what comes before the table (`children`), and the table named by the title. */
export function ListPage<T extends RowData, F extends object>({
  title,
  description,
  actions,
  children,
  label,
  ...table
}: ListTableProps<T, F> & { title: string; description?: ReactNode; actions?: ReactNode; children?: ReactNode }) {
  return (
    <>
      <PageHeader title={title} description={description} actions={actions} />
      {children}
      <ListTable<T, F> label={label ?? title} {...table} />
    </>
  );
}

/** One of several lists of a screen: a second-level heading (with `aside` at its end) and the table it names. */
export function ListSection<T extends RowData, F extends object>({
  title,
  aside,
  label,
  ...table
}: ListTableProps<T, F> & { title: string; aside?: ReactNode }) {
  const heading = (
    <Title order={2} size="h3">
      {title}
    </Title>
  );
  return (
    <Stack gap="xs">
      {aside ? (
        <Group justify="space-between">
          {heading}
          {aside}
        </Group>
      ) : (
        heading
      )}
      <ListTable<T, F> label={label ?? title} {...table} />
    </Stack>
  );
}
