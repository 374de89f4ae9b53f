// The chart benchmark page (npm run bench -- charts): draws a 26,784-point series (the QPS page size) with the
// console's SeriesChart, counts the spikes of the input still drawn, then appends one 5-minute point as the QPS
// poll does and times that re-render. Figures are left on window.__chartBench for scripts/bench.mjs.
import '@mantine/core/styles.css';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { reduceForWidth, SeriesChart } from '../../src/features/analytics/charts/SeriesChart';
import { preloadCharts } from '../../src/features/analytics/charts/lazy-charts';
import { messages as consoleMessages } from '../../locales/en/console.po';

const N = 26_784;
const STEP = 300_000;
const start = Date.UTC(2026, 9, 1);
// Daily cycle and noise, with 67 one-to-three-point spikes at known places (the count of issue 14).
const points = Array.from({ length: N }, (_, i) => ({ x: start + i * STEP, y: 120 + 90 * Math.sin((2 * Math.PI * i) / 288) + ((i * 7919) % 23) }));
const SPIKES = 67;
const spikes: { from: number; to: number; height: number }[] = [];
for (let k = 0; k < SPIKES; k++) {
  const at = Math.floor(((k + 0.5) * N) / SPIKES);
  const width = 1 + (k % 3);
  const height = 1500 + ((k * 37) % 900);
  for (let j = 0; j < width; j++) points[at + j]!.y = height - j;
  spikes.push({ from: points[at]!.x, to: points[at + width - 1]!.x, height });
}

let append: () => void = () => undefined;
const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

function Bench() {
  const [data, setData] = useState(points);
  append = () => setData((d) => [...d.slice(1), { x: d.at(-1)!.x + STEP, y: 130 }]);
  return (
    <div style={{ width: 1200 }}>
      <SeriesChart points={data} label="Requests a second" format={(v) => `${Math.round(v)}/s`} height={320} />
    </div>
  );
}

i18n.load('en', consoleMessages);
i18n.activate('en');
// The drawing code is loaded on demand (issue 29): loaded first, so that what is measured is the drawing.
await preloadCharts();
const root = createRoot(document.getElementById('root')!);
const t0 = performance.now();
flushSync(() =>
  root.render(
    <MantineProvider>
      <I18nProvider i18n={i18n}>
        <Bench />
      </I18nProvider>
    </MantineProvider>,
  ),
);
// The chart measures its width first, then draws the reduced series: wait for the drawn path.
const drawnPath = () => document.querySelector('.recharts-area-curve')?.getAttribute('d') ?? '';
while (!drawnPath()) await frame();
await frame();
const drawMs = performance.now() - t0;
const chart = document.querySelector('[data-testid="series-chart"]')!;
const drawn = Number(chart.getAttribute('data-drawn'));
// A spike is still visible when the reduced series (the same reduction as the component's, for its width)
// keeps a point of the spike at the spike's full height.
const reduced = reduceForWidth(points, chart.clientWidth);
const spikesKept = spikes.filter((s) => reduced.some((p) => p.x >= s.from && p.x <= s.to && p.y === s.height)).length;
const polls: number[] = [];
for (let i = 0; i < 5; i++) {
  const before = drawnPath();
  const p0 = performance.now();
  flushSync(() => append());
  while (drawnPath() === before) await frame();
  polls.push(performance.now() - p0);
}
(window as unknown as { __chartBench: unknown }).__chartBench = {
  points: N,
  drawn,
  drawMs,
  spikes: spikes.length,
  spikesKept,
  pollMs: [...polls].sort((a, b) => a - b)[Math.floor(polls.length / 2)],
  pollMaxMs: Math.max(...polls),
};
