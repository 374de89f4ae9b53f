// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema';
import { LANTERN_TOTP_SECRET } from './state/seed-data.ts';
import { useTestBackend } from './test-backend.ts';
import { appCode, DEMO, startTestBackend } from './testing.ts';

type TokenPair = components['schemas']['TokenPair'];
type Challenge = { data: components['schemas']['LoginChallenge'] };
type Envelope = components['schemas']['ErrorEnvelope'];
type Self = { data: components['schemas']['Account'] };

const { t } = useTestBackend();

const login = (area: string, account: string, password: string) => t.call<Challenge>('POST', `/${area}/login`, { body: { account, password } });
const code = (area: string, body: Record<string, unknown>) => t.call<{ data: TokenPair } & Envelope>('POST', `/${area}/code`, { body });
const pairOf = ({ accessToken, refreshToken }: TokenPair) => ({ accessToken, refreshToken });
const self = (area: string, token: string) => t.call<Self & Envelope>('GET', `/${area}/account/self`, { token });

describe('sign-in', () => {
  it('without a second factor (type 2) returns the code itself and signs in with it', async () => {
    const first = await login('user', DEMO.mei.email, DEMO.mei.password);
    expect(first.status).toBe(200);
    expect(first.body.data.login2FAType).toBe(2);
    expect(first.body.data.vcode).toMatch(/^\d{6}$/);
    const second = await code('user', { account: DEMO.mei.email, password: DEMO.mei.password, onePassKey: first.body.data.onePassKey, vcode: first.body.data.vcode });
    expect(second.status).toBe(200);
    expect(second.body.data.tokenType).toBe('Bearer');
    const me = await self('user', second.body.data.accessToken);
    expect(me.body.data.email).toBe(DEMO.mei.email);
  });

  it('by account name as well as by email', async () => {
    const first = await login('user', 'mei-lin', DEMO.mei.password);
    expect(first.status).toBe(200);
  });

  it('with a mailed code (type 0): the code is in the mailbox, not in the answer', async () => {
    const first = await login('user', DEMO.kai.email, DEMO.kai.password);
    expect(first.body.data).not.toHaveProperty('vcode');
    expect(first.body.data.login2FAType).toBe(0);
    const [mail] = await t.mails(DEMO.kai.email);
    expect(mail?.code).toMatch(/^\d{6}$/);
    const second = await code('user', { account: DEMO.kai.email, password: DEMO.kai.password, onePassKey: first.body.data.onePassKey, vcode: mail?.code });
    expect(second.status).toBe(200);
    expect((await self('user', second.body.data.accessToken)).body.data.accountName).toBe('kai-wu');
  });

  it('with the authenticator app (type 1): the TOTP of the bound secret', async () => {
    const first = await login('user', DEMO.ling.email, DEMO.ling.password);
    expect(first.body.data.login2FAType).toBe(1);
    expect(first.body.data).not.toHaveProperty('vcode');
    const second = await code('user', { account: DEMO.ling.email, password: DEMO.ling.password, onePassKey: first.body.data.onePassKey, vcode: appCode(LANTERN_TOTP_SECRET) });
    expect(second.status).toBe(200);
  });

  it('refuses a wrong password with 101012 and an unknown account the same way', async () => {
    for (const [account, password] of [[DEMO.mei.email, 'Harbor-Tea-2025'], ['nobody@nowhere.example', 'whatever-1']] as const) {
      const answer = await t.call<Envelope>('POST', '/user/login', { body: { account, password } });
      expect(answer.status).toBe(401);
      expect(answer.body.code).toBe(101012);
    }
  });

  it('refuses a wrong code with 101013 and keeps the key for another try', async () => {
    const first = await login('user', DEMO.kai.email, DEMO.kai.password);
    const [mail] = await t.mails(DEMO.kai.email);
    const wrong = mail?.code === '000000' ? '111111' : '000000';
    const base = { account: DEMO.kai.email, password: DEMO.kai.password, onePassKey: first.body.data.onePassKey };
    const refused = await code('user', { ...base, vcode: wrong });
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe(101013);
    expect((await code('user', { ...base, vcode: mail?.code })).status).toBe(200);
  });

  it('burns the onePassKey after 5 wrong codes', async () => {
    const first = await login('user', DEMO.ling.email, DEMO.ling.password);
    const base = { account: DEMO.ling.email, password: DEMO.ling.password, onePassKey: first.body.data.onePassKey };
    for (let i = 0; i < 5; i += 1) expect((await code('user', { ...base, vcode: 'abcdef' })).body.code).toBe(101013);
    expect((await code('user', { ...base, vcode: appCode(LANTERN_TOTP_SECRET) })).body.code).toBe(101013);
  });

  it('uses a onePassKey once', async () => {
    const first = await login('user', DEMO.mei.email, DEMO.mei.password);
    const body = { account: DEMO.mei.email, password: DEMO.mei.password, onePassKey: first.body.data.onePassKey, vcode: first.body.data.vcode };
    expect((await code('user', body)).status).toBe(200);
    expect((await code('user', body)).body.code).toBe(101013);
  });

  it('refuses a disabled account and an unconfirmed email with 101008', async () => {
    expect((await t.call<Envelope>('POST', '/user/login', { body: { account: DEMO.disabled.email, password: DEMO.disabled.password } })).body.code).toBe(101008);
    expect((await t.call<Envelope>('POST', '/user/login', { body: { account: DEMO.newHire.email, password: 'anything-at-all' } })).body.code).toBe(101008);
  });

  it('refuses an account of another console exactly as a wrong password (issue 24), at both steps', async () => {
    const wrong = await login('client', DEMO.northwind.email, 'Not-The-Password-1');
    expect(wrong.status).toBe(401);
    for (const [area, account] of [
      ['admin', DEMO.mei],
      ['admin', DEMO.northwind],
      ['client', DEMO.mei],
      ['client', DEMO.admin],
      ['user', DEMO.admin],
      ['user', DEMO.northwind],
    ] as const) {
      const answer = await login(area, account.email, account.password);
      expect({ status: answer.status, body: answer.body }, `${account.email} in ${area}`).toEqual({ status: wrong.status, body: wrong.body });
    }
    // The code step checks the credentials again: a onePassKey of the account's own console does not open another.
    const own = await login('user', DEMO.mei.email, DEMO.mei.password);
    const { onePassKey, vcode } = own.body.data;
    const elsewhere = await code('admin', { account: DEMO.mei.email, password: DEMO.mei.password, onePassKey, login2FAType: 2, vcode });
    expect({ status: elsewhere.status, body: elsewhere.body }).toEqual({ status: wrong.status, body: wrong.body });
    expect((await code('user', { account: DEMO.mei.email, password: DEMO.mei.password, onePassKey, login2FAType: 2, vcode })).status).toBe(200);
  });

  it('refuses a disabled or unconfirmed account of another console as a wrong password too (no 101008)', async () => {
    const wrong = await login('client', DEMO.northwind.email, 'Not-The-Password-1');
    expect((await login('admin', DEMO.disabled.email, DEMO.disabled.password)).body).toEqual(wrong.body);
    expect((await login('client', DEMO.newHire.email, 'anything-at-all')).body).toEqual(wrong.body);
  });

  it('mails a sign-in notice to accounts that asked for it', async () => {
    await t.signIn('user', DEMO.mei.email, DEMO.mei.password);
    expect((await t.mails(DEMO.mei.email))[0]?.subject).toMatch(/sign-in/i);
  });
});

describe('session', () => {
  it('needs a token (101013) and refuses an unknown one (101013)', async () => {
    expect((await t.call<Envelope>('GET', '/user/account/self')).body.code).toBe(101013);
    expect((await t.call<Envelope>('GET', '/user/account/self', { token: 'pat_forged' })).body.code).toBe(101013);
  });

  it('rotates the pair on refresh: the new pair works, the old one is refused with 101016 and 101013', async () => {
    const old = await t.signIn('user', DEMO.mei.email, DEMO.mei.password);
    const refreshed = await t.call<{ data: TokenPair }>('PATCH', '/user', { body: pairOf(old) });
    expect(refreshed.status).toBe(200);
    const fresh = refreshed.body.data;
    expect(fresh.refreshToken).not.toBe(old.refreshToken);
    expect((await self('user', fresh.accessToken)).status).toBe(200);

    const again = await t.call<Envelope>('PATCH', '/user', { body: pairOf(old) });
    expect(again.status).toBe(401);
    expect(again.body.code).toBe(101016);
    expect((await self('user', old.accessToken)).body.code).toBe(101013);
  });

  it('refuses a refresh with a mismatched pair or in another area (101016)', async () => {
    const a = await t.signIn('user', DEMO.mei.email, DEMO.mei.password);
    const b = await t.signIn('user', DEMO.kai.email, DEMO.kai.password);
    expect((await t.call<Envelope>('PATCH', '/user', { body: { accessToken: a.accessToken, refreshToken: b.refreshToken } })).body.code).toBe(101016);
    expect((await t.call<Envelope>('PATCH', '/client', { body: { accessToken: a.accessToken, refreshToken: a.refreshToken } })).body.code).toBe(101016);
  });

  it('answers 101014 for an expired access token, and the refresh then works', async () => {
    const pair = await t.signIn('user', DEMO.mei.email, DEMO.mei.password);
    const hook = await t.call<{ expired: number }>('POST', '/__mock/expire-access', { query: { area: 'user' } });
    expect(hook.body.expired).toBeGreaterThanOrEqual(1);
    const expired = await self('user', pair.accessToken);
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe(101014);
    const refreshed = await t.call<{ data: TokenPair }>('PATCH', '/user', { body: pairOf(pair) });
    expect(refreshed.status).toBe(200);
    expect((await self('user', refreshed.body.data.accessToken)).status).toBe(200);
  });

  it('expires only the named area', async () => {
    const user = await t.signIn('user', DEMO.mei.email, DEMO.mei.password);
    const client = await t.signIn('client', DEMO.northwind.email, DEMO.northwind.password);
    await t.call('POST', '/__mock/expire-access', { query: { area: 'client' } });
    expect((await self('user', user.accessToken)).status).toBe(200);
    expect((await self('client', client.accessToken)).body.code).toBe(101014);
  });

  it('ends with the access-token lifetime', async () => {
    let now = Date.parse('2026-11-26T09:00:00Z');
    const timed = await startTestBackend({ now: () => now, accessTtlSeconds: 60 });
    try {
      const pair = await timed.signIn('user', DEMO.mei.email, DEMO.mei.password);
      now += 59_000;
      expect((await timed.call('GET', '/user/account/self', { token: pair.accessToken })).status).toBe(200);
      now += 2_000;
      expect((await timed.call<Envelope>('GET', '/user/account/self', { token: pair.accessToken })).body.code).toBe(101014);
    } finally {
      await timed.close();
    }
  });

  it('signs out: the pair is revoked (101013 afterwards) and cannot be revoked twice (101015)', async () => {
    const pair = await t.signIn('user', DEMO.mei.email, DEMO.mei.password);
    const out = await t.call<components['schemas']['Done']>('DELETE', '/user', { token: pair.accessToken, body: pairOf(pair) });
    expect(out.body).toEqual({ code: 101001, message: 'OK' });
    expect((await self('user', pair.accessToken)).body.code).toBe(101013);
    expect((await t.call<Envelope>('PATCH', '/user', { body: pairOf(pair) })).body.code).toBe(101016);

    const other = await t.signIn('user', DEMO.mei.email, DEMO.mei.password);
    const twice = await t.call<Envelope>('DELETE', '/user', { token: other.accessToken, body: pairOf(pair) });
    expect(twice.status).toBe(401);
    expect(twice.body.code).toBe(101015);
  });

  it('signs out with an expired access token (no refresh needed to leave)', async () => {
    const pair = await t.signIn('user', DEMO.mei.email, DEMO.mei.password);
    await t.call('POST', '/__mock/expire-access');
    expect((await t.call('DELETE', '/user', { token: pair.accessToken, body: pairOf(pair) })).status).toBe(200);
  });

  it('confirms the password (POST {kind}/verify)', async () => {
    const pair = await t.signIn('user', DEMO.mei.email, DEMO.mei.password);
    expect((await t.call('POST', '/user/verify', { token: pair.accessToken, body: { password: DEMO.mei.password } })).status).toBe(200);
    expect((await t.call<Envelope>('POST', '/user/verify', { token: pair.accessToken, body: { password: 'not-it-at-all' } })).body.code).toBe(101012);
  });
});
