import { defineConfig, devices } from '@playwright/test';
import base from './playwright.config';

// The production deployment's smoke test: the build served by Debian's nginx with the shipped configuration
// (deploy/nginx/, through scripts/nginx-e2e.mjs) in front of the embedded backend run standalone (mocks/serve.ts).
// `npm test` runs it after the main end-to-end suite; it needs dist/ (the build step) and nginx.
const PORT = Number(process.env.NGINX_E2E_PORT ?? 4180);
const BACKEND_PORT = Number(process.env.NGINX_E2E_BACKEND_PORT ?? PORT + 1);

export default defineConfig({
  ...base,
  // One server: one worker (E2E_WORKERS is for the main suite).
  workers: 1,
  testDir: 'tests/e2e-nginx',
  outputDir: `test-results/nginx-${PORT}`,
  expect: { timeout: 10_000 },
  // The browser, locale, reduced motion and traces of the main suite; only the address differs.
  use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}` },
  projects: [{ name: 'nginx', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: `npx tsx mocks/serve.ts --port ${BACKEND_PORT} --quiet`,
      url: `http://127.0.0.1:${BACKEND_PORT}/api/v1/user/logo`,
      reuseExistingServer: false,
      timeout: 60_000,
      // As docs/deploy.md sets it: nginx on this machine is the one proxy whose X-Real-IP is believed.
      env: { PARAPET_STATE_FILE: '', PARAPET_RESET: '1', NODE_ENV: 'test', PARAPET_TRUSTED_PROXIES: '127.0.0.1, ::1' },
      stdout: 'ignore',
    },
    {
      command: `node scripts/nginx-e2e.mjs --port ${PORT} --backend ${BACKEND_PORT}`,
      url: `http://127.0.0.1:${PORT}/user/login`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'pipe',
    },
  ],
});
