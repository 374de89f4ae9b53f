import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// End-to-end tests drive Debian's Chromium against the built console served by `vite preview`
// with the embedded backend (pure in-memory, short access-token lifetime, fresh for every run).
// E2E_WORKERS=n runs n workers, each against its own server and backend on PORT + its parallel index (fixtures.ts),
// so that no spec sees another's data.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));
// Debian's headless shell (package chromium-headless-shell, the browser Playwright itself runs headless) when it is
// installed, else Debian's full Chromium in its headless mode: the shell renders the same pages with about a fifth
// less CPU, and the suite is CPU-bound on 2 cores (.ci/run installs it). CHROMIUM_PATH chooses another.
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: 'tests/e2e',
  // One output folder per port, so runs on different ports (E2E_DEV work) do not wipe each other's files.
  outputDir: process.env.E2E_PORT ? `test-results/port-${PORT}` : 'test-results',
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  // A test is one user's whole flow; a slow CI machine needs more than the 30 s default.
  timeout: 90_000,
  expect: { timeout: 7_000 },
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list']],
  // The end of each run names the slowest files (at most 10, over a minute each): where to look when the suite grows.
  reportSlowTests: { max: 10, threshold: 60_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'zh-TW',
    // The console honours the system's reduced-motion setting (theme.respectReducedMotion): the tests use it, so no
    // check ever reads a dialog or a toast half-way through its transition (axe would see faded text).
    reducedMotion: 'reduce',
    // A trace records every action with DOM snapshots: a sixth of the suite's CPU (renderer, runner and browser, measured
    // on two spec files: 67.8 → 57.6 CPU seconds). Nothing keeps a CI run's test-results/, only its log, so CI records
    // none (the failure's error, call log and screenshot are in the log); a run on a workstation keeps a failed test's.
    trace: process.env.CI && !process.env.E2E_TRACE ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  // E2E_DEV=1 serves the sources with `vite` instead of the build: for working on one spec
  // (several people can each run their own port without sharing dist/).
  webServer: Array.from({ length: WORKERS }, (_, index) => ({
    command: process.env.E2E_DEV
      ? `npx vite --port ${PORT + index} --strictPort`
      : `npx vite preview --port ${PORT + index} --strictPort`,
    url: `http://127.0.0.1:${PORT + index}/user/login`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PARAPET_STATE_FILE: '', PARAPET_ACCESS_TTL: '600', NODE_ENV: 'test', PARAPET_PREVIEW_UNCOMPRESSED: '1' },
    stdout: 'pipe' as const,
  })),
});
