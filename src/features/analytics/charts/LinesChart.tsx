// Several lines over one time axis (layer-4 passed and dropped bit rates, a line per protocol or country), drawn
// with @mantine/charts after the min/max reduction per pixel bucket of every line (downsample.ts: minMaxRows),
// with a table of the same figures as its text alternative.
import { LineChart } from './lazy-charts';
import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useMemo } from 'react';
import { type Column, DataTable } from '../../../kit/DataTable';
import { minMaxRows } from '../downsample';
import { colourAt, usePalette } from '../palette';
import { HORIZONTAL_GRID, X_TICK, Y_TICK } from './axis';
import { useWidth } from './use-width';
import { bucketsFor, timeLabel, timeTicks } from './SeriesChart';
import { formatDateTime } from '../../../i18n/format';

export type Row = { x: number } & Record<string, number>;

export interface Line {
  key: string;
  label: string;
  /** Index into the palette. */
  colour: number;
}

interface Props {
  rows: readonly Row[];
  lines: readonly Line[];
  format: (value: number) => string;
  height?: number;
}

export const LinesChart = memo(function LinesChart({ rows, lines, format, height = 260 }: Props) {
  const { i18n } = useLingui();
  const palette = usePalette();
  const { ref, width } = useWidth<HTMLDivElement>();
  const keys = useMemo(() => lines.map((l) => l.key), [lines]);
  const drawn = useMemo(() => (width ? minMaxRows(rows, keys, bucketsFor(width)) : []), [rows, keys, width]);
  const span = rows.length ? rows[rows.length - 1]!.x - rows[0]!.x : 0;
  return (
    <div ref={ref} style={{ minHeight: height }} data-testid="lines-chart" data-points={rows.length} data-drawn={drawn.length}>
      {width > 0 && (
        <LineChart
          h={height}
          data={drawn as Row[]}
          dataKey="x"
          series={lines.map((l) => ({ name: l.key, label: l.label, color: colourAt(palette, l.colour) }))}
          curveType="linear"
          withDots={false}
          withLegend
          strokeWidth={1.5}
          valueFormatter={format}
          accessibilityLayer={false}
          xAxisProps={{
            type: 'number',
            scale: 'time',
            domain: ['dataMin', 'dataMax'],
            ticks: rows.length ? timeTicks(rows[0]!.x, rows[rows.length - 1]!.x, width) : [],
            interval: 0,
            tick: X_TICK,
            tickFormatter: (v: number) => timeLabel(v, i18n.locale, span),
          }}
          yAxisProps={{ tickFormatter: (v: number) => format(v), width: 90, interval: 0, tick: Y_TICK }}
          gridProps={HORIZONTAL_GRID}
          lineProps={{ isAnimationActive: false }}
          tooltipProps={{ labelFormatter: (v: unknown) => formatDateTime(Number(v), i18n.locale) }}
        />
      )}
    </div>
  );
});

/** The text alternative: at most `max` spans, each line's highest value in the span. */
export function LinesTable({ rows, lines, format, label, max = 48 }: Props & { label: string; max?: number }) {
  const { i18n } = useLingui();
  const spans = useMemo(() => {
    const per = Math.max(1, Math.ceil(rows.length / max));
    const out: Span[] = [];
    for (let i = 0; i < rows.length; i += per) {
      const part = rows.slice(i, i + per);
      out.push({ from: part[0]!.x, highest: lines.map((l) => Math.max(...part.map((r) => r[l.key] ?? 0))) });
    }
    return out;
  }, [rows, lines, max]);
  const columns: Column<Span>[] = [
    { header: <Trans>From</Trans>, cell: (s) => formatDateTime(s.from, i18n.locale) },
    ...lines.map((l, i): Column<Span> => ({ key: l.key, header: l.label, numeric: true, cell: (s) => format(s.highest[i]!) })),
  ];
  return (
    <DataTable
      striped
      stickyHeader
      caption={<Trans>{label}: the highest value of each span</Trans>}
      columns={columns}
      rows={spans}
      rowKey={(s) => s.from}
      scroll={{ height: 320, label }}
    />
  );
}

interface Span {
  from: number;
  highest: number[];
}
