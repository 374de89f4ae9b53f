// Permissions from the contract (issue 15, finding 1): generated from x-permission, every write operation of the
// contract is called by a sub-user holding one meta-role, for every meta-role of the operation's area, and by an
// API token; the answer must be the permission refusal (101018 with extra.permission) exactly when x-permission says.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { META_ROLES } from './domain/meta-roles.ts';
import type { Permission } from './domain/permissions.ts';
import { randomToken, sha256 } from './domain/secrets.ts';
import { issuePair } from './domain/sessions.ts';
import type { AccountRecord, Kind } from './state/model.ts';
import { IDS, startTestBackend, type TestBackend } from './testing.ts';

interface Refusal {
  code?: number;
  extra?: { permission?: string };
}

const ROOTS: Record<Kind, number> = { admin: IDS.admin, client: IDS.northwind, user: IDS.mei };
/** A site of each tenant (mei's storefront, one of Northwind's users' sites). */
const SITE = 4102;
const OTHER_SITE = 4101;

let t: TestBackend;
/** area -> meta-role key -> access token of a sub-user holding only that meta-role. */
const holders = new Map<Kind, Map<string, string>>();
const rootToken = new Map<Kind, string>();
/** An API token of each area's root. */
const apiToken = new Map<Kind, string>();
const MULTIPART = { raw: '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nwalk\r\n--x--\r\n', headers: { 'content-type': 'multipart/form-data; boundary=x' } };

function subUser(area: Kind, metaRoleIds: number[], siteIDs: number[], name: string): string {
  const { store } = t.backend;
  const root = store.accounts.get(ROOTS[area]) as AccountRecord;
  const role = store.roles.put({ id: store.nextId('role'), ownerId: root.id, name, metaRoleIDs: metaRoleIds, siteIDs, isDefault: false });
  const id = store.nextId('account');
  const account: AccountRecord = {
    ...root,
    id,
    email: `${name}@walk.example`,
    accountName: name,
    isRoot: false,
    grade: root.grade + 1,
    parentId: root.id,
    parentUserID: area === 'user' ? root.id : null,
    parentClientID: null,
    roleID: role.id,
    totpSecret: null,
    login2FAType: 2,
  };
  store.accounts.put(account);
  return issuePair(store, account, area, Date.now(), { accessTtlMs: 3_600_000, refreshTtlMs: 7_200_000, challengeTtlMs: 0, mailTokenTtlMs: 0, maxCodeAttempts: 5 }).accessToken;
}

beforeAll(async () => {
  t = await startTestBackend();
  for (const area of ['admin', 'client', 'user'] as const) {
    const byKey = new Map<string, string>();
    for (const meta of META_ROLES[area]) byKey.set(meta.key, subUser(area, [meta.id], [], `walk-${area}-${meta.id}`));
    holders.set(area, byKey);
    const root = t.backend.store.accounts.get(ROOTS[area]) as AccountRecord;
    const secret = randomToken('apt');
    t.backend.store.addApiToken({ id: t.backend.store.nextId('apiToken'), accountId: root.id, name: `walk-${area}`, secretHash: sha256(secret), createdAt: new Date().toISOString(), expiredAt: null, lastUsedAt: null });
    apiToken.set(area, secret);
    rootToken.set(area, issuePair(t.backend.store, root, area, Date.now(), { accessTtlMs: 3_600_000, refreshTtlMs: 7_200_000, challengeTtlMs: 0, mailTokenTtlMs: 0, maxCodeAttempts: 5 }).accessToken);
  }
}, 60_000);
afterAll(() => t.close());

/** The path with its parameters filled: {kind} the area, {siteId} a site of the tenant, other ids 1. */
const pathOf = (path: string, area: Kind, siteId = SITE) =>
  path.replace('{kind}', area).replace('{siteId}', String(siteId)).replace(/\{[^}]+\}/g, '1');

const refusedByPermission = (body: unknown) => {
  const answer = body as Refusal | undefined;
  return answer?.code === 101018 && typeof answer.extra?.permission === 'string';
};

describe('x-permission', () => {
  it('is enforced on every write operation for a sub-user of each meta-role, the root, and an API token', async () => {
    const writes = t.backend.operations.filter((op) => op.method !== 'GET' && op.permission !== 'open');
    expect(writes.length).toBeGreaterThan(300);
    const mismatches: string[] = [];
    let calls = 0;
    for (const op of writes) {
      const permission = op.permission as Permission;
      for (const area of ['admin', 'client', 'user'] as const) {
        const grant = permission[area];
        if (grant === undefined) continue;
        const path = pathOf(op.path, area);
        const probes: [string, string, boolean][] = [...(holders.get(area) ?? new Map<string, string>())].map(([key, token]) => [
          `${area} sub-user with ${key}`,
          token,
          grant === 'any' || grant === key,
        ]);
        probes.push([`${area} root`, rootToken.get(area) as string, true]);
        probes.push([`${area} root's API token`, apiToken.get(area) as string, !permission.session]);
        // Send an empty body: nothing valid is sent, so no call changes anything; the permission is checked first.
        // The logo calls take multipart/form-data (their media type is checked before the token).
        const multipart = op.operationId.startsWith('client-branding-') && op.method !== 'DELETE';
        const answers = await Promise.all(probes.map(([, token]) => t.callDirect(op.method, path, multipart ? { token, ...MULTIPART } : { token, body: {} })));
        calls += answers.length;
        answers.forEach((answer, i) => {
          const [who, , allowed] = probes[i];
          if (refusedByPermission(answer.body) === allowed) mismatches.push(`${op.operationId} as ${who}: ${allowed ? 'refused' : 'allowed'} (${answer.status} ${JSON.stringify(answer.body).slice(0, 120)})`);
          if (answer.status >= 500) mismatches.push(`${op.operationId} as ${who}: ${answer.status}`);
        });
      }
    }
    expect(mismatches).toEqual([]);
    console.info(`x-permission walk: ${writes.length} write operations, ${calls} calls`);
    expect(calls).toBeGreaterThan(2000);
  }, 600_000);

  it('limits a role to its sites: a role covering one site cannot change another', async () => {
    const token = subUser('user', [2], [SITE], 'walk-one-site');
    const body = { gzip: true, gzipMinLength: 1024, gzipTypes: ['text/html'], webp: false };
    const own = await t.call('PUT', `/user/site/${SITE}/setting/gzip`, { token, body });
    expect(own.status).toBe(200);
    const other = await t.call<Refusal>('PUT', `/user/site/${OTHER_SITE}/setting/gzip`, { token, body });
    expect(other.body).toMatchObject({ code: 101018, extra: { permission: 'site' } });
  });

  it('refuses what the issue found a "Log reader" could do, and lets it read logs', async () => {
    const yu = await t.signIn('user', 'yu.chen@harbor-tea.example', 'Harbor-Yu-2026');
    const token = yu.accessToken;
    const tries = [
      t.call<Refusal>('PUT', `/user/site/${SITE}/setting/gzip`, { token, body: { gzip: false } }),
      t.call<Refusal>('PUT', `/user/site/${SITE}/tags`, { token, body: { tags: ['x'] } }),
      t.call<Refusal>('POST', `/user/site/${SITE}/domain`, { token, body: { domains: [{ domainName: 'walk.harbor-tea.example' }] } }),
      t.call<Refusal>('POST', '/apiToken', { token, body: { name: 'walk', days: 1 } }),
      t.call<Refusal>('DELETE', '/user/blockIPs/all', { token, body: {} }),
    ];
    for (const answer of await Promise.all(tries)) expect(answer.body).toMatchObject({ code: 101018 });
    const self = await t.call<{ data: { permissions: unknown } }>('GET', '/user/account/self', { token });
    expect(self.body.data.permissions).toEqual({ isRoot: false, metaRoles: ['logs.read'], siteIDs: null, viaApiToken: false, switched: false });
  });

  it('binds a pair to the console it was issued for: a user pair of the admin area gets nothing on user calls', async () => {
    // Sign-in refuses an account of another console (session.test.ts); the pair is made directly, as a
    // second line of defence behind it.
    const mei = t.backend.store.accounts.get(IDS.mei) as AccountRecord;
    const pair = issuePair(t.backend.store, mei, 'admin', Date.now(), { accessTtlMs: 3_600_000, refreshTtlMs: 7_200_000, challengeTtlMs: 0, mailTokenTtlMs: 0, maxCodeAttempts: 5 });
    const answer = await t.call<Refusal>('GET', '/user/sites', { token: pair.accessToken });
    expect(answer.body.code).toBe(101018);
    // The console still reads its own account there to say "Auth is not match !".
    expect((await t.call('GET', '/admin/account/self', { token: pair.accessToken })).status).toBe(200);
  });
});
