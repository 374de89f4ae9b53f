// Hostile input refused by the contract (issue 15, findings 2, 5 and 9): each was accepted before; each is now a
// clean 4xx with a code and nothing is stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isInternalTarget } from './domain/push-target.ts';
import { DEMO, startTestBackend, type TestBackend } from './testing.ts';

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
  mei = (await t.signIn('user', DEMO.mei.email, DEMO.mei.password)).accessToken;
  northwind = (await t.signIn('client', DEMO.northwind.email, DEMO.northwind.password)).accessToken;
}, 60_000);
afterAll(() => t.close());

const snapshot = () => JSON.stringify(t.backend.store.toData().resources) + JSON.stringify(t.backend.store.roles.toArray()) + JSON.stringify(t.backend.store.apiTokens.toArray());

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
    await refused('POST', path, mei, module([{ key: 'X-Shop', value: 'a\r\nSet-Cookie: pwned=1' }]), 'headers.0.value');
    await refused('POST', path, mei, module([{ key: 'X-Shop', value: 'a\u0000b' }]), 'headers.0.value');
    for (const key of ['Host', 'content-length', 'Transfer-Encoding', 'Connection', 'X Shop', 'X:Shop']) {
      await refused('POST', path, mei, module([{ key, value: 'x' }]), 'headers.0.key');
    }
    // A tab in a value and an ordinary security header are fine.
    const fine = await t.call('POST', path, { token: mei, body: module([{ key: 'Strict-Transport-Security', value: 'max-age=600;\tpreload' }]) });
    expect(fine.status).toBe(200);
  });

  it('refuses CR LF in log push header values and names, in both consoles', async () => {
    const user = { name: 'hostile-push', type: 'manual', logType: 'access', siteIDs: [SITE], url: 'https://logs.harbor-tea.example/in' };
    await refused('POST', '/user/logPush/events', mei, { ...user, headers: { 'X-Key': 'a\r\nb' } });
    await refused('POST', '/user/logPush/events', mei, { ...user, headers: { Host: 'evil.example' } });
    const client = { name: 'hostile-push', userID: 302, siteIDs: [SITE], logType: 'access', url: 'https://siem.harbor-tea.example/in' };
    await refused('POST', '/client/logPush/events', northwind, { ...client, headers: [{ key: 'X-Api-Key', value: 'a\r\nX-Other: 1' }] }, 'headers.0.value');
    await refused('POST', '/client/logPush/events', northwind, { ...client, headers: [{ key: 'Content-Length', value: '0' }] }, 'headers.0.key');
  });

  it('refuses push URLs inside the service network unless the operator allows it', async () => {
    const event = { name: 'inside', type: 'manual', logType: 'access', siteIDs: [SITE] };
    for (const url of ['http://127.0.0.1:8080/x', 'http://localhost/x', 'http://[::1]/x', 'http://10.0.0.5/x', 'http://169.254.169.254/latest', 'http://192.168.1.1/']) {
      await refused('POST', '/user/logPush/events', mei, { ...event, url }, 'url');
    }
    await refused('POST', '/user/logPush/events', mei, { ...event, url: 'ftp://logs.example/x' }, 'url');
    expect(isInternalTarget('https://logs.harbor-tea.example/in')).toBe(false);
    expect(isInternalTarget('http://172.31.0.1/')).toBe(true);
    expect(isInternalTarget('http://172.32.0.1/')).toBe(false);
    process.env.PARAPET_PUSH_PRIVATE = '1';
    try {
      const allowed = await t.call('POST', '/user/logPush/events', { token: mei, body: { ...event, name: 'on-premises', url: 'http://10.0.0.5/x' } });
      expect(allowed.status).toBe(200);
    } finally {
      delete process.env.PARAPET_PUSH_PRIVATE;
    }
  });
});

describe('blank names (finding 5)', () => {
  it('refuses a blank role name with a 4xx, stores nothing, and the role list keeps working', async () => {
    await refused('POST', '/user/role', mei, { name: '   ', metaRoleIDs: [3] }, 'name');
    await refused('POST', '/user/role', mei, { name: '\t', metaRoleIDs: [3] }, 'name');
    const list = await t.call('GET', '/user/roles', { token: mei });
    expect(list.status).toBe(200);
  });

  it('refuses blank API token and WAF module names', async () => {
    await refused('POST', '/apiToken', mei, { name: '  ', days: 1 }, 'name');
    await refused('POST', `/user/site/${SITE}/module/wafs`, mei, { name: '   ', ruleIDs: [942100], blockType: 'refuse' });
  });
});

describe('smaller bad input (finding 9)', () => {
  it('refuses a javascript: redirect target', async () => {
    const modules = await t.call<{ data: { id: number }[] }>('GET', `/user/site/${SITE}/module/urlRedirects`, { token: mei });
    const moduleId = modules.body.data[0]?.id ?? 1;
    await refused('POST', `/user/site/${SITE}/module/urlRedirect/${moduleId}/urls`, mei, { urls: [{ source: '/x', target: 'javascript:alert(1)', code: 301 }] }, 'urls.0.target');
    await refused('POST', `/user/site/${SITE}/module/urlRedirect/${moduleId}/urls`, mei, { urls: [{ source: '/x', target: 'data:text/html,hi', code: 301 }] }, 'urls.0.target');
  });

  it('refuses a number beyond its maximum (a cache rule priority of 1e30)', async () => {
    await refused('POST', `/user/site/${SITE}/cacheRule`, mei, { type: 'fileType', fileTypes: ['mp4'], cacheTime: 60, mode: 'followOrigin', priority: 1e30 }, 'priority');
  });

  it('refuses a password of eight spaces (spec 5: a value with a space is wrongFormat)', async () => {
    await refused('PATCH', '/user/password', mei, { oldPassword: DEMO.mei.password, password: '        ' }, 'password');
    await refused('PATCH', '/user/password', mei, { oldPassword: DEMO.mei.password, password: 'Harbor Tea 2027' }, 'password');
  });

  it('answers a 9 MiB body with 413 and a code, not a connection reset', async () => {
    const response = await fetch(`${t.origin}/api/v1/user/site/${SITE}/cacheRule`, {
      method: 'POST',
      headers: { authorization: `Bearer ${mei}`, 'content-type': 'application/json' },
      body: JSON.stringify({ memo: 'x'.repeat(9 * 1024 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as Failure).code).toBe(101003);
  });
});
