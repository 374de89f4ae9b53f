// @vitest-environment node
// Issue 24, permissions as data that is checked: the probes that broke the rules of scripts/check-permissions.mjs,
// now refused (101018). 1: a "Log reader" (logs.read only) took over the tenant's log push; 2: a role's site limit
// was ignored by logs, statistics, exports and log push; 4: a switched-into session minted a never-expiring API
// token that outlived the operator who switched in.
import { beforeEach, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema';
import { issuePair } from './domain/sessions.ts';
import { pushSites, type LogPushState } from './resources/log-push.resource.ts';
import type { AccountRecord } from './state/model.ts';
import { useTestBackend } from './test-backend.ts';
import { DEMO, IDS } from './testing.ts';

type S = components['schemas'];
interface Refusal {
  code?: number;
  extra?: { permission?: string };
}
type Pair = S['TokenPair'];

/** Mei's (Harbor Tea's) two sites. */
const SITE = 4102;
const OTHER_SITE = 4101;
const LOGS_READ = 3;
const LOG_PUSH_MANAGE = 8;

let clock = Date.now();
const at = (hoursAgo: number) => new Date(clock - hoursAgo * 3_600_000).toISOString();
const pushState = () => t.backend.store.resources.logPush as LogPushState;

/** A sub-user of Mei's tenant with a role of those meta-roles and sites; answers its id and an access token. */
function subUser(metaRoleIDs: number[], siteIDs: number[], name: string): { id: number; token: string } {
  const { store } = t.backend;
  const root = store.accounts.get(IDS.mei) as AccountRecord;
  const role = store.roles.put({ id: store.nextId('role'), ownerId: root.id, name, metaRoleIDs, siteIDs, isDefault: false });
  const id = store.nextId('account');
  store.accounts.put({ ...root, id, email: `${name}@rules.example`, accountName: name, isRoot: false, grade: root.grade + 1, parentId: root.id, parentUserID: root.id, parentClientID: null, roleID: role.id, totpSecret: null, login2FAType: 2 });
  const config = { accessTtlMs: 3_600_000, refreshTtlMs: 7_200_000, challengeTtlMs: 0, mailTokenTtlMs: 0, maxCodeAttempts: 5 };
  return { id, token: issuePair(store, store.accounts.get(id) as AccountRecord, 'user', clock, config).accessToken };
}

beforeEach(() => {
  clock = Date.now();
});
const { t } = useTestBackend({ backend: { now: () => clock } });

const event = (siteIDs: number[], url = 'https://collector.attacker.example/in') => ({ name: 'siem-hourly', type: 'schedule', logType: 'access', siteIDs, url, intervalMinutes: 60 });

describe('1. a log reader and the tenant\'s log push', () => {
  it('refuses every log push write to a sub-user holding only logs.read, and changes nothing', async () => {
    const yu = (await t.signIn('user', 'yu.chen@harbor-tea.example', 'Harbor-Yu-2026')).accessToken;
    const before = JSON.stringify(pushState());
    const tries = [
      t.call<Refusal>('POST', '/user/logPush/events', { token: yu, body: { ...event([SITE]), name: 'mine' } }),
      t.call<Refusal>('PUT', '/user/logPush/events', { token: yu, body: { id: 41, ...event([SITE]) } }),
      t.call<Refusal>('DELETE', '/user/logPush/events', { token: yu, body: { ids: [41] } }),
      t.call<Refusal>('POST', '/user/logPush/manuallyPush', { token: yu, body: { eventID: 41, startTime: at(2), endTime: at(1) } }),
    ];
    for (const answer of await Promise.all(tries)) expect(answer.body).toMatchObject({ code: 101018, extra: { permission: 'logPush.manage' } });
    expect(JSON.stringify(pushState())).toBe(before);
    // It still reads the events and their records (logs.read is enough to read).
    expect((await t.call('GET', '/user/logPush/events', { token: yu })).status).toBe(200);
  });

  it('lets a sub-user with logPush.manage re-point an event of its sites; the push stops when that sub-user is removed', async () => {
    const { id, token } = subUser([LOGS_READ, LOG_PUSH_MANAGE], [SITE], 'push-manager');
    expect((await t.call('PUT', '/user/logPush/events', { token, body: { id: 41, ...event([SITE], 'https://collector.harbor-tea.example/in') } })).status).toBe(200);
    const siem = () => pushState().userEvents.find((e) => e.id === 41)!;
    expect(siem().creatorId).toBe(id);
    expect(pushSites(t.backend.store, siem())).toEqual([SITE]);
    // Its role loses the site: the scheduled push sends nothing of it; removed: nothing at all.
    const role = t.backend.store.roles.get(t.backend.store.accounts.get(id)!.roleID!)!;
    role.siteIDs = [OTHER_SITE];
    expect(pushSites(t.backend.store, siem())).toEqual([]);
    role.siteIDs = [SITE];
    t.backend.store.accounts.delete(id);
    expect(pushSites(t.backend.store, siem())).toEqual([]);
  });

  it('refuses an event whose sites are outside the role, and events of other sites (101018 site)', async () => {
    const { token } = subUser([LOGS_READ, LOG_PUSH_MANAGE], [SITE], 'push-one-site');
    const before = JSON.stringify(pushState());
    const create = await t.call<Refusal>('POST', '/user/logPush/events', { token, body: { ...event([SITE, OTHER_SITE]), name: 'both' } });
    expect(create.body).toMatchObject({ code: 101018, extra: { permission: 'site' } });
    // Event 42 covers both sites: the one-site sub-user can neither change, remove nor run it.
    const tries = [
      t.call<Refusal>('PUT', '/user/logPush/events', { token, body: { id: 42, ...event([SITE]), name: 'incident-replay' } }),
      t.call<Refusal>('DELETE', '/user/logPush/events', { token, body: { ids: [42] } }),
      t.call<Refusal>('POST', '/user/logPush/manuallyPush', { token, body: { eventID: 42, startTime: at(2), endTime: at(1) } }),
    ];
    for (const answer of await Promise.all(tries)) expect(answer.body).toMatchObject({ code: 101018, extra: { permission: 'site' } });
    expect(JSON.stringify(pushState())).toBe(before);
  });
});

describe('2. a role limited to one site, in logs, statistics and exports', () => {
  it('refuses another site named (101018 site) and reads only its site when none is named', async () => {
    const { token } = subUser([LOGS_READ], [SITE], 'one-site-reader');
    const mei = await t.tokenOf('mei');
    const window = { startTime: at(6), endTime: at(0) };
    const named = [
      t.call<Refusal>('POST', '/user/logs/access', { token, body: { ...window, siteIDs: [OTHER_SITE] } }),
      t.call<Refusal>('POST', '/user/logs/waf', { token, body: { ...window, siteIDs: [SITE, OTHER_SITE] } }),
      t.call<Refusal>('POST', '/user/statistics/info', { token, body: { ...window, siteIDs: [OTHER_SITE], type: 3 } }),
      t.call<Refusal>('POST', '/user/log/export/file', { token, body: { type: 'access', startTime: at(3), endTime: at(1), siteIDs: [OTHER_SITE] } }),
    ];
    for (const answer of await Promise.all(named)) expect(answer.body).toMatchObject({ code: 101018, extra: { permission: 'site' } });

    // None named: the role's site, never the tenant's two.
    const own = await t.call<S['AccessLogList']>('POST', '/user/logs/access', { token, body: { ...window, pageSize: 1 } });
    const rootOne = await t.call<S['AccessLogList']>('POST', '/user/logs/access', { token: mei, body: { ...window, siteIDs: [SITE], pageSize: 1 } });
    const rootAll = await t.call<S['AccessLogList']>('POST', '/user/logs/access', { token: mei, body: { ...window, pageSize: 1 } });
    expect(own.body.total).toBe(rootOne.body.total);
    expect(rootAll.body.total).toBeGreaterThan(rootOne.body.total);
    const requests = async (who: string, siteIDs?: number[]) =>
      (await t.call<{ data: Record<string, number> }>('POST', '/user/statistics/info', { token: who, body: { ...window, ...(siteIDs ? { siteIDs } : {}), type: 3 } })).body.data;
    expect(await requests(token)).toEqual(await requests(mei, [SITE]));
    expect(await requests(token)).not.toEqual(await requests(mei));

    // An export naming no site holds only the role's site.
    const created = await t.call<{ data: S['LogExportFile'] }>('POST', '/user/log/export/file', { token, body: { type: 'access', startTime: at(3), endTime: at(1) } });
    expect(created.status).toBe(200);
    clock += 10_000;
    const response = await fetch(new URL(`/api/v1/user/log/export/file/${created.body.data.id}`, t.origin), { headers: { authorization: `Bearer ${token}` } });
    const [header, ...lines] = (await response.text()).trim().split('\r\n');
    const column = header!.split(',').indexOf('siteID');
    expect(lines.length).toBeGreaterThan(0);
    expect(new Set(lines.map((line) => Number(line.split(',')[column])))).toEqual(new Set([SITE]));
  });

  it('refuses reads of another site\'s settings and block list by id (101018 site)', async () => {
    const { token } = subUser([LOGS_READ], [SITE], 'one-site-viewer');
    expect((await t.call('GET', `/user/site/${SITE}/settings`, { token })).status).toBe(200);
    expect((await t.call<Refusal>('GET', `/user/site/${OTHER_SITE}/settings`, { token })).body).toMatchObject({ code: 101018, extra: { permission: 'site' } });
    expect((await t.call<Refusal>('GET', '/user/blockIPs', { token, query: { siteID: OTHER_SITE } })).body).toMatchObject({ code: 101018, extra: { permission: 'site' } });
  });
});

describe('4. a switched-into session and credentials', () => {
  it('cannot mint an API token, change the password or set up two-factor sign-in (101018 switched)', async () => {
    const mei = await t.signIn('user', DEMO.mei.email, DEMO.mei.password);
    const kai = (await t.call<{ data: Pair }>('POST', '/user/proxy', { token: mei.accessToken, body: { id: IDS.kai } })).body.data;
    const tries = [
      t.call<Refusal>('POST', '/apiToken', { token: kai.accessToken, body: { name: 'forever', days: 0 } }),
      t.call<Refusal>('PATCH', '/user/password', { token: kai.accessToken, body: { oldPassword: 'x', password: 'Another-Pass-2026' } }),
      t.call<Refusal>('POST', '/user/login2fa/phase0', { token: kai.accessToken, body: { login2FAType: 1 } }),
    ];
    for (const answer of await Promise.all(tries)) expect(answer.body).toMatchObject({ code: 101018, extra: { permission: 'switched' } });
    // The console reads the same from own information (denialOf answers `switched`).
    const self = await t.call<{ data: S['Account'] }>('GET', '/user/account/self', { token: kai.accessToken });
    expect(self.body.data.permissions).toMatchObject({ isRoot: false, switched: true });
    expect(t.backend.store.apiTokens.filter((token) => token.accountId === IDS.kai)).toHaveLength(0);
    // Kai signed in as itself may (its role grants apiTokens.manage or not: the refusal is not `switched`).
    const own = await t.call<Refusal>('POST', '/apiToken', { token: await t.tokenOf('kai'), body: { name: 'own', days: 1 } });
    expect(own.body.extra?.permission).not.toBe('switched');
  });

  it('stops working when the operator who switched in is disabled or removed', async () => {
    const northwind = await t.signIn('client', DEMO.northwind.email, DEMO.northwind.password);
    const intoMei = (await t.call<{ data: Pair }>('POST', '/client/proxy', { token: northwind.accessToken, body: { id: IDS.mei } })).body.data;
    expect((await t.call('GET', '/user/account/self', { token: intoMei.accessToken })).status).toBe(200);
    // Disabled without its own sessions being ended (e.g. by another path): the switched session still ends.
    t.backend.store.accounts.get(IDS.northwind)!.enabled = false;
    expect((await t.call<Refusal>('GET', '/user/account/self', { token: intoMei.accessToken })).body.code).toBe(101013);
    t.backend.store.accounts.get(IDS.northwind)!.enabled = true;
    const again = (await t.call<{ data: Pair }>('POST', '/client/proxy', { token: (await t.signIn('client', DEMO.northwind.email, DEMO.northwind.password)).accessToken, body: { id: IDS.mei } })).body.data;
    t.backend.store.accounts.delete(IDS.northwind);
    expect((await t.call<Refusal>('GET', '/user/account/self', { token: again.accessToken })).body.code).toBe(101013);
  });
});
