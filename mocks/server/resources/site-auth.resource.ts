// Verification (site authentication) of a site: groups holding credentials of one type (basic user names
// and passwords, API keys, JWT issuers) and rules that ask matching requests for a credential of one of
// their groups. A group a rule uses cannot be removed (701001). Secrets are write-only.
import { createHash } from 'node:crypto';
import { ApiFailure } from '../errors.ts';
import type { Store } from '../state/store.ts';
import { type SignedInContext, defineHandlers } from '../types.ts';
import { done } from '../handlers/common.ts';
import { defineResource, stateOf } from './define.ts';
import { type Schemas, badField, checkRegex, compact, iso, ownedSite, perSite } from './security/common.ts';
import { type Draft, type ListRow, type RuleList, ruleList } from './security/rule-list.ts';

type GroupType = Schemas['AuthGroupType'];
type AuthRule = Schemas['AuthRule'];
type BasicRecord = Omit<Schemas['AuthBasicCredential'], never> & { passwordHash: string };
type KeyRecord = Schemas['AuthKeyCredential'];
type JwtRecord = Omit<Schemas['AuthJwtCredential'], 'hasSecret' | 'publicKey'> & { secret?: string; publicKey?: string };

interface GroupRecord {
  id: number;
  name: string;
  type: GroupType;
  memo?: string;
  createdAt: string;
  basic: BasicRecord[];
  key: KeyRecord[];
  jwt: JwtRecord[];
}

interface AuthSite {
  groups: GroupRecord[];
  rules: AuthRule[];
}

export interface SiteAuthState {
  seq: number;
  sites: Record<string, AuthSite>;
}

const groups = ruleList<GroupRecord>({ noun: 'verification group', keys: (g) => [g.name.toLowerCase()], texts: (g) => ({ memo: g.memo }) });
const rules = ruleList<AuthRule>({ noun: 'verification rule', ordered: true, keys: (r) => [r.name.toLowerCase()], texts: (r) => ({ memo: r.memo, urlRegex: r.urlRegex }) });
const CREDENTIALS = {
  basic: ruleList<BasicRecord>({ noun: 'basic credential', keys: (c) => [c.username.toLowerCase()], texts: (c) => ({ memo: c.memo }) }),
  key: ruleList<KeyRecord>({ noun: 'API key', keys: (c) => [`name:${c.name.toLowerCase()}`, `key:${c.key}`], texts: (c) => ({ memo: c.memo }) }),
  jwt: ruleList<JwtRecord>({ noun: 'JWT issuer', keys: (c) => [c.key], texts: (c) => ({ memo: c.memo }) }),
};

const hashPassword = (password: string) => `sha256:${createHash('sha256').update(`parapet-site-auth:${password}`).digest('hex')}`;
/** Only the last 4 characters of a key show. */
const maskKey = (key: string) => `${'•'.repeat(12)}${key.slice(-4)}`;

const state = (store: Store): SiteAuthState => stateOf(store, siteAuthModule);
const nextId = (store: Store) => () => ++state(store).seq;

function authOf({ store, caller }: SignedInContext, siteId: number): AuthSite {
  ownedSite(store, caller, siteId);
  return perSite(state(store).sites, siteId, () => ({ groups: [], rules: [] }));
}

const groupView = (site: AuthSite) => (g: GroupRecord): Schemas['AuthGroup'] =>
  compact({
    id: g.id,
    name: g.name,
    type: g.type,
    credentialCount: g[g.type].length,
    ruleCount: site.rules.filter((r) => r.groupIDs.includes(g.id)).length,
    memo: g.memo,
    createdAt: g.createdAt,
  });

function ruleDraft(site: AuthSite, input: Schemas['AuthRuleInput']): Draft<AuthRule> {
  checkRegex('urlRegex', input.urlRegex);
  const unknown = input.groupIDs.filter((id) => !site.groups.some((g) => g.id === id));
  if (unknown.length) throw badField('groupIDs', `not verification groups of the site: ${unknown.join(', ')}`);
  const { id: _id, enabled, ...rest } = input;
  return compact({ ...rest, groupIDs: [...input.groupIDs], enabled: enabled ?? true });
}

/** The group of a credential call, which must hold credentials of that type. */
function groupFor(ctx: SignedInContext, siteId: number, groupId: number, type: GroupType): GroupRecord {
  const group = groups.get(authOf(ctx, siteId).groups, groupId);
  if (group.type !== type) throw new ApiFailure(101003, 'parameter error', [{ in: 'path', field: 'groupId', message: `group ${groupId} holds ${group.type} credentials` }]);
  return group;
}

const PEM = /^-----BEGIN (RSA |EC )?PUBLIC KEY-----[\s\S]+-----END (RSA |EC )?PUBLIC KEY-----\s*$/;

function jwtDraft(input: Schemas['AuthJwtCredentialInput'], current?: JwtRecord): Draft<JwtRecord> {
  const hs = input.algorithm.startsWith('HS');
  if (hs) {
    const secret = input.secret ?? (current?.algorithm.startsWith('HS') ? current.secret : undefined);
    if (!secret) throw badField('secret', `is required for ${input.algorithm}`);
    return compact({ key: input.key, algorithm: input.algorithm, secret, memo: input.memo });
  }
  const publicKey = input.publicKey ?? (current && !current.algorithm.startsWith('HS') ? current.publicKey : undefined);
  if (!publicKey) throw badField('publicKey', `is required for ${input.algorithm}`);
  if (!PEM.test(publicKey.trim())) throw badField('publicKey', 'is a PEM public key');
  return compact({ key: input.key, algorithm: input.algorithm, publicKey, memo: input.memo });
}

const jwtView = ({ secret, publicKey, ...c }: JwtRecord): Schemas['AuthJwtCredential'] => ({ ...c, publicKey: publicKey ?? null, hasSecret: Boolean(secret) });
const basicView = ({ passwordHash: _hash, ...c }: BasicRecord): Schemas['AuthBasicCredential'] => c;
const keyView = (c: KeyRecord): Schemas['AuthKeyCredential'] => ({ ...c, key: maskKey(c.key) });

/** The four calls on the credentials of one type. */
function credentialCalls<R extends ListRow, V>(type: GroupType, view: (row: R) => V) {
  const list = CREDENTIALS[type] as unknown as RuleList<R>;
  const rowsOf = (group: GroupRecord) => group[type] as unknown as R[];
  return {
    list(ctx: SignedInContext, siteId: number, groupId: number, query: { page?: number; pageSize?: number }) {
      const page = list.page(rowsOf(groupFor(ctx, siteId, groupId, type)), query);
      return { data: page.data.map(view), total: page.total };
    },
    create(ctx: SignedInContext, siteId: number, groupId: number, draft: Draft<R>): V {
      const [made] = list.add(rowsOf(groupFor(ctx, siteId, groupId, type)), [draft], nextId(ctx.store));
      ctx.store.changed();
      return view(made!);
    },
    update(ctx: SignedInContext, siteId: number, groupId: number, id: number, build: (current: R) => Draft<R>) {
      list.update(rowsOf(groupFor(ctx, siteId, groupId, type)), id, build);
      ctx.store.changed();
      return done();
    },
    remove(ctx: SignedInContext, siteId: number, groupId: number, ids: readonly number[]) {
      list.remove(rowsOf(groupFor(ctx, siteId, groupId, type)), ids);
      ctx.store.changed();
      return done();
    },
  };
}

const basic = credentialCalls<BasicRecord, Schemas['AuthBasicCredential']>('basic', basicView);
const keys = credentialCalls<KeyRecord, Schemas['AuthKeyCredential']>('key', keyView);
const jwts = credentialCalls<JwtRecord, Schemas['AuthJwtCredential']>('jwt', jwtView);

const DEMO_PUBLIC_KEY = [
  '-----BEGIN PUBLIC KEY-----',
  'MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE2adMrdG7aUfZH57aeKFFM01dPnkx',
  'C18ScRb4Z6poMBgJtYlVtd9ly63URv57ZW0Ncs1LiZB7WATb3svu+1c7HQ==',
  '-----END PUBLIC KEY-----',
].join('\n');

function seedSiteAuth(store: Store, now: number): SiteAuthState {
  const result: SiteAuthState = { seq: 12000, sites: {} };
  const id = () => ++result.seq;
  const at = iso(now - 25 * 86_400_000);
  const group = (name: string, type: GroupType, memo?: string): GroupRecord => compact({ id: id(), name, type, memo, createdAt: at, basic: [], key: [], jwt: [] });
  if (store.sites.has(4101)) {
    const wholesale = group('Wholesale partners', 'basic', 'Tea houses buying in bulk');
    wholesale.basic = [
      { id: id(), username: 'mountain-leaf', passwordHash: hashPassword('Mountain-Leaf-2026'), memo: 'Mountain Leaf Tea House' },
      { id: id(), username: 'blue-kettle', passwordHash: hashPassword('Blue-Kettle-2026') },
    ];
    const apiKeys = group('Partner API keys', 'key');
    apiKeys.key = [
      { id: id(), name: 'Inventory sync (Blue Kettle)', key: 'ak_live_7f3c9e21b4d84a6f9c1e', memo: 'Rotated 2026-10-01' },
      { id: id(), name: 'Marketplace feed', key: 'ak_live_2b8d5a7c9e0f4d1a3b6c' },
    ];
    const mobile = group('Mobile app tokens', 'jwt', 'Harbor Tea app sign-in');
    mobile.jwt = [
      { id: id(), key: 'https://auth.harbor-tea.example', algorithm: 'HS256', secret: 'harbor-tea-app-jwt-secret-2026', memo: 'App backend' },
      { id: id(), key: 'https://id.partner.example', algorithm: 'ES256', publicKey: DEMO_PUBLIC_KEY },
    ];
    const staging = group('Old staging testers', 'basic', 'No longer used by a rule');
    staging.basic = [{ id: id(), username: 'tester', passwordHash: hashPassword('Staging-Tester-2025') }];
    result.sites['4101'] = {
      groups: [wholesale, apiKeys, mobile, staging],
      rules: [
        { id: id(), name: 'Wholesale price lists', urlRegex: '^/wholesale/', groupIDs: [wholesale.id], priority: 1, enabled: true },
        { id: id(), name: 'Partner inventory API', urlRegex: '^/api/inventory', methodValues: ['GET'], groupIDs: [apiKeys.id, mobile.id], priority: 2, enabled: true },
        { id: id(), name: 'App orders', urlRegex: '^/api/orders', methodValues: ['GET', 'POST'], groupIDs: [mobile.id], priority: 3, enabled: false, memo: 'Turned on with app 3.2' },
      ],
    };
  }
  if (store.sites.has(4201)) {
    const staff = group('Bookshop staff', 'basic');
    staff.basic = [{ id: id(), username: 'ling', passwordHash: hashPassword('Lantern-Staff-2026') }];
    result.sites['4201'] = { groups: [staff], rules: [{ id: id(), name: 'Staff pages', urlRegex: '^/staff/', groupIDs: [staff.id], priority: 1, enabled: true }] };
  }
  return result;
}

const siteAuthModule = defineResource<SiteAuthState>({
  name: 'security.siteAuth',
  seed: ({ store, now }) => seedSiteAuth(store, now),
  handlers: defineHandlers({
    'user-siteAuth-check-setting-exists': {
      handle({ params }, ctx) {
        const site = authOf(ctx, params.siteId);
        return { data: site.groups.length > 0 || site.rules.length > 0 };
      },
    },
    'user-siteAuth-list-meta-groups': {
      handle({ params, query }, ctx) {
        const data = authOf(ctx, params.siteId)
          .groups.filter((g) => query.type === undefined || g.type === query.type)
          .map((g) => ({ id: g.id, name: g.name, type: g.type }));
        return { data, total: data.length };
      },
    },

    // Rules.
    'user-siteAuth-list-rules': { handle: ({ params, query }, ctx) => rules.page(authOf(ctx, params.siteId).rules, query) },
    'user-siteAuth-create-rule': {
      handle({ params, body }, ctx) {
        const site = authOf(ctx, params.siteId);
        const [made] = rules.add(site.rules, [ruleDraft(site, body)], nextId(ctx.store));
        ctx.store.changed();
        return { data: made! };
      },
    },
    'user-siteAuth-update-rule': {
      handle({ params, body }, ctx) {
        const site = authOf(ctx, params.siteId);
        rules.update(site.rules, body.id ?? 0, () => ruleDraft(site, body));
        ctx.store.changed();
        return done();
      },
    },
    'user-siteAuth-delete-rules': {
      handle({ params, body }, ctx) {
        rules.remove(authOf(ctx, params.siteId).rules, body.ids);
        ctx.store.changed();
        return done();
      },
    },

    // Groups.
    'user-siteAuth-list-groups': {
      handle({ params, query }, ctx) {
        const site = authOf(ctx, params.siteId);
        const page = groups.page(site.groups, query);
        return { data: page.data.map(groupView(site)), total: page.total };
      },
    },
    'user-siteAuth-create-group': {
      handle({ params, body }, ctx) {
        const site = authOf(ctx, params.siteId);
        const draft = compact({ name: body.name, type: body.type, memo: body.memo, createdAt: iso(ctx.now), basic: [], key: [], jwt: [] });
        const [made] = groups.add(site.groups, [draft], nextId(ctx.store));
        ctx.store.changed();
        return { data: groupView(site)(made!) };
      },
    },
    'user-siteAuth-update-group': {
      handle({ params, body }, ctx) {
        groups.update(authOf(ctx, params.siteId).groups, body.id ?? 0, (current) => {
          if (body.type !== current.type) throw badField('type', `stays ${current.type}`);
          const { id: _id, ...rest } = current;
          return compact({ ...rest, name: body.name, memo: body.memo });
        });
        ctx.store.changed();
        return done();
      },
    },
    'user-siteAuth-delete-groups': {
      handle({ params, body }, ctx) {
        const site = authOf(ctx, params.siteId);
        for (const id of body.ids) groups.get(site.groups, id);
        const inUse = body.ids.filter((id) => site.rules.some((r) => r.groupIDs.includes(id)));
        if (inUse.length) {
          throw new ApiFailure(701001, 'verification group in use', [{ in: 'body', field: 'ids', message: `used by a verification rule: ${inUse.join(', ')}` }]);
        }
        groups.remove(site.groups, body.ids);
        ctx.store.changed();
        return done();
      },
    },

    // Basic credentials.
    'user-siteAuth-list-basic-auths': { handle: ({ params, query }, ctx) => basic.list(ctx, params.siteId, params.groupId, query) },
    'user-siteAuth-create-basic-auth': {
      handle: ({ params, body }, ctx) =>
        ({ data: basic.create(ctx, params.siteId, params.groupId, compact({ username: body.username, passwordHash: hashPassword(body.password ?? ''), memo: body.memo })) }),
    },
    'user-siteAuth-update-basic-auth': {
      handle: ({ params, body }, ctx) =>
        basic.update(ctx, params.siteId, params.groupId, body.id ?? 0, (current) =>
          compact({ username: body.username, passwordHash: body.password === undefined ? current.passwordHash : hashPassword(body.password), memo: body.memo }),
        ),
    },
    'user-siteAuth-delete-basic-auths': { handle: ({ params, body }, ctx) => basic.remove(ctx, params.siteId, params.groupId, body.ids) },

    // API keys.
    'user-siteAuth-list-key-auths': { handle: ({ params, query }, ctx) => keys.list(ctx, params.siteId, params.groupId, query) },
    'user-siteAuth-create-key-auth': {
      handle: ({ params, body }, ctx) => ({ data: keys.create(ctx, params.siteId, params.groupId, compact({ name: body.name, key: body.key ?? '', memo: body.memo })) }),
    },
    'user-siteAuth-update-key-auth': {
      handle: ({ params, body }, ctx) =>
        keys.update(ctx, params.siteId, params.groupId, body.id ?? 0, (current) => compact({ name: body.name, key: body.key ?? current.key, memo: body.memo })),
    },
    'user-siteAuth-delete-key-auths': { handle: ({ params, body }, ctx) => keys.remove(ctx, params.siteId, params.groupId, body.ids) },

    // JWT issuers.
    'user-siteAuth-list-jwt-auths': { handle: ({ params, query }, ctx) => jwts.list(ctx, params.siteId, params.groupId, query) },
    'user-siteAuth-create-jwt-auth': { handle: ({ params, body }, ctx) => ({ data: jwts.create(ctx, params.siteId, params.groupId, jwtDraft(body)) }) },
    'user-siteAuth-update-jwt-auth': {
      handle: ({ params, body }, ctx) => jwts.update(ctx, params.siteId, params.groupId, body.id ?? 0, (current) => jwtDraft(body, current)),
    },
    'user-siteAuth-delete-jwt-auths': { handle: ({ params, body }, ctx) => jwts.remove(ctx, params.siteId, params.groupId, body.ids) },
  }),
});

export default siteAuthModule;
