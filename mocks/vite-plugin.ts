// Vite plugin: serves the embedded backend under /api/v1 (and the /__mock test hooks) in `vite` and
// `vite preview`, ahead of Vite's own middlewares. Environment:
//   PARAPET_STATE_FILE  where the demo state is saved (default mocks/.state/demo.json; empty = in memory)
//   PARAPET_RESET=1     start from the seed
//   PARAPET_ACCESS_TTL  access-token lifetime in seconds (default 900)
//   PARAPET_TEST_HOOKS, PARAPET_VALIDATE_RESPONSES  1/0 (default on unless NODE_ENV=production)
import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { Logger, Plugin } from 'vite';
import { type Backend, type BackendOptions, createBackend } from './server/index.ts';
import { banner } from './server/banner.ts';

export const DEFAULT_STATE_FILE = 'mocks/.state/demo.json';

export type EmbeddedBackendOptions = Omit<BackendOptions, 'log'>;

function originOf(httpServer: HttpServer | null): string | undefined {
  const address = httpServer?.address() as AddressInfo | string | null | undefined;
  if (!address || typeof address === 'string') return undefined;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

export function embeddedBackend(options: EmbeddedBackendOptions = {}): Plugin {
  let backend: Backend | null = null;

  /** Creates the backend once; the banner is printed when the server listens (with its real address). */
  function start(root: string, logger: Logger, httpServer: HttpServer | null): Backend {
    if (backend) return backend;
    const fromEnv = process.env.PARAPET_STATE_FILE;
    const file = options.stateFile ?? (fromEnv === undefined ? DEFAULT_STATE_FILE : fromEnv);
    const stateFile = file ? resolve(root, file) : undefined;
    backend = createBackend({
      reset: process.env.PARAPET_RESET === '1',
      ...options,
      stateFile,
      log: (line) => logger.info(line),
    });
    const started = backend;
    const print = () => logger.info(banner(started, { origin: originOf(httpServer), stateFile: file || undefined }));
    if (httpServer && !httpServer.listening) httpServer.once('listening', print);
    else print();
    httpServer?.once('close', () => started.close());
    return started;
  }

  return {
    name: 'parapet-embedded-backend',
    // Not in builds, and not in Vitest (tests start their own backend).
    apply: (_config, env) => env.command === 'serve' && !process.env.VITEST,
    // Mounted here (not in a returned post hook), so /api/v1 is answered before Vite's own middlewares.
    configureServer(server) {
      server.middlewares.use(start(server.config.root, server.config.logger, server.httpServer as HttpServer | null).middleware);
    },
    configurePreviewServer(server) {
      server.middlewares.use(start(server.config.root, server.config.logger, server.httpServer as HttpServer).middleware);
    },
  };
}
