// Sessions and API tokens (issue 15, findings 7 and 8): refresh-token families, switched sessions ending with
// their parent, sign-in throttling per account and address (101031), a limit on second-step codes, and API
// tokens that cannot mint credentials.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_CODE_LIMIT, ACCOUNT_PASSWORD_LIMIT, ADDRESS_PASSWORD_LIMIT } from './domain/throttle.ts';
import { DEMO, IDS, startTestBackend, type TestBackend } from './testing.ts';

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

describe('sign-in throttling (finding 8)', () => {
  const login = (account: string, password: string, headers?: Record<string, string>) =>
    t.call<Envelope>('POST', '/user/login', { body: { account, password }, headers });

  it('refuses the right password after too many wrong ones (101031, minutes to wait), until the window passes', async () => {
    for (let i = 0; i < ACCOUNT_PASSWORD_LIMIT; i += 1) expect((await login(DEMO.mei.email, 'Wrong-Password-1')).body.code).toBe(101012);
    const refused = await login(DEMO.mei.email, DEMO.mei.password);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 101031, extra: { num: 15 } });
    // Another account is not affected; the account is again after the window.
    expect((await login(DEMO.ling.email, DEMO.ling.password)).status).toBe(200);
    clock += 15 * 60_000 + 1;
    expect((await login(DEMO.mei.email, DEMO.mei.password)).status).toBe(200);
  });

  it('throttles an address trying many accounts', async () => {
    for (let i = 0; i < ADDRESS_PASSWORD_LIMIT; i += 1) await login(`nobody-${i}@example.com`, 'Wrong-Password-1');
    expect((await login(DEMO.ling.email, DEMO.ling.password)).body.code).toBe(101031);
  });

  it('limits second-step codes per account across new onePassKeys', async () => {
    let refusedWith = 0;
    for (let i = 0; i < ACCOUNT_CODE_LIMIT + 2; i += 1) {
      const first = await t.call<Envelope<{ onePassKey: string }>>('POST', '/user/login', { body: { account: DEMO.kai.email, password: DEMO.kai.password } });
      const second = await t.call<Envelope>('POST', '/user/code', { body: { account: DEMO.kai.email, password: DEMO.kai.password, onePassKey: first.body.data.onePassKey, login2FAType: 0, vcode: '000000' } });
      refusedWith = second.body.code ?? 0;
    }
    expect(refusedWith).toBe(101031);
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
