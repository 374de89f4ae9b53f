// A time series drawn with @mantine/charts: the points are reduced to min/max per pixel bucket first (see
// downsample.ts), so a 26,784-point series draws in a few hundred points' time and every spike keeps its height.
// Its text alternative is a table of the same buckets (time, highest, average) and a one-line summary.
import { AreaChart } from './lazy-charts';
import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useMemo } from 'react';
import { type Column, DataTable } from '../../../kit/DataTable';
import { minMaxBuckets } from '../downsample';
import { HORIZONTAL_GRID, X_TICK, Y_TICK } from './axis';
import { colourAt, usePalette } from '../palette';
import { useWidth } from './use-width';
import { formatDateTime } from '../../../i18n/format';

export interface SeriesPoint {
  time: string;
  value: number;
}

interface XY {
  x: number;
  y: number;
}

/** Buckets for a chart `width` pixels wide: one every 4 pixels. */
export const bucketsFor = (width: number) => Math.max(60, Math.round((width || 800) / 4));

/**
 * What is drawn of a series on `width` pixels: the lowest and highest point of every 4-pixel bucket, so every
 * spike keeps its height while Recharts draws about half a point a pixel (issue 14: the SVG work grows with the
 * points drawn).
 */
export const reduceForWidth = <T extends XY>(points: readonly T[], width: number): readonly T[] => minMaxBuckets(points, bucketsFor(width), false);

export const toXY = (points: readonly SeriesPoint[]): XY[] => points.map((p) => ({ x: Date.parse(p.time), y: p.value }));

/** Rows of the text alternative: at most `rows` spans, each with its highest and average value. */
export function tableRows(points: readonly XY[], rows = 48): { from: number; max: number; avg: number }[] {
  if (!points.length) return [];
  const per = Math.max(1, Math.ceil(points.length / rows));
  const out: { from: number; max: number; avg: number }[] = [];
  for (let i = 0; i < points.length; i += per) {
    const part = points.slice(i, i + per);
    out.push({ from: part[0]!.x, max: Math.max(...part.map((p) => p.y)), avg: part.reduce((s, p) => s + p.y, 0) / part.length });
  }
  return out;
}

export function summaryOf(points: readonly XY[]): { peak: XY; avg: number; total: number } | null {
  if (!points.length) return null;
  let peak = points[0]!;
  let sum = 0;
  for (const p of points) {
    if (p.y > peak.y) peak = p;
    sum += p.y;
  }
  return { peak, avg: sum / points.length, total: sum };
}

interface Props {
  points: readonly XY[];
  label: string;
  format: (value: number) => string;
  height?: number;
  /** Index into the palette. */
  colour?: number;
}

/** A tick's or tooltip's time: with its day once the chart spans more than a day and a half. */
const WITH_DAY = { month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit' } as const;
const TIME_ONLY = { hour: '2-digit', minute: '2-digit' } as const;

export function timeLabel(ms: number, locale: string, spanMs: number) {
  return Number.isFinite(ms) ? formatDateTime(ms, locale, spanMs > 36 * 3_600_000 ? WITH_DAY : TIME_ONLY) : '';
}

const MINUTE = 60_000;
const TICK_STEPS = [5, 10, 15, 30, 60, 120, 180, 360, 720, 1440, 2880, 10_080].map((m) => m * MINUTE);

/**
 * The time-axis ticks: round local times (every 5 minutes … every week), about one per `pixelsPerTick` pixels.
 * Giving Recharts its ticks spares it measuring the label of every point to thin them out (most of the drawing
 * time of a long series, issue 14).
 */
export function timeTicks(from: number, to: number, width: number, pixelsPerTick = 110): number[] {
  if (!(to > from)) return [from];
  const most = Math.max(2, Math.floor(width / pixelsPerTick));
  const step = TICK_STEPS.find((s) => (to - from) / s <= most) ?? TICK_STEPS[TICK_STEPS.length - 1]!;
  const offset = new Date(from).getTimezoneOffset() * MINUTE;
  const ticks: number[] = [];
  for (let t = Math.ceil((from - offset) / step) * step + offset; t <= to; t += step) ticks.push(t);
  return ticks;
}

/** The height a series chart is drawn at unless told otherwise. */
export const SERIES_HEIGHT = 260;

export const SeriesChart = memo(function SeriesChart({ points, label, format, height = SERIES_HEIGHT, colour = 0 }: Props) {
  const { i18n } = useLingui();
  const palette = usePalette();
  const { ref, width } = useWidth<HTMLDivElement>();
  // Nothing is drawn until the width is known: a first pass at a guessed width would be drawn twice.
  const drawn = useMemo(() => (width ? reduceForWidth(points, width).map((p) => ({ x: p.x, value: p.y })) : []), [points, width]);
  const span = points.length ? points[points.length - 1]!.x - points[0]!.x : 0;
  const series = useMemo(() => [{ name: 'value', label, color: colourAt(palette, colour) }], [label, palette, colour]);
  const first = points[0]?.x ?? 0;
  const last = points[points.length - 1]?.x ?? 0;
  const xAxisProps = useMemo(
    () => ({
      type: 'number' as const,
      scale: 'time' as const,
      domain: ['dataMin', 'dataMax'],
      ticks: timeTicks(first, last, width),
      interval: 0 as const,
      tick: X_TICK,
      tickFormatter: (v: number) => timeLabel(v, i18n.locale, last - first),
    }),
    [i18n.locale, first, last, width],
  );
  const yAxisProps = useMemo(() => ({ tickFormatter: (v: number) => format(v), width: 80, interval: 0 as const, tick: Y_TICK }), [format]);
  const tooltipProps = useMemo(() => ({ labelFormatter: (v: unknown) => timeLabel(Number(v), i18n.locale, Infinity) }), [i18n.locale]);
  return (
    <div ref={ref} style={{ minHeight: height }} data-testid="series-chart" data-points={points.length} data-drawn={drawn.length} data-span-minutes={Math.round(span / 60_000)}>
      {width > 0 && (
        <AreaChart
          h={height}
          data={drawn}
          dataKey="x"
          series={series}
          curveType="linear"
          withDots={false}
          withGradient={false}
          fillOpacity={0.25}
          strokeWidth={1.5}
          valueFormatter={format}
          accessibilityLayer={false}
          xAxisProps={xAxisProps}
          yAxisProps={yAxisProps}
          areaProps={AREA_PROPS}
          gridProps={HORIZONTAL_GRID}
          tooltipProps={tooltipProps}
        />
      )}
    </div>
  );
});

const AREA_PROPS = { isAnimationActive: false };

type Span = ReturnType<typeof tableRows>[number];

export function SeriesTable({ points, label, format }: { points: readonly XY[]; label: string; format: (value: number) => string }) {
  const { i18n } = useLingui();
  const rows = useMemo(() => tableRows(points), [points]);
  const columns: Column<Span>[] = [
    { header: <Trans>From</Trans>, cell: (r) => formatDateTime(r.from, i18n.locale) },
    { header: <Trans>Highest</Trans>, cell: (r) => format(r.max) },
    { header: <Trans>Average</Trans>, cell: (r) => format(r.avg) },
  ];
  return <DataTable striped stickyHeader caption={label} columns={columns} rows={rows} rowKey={(r) => r.from} scroll={{ height: 320, label }} />;
}
