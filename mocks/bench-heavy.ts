// How long the heaviest calls hold the embedded backend's event loop (issue 24, item 7). Not part of `npm test`:
// run alone with `npx tsx mocks/bench-heavy.ts`. The backend runs in-process behind an ephemeral 127.0.0.1 port; a
// 1 ms ticker records the longest gap between two ticks while each call runs (the longest time nothing else, not
// even the public logo, could be answered), and a logo call sent together with the heavy call gives its wait.
// The client runs in the same thread, so its own work counts too: large downloads are counted a chunk at a time,
// never decoded (decoding 48 MB at once was the bench's hold, not the backend's). On a busy machine a gap also holds
// the time the thread waited for a core: "cpu" is the main thread's own running time in the longest gap and "max
// cpu" the most it ran between two ticks (Linux /proc/thread-self/schedstat), what the hold would be on an idle
// machine; "eld" is node's monitorEventLoopDelay maximum over the same runs, as a cross-check of the ticker.
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { startBenchBackend } from './bench-backend.ts';

const { call, download, signIn, close } = await startBenchBackend(process.env.VALIDATE !== '0');

// Signed in again before each scenario: on a busy machine a whole run outlives an access token (a 401 is no figure).
const signInBoth = async () => [await signIn('user', 'mei.lin@harbor-tea.example', 'Harbor-Tea-2026'), await signIn('client', 'ops@northwind-cdn.example', 'Northwind-Ops-2026')] as const;
let [user, client] = await signInBoth();
const now = Date.now();
const iso = (ms: number) => new Date(ms).toISOString();
const DAY = 86_400_000;
const sites = ((await call('GET', '/client/sites?page=1&pageSize=500', undefined, client)).json as { data?: { id: number }[] }).data?.map((s) => s.id) ?? [];
const repeated = Array.from({ length: 5000 }, (_, i) => sites[i % Math.max(1, sites.length)]!);
const twelve = Array.from({ length: 5000 }, (_, i) => sites[i % Math.min(12, Math.max(1, sites.length))]!);

/** The main thread's running time so far in ms (null where /proc/thread-self/schedstat is missing). */
const threadCpu: (() => number) | null = (() => {
  const read = () => Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e6;
  try {
    return Number.isFinite(read()) ? read : null;
  } catch {
    return null;
  }
})();

interface Held {
  wall: number;
  /** The longest gap between two ticks (wall clock). */
  gap: number;
  /** The main thread's running time during that gap. */
  gapCpu: number;
  /** The most the main thread ran between two ticks. */
  maxCpu: number;
  /** monitorEventLoopDelay's maximum. */
  eld: number;
  logo: number;
  status: number;
}

/** The longest gap between two ticks of a 1 ms timer while `run` is under way, and the run's wall time. */
async function held(run: () => Promise<unknown>): Promise<Held> {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  let last = performance.now();
  let lastCpu = threadCpu?.() ?? 0;
  let gap = 0;
  let gapCpu = 0;
  let maxCpu = 0;
  const tick = () => {
    const at = performance.now();
    const cpu = threadCpu?.() ?? 0;
    if (at - last > gap) {
      gap = at - last;
      gapCpu = cpu - lastCpu;
    }
    maxCpu = Math.max(maxCpu, cpu - lastCpu);
    last = at;
    lastCpu = cpu;
  };
  const ticker = setInterval(tick, 1);
  histogram.enable();
  const t0 = performance.now();
  const heavy = run();
  const logoSent = performance.now();
  const logo = call('GET', '/user/logo').then(() => performance.now() - logoSent);
  const answer = (await heavy) as { status: number };
  const wall = performance.now() - t0;
  const logoWait = await logo;
  clearInterval(ticker);
  tick();
  histogram.disable();
  return { wall, gap, gapCpu, maxCpu, eld: histogram.max / 1e6, logo: logoWait, status: answer.status };
}

const scenarios: [string, () => Promise<unknown>][] = [
  ['client access log search, 12 sites repeated to 5000 ids (the probe)', () => call('POST', '/client/logs/access', { startTime: iso(now - DAY), endTime: iso(now), siteIDs: twelve, pageSize: 25 }, client)],
  ['client access log search, the same 12 sites once each', () => call('POST', '/client/logs/access', { startTime: iso(now - DAY), endTime: iso(now), siteIDs: [...new Set(twelve)], pageSize: 25 }, client)],
  [`client access log search, its ${sites.length} sites repeated to 5000 ids`, () => call('POST', '/client/logs/access', { startTime: iso(now - DAY), endTime: iso(now), siteIDs: repeated, pageSize: 25 }, client)],
  [`client WAF log search, its ${sites.length} sites repeated to 5000 ids`, () => call('POST', '/client/logs/waf', { startTime: iso(now - DAY), endTime: iso(now), siteIDs: repeated, pageSize: 25 }, client)],
  ['client access log search, all sites, one day', () => call('POST', '/client/logs/access', { startTime: iso(now - DAY), endTime: iso(now), pageSize: 25 }, client)],
  ['client WAF log search, all sites, one day', () => call('POST', '/client/logs/waf', { startTime: iso(now - DAY), endTime: iso(now), pageSize: 25 }, client)],
  ['user access log search, one day, 500 rows', () => call('POST', '/user/logs/access', { startTime: iso(now - DAY), endTime: iso(now), siteIDs: [4102], pageSize: 500 }, user)],
  ['client time series, 26784 points (1-minute steps)', () => call('POST', '/client/statistics/timeSeries', { type: 2, startTime: iso(now - 26784 * 60_000), endTime: iso(now), minutesStep: 1, page: 1, pageSize: 26784 }, client)],
  ['client time series, 26784 points, 5000 repeated site ids', () => call('POST', '/client/statistics/timeSeries', { type: 2, siteIDs: repeated, startTime: iso(now - 26784 * 60_000), endTime: iso(now), minutesStep: 1, page: 1, pageSize: 26784 }, client)],
  ['client domain ranking export (CSV), 31 days', () => call('POST', '/client/statistics/list/export', { startTime: iso(now - 31 * DAY), endTime: iso(now), page: 1, pageSize: 500 }, client)],
  // Statistics over every site of the client (issue 24: the other heavy paths), 31 days.
  ['client statistics card (traffic), all sites, 31 days', () => call('POST', '/client/statistics/info', { type: 3, startTime: iso(now - 31 * DAY), endTime: iso(now) }, client)],
  ['client domain ranking, all sites, 31 days, 500 rows', () => call('POST', '/client/statistics/list', { startTime: iso(now - 31 * DAY), endTime: iso(now), page: 1, pageSize: 500 }, client)],
  ['client top list (type 11), all sites, 31 days', () => call('POST', '/client/statistics/top', { type: 11, startTime: iso(now - 31 * DAY), endTime: iso(now), top: 30 }, client)],
  ['client network avg bit rate, all sites, 31 days, 5 min', () => call('POST', '/client/statistics/network/outcomes/avgBitRate', { startTime: iso(now - 31 * DAY), endTime: iso(now), minutesStep: 5, top: 5 }, client)],
  ['client network countries, all sites, 31 days, 5 min', () => call('POST', '/client/statistics/network/outcomes/countries', { startTime: iso(now - 31 * DAY), endTime: iso(now), minutesStep: 5, top: 5 }, client)],
  ['client network IP tops, all sites, 31 days', () => call('POST', '/client/statistics/network/outcomes/ips', { startTime: iso(now - 31 * DAY), endTime: iso(now), minutesStep: 5, top: 5 }, client)],
  ['client network IP protocols, all sites, 31 days, 5 min', () => call('POST', '/client/statistics/network/outcomes/ipProtocols', { startTime: iso(now - 31 * DAY), endTime: iso(now), minutesStep: 5, top: 5 }, client)],
  ['client log export file (create + download), all sites, one day', async () => {
    const created = await call('POST', '/client/log/export/file', { type: 'access', startTime: iso(now - 2 * DAY), endTime: iso(now - DAY) }, client);
    const id = (created.json as { data?: { id: number } }).data?.id;
    return id === undefined ? created : download(`/client/log/export/file/${id}`, client);
  }],
];

console.log(`event-loop hold of the heaviest calls (northwind sees ${sites.length} sites${threadCpu ? '' : '; no thread cpu times here'}):`);
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
const ms = (value: number) => value.toFixed(0).padStart(5);
for (const [name, run] of scenarios) {
  if (only && !only.test(name)) continue;
  [user, client] = await signInBoth();
  await run(); // warm-up (fills caches)
  const runs = [await held(run), await held(run), await held(run)];
  const worst = runs.reduce((a, b) => (b.gap > a.gap ? b : a));
  const cpu = threadCpu ? `  cpu ${ms(worst.gapCpu)} ms  max cpu ${ms(Math.max(...runs.map((r) => r.maxCpu)))} ms` : '';
  console.log(`  ${name.padEnd(66)} status ${worst.status}  wall ${ms(worst.wall)} ms  longest hold ${ms(worst.gap)} ms${cpu}  eld ${ms(Math.max(...runs.map((r) => r.eld)))} ms  logo waited ${ms(worst.logo)} ms`);
}
await close();
