// A time series drawn with @mantine/charts: the points are reduced to min/max per pixel bucket first (see
// downsample.ts), so a 26,784-point series draws in a few hundred points' time and every spike keeps its height.
// Its text alternative is a table of the same buckets (time, highest, average) and a one-line summary.
import '@mantine/charts/styles.css';
import { AreaChart } from '@mantine/charts';
import { Trans, useLingui } from '@lingui/react/macro';
import { ScrollArea, Table } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { memo, useMemo } from 'react';
import { minMaxBuckets } from '../downsample';
import { colourAt, usePalette } from '../palette';

export interface SeriesPoint {
  time: string;
  value: number;
}

interface XY {
  x: number;
  y: number;
}

/** Buckets for a chart `width` pixels wide: one every 3 pixels, each drawn as up to 4 points (first, min, max, last). */
export const bucketsFor = (width: number) => Math.max(60, Math.round((width || 800) / 3));

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

export function timeLabel(ms: number, locale: string, spanMs: number) {
  const d = new Date(ms);
  return spanMs > 36 * 3_600_000
    ? d.toLocaleString(locale, { month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit' })
    : d.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
}

export const SeriesChart = memo(function SeriesChart({ points, label, format, height = 260, colour = 0 }: Props) {
  const { i18n } = useLingui();
  const palette = usePalette();
  const { ref, width } = useElementSize();
  const drawn = useMemo(() => minMaxBuckets(points, bucketsFor(width)).map((p) => ({ x: p.x, value: p.y })), [points, width]);
  const span = points.length ? points[points.length - 1]!.x - points[0]!.x : 0;
  return (
    <div ref={ref} data-testid="series-chart" data-points={points.length} data-drawn={drawn.length} data-span-minutes={Math.round(span / 60_000)}>
      <AreaChart
        h={height}
        data={drawn}
        dataKey="x"
        series={[{ name: 'value', label, color: colourAt(palette, colour) }]}
        curveType="linear"
        withDots={false}
        withGradient={false}
        fillOpacity={0.25}
        strokeWidth={1.5}
        valueFormatter={format}
        accessibilityLayer={false}
        xAxisProps={{ type: 'number', scale: 'time', domain: ['dataMin', 'dataMax'], tickFormatter: (v: number) => timeLabel(v, i18n.locale, span), minTickGap: 40 }}
        yAxisProps={{ tickFormatter: (v: number) => format(v), width: 80 }}
        areaProps={{ isAnimationActive: false }}
        tooltipProps={{ labelFormatter: (v: unknown) => new Date(Number(v)).toLocaleString(i18n.locale) }}
      />
    </div>
  );
});

export function SeriesTable({ points, label, format }: { points: readonly XY[]; label: string; format: (value: number) => string }) {
  const { i18n } = useLingui();
  const rows = useMemo(() => tableRows(points), [points]);
  return (
    <ScrollArea.Autosize mah={320} type="auto" viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': label }}>
      <Table striped stickyHeader>
        <Table.Caption>{label}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>From</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Highest</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Average</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.from}>
              <Table.Td>{new Date(r.from).toLocaleString(i18n.locale)}</Table.Td>
              <Table.Td>{format(r.max)}</Table.Td>
              <Table.Td>{format(r.avg)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
