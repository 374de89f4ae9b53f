#!/usr/bin/env node
// npm run start:prism: Prism's stateless mock of the contract (answers are the contract's examples) on PRISM_PORT
// (default 4010) and the console's dev server on PORT (default 5173) with /api/v1 proxied to it, for QA to click
// through every screen without the embedded backend. Ctrl+C stops both. PRISM_SERVE=preview serves the build in dist/
// (`vite preview`, same proxy) instead of the sources: the smoke run of `npm test` (playwright.prism.config.ts) has a
// build at hand and would otherwise wait for the dev server to compile every screen on its first opening.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const prismPort = process.env.PRISM_PORT ?? '4010';
const port = process.env.PORT ?? '5173';
const env = { ...process.env, PRISM_PORT: prismPort };
const serve = process.env.PRISM_SERVE === 'preview' ? ['preview'] : [];
const children = [
  spawn(process.execPath, [join(root, 'scripts/prism.mjs'), 'mock'], { stdio: 'inherit', env }),
  spawn(join(root, 'node_modules/.bin/vite'), [...serve, '--config', 'vite.prism.config.ts', '--port', port, '--strictPort'], { stdio: 'inherit', env, cwd: root }),
];
const stop = () => children.forEach((child) => child.exitCode === null && child.kill('SIGINT'));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);
for (const child of children) child.on('exit', (code) => {
  stop();
  process.exitCode = code ?? 0;
});
