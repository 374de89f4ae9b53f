// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { operations } from '../../api/generated/operations';
import { buildApiCall, hideSecrets, SECRET_PLACEHOLDER, secretCount, TOKEN_PLACEHOLDER } from './snippet';

const BASE = 'https://console.example.net/api/v1';

/** The body a curl command sends, read back from the command. */
const curlBody = (curl: string) => {
  const quoted = /--data-raw '((?:[^']|'\\'')*)'/.exec(curl)?.[1];
  return quoted === undefined ? undefined : JSON.parse(quoted.replace(/'\\''/g, "'"));
};

describe('buildApiCall', () => {
  it('fills the path parameters and sends the exact body, from the contract operation', () => {
    const body = { gzip: true, gzipMinLength: 2048, gzipTypes: ['text/html', "it's"], webp: false };
    const call = buildApiCall({ operation: 'user-siteSetting-set-gzip', path: { siteId: 42 }, body }, { baseUrl: BASE });
    const [method, template] = operations['user-siteSetting-set-gzip']!;
    expect(call.method).toBe(method);
    expect(call.template).toBe(template);
    expect(call.url).toBe(`${BASE}${template.replace('{siteId}', '42')}`);
    expect(call.curl).toContain(`-X ${method} '${call.url}'`);
    expect(call.curl).toContain(`-H 'Authorization: Bearer ${TOKEN_PLACEHOLDER}'`);
    expect(curlBody(call.curl)).toEqual(body);
    expect(call.typescript).toContain(`client.${method}('${template}', {`);
    expect(call.typescript).toContain('siteId": 42');
    expect(call.typescript).toContain(`Authorization: "Bearer ${TOKEN_PLACEHOLDER}"`);
    // The body of the snippet is the body sent.
    const tsBody = /body: (\{[\s\S]*\}),\n\}\);$/.exec(call.typescript)?.[1];
    expect(JSON.parse(tsBody!)).toEqual(body);
  });

  it('puts a list query in the URL and in the snippet, and sends no body for a read', () => {
    const call = buildApiCall({ operation: 'user-siteSetting-get-settings', path: { siteId: 7 }, query: { page: 2, pageSize: 20, name: undefined } }, { baseUrl: `${BASE}/` });
    expect(call.url).toBe(`${BASE}/user/site/7/settings?page=2&pageSize=20`);
    expect(call.curl).not.toContain('-X');
    expect(call.curl).not.toContain('--data-raw');
    expect(call.typescript).toContain('"page": 2');
    expect(call.typescript).not.toContain('body:');
    expect(call.typescript).not.toContain('"name"');
  });

  it('sends an array filter as the key repeated, as the generated hooks do, and leaves an empty one out', async () => {
    const params = { page: 1, pageSize: 25, statuses: ['normal', 'expired'], tags: [] as string[] };
    const call = buildApiCall({ operation: 'client-site-list-sites', query: params }, { baseUrl: BASE });
    const { getClientSiteListSitesUrl } = await import('../../api/generated/hooks/client-site/client-site');
    expect(call.url).toBe(`${BASE}${getClientSiteListSitesUrl(params as never).replace(/^\/api\/v1/, '')}`);
    expect(call.url).toContain('statuses=normal&statuses=expired');
    expect(call.typescript).toContain('"statuses": [');
    expect(call.typescript).not.toContain('"tags"');
  });

  it('encodes path parameters and refuses an unknown operation or a missing parameter', () => {
    expect(buildApiCall({ operation: 'user-siteSetting-get-settings', path: { siteId: 'a b/c' } }, { baseUrl: BASE }).url).toBe(`${BASE}/user/site/a%20b%2Fc/settings`);
    expect(() => buildApiCall({ operation: 'no-such-operation' }, { baseUrl: BASE })).toThrow(/Unknown operation/);
    expect(() => buildApiCall({ operation: 'user-siteSetting-get-settings' }, { baseUrl: BASE })).toThrow(/siteId missing/);
  });
});

describe('secrets', () => {
  const schema = {
    properties: {
      username: { type: 'string' },
      smtpPassword: { type: 'string', format: 'password' },
      eabHmacKey: { type: 'string', writeOnly: true },
      pin: { type: 'string', 'x-secret': true },
      servers: { type: 'array', items: { properties: { host: { type: 'string' }, auth: { type: 'string', writeOnly: true } } } },
    },
  };
  const body = {
    username: 'ops',
    smtpPassword: 'hunter2',
    eabHmacKey: 'k3y',
    pin: '1234',
    note: 'kept',
    password: 'by its name',
    servers: [{ host: 'a.example', auth: 's1' }, { host: 'b.example', auth: '' }],
  };

  it('hides every secret: by the contract (writeOnly, format password, x-secret), by the form (password widget) and by name', () => {
    const { body: shown, hidden } = hideSecrets({ ...body, code: 'typed' }, schema, { code: { 'ui:widget': 'password' } });
    expect(shown).toEqual({
      username: 'ops',
      smtpPassword: SECRET_PLACEHOLDER,
      eabHmacKey: SECRET_PLACEHOLDER,
      pin: SECRET_PLACEHOLDER,
      note: 'kept',
      password: SECRET_PLACEHOLDER,
      code: SECRET_PLACEHOLDER,
      // An empty secret stays empty: there is nothing to hide.
      servers: [{ host: 'a.example', auth: SECRET_PLACEHOLDER }, { host: 'b.example', auth: '' }],
    });
    expect(hidden).toBe(6);
  });

  it('hides the credentials of a map of request headers by the header name, and keeps the other headers', () => {
    const headers = { Authorization: 'Bearer 3c9f0a7d', 'X-API-Key': 'k-1', 'x-auth-token': 't-2', Cookie: 'sid=1', 'Content-Type': 'application/json', 'X-Team': 'ops' };
    const { body: shown, hidden } = hideSecrets({ name: 'siem', url: 'https://logs.example/in', headers });
    expect(shown).toEqual({
      name: 'siem',
      url: 'https://logs.example/in',
      headers: { Authorization: SECRET_PLACEHOLDER, 'X-API-Key': SECRET_PLACEHOLDER, 'x-auth-token': SECRET_PLACEHOLDER, Cookie: SECRET_PLACEHOLDER, 'Content-Type': 'application/json', 'X-Team': 'ops' },
    });
    expect(hidden).toBe(4);
  });

  it('never puts a secret in the curl or the snippet unless asked', () => {
    const spec = { operation: 'client-systemSetting-set-certificate-provider', body, schema };
    expect(secretCount(spec)).toBe(5);
    const hiddenCall = buildApiCall(spec, { baseUrl: BASE });
    for (const secret of ['hunter2', 'k3y', '1234', 'by its name', 's1']) {
      expect(hiddenCall.curl).not.toContain(secret);
      expect(hiddenCall.typescript).not.toContain(secret);
    }
    expect(hiddenCall.hidden).toBe(5);
    expect(curlBody(hiddenCall.curl).smtpPassword).toBe(SECRET_PLACEHOLDER);
    const shown = buildApiCall(spec, { baseUrl: BASE, includeSecrets: true });
    expect(curlBody(shown.curl)).toEqual(body);
    expect(shown.hidden).toBe(0);
  });
});
