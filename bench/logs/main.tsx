// The log search benchmark (npm run bench -- logs): the user console's log search screen (the real component, its
// filters, its virtual list and side panel, its follow mode) on an hour of access logs answered by a stub of the API
// through the one transport: a line every 36 ms, so the default search (the last hour) finds 100,000 lines, newest
// first. The first page's answer holds every line of the range (the stub does not cut it to the screen's page size:
// 500 pages of 200 would keep the bench busy for minutes before it measures anything; `/?follow` cuts it); later
// pages are cut as the backend cuts them. Lines exist only up to the page's clock, so the follow mode's polls find the lines written since
// (about 139 every 5 s).
//
// `/` searches, waits for the 100,000 lines, scrolls the list through and leaves the figures on window.__logsBench;
// opening a row is driven by scripts/bench.mjs.
// `/?follow` only renders the screen: scripts/bench.mjs installs Playwright's clock, searches, switches follow mode on
// and runs 10 minutes of polls, reading window.__logsFollow and the JS heap.
import '@mantine/core/styles.css';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Profiler, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import type { AccessLog } from '../../src/api/generated/model';
import { Component as LogSearchScreen } from '../../src/features/analytics/logs/LogSearchScreen';
import { messages as consoleMessages } from '../../locales/en/console.po';
import { messages } from '../../locales/en/messages.po';

const LINE_EVERY_MS = 36;
const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)] ?? 0;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const domains = ['shop.harbor-tea.example', 'www.harbor-tea.example', 'api.harbor-tea.example', 'img.harbor-tea.example'];
const paths = ['/', '/cart', '/checkout/confirm', '/products/oolong-tin-100g', '/static/app.4f1c2a.js', '/api/v2/orders?page=3', '/images/hero@2x.webp'];
const methods = ['GET', 'GET', 'GET', 'POST', 'GET', 'HEAD'];
const statuses = [200, 200, 200, 304, 200, 404, 200, 403, 502, 200];
const caches = ['HIT', 'MISS', 'HIT', 'EXPIRED', 'BYPASS', 'HIT'] as const;
const agents = [
  'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'curl/8.10.1',
];
/** Line k was written at k × 36 ms since the epoch. */
function line(k: number): AccessLog {
  const ip = (k * 2654435761) >>> 0;
  return {
    time: new Date(k * LINE_EVERY_MS).toISOString(),
    reqID: k.toString(16).padStart(32, '0'),
    siteID: 4101 + (k % 3),
    domain: domains[k % domains.length]!,
    remoteIP: `203.0.${(ip >> 8) & 255}.${ip & 255}`,
    country: k % 5 === 0 ? 'JP' : 'TW',
    method: methods[k % methods.length]!,
    uri: paths[k % paths.length]!,
    httpVersion: k % 4 === 0 ? '1.1' : '2',
    status: statuses[k % statuses.length]!,
    bytesSent: 300 + ((k * 7919) % 90_000),
    requestTime: ((k * 31) % 900) / 1000,
    cacheStatus: caches[k % caches.length]!,
    upstreamAddr: k % 6 === 4 ? '198.51.100.20:443' : null,
    referer: k % 3 === 0 ? 'https://shop.harbor-tea.example/cart' : null,
    userAgent: agents[k % agents.length]!,
  };
}

let calls = 0;
/** `/?follow`: the search's first page is cut to the page size too, so follow mode starts from one page. */
const following = new URLSearchParams(location.search).has('follow');
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, location.href);
  const request = input instanceof Request ? input : null;
  if (url.pathname.endsWith('/user/logs/access')) {
    calls += 1;
    const body = JSON.parse(request ? await request.text() : String(init?.body)) as { startTime: string; endTime: string; page: number; pageSize: number };
    // Lines in [start, end), none after the page's clock; newest first.
    const first = Math.ceil(Date.parse(body.startTime) / LINE_EVERY_MS);
    const last = Math.ceil(Math.min(Date.parse(body.endTime), Date.now() + 1) / LINE_EVERY_MS) - 1;
    const total = Math.max(0, last - first + 1);
    const size = body.page === 1 && !following ? total : body.pageSize;
    const from = last - (body.page - 1) * body.pageSize;
    const data: AccessLog[] = [];
    for (let k = from; k > from - size && k >= first; k--) data.push(line(k));
    return json({ total, data });
  }
  // The site and domain lists of the filters.
  return json({ total: 0, data: [] });
};
Object.assign(window, { __logsCalls: () => calls });

i18n.load('en', { ...messages, ...consoleMessages });
i18n.activate('en');
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
const commits: { ms: number; at: number }[] = [];

// The reference: a bare TanStack Virtual list of the same 100,000 lines (plain text rows), scrolled the same way in
// the same run, so a figure measured on a busy machine can be read against what the machine gives any virtual list.
const bareLines = following ? [] : Array.from({ length: 100_000 }, (_, i) => line(i));
const bareTime = new Intl.DateTimeFormat('en', { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
function BareList() {
  const ref = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({ count: bareLines.length, getScrollElement: () => ref.current, estimateSize: () => 36, overscan: 12 });
  return (
    <div ref={ref} data-scroll="bare-list" style={{ height: 520, overflow: 'auto', marginTop: 16 }}>
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = bareLines[item.index]!;
          return (
            <div key={item.key} style={{ position: 'absolute', top: 0, left: 0, right: 0, height: 36, transform: `translateY(${item.start}px)`, fontSize: 14 }}>
              {bareTime.format(new Date(row.time))} {row.remoteIP} {row.method} {row.status} {row.domain}
              {row.uri}
            </div>
          );
        })}
      </div>
    </div>
  );
}

createRoot(document.getElementById('root')!).render(
  <I18nProvider i18n={i18n}>
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/user/dataAnalysis/logger']}>
          <Profiler id="logs" onRender={(_id, _phase, actualDuration, _base, _start, commitTime) => commits.push({ ms: actualDuration, at: commitTime })}>
            <LogSearchScreen />
          </Profiler>
          {!following && <BareList />}
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>
  </I18nProvider>,
);

const scroller = () => document.querySelector<HTMLElement>('[role="region"][aria-label="Log lines"]');
/** "N of M lines" */
const counted = () => {
  const text = document.querySelector('[data-testid="log-count"]')?.textContent?.replace(/[,\s]/g, '') ?? '';
  const found = /^(\d+)of(\d+)lines$/.exec(text);
  return found ? { shown: Number(found[1]), total: Number(found[2]) } : null;
};
const rowsInDom = () => document.querySelectorAll('[role="region"][aria-label="Log lines"] [role="row"][data-line]').length;

async function searchAll() {
  while (!document.querySelector('button[type="submit"]')) await frame();
  const t0 = performance.now();
  document.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
  while (!scroller() || !rowsInDom()) await frame();
  await frame();
  return { loadMs: performance.now() - t0 };
}

/** Frame times while the list is scrolled: `positions` is where each frame puts it. */
async function ride(positions: (height: number) => number[], box = scroller()!) {
  const targets = positions(box.scrollHeight - box.clientHeight);
  const frames: number[] = [];
  const from = commits.length;
  let last = await frame();
  for (const top of targets) {
    box.scrollTop = top;
    const now = await frame();
    frames.push(now - last);
    last = now;
  }
  await frame();
  const reactMs = commits.slice(from).map((c) => c.ms);
  return { frames, p95: p95(frames), max: Math.max(...frames), reactMedianMs: median(reactMs), reactMaxMs: Math.max(0, ...reactMs), commits: reactMs.length, rowsInDom: rowsInDom() };
}

async function run() {
  const loaded = await searchAll();
  const count = counted()!;
  await frame();
  await frame();
  // Top to bottom in 200 jumps (about 500 lines each: every frame draws rows it has never drawn), then a reader's
  // scroll: 300 frames of 3 lines each from the middle. Two rounds each, the worse kept.
  const jumps = (height: number) => Array.from({ length: 200 }, (_, i) => (height * (i + 1)) / 200);
  const reading = (height: number) => Array.from({ length: 300 }, (_, i) => height / 2 + i * 108);
  type Ride = Awaited<ReturnType<typeof ride>>;
  const rounds = { jumps: [] as Ride[], reading: [] as Ride[], bareJumps: [] as Ride[], bareReading: [] as Ride[] };
  const bare = document.querySelector<HTMLElement>('[data-scroll="bare-list"]')!;
  for (let round = 0; round < 2; round++) {
    scroller()!.scrollTop = 0;
    await frame();
    await frame();
    rounds.jumps.push(await ride(jumps));
    rounds.reading.push(await ride(reading));
    bare.scrollTop = 0;
    await frame();
    await frame();
    rounds.bareJumps.push(await ride(jumps, bare));
    rounds.bareReading.push(await ride(reading, bare));
  }
  const lastShown = document.querySelector('[role="region"][aria-label="Log lines"] [role="row"][data-line]:last-child')?.textContent ?? '';
  const worse = (list: Ride[]) => list.reduce((a, b) => (b.p95 > a.p95 ? b : a));
  const strip = ({ frames: _frames, ...rest }: Ride) => rest;
  scroller()!.scrollTop = 0;
  await frame();
  await frame();
  (window as unknown as { __logsBench: unknown }).__logsBench = {
    rows: count.shown,
    total: count.total,
    loadMs: loaded.loadMs,
    jumps: strip(worse(rounds.jumps)),
    reading: strip(worse(rounds.reading)),
    bareJumps: strip(worse(rounds.bareJumps)),
    bareReading: strip(worse(rounds.bareReading)),
    rounds: { jumps: rounds.jumps.map(strip), reading: rounds.reading.map(strip), bareJumps: rounds.bareJumps.map(strip), bareReading: rounds.bareReading.map(strip) },
    rowsInDom: Math.max(...rounds.jumps.map((r) => r.rowsInDom), ...rounds.reading.map((r) => r.rowsInDom)),
    lastShown,
  };
}

if (!following) void run();
