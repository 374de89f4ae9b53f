// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/schema';
import { useTestBackend } from '../test-backend.ts';
import settingsModule from './system-settings.resource.ts';
import { lineLanguage } from './system/dns-lines.ts';
import { settingsOf } from './system/settings-model.ts';

type S = components['schemas'];
type Envelope = S['ErrorEnvelope'];

const { t, tokens } = useTestBackend({ signIn: ['northwind', 'skyline', 'mei'] });

const settings = () => JSON.stringify(settingsOf(t.backend.store));
const code = (answer: { body: unknown }) => (answer.body as Envelope).code;

describe('system settings', () => {
  it('reads and saves the certificate provider; the HMAC key is never returned and ZeroSSL needs EAB keys', async () => {
    const got = await t.call<{ data: S['ClientCertProvider'] }>('GET', '/client/setting/system/certificateProvider', { token: tokens.northwind });
    expect(got.body.data).toEqual({ provider: 'zerossl', email: 'ssl-admin@northwind-cdn.example', eabKeyID: 'kid_4xQ2mT9vLw7bYc1R' });
    const before = settings();
    const refused = await t.call('PUT', '/client/setting/system/certificateProvider', { token: tokens.skyline, body: { provider: 'zerossl', email: 'noc@skyline-resell.example' } });
    expect(code(refused)).toBe(101003);
    expect(settings()).toBe(before);
    const saved = await t.call<{ data: S['ClientCertProvider'] }>('PUT', '/client/setting/system/certificateProvider', { token: tokens.northwind, body: { provider: 'letsencrypt', email: 'certs@northwind-cdn.example' } });
    expect(saved.body.data).toEqual({ provider: 'letsencrypt', email: 'certs@northwind-cdn.example' });
    expect(JSON.stringify(saved.body)).not.toContain('hmac_');
  });

  it('saves the outgoing URL and the account verification', async () => {
    expect((await t.call<{ data: { url: string } }>('GET', '/client/setting/system/outgoingURL', { token: tokens.skyline })).body.data.url).toBe('https://console.skyline-resell.example/');
    expect((await t.call<{ data: { url: string } }>('PUT', '/client/setting/system/outgoingURL', { token: tokens.skyline, body: { url: 'https://shield.skyline-resell.example/' } })).body.data.url).toBe('https://shield.skyline-resell.example/');
    expect(code(await t.call('PUT', '/client/setting/system/outgoingURL', { token: tokens.skyline, body: { url: 'https://shield.skyline-resell.example' } }))).toBe(101003);
    const verification = await t.call<{ data: S['ClientAccountVerification'] }>('PUT', '/client/setting/system/accountVerification', { token: tokens.northwind, body: { enable: false, codeTTLMinutes: 5 } });
    expect(verification.body.data).toEqual({ enable: false, codeTTLMinutes: 5 });
    expect((await t.call<{ data: S['ClientAccountVerification'] }>('GET', '/client/setting/system/accountVerification', { token: tokens.northwind })).body.data.enable).toBe(false);
  });

  it('lists log retention with daily partitions, saves days and removes partitions (all or nothing)', async () => {
    const list = await t.call<S['ClientLogRetentionList']>('GET', '/client/setting/system/logRetention', { token: tokens.northwind });
    expect(list.body.total).toBe(5);
    const access = list.body.data.find((r) => r.table === 'access');
    expect(access?.parts.length).toBe(21);
    const [oldest, second] = access?.parts ?? [];
    const today = access?.parts.at(-1)?.part;
    const saved = await t.call<S['ClientLogRetentionList']>('PUT', '/client/setting/system/logRetention', { token: tokens.northwind, body: { items: [{ table: 'access', retentionDays: 14 }] } });
    expect(saved.body.data.find((r) => r.table === 'access')?.retentionDays).toBe(14);
    expect(code(await t.call('PUT', '/client/setting/system/logRetention', { token: tokens.northwind, body: { items: [{ table: 'waf', retentionDays: 10 }, { table: 'waf', retentionDays: 20 }] } }))).toBe(101025);

    expect((await t.call('DELETE', '/client/setting/system/logRetention', { token: tokens.northwind, body: { table: 'access', part: oldest?.part } })).status).toBe(200);
    const before = settings();
    const mixed = await t.call<Envelope>('POST', '/client/setting/system/logRetention/deleteMultiple', { token: tokens.northwind, body: { items: [{ table: 'access', part: second?.part }, { table: 'access', part: '19990101' }, { table: 'waf', part: today }] } });
    expect(mixed.body.code).toBe(101003);
    expect(mixed.body.errorData).toHaveLength(2);
    expect(settings()).toBe(before);
    expect((await t.call('POST', '/client/setting/system/logRetention/deleteMultiple', { token: tokens.northwind, body: { items: [{ table: 'access', part: second?.part }] } })).status).toBe(200);
    const after = await t.call<S['ClientLogRetentionList']>('GET', '/client/setting/system/logRetention', { token: tokens.northwind });
    expect(after.body.data.find((r) => r.table === 'access')?.parts.length).toBe(19);
  });

  it('keeps restricted subnets in CIDR format: host bits 101003, duplicates 101025, nothing changed', async () => {
    const before = settings();
    const hostBits = await t.call<Envelope>('PUT', '/client/setting/system/restrictGroupCIDRs', { token: tokens.northwind, body: { cidrs: ['203.0.113.7/24'] } });
    expect(hostBits.body.code).toBe(101003);
    expect(hostBits.body.errorData).toEqual([{ in: 'body', field: 'cidrs.0', message: 'has host bits set; the subnet is 203.0.113.0/24' }]);
    expect(code(await t.call('PUT', '/client/setting/system/restrictGroupCIDRs', { token: tokens.northwind, body: { cidrs: ['2001:db8:40::/48', '2001:DB8:40:0::/48'] } }))).toBe(101025);
    expect(code(await t.call('PUT', '/client/setting/system/restrictGroupCIDRs', { token: tokens.northwind, body: { cidrs: ['203.0.113.1'] } }))).toBe(101003);
    expect(settings()).toBe(before);
    const saved = await t.call<{ data: S['ClientRestrictGroupCIDRs'] }>('PUT', '/client/setting/system/restrictGroupCIDRs', { token: tokens.northwind, body: { cidrs: ['192.0.2.0/24', '2001:db8:41::/48'] } });
    expect(saved.body.data.cidrs).toEqual(['192.0.2.0/24', '2001:db8:41::/48']);
    expect((await t.call<{ data: S['ClientRestrictGroupCIDRs'] }>('GET', '/client/setting/system/restrictGroupCIDRs', { token: tokens.skyline })).body.data.cidrs).toEqual([]);
  });

  it('shows the last scheduled database backup and saves the schedule', async () => {
    const got = await t.call<{ data: S['ClientDbBackup'] }>('GET', '/client/setting/system/databaseBackup', { token: tokens.northwind });
    expect(got.body.data).toMatchObject({ enable: true, intervalHours: 24, keepCount: 7, lastStatus: 'success' });
    expect(Date.now() - Date.parse(got.body.data.lastBackupAt ?? '')).toBeLessThan(24 * 3_600_000);
    expect((await t.call<{ data: S['ClientDbBackup'] }>('GET', '/client/setting/system/databaseBackup', { token: tokens.skyline })).body.data).toMatchObject({ enable: false, lastBackupAt: null, lastStatus: 'none' });
    const saved = await t.call<{ data: S['ClientDbBackup'] }>('PUT', '/client/setting/system/databaseBackup', { token: tokens.northwind, body: { enable: true, intervalHours: 12, keepCount: 14 } });
    expect(saved.body.data).toMatchObject({ enable: true, intervalHours: 12, keepCount: 14, lastBackupAt: got.body.data.lastBackupAt });
  });

  it('saves the trusted CA only with PEM certificates', async () => {
    const before = settings();
    expect(code(await t.call('PUT', '/client/setting/system/trustedCA', { token: tokens.skyline, body: { enable: true, caPEM: 'not a certificate' } }))).toBe(101003);
    expect(settings()).toBe(before);
    const pem = '-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUU2t5bGluZQ==\n-----END CERTIFICATE-----\n';
    expect((await t.call<{ data: S['ClientTrustedCA'] }>('PUT', '/client/setting/system/trustedCA', { token: tokens.skyline, body: { enable: true, caPEM: pem } })).body.data.caPEM).toBe(pem);
    expect((await t.call<{ data: S['ClientTrustedCA'] }>('GET', '/client/setting/system/trustedCA', { token: tokens.northwind })).body.data.enable).toBe(true);
  });

  it('saves the node exporter access (IPs or subnets, limitCount)', async () => {
    expect((await t.call<{ data: S['ClientNodeExporter'] }>('GET', '/client/setting/system/nodeExporter', { token: tokens.northwind })).body.data.whiteIPs).toHaveLength(3);
    const before = settings();
    expect(code(await t.call('PUT', '/client/setting/system/nodeExporter', { token: tokens.northwind, body: { whiteIPs: ['1:2:3'], limitCountSec: 60, limitCountTimes: 30 } }))).toBe(101003);
    expect(code(await t.call('PUT', '/client/setting/system/nodeExporter', { token: tokens.northwind, body: { whiteIPs: ['2001:db8::1', '2001:DB8:0::1'], limitCountSec: 60, limitCountTimes: 30 } }))).toBe(101025);
    expect(settings()).toBe(before);
    const saved = await t.call<{ data: S['ClientNodeExporter'] }>('PUT', '/client/setting/system/nodeExporter', { token: tokens.northwind, body: { whiteIPs: ['198.51.100.20', '203.0.113.0/28'], limitCountSec: 10, limitCountTimes: 5 } });
    expect(saved.body.data).toEqual({ whiteIPs: ['198.51.100.20', '203.0.113.0/28'], limitCountSec: 10, limitCountTimes: 5 });
  });

  it("refuses an end user (101018) and keeps each client's settings apart", async () => {
    expect(code(await t.call('GET', '/client/setting/system/outgoingURL', { token: tokens.mei }))).toBe(101018);
    expect(code(await t.call('PUT', '/client/setting/nginx/http', { token: tokens.mei, body: { enable: true, clientMaxBodySizeMB: 1, keepaliveTimeout: 1, proxyConnectTimeout: 1, proxyReadTimeout: 1, proxySendTimeout: 1, serverTokens: false, cacheDir: '/tmp', cacheMaxSizeGB: 0 } }))).toBe(101018);
    expect((await t.call<{ data: S['SystemNginxHttp'] }>('GET', '/client/setting/nginx/http', { token: tokens.skyline })).body.data.enable).toBe(false);
  });
});

describe('trigger rates and default error pages', () => {
  it('creates, renames and removes trigger rates; a duplicate name is 101025; another client gets 101018', async () => {
    const list = await t.call<S['ClientTriggerRateList']>('GET', '/client/setting/frequency', { token: tokens.northwind, query: { pageSize: 2 } });
    expect(list.body.total).toBe(4);
    expect(list.body.data.map((r) => r.name)).toEqual(['strict-login', 'api-burst']);
    const created = await t.call<{ data: S['ClientTriggerRate'] }>('POST', '/client/setting/frequency', { token: tokens.northwind, body: { name: 'search-throttle', seconds: 5, times: 15, protectMode: 4 } });
    expect(created.body.data).toMatchObject({ name: 'search-throttle', memo: '' });
    const before = settings();
    expect(code(await t.call('POST', '/client/setting/frequency', { token: tokens.northwind, body: { name: 'STRICT-login', seconds: 5, times: 15, protectMode: 4 } }))).toBe(101025);
    expect(code(await t.call('PUT', '/client/setting/frequency', { token: tokens.northwind, body: { id: created.body.data.id, name: 'api-burst' } }))).toBe(101025);
    expect(code(await t.call('PUT', '/client/setting/frequency', { token: tokens.skyline, body: { id: 6, times: 1 } }))).toBe(101018);
    expect(code(await t.call('DELETE', '/client/setting/frequency', { token: tokens.skyline, body: { ids: [10, 6] } }))).toBe(101018);
    expect(settings()).toBe(before);
    expect((await t.call('PUT', '/client/setting/frequency', { token: tokens.northwind, body: { id: created.body.data.id, times: 25, memo: 'Search box' } })).status).toBe(200);
    expect((await t.call('DELETE', '/client/setting/frequency', { token: tokens.northwind, body: { ids: [created.body.data.id, 9] } })).status).toBe(200);
    expect((await t.call<S['ClientTriggerRateList']>('GET', '/client/setting/frequency', { token: tokens.northwind })).body.total).toBe(3);
  });

  it('keeps one error page a code; a redirect needs a URL', async () => {
    const list = await t.call<S['ClientErrorPageList']>('GET', '/client/setting/errorPages', { token: tokens.northwind });
    expect(list.body.data.map((p) => p.code)).toEqual([502, 903, 929]);
    const before = settings();
    expect(code(await t.call('POST', '/client/setting/errorPage', { token: tokens.northwind, body: { code: 929, type: 'content', content: '<p>again</p>' } }))).toBe(101025);
    expect(code(await t.call('POST', '/client/setting/errorPage', { token: tokens.northwind, body: { code: 504, type: 'redirect', content: 'status page' } }))).toBe(101003);
    expect(code(await t.call('PUT', '/client/setting/errorPage', { token: tokens.northwind, body: { id: 11, type: 'redirect' } }))).toBe(101003);
    expect(code(await t.call('DELETE', '/client/setting/errorPage', { token: tokens.skyline, body: { ids: [9] } }))).toBe(101018);
    expect(settings()).toBe(before);
    const created = await t.call<{ data: S['ClientErrorPage'] }>('POST', '/client/setting/errorPage', { token: tokens.northwind, body: { code: 504, type: 'javascript', content: "location.replace('https://status.northwind-cdn.example/');" } });
    expect(created.body.data.code).toBe(504);
    expect((await t.call('PUT', '/client/setting/errorPage', { token: tokens.northwind, body: { id: 10, type: 'redirect', content: 'https://status.northwind-cdn.example/incidents/' } })).status).toBe(200);
    expect((await t.call('DELETE', '/client/setting/errorPage', { token: tokens.northwind, body: { ids: [created.body.data.id] } })).status).toBe(200);
    expect((await t.call<S['ClientErrorPageList']>('GET', '/client/setting/errorPages', { token: tokens.skyline })).body.data.map((p) => p.code)).toEqual([403]);
  });
});

describe('Nginx defaults', () => {
  it('saves and resets http, stream and worker settings', async () => {
    const http = await t.call<{ data: S['SystemNginxHttp'] }>('GET', '/client/setting/nginx/http', { token: tokens.northwind });
    expect(http.body.data.clientMaxBodySizeMB).toBe(200);
    const saved = await t.call<{ data: S['SystemNginxHttp'] }>('PUT', '/client/setting/nginx/http', { token: tokens.northwind, body: { ...http.body.data, clientMaxBodySizeMB: 0 } });
    expect(saved.body.data.clientMaxBodySizeMB).toBe(0);
    expect((await t.call('DELETE', '/client/setting/nginx/http', { token: tokens.northwind })).status).toBe(200);
    expect((await t.call<{ data: S['SystemNginxHttp'] }>('GET', '/client/setting/nginx/http', { token: tokens.northwind })).body.data).toMatchObject({ enable: false, clientMaxBodySizeMB: 100 });

    expect(code(await t.call('PUT', '/client/setting/nginx/stream', { token: tokens.northwind, body: { enable: true, proxyConnectTimeout: 60, proxyTimeout: 30, proxyBufferSizeKB: 16 } }))).toBe(101003);
    expect((await t.call<{ data: S['SystemNginxStream'] }>('PUT', '/client/setting/nginx/stream', { token: tokens.northwind, body: { enable: true, proxyConnectTimeout: 5, proxyTimeout: 300, proxyBufferSizeKB: 64 } })).body.data.proxyBufferSizeKB).toBe(64);
    expect((await t.call('DELETE', '/client/setting/nginx/stream', { token: tokens.northwind })).status).toBe(200);
    expect((await t.call<{ data: S['SystemNginxStream'] }>('GET', '/client/setting/nginx/stream', { token: tokens.northwind })).body.data.proxyBufferSizeKB).toBe(16);

    const before = settings();
    expect(code(await t.call('PUT', '/client/setting/nginx/worker', { token: tokens.northwind, body: { enable: true, workerProcesses: '8', workerConnections: 65535, workerRlimitNofile: 1024 } }))).toBe(101003);
    expect(settings()).toBe(before);
    expect((await t.call<{ data: S['SystemNginxWorker'] }>('PUT', '/client/setting/nginx/worker', { token: tokens.northwind, body: { enable: true, workerProcesses: '8', workerConnections: 4096, workerRlimitNofile: 65535 } })).body.data.workerProcesses).toBe('8');
    expect((await t.call('DELETE', '/client/setting/nginx/worker', { token: tokens.northwind })).status).toBe(200);
    expect((await t.call<{ data: S['SystemNginxWorker'] }>('GET', '/client/setting/nginx/worker', { token: tokens.northwind })).body.data.workerProcesses).toBe('auto');
  });

  it('checks custom directives like nginx -t', async () => {
    const custom = await t.call<{ data: S['SystemNginxCustom'] }>('GET', '/client/setting/nginx/custom', { token: tokens.northwind });
    expect(custom.body.data.server).toContain('X-Edge-Zone');
    const before = settings();
    const broken = await t.call<Envelope>('PUT', '/client/setting/nginx/custom', { token: tokens.northwind, body: { enable: true, http: 'map $a $b { default 1; ', stream: '', server: 'add_header X-Test 1' } });
    expect(broken.body.code).toBe(101003);
    expect(broken.body.errorData).toEqual([
      { in: 'body', field: 'http', message: 'nginx -t: unexpected end of file, expecting "}"' },
      { in: 'body', field: 'server', message: 'nginx -t: unexpected end of file, expecting ";" or "}"' },
    ]);
    expect(settings()).toBe(before);
    const saved = await t.call<{ data: S['SystemNginxCustom'] }>('PUT', '/client/setting/nginx/custom', { token: tokens.northwind, body: { enable: true, http: '# keep\nlimit_conn_zone $binary_remote_addr zone=perip:10m;\n', stream: '', server: "add_header X-Frame-Options 'SAMEORIGIN; always' always;\n" } });
    expect(saved.body.data.http).toContain('limit_conn_zone');
  });
});

describe('notification settings', () => {
  it('saves the mail relay (101020 when unusable) and sends a test mail to the mailbox', async () => {
    const got = await t.call<{ data: S['ClientEmailSettingView'] }>('GET', '/client/setting/email', { token: tokens.northwind });
    expect(got.body.data).toMatchObject({ host: 'smtp.northwind-cdn.example', hasPassword: true });
    expect(JSON.stringify(got.body)).not.toContain('Sm7p');
    const setting = { enable: true, host: 'smtp.northwind-cdn.example', port: 587, security: 'starttls', username: 'notify@northwind-cdn.example', from: 'notify@northwind-cdn.example', fromName: 'Northwind Edge' };
    const before = settings();
    const refused = await t.call<Envelope>('PUT', '/client/setting/email', { token: tokens.northwind, body: { ...setting, port: 465 } });
    expect(refused.body).toMatchObject({ code: 101020, errorData: [{ in: 'body', field: 'security', message: 'port 465 expects implicit TLS (use ssl)' }] });
    expect(code(await t.call('PUT', '/client/setting/email', { token: tokens.skyline, body: { ...setting, host: 'smtp.skyline-resell.example', username: 'relay' } }))).toBe(101020);
    expect(settings()).toBe(before);
    const saved = await t.call<{ data: S['ClientEmailSettingView'] }>('PUT', '/client/setting/email', { token: tokens.northwind, body: { ...setting, fromName: 'Northwind NOC' } });
    expect(saved.body.data).toMatchObject({ fromName: 'Northwind NOC', hasPassword: true });

    expect((await t.call('POST', '/client/setting/email/test', { token: tokens.northwind, body: { to: 'noc@northwind-cdn.example', setting } })).status).toBe(200);
    const mails = await t.mails('noc@northwind-cdn.example');
    expect(mails[0]?.subject).toBe('Test mail from the console');
    expect(code(await t.call('POST', '/client/setting/email/test', { token: tokens.northwind, body: { to: 'noc@northwind-cdn.example', setting: { ...setting, host: 'smtp.northwind.invalid' } } }))).toBe(101020);
    expect((await t.call<{ data: S['ClientEmailSettingView'] }>('GET', '/client/setting/email', { token: tokens.skyline })).body.data).toMatchObject({ enable: false, hasPassword: false });
  });

  it('saves chat-bot settings of clients and end users (101021 on a refused token) and sends a test message', async () => {
    const got = await t.call<{ data: S['ChatBotSettingView'] }>('GET', '/client/setting/tg', { token: tokens.northwind });
    expect(got.body.data.token).toMatch(/^•+k9Qw$/);
    const before = settings();
    const refused = await t.call<Envelope>('PUT', '/client/setting/tg', { token: tokens.northwind, body: { enable: true, token: '6412873951:BBHk3vQ9mZ2xLp7RtY4wN8sB1cD5fG0k9Qw', chatID: '-1001823456789' } });
    expect(refused.body.code).toBe(101021);
    expect(code(await t.call('PUT', '/client/setting/tg', { token: tokens.skyline, body: { enable: true, chatID: '-100200300' } }))).toBe(101003);
    expect(settings()).toBe(before);
    const kept = await t.call<{ data: S['ChatBotSettingView'] }>('PUT', '/client/setting/tg', { token: tokens.northwind, body: { enable: true, chatID: '@northwind_noc' } });
    expect(kept.body.data).toMatchObject({ chatID: '@northwind_noc', token: got.body.data.token });
    expect((await t.call('POST', '/client/setting/tg/test', { token: tokens.northwind, body: { enable: true, chatID: '@northwind_noc' } })).status).toBe(200);
    expect(settingsOf(t.backend.store).chatBotOutbox.at(-1)?.chatID).toBe('@northwind_noc');

    expect((await t.call<{ data: S['ChatBotSettingView'] }>('GET', '/user/setting/tg', { token: tokens.mei })).body.data.chatID).toBe('@harbortea_ops');
    const newToken = '7022518846:AAGz8Kd2Lq5Wm1Np4Rs7Tv0Xy3Bc6De9Fh2';
    expect((await t.call<{ data: S['ChatBotSettingView'] }>('PUT', '/user/setting/tg', { token: tokens.mei, body: { enable: true, token: newToken, chatID: '-100777' } })).body.data.token).toMatch(/Fh2$/);
    expect(code(await t.call('POST', '/user/setting/tg/test', { token: tokens.mei, body: { enable: true, token: '7022518846:AAshort-but-long-enough-for-the-pattern', chatID: '-100777' } }))).toBe(101021);
    expect((await t.call('POST', '/user/setting/tg/test', { token: tokens.mei, body: { enable: true, chatID: '-100777' } })).status).toBe(200);
    expect(code(await t.call('GET', '/user/setting/tg', { token: tokens.northwind }))).toBe(101018);
    expect(code(await t.call('GET', '/client/setting/tg', { token: tokens.mei }))).toBe(101018);
  });
});

describe('DNS: CNAME rows, lines, unprocessed records', () => {
  it('lists, creates, updates and removes CNAME rows under the DNS setting domain', async () => {
    const list = await t.call<S['ClientCnameList']>('GET', '/client/setting/dns/cnames', { token: tokens.northwind, query: { zoneID: 1 } });
    expect(list.body.total).toBe(5);
    expect(list.body.data[0]).toMatchObject({ zoneName: 'Taipei' });
    const meta = await t.call<S['ClientCnameMetaList']>('GET', '/client/setting/dns/cname/meta', { token: tokens.northwind });
    expect(meta.body.data.find((c) => c.id === 46)?.disabled).toBe(true);

    const row = { name: 'tokyo.cdn.northwind-cdn.example', zoneID: 2, line: 'telecom', targets: ['198.51.100.23'] };
    const created = await t.call<{ data: S['ClientCname'] }>('POST', '/client/setting/dns/cname', { token: tokens.northwind, body: row });
    expect(created.body.data).toMatchObject({ ...row, zoneName: 'Tokyo', ttl: 600, disabled: false });
    const before = settings();
    expect(code(await t.call('POST', '/client/setting/dns/cname', { token: tokens.northwind, body: row }))).toBe(101025);
    expect(code(await t.call('POST', '/client/setting/dns/cname', { token: tokens.northwind, body: { ...row, name: 'tokyo.cdn.elsewhere.example' } }))).toBe(101003);
    expect(code(await t.call('POST', '/client/setting/dns/cname', { token: tokens.northwind, body: { ...row, line: 'moon' } }))).toBe(101003);
    expect(code(await t.call('POST', '/client/setting/dns/cname', { token: tokens.northwind, body: { ...row, zoneID: 4 } }))).toBe(101018);
    expect(code(await t.call('POST', '/client/setting/dns/cname', { token: tokens.northwind, body: { ...row, line: 'unicom', targets: ['198.51.100.23', '198.51.100.23'] } }))).toBe(101025);
    expect(code(await t.call('POST', '/client/setting/dns/cname', { token: tokens.skyline, body: { ...row, name: 'sg.cdn.skyline-resell.example', zoneID: 4 } }))).toBe(101006);
    expect(code(await t.call('PUT', '/client/setting/dns/cname', { token: tokens.skyline, body: { id: 41, disabled: true } }))).toBe(101018);
    expect(settings()).toBe(before);

    expect((await t.call('PUT', '/client/setting/dns/cname', { token: tokens.northwind, body: { id: created.body.data.id, disabled: true, ttl: 120 } })).status).toBe(200);
    const updated = (await t.call<S['ClientCnameList']>('GET', '/client/setting/dns/cnames', { token: tokens.northwind, query: { zoneID: 2 } })).body.data.find((c) => c.id === created.body.data.id);
    expect(updated).toMatchObject({ disabled: true, ttl: 120 });
    expect((await t.call('DELETE', '/client/setting/dns/cname', { token: tokens.northwind, body: { ids: [created.body.data.id, 46] } })).status).toBe(200);
    expect((await t.call<S['ClientCnameList']>('GET', '/client/setting/dns/cnames', { token: tokens.northwind })).body.total).toBe(11);
  });

  it('names the lines in the language asked for (zh-TW by default)', async () => {
    const lines = await t.call<S['ClientDnsLineList']>('GET', '/client/setting/dns/lines', { token: tokens.northwind });
    expect(lines.body.data[0]).toEqual({ id: 'default', name: '預設', parentID: null });
    expect(lines.body.data.find((l) => l.id === 'telecom')).toEqual({ id: 'telecom', name: '中國電信', parentID: 'china' });
    expect(lineLanguage('en-US,en;q=0.9')).toBe('en');
    expect(lineLanguage('zh-CN,zh;q=0.9,en;q=0.8')).toBe('zh-CN');
    expect(lineLanguage('fr-FR, en;q=0.5')).toBe('en');
    expect(lineLanguage('fr-FR')).toBe('zh-TW');
    // Through the handler with a header (the dispatcher passes headers once HandlerInput has them).
    const handler = settingsModule.handlers['client-dns-list-lines'];
    const store = t.backend.store;
    const caller = { account: store.accounts.get(102), via: 'session' } as never;
    const answer = (await handler?.handle({ params: {}, query: {}, body: undefined, headers: { 'accept-language': 'en-US,en;q=0.9' } } as never, { store, now: Date.now(), caller } as never)) as S['ClientDnsLineList'];
    expect(answer.data.find((l) => l.id === 'oversea')?.name).toBe('Overseas');
  });

  it('lists unprocessed records and sends them to the provider again', async () => {
    const list = await t.call<S['ClientDnsUnprocessedList']>('GET', '/client/setting/dns/unprocessed', { token: tokens.northwind });
    expect(list.body.data.map((u) => u.id)).toEqual([303, 301, 302]);
    expect((await t.call<S['ClientDnsUnprocessedList']>('GET', '/client/setting/dns/unprocessed', { token: tokens.skyline })).body.total).toBe(0);
    expect(code(await t.call('POST', '/client/setting/dns/recovery', { token: tokens.skyline, body: { ids: [301] } }))).toBe(101018);
    expect((await t.call('POST', '/client/setting/dns/recovery', { token: tokens.northwind, body: { ids: [301, 303] } })).status).toBe(200);
    expect((await t.call<S['ClientDnsUnprocessedList']>('GET', '/client/setting/dns/unprocessed', { token: tokens.northwind })).body.data.map((u) => u.id)).toEqual([302]);
    await t.call('DELETE', '/client/setting/dns', { token: tokens.northwind });
    expect(code(await t.call('POST', '/client/setting/dns/recovery', { token: tokens.northwind, body: { ids: [302] } }))).toBe(101006);
  });
});

describe('system status', () => {
  it('is healthy with a DNS provider and a licence, degraded without', async () => {
    const healthy = await t.call<{ data: S['ClientHealth'] }>('GET', '/client/health', { token: tokens.northwind });
    expect(healthy.body.data).toMatchObject({ status: 'healthy', version: '1.11.3' });
    expect(healthy.body.data.checks.map((c) => c.name)).toEqual(['database', 'cache', 'messageQueue', 'logStore', 'dnsProvider', 'licenseServer']);
    const degraded = await t.call<{ data: S['ClientHealth'] }>('GET', '/client/health', { token: tokens.skyline });
    expect(degraded.body.data.status).toBe('degraded');
    expect(degraded.body.data.checks.find((c) => c.name === 'dnsProvider')).toMatchObject({ status: 'down', message: 'no DNS provider is set' });
    expect(code(await t.call('GET', '/client/health', { token: tokens.mei }))).toBe(101018);
  });
});
