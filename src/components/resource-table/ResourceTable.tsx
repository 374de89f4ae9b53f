// The one list component: server paging, sorting, filters (toolbar), row selection with bulk actions,
// and the loading rule of spec 4 (clear, request, fill or mark failure). Rows are virtualized, so a
// page of 5000 rows scrolls as smoothly as a page of ten.
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Pagination,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  UnstyledButton,
  useMantineTheme,
} from '@mantine/core';
import {
  type Cell,
  type CellContext,
  type ColumnDef,
  createColumnHelper,
  type Row,
  type RowData,
  type RowSelectionState,
  rowSelectionFeature,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMediaQuery } from '@mantine/hooks';
import { type ComponentType, createElement, memo, type ReactElement, type ReactNode, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import classes from './ResourceTable.module.css';
import { RowCheckbox } from './RowCheckbox';
import { CardRows, sameRowState } from './CardRows';
import { userTextElement } from '../UserText';
import { type ListState, PAGE_SIZES } from './list-state';
import { type CanContext, useCan } from '../../api/permissions';

export const tableFeatureSet = tableFeatures({ rowSelectionFeature, rowSortingFeature });
export type TableFeatureSet = typeof tableFeatureSet;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a table's columns have a value type each: TanStack's own column lists are typed so
type ColumnValue = any;
export type Column<T extends RowData> = ColumnDef<TableFeatureSet, T, ColumnValue>;
/** Column definitions for one row type; a column's id is the `sortBy` value it sorts by. */
export const columnsFor = <T extends RowData>() => createColumnHelper<TableFeatureSet, T>();

/** What a list call answers (spec 3: `{data or list, total}`), as a TanStack Query result. */
export interface ListQuery<T> {
  data?: { data?: T[]; list?: T[]; total?: number } | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export interface ResourceTableProps<T extends RowData, F extends object> {
  /** The accessible name of the table. */
  label: string;
  columns: Column<T>[];
  query: ListQuery<T>;
  /** Paging and sorting; without it the call is not paged (all rows come at once). */
  list?: ListState<F>;
  rowId: (row: T) => string;
  /** How a row is named to assistive technology (its selection checkbox); default: its id. */
  rowName?: (row: T) => string;
  pageSizes?: readonly number[];
  /** Filters and search above the table. */
  toolbar?: ReactNode;
  /** Actions on the selected rows; giving them turns row selection on. */
  bulkActions?: (selected: T[], clear: () => void) => ReactNode;
  /** The call the bulk actions make: when the account may not make it, row selection stays off (nothing to act with). */
  bulkOperation?: { operation: string } & CanContext;
  empty?: ReactNode;
  /** Height of the scrolling body in px. */
  height?: number;
  /** The id (rowId) of a row to bring into view and mark, e.g. the one a link or the command palette opened the list for. */
  highlight?: string;
}

const ROW_HEIGHT = 46;
/** A header row of one line (the headers do not wrap: ResourceTable.module.css). */
const HEADER_HEIGHT = 44;

/**
 * What the last rows of a list (by its label) looked like: how many, how tall on average. While its next rows load,
 * the list keeps that room (another page, a filter, a visit back), so nothing under it moves when they arrive.
 */
const lastShown = new Map<string, { rows: number; rowHeight: number }>();

/**
 * The height the rows will take while they load: a page of rows (an unpaged list: as many as it showed last, else a
 * few), at the height its rows had last (else the estimate), at most what the scrolling box shows.
 */
function loadingHeight(label: string, pageSize: number | undefined, height: number) {
  const last = lastShown.get(label);
  const rows = pageSize ?? last?.rows ?? 3;
  return Math.max(ROW_HEIGHT, Math.min(height - HEADER_HEIGHT, rows * (last?.rowHeight ?? ROW_HEIGHT)));
}

/**
 * A column without its own cell shows its value; text is the user's (names, tags, memos): isolated, its directional
 * controls visible, long unbroken values wrapped (src/components/UserText.tsx).
 */
const defaultCell = ({ getValue }: { getValue: () => unknown }) => {
  const value = getValue();
  if (typeof value === 'string') return userTextElement(value);
  if (Array.isArray(value)) return userTextElement(value.join(', '));
  return value === null || value === undefined ? null : String(value);
};
// Hook-free: a body row calls it in place rather than through a cell component.
const defaultColumn = { cell: defaultCell };

type AnyCell = Cell<TableFeatureSet, ColumnValue, unknown>;
type CellRender = (context: CellContext<TableFeatureSet, ColumnValue, unknown>) => ReactNode;

/**
 * One body cell: renders its column's current cell function (called with the cell's context, as TanStack's FlexRender
 * does). Every cell of every column is this one component for the table's life, so a screen that rebuilds its columns
 * (new closures when a filter's choices, a permission or the language arrive, or after a refetch) renders its cells
 * again with the new functions instead of unmounting them, which would close what a cell holds open: a row's actions
 * menu, a tooltip, a confirmation. One component a cell (FlexRender added two), since scrolling mounts a screenful of
 * rows per step (issue 16).
 */
function CellContent({ cell }: { cell: AnyCell }) {
  const render = cell.column.columnDef.cell;
  if (typeof render === 'function') return (render as CellRender)(cell.getContext());
  // A memo or forwardRef component as the cell renders as an element; a value (a string) as itself.
  if (render && typeof render === 'object') return createElement(render as unknown as ComponentType<object>, cell.getContext());
  return (render as ReactNode) ?? null;
}

type BodyRowProps<T extends RowData> = {
  row: Row<TableFeatureSet, T>;
  index: number;
  selected: boolean;
  /** The row a link opened the list for (marked, aria-current). */
  highlighted: boolean;
  /** Not read: a new set of columns (another language) renders the row again. */
  columns: unknown;
  cellClass: string;
};

// Body rows are plain elements with the classes and attributes Mantine's Table.Tr and Table.Td give (row borders,
// hover highlight) and the cell class the theme gives Table.Td: scrolling mounts a screenful of rows per step, and the
// components' own work (theme, context, style props) was most of it (issue 16).
const TR_CLASS = `mantine-Table-tr ${Table.classes.tr}`;
const TD_CLASS = `mantine-Table-td ${Table.classes.td}`;
const TR_SELECTED_CLASS = `${TR_CLASS} ${classes.selected}`;
const rowClass = (selected: boolean, highlighted: boolean) =>
  `${selected ? TR_SELECTED_CLASS : TR_CLASS}${highlighted ? ` ${classes.highlighted}` : ''}`;

/** The classes of a body row's cells: Mantine's, and the theme's for Table.Td when it gives one (a plain class name). */
function useCellClass() {
  const theme = useMantineTheme();
  const names = theme.components.Table?.classNames as { td?: unknown } | undefined;
  return typeof names?.td === 'string' ? `${TD_CLASS} ${names.td}` : TD_CLASS;
}

/** A body row is kept as a card is (`sameRowState`), at the same place and with the same cell class. */
const sameRow = <T extends RowData>(before: BodyRowProps<T>, after: BodyRowProps<T>) =>
  sameRowState(before, after) && before.index === after.index && before.cellClass === after.cellClass;

/** One row; memoized, so scrolling renders only the rows that come into view, and a refresh only the rows that changed. */
const BodyRow = memo(function BodyRow<T extends RowData>({ row, index, selected, highlighted, cellClass }: BodyRowProps<T>) {
  return (
    <tr
      data-index={index}
      className={rowClass(selected, highlighted)}
      data-with-row-border
      data-hover
      aria-selected={selected || undefined}
      aria-current={highlighted || undefined}
      data-highlighted={highlighted || undefined}
    >
      {row.getAllCells().map((cell) => (
        <td key={cell.column.id} className={cellClass}>
          {cell.column.columnDef.cell === defaultCell ? defaultCell(cell.getContext()) : <CellContent cell={cell} />}
        </td>
      ))}
    </tr>
  );
}, sameRow) as <T extends RowData>(props: BodyRowProps<T>) => ReactElement;

type VirtualRowsProps<T extends RowData> = {
  /** The table's label: what its rows looked like is kept under it (lastShown). */
  label: string;
  rows: Row<TableFeatureSet, T>[];
  scrollElement: HTMLDivElement | null;
  columnCount: number;
  columns: unknown;
  /** Not read: a new selection renders the rows again (a row reads its own state). */
  selection: RowSelectionState;
  highlight?: string;
};

/**
 * The rows in view. Scrolling re-renders this component only (not the header, toolbar or pager), and each
 * row is memoized, so a scroll step renders just the rows that come into view.
 */
function VirtualRows<T extends RowData>({ label, rows, scrollElement, columnCount, columns, highlight }: VirtualRowsProps<T>) {
  const cellClass = useCellClass();
  // Once painted (the layout is current: reading it costs nothing), how many rows there are and how tall the shown
  // ones are, for the room kept while the next rows load. Once per set of rows, not per scroll step.
  useEffect(() => {
    const shown = scrollElement?.querySelectorAll<HTMLElement>('tr[data-index]');
    if (!shown?.length) return;
    let total = 0;
    shown.forEach((row) => (total += row.offsetHeight));
    lastShown.set(label, { rows: rows.length, rowHeight: total / shown.length });
  }, [label, rows, scrollElement]);
  // eslint-disable-next-line react-hooks/incompatible-library -- the rows read the virtualizer on every render (as LogLines)
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollElement,
    // Rows are not measured: measuring each row as it mounts forces a layout per scroll step, and a row a little
    // taller than the estimate (wrapped text) only shifts which rows count as in view, which the overscan covers.
    estimateSize: () => ROW_HEIGHT,
    // A few rows either side: each one more is mounted on every scroll step.
    overscan: 4,
  });
  // The highlighted row is scrolled to once it is among the rows (centred in the box), then the box into the page's view.
  const highlightAt = highlight === undefined ? -1 : rows.findIndex((row) => row.id === highlight);
  useEffect(() => {
    if (highlightAt < 0 || !scrollElement) return undefined;
    virtualizer.scrollToIndex(highlightAt, { align: 'center' });
    const frame = requestAnimationFrame(() => scrollElement.querySelector('tr[data-highlighted]')?.scrollIntoView?.({ block: 'center' }));
    return () => cancelAnimationFrame(frame);
  }, [highlightAt, scrollElement, virtualizer]); // useVirtualizer keeps one virtualizer: once per row to show
  const items = virtualizer.getVirtualItems();
  const padTop = items.length > 0 ? items[0]!.start : 0;
  const padBottom = items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1]!.end : 0;
  return (
    <>
      {padTop > 0 && (
        <tr aria-hidden="true">
          <td colSpan={columnCount} style={{ height: padTop, padding: 0, border: 0 }} />
        </tr>
      )}
      {items.map((item) => {
        const row = rows[item.index]!;
        return (
          <BodyRow
            key={row.id}
            row={row}
            index={item.index}
            selected={row.getIsSelected()}
            highlighted={row.id === highlight}
            columns={columns}
            cellClass={cellClass}
          />
        );
      })}
      {padBottom > 0 && (
        <tr aria-hidden="true">
          <td colSpan={columnCount} style={{ height: padBottom, padding: 0, border: 0 }} />
        </tr>
      )}
    </>
  );
}

/**
 * Whether the table is wider than its scrolling box (a narrow window, many columns). Only then does the identity
 * column stay in view (issue 25): a sticky cell on every row made each scroll step's rows dearer to lay out and paint
 * (a table that fits scrolls nothing sideways).
 */
function useScrollsSideways(box: HTMLDivElement | null) {
  const [sideways, setSideways] = useState(false);
  useEffect(() => {
    if (!box || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => setSideways(box.scrollWidth > box.clientWidth + 1));
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, [box]);
  return sideways;
}

type PagerProps = {
  total: number;
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
};

/** The count and the pager; memoized, so new rows (a refresh) do not render it again unless the total changed. */
const Pager = memo(function Pager({ total, page: current, pageSize, pageSizes, setPage, setPageSize }: PagerProps) {
  const { t } = useLingui();
  return (
    <Group justify="space-between" wrap="wrap">
      <Text size="sm" c="dimmed">
        <Trans>{total} in all</Trans>
      </Text>
      <Group gap="sm">
        <Select
          aria-label={t`Rows per page`}
          w={110}
          size="xs"
          allowDeselect={false}
          data={pageSizes.map((size) => ({ value: String(size), label: t`${size} / page` }))}
          value={String(pageSize)}
          onChange={(value) => value && setPageSize(Number(value))}
        />
        <Pagination
          size="sm"
          total={Math.max(1, Math.ceil(total / pageSize))}
          value={current}
          onChange={setPage}
          getControlProps={(control) => ({
            'aria-label': control === 'next' ? t`Next page` : control === 'previous' ? t`Previous page` : control,
          })}
          getItemProps={(page) => ({ 'aria-label': t`Page ${page}` })}
        />
      </Group>
    </Group>
  );
});

export function ResourceTable<T extends RowData, F extends object>({
  label,
  columns,
  query,
  list,
  rowId,
  rowName,
  pageSizes = PAGE_SIZES,
  toolbar,
  bulkActions,
  bulkOperation,
  empty,
  height = 560,
  highlight,
}: ResourceTableProps<T, F>) {
  const { t } = useLingui();
  // New rows (a filter typed, another page, a refresh) render at a lower priority than typing or a click: the input
  // shows what was typed at once and the rows follow (an interruptible render), instead of the keystroke waiting for
  // a table of 5000 rows to be rebuilt (issue 16, INP).
  const data = useDeferredValue(query.data);
  const following = data !== query.data;
  const rows = useMemo(() => data?.data ?? data?.list ?? [], [data]);
  const total = data?.total ?? rows.length;
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  // New rows (another page, a filter, a refetch) keep the selection of the rows still shown, and drop the rest,
  // so a bulk action only ever acts on rows the user can see.
  // While the next rows load there is nothing to compare with: the selection waits for them.
  const loaded = data !== undefined;
  useEffect(() => {
    if (!loaded) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- dropping rows that left reacts to new data, once per change of rows (not derivable in render: a dropped row that comes back stays unselected)
    setRowSelection((previous) => {
      const shown = new Set(rows.map((row) => rowId(row)));
      const kept = Object.keys(previous).filter((id) => previous[id] && shown.has(id));
      return kept.length === Object.keys(previous).length ? previous : Object.fromEntries(kept.map((id) => [id, true]));
    });
  }, [rows, rowId, loaded]);
  // Stable between renders: a new state object would rebuild the row model of every row (and re-render them).
  const sortBy = list?.sortBy;
  const orderBy = list?.orderBy;
  const sorting = useMemo<SortingState>(() => (sortBy ? [{ id: sortBy, desc: orderBy === 'desc' }] : []), [sortBy, orderBy]);
  const tableState = useMemo(() => ({ rowSelection, sorting }), [rowSelection, sorting]);

  const bulkAllowed = useCan(bulkOperation?.operation, { path: bulkOperation?.path, body: bulkOperation?.body }).allowed;
  const selectable = Boolean(bulkActions) && bulkAllowed;
  // Read when a row's checkbox renders: screens pass a new function on every render, which would otherwise make new
  // columns, and so render every row in view again, on each render of the screen.
  const rowNameRef = useRef(rowName);
  useEffect(() => {
    rowNameRef.current = rowName;
  });
  const allColumns = useMemo<Column<T>[]>(() => {
    if (!selectable) return columns;
    const helper = columnsFor<T>();
    return [
      helper.display({
        id: '__select',
        header: ({ table }) => (
          <Checkbox
            aria-label={t`Select all rows on this page`}
            checked={table.getIsAllPageRowsSelected()}
            indeterminate={table.getIsSomePageRowsSelected()}
            onChange={table.getToggleAllPageRowsSelectedHandler()}
          />
        ),
        cell: ({ row }) => {
          const name = rowNameRef.current;
          return (
            <RowCheckbox
              label={t`Select ${name ? name(row.original) : row.id}`}
              checked={row.getIsSelected()}
              onChange={row.getToggleSelectedHandler()}
            />
          );
        },
      }) as Column<T>,
      ...columns,
    ];
  }, [columns, selectable, t]);

  const table = useTable({
    features: tableFeatureSet,
    columns: allColumns,
    defaultColumn: defaultColumn as Partial<Column<T>>,
    data: rows,
    getRowId: rowId,
    state: tableState,
    onRowSelectionChange: setRowSelection,
    enableRowSelection: selectable,
    manualSorting: true,
    enableSorting: Boolean(list),
    enableSortingRemoval: true,
    onSortingChange: (updater) => {
      if (!list) return;
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      list.setSort(next[0]?.id, next[0] ? (next[0].desc ? 'desc' : 'asc') : undefined);
    },
  });

  // On a phone (below `sm`) the rows read as cards (CardRows), the page scrolling them; read at once, so a phone
  // never shows the table first.
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`, false, { getInitialValueInEffect: false });

  // The scrolling box, as state: the rows' virtualizer (VirtualRows) starts once it exists. Kept when the box leaves
  // (a phone: the loading table gives way to the cards): setting state as it left rendered the whole list again,
  // synchronously inside the commit that drew the cards (issue 29). A box drawn again is set afresh.
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const keepScrollElement = useCallback((element: HTMLDivElement | null) => {
    if (element) setScrollElement(element);
  }, []);
  const scrollsSideways = useScrollsSideways(scrollElement);
  const tableRows = table.getRowModel().rows;
  const selected = table.getSelectedRowModel().rows.map((row) => row.original);
  const columnCount = allColumns.length;

  let body: ReactNode;
  if (query.isPending || (following && data === undefined)) {
    // The room the rows will take (CLS: a short loading row made everything under the list jump when they came).
    body = (
      <Table.Tr>
        <Table.Td colSpan={columnCount} style={{ height: loadingHeight(label, list?.pageSize, height) }} ta="center">
          <Loader size="sm" aria-label={t`Loading`} />
        </Table.Td>
      </Table.Tr>
    );
  } else if (query.isError) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={columnCount}>
          <Alert color="red" variant="light" title={t`The list could not be loaded.`}>
            <Button size="xs" variant="light" onClick={() => void query.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </Alert>
        </Table.Td>
      </Table.Tr>
    );
  } else if (tableRows.length === 0) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={columnCount}>
          <Text c="dimmed" ta="center" py="xl">
            {empty ?? <Trans>Nothing here yet.</Trans>}
          </Text>
        </Table.Td>
      </Table.Tr>
    );
  } else if (phone) {
    body = null;
  } else {
    body = (
      <VirtualRows
        label={label}
        rows={tableRows}
        scrollElement={scrollElement}
        columnCount={columnCount}
        columns={allColumns}
        selection={rowSelection}
        highlight={highlight}
      />
    );
  }

  return (
    <Stack gap="sm">
      {(toolbar || (selectable && selected.length > 0)) && (
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="sm" wrap="wrap">
            {toolbar}
          </Group>
          {selectable && selected.length > 0 && (
            <Group gap="xs" role="group" aria-label={t`Actions on the selected rows`}>
              <Text size="sm" fw={500}>
                <Trans>{selected.length} selected</Trans>
              </Text>
              {bulkActions?.(selected, () => setRowSelection({}))}
            </Group>
          )}
        </Group>
      )}
      {body === null ? (
        <Paper withBorder radius="md" role="region" aria-label={label} aria-busy={following}>
          <CardRows
            rows={tableRows}
            highlight={highlight}
            columnIds={table.getAllLeafColumns().map((column) => column.id)}
            columns={allColumns}
            renderHeader={(id) => {
              const header = table.getFlatHeaders().find((each) => each.column.id === id);
              return header ? <table.FlexRender header={header} /> : null;
            }}
            renderCell={(row, id) => {
              const cell = row.getAllCells().find((each) => each.column.id === id);
              if (!cell) return null;
              return cell.column.columnDef.cell === defaultCell ? defaultCell(cell.getContext()) : <CellContent cell={cell} />;
            }}
          />
        </Paper>
      ) : (
        <Paper withBorder radius="md">
          {/* A plain scrolling box: the virtualizer follows its native scroll. Focusable, so the keyboard scrolls it. */}
          <div
            ref={keepScrollElement}
            data-scroll="resource-table"
            tabIndex={0}
            role="region"
            aria-label={t`${label}: scrollable list`}
            style={{ maxHeight: height, overflow: 'auto' }}
          >
            <Table
              aria-label={label}
              aria-busy={query.isPending || following}
              stickyHeader
              highlightOnHover
              verticalSpacing="sm"
              className={scrollsSideways ? (selectable ? classes.stickySecond : classes.stickyFirst) : undefined}
            >
              <Table.Thead>
                {table.getHeaderGroups().map((group) => (
                  <Table.Tr key={group.id}>
                    {group.headers.map((header) => {
                      const sortable = header.column.getCanSort() && Boolean(list) && header.column.id !== '__select';
                      const direction = header.column.getIsSorted();
                      const content = header.isPlaceholder ? null : <table.FlexRender header={header} />;
                      return (
                        <Table.Th
                          key={header.id}
                          className={classes.header}
                          w={header.column.id === '__select' ? 44 : undefined}
                          miw={header.column.id === '__select' ? 44 : undefined}
                          aria-sort={direction ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
                        >
                          {sortable ? (
                            <UnstyledButton onClick={header.column.getToggleSortingHandler()} fw={700} fz="sm">
                              {content} {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : ''}
                            </UnstyledButton>
                          ) : (
                            content
                          )}
                        </Table.Th>
                      );
                    })}
                  </Table.Tr>
                ))}
              </Table.Thead>
              <Table.Tbody className={classes.rows}>{body}</Table.Tbody>
            </Table>
          </div>
        </Paper>
      )}
      {list && (
        <Pager
          total={total}
          page={list.page}
          pageSize={list.pageSize}
          pageSizes={pageSizes}
          setPage={list.setPage}
          setPageSize={list.setPageSize}
        />
      )}
    </Stack>
  );
}
