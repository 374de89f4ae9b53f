// The log search's result list: a virtual list (only the rows in view and a few more are in the DOM) of plain,
// memoised rows. It is its own component so that scrolling re-renders the list alone, not the screen's filters or
// side panel, and a row already drawn is not drawn again while it stays in view; times are formatted by one
// formatter per language (toLocaleString builds a new one for every call).
import { useLingui } from '@lingui/react/macro';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, type RefObject, useEffect, useMemo } from 'react';
import type { LogRow } from './log-query';
import classes from './LogLines.module.css';

export const ROW_HEIGHT = 36;

/** A log line's time as the console shows it (what toLocaleString shows), one formatter per language. */
export function useLogTime(): (iso: string) => string {
  const { i18n } = useLingui();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.locale, { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    return (iso: string) => format.format(new Date(iso));
  }, [i18n.locale]);
}

const LogLine = memo(function LogLine({ row, start, time, onOpen }: { row: LogRow; start: number; time: (iso: string) => string; onOpen: (row: LogRow) => void }) {
  const when = time(row.time);
  return (
    <div role="listitem" className={classes.row} style={{ transform: `translateY(${start}px)` }}>
      <button type="button" className={classes.line} onClick={() => onOpen(row)} aria-label={`${when} ${row.method} ${row.domain}${row.uri} ${row.status ?? ''}`}>
        <span className={classes.time}>{when}</span>
        <span className={classes.ip}>{row.remoteIP}</span>
        <span className={classes.method}>{row.method}</span>
        {row.status !== undefined && <span className={classes.status}>{row.status}</span>}
        <span className={classes.target}>
          {row.domain}
          {row.uri}
        </span>
      </button>
    </div>
  );
});

interface Props {
  rows: readonly LogRow[];
  /** The scrolling element (the screen scrolls it back to the top on a new search). */
  scroller: RefObject<HTMLDivElement | null>;
  /** Stable (a new function would draw every row again). */
  onOpen: (row: LogRow) => void;
  /** Whether the list is scrolled to its top (follow mode appends only then). */
  onAtTop: (atTop: boolean) => void;
  /** The end of the list came into view (the next page is asked for). */
  onNearEnd: () => void;
}

export const LogLines = memo(function LogLines({ rows, scroller, onOpen, onAtTop, onNearEnd }: Props) {
  const { t } = useLingui();
  const time = useLogTime();
  // eslint-disable-next-line react-hooks/incompatible-library -- the list reads the virtualizer on every render
  const virtualizer = useVirtualizer({ count: rows.length, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: 12 });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;
  const nearEnd = lastIndex >= rows.length - 20;
  useEffect(() => {
    if (nearEnd) onNearEnd();
  }, [nearEnd, rows.length, onNearEnd]);
  return (
    <div ref={scroller} role="region" aria-label={t`Log lines`} tabIndex={0} className={classes.list} onScroll={(e) => onAtTop(e.currentTarget.scrollTop < 4)}>
      <div role="list" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {items.map((item) => {
          const row = rows[item.index]!;
          return <LogLine key={row.reqID} row={row} start={item.start} time={time} onOpen={onOpen} />;
        })}
      </div>
    </div>
  );
});
