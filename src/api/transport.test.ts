// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installCookieJar } from './test-cookies';

installCookieJar();
const { readTokens, writeTokens, clearTokens } = await import('./areas');
const { onSessionEnd, readEarly, sessionStarted, transportCall, transportFetch, isOpenCall } = await import('./transport');
const { apiFetch } = await import('./mutator');
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

describe('the pair of a call', () => {
  it("parses the cookies once a call (not once a part), and takes the area's own pair, not another area's", () => {
    writeTokens('client', { accessToken: 'C1', refreshToken: 'CR1', tokenType: 'Bearer' });
    const reads = vi.spyOn(document, 'cookie', 'get');
    try {
      expect(readTokens('user')).toEqual({ accessToken: 'A0', refreshToken: 'R0', tokenType: 'Bearer' });
      expect(readTokens('client')).toEqual({ accessToken: 'C1', refreshToken: 'CR1', tokenType: 'Bearer' });
      // One parse a call is two reads of document.cookie (js-cookie looks at it before splitting it); once a part was 12.
      expect(reads).toHaveBeenCalledTimes(4);
    } finally {
      reads.mockRestore();
      clearTokens('client');
    }
  });
});

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

  it('replays a call made from its URL and init with the same body, rebuilding the Request only for the replay (no clone)', async () => {
    const seen = fakeServer();
    const clone = vi.spyOn(Request.prototype, 'clone');
    try {
      const answers = await Promise.all([
        ...Array.from({ length: 10 }, (_, i) =>
          transportCall('http://console.test/api/v1/user/account', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ n: i }) }).then((r) => r.json()),
        ),
        apiFetch<{ data: { body: unknown } }>('/user/account', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ n: 'mutator' }) }),
      ]);
      expect(seen.refreshes).toBe(1);
      expect(answers.map((a) => a.data.body)).toEqual([...Array.from({ length: 10 }, (_, i) => ({ n: i })), { n: 'mutator' }]);
      // Each call was sent twice (A0 refused, then A1 with the same body), and nothing was cloned.
      expect(seen.authorizations.filter((a) => a === 'Bearer A0')).toHaveLength(11);
      expect(seen.authorizations.filter((a) => a === 'Bearer A1')).toHaveLength(11);
      // A Request given with a body (no source to rebuild it from) is still cloned, so that it can be replayed.
      const given = await transportFetch(new Request('http://console.test/api/v1/user/account', { method: 'PUT', body: JSON.stringify({ n: 'given' }) }));
      expect((await given.json()).data.body).toEqual({ n: 'given' });
      expect(clone).toHaveBeenCalledTimes(1);
    } finally {
      clone.mockRestore();
    }
  });

  it('goes through the typed client too', async () => {
    const seen = fakeServer();
    const { data } = await api.GET('/{kind}/account/self', { ...callOptions(), params: { path: { kind: 'user' } } });
    expect(seen.refreshes).toBe(1);
    expect(data).toEqual({ data: { path: '/api/v1/user/account/self', body: null } });
  });
});

/**
 * A fake server that behaves like the embedded backend and a real one: one live pair per session; a refresh
 * rotates it, after which the old access token is unknown (101013) and the old refresh token is refused (101016);
 * with `families`, reusing a rotated refresh token also revokes the pair issued from it (OAuth 2.0 security BCP),
 * so a second refresh with an old pair signs everybody out. Answers come back after a random delay, so calls
 * carrying the old token keep arriving after the refresh.
 */
function rotatingServer({ families = true } = {}) {
  let generation = 0;
  let live: { access: string; refresh: string; expired: boolean } | null = { access: 'A0', refresh: 'R0', expired: true };
  const rotated = new Set<string>();
  const seen = { refreshes: 0, refused: 0, reused: 0, answers: new Map<number, number>() };
  const answer = (status: number, body: unknown) => {
    const code = (body as { code?: number }).code ?? 0;
    seen.answers.set(code, (seen.answers.get(code) ?? 0) + 1);
    return json(status, body);
  };
  const fetch = vi.fn(async (request: Request) => {
    const path = new URL(request.url).pathname;
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 25));
    if (request.method === 'PATCH' && path === '/api/v1/user') {
      seen.refreshes += 1;
      const { accessToken, refreshToken } = (await request.json()) as { accessToken: string; refreshToken: string };
      if (!live || live.refresh !== refreshToken || live.access !== accessToken) {
        seen.reused += 1;
        if (families && rotated.has(refreshToken)) live = null; // reuse revokes the whole family
        return answer(401, { code: 101016, message: 'refresh token failed' });
      }
      rotated.add(live.refresh);
      generation += 1;
      live = { access: `A${generation}`, refresh: `R${generation}`, expired: false };
      return answer(200, { data: { accessToken: live.access, refreshToken: live.refresh, tokenType: 'Bearer' } });
    }
    const token = request.headers.get('authorization')?.replace(/^Bearer /, '');
    if (!live || token !== live.access) {
      seen.refused += 1;
      return answer(401, { code: 101013, message: 'invalid token' });
    }
    if (live.expired) return answer(401, { code: 101014, message: 'token expired' });
    return answer(200, { data: { path } });
  });
  vi.stubGlobal('fetch', fetch);
  return {
    seen,
    revoke: () => {
      live = null;
    },
  };
}

/** Web Locks as the browser gives them to every tab of one origin: one holder per name, the others queue. */
function installWebLocks() {
  const held = new Map<string, Promise<unknown>>();
  let requests = 0;
  const locks = {
    request: (name: string, task: () => Promise<unknown>) => {
      requests += 1;
      const previous = held.get(name) ?? Promise.resolve();
      const result = previous.then(() => task());
      held.set(
        name,
        result.catch(() => undefined),
      );
      return result;
    },
  };
  vi.stubGlobal('navigator', { locks });
  return { requests: () => requests };
}

/** A second tab: the same cookies and Web Locks, its own copy of the transport. */
async function anotherTab() {
  vi.resetModules();
  const tab = await import('./transport');
  tab.sessionStarted('user');
  tab.onSessionEnd(ended);
  return tab;
}

const selfCall = (n: number) =>
  new Request(`http://console.test/api/v1/user/account/self?n=${n}`, { headers: { 'x-n': String(n) } });

describe('refresh storms (the server answers 101013 to rotated tokens and 101016 to reused refresh tokens)', () => {
  it('keeps the session through 50 concurrent calls with an expired token, 10 times over', async () => {
    installWebLocks();
    for (let run = 0; run < 10; run += 1) {
      writeTokens('user', { accessToken: 'A0', refreshToken: 'R0', tokenType: 'Bearer' });
      const { seen } = rotatingServer();
      const results = await Promise.allSettled(Array.from({ length: 50 }, (_, n) => transportFetch(selfCall(n))));
      expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
      expect(seen.refreshes).toBe(1);
      // The storm did reach the case the old transport lost: calls with the rotated token answered 101013.
      if (run === 0) expect(seen.answers.get(101014)).toBeGreaterThan(0);
      expect(readTokens('user')).toEqual({ accessToken: 'A1', refreshToken: 'R1', tokenType: 'Bearer' });
    }
    expect(ended).not.toHaveBeenCalled();
  });

  it('replays a call answered 101013 because it carried a token rotated while it travelled', async () => {
    installWebLocks();
    // Many calls, random delays: some old-token calls reach the server after the rotation.
    let late = 0;
    for (let run = 0; run < 10 && late === 0; run += 1) {
      writeTokens('user', { accessToken: 'A0', refreshToken: 'R0', tokenType: 'Bearer' });
      const server = rotatingServer();
      await Promise.all(Array.from({ length: 30 }, (_, n) => transportFetch(selfCall(n))));
      late = server.seen.answers.get(101013) ?? 0;
    }
    expect(late).toBeGreaterThan(0);
    expect(ended).not.toHaveBeenCalled();
    expect(readTokens('user')?.accessToken).toBe('A1');
  });

  it('refreshes once for two tabs with 3 calls each; the waiting tab uses the new pair', async () => {
    const locks = installWebLocks();
    for (let run = 0; run < 10; run += 1) {
      writeTokens('user', { accessToken: 'A0', refreshToken: 'R0', tokenType: 'Bearer' });
      const { seen } = rotatingServer();
      const second = await anotherTab();
      const calls = [0, 1, 2].flatMap((n) => [transportFetch(selfCall(n)), second.transportFetch(selfCall(10 + n))]);
      const results = await Promise.allSettled(calls);
      expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
      expect(seen.refreshes).toBe(1);
      expect(seen.reused).toBe(0);
      expect(readTokens('user')?.accessToken).toBe('A1');
    }
    expect(locks.requests()).toBeGreaterThan(0);
    expect(ended).not.toHaveBeenCalled();
  });

  it('without a lock shared by the tabs, the same fake server does sign the user out (the test can fail)', async () => {
    vi.stubGlobal('navigator', {});
    let lost = 0;
    for (let run = 0; run < 10 && lost === 0; run += 1) {
      clearTokens('user');
      writeTokens('user', { accessToken: 'A0', refreshToken: 'R0', tokenType: 'Bearer' });
      const { seen } = rotatingServer();
      const second = await anotherTab();
      const calls = [0, 1, 2].flatMap((n) => [transportFetch(selfCall(n)), second.transportFetch(selfCall(10 + n))]);
      const results = await Promise.allSettled(calls);
      if (seen.reused > 0) lost += results.filter((r) => r.status === 'rejected').length;
    }
    expect(lost).toBeGreaterThan(0);
  });

  it('still ends the session when the current token itself is refused (revoked elsewhere)', async () => {
    installWebLocks();
    writeTokens('user', { accessToken: 'A0', refreshToken: 'R0', tokenType: 'Bearer' });
    const server = rotatingServer();
    server.revoke();
    await expect(transportFetch(selfCall(1))).rejects.toMatchObject({ code: 101013, sessionEnded: true });
    expect(ended).toHaveBeenCalledTimes(1);
    expect(readTokens('user')).toBeNull();
  });

  it('ends the session when the refresh token is refused (101016) and does not loop', async () => {
    installWebLocks();
    writeTokens('user', { accessToken: 'A0', refreshToken: 'R-unknown', tokenType: 'Bearer' });
    const { seen } = rotatingServer();
    const results = await Promise.allSettled([transportFetch(selfCall(1)), transportFetch(selfCall(2))]);
    expect(results.every((r) => r.status === 'rejected' && (r.reason as InstanceType<typeof ApiError>).code === 101014)).toBe(true);
    expect(seen.refreshes).toBe(1);
    expect(ended).toHaveBeenCalledTimes(1);
    expect(readTokens('user')).toBeNull();
  });

  it('does not end a newer session because a call with an old pair was refused late', async () => {
    installWebLocks();
    writeTokens('user', { accessToken: 'A0', refreshToken: 'R0', tokenType: 'Bearer' });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('fetch', async (request: Request) => {
      const token = request.headers.get('authorization');
      if (token === 'Bearer A0') {
        await gate; // answered only after the session moved on (signed in again in another tab)
        return json(401, { code: 101013, message: 'invalid token' });
      }
      return json(200, { data: { token } });
    });
    const call = transportFetch(selfCall(1));
    await new Promise((resolve) => setTimeout(resolve, 5));
    writeTokens('user', { accessToken: 'B0', refreshToken: 'S0', tokenType: 'Bearer' });
    release();
    const answer = await (await call).json();
    expect(answer).toEqual({ data: { token: 'Bearer B0' } });
    expect(ended).not.toHaveBeenCalled();
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

describe("the console's language", () => {
  it('goes with every call as Accept-Language (zh-TW until a language is active), unless the caller names one', async () => {
    const { i18n } = await import('@lingui/core');
    const languages: (string | null)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        languages.push(request.headers.get('accept-language'));
        return json(200, { data: [] });
      }),
    );
    writeTokens('user', { accessToken: 'A1', refreshToken: 'R1', tokenType: 'Bearer' });
    const before = i18n.locale;
    await transportFetch(new Request('http://console.test/api/v1/user/sites'));
    i18n.activate('zh-CN');
    await transportFetch(new Request('http://console.test/api/v1/client/setting/dns/lines'));
    await transportFetch(new Request('http://console.test/api/v1/client/setting/dns/lines', { headers: { 'Accept-Language': 'en' } }));
    expect(languages).toEqual([before || 'zh-TW', 'zh-CN', 'en']);
  });
});

describe('the reads a screen asks for as its page starts', () => {
  /** A server that answers every call with its method and address, and counts them. */
  function countingServer() {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        const { search } = new URL(request.url);
        const pathname = new URL(request.url).pathname.replace('/api/v1', '');
        calls.push(`${request.method} ${pathname}${search}`);
        return json(200, { data: { asked: `${pathname}${search}`, time: calls.length } });
      }),
    );
    vi.stubGlobal('location', new URL('http://console.test/user/sitesManagement/sitesList'));
    writeTokens('user', { accessToken: 'A1', refreshToken: 'R1', tokenType: 'Bearer' });
    return calls;
  }
  const read = (address: string) => transportCall(`http://console.test/api/v1${address}`).then((response) => response.json());

  it('gives the answer to the first GET of the same address (its query in any order), once', async () => {
    const calls = countingServer();
    readEarly('/user/sites?page=1&pageSize=10');
    await expect(read('/user/sites?pageSize=10&page=1')).resolves.toEqual({ data: { asked: '/user/sites?page=1&pageSize=10', time: 1 } });
    expect(calls).toEqual(['GET /user/sites?page=1&pageSize=10']);
    // Once: the next read (a refetch) is a call of its own; another query is another address.
    await read('/user/sites?page=1&pageSize=10');
    readEarly('/user/sites?page=1&pageSize=10');
    await read('/user/sites?page=2&pageSize=10');
    expect(calls).toEqual(['GET /user/sites?page=1&pageSize=10', 'GET /user/sites?page=1&pageSize=10', 'GET /user/sites?page=1&pageSize=10', 'GET /user/sites?page=2&pageSize=10']);
  });

  it('drops what was read early at a write, and in another session', async () => {
    const calls = countingServer();
    readEarly('/user/site/tags');
    await transportCall('http://console.test/api/v1/user/site/4101/tags', { method: 'PUT', body: '{"tags":[]}' });
    await expect(read('/user/site/tags')).resolves.toMatchObject({ data: { time: 3 } });
    expect(calls).toEqual(['GET /user/site/tags', 'PUT /user/site/4101/tags', 'GET /user/site/tags']);

    readEarly('/user/resourceInfo');
    writeTokens('user', { accessToken: 'A2', refreshToken: 'R2', tokenType: 'Bearer' });
    await expect(read('/user/resourceInfo')).resolves.toMatchObject({ data: { time: 5 } });
  });

  it('gives nothing once it is older than a page start', async () => {
    const calls = countingServer();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      readEarly('/user/metaSites');
      vi.setSystemTime(Date.now() + 60_000);
      await read('/user/metaSites');
      expect(calls).toEqual(['GET /user/metaSites', 'GET /user/metaSites']);
    } finally {
      vi.useRealTimers();
    }
  });
});
