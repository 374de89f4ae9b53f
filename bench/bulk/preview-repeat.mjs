// The bulk preview measured again and again (issue 28; not part of `npm run bench`): on a shared machine one figure is
// mostly the machine's load, so this serves a build (OUTDIR, default .cache/bench-bulk-dist, as `npm run bench -- bulk`
// builds it) with `vite preview` on PORT (default 4538), seeds 500 sites as bench/bulk/page.mjs does, and measures the
// compression preview N times (default 5) in one page, closing the dialog between (no run, so every pass sees 499
// changes). Each pass: click to review, the longest task, the CPU of the renderers, of the whole browser and of the
// server, and when the reads were sent and answered (Resource Timing). Two builds compared: run it on each in turn.
// TRACE=1 records a Chromium trace of the last pass to /tmp/parapet-bulk-preview-trace.json.
// Usage: node bench/bulk/preview-repeat.mjs   (N=8 OUTDIR=dist-a PORT=4538 ...)
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
const N = Number(process.env.N ?? 5);
const PORT = Number(process.env.PORT ?? 4538);
const base = `http://127.0.0.1:${PORT}`;
const server = spawn('node_modules/.bin/vite', ['preview', '--outDir', process.env.OUTDIR ?? '.cache/bench-bulk-dist', '--port', String(PORT), '--strictPort'], { env: { ...process.env, PARAPET_STATE_FILE: '' }, stdio: 'ignore' });
process.on('exit', () => server.kill('SIGTERM'));
for (let i = 0; i < 200; i++) { if (await fetch(`${base}/user/login`).then((r) => r.ok, () => false)) break; await new Promise((r) => setTimeout(r, 200)); }
const send = async (method, path, body, token) => {
  const r = await fetch(`${base}/api/v1${path}`, { method, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await r.text(); if (!r.ok) throw new Error(`${path} ${r.status} ${text}`); return JSON.parse(text);
};
const signIn = async (kind, c) => { const ch = (await send('POST', `/${kind}/login`, c)).data; return (await send('POST', `/${kind}/code`, { ...c, onePassKey: ch.onePassKey, login2FAType: ch.login2FAType, vcode: ch.vcode })).data; };
const admin = (await signIn('admin', { account: 'admin@parapet.example', password: 'Parapet-Admin-2026' })).accessToken;
await send('PUT', '/admin/license/102/order', { siteLimit: 0, domainLimit: 0 }, admin);
const client = (await signIn('client', { account: 'ops@northwind-cdn.example', password: 'Northwind-Ops-2026' })).accessToken;
const mei = await signIn('user', { account: 'mei.lin@harbor-tea.example', password: 'Harbor-Tea-2026' });
const had = (await send('GET', '/user/sites?page=1&pageSize=500', undefined, mei.accessToken)).total;
const todo = []; for (let i = had; i < 500; i++) todo.push(i);
await Promise.all(Array.from({ length: 4 }, async () => { for (let i = todo.shift(); i !== undefined; i = todo.shift()) await send('POST', '/client/site', { siteName: `bulk-${i}.harbor-tea.example`, productID: 3, userIDs: [302], tags: ['bulk'] }, client); }));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, reducedMotion: 'reduce' });
await context.addCookies(Object.entries({ accessToken: mei.accessToken, refreshToken: mei.refreshToken, tokenType: mei.tokenType }).map(([k, v]) => ({ name: `u_${k}`, value: v, url: base, sameSite: 'Strict' })));
await context.addInitScript(() => { window.__longTasks = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration }); }).observe({ type: 'longtask', buffered: true }); localStorage.setItem('lang', 'en'); });
const page = await context.newPage();
await page.addInitScript(() => performance.setResourceTimingBufferSize(5000));
const cdp = await context.newCDPSession(page);
const bcdp = await browser.newBrowserCDPSession();
const cpuOf = async (type) => (await bcdp.send('SystemInfo.getProcessInfo')).processInfo.filter((p) => type === undefined || p.type === type).reduce((s, p) => s + p.cpuTime * 1000, 0);
const srvCpu = () => { const f = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1].split(' '); return (Number(f[11]) + Number(f[12])) * 10; };
let requests = 0; page.on('request', (r) => { if (r.url().includes('/settings')) requests++; });
await page.goto(`${base}/user/sitesManagement/sitesSetting/4102/shop.harbor-tea.example?tab=compress`);
const smallest = page.getByRole('textbox', { name: 'Smallest response to compress (bytes)' });
await smallest.waitFor({ timeout: 120_000 });
await smallest.fill('3333');
await page.getByRole('button', { name: 'Save', exact: true }).click();
const review = page.getByRole('dialog', { name: 'Review the changes' });
await review.getByRole('button', { name: /^Save/ }).click();
await review.waitFor({ state: 'hidden' });
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
