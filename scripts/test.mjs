#!/usr/bin/env node
// npm test: every check, in the order that fails fastest. Stops at the first failing stage.
// A stage's steps run side by side (at most PARALLEL at once, output kept until the step ends so that logs do not
// interleave) only where none writes a file another reads: the steps that rewrite generated files or catalogues
// (gen, its determinism check, the translations check) run alone first; typecheck, eslint, the contract lint and
// the build only read them (the build writes dist/, which no other step of its stage reads). The unit tests and the
// main end-to-end run each have the machine to themselves (their timeouts must not race another step for the CPU);
// the two one-worker end-to-end runs after it (nginx, Prism) share it.
// `node scripts/test.mjs <word>…` runs only the steps whose names contain one of the words.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const PARALLEL = Math.max(1, Number(process.env.TEST_PARALLEL ?? Math.min(2, availableParallelism())));

const stages = [
  [['contract: generate', 'npm', ['run', '--silent', 'gen']]],
  [['contract: generation is deterministic', 'node', ['scripts/check-gen-deterministic.mjs']]],
  [['translations', 'npm', ['run', '--silent', 'i18n:check']]],
  [
    // Longest first (CI run 58: eslint 82 s, build 75 s, typecheck 50 s, then the short ones), so that the two lanes
    // end together: in the former order (build, typecheck, eslint, …) one lane ran eslint alone for its last ~17 s.
    ['eslint', 'npm', ['run', '--silent', 'lint']],
    // The end-to-end build exposes the transport to the refresh-storm spec (PARAPET_E2E_HOOKS, see src/main.tsx) and has
    // the layer-4 attack page (PARAPET_L4_ATTACK, off in a default build) so that its spec runs; the spec that it is absent
    // without the switch runs where the build has none (`npx vite build && npx playwright test analytics.l4`).
    ['build', 'npx', ['vite', 'build', '--logLevel', 'warn'], { PARAPET_E2E_HOOKS: '1', PARAPET_L4_ATTACK: '1' }],
    ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
    // Issue 27: where code lives (.dependency-cruiser.cjs): no upward import between the layers of src/, no circle, no orphan.
    ['layers', 'npm', ['run', '--silent', 'lint:layers']],
    ['contract: lint', 'npm', ['run', '--silent', 'lint:api']],
    // Issue 26: every operation is reached from a screen, or docs/decisions.md says why not.
    ['contract: usage', 'node', ['scripts/check-contract-usage.mjs']],
    // Issue 25: a one-word label shared between feature folders has a context or is listed as meaning one thing.
    ['translations: shared messages', 'node', ['scripts/check-shared-msgids.mjs']],
  ],
  // Issue 16: the sign-in page, the shared entry and every chunk within their gzip budgets (bench/budgets.mjs).
  // Issue 29: src/styles/mantine.css imports the style files of exactly the Mantine components the build uses.
  [
    ['size budgets', 'node', ['scripts/size-check.mjs', 'dist']],
    ['Mantine styles', 'node', ['scripts/check-mantine-styles.mjs', 'dist']],
  ],
  // vitest.config.ts: a pool of threads, one per core (2).
  [['unit tests', 'npx', ['vitest', 'run']]],
  // Two workers, each with its own preview server and embedded backend (playwright.config.ts): the suite doubled with
  // the client, accounts and analytics screens, and one worker would take .ci/run past 30 minutes on 2 cores.
  [['end-to-end tests', 'npx', ['playwright', 'test'], { E2E_WORKERS: process.env.E2E_WORKERS ?? '2', PARAPET_L4_ATTACK: '1' }]],
  // The build behind Debian's nginx with the shipped configuration (deploy/nginx/), the embedded backend behind it; and
  // the smoke on Prism beside it (own ports and output folders, both only read dist/): Prism spends its first minute
  // reading the contract on one core while the nginx run, one worker that waits out the sign-in throttle's windows,
  // leaves the other core mostly idle.
  [
    ['end-to-end smoke on Prism', 'npx', ['playwright', 'test', '-c', 'playwright.prism.config.ts']],
    ['end-to-end tests behind nginx', 'npx', ['playwright', 'test', '--config', 'playwright.nginx.config.ts']],
  ],
];

const only = process.argv.slice(2);
const wanted = ([name]) => !only.length || only.some((word) => name.includes(word));

/** Runs one step; alone, its output goes straight to the terminal, beside others it is printed when it ends. */
function run([name, command, args, env = {}], alone) {
  return new Promise((resolvePromise) => {
    const started = Date.now();
    if (alone) console.log(`\n▶ ${name}`);
    const child = spawn(command, args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    const finish = (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (!alone) {
        console.log(`\n▶ ${name}`);
        process.stdout.write(Buffer.concat(output));
      }
      if (status === 0) console.log(`✔ ${name} (${seconds}s)`);
      else console.error(`✖ ${name} failed after ${seconds}s`);
      resolvePromise(status);
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      finish(1);
    });
    child.on('close', (code, signal) => finish(code ?? (signal ? 1 : 0)));
  });
}

const total = Date.now();
for (const stage of stages) {
  const steps = stage.filter(wanted);
  if (!steps.length) continue;
  const alone = steps.length === 1 || PARALLEL === 1;
  const queue = [...steps];
  let failed = 0;
  const lane = async () => {
    while (queue.length && !failed) {
      const status = await run(queue.shift(), alone);
      if (status !== 0) failed = status;
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, steps.length) }, lane));
  if (failed) process.exit(failed);
}
console.log(`\n✔ all checks passed (${((Date.now() - total) / 1000).toFixed(1)}s)`);
