// Default settings of a new zone and node, and the node agent release the console offers.
import type { components } from '../../../../src/api/schema';
import type { ZoneRecord } from './model.ts';

type Schemas = components['schemas'];

export const defaultAnticc = (): Schemas['ZoneAnticc'] => ({ enable: false, seconds: 10, times: 300, blockSeconds: 600 });

export const defaultNginxHttp = (): Schemas['ZoneNginxHttp'] => ({
  enable: false,
  clientMaxBodySize: 100,
  clientHeaderBufferSize: 4,
  keepaliveTimeout: 65,
  keepaliveRequests: 1000,
  proxyConnectTimeout: 10,
  proxyReadTimeout: 60,
  proxySendTimeout: 60,
  sendTimeout: 60,
  // Spec 9: the default Nginx cache directory.
  proxyCachePath: '/usr/local/openresty/nginx/cache',
  proxyCacheMaxSize: 200,
});

export const defaultNginxStream = (): Schemas['ZoneNginxStream'] => ({ enable: false, proxyConnectTimeout: 10, proxyTimeout: 600, proxyBufferSize: 16, proxyNextUpstreamTries: 3 });

export const defaultNginxWorker = (): Schemas['ZoneNginxWorker'] => ({ enable: false, workerProcesses: 0, workerConnections: 65535, workerRlimitNofile: 131072 });

/** A zone as it is made (by the console or the seed), with the default settings. */
export const newZone = (id: number, ownerId: number, name: string, memo: string, createdAt: string, updatedAt: string): ZoneRecord => ({
  id, ownerId, name, memo,
  settings: { http2: { enable: true }, http3: { enable: false }, forceSSLRedirectCode: 301, invalidDomainLimitCount: 0, tlsLimitCount: 0 },
  anticc: defaultAnticc(), ipset: { ips: [], autoBlockedCount: 0, updatedAt: null },
  nginx: {
    enable: false,
    http: defaultNginxHttp(),
    stream: defaultNginxStream(),
    worker: defaultNginxWorker(),
    custom: { enable: false, http: '', server: '', stream: '' },
  },
  createdAt, updatedAt,
});

/** The check a node gets when it is initialised. */
export const defaultMonitor = (): Schemas['NodeMonitor'] => ({ type: 'ping', url: null, port: null, content: '', interval: 60, failureAction: 'none' });

export const defaultGeneva = (): Schemas['NodeGeneva'] => ({ enable: false, version: 'v1', window: 10 });

export const LATEST_RELEASE = {
  version: '3.8.2',
  releasedAt: '2026-11-10T00:00:00.000Z',
  notes: 'Faster cache purges; fixes HTTP/3 on nodes with several addresses; Geneva v2 strategies.',
} as const;

/** How long an upgrade, a restart, a fresh initialisation and a cache preheat take on the simulated nodes (ms). */
export const UPGRADE_MS = 8_000;
export const REBOOT_MS = 6_000;
export const INITIALISE_MS = 5_000;
export const PREHEAT_MS = 20_000;

export const MAX_LINE_MEMBERS = 64;

/** Compares dotted versions (3.8.2 > 3.8.1); pre-release suffixes are ignored. */
export function compareVersions(a: string, b: string) {
  const parts = (v: string) => v.split(/[-+]/)[0].split('.').map(Number);
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i += 1) if (x[i] !== y[i]) return x[i] - y[i];
  return 0;
}

export const majorOf = (version: string) => Number(version.split('.')[0]);
