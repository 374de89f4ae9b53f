// The customisable dashboard benchmark (npm run bench -- dashboard): the console's screen (the real component, its
// generated hooks, react-grid-layout and the analytics charts) with a 12-widget page (5 cards, 3 series, 4 tops)
// answered by a stub of the API. It measures the first render until every widget is drawn with its data, then
// the page's refresh (what its 5-minute poll does: every widget asks again for the range ending now): the wall
// time until the last commit and React's time (Profiler, profiling build). Figures are left on
// window.__dashboardBench for scripts/bench.mjs.
import './no-performance-tracks';
import '@mantine/core/styles.css';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Profiler } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { Component as CustomDashboard } from '../../src/features/analytics/custom-dashboard/CustomDashboardScreen';
import type { DashboardWidget } from '../../src/features/analytics/custom-dashboard/types';
import { messages as consoleMessages } from '../../locales/en/console.po';
import { messages } from '../../locales/en/messages.po';

const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const w = (widgetID: number, dataType: DashboardWidget['dataType'], x: number, y: number, width: number, h: number, extra: Partial<DashboardWidget> = {}) =>
  ({ key: `${widgetID}-${dataType}`, widgetID, dataType, x, y, w: width, h, range: 'last24Hours', ...extra }) as DashboardWidget;
const WIDGETS: DashboardWidget[] = [
  w(3, 'card', 0, 0, 6, 4),
  w(4, 'card', 6, 0, 6, 4),
  w(14, 'card', 12, 0, 6, 4),
  w(15, 'card', 18, 0, 6, 4),
  w(5, 'card', 0, 4, 6, 8),
  w(2, 'timeSeries', 6, 4, 18, 8, { intervalMinutes: 5 }),
  w(12, 'timeSeries', 0, 12, 12, 8, { intervalMinutes: 15, range: 'last30Days' }),
  w(13, 'timeSeries', 12, 12, 12, 8, { intervalMinutes: 60, range: 'last30Days' }),
  w(11, 'top', 0, 20, 6, 10, { top: 30 }),
  w(15, 'top', 6, 20, 6, 10, { top: 10 }),
  w(23, 'top', 12, 20, 6, 10, { top: 20 }),
  w(25, 'top', 18, 20, 6, 10, { top: 20 }),
];

let generation = 0;
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
const answered: number[] = [];
window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const request = input instanceof Request ? input : new Request(input, init);
  const url = new URL(request.url, location.href);
  const body = request.method === 'POST' ? ((await request.json()) as Record<string, number | string>) : {};
  answered.push(performance.now());
  if (url.pathname.endsWith('/client/dashboard')) return json({ data: { version: 1, updatedAt: null, pages: [{ id: 'bench', name: 'Bench', widgets: WIDGETS }] } });
  if (url.pathname.endsWith('/client/statistics/info')) {
    const counts: Record<string, number> = {};
    for (const k of ['200', '206', '301', '302', '404', '500', '3', '4', '2', '8', 'chinaCount', 'nonChinaCount']) counts[k] = 1000 + ((generation * 37 + k.length * 101) % 500);
    return json({ data: { type: body.type, total: 123_456 + generation, traffic: 9.87e9 + generation, counts } });
  }
  if (url.pathname.endsWith('/client/statistics/timeSeries')) {
    const step = Number(body.minutesStep ?? 5) * 60_000;
    const start = Date.parse(String(body.startTime));
    const end = Date.parse(String(body.endTime));
    const n = Math.floor((end - start) / step);
    const data = Array.from({ length: n }, (_, i) => ({ time: new Date(start + i * step).toISOString(), value: 100 + 80 * Math.sin((2 * Math.PI * i * step) / 86_400_000) + ((i * 7919 + generation) % 23) + (i % 97 === 0 ? 900 : 0) }));
    return json({ data, total: n });
  }
  if (url.pathname.endsWith('/client/statistics/top')) {
    const top = Number(body.top ?? 10);
    return json({ data: Array.from({ length: top }, (_, i) => ({ key: `k${i}`, name: `/shop/item-${i}/detail?ref=${body.type}`, value: (top - i) * 1000 + generation })) });
  }
  if (url.pathname.endsWith('/client/metaZones')) return json({ data: [{ id: 1, name: 'Taipei' }] });
  if (url.pathname.endsWith('/client/metaSites')) return json({ data: [{ id: 1, siteName: 'shop', portType: 'l7' }] });
  return json({ code: 4005, message: 'not in the bench' });
};

i18n.load('en', { ...messages, ...consoleMessages });
i18n.activate('en');
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
const commits: { ms: number; at: number }[] = [];

const started = performance.now();
createRoot(document.getElementById('root')!).render(
  <I18nProvider i18n={i18n}>
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/client/dataAnalysis/statisticsCustomize']}>
          <Profiler id="dashboard" onRender={(_id, _phase, actualDuration, _base, _start, commitTime) => commits.push({ ms: actualDuration, at: commitTime })}>
            <CustomDashboard />
          </Profiler>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>
  </I18nProvider>,
);

/** Every widget drawn with its data: no loader or skeleton left, every chart's path and every figure there. */
function allDrawn(): boolean {
  const widgets = [...document.querySelectorAll('[data-testid^="widget-"]')];
  if (widgets.length !== WIDGETS.length) return false;
  if (document.querySelector('[data-testid^="widget-"] .mantine-Loader-root, [data-testid^="widget-"] .mantine-Skeleton-root')) return false;
  const series = document.querySelectorAll('[data-testid^="widget-"] .recharts-area-curve').length;
  const bars = document.querySelectorAll('[data-testid^="widget-"] .recharts-bar-rectangle').length;
  return series === 3 && bars > 0;
}

/** Waits until no commit for `quiet` ms; answers the time of the last commit. */
async function settled(quiet = 600): Promise<number> {
  let seen = commits.length;
  let last = performance.now();
  for (;;) {
    await wait(50);
    if (commits.length !== seen) {
      seen = commits.length;
      last = commits.at(-1)!.at;
    } else if (performance.now() - last > quiet) return last;
  }
}

async function run() {
  while (!allDrawn()) await frame();
  await frame();
  const firstRenderMs = performance.now() - started;
  const firstCommits = commits.length;
  const firstReactMs = commits.reduce((sum, c) => sum + c.ms, 0);
  await settled();
  const settledCommits = commits.length;
  const polls: { wallMs: number; reactMs: number; commits: number }[] = [];
  for (let k = 0; k < 3; k++) {
    generation += 1;
    const from = commits.length;
    const clicked = performance.now();
    [...document.querySelectorAll('button')].find((b) => b.textContent === 'Refresh')!.click();
    const last = await settled();
    const these = commits.slice(from);
    polls.push({ wallMs: last - clicked, reactMs: these.reduce((s, c) => s + c.ms, 0), commits: these.length });
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  (window as unknown as { __dashboardBench: unknown }).__dashboardBench = {
    widgets: WIDGETS.length,
    calls: answered.length,
    firstRenderMs,
    firstCommits,
    firstReactMs,
    settledCommits,
    pollWallMs: median(polls.map((p) => p.wallMs)),
    pollReactMs: median(polls.map((p) => p.reactMs)),
    polls,
  };
}
void run();
