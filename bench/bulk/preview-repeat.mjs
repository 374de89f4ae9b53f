// The bulk preview measured again and again (issue 28; not part of `npm run bench`): on a shared machine one figure is
// mostly the machine's load, so this serves a build (OUTDIR, default .cache/bench-bulk-dist, as `npm run bench -- bulk`
// builds it) with `vite preview` on PORT (default 4538), seeds 500 sites with bench/bulk/page.mjs's seed, and measures the
// compression preview N times (default 5) in one page, closing the dialog between (no run, so every pass sees 499
// changes). Each pass: click to review, the longest task, the CPU of the renderers, of the whole browser and of the
// server, and when the reads were sent and answered (Resource Timing). Two builds compared: run it on each in turn.
// TRACE=1 records a Chromium trace of the last pass to /tmp/parapet-bulk-preview-trace.json.
// Usage: node bench/bulk/preview-repeat.mjs   (N=8 OUTDIR=dist-a PORT=4538 ...)
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { cpuMsOf, observeLongTasks, saveCompressionOnShop, seed } from './page.mjs';
const N = Number(process.env.N ?? 5);
const PORT = Number(process.env.PORT ?? 4538);
const base = `http://127.0.0.1:${PORT}`;
const server = spawn('node_modules/.bin/vite', ['preview', '--outDir', process.env.OUTDIR ?? '.cache/bench-bulk-dist', '--port', String(PORT), '--strictPort'], { env: { ...process.env, PARAPET_STATE_FILE: '' }, stdio: 'ignore' });
process.on('exit', () => server.kill('SIGTERM'));
for (let i = 0; i < 200; i++) { if (await fetch(`${base}/user/login`).then((r) => r.ok, () => false)) break; await new Promise((r) => setTimeout(r, 200)); }
const mei = await seed(base);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, reducedMotion: 'reduce' });
await context.addCookies(Object.entries({ accessToken: mei.accessToken, refreshToken: mei.refreshToken, tokenType: mei.tokenType }).map(([k, v]) => ({ name: `u_${k}`, value: v, url: base, sameSite: 'Strict' })));
await context.addInitScript(observeLongTasks);
const page = await context.newPage();
await page.addInitScript(() => performance.setResourceTimingBufferSize(5000));
const cdp = await context.newCDPSession(page);
const bcdp = await browser.newBrowserCDPSession();
const cpuOf = async (type) => (await bcdp.send('SystemInfo.getProcessInfo')).processInfo.filter((p) => type === undefined || p.type === type).reduce((s, p) => s + p.cpuTime * 1000, 0);
const srvCpu = () => cpuMsOf(server.pid);
let requests = 0; page.on('request', (r) => { if (r.url().includes('/settings')) requests++; });
await saveCompressionOnShop(page, base);
const results = [];
for (let pass = 0; pass < N; pass++) {
  await page.getByRole('button', { name: 'Apply to other sites…' }).click();
  const dialog = page.getByRole('dialog', { name: /^Apply to other sites:/ });
  await dialog.getByRole('button', { name: /^Select all \d+ matching sites$/ }).click({ timeout: 60_000 });
  await dialog.getByText('499 sites selected').waitFor({ timeout: 60_000 });
  const trace = process.env.TRACE && pass === N - 1;
  if (trace) await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink', 'loading', 'toplevel', 'disabled-by-default-devtools.timeline.frame'] }, transferMode: 'ReturnAsStream' });
  const r0 = await cpuOf('renderer'), a0 = await cpuOf(), s0 = srvCpu(); requests = 0;
  const t0 = await page.evaluate(() => performance.now());
  await dialog.getByRole('button', { name: 'Preview 499 sites' }).click();
  await page.waitForFunction(() => Boolean(document.querySelector('[role="dialog"] [data-testid="bulk-change-group"]')), undefined, { polling: 50, timeout: 120_000 });
  const m = await page.evaluate((start) => { const end = performance.now(); const tasks = window.__longTasks.filter((t) => t.start + t.duration >= start && t.start <= end); return { ms: end - start, longest: Math.max(0, ...tasks.map((t) => t.duration)), long: tasks.length, list: tasks.map((t) => `${(t.start - start).toFixed(0)}+${t.duration}`).join(' ') }; }, t0);
  console.log('   long tasks (start after click + duration):', m.list);
  const span = await page.evaluate((start) => { const e = performance.getEntriesByType('resource').filter((x) => x.name.includes('/settings') && x.startTime >= start); return { first: Math.min(...e.map((x) => x.startTime)) - start, last: Math.max(...e.map((x) => x.responseEnd)) - start, n: e.length, meanDur: e.reduce((a, x) => a + x.duration, 0) / e.length, meanWait: e.reduce((a, x) => a + (x.responseStart - x.requestStart), 0) / e.length }; }, t0);
  console.log(`   reads: first sent ${span.first.toFixed(0)} ms after the click, last answered at ${span.last.toFixed(0)} ms, ${span.n} reads, mean ${span.meanDur.toFixed(0)} ms each (request to first byte ${span.meanWait.toFixed(0)} ms)`);
  await page.evaluate(() => performance.clearResourceTimings());
  const r = { ...m, rendererCpu: (await cpuOf('renderer')) - r0, browserAllCpu: (await cpuOf()) - a0, serverCpu: srvCpu() - s0, requests, changes: /Changes on (\d+)/.exec(await dialog.textContent())?.[1] };
  if (trace) {
    const chunks = []; const done = new Promise((res) => cdp.once('Tracing.tracingComplete', res)); await cdp.send('Tracing.end'); const { stream } = await done;
    for (;;) { const { data, eof } = await cdp.send('IO.read', { handle: stream }); chunks.push(data); if (eof) break; }
    writeFileSync('/tmp/parapet-bulk-preview-trace.json', chunks.join(''));
  }
  results.push(r);
  console.log(`pass ${pass}: preview ${r.ms.toFixed(0)} ms, longest task ${r.longest} ms (${r.long} over 50), renderer CPU ${r.rendererCpu.toFixed(0)}, all browser CPU ${r.browserAllCpu.toFixed(0)}, server CPU ${r.serverCpu}, ${r.requests} settings requests, changes ${r.changes}`);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await dialog.waitFor({ state: 'hidden' });
}
const med = (k) => results.map((r) => r[k]).sort((a, b) => a - b)[Math.floor(results.length / 2)];
console.log(`median: preview ${med('ms').toFixed(0)} ms, longest task ${med('longest')} ms, renderer CPU ${med('rendererCpu').toFixed(0)}, browser CPU ${med('browserAllCpu').toFixed(0)}, server CPU ${med('serverCpu')}`);
await browser.close();
server.kill('SIGTERM');
process.exit(0);
