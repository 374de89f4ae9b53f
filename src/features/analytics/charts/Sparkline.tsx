// A small line of a series inside a figure tile (issue 25: headline figures as compact tiles with a sparkline): an
// SVG polyline of at most 60 points (min/max buckets keep the peaks), no axes, no chart library. Decorative: the
// figure is the tile's text, the series has its own chart and table on the statistics screen.
import { useMemo } from 'react';
import { minMaxBuckets, type XY } from '../downsample';

const WIDTH = 120;
const HEIGHT = 32;

/** The polyline's points in a WIDTH × HEIGHT box (a flat line in the middle for a constant series). */
export function sparkPoints(points: readonly XY[]): string {
  if (points.length < 2) return '';
  const shown = minMaxBuckets(points, 30, false);
  const xs = shown.map((p) => p.x);
  const ys = shown.map((p) => p.y);
  const [x0, x1] = [Math.min(...xs), Math.max(...xs)];
  const [y0, y1] = [Math.min(...ys), Math.max(...ys)];
  const x = (v: number) => (x1 === x0 ? 0 : ((v - x0) / (x1 - x0)) * WIDTH);
  const y = (v: number) => (y1 === y0 ? HEIGHT / 2 : HEIGHT - 2 - ((v - y0) / (y1 - y0)) * (HEIGHT - 4));
  return shown.map((p) => `${x(p.x).toFixed(1)},${y(p.y).toFixed(1)}`).join(' ');
}

export function Sparkline({ points, testId }: { points: readonly XY[]; testId?: string }) {
  const line = useMemo(() => sparkPoints(points), [points]);
  if (!line) return null;
  return (
    <svg width={WIDTH} height={HEIGHT} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" data-testid={testId} style={{ flexShrink: 0 }}>
      <polyline points={line} fill="none" stroke="var(--mantine-primary-color-filled)" strokeWidth="1.5" strokeLinejoin="round" />
    </svg>
  );
}
