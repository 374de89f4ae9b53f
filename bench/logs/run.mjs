// The `logs` part of scripts/bench.mjs: the log search page of bench/logs (served by the caller) in Chromium.
// 1. 100,000 lines: loaded page by page, scrolled through (frame p95 and worst frame against the scroll budgets), rows
//    in the DOM, and a row of the middle of the list opened in the side panel (click to next paint, Event Timing).
// 2. Follow mode: Playwright's clock drives the page's timers through 10 minutes of polls (one every 5 s, each
//    finding the ~139 lines written since the last); the JS heap after a forced garbage collection is read before,
//    every minute and after, with the rows the list keeps.
import { RUNTIME_BUDGETS } from '../budgets.mjs';
import { LOG_SEARCH_BUDGETS } from './budgets.mjs';

const MB = 1024 * 1024;

/** Heap in use after a full garbage collection (CDP). */
async function heap(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

/** "N of M lines" as shown above the list. */
async function counted(page) {
  const text = (await page.getByTestId('log-count').textContent()) ?? '';
  const found = /^([\d,]+) of ([\d,]+) lines/.exec(text.trim());
  return found ? { shown: Number(found[1].replace(/,/g, '')), total: Number(found[2].replace(/,/g, '')) } : { shown: 0, total: 0 };
}

export async function benchLogs({ base, chromium, executablePath, args, figure, wait }) {
  const browser = await chromium.launch({ executablePath, args });
  try {
    // 1. Scrolling 100,000 lines, opening one.
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await page.goto(base);
    await page.waitForFunction(() => window.__logsBench, undefined, { timeout: 600_000, polling: 500 });
    const b = await page.evaluate(() => window.__logsBench);
    console.log(`  ${b.rows.toLocaleString('en')} of ${b.total.toLocaleString('en')} lines in one answer; search to the first rows drawn: ${b.loadMs.toFixed(0)} ms`);
    const r = RUNTIME_BUDGETS;
    console.log('  top to bottom in 200 jumps (~500 lines each), worse of two rounds:');
    figure('log list scroll frame p95', b.jumps.p95, r.scrollFrameP95Ms, 'ms');
    figure('log list scroll worst frame', b.jumps.max, r.scrollFrameMaxMs, 'ms');
    console.log(`    React per scroll commit: median ${b.jumps.reactMedianMs.toFixed(1)} ms, worst ${b.jumps.reactMaxMs.toFixed(1)} ms (${b.jumps.commits} commits)`);
    console.log("  a reader's scroll (3 lines a frame for 300 frames, from the middle), worse of two rounds:");
    figure('log list reading scroll frame p95', b.reading.p95, r.scrollFrameP95Ms, 'ms');
    figure('log list reading scroll worst frame', b.reading.max, r.scrollFrameMaxMs, 'ms');
    console.log(`    React per scroll commit: median ${b.reading.reactMedianMs.toFixed(1)} ms, worst ${b.reading.reactMaxMs.toFixed(1)} ms (${b.reading.commits} commits)`);
    console.log('  the same two scrolls of a bare TanStack Virtual list of the same lines (plain text rows), same run:');
    figure('bare list scroll frame p95 (jumps)', b.bareJumps.p95, undefined, 'ms');
    figure('bare list scroll frame p95 (reading)', b.bareReading.p95, undefined, 'ms');
    figure('ratio of the p95s, log list / bare list (jumps)', b.jumps.p95 / b.bareJumps.p95, r.scrollRatioToBareList, 'x');
    figure('ratio of the p95s, log list / bare list (reading)', b.reading.p95 / b.bareReading.p95, r.scrollRatioToBareList, 'x');
    const round = (x) => `p95 ${x.p95.toFixed(1)} / worst ${x.max.toFixed(1)} ms`;
    console.log(`    rounds: jumps ${b.rounds.jumps.map(round).join(', ')}; reading ${b.rounds.reading.map(round).join(', ')}`);
    console.log(`    bare rounds: jumps ${b.rounds.bareJumps.map(round).join(', ')}; reading ${b.rounds.bareReading.map(round).join(', ')}`);
    figure('rows in the DOM with 100,000 lines loaded (virtualized)', b.rowsInDom, LOG_SEARCH_BUDGETS.rowsInDom, '');

    // A row in the middle of the list opened in the side panel: real input, read back from the Event Timing API.
    await page.evaluate(() => {
      window.__events = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (entry.interactionId) window.__events.push(entry.duration);
      }).observe({ type: 'event', durationThreshold: 16, buffered: false });
      const box = document.querySelector('[role="region"][aria-label="Log lines"]');
      box.scrollTop = box.scrollHeight / 2;
    });
    await wait(500);
    const row = page.getByRole('table', { name: 'Log lines' }).locator('[role="row"][data-line]').nth(4).getByRole('button');
    const name = await row.getAttribute('aria-label');
    await page.evaluate(() => window.__events.splice(0));
    await row.click();
    await page.getByRole('dialog', { name: 'Log line' }).waitFor({ timeout: 60_000 });
    await wait(500);
    const opened = await page.evaluate(() => window.__events.splice(0).reduce((max, d) => Math.max(max, d), 0));
    figure(`opening a row in the side panel (click to next paint; ${name?.slice(0, 40)}…)`, opened, r.interactionMs, 'ms');
    await page.close();

    // 2. Follow mode for 10 minutes of polls on Playwright's clock.
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const follow = await context.newPage();
    // Half a second into a minute: the default search (the last hour to the current minute) ends where new lines start.
    await follow.clock.install({ time: new Date('2026-11-26T12:00:00.500Z') });
    await follow.goto(`${base}/?follow`);
    const cdp = await context.newCDPSession(follow);
    await follow.getByRole('button', { name: 'Search', exact: true }).click();
    await follow.getByRole('table', { name: 'Log lines' }).locator('[role="row"][data-line]').first().waitFor({ timeout: 60_000 });
    const calls = () => follow.evaluate(() => window.__logsCalls());
    /** One poll's time on the page's clock, then the real time its answer needs to be shown. */
    const poll = async () => {
      const before = await calls();
      await follow.clock.runFor(5_000);
      for (let i = 0; i < 600 && (await calls()) === before; i++) await wait(20);
      const shown = (await counted(follow)).shown;
      for (let i = 0; i < 50 && (await counted(follow)).shown === shown; i++) await wait(20);
      await wait(50);
    };
    await follow.getByRole('switch', { name: 'Follow new lines' }).check();
    await follow.getByRole('status').filter({ hasText: 'Following' }).waitFor();
    await wait(500);
    const start = { heap: await heap(cdp), rows: (await counted(follow)).shown };
    const minutes = [];
    for (let minute = 1; minute <= 10; minute++) {
      for (let i = 0; i < 12; i++) await poll();
      minutes.push({ minute, heap: await heap(cdp), rows: (await counted(follow)).shown });
    }
    const notice = await follow.getByTestId('log-dropped').textContent({ timeout: 1_000 }).catch(() => null);
    await context.close();
    console.log(`  follow mode, 120 polls (10 minutes on Playwright's clock), JS heap after garbage collection:`);
    console.log(`    before: ${(start.heap / MB).toFixed(1)} MB, ${start.rows} rows`);
    console.log(`    ${minutes.map((m) => `${m.minute} min ${(m.heap / MB).toFixed(1)} MB / ${m.rows} rows`).join('; ')}`);
    const end = minutes.at(-1);
    console.log(`    after: ${(end.heap / MB).toFixed(1)} MB, ${end.rows} rows kept${notice ? ` ("${notice.trim()}")` : ''}`);
    const half = minutes[4];
    figure('follow mode heap growth, minute 5 to minute 10 (MB)', Number(((end.heap - half.heap) / MB).toFixed(2)), LOG_SEARCH_BUDGETS.followHeapGrowthMb, '');
    figure('follow mode heap growth, before to after 10 minutes (MB)', Number(((end.heap - start.heap) / MB).toFixed(2)), undefined, '');
  } finally {
    await browser.close();
  }
}
