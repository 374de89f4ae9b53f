#!/usr/bin/env node
// npm test: every check, in the order that fails fastest. Stops at the first failing step.
import { spawnSync } from 'node:child_process';

const steps = [
  ['contract: generate', 'npm', ['run', '--silent', 'gen']],
  ['contract: lint', 'npm', ['run', '--silent', 'lint:api']],
  ['contract: generation is deterministic', 'node', ['scripts/check-gen-deterministic.mjs']],
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['eslint', 'npm', ['run', '--silent', 'lint']],
  ['translations', 'npm', ['run', '--silent', 'i18n:check']],
  ['unit tests', 'npx', ['vitest', 'run']],
  // The end-to-end build exposes the transport to the refresh-storm spec (PARAPET_E2E_HOOKS, see src/main.tsx) and has
  // the layer-4 attack page (PARAPET_L4_ATTACK, off in a default build) so that its spec runs; the spec that it is absent
  // without the switch runs where the build has none (`npx vite build && npx playwright test analytics.l4`).
  ['build', 'npx', ['vite', 'build', '--logLevel', 'warn'], { PARAPET_E2E_HOOKS: '1', PARAPET_L4_ATTACK: '1' }],
  // Issue 16: the sign-in page, the shared entry and every chunk within their gzip budgets (bench/budgets.mjs).
  ['size budgets', 'node', ['scripts/size-check.mjs', 'dist']],
  // Two workers, each with its own preview server and embedded backend (playwright.config.ts): the suite doubled with
  // the client, accounts and analytics screens, and one worker would take .ci/run past 30 minutes on 2 cores.
  ['end-to-end tests', 'npx', ['playwright', 'test'], { E2E_WORKERS: process.env.E2E_WORKERS ?? '2', PARAPET_L4_ATTACK: '1' }],
  // The build behind Debian's nginx with the shipped configuration (deploy/nginx/), the embedded backend behind it.
  ['end-to-end tests behind nginx', 'npx', ['playwright', 'test', '--config', 'playwright.nginx.config.ts']],
  ['end-to-end smoke on Prism', 'npx', ['playwright', 'test', '-c', 'playwright.prism.config.ts']],
];

const only = process.argv.slice(2);
for (const [name, command, args, env = {}] of steps) {
  if (only.length && !only.some((word) => name.includes(word))) continue;
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${name} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds}s)`);
}
