// A list on a phone (issue 25): below the `sm` breakpoint the rows of a ResourceTable read as cards instead of a table
// too wide for the screen. Each card: the selection checkbox and the first column as its title (the whole width), every
// other column as a "label: value" line, and the row's actions (the `actions` column) at its foot. Rendered from the same table
// model as the rows of the table, so every screen built on the table reads on a phone without a line of its own.
import { Group, Paper, Stack, Text } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
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
  getIsSelected: () => boolean;
}

// The highlighted card's ref, one function for every render: React calls it when the card mounts or becomes the
// highlighted one (its ref changes from none to this), not when the rows refresh, so the page scrolls once per row to show.
const bringIntoView = (node: HTMLLIElement | null) => node?.scrollIntoView?.({ block: 'center' });

export function CardRows<R extends CardRow>({
  rows,
  columnIds,
  renderHeader,
  renderCell,
  highlight,
}: {
  rows: R[];
  /** The id of the row a link opened the list for: marked and brought into view. */
  highlight?: string;
  columnIds: string[];
  /** A column's header, the label of its line on each card. */
  renderHeader: (columnId: string) => ReactNode;
  /** One cell's content, as the table renders it. */
  renderCell: (row: R, columnId: string) => ReactNode;
}) {
  const layout = cardLayout(columnIds);
  return (
    <Stack gap="xs" component="ul" className={classes.cards} p="xs" m={0}>
      {rows.map((row) => (
        <Paper
          key={row.id}
          component="li"
          withBorder
          radius="sm"
          p="sm"
          className={`${row.getIsSelected() ? `${classes.card} ${classes.selected}` : classes.card}${row.id === highlight ? ` ${classes.highlighted}` : ''}`}
          aria-current={row.id === highlight || undefined}
          data-highlighted={row.id === highlight || undefined}
          ref={row.id === highlight ? bringIntoView : undefined}
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
      ))}
    </Stack>
  );
}
