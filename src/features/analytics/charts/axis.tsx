// Axis and grid settings shared by the analytics charts (Mantine charts over Recharts), chosen so that drawing a
// chart never measures text in the DOM: each such measure is a forced layout of the whole page, and on a
// 12-widget dashboard they were most of the drawing time (issue 14).
import type { XAxisTickContentProps, YAxisTickContentProps } from 'recharts';

/**
 * An axis label as plain SVG text, placed as Mantine places it (12 px, 10 px off the axis). Recharts' own label
 * (<Text>) measures its words in the DOM to wrap them, a forced layout per label and per render.
 */
function axisTick(anchor: 'middle' | 'end', dx: number, dy: number, baseline: string) {
  return function AxisTick({ x, y, index, payload, tickFormatter }: XAxisTickContentProps | YAxisTickContentProps) {
    return (
      <text x={Number(x) + dx} y={Number(y) + dy} dy={baseline} textAnchor={anchor} fontSize={12} fill="currentColor" className="recharts-cartesian-axis-tick-value">
        {tickFormatter ? tickFormatter(payload.value, index) : String(payload.value)}
      </text>
    );
  };
}
/** The labels of a bottom axis. */
export const X_TICK = axisTick('middle', 0, 10, '0.71em');
/** The labels of a left axis. */
export const Y_TICK = axisTick('end', -10, 0, '0.355em');

/**
 * The grid props of a chart drawing horizontal lines only (Mantine's gridAxis "x"): Recharts' grid still places
 * the vertical lines it does not draw, by measuring every label of the x axis. Nothing drawn, nothing placed.
 */
export const HORIZONTAL_GRID = { verticalCoordinatesGenerator: () => [] };
