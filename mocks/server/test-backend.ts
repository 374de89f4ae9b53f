// The one set-up of a backend test file (vitest hooks; testing.ts itself stays free of vitest for the benchmarks).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import type { components } from '../../src/api/schema';
import type { BackendOptions } from './index.ts';
import { type CallOptions, type DemoAccount, startTestBackend, type TestBackend } from './testing.ts';

/** The error envelope of a refused call, and a list page: the types backend tests read answers as. */
export type Envelope = components['schemas']['ErrorEnvelope'];
export type Page<T> = { data: T[]; total: number };

/** A sign-in is two calls (and a mailbox read): several of them on a loaded machine take more than the default 10 s. */
const HOOK_MS = 60_000;

interface UseTestBackendOptions<Name extends DemoAccount> {
  /** Options of the backend (a clock, trusted proxies...). */
  backend?: BackendOptions;
  /** Demo accounts signed in before each test, after the reset (their tokens in `tokens`). */
  signIn?: readonly Name[];
  /**
   * `each` (the default): a fresh seed before every test, then the sign-ins; `once`: seeded and signed in once for
   * the file; `keepSessions`: signed in once, and a fresh seed before every test that keeps the sessions.
   */
  reset?: 'each' | 'once' | 'keepSessions';
}

/**
 * The one set-up of a test file: a backend started before its tests and closed after them, reset before each test,
 * and the demo accounts it names signed in (`tokens.mei`), through `tokenOf`:
 *
 *   const { t, tokens } = useTestBackend({ signIn: ['mei', 'ling'] });
 *
 * Hooks a file registers before this call run before the reset (a clock set back, for instance).
 */
export function useTestBackend<Name extends DemoAccount = never>(options: UseTestBackendOptions<Name> = {}) {
  let live: TestBackend | undefined;
  const started = () => {
    if (!live) throw new Error('the test backend is used before its beforeAll ran');
    return live;
  };
  const tokens = {} as Record<Name, string>;
  const signIn = async () => {
    for (const name of options.signIn ?? []) tokens[name] = await started().tokenOf(name);
  };
  const reset = options.reset ?? 'each';
  beforeAll(async () => {
    live = await startTestBackend(options.backend);
    if (reset !== 'each') await signIn();
  }, HOOK_MS);
  afterAll(() => live?.close());
  if (reset === 'each') {
    beforeEach(async () => {
      started().backend.reset();
      await signIn();
    }, HOOK_MS);
  }
  if (reset === 'keepSessions') {
    beforeEach(() => {
      const { backend } = started();
      const sessions = backend.store.sessions.toArray();
      backend.reset();
      for (const session of sessions) backend.store.addSession(session);
    });
  }
  // Each member is the started backend's, read when it is used.
  const t = new Proxy({} as TestBackend, { get: (_target, key) => started()[key as keyof TestBackend] });
  return { t, tokens };
}

/**
 * A check of calls that must be refused with a code and change nothing that `snapshot` shows:
 *
 *   const refused = refusedCalls(t, () => JSON.stringify(t.backend.store.resources['site-config']));
 *   await refused(101018, 'GET', '/user/site/4101/ports', { token: tokens.ling });
 */
export function refusedCalls(t: TestBackend, snapshot: () => string) {
  return async (code: number, method: string, path: string, options: CallOptions & { token: string }) => {
    const before = snapshot();
    const answer = await t.call<Envelope>(method, path, options);
    expect(answer.body.code, `${method} ${path} ${JSON.stringify(answer.body)}`).toBe(code);
    expect(snapshot()).toBe(before);
    return answer.body;
  };
}

/** A fresh temporary folder for each test (a state file's), removed after it: `dir()` is its path. */
export function useTempDir(prefix: string) {
  let path: string | undefined;
  beforeEach(() => {
    path = mkdtempSync(join(tmpdir(), prefix));
  });
  afterEach(() => {
    if (path) rmSync(path, { recursive: true, force: true });
    path = undefined;
  });
  return () => {
    if (!path) throw new Error('the temporary folder is used outside a test');
    return path;
  };
}
