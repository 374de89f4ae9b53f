// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installCookieJar } from './test-cookies';

installCookieJar();
const { readTokens, writeTokens, clearTokens } = await import('./areas');
const { onSessionEnd, sessionStarted, transportFetch, isOpenCall } = await import('./transport');
const { api, callOptions } = await import('./client');
const { ApiError } = await import('./errors');

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fake server: access token A0 has expired, the refresh gives A1 after a short wait. */
function fakeServer({ refreshFails = false } = {}) {
  const seen = { refreshes: 0, authorizations: [] as (string | null)[] };
  const fetch = vi.fn(async (request: Request) => {
    const path = new URL(request.url).pathname;
    if (request.method === 'PATCH' && path === '/api/v1/user') {
      seen.refreshes += 1;
      await new Promise((resolve) => setTimeout(resolve, 30));
      if (refreshFails) return json(401, { code: 101016, message: 'refresh token failed' });
      return json(200, { data: { accessToken: 'A1', refreshToken: 'R1', tokenType: 'Bearer' } });
    }
    const authorization = request.headers.get('authorization');
    seen.authorizations.push(authorization);
    if (path.endsWith('/login')) return json(401, { code: 101013, message: 'wrong verification code' });
    if (authorization === 'Bearer A0') {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20));
      return json(401, { code: 101014, message: 'token expired' });
    }
    if (authorization !== 'Bearer A1') return json(401, { code: 101013, message: 'invalid token' });
    const body = request.method === 'GET' ? null : await request.json();
    return json(200, { data: { path, body } });
  });
  vi.stubGlobal('fetch', fetch);
  return seen;
}

const ended = vi.fn();

beforeEach(() => {
  clearTokens('user');
  writeTokens('user', { accessToken: 'A0', refreshToken: 'R0', tokenType: 'Bearer' });
  sessionStarted('user');
  ended.mockReset();
  onSessionEnd(ended);
});
afterEach(() => vi.unstubAllGlobals());

describe('the shared token refresh', () => {
  it('refreshes once for 20 calls in flight and replays every call with its body', async () => {
    const seen = fakeServer();
    const calls = Array.from({ length: 20 }, (_, i) =>
      transportFetch(
        new Request(`http://console.test/api/v1/user/account`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ n: i }),
        }),
      ).then((response) => response.json()),
    );
    const answers = await Promise.all(calls);
    expect(seen.refreshes).toBe(1);
    expect(answers.map((a) => a.data.body.n)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(readTokens('user')).toEqual({ accessToken: 'A1', refreshToken: 'R1', tokenType: 'Bearer' });
    expect(ended).not.toHaveBeenCalled();
  });

  it('ends the session once when the refresh fails, and every call fails with 101014', async () => {
    const seen = fakeServer({ refreshFails: true });
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => transportFetch(new Request('http://console.test/api/v1/user/account/self'))),
    );
    expect(seen.refreshes).toBe(1);
    expect(results.every((r) => r.status === 'rejected' && (r.reason as InstanceType<typeof ApiError>).code === 101014)).toBe(true);
    expect(ended).toHaveBeenCalledTimes(1);
    expect(ended.mock.calls[0][0]).toBe('user');
    expect(readTokens('user')).toBeNull();
  });

  it('goes through the typed client too', async () => {
    const seen = fakeServer();
    const { data } = await api.GET('/{kind}/account/self', { ...callOptions(), params: { path: { kind: 'user' } } });
    expect(seen.refreshes).toBe(1);
    expect(data).toEqual({ data: { path: '/api/v1/user/account/self', body: null } });
  });
});

describe('headers and open calls', () => {
  it('sends the area token on authenticated calls and none on open calls', async () => {
    writeTokens('user', { accessToken: 'A1', refreshToken: 'R1', tokenType: 'Bearer' });
    const seen = fakeServer();
    await transportFetch(new Request('http://console.test/api/v1/user/roles'));
    await expect(
      transportFetch(new Request('http://console.test/api/v1/user/login', { method: 'POST', body: '{}' })),
    ).rejects.toMatchObject({ code: 101013 });
    expect(seen.authorizations).toEqual(['Bearer A1', null]);
    // A wrong code on an open call does not end the session.
    expect(ended).not.toHaveBeenCalled();
    expect(isOpenCall('POST', '/api/v1/client/code')).toBe(true);
    expect(isOpenCall('GET', '/api/v1/client/account/self')).toBe(false);
  });

  it('ends the session on 101013 of an authenticated call', async () => {
    writeTokens('user', { accessToken: 'stale', refreshToken: 'R', tokenType: 'Bearer' });
    fakeServer();
    await expect(transportFetch(new Request('http://console.test/api/v1/user/roles'))).rejects.toMatchObject({
      code: 101013,
      isError: true,
      sessionEnded: true,
    });
    expect(ended).toHaveBeenCalledTimes(1);
  });
});

describe('error normalisation', () => {
  it('turns a non-JSON failure into the default message', async () => {
    vi.stubGlobal('fetch', async () => new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(transportFetch(new Request('http://console.test/api/v1/user/roles'))).rejects.toMatchObject({
      isError: true,
      message: 'Some Error Occurred',
      code: null,
      status: 502,
    });
  });

  it('keeps code, message, errorData and extra of an error envelope', async () => {
    vi.stubGlobal('fetch', async () => json(400, { code: 401003, message: 'no open port', errorData: { a: 1 }, extra: 8443 }));
    await expect(transportFetch(new Request('http://console.test/api/v1/user/roles'))).rejects.toMatchObject({
      code: 401003,
      message: 'no open port',
      errorData: { a: 1 },
      extra: 8443,
    });
  });

  it('turns a network failure into an ApiError', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const failure = await transportFetch(new Request('http://console.test/api/v1/user/roles')).catch((e) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure.message).toBe('Some Error Occurred');
  });
});
