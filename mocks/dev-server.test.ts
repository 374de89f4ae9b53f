// @vitest-environment node
// The dev and preview servers (issue 15, finding 4): the state file is never served, no origin is reflected in
// CORS, and `vite preview` has no /__mock hooks unless it is the end-to-end run (NODE_ENV=test).
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createServer, preview } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { embeddedBackend } from './vite-plugin.ts';

const root = resolve(import.meta.dirname, '..');
const STATE = 'mocks/.state/dev-server-test.json';
const saved = { vitest: process.env.VITEST, nodeEnv: process.env.NODE_ENV, hooks: process.env.PARAPET_TEST_HOOKS };

/** The plugin stays out of Vitest's own Vite; these tests start real servers, so they lift that for a moment. */
async function withoutVitest<T>(run: () => Promise<T>): Promise<T> {
  delete process.env.VITEST;
  try {
    return await run();
  } finally {
    process.env.VITEST = saved.vitest;
  }
}

afterAll(() => {
  rmSync(resolve(root, STATE), { force: true });
  rmSync(resolve(root, `${STATE}.journal`), { force: true });
});

describe('vite dev server', () => {
  it('does not serve the state file and reflects no origin in CORS', async () => {
    process.env.PARAPET_STATE_FILE = STATE;
    const server = await withoutVitest(() =>
      createServer({ configFile: resolve(root, 'vite.config.ts'), root, logLevel: 'silent', server: { port: 0, host: '127.0.0.1', hmr: false, watch: null }, plugins: [] }),
    );
    try {
      expect(existsSync(resolve(root, STATE))).toBe(true);
      await server.listen();
      const origin = `http://127.0.0.1:${(server.httpServer?.address() as AddressInfo).port}`;
      for (const path of ['/mocks/.state/dev-server-test.json', '/mocks/.state/dev-server-test.json.journal', '/mocks/.state/demo.json', '/mocks/%2Estate/demo.json', `/@fs${resolve(root, STATE)}`]) {
        const answer = await fetch(`${origin}${path}`);
        const text = await answer.text();
        expect(text, path).not.toContain('passwordHash');
      }
      const api = await fetch(`${origin}/api/v1/user/logo`, { headers: { origin: 'http://localhost:9999' } });
      expect(api.headers.get('access-control-allow-origin')).toBeNull();
      const hook = await fetch(`${origin}/__mock/mailbox`, { headers: { origin: 'http://127.0.0.1:8000' } });
      expect(hook.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      delete process.env.PARAPET_STATE_FILE;
      await server.close();
    }
  }, 120_000);
});

describe('vite preview', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'parapet-preview-'));
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'index.html'), '<!doctype html><title>build</title>');
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  async function mailboxAnswer(nodeEnv: string | undefined): Promise<string> {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
    delete process.env.PARAPET_TEST_HOOKS;
    const server = await withoutVitest(() =>
      preview({ configFile: false, root, logLevel: 'silent', build: { outDir }, preview: { port: 0, host: '127.0.0.1' }, plugins: [embeddedBackend({ stateFile: '' })] }),
    );
    try {
      const origin = `http://127.0.0.1:${(server.httpServer.address() as AddressInfo).port}`;
      return await (await fetch(`${origin}/__mock/mailbox`)).text();
    } finally {
      await server.close();
      process.env.NODE_ENV = saved.nodeEnv;
      if (saved.hooks !== undefined) process.env.PARAPET_TEST_HOOKS = saved.hooks;
    }
  }

  it('has no test hooks on a build served by vite preview', async () => {
    expect(await mailboxAnswer(undefined)).not.toContain('"mails"');
    expect(await mailboxAnswer('production')).not.toContain('"mails"');
  }, 60_000);

  it('has them in the end-to-end run (NODE_ENV=test, as playwright.config.ts starts it)', async () => {
    expect(await mailboxAnswer('test')).toContain('"mails"');
  }, 60_000);
});
