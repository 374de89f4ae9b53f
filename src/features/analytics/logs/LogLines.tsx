// The log search's result: a table with column headers, one row a line (issue 25), drawn as a virtual list (only
// the rows in view and a few more are in the DOM) of plain, memoised rows in ARIA table roles (a virtual list cannot
// be an HTML table: its rows are placed by transform). It is its own component so that scrolling re-renders the list
// alone, not the screen's filters or side panel, and a row already drawn is not drawn again while it stays in view;
// times are formatted by one formatter per language (toLocaleString builds a new one for every call). A phone gets
// four columns over two lines a row (time and status, client and request).
import { useLingui } from '@lingui/react/macro';
import { useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type CSSProperties, memo, type ReactNode, type RefObject, useEffect, useMemo } from 'react';
import { blockTypeName } from '../../../kit/service-codes';
import { formatBytes } from '../units';
import { logFieldName } from './fields';
import type { LogKind, LogRow } from './log-query';
import classes from './LogLines.module.css';

export const ROW_HEIGHT = 36;
/** A phone's row: two lines. */
export const PHONE_ROW_HEIGHT = 56;

/** A log line's time as the console shows it (what toLocaleString shows), one formatter per language. */
export function useLogTime(): (iso: string) => string {
  const { i18n } = useLingui();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.locale, { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    return (iso: string) => format.format(new Date(iso));
  }, [i18n.locale]);
}

interface Shown {
  time: (iso: string) => string;
  locale: string;
  translate: Parameters<typeof logFieldName>[1];
}

/** A column: the field its header names, its width in the grid, what a cell shows. */
interface LogColumn {
  field: string;
  width: string;
  cell: (row: LogRow, shown: Shown) => ReactNode;
  className?: string;
}

const text = (value: unknown) => (value === undefined || value === null || value === '' ? '—' : String(value));
const COLUMN: Record<string, LogColumn> = {
  time: { field: 'time', width: '11.5rem', cell: (row, { time }) => time(row.time), className: classes.mono },
  remoteIP: { field: 'remoteIP', width: 'minmax(8rem, 10rem)', cell: (row) => row.remoteIP, className: classes.mono },
  method: { field: 'method', width: '4.5rem', cell: (row) => row.method },
  status: { field: 'status', width: '4.5rem', cell: (row) => text(row.status) },
  cacheStatus: { field: 'cacheStatus', width: '6.5rem', cell: (row) => text(row.cacheStatus) },
  bytesSent: { field: 'bytesSent', width: '6rem', cell: (row, { locale }) => (typeof row.bytesSent === 'number' ? formatBytes(row.bytesSent, locale) : '—') },
  blockType: { field: 'blockType', width: 'minmax(6rem, 10rem)', cell: (row, { translate }) => (row.blockType === undefined || row.blockType === null ? '—' : blockTypeName(String(row.blockType), translate)) },
  ruleName: { field: 'ruleName', width: 'minmax(6rem, 12rem)', cell: (row) => text(row.ruleName) },
  domain: { field: 'domain', width: 'minmax(8rem, 14rem)', cell: (row) => row.domain },
  uri: { field: 'uri', width: 'minmax(8rem, 1fr)', cell: (row) => row.uri },
  request: { field: 'uri', width: 'minmax(0, 1fr)', cell: (row) => `${row.domain}${row.uri}` },
};

/** The columns of each log, wide and on a phone (two lines: the first two columns, then the last two). */
export function logColumns(kind: LogKind, phone: boolean): LogColumn[] {
  if (phone) return [COLUMN.time!, kind === 'access' ? COLUMN.status! : COLUMN.blockType!, COLUMN.remoteIP!, COLUMN.request!];
  return kind === 'access'
    ? [COLUMN.time!, COLUMN.remoteIP!, COLUMN.method!, COLUMN.status!, COLUMN.cacheStatus!, COLUMN.bytesSent!, COLUMN.domain!, COLUMN.uri!]
    : [COLUMN.time!, COLUMN.remoteIP!, COLUMN.method!, COLUMN.blockType!, COLUMN.ruleName!, COLUMN.domain!, COLUMN.uri!];
}

type LineProps = { row: LogRow; index: number; start: number; columns: LogColumn[]; shown: Shown; onOpen: (row: LogRow) => void };

const LogLine = memo(function LogLine({ row, index, start, columns, shown, onOpen }: LineProps) {
  const when = shown.time(row.time);
  return (
    <div role="row" data-line aria-rowindex={index + 2} className={classes.row} style={{ transform: `translateY(${start}px)` }} onClick={() => onOpen(row)}>
      {columns.map((column, at) => (
        <div role="cell" key={at} className={column.className ? `${classes.cell} ${column.className}` : classes.cell}>
          {at === 0 ? (
            // The keyboard's way in: the first cell opens the line (a click anywhere on the row does too).
            <button type="button" className={classes.open} aria-label={`${when} ${row.method} ${row.domain}${row.uri} ${row.status ?? ''}`}>
              {when}
            </button>
          ) : (
            column.cell(row, shown)
          )}
        </div>
      ))}
    </div>
  );
});

interface Props {
  rows: readonly LogRow[];
  /** Which log the rows are from (its columns). */
  kind: LogKind;
  /** The scrolling element (the screen scrolls it back to the top on a new search). */
  scroller: RefObject<HTMLDivElement | null>;
  /** Stable (a new function would draw every row again). */
  onOpen: (row: LogRow) => void;
  /** Whether the list is scrolled to its top (follow mode appends only then). */
  onAtTop: (atTop: boolean) => void;
  /** The end of the list came into view (the next page is asked for). */
  onNearEnd: () => void;
}

export const LogLines = memo(function LogLines({ rows, kind, scroller, onOpen, onAtTop, onNearEnd }: Props) {
  const { t, i18n } = useLingui();
  const time = useLogTime();
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`, false, { getInitialValueInEffect: false });
  const rowHeight = phone ? PHONE_ROW_HEIGHT : ROW_HEIGHT;
  const columns = useMemo(() => logColumns(kind, phone), [kind, phone]);
  const shown = useMemo<Shown>(() => ({ time, locale: i18n.locale, translate: (d) => i18n._(d) }), [time, i18n]);
  // The grid's columns, set once on the table for the header and every row.
  const grid = useMemo(() => ({ '--log-columns': columns.map((column) => column.width).join(' '), '--log-row': `${rowHeight}px` }) as CSSProperties, [columns, rowHeight]);
  // Five rows beyond each edge (180 px, a phone's 280), more than a wheel's step: a jump across the list draws every
  // row it shows afresh, and 12 a side made that 39 rows a frame instead of 25 (log bench: React's time a jump 2.1 ->
  // 1.6 ms, frames over one vsync in 2 of 12 rounds -> 0 of 12; issue 29).
  // eslint-disable-next-line react-hooks/incompatible-library -- the list reads the virtualizer on every render
  const virtualizer = useVirtualizer({ count: rows.length, getScrollElement: () => scroller.current, estimateSize: () => rowHeight, overscan: 5 });
  useEffect(() => virtualizer.measure(), [virtualizer, rowHeight]);
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;
  const nearEnd = lastIndex >= rows.length - 20;
  useEffect(() => {
    if (nearEnd) onNearEnd();
  }, [nearEnd, rows.length, onNearEnd]);
  return (
    <div ref={scroller} role="region" aria-label={t`Log lines`} tabIndex={0} className={classes.list} onScroll={(e) => onAtTop(e.currentTarget.scrollTop < 4)}>
      <div role="table" aria-label={t`Log lines`} aria-rowcount={rows.length + 1} className={phone ? `${classes.table} ${classes.phone}` : classes.table} style={grid}>
        <div role="rowgroup" className={classes.head}>
          <div role="row" aria-rowindex={1} className={classes.headRow}>
            {columns.map((column, at) => (
              <div role="columnheader" key={at} className={classes.cell}>
                {logFieldName(column.field, shown.translate)}
              </div>
            ))}
          </div>
        </div>
        <div role="rowgroup" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {items.map((item) => {
            const row = rows[item.index]!;
            return <LogLine key={row.reqID} row={row} index={item.index} start={item.start} columns={columns} shown={shown} onOpen={onOpen} />;
          })}
        </div>
      </div>
    </div>
  );
});
