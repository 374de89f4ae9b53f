// The embedded backend's benchmark (run by `npm run bench`, or alone: `npx tsx mocks/bench.ts`).
// Starts the backend in-process on an ephemeral 127.0.0.1 port and sends a fixed number of requests per
// scenario, one at a time, printing requests per second and p50/p95 latency. Bounded: it stops by itself.
// Runs twice: with response validation (as the dev server and the tests) and without (as a production preview).
import { type BenchAnswer, startBenchBackend } from './bench-backend.ts';

interface Scenario {
  name: string;
  requests: number;
  /** One request (or one sign-in of two calls); throws when the answer is not the expected one. */
  run: () => Promise<void>;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function measure(scenario: Scenario): Promise<string> {
  await scenario.run(); // warm-up (computes the series, fills caches)
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < scenario.requests; i++) {
    const t0 = performance.now();
    await scenario.run();
    times.push(performance.now() - t0);
  }
  const total = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return `  ${scenario.name.padEnd(58)} ${String(scenario.requests).padStart(4)} req  ${(scenario.requests / total).toFixed(1).padStart(7)} req/s  p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms`;
}

async function bench(validateResponses: boolean): Promise<void> {
  const backend = await startBenchBackend(validateResponses);
  const { signIn } = backend;
  /** A call whose answer must be 200 (a benchmark of failures measures nothing). */
  async function call(method: string, path: string, body?: unknown, token?: string): Promise<BenchAnswer> {
    const answer = await backend.call(method, path, body, token);
    if (answer.status !== 200) throw new Error(`${method} ${path}: ${answer.status} ${answer.text.slice(0, 300)}`);
    return answer;
  }

  const user = await signIn('user', 'mei.lin@harbor-tea.example', 'Harbor-Tea-2026');
  const client = await signIn('client', 'ops@northwind-cdn.example', 'Northwind-Ops-2026');
  const now = Date.now();
  const iso = (ms: number) => new Date(ms).toISOString();
  const expectRows = (json: unknown, rows: number) => {
    const length = (json as { data: unknown[] }).data.length;
    if (length !== rows) throw new Error(`expected ${rows} rows, got ${length}`);
  };

  const scenarios: Scenario[] = [
    {
      name: 'access log search, 500 rows (POST /user/logs/access)',
      requests: 200,
      run: async () => expectRows((await call('POST', '/user/logs/access', { startTime: iso(now - 86_400_000), endTime: iso(now), siteIDs: [4102], pageSize: 500 }, user)).json, 500),
    },
    {
      name: 'account list, 500 a page (GET /client/accounts)',
      requests: 200,
      run: async () => void (await call('GET', '/client/accounts?pageSize=500', undefined, client)),
    },
    {
      name: 'time series, 26784 points (POST /client/statistics/timeSeries)',
      requests: 40,
      run: async () =>
        expectRows((await call('POST', '/client/statistics/timeSeries', { type: 2, startTime: iso(now - 26784 * 60_000), endTime: iso(now), minutesStep: 1, page: 1, pageSize: 26784 }, client)).json, 26784),
    },
    {
      name: 'statistics card (POST /user/statistics/info, 6 hours)',
      requests: 200,
      run: async () => void (await call('POST', '/user/statistics/info', { type: 5, startTime: iso(now - 6 * 3_600_000), endTime: iso(now) }, user)),
    },
    {
      name: 'sign-in (POST /user/login + POST /user/code)',
      requests: 40,
      run: async () => void (await signIn('user', 'mei.lin@harbor-tea.example', 'Harbor-Tea-2026')),
    },
  ];

  console.log(`\nembedded backend, response validation ${validateResponses ? 'on (dev server, tests)' : 'off (production preview)'}:`);
  for (const scenario of scenarios) {
    try {
      console.log(await measure(scenario));
    } catch (error) {
      console.log(`  ${scenario.name.padEnd(58)} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  await backend.close();
}

await bench(true);
await bench(false);
