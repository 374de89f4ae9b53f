#!/usr/bin/env node
// npm run bench: figures, not pass/fail.
//  1. builds the console and prints the gzip size of every JS chunk;
//  2. opens the sign-in page in Chromium and sums the gzip size of the JS it actually loads;
//  3. runs Lighthouse (desktop) on the sign-in page;
//  4. builds the UI benchmark page (bench/ui) and reports rendering and scrolling a 5000-row resource
//     table and validating a 5000-line IP list, in Chromium;
//  5. runs the embedded backend's own benchmark when it exists (mocks/bench.ts).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const bin = (name) => join(root, 'node_modules/.bin', name);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PORT = 4180;

console.log('▶ build');
execFileSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
const assets = join(root, 'dist/assets');
const chunks = readdirSync(assets)
  .filter((f) => f.endsWith('.js'))
  .map((f) => ({ file: f, gzip: gz(join(assets, f)) }))
  .sort((a, b) => b.gzip - a.gzip);
console.log('\nJS chunks (gzip):');
for (const c of chunks) console.log(`  ${kb(c.gzip).padStart(10)}  ${c.file}`);
console.log(`  ${kb(chunks.reduce((s, c) => s + c.gzip, 0)).padStart(10)}  total`);

const server = spawn(bin('vite'), ['preview', '--port', String(PORT), '--strictPort'], {
  cwd: root,
  env: { ...process.env, PARAPET_STATE_FILE: '' },
  stdio: 'ignore',
});
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);
const base = `http://127.0.0.1:${PORT}`;
for (let i = 0; i < 100; i++) {
  try {
    if ((await fetch(`${base}/user/login`)).ok) break;
  } catch {
    await new Promise((r) => setTimeout(r, 200));
  }
}

const { chromium } = await import('@playwright/test');
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const page = await browser.newPage();
const loaded = new Set();
page.on('response', (response) => {
  const url = new URL(response.url());
  if (url.pathname.endsWith('.js')) loaded.add(url.pathname);
});
await page.goto(`${base}/user/login`, { waitUntil: 'networkidle' });
await browser.close();
let loginTotal = 0;
console.log('\nJS the sign-in page loads (gzip):');
for (const path of [...loaded].sort()) {
  const size = gz(join(root, 'dist', path));
  loginTotal += size;
  console.log(`  ${kb(size).padStart(10)}  ${path}`);
}
console.log(`  ${kb(loginTotal).padStart(10)}  total (target ≤ 130 kB)`);

console.log('\n▶ Lighthouse, desktop, sign-in page');
try {
  const out = execFileSync(
    bin('lighthouse'),
    [`${base}/user/login`, '--preset=desktop', '--only-categories=performance,accessibility,best-practices', '--output=json', '--quiet',
      '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync'],
    { cwd: root, env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(out.toString());
  for (const [name, category] of Object.entries(report.categories)) console.log(`  ${name}: ${Math.round(category.score * 100)}`);
  const audits = report.audits;
  for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift']) {
    console.log(`  ${id}: ${audits[id].displayValue}`);
  }
} catch (error) {
  console.log(`  Lighthouse failed: ${error.message.split('\n')[0]}`);
}
stop();

console.log('\n▶ UI: 5000-row resource table and a 5000-line IP list (bench/ui, production build)');
execFileSync(bin('vite'), ['build', '--config', 'bench/ui/vite.config.ts', '--logLevel', 'error'], { cwd: root, stdio: 'inherit' });
const uiServer = spawn(bin('vite'), ['preview', '--config', 'bench/ui/vite.config.ts', '--port', String(PORT + 1), '--strictPort'], { cwd: root, stdio: 'ignore' });
try {
  const uiBase = `http://127.0.0.1:${PORT + 1}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(uiBase)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  const uiBrowser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'] });
  const uiPage = await uiBrowser.newPage({ viewport: { width: 1400, height: 900 } });
  await uiPage.goto(uiBase);
  await uiPage.waitForFunction(() => window.__bench, undefined, { timeout: 120_000 });
  const b = await uiPage.evaluate(() => window.__bench);
  await uiBrowser.close();
  const ms = (v) => `${v.toFixed(1)} ms`;
  console.log(`  render ${b.rows} rows: ${ms(b.renderMs)} (${b.renderedRows} rows in the DOM, virtualized)`);
  console.log(`  scroll top to bottom in 120 steps: frame p95 ${ms(b.scrollFrameP95Ms)}, worst ${ms(b.scrollFrameMaxMs)}, last row reached: ${b.lastRowShown}`);
  console.log(`  validate a 5000-line IP list: ${ms(b.ipListMedianMs)} (rule), ${ms(b.ipListFormMedianMs)} (through the schema form's ajv keyword); median of 10`);
} finally {
  uiServer.kill('SIGTERM');
}

if (existsSync(join(root, 'mocks/bench.ts'))) {
  console.log('\n▶ embedded backend');
  execFileSync(bin('tsx'), ['mocks/bench.ts'], { cwd: root, stdio: 'inherit' });
}
process.exit(0);
