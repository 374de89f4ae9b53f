import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The console on Prism's stateless mock of the contract (`npm run start:prism`): a smoke run that signs in to each
// console and opens its screens with nothing but the contract's examples. Part of `npm test` (scripts/test.mjs).
const PORT = Number(process.env.E2E_PRISM_PORT ?? 4183);
const PRISM_PORT = Number(process.env.E2E_PRISM_MOCK_PORT ?? 4011);

export default defineConfig({
  ...base,
  // One server: one worker (E2E_WORKERS is for the main suite).
  workers: 1,
  testDir: 'tests/prism',
  outputDir: `test-results/prism-${PORT}`,
  use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}` },
  webServer: {
    command: 'node scripts/start-prism.mjs',
    // Ready when a contract call answers through the dev server's proxy: the dev server is up in seconds, Prism needs
    // up to minutes to read the contract, and a sign-in sent before Prism listens fails for good.
    url: `http://127.0.0.1:${PORT}/api/v1/user/logo`,
    reuseExistingServer: false,
    timeout: 300_000,
    // The build of the stage before (dist/) behind `vite preview`: the dev server compiled each screen on its first
    // opening, which made this smoke 7 minutes of a busy machine's CI instead of about one.
    env: { PORT: String(PORT), PRISM_PORT: String(PRISM_PORT), PRISM_SERVE: 'preview', PRISM_VERBOSE: 'warn' },
    stdout: 'pipe',
  },
});
