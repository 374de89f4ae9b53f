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
    logRetention: record.logRetention.map((r) => ({ ...r, retentionDays: r.table === 'audit' ? 90 : r.retentionDays, parts: partsOf(SKYLINE, r.table, 7, 0.08, now) })),
    accountVerification: { enable: false, codeTTLMinutes: 15 },
    nodeExporter: { whiteIPs: ['192.0.2.40'], limitCountSec: 30, limitCountTimes: 10 },
    tg: { enable: false, token: '', chatID: '', updatedAt: null },
  };
}

export function seedSettings(_store: Store, now: number): SettingsState {
  const hoursAgo = (h: number) => iso(now - h * 3_600_000);
  type Rate = SettingsState['triggerRates'][number];
  const rate = (id: number, clientId: number, name: string, seconds: number, times: number, protectMode: Rate['protectMode'], memo: string) =>
    ({ id, clientId, name, seconds, times, protectMode, memo });
  /** A CNAME row of Northwind: its host under cdn.northwind-cdn.example, zone, line, targets, TTL and age. */
  const cname = (id: number, host: string, zoneID: number, line: string, targets: string[], ttl: number, daysAgo: number, disabled = false) =>
    ({ id, clientId: NORTHWIND, name: `${host}.cdn.northwind-cdn.example`, zoneID, line, targets, ttl, disabled, updatedAt: iso(now - daysAgo * DAY_MS) });
  return {
    clients: [northwind(now), skyline(now)],
    triggerRates: [
      rate(6, NORTHWIND, 'strict-login', 10, 20, 5, 'Login and checkout pages'),
      rate(7, NORTHWIND, 'api-burst', 1, 50, 2, 'Public JSON APIs behind the edge'),
      rate(8, NORTHWIND, 'crawler-slowdown', 60, 300, 1, 'Catalogue pages hit by scrapers'),
      rate(9, NORTHWIND, 'checkout-guard', 30, 60, 3, ''),
      rate(10, SKYLINE, 'reseller-default', 10, 100, 1, 'Offered to every new sub-client'),
      rate(11, SKYLINE, 'ticketing-rush', 5, 40, 5, 'Concert ticket sales'),
    ],
    errorPages: [
      { id: 9, clientId: NORTHWIND, code: 929, type: 'content', content: '<html><body><h1>Too many requests</h1><p>Please retry in a minute.</p></body></html>', updatedAt: hoursAgo(30) },
      { id: 10, clientId: NORTHWIND, code: 502, type: 'redirect', content: 'https://status.northwind-cdn.example/', updatedAt: iso(now - 45 * DAY_MS) },
      { id: 11, clientId: NORTHWIND, code: 903, type: 'content', content: '<html><body><h1>Unknown site</h1><p>This address serves no site of Northwind Edge.</p></body></html>', updatedAt: iso(now - 90 * DAY_MS) },
      { id: 12, clientId: SKYLINE, code: 403, type: 'content', content: '<html><body><h1>Access denied</h1><p>Blocked by Skyline Shield. Reference: $request_id</p></body></html>', updatedAt: iso(now - 12 * DAY_MS) },
    ],
    cnames: [
      cname(41, 'taipei', 1, 'default', ['203.0.113.10', '203.0.113.11'], 600, 18),
      cname(42, 'taipei', 1, 'telecom', ['203.0.113.12'], 600, 18),
      cname(43, 'tokyo', 2, 'default', ['198.51.100.20', '198.51.100.21'], 300, 9),
      cname(44, 'frankfurt', 3, 'default', ['192.0.2.30', '2001:db8:50::30'], 600, 3),
      cname(45, 'frankfurt', 3, 'oversea', ['192.0.2.31'], 600, 3),
      cname(46, 'hk-legacy', 1, 'default', ['203.0.113.99'], 3600, 70, true),
      cname(47, 'taipei', 1, 'unicom', ['203.0.113.13'], 600, 18),
      cname(48, 'taipei', 1, 'mobile', ['203.0.113.14', '203.0.113.15'], 600, 11),
      cname(49, 'tokyo', 2, 'asia', ['198.51.100.23'], 300, 9),
      cname(50, 'frankfurt', 3, 'europe', ['192.0.2.32', '192.0.2.33'], 600, 3),
      cname(51, 'frankfurt', 3, 'north-america', ['edge-us.partner-cdn.example'], 900, 27),
      cname(52, 'tokyo', 2, 'search', ['198.51.100.24'], 1800, 40, true),
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
