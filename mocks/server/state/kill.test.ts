// @vitest-environment node
// kill -9 right after the answers loses nothing: the backend runs as its own process (mocks/serve.ts with a state
// file), answers writes, is killed with SIGKILL the moment the last answer arrives, and a restart finds every
// write it answered 200.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createBackend } from '../index.ts';
import { DEMO } from '../testing.ts';

const root = resolve(import.meta.dirname, '../../..');
let dir: string;
let child: ChildProcess | null = null;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'parapet-kill-'));
});
afterEach(() => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  child = null;
  rmSync(dir, { recursive: true, force: true });
});

/**
 * Starts mocks/serve.ts on a free port with the state file; answers its origin once it listens. Node itself runs the
 * server (tsx as a loader): through the tsx command the SIGKILL reached only tsx's process, and the server it had
 * started went on running (and writing), so the kill tested nothing and each run left a server behind.
 */
async function startServer(file: string): Promise<string> {
  child = spawn(process.execPath, ['--import', 'tsx', 'mocks/serve.ts', '--port', '0', '--quiet'], {
    cwd: root,
    env: { ...process.env, PARAPET_STATE_FILE: file, PARAPET_RESET: '', PARAPET_TEST_HOOKS: '1', NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolvePromise, reject) => {
    const seen = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /embedded backend: (http:\/\/127\.0\.0\.1:\d+)\/api\/v1/.exec(output);
      if (match) resolvePromise(match[1]!);
    };
    child!.stdout!.on('data', seen);
    child!.stderr!.on('data', seen);
    child!.once('exit', (code) => reject(new Error(`serve.ts exited (${code}) before listening:\n${output}`)));
  });
}

it('finds every write answered 200 after a kill -9 right after the answers', async () => {
  const file = join(dir, 'demo.json');
  const origin = await startServer(file);
  const call = async <T>(method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; body: T }> => {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await fetch(origin + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: response.status, body: (await response.json()) as T };
  };
  const { email: account, password } = DEMO.mei;
  const first = await call<{ data: { onePassKey: string; login2FAType: number; vcode: string } }>('POST', '/api/v1/user/login', { account, password });
  expect(first.status).toBe(200);
  const { mails } = (await call<{ mails: { code?: string }[] }>('GET', `/__mock/mailbox?to=${encodeURIComponent(account)}`)).body;
  const code = first.body.data.login2FAType === 0 ? mails.find((m) => m.code !== undefined)?.code : first.body.data.vcode;
  const second = await call<{ data: { accessToken: string } }>('POST', '/api/v1/user/code', { account, password, ...first.body.data, vcode: code });
  expect(second.status).toBe(200);
  const token = second.body.data.accessToken;
  const sites = (await call<{ data: { id: number }[] }>('GET', '/api/v1/user/sites?pageSize=100', undefined, token)).body.data.map((s) => s.id);
  expect(sites.length).toBeGreaterThan(1);

  // Writes at once, on every site, then an API token; SIGKILL the moment the last answer is in.
  const tags = sites.map((id, i) => [`killed-${i}-${id}`]);
  const answers = await Promise.all(sites.map((id, i) => call('PUT', `/api/v1/user/site/${id}/tags`, { tags: tags[i] }, token)));
  const created = await call<{ data: { id: number } }>('POST', '/api/v1/apiToken', { name: 'before-the-kill', days: 0 }, token);
  child!.kill('SIGKILL');
  await new Promise((resolvePromise) => child!.once('exit', resolvePromise));
  expect(child!.signalCode).toBe('SIGKILL');
  expect(answers.every((a) => a.status === 200)).toBe(true);
  expect(created.status).toBe(200);

  const restarted = createBackend({ stateFile: file, log: () => {} });
  try {
    const saved = (restarted.store.rawResources.sites as { sites: { id: number; tags: string[] }[] }).sites;
    for (const [i, id] of sites.entries()) expect(saved.find((s) => s.id === id)?.tags, `site ${id}`).toEqual(tags[i]);
    expect(restarted.store.apiTokens.get(created.body.data.id)?.name).toBe('before-the-kill');
  } finally {
    restarted.close();
  }
}, 120_000);
