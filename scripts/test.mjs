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
  ['build', 'npx', ['vite', 'build', '--logLevel', 'warn']],
  ['end-to-end tests', 'npx', ['playwright', 'test']],
  ['end-to-end smoke on Prism', 'npx', ['playwright', 'test', '-c', 'playwright.prism.config.ts']],
];

const only = process.argv.slice(2);
for (const [name, command, args] of steps) {
  if (only.length && !only.some((word) => name.includes(word))) continue;
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${name} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds}s)`);
}
