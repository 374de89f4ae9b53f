#!/usr/bin/env node
// npm run bench [-- part ...]: the speed figures of issue 16, each next to its budget (bench/budgets.mjs).
// Parts (all when none is named):
//   size        build the console; every JS chunk, the shared entry and the sign-in page's set (gzip);
//   signin      the JS the sign-in page actually loads in Chromium (checked against the size check's set);
//   lighthouse  Lighthouse desktop on the sign-in page;
//   signedin    Lighthouse desktop signed in (through the API), data loaded: the dashboard, the sites list, a site's
//               domains tab and the statistics page, the median of BENCH_LIGHTHOUSE_RUNS runs (default 3) each; the
//               reports are kept in BENCH_LIGHTHOUSE_DIR (default /tmp/parapet-lighthouse) for their diagnostics;
//               BENCH_SIGNEDIN_PAGES (dashboard,sites,domains,statistics) measures only some of them;
//   mobile      issue 29: the same five pages (sign-in and the four signed in) with Lighthouse's mobile preset (a
//               mid-range phone, simulated slow 4G, a 4× slower CPU), the median of three each, next to the mobile
//               budgets (sign-in ≥ 95, signed in ≥ 90); BENCH_SIGNEDIN_PAGES may name `signin` too (left out if not);
//               BENCH_SKIP_BUILD=1 measures the build already in dist/; BENCH_LIGHTHOUSE_TRACES=<folder> keeps each
//               Lighthouse run's report and trace there (--save-assets); the machine's benchmark index, which every
//               Lighthouse run measures, is printed after them (the 4× is on top of this machine's CPU);
//   ui          bench/ui: the 5000-row resource table (render, scroll frames against a bare TanStack Virtual list
//               of the same rows, typing in its search box, opening a row's edit dialog) and a 5000-line IP list;
//   nodes       bench/nodes: "node list, 5,000 nodes, refresh every 5 s" (the client's node list on 5000 stubbed nodes:
//               first render, React's time per refresh, layout shift, rows in the DOM, selection and scroll kept);
//   sites       bench/sites: "client sites list, 10,000 sites" (the client's sites list on 10,000 stubbed sites: first
//               render, filter-to-result time, selecting 500 rows and a status change on them, rows in the DOM);
//   dashboard   bench/dashboard: the customisable dashboard with a 12-widget page on a stubbed API (first render until
//               every widget is drawn, React's time per refresh, what the 5-minute poll does);
//   logs        bench/logs: the user's log search on 100,000 stubbed lines (scroll frames, rows in the DOM, opening a
//               row in the side panel) and its follow mode over 10 minutes of polls on Playwright's clock (JS heap);
//   backend     the embedded backend's own benchmark (mocks/bench.ts) when it exists;
//   state       the embedded backend with a state file (mocks/bench-state.ts, issue 24): 200 tag writes sent at once
//               (every one on disk before its answer) and 100 reads with an API token (which write nothing);
//   start       issue 29: a newcomer's second `npm start` (the contract's code already generated) until Vite says it is
//               ready, and then the dev server's first page (the sign-in form drawn in Chromium), the median of three;
//   bulk        bench/bulk (issue 28): "Apply to many sites" on 500 sites of the embedded backend, a compression change
//               and a deny-list entry, each its preview and its run: in Chromium on the production build (the dialog
//               from click to review shown and to Finished, the longest main-thread task of each, bench/bulk/page.mjs;
//               built into .cache/bench-bulk-dist, BENCH_BULK_BUILT=1 serves that build as it is; BENCH_BULK_PROFILE=1
//               profiles the compression change), then the console's engine alone in Node (bench/bulk/run.ts).
// The size budgets are also enforced by `npm test` (scripts/size-check.mjs); the others depend on the machine.
// BENCH_PORT (default 4180) and the next seven ports serve the pages; CHROMIUM_PATH the browser; BENCH_SERVER=preview
// serves signin, lighthouse and signedin from Vite's preview server instead of nginx (see below).
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MOBILE_BUDGETS, RUNTIME_BUDGETS, SIZE_BUDGETS, START_BUDGETS, STATE_BUDGETS } from '../bench/budgets.mjs';
import { NODE_LIST_BUDGETS } from '../bench/nodes/budgets.mjs';
import { SITES_LIST_BUDGETS } from '../bench/sites/budgets.mjs';
import { BULK_BUDGETS } from '../bench/bulk/budgets.mjs';
import { benchBulkPage } from '../bench/bulk/page.mjs';
import { DASHBOARD_BUDGETS } from '../bench/dashboard/budgets.mjs';
import { benchLogs } from '../bench/logs/run.mjs';
import { SIGNED_IN_BUDGETS } from '../bench/signedin/budgets.mjs';
import { kb, measureBuild, sizeVerdicts } from './size-check.mjs';

const root = new URL('..', import.meta.url).pathname;
const bin = (name) => join(root, 'node_modules/.bin', name);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PORT = Number(process.env.BENCH_PORT ?? 4180);
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const PARTS = ['size', 'signin', 'lighthouse', 'signedin', 'mobile', 'ui', 'nodes', 'sites', 'charts', 'dashboard', 'logs', 'backend', 'state', 'start', 'bulk'];
const asked = process.argv.slice(2);
for (const part of asked) if (!PARTS.includes(part)) throw new Error(`bench: unknown part ${part} (${PARTS.join(', ')})`);
const want = (part) => asked.length === 0 || asked.includes(part);

const verdicts = [];
/** One figure next to its budget; `higherIsBetter` for scores. */
function figure(label, value, budget, unit, higherIsBetter = false) {
  const within = budget === undefined ? null : higherIsBetter ? value >= budget : value <= budget;
  const shown = unit === 'kB' ? kb(value * 1024) : unit === 'ms' ? `${value.toFixed(1)} ms` : unit === 'x' ? `${value.toFixed(2)}×` : String(value);
  const limit = budget === undefined ? '' : ` (budget ${higherIsBetter ? '≥' : '≤'} ${budget}${unit === 'kB' ? ' kB' : unit === 'ms' ? ' ms' : unit === 'x' ? '×' : ''})`;
  console.log(`  ${within === null ? ' ' : within ? '✔' : '✖'} ${label}: ${shown}${limit}`);
  if (within !== null) verdicts.push({ label, within });
}
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(url) {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await wait(200);
  }
  throw new Error(`bench: ${url} did not answer`);
}
const servers = [];
process.on('exit', () => servers.forEach((server) => server.kill('SIGTERM')));
async function serve(args, port, env = {}) {
  // A server left on the port would be measured instead of this build.
  const busy = await fetch(`http://127.0.0.1:${port}/`).then(() => true, () => false);
  if (busy) throw new Error(`bench: port ${port} is already in use (set BENCH_PORT)`);
  const server = spawn(bin('vite'), [...args, '--port', String(port), '--strictPort'], { cwd: root, env: { ...process.env, ...env }, stdio: 'ignore' });
  servers.push(server);
  return server;
}
const { chromium } = await import('@playwright/test');

let measured = null;
if (want('size') || want('signin') || want('lighthouse') || want('signedin') || want('mobile')) {
  // BENCH_SKIP_BUILD=1: measure the build already in dist/ (comparing one change with another, page by page).
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    console.log('▶ build');
    execFileSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  measured = measureBuild(join(root, 'dist'));
}

if (want('size')) {
  console.log('\n▶ size (gzip level 9)');
  for (const verdict of sizeVerdicts(measured)) {
    console.log(`  ${verdict.within ? '✔' : '✖'} ${kb(verdict.bytes).padStart(9)}  ${verdict.label} (budget ≤ ${verdict.budgetKb} kB)`);
    verdicts.push(verdict);
  }
  console.log(`  ${kb(measured.chunks.reduce((sum, chunk) => sum + chunk.gzip, 0)).padStart(11)}  all ${measured.chunks.length} chunks`);
}

// The sign-in page and Lighthouse are measured on the build as production serves it: deploy/nginx's configuration (TLS,
// HTTP/2, precompressed files, a year's cache for hashed assets) in front of the embedded backend. Lighthouse simulates
// the network from the protocol it sees, and Vite's preview server speaks HTTP/1.1 with no caching headers, which no
// deployment of the console does. BENCH_SERVER=preview measures on the preview server instead, for comparison.
const SERVER = process.env.BENCH_SERVER ?? 'nginx';
if (!['nginx', 'preview'].includes(SERVER)) throw new Error(`bench: BENCH_SERVER is nginx or preview, not ${SERVER}`);
const secure = SERVER === 'nginx';
const base = `${secure ? 'https' : 'http'}://127.0.0.1:${PORT}`;
// The run's certificate is its own (self-signed, for 127.0.0.1): the browsers are told to accept it.
const PAGE_FLAGS = secure ? [...FLAGS, '--ignore-certificate-errors'] : FLAGS;
if (want('signin') || want('lighthouse') || want('signedin') || want('mobile')) {
  console.log(`\n▶ serving the build: ${secure ? 'nginx with deploy/nginx/snippets, TLS and HTTP/2 (BENCH_SERVER=preview: Vite preview)' : 'Vite preview, HTTP/1.1'} at ${base}`);
  if (secure) {
    // This process checks the server is up over the same TLS (loopback only).
    process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
    const backendPort = PORT + 6;
    for (const port of [PORT, backendPort]) {
      if (await fetch(`http://127.0.0.1:${port}/`).then(() => true, () => false)) throw new Error(`bench: port ${port} is already in use (set BENCH_PORT)`);
    }
    servers.push(spawn(bin('tsx'), ['mocks/serve.ts', '--port', String(backendPort), '--quiet'], { cwd: root, env: { ...process.env, PARAPET_STATE_FILE: '' }, stdio: 'ignore' }));
    servers.push(spawn(process.execPath, ['scripts/nginx-e2e.mjs', '--port', String(PORT), '--backend', String(backendPort), '--tls'], { cwd: root, stdio: 'ignore' }));
    // The backend answers anything once it listens (its own 404 for the root).
    for (let i = 0; i < 150 && !(await fetch(`http://127.0.0.1:${backendPort}/`).then(() => true, () => false)); i++) await wait(200);
  } else {
    await serve(['preview'], PORT, { PARAPET_STATE_FILE: '' });
  }
  await until(`${base}/user/login`);
}

if (want('signin')) {
  console.log('\n▶ the JS the sign-in page loads in Chromium (gzip)');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: PAGE_FLAGS });
  const page = await browser.newPage();
  const loaded = new Set();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js')) loaded.add(url.pathname.slice(1));
  });
  await page.goto(`${base}/user/login`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: /登入|Sign in/ }).waitFor();
  await browser.close();
  let total = 0;
  for (const file of [...loaded].sort()) {
    const size = measured.gz(file);
    total += size;
    console.log(`  ${kb(size).padStart(9)}  ${file}${measured.signIn.files.includes(file) ? '' : '  (not in the size check’s set)'}`);
  }
  figure('sign-in page JavaScript, loaded in Chromium', total / 1024, SIZE_BUDGETS.signInKb, 'kB');
}

// BENCH_LIGHTHOUSE_TRACES=<folder>: each run's report and trace (Lighthouse's --save-assets) are kept there, named by
// the page and the time, to read where a page's main-thread time goes.
const TRACES = process.env.BENCH_LIGHTHOUSE_TRACES;
/**
 * Lighthouse's benchmark index of the machine, measured by each run: its simulated phone is this machine slowed 4×, so
 * a mobile figure compares with another machine's only at a similar index (printed once the Lighthouse parts are done).
 */
const benchmarkIndexes = [];
function printBenchmarkIndex() {
  if (!benchmarkIndexes.length) return;
  console.log(
    `\n  this machine's Lighthouse benchmark index: median ${lighthouseMedian(benchmarkIndexes)} over ${benchmarkIndexes.length} runs (${Math.min(...benchmarkIndexes)}–${Math.max(...benchmarkIndexes)}); the mobile preset slows this machine's CPU 4×, so its figures compare only with a machine of a similar index`,
  );
}
/** The median of the Lighthouse parts' figures (the lower middle one of an even count). */
const lighthouseMedian = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
/** One Lighthouse run, desktop or (Lighthouse's default) mobile; the parsed report (and its JSON text). */
function lighthouseRun(url, extra = [], formFactor = 'desktop') {
  const saved = TRACES && join(TRACES, `${formFactor}-${new URL(url).pathname.split('/').filter(Boolean).pop()}-${Date.now()}.json`);
  if (saved) mkdirSync(TRACES, { recursive: true });
  const out = execFileSync(
    bin('lighthouse'),
    [
      url,
      ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
      '--only-categories=performance,accessibility,best-practices',
      '--output=json',
      '--quiet',
      ...(saved ? ['--save-assets', `--output-path=${saved}`] : []),
      ...extra,
    ],
    { cwd: root, env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 64 * 1024 * 1024, timeout: 420_000 },
  );
  const text = saved ? readFileSync(saved, 'utf8') : out.toString();
  const report = JSON.parse(text);
  if (report.environment?.benchmarkIndex) benchmarkIndexes.push(Math.round(report.environment.benchmarkIndex));
  return { report, text };
}
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'];
const metricsLine = (audits) => METRICS.map((id) => `${id} ${audits[id].displayValue}`).join(' · ');

function lighthouse(url, extra = []) {
  const { report } = lighthouseRun(url, extra);
  for (const [name, category] of Object.entries(report.categories)) {
    figure(`${name}`, Math.round(category.score * 100), name === 'performance' ? RUNTIME_BUDGETS.lighthouseMin : undefined, '', true);
  }
  console.log(`    ${metricsLine(report.audits)}`);
}

if (want('lighthouse')) {
  console.log('\n▶ Lighthouse, desktop, sign-in page');
  try {
    lighthouse(`${base}/user/login`, [`--chrome-flags=${PAGE_FLAGS.join(' ')}`]);
  } catch (error) {
    console.log(`  Lighthouse failed: ${error.message.split('\n')[0]}`);
    verdicts.push({ label: 'Lighthouse sign-in', within: false });
  }
}

/** Lighthouse on the four signed-in pages (signed in through the API, data loaded), median of `runs` each. */
async function signedInLighthouse(formFactor, budgets) {
  console.log(`\n▶ Lighthouse, ${formFactor}, signed in (through the API), data loaded`);
  // The session goes into a Chromium profile (cookies, as the console keeps them) that Lighthouse's own Chromium
  // then opens without clearing storage.
  // A profile of this checkout's own (several checkouts may bench at once), copied for each Lighthouse run: a run that
  // times out can leave its Chromium holding its copy, which no later run then uses (they failed "Unable to connect").
  const profile = `/tmp/parapet-bench-profile-${createHash('sha1').update(root).digest('hex').slice(0, 8)}`;
  rmSync(profile, { recursive: true, force: true });
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, args: PAGE_FLAGS });
  const post = async (path, body) => (await (await fetch(`${base}/api/v1${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()).data;
  const credentials = { account: 'mei.lin@harbor-tea.example', password: 'Harbor-Tea-2026' };
  const challenge = await post('/user/login', credentials);
  const tokens = await post('/user/code', { ...credentials, onePassKey: challenge.onePassKey, login2FAType: challenge.login2FAType, vcode: challenge.vcode });
  await context.addCookies(
    Object.entries({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, tokenType: tokens.tokenType }).map(([name, value]) => ({ name: `u_${name}`, value, url: base, sameSite: 'Strict', expires: Math.floor(Date.now() / 1000) + 86400 })),
  );
  const page = await context.newPage();
  await page.goto(`${base}/user/dashboard`);
  await page.locator('h1').first().waitFor({ timeout: 60_000 });
  await context.close();
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? SIGNED_IN_BUDGETS.runs);
  const reports = process.env.BENCH_LIGHTHOUSE_DIR ?? '/tmp/parapet-lighthouse';
  mkdirSync(reports, { recursive: true });
  // BENCH_SIGNEDIN_PAGES=sites,domains: only those pages (dashboard, sites, domains, statistics).
  const pages = process.env.BENCH_SIGNEDIN_PAGES?.split(',');
  for (const [name, file, path, budget] of [
    ['dashboard', 'dashboard', '/user/dashboard', budgets.lighthouseMin],
    ['sites list', 'sites', '/user/sitesManagement/sitesList', budgets.lighthouseMin],
    ['site workspace, domains tab', 'domains', '/user/sitesManagement/sitesSetting/4101/www.harbor-tea.example?tab=domains', budgets.lighthouseMin],
    ['statistics', 'statistics', '/user/dataAnalysis/statistics', budgets.statisticsLighthouseMin],
  ]) {
    if (pages && !pages.includes(file)) continue;
    console.log(`  ${name} (${path}), ${runs} run${runs === 1 ? '' : 's'}`);
    const scores = { performance: [], accessibility: [], 'best-practices': [] };
    for (let run = 1; run <= runs; run++) {
      try {
        const copy = `${profile}-${formFactor}-${file}-${run}`;
        rmSync(copy, { recursive: true, force: true });
        cpSync(profile, copy, { recursive: true });
        const { report, text } = lighthouseRun(`${base}${path}`, ['--disable-storage-reset', `--chrome-flags=${PAGE_FLAGS.join(' ')} --user-data-dir=${copy}`], formFactor);
        rmSync(copy, { recursive: true, force: true });
        writeFileSync(join(reports, `${formFactor === 'desktop' ? '' : `${formFactor}-`}${file}-${run}.json`), text);
        for (const [category, { score }] of Object.entries(report.categories)) scores[category]?.push(Math.round(score * 100));
        const lcp = report.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.nodeLabel;
        console.log(`    run ${run}: performance ${Math.round(report.categories.performance.score * 100)} · ${metricsLine(report.audits)}${lcp ? ` · LCP element “${String(lcp).slice(0, 50)}”` : ''}`);
      } catch (error) {
        console.log(`    run ${run}: Lighthouse failed: ${error.message.split('\n')[0]}`);
      }
    }
    if (!scores.performance.length) {
      verdicts.push({ label: `Lighthouse ${formFactor} ${name}`, within: false });
      continue;
    }
    figure(`${formFactor} ${name}: performance, median of ${scores.performance.length}`, lighthouseMedian(scores.performance), budget, '', true);
    for (const category of ['accessibility', 'best-practices']) if (scores[category].length) figure(`${name}: ${category}, median`, lighthouseMedian(scores[category]), undefined, '', true);
  }
  console.log(`  (reports: ${reports}/<page>-<run>.json)`);
}

if (want('signedin')) await signedInLighthouse('desktop', SIGNED_IN_BUDGETS);

// In the mobile part, BENCH_SIGNEDIN_PAGES without `signin` leaves the sign-in page out.
if (want('mobile') && (process.env.BENCH_SIGNEDIN_PAGES?.split(',').includes('signin') ?? true)) {
  console.log('\n▶ Lighthouse, mobile, sign-in page, median of 3');
  const scores = [];
  for (let run = 1; run <= 3; run++) {
    try {
      const { report } = lighthouseRun(`${base}/user/login`, [`--chrome-flags=${PAGE_FLAGS.join(' ')}`], 'mobile');
      scores.push(Math.round(report.categories.performance.score * 100));
      console.log(`    run ${run}: performance ${scores.at(-1)} · ${metricsLine(report.audits)}`);
    } catch (error) {
      console.log(`    run ${run}: Lighthouse failed: ${error.message.split('\n')[0]}`);
    }
  }
  if (scores.length) figure('mobile sign-in: performance, median', lighthouseMedian(scores), MOBILE_BUDGETS.signInMin, '', true);
  else verdicts.push({ label: 'Lighthouse mobile sign-in', within: false });
}
if (want('mobile')) {
  await signedInLighthouse('mobile', { lighthouseMin: MOBILE_BUDGETS.signedInMin, statisticsLighthouseMin: MOBILE_BUDGETS.signedInMin });
}
printBenchmarkIndex();
servers.splice(0).forEach((server) => server.kill('SIGTERM'));

if (want('ui')) {
  console.log('\n▶ UI: 5000-row resource table and a 5000-line IP list (bench/ui, production build)');
  execFileSync(bin('vite'), ['build', '--config', 'bench/ui/vite.config.ts', '--logLevel', 'error'], { cwd: root, stdio: 'inherit' });
  await serve(['preview', '--config', 'bench/ui/vite.config.ts'], PORT + 1);
  const uiBase = `http://127.0.0.1:${PORT + 1}`;
  await until(uiBase);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await page.goto(uiBase);
  // Generous: 5 passes of each list take several minutes on a loaded machine (180 s ran out at a load of 30).
  await page.waitForFunction(() => window.__bench, undefined, { timeout: 600_000 });
  const b = await page.evaluate(() => window.__bench);
  const r = RUNTIME_BUDGETS;
  console.log(`  render ${b.rows} rows: ${b.renderMs.toFixed(1)} ms (${b.renderedRows} rows in the DOM, virtualized)`);
  console.log(`  scroll top to bottom in ${b.steps} steps (one a frame), ${b.passes} passes of each list, alternating; every frame of every pass:`);
  figure('resource table frame p95', b.table.p95, r.scrollFrameP95Ms, 'ms');
  figure('resource table worst frame', b.table.max, r.scrollFrameMaxMs, 'ms');
  figure('bare TanStack Virtual list frame p95', b.bare.p95, undefined, 'ms');
  figure('bare TanStack Virtual list worst frame', b.bare.max, undefined, 'ms');
  figure('ratio of the p95s, table / bare list', b.table.p95 / b.bare.p95, r.scrollRatioToBareList, 'x');
  const passes = (l) => l.passes.map((p) => `${p.p95.toFixed(0)}/${p.max.toFixed(0)}`).join(', ');
  const frames = (l) => `median ${l.median.toFixed(1)} ms over ${l.frames} frames; ${l.longFrames} long animation frames (script ${l.longScriptMs.toFixed(0)} ms, style and layout ${l.longLayoutMs.toFixed(0)} ms)`;
  console.log(`    table: ${frames(b.table)}; p95/worst per pass ${passes(b.table)}${b.table.lastRowShown ? '' : ' (last row not reached)'}`);
  console.log(`    bare:  ${frames(b.bare)}; p95/worst per pass ${passes(b.bare)}${b.bare.lastRowShown ? '' : ' (last row not reached)'}`);
  const perStep = Object.entries(b.rendersPerStep).sort((x, y) => y[1] - x[1]).slice(0, 12);
  console.log(`    React per scroll step: ${b.commitsPerStep.toFixed(2)} commits; renders ${perStep.map(([name, n]) => `${name} ${n.toFixed(1)}`).join(', ')}`);

  // Interaction: real input through Chromium, read back from the Event Timing API (what INP is made of).
  await page.evaluate(() => {
    window.__events = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.interactionId) window.__events.push({ id: entry.interactionId, name: entry.name, duration: entry.duration });
    }).observe({ type: 'event', durationThreshold: 16, buffered: false });
  });
  const slowest = async () => {
    await wait(500);
    const events = await page.evaluate(() => window.__events.splice(0));
    return events.reduce((max, event) => Math.max(max, event.duration), 0);
  };
  const search = page.getByRole('textbox', { name: 'Search domains' });
  await search.click();
  await slowest();
  await page.keyboard.type('shop-42', { delay: 120 });
  await page.getByRole('button', { name: 'Edit shop-42.harbor-tea.example' }).waitFor();
  figure('typing in the search box, slowest keystroke (event to next paint)', await slowest(), r.interactionMs, 'ms');
  await page.getByRole('button', { name: 'Edit shop-42.harbor-tea.example' }).click();
  await page.getByRole('dialog', { name: 'Edit domain' }).waitFor();
  figure("opening a row's edit dialog (click to next paint)", await slowest(), r.interactionMs, 'ms');
  await browser.close();
  console.log(`  validate a 5000-line IP list: ${b.ipListMedianMs.toFixed(1)} ms (rule), ${b.ipListFormMedianMs.toFixed(1)} ms (through the schema form's ajv keyword); median of 10`);
  servers.splice(0).forEach((server) => server.kill('SIGTERM'));
}

if (want('nodes')) {
  console.log('\n▶ node list, 5,000 nodes, refresh every 5 s (bench/nodes, production build with React profiling)');
  execFileSync(bin('vite'), ['build', '--config', 'bench/nodes/vite.config.ts', '--logLevel', 'error'], { cwd: root, stdio: 'inherit' });
  await serve(['preview', '--config', 'bench/nodes/vite.config.ts'], PORT + 2);
  const base = `http://127.0.0.1:${PORT + 2}`;
  await until(base);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await page.goto(base);
  await page.waitForFunction(() => window.__nodesBench, undefined, { timeout: 180_000, polling: 500 });
  const n = await page.evaluate(() => window.__nodesBench);
  await browser.close();
  console.log(`  first render of ${n.nodes} nodes: ${n.renderMs.toFixed(1)} ms; ${n.rowsInDom} rows in the DOM (virtualized)`);
  console.log(`  ${n.refreshes} refreshes every ${n.refreshEveryMs / 1000} s: React time per refresh median ${n.refreshRenderMedianMs.toFixed(1)} ms, worst ${n.refreshRenderMaxMs.toFixed(1)} ms`);
  console.log(`    React commits (ms) of each refresh: ${n.commitsPerRefresh.map((c) => c.join('+')).join('; ')}`);
  figure('node list refresh re-render p95', n.refreshRenderP95Ms, NODE_LIST_BUDGETS.refreshRenderP95Ms, 'ms');
  if (n.shifted.length) console.log(`    layout shifts: ${n.shifted.join('; ')}`);
  figure('layout shift during the refreshes (CLS)', n.layoutShift, NODE_LIST_BUDGETS.layoutShift, '');
  figure('selection kept across refreshes (1 = yes)', n.selectionKept ? 1 : 0, 1, '', true);
  figure('scroll position kept across refreshes (1 = yes)', n.scrollKept ? 1 : 0, 1, '', true);
  servers.splice(0).forEach((server) => server.kill('SIGTERM'));
}

if (want('sites')) {
  console.log('\n▶ client sites list, 10,000 sites (bench/sites, production build; sites seeded for the benchmark only)');
  execFileSync(bin('vite'), ['build', '--config', 'bench/sites/vite.config.ts', '--logLevel', 'error'], { cwd: root, stdio: 'inherit' });
  await serve(['preview', '--config', 'bench/sites/vite.config.ts'], PORT + 3);
  const base = `http://127.0.0.1:${PORT + 3}`;
  await until(base);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await page.goto(base);
  await page.waitForFunction(() => window.__sitesBench, undefined, { timeout: 180_000, polling: 100 });
  const first = await page.evaluate(() => window.__sitesBench);
  const table = page.getByRole('table', { name: "Customers' sites" });
  const rowsInDom = () => page.evaluate(() => document.querySelectorAll('[data-scroll="resource-table"] tr[data-index]').length);
  /** In-page time from now until `done()` holds, checked every frame (Playwright's own polling is not counted). */
  const timed = async (act, done, arg) => {
    const t0 = await page.evaluate(() => performance.now());
    await act();
    await page.waitForFunction(done, arg, { polling: 'raf', timeout: 60_000 });
    return (await page.evaluate(() => performance.now())) - t0;
  };
  const inAll = (n) => [...document.querySelectorAll('p')].some((p) => p.textContent === `${n} in all`);
  figure(`first render of the list (${first.sites} sites, first page)`, first.renderMs, SITES_LIST_BUDGETS.firstRenderMs, 'ms');
  // Filter to result: a site name typed; the result is shown after the 300 ms typing pause and the call.
  const search = page.getByRole('textbox', { name: 'Search by site name' });
  const filterMs = await timed(() => search.fill('shop-4096'), () => document.querySelector('[data-scroll="resource-table"] tr[data-index]')?.textContent?.includes('shop-4096.') && [...document.querySelectorAll('p')].some((p) => p.textContent === '1 in all'));
  figure('filter to result (typing "shop-4096", 300 ms pause included)', filterMs, SITES_LIST_BUDGETS.filterToResultMs, 'ms');
  await timed(() => search.fill(''), inAll, 10000);
  // 500 rows on a page, all selected, then a status change applied to them.
  await page.getByRole('combobox', { name: 'Rows per page' }).click();
  await page.getByRole('option', { name: '500 / page' }).click();
  // 20 pages of 500: the pager shows its last page once the new page size is in use; then the rows.
  await page.getByRole('button', { name: 'Page 20' }).waitFor({ timeout: 60_000 });
  await page.waitForFunction(() => document.querySelector('table[aria-busy="false"] tr[data-index]'), undefined, { timeout: 60_000 });
  const selectMs = await timed(
    () => table.getByRole('checkbox', { name: 'Select all rows on this page' }).click(),
    () => [...document.querySelectorAll('p')].some((p) => p.textContent === '500 selected'),
  );
  figure('select the 500 sites of a page (click to "500 selected")', selectMs, SITES_LIST_BUDGETS.selectAllMs, 'ms');
  const openMs = await timed(
    async () => {
      await page.getByRole('button', { name: 'Actions for 500 selected sites' }).click();
      await page.getByRole('menuitem', { name: 'Change status' }).click();
    },
    () => Boolean(document.querySelector('[role="dialog"] [data-testid="action-sites"]')),
  );
  figure('open "Change status" for 500 sites (menu and dialog)', openMs, SITES_LIST_BUDGETS.openActionMs, 'ms');
  const dialog = page.getByRole('dialog', { name: 'Change status: 500 sites' });
  await dialog.getByRole('radio', { name: 'Paused' }).check();
  const applyMs = await timed(
    () => dialog.getByRole('button', { name: 'Apply to 500 sites' }).click(),
    () => !document.querySelector('[role="dialog"] [data-testid="action-sites"]') && [...document.querySelectorAll('[data-scroll="resource-table"] tr[data-index]')].every((tr) => tr.textContent.includes('Paused')),
  );
  figure('apply the status to 500 sites (click to the list showing it)', applyMs, SITES_LIST_BUDGETS.bulkApplyMs, 'ms');
  figure('rows in the DOM with 500 rows on the page (virtualized)', await rowsInDom(), SITES_LIST_BUDGETS.rowsInDom, '');
  await browser.close();
  servers.splice(0).forEach((server) => server.kill('SIGTERM'));
}

if (want('charts')) {
  console.log('\n▶ charts: a 26,784-point series and the 5-minute poll (bench/ui/charts.html, production build)');
  execFileSync(bin('vite'), ['build', '--config', 'bench/ui/vite.config.ts', '--logLevel', 'error'], { cwd: root, stdio: 'inherit' });
  await serve(['preview', '--config', 'bench/ui/vite.config.ts'], PORT + 1);
  const uiBase = `http://127.0.0.1:${PORT + 1}`;
  await until(uiBase);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await page.goto(`${uiBase}/charts.html`);
  await page.waitForFunction(() => window.__chartBench, undefined, { timeout: 180_000 });
  const c = await page.evaluate(() => window.__chartBench);
  console.log(`  ${c.points} points drawn as ${c.drawn} (min/max per pixel bucket); spikes kept: ${c.spikesKept} of ${c.spikes}`);
  figure('draw a 26,784-point series', c.drawMs, RUNTIME_BUDGETS.chartDrawMs, 'ms');
  figure('spikes of the input not drawn', c.spikes - c.spikesKept, 0, '');
  figure('QPS poll re-render (one point appended), median of 5', c.pollMs, RUNTIME_BUDGETS.chartPollMs, 'ms');
  console.log(`  worst poll re-render: ${c.pollMaxMs.toFixed(1)} ms`);
  await browser.close();
  servers.splice(0).forEach((server) => server.kill('SIGTERM'));
}

if (want('dashboard')) {
  console.log('\n▶ customisable dashboard, a 12-widget page: first render and the refresh (bench/dashboard, production build with React profiling)');
  execFileSync(bin('vite'), ['build', '--config', 'bench/dashboard/vite.config.ts', '--logLevel', 'error'], { cwd: root, stdio: 'inherit' });
  await serve(['preview', '--config', 'bench/dashboard/vite.config.ts'], PORT + 4);
  const base = `http://127.0.0.1:${PORT + 4}`;
  await until(base);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  // Tall enough for all 12 widgets to be on screen (each widget asks for its data only once near the screen).
  const page = await browser.newPage({ viewport: { width: 1400, height: 2400 } });
  await page.goto(base);
  await page.waitForFunction(() => window.__dashboardBench, undefined, { timeout: 180_000, polling: 500 });
  const d = await page.evaluate(() => window.__dashboardBench);
  await browser.close();
  console.log(`  ${d.widgets} widgets, ${d.calls} calls answered by the stub`);
  figure('12-widget page, first render until every widget is drawn', d.firstRenderMs, DASHBOARD_BUDGETS.firstRenderMs, 'ms');
  console.log(`  first render: ${d.firstCommits} commits, React time ${d.firstReactMs.toFixed(1)} ms`);
  d.polls.forEach((p, i) => figure(`12-widget page refresh ${i + 1} (the poll), React time (${p.commits} commits; ${p.wallMs.toFixed(0)} ms to the last commit)`, p.reactMs, DASHBOARD_BUDGETS.pollRenderMs, 'ms'));
  console.log(`  refresh, median of ${d.polls.length}: React ${d.pollReactMs.toFixed(1)} ms, until the last commit ${d.pollWallMs.toFixed(1)} ms`);
  servers.splice(0).forEach((server) => server.kill('SIGTERM'));
}

if (want('logs')) {
  console.log('\n▶ log search, 100,000 lines, and its follow mode (bench/logs, production build with React profiling)');
  execFileSync(bin('vite'), ['build', '--config', 'bench/logs/vite.config.ts', '--logLevel', 'error'], { cwd: root, stdio: 'inherit' });
  await serve(['preview', '--config', 'bench/logs/vite.config.ts'], PORT + 5);
  await until(`http://127.0.0.1:${PORT + 5}`);
  await benchLogs({ base: `http://127.0.0.1:${PORT + 5}`, chromium, executablePath: CHROMIUM, args: FLAGS, figure, wait });
  servers.splice(0).forEach((server) => server.kill('SIGTERM'));
}

if (want('backend') && existsSync(join(root, 'mocks/bench.ts'))) {
  console.log('\n▶ embedded backend');
  execFileSync(bin('tsx'), ['mocks/bench.ts'], { cwd: root, stdio: 'inherit' });
}

if (want('state')) {
  console.log('\n▶ embedded backend with a state file (mocks/bench-state.ts)');
  const result = JSON.parse(execFileSync(bin('tsx'), ['mocks/bench-state.ts', '--json'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim().split('\n').at(-1));
  console.log(`    state file ${(result.stateBytes / 1024 / 1024).toFixed(1)} MB`);
  figure(`${result.writes} tag writes at once, until the last answer`, result.writesMs, STATE_BUDGETS.concurrentWritesMs, 'ms');
  figure('a tag write, on average', result.writeMeanMs, undefined, 'ms');
  figure(`the same ${result.writes} writes without a state file (for comparison)`, result.inMemoryMs, undefined, 'ms');
  figure(`a read with an API token, median of ${result.reads}`, result.readP50Ms, STATE_BUDGETS.apiTokenReadP50Ms, 'ms');
  figure(`a read with an API token, p95 of ${result.reads}`, result.readP95Ms, undefined, 'ms');
}

if (want('start')) {
  console.log("\n▶ a second `npm start` and the dev server's first page (median of three)");
  // The first start of a fresh clone generates the contract's code; this measures the starts after it.
  execFileSync('npm', ['run', '--silent', 'gen'], { cwd: root, stdio: 'ignore' });
  const port = PORT + 6;
  const runs = [];
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    // Its own in-memory state (the developer's demo state file is left alone), detached so that its group can be stopped.
    const server = spawn('npm', ['start', '--', '--port', String(port), '--strictPort'], { cwd: root, env: { ...process.env, PARAPET_STATE_FILE: '' }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let output = '';
    const ready = await new Promise((resolve, reject) => {
      const look = (chunk) => {
        output += chunk;
        if (/ready in/.test(output)) resolve(performance.now() - started);
      };
      server.stdout.on('data', look);
      server.stderr.on('data', look);
      server.on('exit', (code) => reject(new Error(`bench: npm start ended (${code}) before it was ready:\n${output}`)));
    });
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
    const page = await browser.newPage();
    const asked = performance.now();
    await page.goto(`http://127.0.0.1:${port}/user/login`, { waitUntil: 'commit', timeout: 120_000 });
    await page.locator('input[type="password"]').waitFor({ state: 'visible', timeout: 120_000 });
    const firstPage = performance.now() - asked;
    await browser.close();
    process.kill(-server.pid, 'SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    runs.push({ ready, firstPage });
    console.log(`    run ${run + 1}: ready after ${(ready / 1000).toFixed(1)} s, sign-in form drawn ${(firstPage / 1000).toFixed(1)} s later`);
  }
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  figure('second `npm start` until Vite is ready', median(runs.map((r) => r.ready)), START_BUDGETS.readyMs, 'ms');
  figure("the dev server's first page (sign-in form drawn) after ready", median(runs.map((r) => r.firstPage)), START_BUDGETS.firstPageMs, 'ms');
}

if (want('bulk')) {
  console.log('\n▶ apply to many sites, 500 sites on the embedded backend, in the page (bench/bulk/page.mjs, production build)');
  // A build of its own (the end-to-end specs rebuild dist/ with their hooks).
  const outDir = '.cache/bench-bulk-dist';
  if (!process.env.BENCH_BULK_BUILT) execFileSync(bin('vite'), ['build', '--logLevel', 'error', '--outDir', outDir, '--emptyOutDir'], { cwd: root, stdio: 'inherit' });
  const server = await serve(['preview', '--outDir', outDir], PORT + 7, { PARAPET_STATE_FILE: '' });
  await until(`http://127.0.0.1:${PORT + 7}/user/login`);
  await benchBulkPage({ base: `http://127.0.0.1:${PORT + 7}`, serverPid: server.pid, chromium, executablePath: CHROMIUM, args: FLAGS, figure });
  servers.splice(0).forEach((server) => server.kill('SIGTERM'));
  console.log('\n▶ the same, the console\'s engine alone in Node (bench/bulk/run.ts)');
  const result = JSON.parse(execFileSync(bin('tsx'), ['bench/bulk/run.ts', '--json'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim().split('\n').at(-1));
  for (const [name, figures] of [['compression change', result.compression], ['deny-list entry', result.denyList]]) {
    figure(`${name}: preview of ${figures.sites} sites (${figures.changing} to change)`, figures.previewMs, BULK_BUDGETS.previewMs, 'ms');
    figure(`${name}: CPU time of that preview (console and backend in one process)`, figures.previewCpuMs, undefined, 'ms');
    figure(`${name}: run of ${figures.written} writes, 4 in flight`, figures.runMs, BULK_BUDGETS.runMs, 'ms');
    figure(`${name}: CPU time of that run`, figures.runCpuMs, undefined, 'ms');
  }
}

const broken = verdicts.filter((verdict) => !verdict.within);
console.log(`\n${verdicts.length - broken.length} of ${verdicts.length} figures within budget${broken.length ? `; over: ${broken.map((v) => v.label).join('; ')}` : ''}`);
process.exit(0);
