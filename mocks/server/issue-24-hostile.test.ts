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
  });

  it('refuses the same spellings as a client SMTP relay (save and test)', async () => {
    const setting = { enable: false, host: 'smtp.northwind-cdn.example', port: 587, security: 'starttls', username: '', from: 'notify@northwind-cdn.example', fromName: 'Northwind Edge' };
    for (const host of [...PROBE_HOSTS, '127.0.0.1', '::1', '0x7f.1', '10.0.0.5', 'relay.localhost']) {
      await refused('PUT', '/client/setting/email', northwind, { ...setting, host }, 'host');
      await refused('POST', '/client/setting/email/test', northwind, { to: 'ops@northwind-cdn.example', setting: { ...setting, host } }, 'setting.host');
    }
    const fine = await t.call('PUT', '/client/setting/email', { token: northwind, body: setting });
    expect(fine.status).toBe(200);
  });

  it('keeps the operator opt-in (PARAPET_PUSH_PRIVATE=1) for on-premises targets', async () => {
    process.env.PARAPET_PUSH_PRIVATE = '1';
    const allowed = await t.call('POST', '/user/logPush/events', {
      token: mei,
      body: { name: 'on-premises-v6', type: 'manual', logType: 'access', siteIDs: [SITE], url: 'http://[::ffff:10.0.0.5]/in' },
    });
    expect(allowed.status).toBe(200);
  });
});
