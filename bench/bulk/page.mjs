// The `bulk` part of scripts/bench.mjs, in the page (issue 28): "Apply to other sites…" in the console's production
// build on the embedded backend (`vite preview`, served by the caller), 500 sites of Harbor Tea (the operator's
// licence lifted through the admin API, sites created through the client API; not measured). In Chromium, signed in as
// Mei: the compression form of shop (4102) is changed and saved, then applied to every other site ("Select all
// matching"). Measured in the page (performance.now, checked every frame):
//   - the preview: the click on "Preview N sites" until the review is shown (every site read and compared, the
//     grouped Now/After drawn; checked every 50 ms);
//   - the run: the click on "Apply to N sites" until the run says Finished;
//   - the longest task of the main thread in each (PerformanceObserver 'longtask', registered before the console
//     loads): the UI stays responsive when no task is over 200 ms.
// The same for a deny-list entry (the rule list of the same site, its selected row applied).
// BENCH_BULK_PROFILE=1: only the compression change, its preview and its run each under the CPU profiler; prints the
// functions of the page that took the most time (self time) and writes the profiles to
// /tmp/parapet-bulk-{preview,run}.cpuprofile (DevTools opens them).
import { readFileSync, writeFileSync } from 'node:fs';
import { BULK_BUDGETS } from './budgets.mjs';

const SITES = 500;
const MEI = { account: 'mei.lin@harbor-tea.example', password: 'Harbor-Tea-2026' };
const ADMIN = { account: 'admin@parapet.example', password: 'Parapet-Admin-2026' };
const NORTHWIND = { account: 'ops@northwind-cdn.example', password: 'Northwind-Ops-2026' };

/** The API of the served console, as a script calls it. */
function api(base) {
  const send = async (method, path, body, token) => {
    const response = await fetch(`${base}/api/v1${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`bench bulk: ${method} ${path}: ${response.status} ${text.slice(0, 200)}`);
    return JSON.parse(text);
  };
  const signIn = async (kind, credentials) => {
    const challenge = (await send('POST', `/${kind}/login`, credentials)).data;
    return (await send('POST', `/${kind}/code`, { ...credentials, onePassKey: challenge.onePassKey, login2FAType: challenge.login2FAType, vcode: challenge.vcode })).data;
  };
  return { send, signIn };
}

/** Harbor Tea gets sites until it has 500 (Northwind's licence made unlimited first). */
export async function seed(base) {
  const { send, signIn } = api(base);
  const admin = (await signIn('admin', ADMIN)).accessToken;
  await send('PUT', '/admin/license/102/order', { siteLimit: 0, domainLimit: 0 }, admin);
  const client = (await signIn('client', NORTHWIND)).accessToken;
  const mei = await signIn('user', MEI);
  const had = (await send('GET', `/user/sites?page=1&pageSize=${SITES}`, undefined, mei.accessToken)).total;
  const started = performance.now();
  const made = [];
  for (let i = had; i < SITES; i++) made.push(i);
  // A few at once: the set-up is not measured.
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let i = made.shift(); i !== undefined; i = made.shift()) {
        await send('POST', '/client/site', { siteName: `bulk-${i}.harbor-tea.example`, productID: 3, userIDs: [302], tags: ['bulk'] }, client);
      }
    }),
  );
  const total = (await send('GET', `/user/sites?page=1&pageSize=${SITES}`, undefined, mei.accessToken)).total;
  if (total !== SITES) throw new Error(`bench bulk: ${total} sites, not ${SITES}`);
  console.log(`  ${SITES - had} sites created for the bench in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return mei;
}

/** Registered before the console's first script: every long task of the page, with its start. */
export function observeLongTasks() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  localStorage.setItem('lang', 'en');
}

/** CPU time (ms) a process has used so far (Linux /proc; 0 elsewhere). */
export function cpuMsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}

/** In-page time from `act` until `done()` holds, the longest task meanwhile, the time the page's
 * main thread was busy (CDP's TaskDuration) and the CPU the server (console files and embedded backend) used. */
async function timed({ page, cdp, browserCdp, serverPid }, act, done, timeout, arg) {
  const busy = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value * 1000;
  // The renderers' CPU (the page's process), as the browser counts it: a loaded machine stretches the tasks' wall
  // time (TaskDuration) but not this.
  const rendererCpu = async () =>
    (await browserCdp.send('SystemInfo.getProcessInfo')).processInfo.filter((p) => p.type === 'renderer').reduce((sum, p) => sum + p.cpuTime * 1000, 0);
  const busy0 = await busy();
  const renderer0 = await rendererCpu();
  const server0 = cpuMsOf(serverPid);
  const t0 = await page.evaluate(() => performance.now());
  await act();
  // Checked every 50 ms, not every frame: the check itself is work of the page's main thread.
  await page.waitForFunction(done, arg, { polling: 50, timeout });
  const measured = await page.evaluate((start) => {
    const end = performance.now();
    const tasks = window.__longTasks.filter((task) => task.start + task.duration >= start && task.start <= end);
    return { ms: end - start, longestTaskMs: Math.max(0, ...tasks.map((task) => task.duration)), longTasks: tasks.length };
  }, t0);
  return { ...measured, pageBusyMs: (await busy()) - busy0, pageCpuMs: (await rendererCpu()) - renderer0, serverCpuMs: cpuMsOf(serverPid) - server0 };
}

const dialogSays = (text) => [...document.querySelectorAll('[role="dialog"]')].some((d) => (d.textContent ?? '').includes(text));

const PROFILE = Boolean(process.env.BENCH_BULK_PROFILE);

/** The functions with the most self time in a CDP CPU profile. */
function topFunctions(profile, count = 15) {
  const self = new Map();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  profile.samples.forEach((id, i) => {
    const { functionName, url, lineNumber } = byId.get(id).callFrame;
    const key = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...self].sort((a, b) => b[1] - a[1]).slice(0, count);
}

/** Picks every other site in the open dialog, then measures the preview and the run. */
async function previewAndRun(on, name, figure) {
  const { page } = on;
  const dialog = page.getByRole('dialog', { name: /^Apply to other sites:/ });
  const others = SITES - 1;
  await dialog.getByRole('button', { name: /^Select all \d+ matching sites$/ }).click({ timeout: 60_000 });
  await dialog.getByText(`${others} sites selected`).waitFor({ timeout: 60_000 });
  if (PROFILE) {
    await on.cdp.send('Profiler.enable');
    await on.cdp.send('Profiler.setSamplingInterval', { interval: 500 });
    await on.cdp.send('Profiler.start');
  }
  const preview = await timed(
    on,
    () => dialog.getByRole('button', { name: `Preview ${others} sites` }).click(),
    () => Boolean(document.querySelector('[role="dialog"] [data-testid="bulk-change-group"]')),
    120_000,
  );
  const changing = Number(/Changes on (\d+) sites?/.exec((await dialog.textContent()) ?? '')?.[1] ?? 0);
  figure(`${name}: preview of ${others} sites in the page (${changing} to change), click to the review shown`, preview.ms, BULK_BUDGETS.previewMs, 'ms');
  figure(`${name}: longest task during the preview (${preview.longTasks} over 50 ms)`, preview.longestTaskMs, BULK_BUDGETS.longTaskMs, 'ms');
  console.log(`    the page's main thread in tasks ${preview.pageBusyMs.toFixed(0)} ms (wall time), the page's CPU ${preview.pageCpuMs.toFixed(0)} ms, the server's CPU ${preview.serverCpuMs.toFixed(0)} ms`);
  const profiled = async (name) => {
    if (!PROFILE) return;
    const { profile } = await on.cdp.send('Profiler.stop');
    writeFileSync(`/tmp/parapet-bulk-${name}.cpuprofile`, JSON.stringify(profile));
    for (const [fn, ms] of topFunctions(profile)) console.log(`    ${ms.toFixed(0).padStart(6)} ms  ${fn}`);
  };
  await profiled('preview');
  if (PROFILE) await on.cdp.send('Profiler.start');
  const run = await timed(
    on,
    () => dialog.getByRole('button', { name: new RegExp(`^Apply to ${changing} sites?$`) }).click(),
    dialogSays,
    300_000,
    'Finished',
  );
  const done = Number(/Done: (\d+)/.exec((await dialog.textContent()) ?? '')?.[1] ?? 0);
  figure(`${name}: run of ${changing} writes in the page (${done} done), click to Finished`, run.ms, BULK_BUDGETS.runMs, 'ms');
  figure(`${name}: longest task during the run (${run.longTasks} over 50 ms)`, run.longestTaskMs, BULK_BUDGETS.longTaskMs, 'ms');
  console.log(`    the page's main thread in tasks ${run.pageBusyMs.toFixed(0)} ms (wall time), the page's CPU ${run.pageCpuMs.toFixed(0)} ms, the server's CPU ${run.serverCpuMs.toFixed(0)} ms`);
  await profiled('run');
  if (done !== changing) figure(`${name}: writes that failed`, changing - done, 0, '');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  return { preview, run };
}

/** Shop's compression form (4102) changed and saved through its review: the change then applied to the others. */
export async function saveCompressionOnShop(page, base) {
  await page.goto(`${base}/user/sitesManagement/sitesSetting/4102/shop.harbor-tea.example?tab=compress`);
  const smallest = page.getByRole('textbox', { name: 'Smallest response to compress (bytes)' });
  await smallest.waitFor({ timeout: 120_000 });
  await smallest.fill('3333');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const review = page.getByRole('dialog', { name: 'Review the changes' });
  await review.getByRole('button', { name: /^Save/ }).click();
  await review.waitFor({ state: 'hidden' });
}

export async function benchBulkPage({ base, serverPid, chromium, executablePath, args, figure }) {
  const mei = await seed(base);
  const browser = await chromium.launch({ executablePath, args });
  try {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, reducedMotion: 'reduce' });
    await context.addCookies(
      Object.entries({ accessToken: mei.accessToken, refreshToken: mei.refreshToken, tokenType: mei.tokenType }).map(([key, value]) => ({ name: `u_${key}`, value, url: base, sameSite: 'Strict' })),
    );
    await context.addInitScript(observeLongTasks);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const on = { page, cdp, browserCdp: await browser.newBrowserCDPSession(), serverPid };

    // A compression change, saved on shop, then applied to the 499 others.
    await saveCompressionOnShop(page, base);
    await page.getByRole('button', { name: 'Apply to other sites…' }).click();
    await previewAndRun(on, 'compression change', figure);
    if (PROFILE) return;

    // A deny-list entry: a row made on shop through the API, selected in the list and applied to the 499 others.
    const { send } = api(base);
    await send('POST', '/user/site/4102/firewall/setting/blacklist', { ips: ['198.51.100.77', '203.0.113.0/24'], urlRegex: '^/', blockType: 'refuse', memo: 'bench scanner', enabled: true }, mei.accessToken);
    await page.goto(`${base}/user/sitesManagement/sitesSetting/4102/shop.harbor-tea.example?tab=firewall&section=blacklist`);
    const section = page.getByRole('region', { name: 'Deny list', exact: true });
    await section.getByRole('checkbox', { name: 'Select bench scanner' }).check({ timeout: 120_000 });
    await section.getByRole('button', { name: 'Apply the selected to other sites…' }).click();
    await previewAndRun(on, 'deny-list entry', figure);
  } finally {
    await browser.close();
  }
}
