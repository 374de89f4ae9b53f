// Seed of the system settings: Northwind (102) runs a tuned installation with its own mail relay, chat-bot,
// CNAME rows and a few DNS changes the provider has not taken yet; Skyline (103) has no DNS setting yet and
// mostly product defaults. Log partitions and DNS dates follow `now`.
import type { Store } from '../../state/store.ts';
import { DAY_MS, iso, unit } from './common.ts';
import { type ClientSettingsRecord, defaultClientSettings, LOG_TABLES, type LogRetentionRecord, type LogTable, type SettingsState } from './settings-model.ts';

const NORTHWIND = 102;
const SKYLINE = 103;

/** Rows a day and average row size of each log table at a busy operator. */
const LOG_VOLUME: Record<LogTable, { rows: number; bytes: number }> = {
  access: { rows: 18_400_000, bytes: 212 },
  waf: { rows: 221_000, bytes: 276 },
  audit: { rows: 1_300, bytes: 540 },
  logPush: { rows: 41_000, bytes: 190 },
  l4: { rows: 920_000, bytes: 96 },
};

const dayPart = (ms: number) => iso(ms).slice(0, 10).replaceAll('-', '');

/** Daily partitions of the last `days` days (today's partly filled), at `scale` of the busy operator's volume. */
function partsOf(clientId: number, table: LogTable, days: number, scale: number, now: number): LogRetentionRecord['parts'] {
  const todayStart = Math.floor(now / DAY_MS) * DAY_MS;
  const filled = (now - todayStart) / DAY_MS;
  const parts: LogRetentionRecord['parts'] = [];
  for (let back = days - 1; back >= 0; back -= 1) {
    const day = todayStart - back * DAY_MS;
    const volume = LOG_VOLUME[table];
    let rows = Math.round(volume.rows * scale * (0.7 + 0.6 * unit(`${clientId}:${table}:${back}`)));
    if (back === 0) rows = Math.round(rows * filled);
    parts.push({ part: dayPart(day), rows, sizeBytes: rows * volume.bytes });
  }
  return parts;
}

function northwind(now: number): ClientSettingsRecord {
  const record = defaultClientSettings(NORTHWIND, 'ssl-admin@northwind-cdn.example');
  const retention: Record<LogTable, number> = { access: 30, waf: 90, audit: 365, logPush: 14, l4: 30 };
  return {
    ...record,
    certProvider: { provider: 'zerossl', email: 'ssl-admin@northwind-cdn.example', eabKeyID: 'kid_4xQ2mT9vLw7bYc1R', eabHmacKey: 'hmac_Jc8sV2pQ0dR7nK5wZ3yF6tB1gH9mL4xA' },
    outgoingURL: 'https://console.northwind-cdn.example/',
    logRetention: LOG_TABLES.map((table) => ({ table, retentionDays: retention[table], parts: partsOf(NORTHWIND, table, Math.min(retention[table], 21), 1, now) })),
    restrictCidrs: ['203.0.113.0/24', '198.51.100.0/25', '2001:db8:40::/48'],
    dbBackup: { enable: true, intervalHours: 24, keepCount: 7, scheduledFrom: iso(now - 120 * DAY_MS), lastBackupAt: null, lastStatus: 'success' },
    trustedCA: {
      enable: true,
      caPEM: '-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUQk9ydGh3aW5kLWludGVybmFsLWNhMAoGCCqGSM49BAMC\nMBsxGTAXBgNVBAMMEE5vcnRod2luZCBPcmlnaW4gQ0EwHhcNMjYwMTAxMDAwMDAw\n-----END CERTIFICATE-----\n',
    },
    nodeExporter: { whiteIPs: ['198.51.100.20', '198.51.100.21', '2001:db8:40::/64'], limitCountSec: 60, limitCountTimes: 30 },
    nginxHttp: { enable: true, clientMaxBodySizeMB: 200, keepaliveTimeout: 75, proxyConnectTimeout: 10, proxyReadTimeout: 120, proxySendTimeout: 60, serverTokens: false, cacheDir: '/usr/local/openresty/nginx/cache', cacheMaxSizeGB: 400 },
    nginxStream: { enable: true, proxyConnectTimeout: 10, proxyTimeout: 600, proxyBufferSizeKB: 32 },
    nginxWorker: { enable: true, workerProcesses: 'auto', workerConnections: 65535, workerRlimitNofile: 1048576 },
    nginxCustom: {
      enable: true,
      http: "map $http_upgrade $connection_upgrade { default upgrade; '' close; }\n",
      stream: '',
      server: 'add_header X-Edge-Zone $hostname always;\n',
    },
    email: {
      enable: true,
      host: 'smtp.northwind-cdn.example',
      port: 587,
      security: 'starttls',
      username: 'notify@northwind-cdn.example',
      password: 'Sm7p!relay-2026',
      from: 'notify@northwind-cdn.example',
      fromName: 'Northwind Edge',
      updatedAt: iso(now - 41 * DAY_MS),
    },
    tg: { enable: true, token: '6412873951:AAHk3vQ9mZ2xLp7RtY4wN8sB1cD5fG0k9Qw', chatID: '-1001823456789', updatedAt: iso(now - 6 * DAY_MS) },
  };
}

function skyline(now: number): ClientSettingsRecord {
  const record = defaultClientSettings(SKYLINE, 'noc@skyline-resell.example');
  return {
    ...record,
    outgoingURL: 'https://console.skyline-resell.example/',
    logRetention: LOG_TABLES.map((table) => ({ table, retentionDays: table === 'audit' ? 90 : record.logRetention.find((r) => r.table === table)?.retentionDays ?? 30, parts: partsOf(SKYLINE, table, 7, 0.08, now) })),
    accountVerification: { enable: false, codeTTLMinutes: 15 },
    nodeExporter: { whiteIPs: ['192.0.2.40'], limitCountSec: 30, limitCountTimes: 10 },
    tg: { enable: false, token: '', chatID: '', updatedAt: null },
  };
}

export function seedSettings(_store: Store, now: number): SettingsState {
  const hoursAgo = (h: number) => iso(now - h * 3_600_000);
  return {
    clients: [northwind(now), skyline(now)],
    triggerRates: [
      { id: 6, clientId: NORTHWIND, name: 'strict-login', seconds: 10, times: 20, protectMode: 5, memo: 'Login and checkout pages' },
      { id: 7, clientId: NORTHWIND, name: 'api-burst', seconds: 1, times: 50, protectMode: 2, memo: 'Public JSON APIs behind the edge' },
      { id: 8, clientId: NORTHWIND, name: 'crawler-slowdown', seconds: 60, times: 300, protectMode: 1, memo: 'Catalogue pages hit by scrapers' },
      { id: 9, clientId: NORTHWIND, name: 'checkout-guard', seconds: 30, times: 60, protectMode: 3, memo: '' },
      { id: 10, clientId: SKYLINE, name: 'reseller-default', seconds: 10, times: 100, protectMode: 1, memo: 'Offered to every new sub-client' },
      { id: 11, clientId: SKYLINE, name: 'ticketing-rush', seconds: 5, times: 40, protectMode: 5, memo: 'Concert ticket sales' },
    ],
    errorPages: [
      { id: 9, clientId: NORTHWIND, code: 929, type: 'content', content: '<html><body><h1>Too many requests</h1><p>Please retry in a minute.</p></body></html>', updatedAt: hoursAgo(30) },
      { id: 10, clientId: NORTHWIND, code: 502, type: 'redirect', content: 'https://status.northwind-cdn.example/', updatedAt: iso(now - 45 * DAY_MS) },
      { id: 11, clientId: NORTHWIND, code: 903, type: 'content', content: '<html><body><h1>Unknown site</h1><p>This address serves no site of Northwind Edge.</p></body></html>', updatedAt: iso(now - 90 * DAY_MS) },
      { id: 12, clientId: SKYLINE, code: 403, type: 'content', content: '<html><body><h1>Access denied</h1><p>Blocked by Skyline Shield. Reference: $request_id</p></body></html>', updatedAt: iso(now - 12 * DAY_MS) },
    ],
    cnames: [
      { id: 41, clientId: NORTHWIND, name: 'taipei.cdn.northwind-cdn.example', zoneID: 1, line: 'default', targets: ['203.0.113.10', '203.0.113.11'], ttl: 600, disabled: false, updatedAt: iso(now - 18 * DAY_MS) },
      { id: 42, clientId: NORTHWIND, name: 'taipei.cdn.northwind-cdn.example', zoneID: 1, line: 'telecom', targets: ['203.0.113.12'], ttl: 600, disabled: false, updatedAt: iso(now - 18 * DAY_MS) },
      { id: 43, clientId: NORTHWIND, name: 'tokyo.cdn.northwind-cdn.example', zoneID: 2, line: 'default', targets: ['198.51.100.20', '198.51.100.21'], ttl: 300, disabled: false, updatedAt: iso(now - 9 * DAY_MS) },
      { id: 44, clientId: NORTHWIND, name: 'frankfurt.cdn.northwind-cdn.example', zoneID: 3, line: 'default', targets: ['192.0.2.30', '2001:db8:50::30'], ttl: 600, disabled: false, updatedAt: iso(now - 3 * DAY_MS) },
      { id: 45, clientId: NORTHWIND, name: 'frankfurt.cdn.northwind-cdn.example', zoneID: 3, line: 'oversea', targets: ['192.0.2.31'], ttl: 600, disabled: false, updatedAt: iso(now - 3 * DAY_MS) },
      { id: 46, clientId: NORTHWIND, name: 'hk-legacy.cdn.northwind-cdn.example', zoneID: 1, line: 'default', targets: ['203.0.113.99'], ttl: 3600, disabled: true, updatedAt: iso(now - 70 * DAY_MS) },
      { id: 47, clientId: NORTHWIND, name: 'taipei.cdn.northwind-cdn.example', zoneID: 1, line: 'unicom', targets: ['203.0.113.13'], ttl: 600, disabled: false, updatedAt: iso(now - 18 * DAY_MS) },
      { id: 48, clientId: NORTHWIND, name: 'taipei.cdn.northwind-cdn.example', zoneID: 1, line: 'mobile', targets: ['203.0.113.14', '203.0.113.15'], ttl: 600, disabled: false, updatedAt: iso(now - 11 * DAY_MS) },
      { id: 49, clientId: NORTHWIND, name: 'tokyo.cdn.northwind-cdn.example', zoneID: 2, line: 'asia', targets: ['198.51.100.23'], ttl: 300, disabled: false, updatedAt: iso(now - 9 * DAY_MS) },
      { id: 50, clientId: NORTHWIND, name: 'frankfurt.cdn.northwind-cdn.example', zoneID: 3, line: 'europe', targets: ['192.0.2.32', '192.0.2.33'], ttl: 600, disabled: false, updatedAt: iso(now - 3 * DAY_MS) },
      { id: 51, clientId: NORTHWIND, name: 'frankfurt.cdn.northwind-cdn.example', zoneID: 3, line: 'north-america', targets: ['edge-us.partner-cdn.example'], ttl: 900, disabled: false, updatedAt: iso(now - 27 * DAY_MS) },
      { id: 52, clientId: NORTHWIND, name: 'tokyo.cdn.northwind-cdn.example', zoneID: 2, line: 'search', targets: ['198.51.100.24'], ttl: 1800, disabled: true, updatedAt: iso(now - 40 * DAY_MS) },
    ],
    unprocessed: [
      { id: 301, clientId: NORTHWIND, name: 's4102.cdn.northwind-cdn.example', recordType: 'CNAME', value: 'taipei.cdn.northwind-cdn.example', action: 'create', error: 'cloudflare: rate limited (code 971), retry later', createdAt: hoursAgo(5) },
      { id: 302, clientId: NORTHWIND, name: 'tokyo.cdn.northwind-cdn.example', recordType: 'A', value: '198.51.100.22', action: 'update', error: 'cloudflare: record already exists (code 81057)', createdAt: hoursAgo(26) },
      { id: 303, clientId: NORTHWIND, name: 'frankfurt.cdn.northwind-cdn.example', recordType: 'AAAA', value: '2001:db8:50::31', action: 'create', error: 'cloudflare: timeout after 5000 ms', createdAt: hoursAgo(2) },
    ],
    userTg: [
      { userId: 302, enable: true, token: '7022518846:AAFq2Lw9XnR4tY6uB8cD1eG3hJ5kM7pS0vZ', chatID: '@harbortea_ops', updatedAt: iso(now - 15 * DAY_MS) },
      { userId: 320, enable: false, token: '', chatID: '', updatedAt: null },
    ],
    chatBotOutbox: [],
    sequences: { triggerRate: 11, errorPage: 12, cname: 52, unprocessed: 303 },
  };
}
