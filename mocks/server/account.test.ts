// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema';
import { sha256 } from './domain/secrets.ts';
import { useTestBackend } from './test-backend.ts';
import { appCode, DEMO, IDS } from './testing.ts';

type Account = components['schemas']['Account'];
type AccountList = components['schemas']['AccountList'];
type Envelope = components['schemas']['ErrorEnvelope'];
type MailToken = components['schemas']['MailToken'];
type TokenPair = components['schemas']['TokenPair'];

const { t, tokens } = useTestBackend({ signIn: ['mei', 'northwind'] });

const accountsSnapshot = () => JSON.stringify(t.backend.store.accounts.toArray());

describe('own account', () => {
  it('updates the fields an account may change of itself', async () => {
    const saved = await t.call<{ data: Account }>('PUT', '/user/account/self', { token: tokens.mei, body: { phone: '+886 2 2555 0199', loginNotify: false } });
    expect(saved.status).toBe(200);
    expect(saved.body.data.phone).toBe('+886 2 2555 0199');
    expect(saved.body.data.loginNotify).toBe(false);
  });

  it('changes its password with the old one (101012 when wrong) and signs in with the new one', async () => {
    const wrong = await t.call<Envelope>('PATCH', '/user/password', { token: tokens.mei, body: { oldPassword: 'Harbor-Tea-1999', password: 'Oolong-Harbor-27' } });
    expect(wrong.body.code).toBe(101012);
    const right = await t.call('PATCH', '/user/password', { token: tokens.mei, body: { oldPassword: DEMO.mei.password, password: 'Oolong-Harbor-27' } });
    expect(right.status).toBe(200);
    expect((await t.call('GET', '/user/account/self', { token: tokens.mei })).status).toBe(200);
    await expect(t.signIn('user', DEMO.mei.email, 'Oolong-Harbor-27')).resolves.toBeTruthy();
  });
});

describe('accounts a root manages', () => {
  it('lists its sub-users with paging, name filter and sorting', async () => {
    const all = await t.call<AccountList>('GET', '/user/accounts', { token: tokens.mei });
    expect(all.body.total).toBe(3);
    expect(all.body.data.map((a) => a.id)).toEqual([IDS.kai, IDS.yu, IDS.newHire]);
    const page = await t.call<AccountList>('GET', '/user/accounts', { token: tokens.mei, query: { page: 2, pageSize: 2, sortBy: 'email', orderBy: 'desc' } });
    expect(page.body.total).toBe(3);
    expect(page.body.data.map((a) => a.email)).toEqual(['kai.wu@harbor-tea.example']);
    const named = await t.call<AccountList>('GET', '/user/accounts', { token: tokens.mei, query: { name: 'YU' } });
    expect(named.body.data.map((a) => a.accountName)).toEqual(['yu-chen']);
  });

  it('lists a client its users and sub-users, filtered by client and area', async () => {
    const users = await t.call<AccountList>('GET', '/client/accounts', { token: tokens.northwind, query: { auth: 'user', pageSize: 100 } });
    expect(users.body.data.every((a) => a.auth === 'user' && a.clientID === IDS.northwind)).toBe(true);
    expect(users.body.data.map((a) => a.id)).toContain(IDS.rosa);
    const subs = await t.call<AccountList>('GET', `/client/account/${IDS.mei}/subs`, { token: tokens.northwind });
    expect(subs.body.data.map((a) => a.id)).toEqual([IDS.kai, IDS.yu, IDS.newHire]);
  });

  it('refuses a user reading client accounts (101018)', async () => {
    const answer = await t.call<Envelope>('GET', '/client/accounts', { token: tokens.mei });
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe(101018);
  });

  it("refuses the sub-accounts of someone else's account (101018)", async () => {
    expect((await t.call<Envelope>('GET', `/user/account/${IDS.ling}/subs`, { token: tokens.mei })).body.code).toBe(101018);
  });

  it('switches a root into its sub-user, and a client into its user', async () => {
    const intoKai = await t.call<{ data: TokenPair & { auth: string } }>('POST', '/user/proxy', { token: tokens.mei, body: { id: IDS.kai } });
    expect(intoKai.status).toBe(200);
    expect(intoKai.body.data.auth).toBe('user');
    const kai = await t.call<{ data: Account }>('GET', '/user/account/self', { token: intoKai.body.data.accessToken });
    expect(kai.body.data.id).toBe(IDS.kai);
    const intoMei = await t.call<{ data: { auth: string } }>('POST', '/client/proxy', { token: tokens.northwind, body: { id: IDS.mei } });
    expect(intoMei.body.data.auth).toBe('user');
  });

  it("refuses switching into another user's sub-user (101018)", async () => {
    const answer = await t.call<Envelope>('POST', '/user/proxy', { token: tokens.mei, body: { id: IDS.rosa } });
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe(101018);
  });

  it('refuses a sub-user managing anything (101018)', async () => {
    const kai = await t.tokenOf('kai');
    expect((await t.call<Envelope>('POST', '/user/proxy', { token: kai, body: { id: IDS.yu } })).body.code).toBe(101018);
    expect((await t.call<Envelope>('POST', '/user/account', { token: kai, body: { email: 'x.y@harbor-tea.example', accountName: 'x-y', roleID: 8 } })).body.code).toBe(101018);
  });

  it('refuses a duplicate email (101017) and a duplicate account name (101025), changing nothing', async () => {
    const before = accountsSnapshot();
    const mailsBefore = t.backend.mailbox().length;
    const email = await t.call<Envelope>('POST', '/user/account', { token: tokens.mei, body: { email: 'KAI.WU@harbor-tea.example', accountName: 'kai-two', roleID: 8 } });
    expect(email.status).toBe(400);
    expect(email.body.code).toBe(101017);
    const name = await t.call<Envelope>('POST', '/user/account', { token: tokens.mei, body: { email: 'kai.two@harbor-tea.example', accountName: 'Kai-Wu', roleID: 8 } });
    expect(name.status).toBe(409);
    expect(name.body.code).toBe(101025);
    const rename = await t.call<Envelope>('PUT', '/user/account', { token: tokens.mei, body: { id: IDS.yu, accountName: 'kai-wu' } });
    expect(rename.body.code).toBe(101025);
    expect(accountsSnapshot()).toBe(before);
    expect(t.backend.mailbox()).toHaveLength(mailsBefore);
  });

  it('refuses a role of another tenant (101003)', async () => {
    const answer = await t.call<Envelope>('POST', '/user/account', { token: tokens.mei, body: { email: 'jun.chen@harbor-tea.example', accountName: 'jun-chen', roleID: 15 } });
    expect(answer.body.code).toBe(101003);
  });

  it('creates an account that sets its password from the mailed link, then signs in', async () => {
    const created = await t.call<{ data: Account }>('POST', '/user/account', { token: tokens.mei, body: { email: 'jun.chen@harbor-tea.example', accountName: 'jun-chen', roleID: 8 } });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ auth: 'user', isRoot: false, grade: 1, parentUserID: IDS.mei, clientID: IDS.northwind, emailConfirmed: false, roleName: 'Storefront editor', creator: 'mei-lin' });

    const [mail] = await t.mails('jun.chen@harbor-tea.example');
    expect(mail?.link).toBe(`/user/verifyMail?token=${mail?.token}`);
    const token = mail?.token ?? '';
    const verified = await t.call<{ data: MailToken }>('POST', '/user/verifyMail', { body: { token } });
    expect(verified.body.data).toEqual({ auth: 'user', email: 'jun.chen@harbor-tea.example', id: created.body.data.id, name: 'jun-chen' });
    expect((await t.call<{ data: MailToken }>('POST', '/token/check', { body: { token } })).status).toBe(200);
    expect((await t.call<Envelope>('POST', '/client/verifyMail', { body: { token } })).body.code).toBe(101013);

    expect((await t.call('POST', '/register/password', { body: { token, password: 'Jasmine-Green-88' } })).status).toBe(200);
    expect((await t.call<Envelope>('POST', '/register/password', { body: { token, password: 'Jasmine-Green-89' } })).body.code).toBe(101013);
    expect((await t.call<Envelope>('POST', '/token/check', { body: { token } })).body.code).toBe(101013);
    const pair = await t.signIn('user', 'jun.chen@harbor-tea.example', 'Jasmine-Green-88');
    expect((await t.call<{ data: Account }>('GET', '/user/account/self', { token: pair.accessToken })).body.data.emailConfirmed).toBe(true);
  });

  it('lets the seeded new hire set a password from the mail already in the mailbox', async () => {
    const [mail] = await t.mails(DEMO.newHire.email);
    expect(mail?.token).toBeTruthy();
    expect((await t.call('POST', '/user/verifyMail', { body: { token: mail?.token } })).status).toBe(200);
    expect((await t.call('POST', '/register/password', { body: { token: mail?.token, password: 'First-Day-2026' } })).status).toBe(200);
    await expect(t.signIn('user', DEMO.newHire.email, 'First-Day-2026')).resolves.toBeTruthy();
  });

  it('resends the set-password mail; the earlier link stops working', async () => {
    const [old] = await t.mails(DEMO.newHire.email);
    expect((await t.call('POST', '/user/account/resendEmail', { token: tokens.mei, body: { id: IDS.newHire } })).status).toBe(200);
    const [fresh] = await t.mails(DEMO.newHire.email);
    expect(fresh?.token).not.toBe(old?.token);
    expect((await t.call<Envelope>('POST', '/token/check', { body: { token: old?.token } })).body.code).toBe(101013);
  });

  it('a client creates a user root, which gets a tenant and a default role of its own', async () => {
    const created = await t.call<{ data: Account }>('POST', '/client/account', { token: tokens.northwind, body: { email: 'hello@pine-bakery.example', accountName: 'pine-bakery', roleID: 6, companyName: 'Pine Bakery' } });
    expect(created.body.data).toMatchObject({ auth: 'user', isRoot: true, grade: 0, clientID: IDS.northwind, parentUserID: null, roleName: 'Customer' });
    const roles = t.backend.store.roles.filter((r) => r.ownerId === created.body.data.id);
    expect(roles).toHaveLength(1);
    expect(roles[0]?.isDefault).toBe(true);
  });

  it('disables an account: its sessions and API tokens end at once, it cannot sign in (101008); enabled again, it signs in anew', async () => {
    const kai = await t.signIn('user', DEMO.kai.email, DEMO.kai.password);
    // An API token of kai's (made in the store: kai's role does not hold the right to make one).
    const apiToken = 'apt-kai-ci-secret';
    t.backend.store.addApiToken({ id: t.backend.store.nextId('apiToken'), accountId: IDS.kai, name: 'kai-ci', secretHash: sha256(apiToken), createdAt: new Date().toISOString(), expiredAt: null, lastUsedAt: null });
    expect((await t.call('GET', '/user/account/self', { token: apiToken })).status).toBe(200);
    const listed = async () => (await t.call<{ data: AccountList['data'] }>('GET', '/user/accounts', { token: tokens.mei, query: { page: 1, pageSize: 50 } })).body.data.find((a) => a.id === IDS.kai);
    expect((await listed())?.enabled).toBe(true);

    expect((await t.call('PUT', '/user/account', { token: tokens.mei, body: { id: IDS.kai, enabled: false } })).status).toBe(200);
    expect((await listed())?.enabled).toBe(false);
    expect(t.backend.store.sessions.filter((s) => s.accountId === IDS.kai)).toHaveLength(0);
    expect(t.backend.store.apiTokens.filter((token) => token.accountId === IDS.kai)).toHaveLength(0);
    expect((await t.call<Envelope>('GET', '/user/account/self', { token: kai.accessToken })).body.code).toBe(101013);
    expect((await t.call<Envelope>('GET', '/user/account/self', { token: apiToken })).body.code).toBe(101013);
    expect((await t.call<Envelope>('PATCH', '/user', { body: { accessToken: kai.accessToken, refreshToken: kai.refreshToken } })).status).not.toBe(200);
    expect((await t.call<Envelope>('POST', '/user/login', { body: { account: DEMO.kai.email, password: DEMO.kai.password } })).body.code).toBe(101008);

    // Enabled again: a new sign-in works; the ended API token stays ended.
    expect((await t.call('PUT', '/user/account', { token: tokens.mei, body: { id: IDS.kai, enabled: true } })).status).toBe(200);
    expect((await listed())?.enabled).toBe(true);
    await expect(t.signIn('user', DEMO.kai.email, DEMO.kai.password)).resolves.toBeTruthy();
    expect((await t.call<Envelope>('GET', '/user/account/self', { token: apiToken })).body.code).toBe(101013);
  });

  it('a root cannot disable itself nor an account outside its tenant (101018)', async () => {
    expect((await t.call<Envelope>('PUT', '/user/account', { token: tokens.mei, body: { id: IDS.mei, enabled: false } })).body.code).toBe(101018);
    expect((await t.call<Envelope>('PUT', '/user/account', { token: tokens.mei, body: { id: IDS.rosa, enabled: false } })).body.code).toBe(101018);
    expect(t.backend.store.accounts.get(IDS.mei)?.enabled).toBe(true);
    expect(t.backend.store.accounts.get(IDS.rosa)?.enabled).toBe(true);
  });

  it("sets a sub-user's password and removes sub-users (only its own)", async () => {
    expect((await t.call('PUT', '/user/account/password', { token: tokens.mei, body: { id: IDS.yu, password: 'Harbor-Yu-2027' } })).status).toBe(200);
    await expect(t.signIn('user', 'yu.chen@harbor-tea.example', 'Harbor-Yu-2027')).resolves.toBeTruthy();

    const before = accountsSnapshot();
    expect((await t.call<Envelope>('DELETE', '/user/account', { token: tokens.mei, body: { ids: [IDS.yu, IDS.rosa] } })).body.code).toBe(101018);
    expect(accountsSnapshot()).toBe(before);
    expect((await t.call('DELETE', '/user/account', { token: tokens.mei, body: { ids: [IDS.yu] } })).status).toBe(200);
    expect(t.backend.store.accounts.has(IDS.yu)).toBe(false);
  });
});

describe('two-factor settings', () => {
  it('moves to the authenticator app in three phases, then signs in with it', async () => {
    const start = await t.call<{ data: components['schemas']['TwoFactorStart'] }>('POST', '/user/login2fa/phase0', { token: tokens.mei, body: { login2FAType: 1 } });
    expect(start.status).toBe(200);
    const { onePassKey, secret, qrCode } = start.body.data;
    expect(qrCode).toMatch(/^otpauth:\/\/totp\/Parapet:mei\.lin%40harbor-tea\.example\?/);
    expect(qrCode).toContain(`secret=${secret}`);
    const early = await t.call<Envelope>('POST', '/user/login2fa/phase2', { token: tokens.mei, body: { onePassKey } });
    expect(early.body.code).toBe(101003);
    expect((await t.call<Envelope>('POST', '/user/login2fa/phase1', { token: tokens.mei, body: { onePassKey, vcode: appCode(secret ?? '') === '000000' ? '111111' : '000000' } })).body.code).toBe(101013);
    const proved = appCode(secret ?? '');
    expect((await t.call('POST', '/user/login2fa/phase1', { token: tokens.mei, body: { onePassKey, vcode: proved } })).status).toBe(200);
    const applied = await t.call<{ data: Account }>('POST', '/user/login2fa/phase2', { token: tokens.mei, body: { onePassKey } });
    expect(applied.body.data).toMatchObject({ login2FAType: 1, googleAuth: true });

    const first = await t.call<{ data: components['schemas']['LoginChallenge'] }>('POST', '/user/login', { body: { account: DEMO.mei.email, password: DEMO.mei.password } });
    expect(first.body.data.login2FAType).toBe(1);
    const signIn = (vcode: string) => t.call<Envelope>('POST', '/user/code', { body: { account: DEMO.mei.email, password: DEMO.mei.password, onePassKey: first.body.data.onePassKey, vcode } });
    // The code that proved the app was used: it does not sign in as well (RFC 6238 §5.2); the next one does.
    expect((await signIn(proved)).body.code).toBe(101013);
    expect((await signIn(appCode(secret ?? '', Date.now() + 30_000))).status).toBe(200);
  });

  it('moves to the mailed code with the code from the mailbox', async () => {
    const start = await t.call<{ data: components['schemas']['TwoFactorStart'] }>('POST', '/user/login2fa/phase0', { token: tokens.mei, body: { login2FAType: 0 } });
    const [mail] = await t.mails(DEMO.mei.email);
    const { onePassKey } = start.body.data;
    expect((await t.call('POST', '/user/login2fa/phase1', { token: tokens.mei, body: { onePassKey, vcode: mail?.code } })).status).toBe(200);
    expect((await t.call<{ data: Account }>('POST', '/user/login2fa/phase2', { token: tokens.mei, body: { onePassKey } })).body.data.login2FAType).toBe(0);
  });

  it('turns the second step off with the password (101012 when wrong)', async () => {
    const kai = await t.tokenOf('kai');
    const start = await t.call<{ data: components['schemas']['TwoFactorStart'] }>('POST', '/user/login2fa/phase0', { token: kai, body: { login2FAType: 2 } });
    const { onePassKey } = start.body.data;
    expect((await t.call<Envelope>('POST', '/user/login2fa/phase1', { token: kai, body: { onePassKey } })).body.code).toBe(101003);
    expect((await t.call<Envelope>('POST', '/user/login2fa/phase1', { token: kai, body: { onePassKey, password: 'not-the-one' } })).body.code).toBe(101012);
    expect((await t.call('POST', '/user/login2fa/phase1', { token: kai, body: { onePassKey, password: DEMO.kai.password } })).status).toBe(200);
    expect((await t.call<{ data: Account }>('POST', '/user/login2fa/phase2', { token: kai, body: { onePassKey } })).body.data.login2FAType).toBe(2);
  });

  it("refuses phase 1 without phase 0, or with someone else's key (101003)", async () => {
    const start = await t.call<{ data: components['schemas']['TwoFactorStart'] }>('POST', '/user/login2fa/phase0', { token: tokens.mei, body: { login2FAType: 2 } });
    const kai = await t.tokenOf('kai');
    expect((await t.call<Envelope>('POST', '/user/login2fa/phase1', { token: kai, body: { onePassKey: start.body.data.onePassKey, password: DEMO.kai.password } })).body.code).toBe(101003);
    expect((await t.call<Envelope>('POST', '/user/login2fa/phase1', { token: tokens.mei, body: { onePassKey: 'opk_never-issued', password: DEMO.mei.password } })).body.code).toBe(101003);
  });
});
