// Vite plugin: serves the embedded backend under /api/v1 (and the /__mock test hooks) in `vite` and
// `vite preview`, ahead of Vite's own middlewares. Environment:
//   PARAPET_STATE_FILE  where the demo state is saved (default mocks/.state/demo.json; empty = in memory)
//   PARAPET_RESET=1     start from the seed
//   PARAPET_ACCESS_TTL  access-token lifetime in seconds (default 900)
//   PARAPET_TEST_HOOKS  1/0: the /__mock hooks; default on in `vite` (development), and in `vite preview` only
//                       when NODE_ENV=test (the end-to-end run); never in a build (the plugin is not in builds)
//   PARAPET_VALIDATE_RESPONSES  1/0 (default on unless NODE_ENV=production)
// The state file's folder is never served: requests for it are 404 and it is in Vite's fs.deny.
import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, relative, resolve, sep } from 'node:path';
import type { Logger, Plugin } from 'vite';
import { type Backend, type BackendOptions, createBackend } from './server/index.ts';
import { banner } from './server/banner.ts';

export const DEFAULT_STATE_FILE = 'mocks/.state/demo.json';

export type EmbeddedBackendOptions = Omit<BackendOptions, 'log'>;

const envFlag = (name: string): boolean | undefined => {
  const value = process.env[name];
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  return undefined;
};

/** The state file's folder as a URL path under the served root ('/mocks/.state'), or null when outside it. */
function servedFolderOf(root: string, stateFile: string | undefined): string | null {
  if (!stateFile) return null;
  const path = relative(root, dirname(stateFile));
  if (path.startsWith('..') || resolve(root, path) !== dirname(stateFile)) return null;
  return `/${path.split(sep).join('/')}`;
}

function originOf(httpServer: HttpServer | null): string | undefined {
  const address = httpServer?.address() as AddressInfo | string | null | undefined;
  if (!address || typeof address === 'string') return undefined;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

export function embeddedBackend(options: EmbeddedBackendOptions = {}): Plugin {
  let backend: Backend | null = null;

  /** Creates the backend once; the banner is printed when the server listens (with its real address). */
  const stateFileOf = (root: string): string | undefined => {
    const fromEnv = process.env.PARAPET_STATE_FILE;
    const file = options.stateFile ?? (fromEnv === undefined ? DEFAULT_STATE_FILE : fromEnv);
    return file ? resolve(root, file) : undefined;
  };

  /** Answers 404 for anything under the state file's folder (tokens, password hashes and secrets live there). */
  const denyStateFolder = (root: string) => {
    const folder = servedFolderOf(root, stateFileOf(root));
    return (req: { url?: string }, res: { statusCode: number; end: (text: string) => void }, next: () => void) => {
      let path: string;
      try {
        path = decodeURIComponent(new URL(req.url ?? '/', 'http://dev.server').pathname).replace(/\/+/g, '/');
      } catch {
        path = '';
      }
      if (folder && (path === folder || path.startsWith(`${folder}/`) || path.includes('/.state/'))) {
        res.statusCode = 404;
        res.end('not found');
        return;
      }
      next();
    };
  };

  /**
   * `warm`: compile the contract's validators once listening (Backend.warm). Not on the dev server, where Vite's own
   * work for the first page shares the process (issue 29: that page in under 3 s after "ready").
   */
  function start(root: string, logger: Logger, httpServer: HttpServer | null, testHooks: boolean, warm: boolean): Backend {
    if (backend) return backend;
    const stateFile = stateFileOf(root);
    const file = stateFile ? relative(root, stateFile) : '';
    backend = createBackend({
      reset: process.env.PARAPET_RESET === '1',
      testHooks,
      ...options,
      stateFile,
      log: (line) => logger.info(line),
    });
    const started = backend;
    // Idle keep-alive sockets are closed after 65 s instead of Node's 5 s: a client that reuses a socket just as the
    // server closes it gets ECONNRESET (seen in CI on an end-to-end check's request); 65 s is what load balancers use.
    if (httpServer) {
      httpServer.keepAliveTimeout = 65_000;
      httpServer.headersTimeout = 66_000;
    }
    const listening = () => {
      logger.info(banner(started, { origin: originOf(httpServer), stateFile: file || undefined }));
      if (warm) void started.warm();
    };
    if (httpServer && !httpServer.listening) httpServer.once('listening', listening);
    else listening();
    httpServer?.once('close', () => started.close());
    return started;
  }

  return {
    name: 'parapet-embedded-backend',
    // Not in builds, and not in Vitest (tests start their own backend).
    apply: (_config, env) => env.command === 'serve' && !process.env.VITEST,
    // Mounted here (not in a returned post hook), so /api/v1 is answered before Vite's own middlewares.
    config(config) {
      // The state folder is also denied to Vite's /@fs and static serving.
      return { server: { fs: { deny: [...(config.server?.fs?.deny ?? ['.env', '.env.*', '*.{crt,pem}', '**/.git/**']), '**/.state/**'] } } };
    },
    configureServer(server) {
      server.middlewares.use(denyStateFolder(server.config.root));
      const hooks = envFlag('PARAPET_TEST_HOOKS') ?? true;
      server.middlewares.use(start(server.config.root, server.config.logger, server.httpServer as HttpServer | null, hooks, false).middleware);
    },
    configurePreviewServer(server) {
      // `vite preview` serves a build: the test hooks only for the end-to-end run (NODE_ENV=test).
      const hooks = envFlag('PARAPET_TEST_HOOKS') ?? process.env.NODE_ENV === 'test';
      // The end-to-end run (playwright.config.ts): the build's files as they are, not gzipped by Vite's preview server
      // for every page of every test (on a loopback, compressing cost the server and unpacking the browser CPU that the
      // suite, CPU-bound on 2 cores, spends better on the pages; the every-screen spec, server 28 → 24 CPU seconds).
      if (process.env.PARAPET_PREVIEW_UNCOMPRESSED === '1') {
        server.middlewares.use((request, _response, next) => {
          delete request.headers['accept-encoding'];
          next();
        });
      }
      server.middlewares.use(start(server.config.root, server.config.logger, server.httpServer as HttpServer, hooks, true).middleware);
    },
  };
}
