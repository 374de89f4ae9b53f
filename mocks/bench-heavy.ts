// How long the heaviest calls hold the embedded backend's event loop (issue 24, item 7). Not part of `npm test`:
// run alone with `npx tsx mocks/bench-heavy.ts`. The backend runs in-process behind an ephemeral 127.0.0.1 port; a
// 1 ms ticker records the longest gap between two ticks while each call runs (the longest time nothing else, not
// even the public logo, could be answered), and a logo call sent together with the heavy call gives its wait.
import { startBenchBackend } from './bench-backend.ts';

const { call, signIn, close } = await startBenchBackend(process.env.VALIDATE !== '0');

const user = await signIn('user', 'mei.lin@harbor-tea.example', 'Harbor-Tea-2026');
const client = await signIn('client', 'ops@northwind-cdn.example', 'Northwind-Ops-2026');
const now = Date.now();
const iso = (ms: number) => new Date(ms).toISOString();
const DAY = 86_400_000;
const sites = ((await call('GET', '/client/sites?page=1&pageSize=500', undefined, client)).json as { data?: { id: number }[] }).data?.map((s) => s.id) ?? [];
const repeated = Array.from({ length: 5000 }, (_, i) => sites[i % Math.max(1, sites.length)]!);
const twelve = Array.from({ length: 5000 }, (_, i) => sites[i % Math.min(12, Math.max(1, sites.length))]!);

/** The longest gap between two ticks of a 1 ms timer while `run` is under way, and the run's wall time. */
async function held(run: () => Promise<unknown>): Promise<{ wall: number; gap: number; logo: number; status: number }> {
  let last = performance.now();
  let gap = 0;
  const ticker = setInterval(() => {
    const at = performance.now();
    gap = Math.max(gap, at - last);
    last = at;
  }, 1);
  const t0 = performance.now();
  const heavy = run();
  const logoSent = performance.now();
  const logo = call('GET', '/user/logo').then(() => performance.now() - logoSent);
  const answer = (await heavy) as { status: number };
  const wall = performance.now() - t0;
  const logoWait = await logo;
  clearInterval(ticker);
  gap = Math.max(gap, performance.now() - last);
  return { wall, gap, logo: logoWait, status: answer.status };
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
  ['client log export file (create + download), all sites, one day', async () => {
    const created = await call('POST', '/client/log/export/file', { type: 'access', startTime: iso(now - 2 * DAY), endTime: iso(now - DAY) }, client);
    const id = (created.json as { data?: { id: number } }).data?.id;
    return id === undefined ? created : call('GET', `/client/log/export/file/${id}`, undefined, client);
  }],
];

console.log(`event-loop hold of the heaviest calls (northwind sees ${sites.length} sites):`);
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
for (const [name, run] of scenarios) {
  if (only && !only.test(name)) continue;
  await run(); // warm-up (fills caches)
  const runs = [await held(run), await held(run), await held(run)];
  const worst = runs.reduce((a, b) => (b.gap > a.gap ? b : a));
  console.log(`  ${name.padEnd(66)} status ${worst.status}  wall ${worst.wall.toFixed(0).padStart(5)} ms  longest hold ${worst.gap.toFixed(0).padStart(5)} ms  logo waited ${worst.logo.toFixed(0).padStart(5)} ms`);
}
await close();
