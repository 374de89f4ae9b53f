// The node list benchmark (npm run bench -- nodes): the console's initialised-nodes list (the real component,
// its generated hooks and its 5 s refresh) on 5000 nodes answered by a stub of the API, whose states change a
// little at every refresh as a fleet's do. It measures the first render, the time React spends on each refresh
// (Profiler, profiling build), layout shifts during the refreshes, the rows in the DOM, and whether a selection
// and the scroll position are kept; the figures are left on window.__nodesBench for scripts/bench.mjs.
import '@mantine/core/styles.css';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Profiler } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import type { Node as NodeRow, NodeStatus } from '../../src/api/generated/model';
import { InitializedNodes } from '../../src/features/nodes/InitializedNodes';
import { NODE_STATUSES } from '../../src/features/nodes/states';
import { NODE_LIST_REFRESH_MS } from '../../src/kit/polling';
import { messages as consoleMessages } from '../../locales/en/console.po';
import { messages } from '../../locales/en/messages.po';

const NODES = 5000;
const REFRESHES = 6;
const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)] ?? 0;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const zones = ['Taipei', 'Tokyo', 'Frankfurt'];
let round = 0;
function node(i: number): NodeRow {
  // About 2% of the fleet changes state between two refreshes.
  const status: NodeStatus = NODE_STATUSES[(i * 7 + (i % 50 === round % 50 ? round : 0)) % NODE_STATUSES.length]!;
  return {
    id: i + 1,
    name: `edge-${String(i + 1).padStart(4, '0')}`,
    ip: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
    kind: 'normal',
    tier: i % 9 === 0 ? 'relay' : 'edge',
    portType: i % 5 === 0 ? 'L4' : 'L7',
    bandwidth: 10000,
    memo: i % 4 === 0 ? 'Rack 3' : '',
    role: i % 6 === 0 ? 'backup' : 'main',
    monitor: { type: 'ping', url: null, port: null, content: '', interval: 60, failureAction: 'none' },
    monitorStatus: status === 'normal' ? 'normal' : 'error',
    version: '3.8.2',
    subNodes: [],
    subIPs: [],
    subNodeType: null,
    status,
    upgradeStatus: 'updateComplete',
    dnsStatus: 'active',
    logRotateTime: 0,
    geneva: { enable: false, version: 'v1', window: 10 },
    zoneID: (i % 3) + 1,
    zoneName: zones[i % 3]!,
    groupIDs: [],
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-11-01T00:00:00Z',
  };
}
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
const refreshedAt: number[] = [];
window.fetch = async (input: RequestInfo | URL) => {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, location.href);
  if (url.pathname.endsWith('/client/nodes/initialized')) {
    round += 1;
    refreshedAt.push(performance.now());
    return json({ total: NODES, data: Array.from({ length: NODES }, (_, i) => node(i)) });
  }
  if (url.pathname.endsWith('/client/nodeNums')) {
    const all = { total: NODES, unknown: 0, normal: 0, error: 0, natsError: 0, paused: 0, offline: 0, reconnect: 0 };
    for (let i = 0; i < NODES; i++) all[node(i).status] += 1;
    return json({ data: { all, zones: [] } });
  }
  if (url.pathname.endsWith('/client/metaZones')) return json({ data: zones.map((name, i) => ({ id: i + 1, name })) });
  return json({ code: 4005, message: 'not in the bench' });
};

i18n.load('en', { ...messages, ...consoleMessages });
i18n.activate('en');
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
const renders: { phase: string; ms: number; at: number }[] = [];
let shifts = 0;
/** What moved, for the report: the shifted elements of each shift counted. */
const shifted: string[] = [];
type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
new PerformanceObserver((list) => {
  for (const entry of list.getEntries() as Shift[]) {
    if (entry.hadRecentInput) continue;
    shifts += entry.value;
    const what = (entry.sources ?? []).map((s) => (s.node instanceof Element ? `${s.node.tagName.toLowerCase()}.${String(s.node.className).split(' ')[0]}` : s.node?.nodeName ?? '?'));
    shifted.push(`${entry.value.toFixed(3)} ${what.join(',')}`);
  }
}).observe({ type: 'layout-shift', buffered: true });

const started = performance.now();
createRoot(document.getElementById('root')!).render(
  <I18nProvider i18n={i18n}>
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <Profiler id="nodes" onRender={(_id, phase, actualDuration, _base, _start, commitTime) => renders.push({ phase, ms: actualDuration, at: commitTime })}>
          {/* The list reads its address (its filters and page live in the query string), as on its screen. */}
          <MemoryRouter initialEntries={['/client/nodeManage/nodesList']}>
            <InitializedNodes />
          </MemoryRouter>
        </Profiler>
      </QueryClientProvider>
    </MantineProvider>
  </I18nProvider>,
);

async function run() {
  const scroller = () => document.querySelector<HTMLElement>('[data-scroll="resource-table"]');
  while (!document.querySelector('[data-scroll="resource-table"] tr[data-index]')) await frame();
  await frame();
  const renderMs = performance.now() - started;
  const firstRefresh = refreshedAt.length;
  // A selection and a scroll position in the middle of the list, to check they survive the refreshes.
  const box = scroller()!;
  box.scrollTop = box.scrollHeight / 2;
  await frame();
  await frame();
  const row = document.querySelector<HTMLElement>('[data-scroll="resource-table"] tbody tr[data-index]')!;
  const picked = row.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
  picked.click();
  await frame();
  const scrollBefore = box.scrollTop;
  const pickedName = picked.getAttribute('aria-label');
  // Shifts of the selection bar appearing are reported a little later: wait for them before counting.
  await wait(1000);
  shifts = 0;
  shifted.length = 0;
  const fromRender = renders.length;
  // The list's own 5 s refresh, REFRESHES times.
  while (refreshedAt.length < firstRefresh + REFRESHES) await wait(200);
  await wait(1000);
  // Each refresh is the commits after its answer and before the next one; the commit of the new rows is the largest.
  const perRefresh: number[] = [];
  const commitsPerRefresh: number[][] = [];
  for (let k = firstRefresh; k < firstRefresh + REFRESHES; k++) {
    const from = refreshedAt[k]!;
    const to = refreshedAt[k + 1] ?? Infinity;
    const commits = renders.slice(fromRender).filter((r) => r.at >= from && r.at < to);
    perRefresh.push(commits.reduce((sum, r) => sum + r.ms, 0));
    commitsPerRefresh.push(commits.map((r) => Math.round(r.ms)));
  }
  const still = document.querySelector<HTMLInputElement>(`[data-scroll="resource-table"] input[aria-label="${pickedName}"]`);
  (window as unknown as { __nodesBench: unknown }).__nodesBench = {
    nodes: NODES,
    refreshEveryMs: NODE_LIST_REFRESH_MS,
    renderMs,
    refreshes: perRefresh.length,
    refreshRenderMedianMs: median(perRefresh),
    refreshRenderP95Ms: p95(perRefresh),
    refreshRenderMaxMs: Math.max(...perRefresh),
    commitsPerRefresh,
    layoutShift: shifts,
    shifted,
    rowsInDom: document.querySelectorAll('[data-scroll="resource-table"] tr[data-index]').length,
    selectionKept: Boolean(still?.checked),
    scrollKept: Math.abs(box.scrollTop - scrollBefore) < 1,
  };
}
void run();
