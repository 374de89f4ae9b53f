// The state file's benchmark (issue 24; `npm run bench -- state`, or alone: `npx tsx mocks/bench-state.ts [--json]`).
// The backend runs in-process with a state file in a temporary folder (every answered write on disk before its
// answer, as `npm start` runs it) and answers:
//   - 200 tag writes sent at once (PUT /user/site/{siteId}/tags over the signed-in user's sites): the wall time
//     until the last answer;
//   - 100 reads with an API token, one after another (GET /user/site/{siteId}): the median and p95 latency;
//   - the same 200 writes on a backend without a state file, for comparison (what the requests cost by themselves).
// Prints the figures (or one JSON line with --json, read by scripts/bench.mjs). Bounded: it stops by itself.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO, startTestBackend } from './server/testing.ts';

const WRITES = 200;
const READS = 100;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const dir = mkdtempSync(join(tmpdir(), 'parapet-bench-state-'));
const file = join(dir, 'demo.json');
const t = await startTestBackend({ stateFile: file });
try {
  const { accessToken } = await t.signIn('user', DEMO.mei.email, DEMO.mei.password);
  const sites = await t.call<{ data: { id: number }[] }>('GET', '/user/sites', { token: accessToken, query: { pageSize: 100 } });
  if (sites.status !== 200 || sites.body.data.length === 0) throw new Error(`bench-state: no sites for mei (${sites.status})`);
  const siteIds = sites.body.data.map((s) => s.id);
  const created = await t.call<{ data: { refreshToken: string } }>('POST', '/apiToken', { token: accessToken, body: { name: 'bench', days: 0 } });
  if (created.status !== 200) throw new Error(`bench-state: API token not created (${created.status})`);
  const apiToken = created.body.data.refreshToken;
  const stateBytes = statSync(file).size;

  // Warm-up: one write and one read (compiles the paths, fills caches).
  await t.call('PUT', `/user/site/${siteIds[0]}/tags`, { token: accessToken, body: { tags: ['warm'] } });
  await t.call('GET', `/user/site/${siteIds[0]}`, { token: apiToken });

  const writesStarted = performance.now();
  const answers = await Promise.all(
    Array.from({ length: WRITES }, (_, i) =>
      t.call('PUT', `/user/site/${siteIds[i % siteIds.length]}/tags`, { token: accessToken, body: { tags: [`bench-${i}`] } }),
    ),
  );
  const writesMs = performance.now() - writesStarted;
  const refused = answers.filter((a) => a.status !== 200);
  if (refused.length) throw new Error(`bench-state: ${refused.length} tag writes refused (first: ${refused[0].status} ${JSON.stringify(refused[0].body)})`);

  const reads: number[] = [];
  for (let i = 0; i < READS; i++) {
    const started = performance.now();
    const answer = await t.call('GET', `/user/site/${siteIds[i % siteIds.length]}`, { token: apiToken });
    reads.push(performance.now() - started);
    if (answer.status !== 200) throw new Error(`bench-state: read with the API token answered ${answer.status}`);
  }
  reads.sort((a, b) => a - b);

  // The same writes in memory only.
  const memory = await startTestBackend();
  let inMemoryMs: number;
  try {
    const token = (await memory.signIn('user', DEMO.mei.email, DEMO.mei.password)).accessToken;
    await memory.call('PUT', `/user/site/${siteIds[0]}/tags`, { token, body: { tags: ['warm'] } });
    const started = performance.now();
    await Promise.all(Array.from({ length: WRITES }, (_, i) => memory.call('PUT', `/user/site/${siteIds[i % siteIds.length]}/tags`, { token, body: { tags: [`bench-${i}`] } })));
    inMemoryMs = performance.now() - started;
  } finally {
    await memory.close();
  }
  const result = {
    stateBytes,
    writes: WRITES,
    writesMs,
    writeMeanMs: writesMs / WRITES,
    inMemoryMs,
    reads: READS,
    readP50Ms: percentile(reads, 50),
    readP95Ms: percentile(reads, 95),
  };
  if (process.argv.includes('--json')) console.log(JSON.stringify(result));
  else {
    console.log(`  state file ${(stateBytes / 1024 / 1024).toFixed(1)} MB`);
    console.log(`  ${WRITES} tag writes at once: ${writesMs.toFixed(0)} ms (${result.writeMeanMs.toFixed(1)} ms a write; ${inMemoryMs.toFixed(0)} ms without a state file)`);
    console.log(`  ${READS} reads with an API token: p50 ${result.readP50Ms.toFixed(1)} ms, p95 ${result.readP95Ms.toFixed(1)} ms`);
  }
} finally {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
}
