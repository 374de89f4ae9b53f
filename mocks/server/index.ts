// The embedded backend of the Parapet console: a stateful implementation of the contract
// (openapi/openapi.yaml) as a connect-style middleware for Vite, tests and `npm run mock`.
import { API_ROOT, createContract, readContract } from './contract.ts';
import { createDispatcher } from './dispatcher.ts';
import { createMailer } from './domain/mail.ts';
import { resetThrottle } from './domain/throttle.ts';
import { handlerGroups, mergeHandlers } from './handlers/index.ts';
import { seedResources } from './resources/define.ts';
import { resourceModules } from './resources/index.generated.ts';
import { handleHook, HOOKS_ROOT, mailbox } from './hooks.ts';
import { type Middleware, parseTrustedProxies, sendJson, stackOf } from './http.ts';
import type { StateData } from './state/model.ts';
import { readStateFile, StateJournal } from './state/persistence.ts';
import { createSeed, demoAccounts } from './state/seed.ts';
import { Store } from './state/store.ts';
import { validateResources } from './state/validate.ts';
import { unimplementedOperations } from './registry.ts';
import type { BackendConfig, HandlerContext, HandlerGroup } from './types.ts';

export interface BackendOptions {
  /** Where the state is saved (before each answered change) and loaded from at start; none keeps it in memory only. */
  stateFile?: string;
  /** How long a read's bookkeeping (an API token's last use) may wait for a write before the timer saves it; default 250 ms. */
  stateSaveDelayMs?: number;
  /** Start from the seed even when the state file exists. */
  reset?: boolean;
  /** Access-token lifetime; default env PARAPET_ACCESS_TTL, else 900 s. */
  accessTtlSeconds?: number;
  /** Refresh-token lifetime; default env PARAPET_REFRESH_TTL, else 7 days. */
  refreshTtlSeconds?: number;
  /** Check every answer against the contract (a breach becomes HTTP 500, code 4005); default on outside production. */
  validateResponses?: boolean;
  /** Serve /__mock/* (mailbox, reset, expire-access, totp); default on outside production, env PARAPET_TEST_HOOKS=1|0 decides. */
  testHooks?: boolean;
  /** Log one line per API call. */
  logRequests?: boolean;
  log?: (line: string) => void;
  /** The clock (ms since the epoch); tests move time with it. */
  now?: () => number;
  /** Another bundled contract (default openapi/dist/openapi.json). */
  contractFile?: string;
  /** Handlers that replace or add to the built-in ones, by operationId (experiments, tests). */
  handlers?: HandlerGroup;
  /**
   * Reverse proxies (addresses or CIDR ranges) whose X-Real-IP / X-Forwarded-For name the client (sign-in
   * throttling per address); default env PARAPET_TRUSTED_PROXIES, else none (the socket's address is the client's).
   */
  trustedProxies?: string | readonly string[];
}

export type Backend = ReturnType<typeof createBackend>;

function seconds(explicit: number | undefined, envName: string, fallback: number) {
  if (explicit !== undefined) return explicit;
  const fromEnv = Number(process.env[envName]);
  return Number.isFinite(fromEnv) && fromEnv > 0 ? fromEnv : fallback;
}

function flag(explicit: boolean | undefined, envName: string, fallback: boolean) {
  if (explicit !== undefined) return explicit;
  const value = process.env[envName];
  return value === '1' || value === 'true' || (value !== '0' && value !== 'false' && fallback);
}

export function createBackend(options: BackendOptions = {}) {
  const log = options.log ?? ((line: string) => console.log(line));
  const now = options.now ?? Date.now;
  const production = process.env.NODE_ENV === 'production';
  const config: BackendConfig = {
    accessTtlMs: seconds(options.accessTtlSeconds, 'PARAPET_ACCESS_TTL', 900) * 1000,
    refreshTtlMs: seconds(options.refreshTtlSeconds, 'PARAPET_REFRESH_TTL', 7 * 24 * 3600) * 1000,
    challengeTtlMs: 10 * 60 * 1000,
    mailTokenTtlMs: 7 * 24 * 3600 * 1000,
    maxCodeAttempts: 5,
  };
  const trustedProxies = parseTrustedProxies(options.trustedProxies ?? process.env.PARAPET_TRUSTED_PROXIES);
  const validateResponses = flag(options.validateResponses, 'PARAPET_VALIDATE_RESPONSES', !production);
  const testHooks = flag(options.testHooks, 'PARAPET_TEST_HOOKS', !production);

  const saved = options.stateFile && !options.reset ? readStateFile(options.stateFile, log) : null;
  const store = new Store(saved ?? createSeed(now(), config));
  seedResources(store, resourceModules, now());
  if (saved && options.stateFile) {
    // Every module's state is checked now (a bad row stops the start with its name), not by a 500 later.
    const seeded = new Store(createSeed(now(), config));
    seedResources(seeded, resourceModules, now());
    validateResources(store, seeded, resourceModules, options.stateFile);
  }
  const saver = options.stateFile ? new StateJournal(options.stateFile, store, log, { delayMs: options.stateSaveDelayMs }) : null;
  if (saver) {
    store.onChange((kind) => saver.schedule(kind));
    // The journal is folded into a new snapshot at every start (and a torn last line dropped with it).
    saver.compact();
  }
  const mailer = createMailer(store, log);

  const definition = readContract(options.contractFile);
  const contract = createContract(definition);
  const handlers = { ...mergeHandlers(handlerGroups), ...options.handlers };
  const context = (): HandlerContext => ({ store, now: now(), config, mailer, log });
  // A write is on disk before it is answered (kill -9 right after an answer loses nothing).
  const { dispatch, breaches } = createDispatcher({ contract, handlers, context, validateResponses, log, trustedProxies, beforeAnswer: () => saver?.flushIfDirty() });

  let lastSweep = 0;
  // A reset reseeds everything at most once a minute (the seed's dates follow the moment of seeding); in between it
  // restores the base tables as the last full seed left them and reseeds, at that seed's moment, only the modules a
  // write reached since (Store.track): the sites and site settings of the operator's full book cost most of a seed.
  let lastSeed: { at: number; base: StateData; order: string[] } | null = null;
  // A module's seed reads, and may change, the modules it comes after (site-config numbers the sites' certificates):
  // modules joined that way are reseeded together.
  const withSeedNeighbours = (dirty: Set<string>) => {
    for (let size = 0; size !== dirty.size; ) {
      size = dirty.size;
      for (const { name, after = [] } of resourceModules) {
        for (const before of after) if (dirty.has(name) || dirty.has(before)) dirty.add(name).add(before);
      }
    }
    return dirty;
  };
  const reset = () => {
    resetThrottle(store);
    const at = now();
    if (!lastSeed || at < lastSeed.at || at - lastSeed.at > 60_000) {
      store.load(createSeed(at, config));
      seedResources(store, resourceModules, at);
      lastSeed = { at, base: structuredClone({ ...store.dataView(), resources: {} }), order: Object.keys(store.rawResources) };
    } else {
      const dirty = withSeedNeighbours(store.takeDirtyModules());
      const kept = Object.fromEntries(Object.entries(store.rawResources).filter(([name]) => !dirty.has(name)));
      store.load(structuredClone(lastSeed.base), kept);
      seedResources(store, resourceModules, lastSeed.at);
      // In the full seed's order, so that the state reads the same as after a full seed.
      const raw = store.rawResources;
      for (const name of lastSeed.order) {
        const state = raw[name];
        delete raw[name];
        raw[name] = state;
      }
    }
    store.takeDirtyModules();
    saver?.compact();
  };

  const middleware: Middleware = (req, res, next) => {
    const url = new URL(req.url ?? '/', 'http://embedded.backend');
    const isApi = url.pathname === API_ROOT || url.pathname.startsWith(`${API_ROOT}/`);
    const isHook = testHooks && url.pathname.startsWith(`${HOOKS_ROOT}/`);
    if (!isApi && !isHook) return next();
    const started = performance.now();
    void (async () => {
      await contract.ready;
      if (isHook) return handleHook({ store, now, reset, breaches }, req, res, url);
      const at = now();
      if (at - lastSweep > 60_000) {
        lastSweep = at;
        store.sweep(at);
      }
      const outcome = await store.track(req.method !== 'GET' && req.method !== 'HEAD', () => dispatch(req, res, url.pathname + url.search));
      if (options.logRequests) log(`[api] ${outcome.status} ${req.method} ${url.pathname} ${(performance.now() - started).toFixed(1)}ms`);
    })().catch((error: unknown) => {
      log(`[mock] ${req.method} ${url.pathname} crashed: ${stackOf(error)}`);
      if (!res.headersSent) sendJson(res, 500, { code: 4005, message: 'internal error of the embedded backend' });
    });
  };

  return {
    middleware,
    /** Resolves once the contract is loaded (the middleware waits for it by itself). */
    ready: contract.ready,
    store,
    demoAccounts,
    operations: contract.operations,
    /** Back to the seed (also POST /__mock/reset). */
    reset,
    mailbox: (to?: string) => mailbox(store, to),
    /** Operations of the contract without a handler (answered with 501). */
    unimplementedOperations: () => unimplementedOperations(definition, handlers),
    warm: () => contract.warm(),
    /** Saves what is pending to the state file now (when there is one). */
    flush: () => saver?.flush(),
    /** Saves what is pending and closes the state file's journal. */
    close: () => {
      saver?.close();
      store.onChange(null);
    },
  };
}
