// Issue 28's bench (`npm run bench -- bulk`, or alone: `npx tsx bench/bulk/run.ts [--json]`): "Apply to many sites" on
// 500 sites of the embedded backend (in-process, mocks/server/testing.ts, whose store lifts the operator's site cap). The console's own engine and calls
// (src/kit/bulk: previewAll, BulkRunner, writeSite; the run kept in IndexedDB through fake-indexeddb as the browser
// keeps it) with the console's settings: reads 8 at once for the preview, 4 writes in flight. Measured:
//   - a compression change: the preview of every site (read, compared) and the run of the writes;
//   - a deny-list entry: the preview (every site's list read, duplicates looked for) and the run.
// Harbor Tea's account gets sites until it has 500 (created through the client's API, not measured; the operator's
// licence, which counts every customer's sites, is made unlimited for it).
import 'fake-indexeddb/auto';
import { LICENSES_MODULE } from '../../mocks/server/resources/system/licenses-model.ts';
import { startTestBackend } from '../../mocks/server/testing.ts';
import { operations } from '../../src/api/generated/operations.ts';
import { BulkRunner, countsOf, newRun } from '../../src/kit/bulk/engine.ts';
import { type BulkSpec, type Call, previewAll, ruleKey, writeSite } from '../../src/kit/bulk/plan.ts';
import { idbRunStore } from '../../src/kit/bulk/store.ts';

const SITES = 500;
const cpuMs = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;
const json = process.argv.includes('--json');
const log = (line: string) => {
  if (!json) console.log(line);
};

const t = await startTestBackend({ validateResponses: false, log: () => undefined });
/** One call as the console makes it: status, JSON body and text. */
const backend = {
  async call(method: string, path: string, body: unknown, token: string) {
    const answer = await t.call(method, path, { body, token });
    return { status: answer.status, json: answer.body, text: JSON.stringify(answer.body) };
  },
  close: () => t.close(),
};
try {
  const client = (await t.signIn('client', 'ops@northwind-cdn.example', 'Northwind-Ops-2026')).accessToken;
  const user = (await t.signIn('user', 'mei.lin@harbor-tea.example', 'Harbor-Tea-2026')).accessToken;
  const listSites = async () => ((await backend.call('GET', `/user/sites?page=1&pageSize=${SITES * 2}`, undefined, user)).json as { data: { id: number; siteName: string }[] }).data;
  const had = (await listSites()).length;
  const setUpStarted = performance.now();
  const orders = (t.backend.store.resources[LICENSES_MODULE] as { orders?: { userID: number; siteLimit: number }[] } | undefined)?.orders ?? [];
  for (const order of orders) if (order.userID === 102) order.siteLimit = 0;
  for (let i = had; i < SITES; i++) {
    const made = await backend.call('POST', '/client/site', { siteName: `bulk-${i}.harbor-tea.example`, productID: 3, userIDs: [302], tags: ['bulk'] }, client);
    if (made.status !== 200) throw new Error(`bench bulk: site ${i} not created (${made.status} ${made.text})`);
  }
  const sites = await listSites();
  if (sites.length !== SITES) throw new Error(`bench bulk: ${sites.length} sites, not ${SITES}`);
  log(`  ${SITES - had} sites created for the bench in ${((performance.now() - setUpStarted) / 1000).toFixed(1)} s`);

  /** The console's callOperation, over the bench backend: operation id → method and path. */
  const call: Call = async <T,>(operation: string, args: { path?: Record<string, string | number>; query?: Record<string, unknown>; body?: unknown }) => {
    const [method, template] = operations[operation]!;
    const path = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(args.path?.[name])));
    const query = new URLSearchParams(Object.entries(args.query ?? {}).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])));
    const answer = await backend.call(method, query.size ? `${path}?${query}` : path, args.body, user);
    if (answer.status !== 200) throw new Error(`${operation}: ${answer.status} ${answer.text.slice(0, 200)}`);
    return answer.json as T;
  };

  const targets = sites.slice(1);
  async function measure(name: string, spec: BulkSpec) {
    // Warm-up, as the other backend benches do: one site read (compiles the paths, fills caches).
    await previewAll(spec, sites.slice(0, 1), call);
    const previewStarted = performance.now();
    const previewCpu = process.cpuUsage();
    const previews = await previewAll(spec, targets, call, { concurrency: 8 });
    const previewMs = performance.now() - previewStarted;
    // The CPU both sides used (console code and backend share this process): the wall time on a machine shared with
    // other work is mostly waiting for a core.
    const previewCpuMs = cpuMs(process.cpuUsage(previewCpu));
    const changing = previews.filter((p) => p.status === 'changes').length;
    const failedReads = previews.filter((p) => p.status === 'failed');
    if (failedReads.length) throw new Error(`bench bulk: ${name}: ${failedReads.length} reads failed (${failedReads[0]!.error})`);
    const run = newRun<BulkSpec>({ source: `bench.${name}`, title: name, area: 'user', spec }, previews.map((p) => ({ siteId: p.siteId, siteName: p.siteName, status: p.status === 'changes' ? 'pending' : 'unchanged' })));
    const runner = new BulkRunner<BulkSpec>(run, (item, s) => writeSite(s, item.siteId, call), idbRunStore(), { concurrency: 4 });
    const runStarted = performance.now();
    const runCpu = process.cpuUsage();
    await runner.start();
    const runMs = performance.now() - runStarted;
    const runCpuMs = cpuMs(process.cpuUsage(runCpu));
    const counts = countsOf(runner.run.items);
    if (counts.failed) throw new Error(`bench bulk: ${name}: ${counts.failed} writes failed (${runner.run.items.find((i) => i.status === 'failed')!.error})`);
    log(`  ${name}: ${targets.length} sites, ${changing} to change; preview ${previewMs.toFixed(0)} ms (CPU ${previewCpuMs.toFixed(0)} ms), run ${runMs.toFixed(0)} ms (CPU ${runCpuMs.toFixed(0)} ms, ${counts.done} written)`);
    return { previewMs, previewCpuMs, runMs, runCpuMs, sites: targets.length, changing, written: counts.done };
  }

  const compression = await measure('compression', {
    kind: 'setting',
    load: { operation: 'user-siteSetting-get-settings', pick: 'compress' },
    save: { operation: 'user-siteSetting-set-gzip' },
    values: { gzip: true, gzipMinLength: 2048, gzipTypes: ['text/html', 'text/css', 'application/javascript'], webp: true },
  });
  const entry = { ips: ['198.51.100.77', '203.0.113.0/24'], urlRegex: '^/', blockType: 'refuse', memo: 'bench scanner', enabled: true };
  const denyList = await measure('deny list', {
    kind: 'rules',
    list: 'user-firewall-list-blacklists',
    create: 'user-firewall-create-blacklist',
    entries: [{ body: entry, key: ruleKey(entry), name: entry.memo }],
  });
  const result = { sites: SITES, compression, denyList };
  if (json) console.log(JSON.stringify(result));
} finally {
  await backend.close();
}
