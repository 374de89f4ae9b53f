// A list on a phone (issue 25): below the `sm` breakpoint the rows of a ResourceTable read as cards instead of a table
// too wide for the screen. Each card: the selection checkbox and the first column as its title (the whole width), every
// other column as a "label: value" line, and the row's actions (the `actions` column) at its foot. Rendered from the same table
// model as the rows of the table, so every screen built on the table reads on a phone without a line of its own.
import { Group, Paper, Stack, Text } from '@mantine/core';
import { Fragment, memo, type ReactElement, type ReactNode, useMemo } from 'react';
import classes from './ResourceTable.module.css';

/** The columns that are not a "label: value" line of a card. */
export const SELECT_COLUMN = '__select';
export const ACTIONS_COLUMN = 'actions';

/** Which column titles a card: the first one that is neither the selection nor the actions. */
export function cardLayout(columnIds: string[]) {
  const title = columnIds.find((id) => id !== SELECT_COLUMN && id !== ACTIONS_COLUMN);
  return {
    select: columnIds.includes(SELECT_COLUMN) ? SELECT_COLUMN : undefined,
    title,
    actions: columnIds.includes(ACTIONS_COLUMN) ? ACTIONS_COLUMN : undefined,
    lines: columnIds.filter((id) => id !== SELECT_COLUMN && id !== ACTIONS_COLUMN && id !== title),
  };
}

/** What a card reads of a row of the table. */
interface CardRow {
  id: string;
  /** The row's data: a card whose data object, selection and columns are the same is left as it is. */
  original: unknown;
  getIsSelected: () => boolean;
}

// The highlighted card's ref, one function for every render: React calls it when the card mounts or becomes the
// highlighted one (its ref changes from none to this), not when the rows refresh, so the page scrolls once per row to show.
const bringIntoView = (node: HTMLLIElement | null) => node?.scrollIntoView?.({ block: 'center' });

type Layout = ReturnType<typeof cardLayout>;

interface CardProps<R extends CardRow> {
  row: R;
  layout: Layout;
  selected: boolean;
  highlighted: boolean;
  /** Not read: a new set of columns (another language, a permission that arrived) renders the card again. */
  columns: unknown;
  renderHeader: (columnId: string) => ReactNode;
  renderCell: (row: R, columnId: string) => ReactNode;
}

/** What a kept row or card is compared by: the same data object, id, selection, mark and columns. */
interface KeptRow {
  row: { id: string; original: unknown };
  selected: boolean;
  highlighted: boolean;
  columns: unknown;
}

/**
 * Whether a table's body row or a phone's card can be left as it is: the same data object (TanStack Query's structural
 * sharing keeps a row's object when its contents did not change), at the same place, with the same selection, mark and
 * columns; a kept row's cells read nothing else. The render functions a card is given are new on every render of the
 * table but read only the row and the columns: on a phone every render of a screen (a filter's choices or another
 * call's answer arriving) drew every card and every cell again.
 */
export const sameRowState = (before: KeptRow, after: KeptRow) =>
  before.row.original === after.row.original &&
  before.row.id === after.row.id &&
  before.selected === after.selected &&
  before.highlighted === after.highlighted &&
  before.columns === after.columns;

const sameCard = <R extends CardRow>(before: CardProps<R>, after: CardProps<R>) => sameRowState(before, after) && before.layout === after.layout;

const Card = memo(function Card<R extends CardRow>({ row, layout, selected, highlighted, renderHeader, renderCell }: CardProps<R>) {
  return (
    <Paper
      component="li"
      withBorder
      radius="sm"
      p="sm"
      className={`${selected ? `${classes.card} ${classes.selected}` : classes.card}${highlighted ? ` ${classes.highlighted}` : ''}`}
      aria-current={highlighted || undefined}
      data-highlighted={highlighted || undefined}
      ref={highlighted ? bringIntoView : undefined}
    >
      <Group wrap="nowrap" gap="xs" align="flex-start" miw={0}>
        {layout.select && renderCell(row, layout.select)}
        {layout.title && (
          <Text component="div" fw={600} className={classes.cardTitle}>
            {renderCell(row, layout.title)}
          </Text>
        )}
      </Group>
      {layout.lines.length > 0 && (
        <dl className={classes.cardLines}>
          {layout.lines.map((id) => (
            <Fragment key={id}>
              <dt>{renderHeader(id)}</dt>
              <dd>{renderCell(row, id)}</dd>
            </Fragment>
          ))}
        </dl>
      )}
      {layout.actions && <div className={classes.cardActions}>{renderCell(row, layout.actions)}</div>}
    </Paper>
  );
}, sameCard) as <R extends CardRow>(props: CardProps<R>) => ReactElement;

export function CardRows<R extends CardRow>({
  rows,
  columnIds,
  columns,
  renderHeader,
  renderCell,
  highlight,
}: {
  rows: R[];
  /** The id of the row a link opened the list for: marked and brought into view. */
  highlight?: string;
  columnIds: string[];
  /** The table's columns (not read): a new set renders every card again. */
  columns?: unknown;
  /** A column's header, the label of its line on each card. */
  renderHeader: (columnId: string) => ReactNode;
  /** One cell's content, as the table renders it. */
  renderCell: (row: R, columnId: string) => ReactNode;
}) {
  // The same layout object while the ids are the same (the table passes a new array on every render).
  const key = columnIds.join('\0');
  const layout = useMemo(() => cardLayout(key.split('\0')), [key]);
  return (
    <Stack gap="xs" component="ul" className={classes.cards} p="xs" m={0}>
      {rows.map((row) => (
        <Card
          key={row.id}
          row={row}
          layout={layout}
          selected={row.getIsSelected()}
          highlighted={row.id === highlight}
          columns={columns}
          renderHeader={renderHeader}
          renderCell={renderCell}
        />
      ))}
    </Stack>
  );
}
