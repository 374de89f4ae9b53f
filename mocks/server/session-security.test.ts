// Sessions and API tokens (issue 15, findings 7 and 8; issue 24): refresh-token families, switched sessions ending
// with their parent, sign-in throttling per (account, address) with growing waits and per address (101031), the
// client address behind a trusted proxy, throttled password checks inside a session, authenticator codes used
// once, a limit on second-step codes, and API tokens that cannot mint credentials.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_CODE_LIMIT, ADDRESS_PASSWORD_LIMIT, addressKey, PAIR_FREE_FAILURES, PAIR_MAX_DELAY_MS, pairDelayMs, THROTTLE_WINDOW_MS } from './domain/throttle.ts';
import { clientAddress, parseTrustedProxies } from './http.ts';
import { LANTERN_TOTP_SECRET } from './state/seed-data.ts';
import { appCode, DEMO, IDS, startTestBackend, type TestBackend } from './testing.ts';

interface Envelope<T = unknown> {
  code?: number;
  extra?: unknown;
  data: T;
}
interface Pair {
  accessToken: string;
  refreshToken: string;
}

let t: TestBackend;
let clock = Date.now();
beforeEach(async () => {
  clock = Date.now();
  t = await startTestBackend({ now: () => clock });
});
afterEach(() => t.close());

const bodyOf = ({ accessToken, refreshToken }: Pair) => ({ accessToken, refreshToken });
const refresh = (pair: Pair) => t.call<Envelope<Pair>>('PATCH', '/user', { body: bodyOf(pair) });

describe('refresh-token families (finding 8)', () => {
  it('ends the whole family when a rotated-away refresh token is used again', async () => {
    const first = await t.signIn('user', DEMO.mei.email, DEMO.mei.password);
    const second = (await refresh(first)).body.data;
    expect((await t.call('GET', '/user/account/self', { token: second.accessToken })).status).toBe(200);
    clock += 60_000;
    // A thief replays the first pair: refused, and the legitimate second pair dies with its family.
    expect((await refresh(first)).body.code).toBe(101016);
    expect((await t.call<Envelope>('GET', '/user/account/self', { token: second.accessToken })).body.code).toBe(101013);
    expect((await refresh(second)).body.code).toBe(101016);
  });

  it('only refuses a reuse within a few seconds of the rotation (two tabs racing), keeping the family', async () => {
    const first = await t.signIn('user', DEMO.mei.email, DEMO.mei.password);
    const second = (await refresh(first)).body.data;
    expect((await refresh(first)).body.code).toBe(101016);
    expect((await t.call('GET', '/user/account/self', { token: second.accessToken })).status).toBe(200);
  });
});

describe('switched sessions (finding 8)', () => {
  it('end when the manager signs out', async () => {
    const mei = await t.signIn('user', DEMO.mei.email, DEMO.mei.password);
    const kai = (await t.call<Envelope<Pair>>('POST', '/user/proxy', { token: mei.accessToken, body: { id: IDS.kai } })).body.data;
    expect((await t.call('GET', '/user/account/self', { token: kai.accessToken })).status).toBe(200);
    expect((await t.call('DELETE', '/user', { token: mei.accessToken, body: bodyOf(mei) })).status).toBe(200);
    expect((await t.call<Envelope>('GET', '/user/account/self', { token: kai.accessToken })).body.code).toBe(101013);
  });

  it('survive the manager refreshing its own pair', async () => {
    const mei = await t.signIn('user', DEMO.mei.email, DEMO.mei.password);
    const kai = (await t.call<Envelope<Pair>>('POST', '/user/proxy', { token: mei.accessToken, body: { id: IDS.kai } })).body.data;
    const renewed = (await refresh(mei)).body.data;
    expect((await t.call('GET', '/user/account/self', { token: kai.accessToken })).status).toBe(200);
    expect((await t.call('DELETE', '/user', { token: renewed.accessToken, body: bodyOf(renewed) })).status).toBe(200);
    expect((await t.call<Envelope>('GET', '/user/account/self', { token: kai.accessToken })).body.code).toBe(101013);
  });
});

describe('sign-in throttling per account and address (issue 24, item 5)', () => {
  // The test backend trusts its own loopback as a proxy: X-Real-IP then names the client, as nginx sends it.
  let proxied: TestBackend;
  beforeEach(async () => {
    proxied = await startTestBackend({ now: () => clock, trustedProxies: '127.0.0.1' });
  });
  afterEach(() => proxied.close());

  const ATTACKER = '203.0.113.7';
  const OWNER = '198.51.100.20';
  const loginFrom = (address: string, area: string, account: string, password: string, headers: Record<string, string> = { 'x-real-ip': address }) =>
    proxied.call<Envelope<{ onePassKey: string; vcode?: string }>>('POST', `/${area}/login`, { body: { account, password }, headers });
  /** Both steps of an account without a second factor, from one address. */
  async function signInFrom(address: string, area: string, account: string, password: string): Promise<number> {
    const first = await loginFrom(address, area, account, password);
    if (first.status !== 200) return first.status;
    const { onePassKey, vcode } = first.body.data;
    const body = { account, password, onePassKey, login2FAType: 2, vcode };
    return (await proxied.call('POST', `/${area}/code`, { body, headers: { 'x-real-ip': address } })).status;
  }

  it('lets the first wrong passwords of a pair through, then makes it wait 1 s, 2 s, 4 s (101031 with the seconds)', async () => {
    for (let i = 0; i < PAIR_FREE_FAILURES; i += 1) expect((await loginFrom(ATTACKER, 'user', DEMO.mei.email, 'Wrong-Password-1')).body.code).toBe(101012);
    for (const seconds of [1, 2, 4, 8]) {
      // Even the right password waits: the step answers before looking at it.
      const refused = await loginFrom(ATTACKER, 'user', DEMO.mei.email, DEMO.mei.password);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ code: 101031, extra: { num: 1, seconds } });
      clock += seconds * 1000 - 1;
      expect((await loginFrom(ATTACKER, 'user', DEMO.mei.email, 'Wrong-Password-1')).body).toMatchObject({ extra: { seconds: 1 } });
      clock += 1;
      expect((await loginFrom(ATTACKER, 'user', DEMO.mei.email, 'Wrong-Password-1')).body.code).toBe(101012);
    }
    expect(pairDelayMs(40)).toBe(PAIR_MAX_DELAY_MS);
    // After the wait the right password signs in and the pair starts again.
    clock += 16_000;
    expect(await signInFrom(ATTACKER, 'user', DEMO.mei.email, DEMO.mei.password)).toBe(200);
    for (let i = 0; i < PAIR_FREE_FAILURES; i += 1) expect((await loginFrom(ATTACKER, 'user', DEMO.mei.email, 'Wrong-Password-1')).body.code).toBe(101012);
  });

  it('never locks the owner out from another address, however long an attacker guesses (the probe of item 5)', async () => {
    // The probe: wrong passwords for the owner, the admin root and others, from one address, for an hour.
    for (let minute = 0; minute < 60; minute += 1) {
      for (const [area, account] of [['user', DEMO.mei.email], ['admin', DEMO.admin.email], ['client', DEMO.northwind.email]] as const) {
        await loginFrom(ATTACKER, area, account, `Guess-${minute}`);
      }
      clock += 60_000;
    }
    expect((await loginFrom(ATTACKER, 'user', DEMO.mei.email, DEMO.mei.password)).body.code).toBe(101031);
    expect((await loginFrom(ATTACKER, 'admin', DEMO.admin.email, DEMO.admin.password)).body.code).toBe(101031);
    // The owners, from their own addresses, sign in at once.
    expect(await signInFrom(OWNER, 'user', DEMO.mei.email, DEMO.mei.password)).toBe(200);
    expect(await signInFrom('198.51.100.99', 'admin', DEMO.admin.email, DEMO.admin.password)).toBe(200);
    expect(await signInFrom('2001:db8:1::5', 'client', DEMO.northwind.email, DEMO.northwind.password)).toBe(200);
  });

  it('throttles an address trying many accounts (20 wrong passwords in 15 minutes), not the others', async () => {
    for (let i = 0; i < ADDRESS_PASSWORD_LIMIT; i += 1) expect((await loginFrom(ATTACKER, 'user', `nobody-${i}@example.com`, 'Wrong-Password-1')).body.code).toBe(101012);
    const refused = await loginFrom(ATTACKER, 'user', DEMO.ling.email, DEMO.ling.password);
    expect(refused.body).toMatchObject({ code: 101031, extra: { num: 15, seconds: 900 } });
    expect(await signInFrom(OWNER, 'user', DEMO.mei.email, DEMO.mei.password)).toBe(200);
    clock += THROTTLE_WINDOW_MS + 1;
    expect((await loginFrom(ATTACKER, 'user', DEMO.ling.email, DEMO.ling.password)).status).toBe(200);
  });

  it('counts IPv6 clients by their /64: rotating within it changes nothing', async () => {
    for (let i = 0; i < PAIR_FREE_FAILURES; i += 1) await loginFrom(`2001:db8:7:1::${i + 1}`, 'user', DEMO.mei.email, 'Wrong-Password-1');
    expect((await loginFrom('2001:db8:7:1:ffff::9', 'user', DEMO.mei.email, DEMO.mei.password)).body.code).toBe(101031);
    expect((await loginFrom('2001:db8:7:2::1', 'user', DEMO.mei.email, DEMO.mei.password)).status).toBe(200);
    expect(addressKey('::ffff:192.0.2.4')).toBe('192.0.2.4');
  });

  it('does not believe X-Real-IP or X-Forwarded-For from a caller that is not a trusted proxy', async () => {
    const direct = await startTestBackend({ now: () => clock, trustedProxies: '10.0.0.0/8, ::1' });
    try {
      const answers: (number | undefined)[] = [];
      for (let i = 0; i < PAIR_FREE_FAILURES + 1; i += 1) {
        const headers = { 'x-real-ip': `192.0.2.${i + 1}`, 'x-forwarded-for': `192.0.2.${i + 1}` };
        answers.push((await direct.call<Envelope>('POST', '/user/login', { body: { account: DEMO.mei.email, password: 'Wrong-Password-1' }, headers })).body.code);
      }
      expect(answers).toEqual([101012, 101012, 101012, 101031]);
    } finally {
      await direct.close();
    }
  });

  it('limits second-step codes per account across new onePassKeys', async () => {
    let refusedWith = 0;
    for (let i = 0; i < ACCOUNT_CODE_LIMIT + 2; i += 1) {
      const first = await proxied.call<Envelope<{ onePassKey: string }>>('POST', '/user/login', { body: { account: DEMO.kai.email, password: DEMO.kai.password } });
      const second = await proxied.call<Envelope>('POST', '/user/code', { body: { account: DEMO.kai.email, password: DEMO.kai.password, onePassKey: first.body.data.onePassKey, login2FAType: 0, vcode: '000000' } });
      refusedWith = second.body.code ?? 0;
    }
    expect(refusedWith).toBe(101031);
  });
});

describe('the client address (http.ts clientAddress)', () => {
  const request = (socket: string, headers: Record<string, string> = {}) => ({ socket: { remoteAddress: socket }, headers }) as never;
  const nginx = parseTrustedProxies('127.0.0.1, ::1');

  it('is the socket address unless the socket is a trusted proxy', () => {
    expect(clientAddress(request('192.0.2.9', { 'x-real-ip': '203.0.113.1' }), nginx)).toBe('192.0.2.9');
    expect(clientAddress(request('::ffff:192.0.2.9', { 'x-forwarded-for': '203.0.113.1' }), nginx)).toBe('192.0.2.9');
    expect(clientAddress(request('127.0.0.1', { 'x-real-ip': '203.0.113.1' }), [])).toBe('127.0.0.1');
  });

  it('behind a trusted proxy: X-Real-IP, else the last untrusted hop of X-Forwarded-For (what the client wrote on the left is ignored)', () => {
    expect(clientAddress(request('127.0.0.1', { 'x-real-ip': '203.0.113.1', 'x-forwarded-for': '1.2.3.4, 203.0.113.1' }), nginx)).toBe('203.0.113.1');
    expect(clientAddress(request('::1', { 'x-forwarded-for': '1.2.3.4, 203.0.113.1' }), nginx)).toBe('203.0.113.1');
    // Two proxies (a balancer at 10.0.0.5 in front of nginx): the hop before them.
    const chain = parseTrustedProxies(['127.0.0.1', '10.0.0.0/8']);
    expect(clientAddress(request('127.0.0.1', { 'x-real-ip': '10.0.0.5', 'x-forwarded-for': '1.2.3.4, 203.0.113.1, 10.0.0.5' }), chain)).toBe('203.0.113.1');
    // Nothing usable: the proxy's own address.
    expect(clientAddress(request('127.0.0.1', { 'x-real-ip': 'not an address' }), nginx)).toBe('127.0.0.1');
  });

  it('refuses a setting that is not an address or a range', () => {
    expect(() => parseTrustedProxies('127.0.0.1, localhost')).toThrow(/localhost/);
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow(/10\.0\.0\.0\/33/);
  });
});

describe('password checks inside a session (issue 24, item 8)', () => {
  let proxied: TestBackend;
  beforeEach(async () => {
    proxied = await startTestBackend({ now: () => clock, trustedProxies: '127.0.0.1' });
  });
  afterEach(() => proxied.close());

  it('throttles POST {kind}/verify, PATCH {kind}/password and turning two-factor off together, per address', async () => {
    const token = (await proxied.signIn('user', DEMO.mei.email, DEMO.mei.password)).accessToken;
    const from = (address: string) => ({ token, headers: { 'x-real-ip': address } });
    const THIEF = '203.0.113.50';
    expect((await proxied.call<Envelope>('POST', '/user/verify', { ...from(THIEF), body: { password: 'Guess-1' } })).body.code).toBe(101012);
    expect((await proxied.call<Envelope>('PATCH', '/user/password', { ...from(THIEF), body: { oldPassword: 'Guess-2', password: 'Harbor-Tea-2099' } })).body.code).toBe(101012);
    const phase0 = await proxied.call<Envelope<{ onePassKey: string }>>('POST', '/user/login2fa/phase0', { ...from(THIEF), body: { login2FAType: 2 } });
    const off = { onePassKey: phase0.body.data.onePassKey, password: 'Guess-3' };
    expect((await proxied.call<Envelope>('POST', '/user/login2fa/phase1', { ...from(THIEF), body: off })).body.code).toBe(101012);
    // The fourth guess waits, whichever of the three it uses, even with the right password.
    expect((await proxied.call<Envelope>('POST', '/user/verify', { ...from(THIEF), body: { password: DEMO.mei.password } })).body).toMatchObject({ code: 101031, extra: { seconds: 1 } });
    expect((await proxied.call<Envelope>('PATCH', '/user/password', { ...from(THIEF), body: { oldPassword: DEMO.mei.password, password: 'Harbor-Tea-2099' } })).body.code).toBe(101031);
    // The sign-in form from that address waits too (the same pair); the owner elsewhere does not.
    expect((await proxied.call<Envelope>('POST', '/user/login', { body: { account: DEMO.mei.email, password: DEMO.mei.password }, headers: { 'x-real-ip': THIEF } })).body.code).toBe(101031);
    expect((await proxied.call('POST', '/user/verify', { ...from('198.51.100.20'), body: { password: DEMO.mei.password } })).status).toBe(200);
    clock += 1000;
    expect((await proxied.call('POST', '/user/verify', { ...from(THIEF), body: { password: DEMO.mei.password } })).status).toBe(200);
  });
});

describe('authenticator codes are accepted once (issue 24, item 8: RFC 6238 §5.2)', () => {
  const codeStep = (onePassKey: string, vcode: string) =>
    t.call<Envelope<Pair>>('POST', '/user/code', { body: { account: DEMO.ling.email, password: DEMO.ling.password, onePassKey, login2FAType: 1, vcode } });
  const firstStep = async () => (await t.call<Envelope<{ onePassKey: string }>>('POST', '/user/login', { body: { account: DEMO.ling.email, password: DEMO.ling.password } })).body.data.onePassKey;

  it('refuses a code that signed in once, and an older code after a newer one', async () => {
    const now = appCode(LANTERN_TOTP_SECRET, clock);
    expect((await codeStep(await firstStep(), now)).status).toBe(200);
    // The same code again, within its 30 s (a replay from a shoulder-surfer or a phishing proxy).
    const replay = await codeStep(await firstStep(), now);
    expect(replay.body.code).toBe(101013);
    // The next period's code (accepted one period early) works; then the current one, older, no longer does.
    const key = await firstStep();
    expect((await codeStep(key, appCode(LANTERN_TOTP_SECRET, clock + 30_000))).status).toBe(200);
    const previous = await firstStep();
    expect((await codeStep(previous, appCode(LANTERN_TOTP_SECRET, clock - 30_000))).body.code).toBe(101013);
    // Once its period has passed, a new code works as usual.
    clock += 60_000;
    expect((await codeStep(previous, appCode(LANTERN_TOTP_SECRET, clock))).status).toBe(200);
  });

  it('remembers the last used period on the account (saved with the state, so a restart keeps it)', async () => {
    const used = appCode(LANTERN_TOTP_SECRET, clock);
    expect((await codeStep(await firstStep(), used)).status).toBe(200);
    expect(t.backend.store.accounts.get(IDS.ling)?.totpLastStep).toBe(Math.floor(clock / 30_000));
  });
});

describe('API tokens (finding 7)', () => {
  it('cannot mint tokens, accounts, roles, switch sessions or change passwords and 2FA', async () => {
    const mei = await t.signIn('user', DEMO.mei.email, DEMO.mei.password);
    const created = await t.call<Envelope<{ refreshToken: string }>>('POST', '/apiToken', { token: mei.accessToken, body: { name: 'ci', days: 1 } });
    const apiToken = created.body.data.refreshToken;
    const tries: [string, string, unknown][] = [
      ['POST', '/apiToken', { name: 'forever', days: 0 }],
      ['POST', '/user/account', { email: 'minted@harbor-tea.example', accountName: 'minted', roleID: 7 }],
      ['POST', '/user/role', { name: 'Minted', metaRoleIDs: [1] }],
      ['POST', '/user/proxy', { id: IDS.kai }],
      ['PATCH', '/user/password', { oldPassword: DEMO.mei.password, password: 'Harbor-Tea-2099' }],
      ['POST', '/user/login2fa/phase0', { login2FAType: 2 }],
    ];
    for (const [method, path, body] of tries) {
      const answer = await t.call<Envelope>(method, path, { token: apiToken, body });
      expect(answer.body, `${method} ${path}`).toMatchObject({ code: 101018, extra: { permission: 'session' } });
    }
    // What it may do, it can; revoked, it can do nothing.
    expect((await t.call('GET', '/user/sites', { token: apiToken })).status).toBe(200);
    const list = await t.call<Envelope<{ id: number }[]>>('GET', '/apiTokens', { token: mei.accessToken });
    await t.call('DELETE', '/apiTokens', { token: mei.accessToken, body: { ids: list.body.data.map((x) => x.id) } });
    expect((await t.call<Envelope>('GET', '/user/sites', { token: apiToken })).body.code).toBe(101013);
  });
});
