// Verification (site authentication) of a site: groups holding credentials of one type (basic user names
// and passwords, API keys, JWT issuers) and rules that ask matching requests for a credential of one of
// their groups. A group a rule uses cannot be removed (701001). Secrets are write-only.
import { createHash } from 'node:crypto';
import { ApiFailure, fail } from '../errors.ts';
import type { Store } from '../state/store.ts';
import { type SignedInContext, defineHandlers } from '../types.ts';
import { maskKey } from '../handlers/dns.ts';
import { defineResource, stateOf } from './define.ts';
import { type PerSiteState, type Schemas, badField, compact, crudOps, iso, ownedPerSite, perSiteSeed } from './security/common.ts';
import { allRows, collection, type CollectionSpec, type Place } from './crud.ts';
import { given, pick } from './crud-more.ts';
import { type Draft, type ListRow, type RuleList, listPlace, ruleList } from './security/rule-list.ts';

type GroupType = Schemas['AuthGroupType'];
type AuthRule = Schemas['AuthRule'];
type BasicRecord = Schemas['AuthBasicCredential'] & { passwordHash: string };
type KeyRecord = Schemas['AuthKeyCredential'];
type JwtRecord = Omit<Schemas['AuthJwtCredential'], 'hasSecret' | 'publicKey'> & { secret?: string; publicKey?: string };

/** A group as stored: with its credentials (the counts are derived). */
type GroupRecord = Omit<Schemas['AuthGroup'], 'credentialCount' | 'ruleCount'> & { basic: BasicRecord[]; key: KeyRecord[]; jwt: JwtRecord[] };

interface AuthSite {
  groups: GroupRecord[];
  rules: AuthRule[];
}

export type SiteAuthState = PerSiteState<AuthSite>;

const groups = ruleList<GroupRecord>({ noun: 'verification group', keys: (g) => [g.name.toLowerCase()] });
const rules = ruleList<AuthRule>({ noun: 'verification rule', ordered: true, keys: (r) => [r.name.toLowerCase()] });
const CREDENTIALS = {
  basic: ruleList<BasicRecord>({ noun: 'basic credential', keys: (c) => [c.username.toLowerCase()] }),
  key: ruleList<KeyRecord>({ noun: 'API key', keys: (c) => [`name:${c.name.toLowerCase()}`, `key:${c.key}`] }),
  jwt: ruleList<JwtRecord>({ noun: 'JWT issuer', keys: (c) => [c.key] }),
};

const hashPassword = (password: string) => `sha256:${createHash('sha256').update(`parapet-site-auth:${password}`).digest('hex')}`;

const state = (store: Store): SiteAuthState => stateOf(store, siteAuthModule);
const nextId = (store: Store) => () => ++state(store).seq;

const authOf = ownedPerSite((store) => state(store).sites, (): AuthSite => ({ groups: [], rules: [] }));

/** The verification of the site a call names, with its rules or groups as the place of their calls. */
function siteList<K extends 'rules' | 'groups'>(ctx: SignedInContext, siteId: unknown, key: K) {
  const site = authOf(ctx, siteId as number);
  return { site, ...listPlace((key === 'rules' ? rules : groups) as unknown as RuleList<AuthSite[K][number]>, site[key], nextId(ctx.store)) };
}

/** The contract checks the URL expression; the groups must be the site's. */
function ruleDraft(site: AuthSite, input: Schemas['AuthRuleInput']): Draft<AuthRule> {
  const unknown = input.groupIDs.filter((id) => !site.groups.some((g) => g.id === id));
  if (unknown.length) throw badField('groupIDs', `not verification groups of the site: ${unknown.join(', ')}`);
  const { id: _id, enabled, ...rest } = input;
  return compact({ ...rest, groupIDs: [...input.groupIDs], enabled: enabled ?? true });
}

const PEM = /^-----BEGIN (RSA |EC )?PUBLIC KEY-----[\s\S]+-----END (RSA |EC )?PUBLIC KEY-----\s*$/;

/** An HS issuer keeps a secret, the others a PEM public key: the one sent, else the current one of an issuer of the same kind. */
function jwtDraft(input: Schemas['AuthJwtCredentialInput'], current?: JwtRecord): Draft<JwtRecord> {
  const hs = input.algorithm.startsWith('HS');
  const name = hs ? 'secret' : 'publicKey';
  const value = input[name] ?? (current && current.algorithm.startsWith('HS') === hs ? current[name] : undefined);
  if (!value) throw badField(name, `is required for ${input.algorithm}`);
  if (!hs && !PEM.test(value.trim())) throw badField(name, 'is a PEM public key');
  return compact({ key: input.key, algorithm: input.algorithm, [name]: value, memo: input.memo });
}

const jwtView = ({ secret, publicKey, ...c }: JwtRecord) => ({ ...c, publicKey: publicKey ?? null, hasSecret: Boolean(secret) });

/** The four calls on the credentials of one type (of the group the path names, which must hold that type: 101003). */
function credentialCalls<R extends ListRow, T extends GroupType>(
  type: T,
  spec: Pick<CollectionSpec<R, Place<R>, unknown, `user-siteAuth-create-${T}-auth`, `user-siteAuth-update-${T}-auth`>, 'drafts' | 'patch' | 'view'>,
) {
  const list = CREDENTIALS[type] as unknown as RuleList<R>;
  return collection(crudOps('siteAuth', `${type}-auth`, `${type}-auths`), {
    ...spec,
    noun: list.config.noun,
    at: ({ params }, ctx) => {
      const group = groups.get(authOf(ctx, params.siteId as number).groups, params.groupId as number);
      const message = `group ${group.id} holds ${group.type} credentials`;
      if (group.type !== type) throw fail.parameter('parameter error', [{ in: 'path', field: 'groupId', message }]);
      return listPlace(list, group[type] as unknown as R[], nextId(ctx.store));
    },
    created: true,
  });
}

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
  result.sites = perSiteSeed(store, [
    [4101, () => {
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
      return {
        groups: [wholesale, apiKeys, mobile, staging],
        rules: [
          { id: id(), name: 'Wholesale price lists', urlRegex: '^/wholesale/', groupIDs: [wholesale.id], priority: 1, enabled: true },
          { id: id(), name: 'Partner inventory API', urlRegex: '^/api/inventory', methodValues: ['GET'], groupIDs: [apiKeys.id, mobile.id], priority: 2, enabled: true },
          { id: id(), name: 'App orders', urlRegex: '^/api/orders', methodValues: ['GET', 'POST'], groupIDs: [mobile.id], priority: 3, enabled: false, memo: 'Turned on with app 3.2' },
        ],
      };
    }],
    [4201, () => {
      const staff = group('Bookshop staff', 'basic');
      staff.basic = [{ id: id(), username: 'ling', passwordHash: hashPassword('Lantern-Staff-2026') }];
      return { groups: [staff], rules: [{ id: id(), name: 'Staff pages', urlRegex: '^/staff/', groupIDs: [staff.id], priority: 1, enabled: true }] };
    }],
  ]);
  return result;
}

const siteAuthModule = defineResource<SiteAuthState>({
  name: 'security.siteAuth',
  seed: ({ store, now }) => seedSiteAuth(store, now),
  handlers: defineHandlers({
    ...given(({ params }, ctx) => authOf(ctx, params.siteId as number), {
      'user-siteAuth-check-setting-exists': (site) => ({ data: site.groups.length > 0 || site.rules.length > 0 }),
      'user-siteAuth-list-meta-groups': (site, { query }) =>
        allRows(site.groups.filter((g) => query.type === undefined || g.type === query.type).map((g) => pick(g, ['id', 'name', 'type']))),
    }),

    ...collection(crudOps('siteAuth', 'rule', 'rules'), {
      noun: rules.config.noun,
      at: ({ params }, ctx) => siteList(ctx, params.siteId, 'rules'),
      drafts: (body, { site }) => [ruleDraft(site, body)],
      patch: (_current, body, { site }) => ruleDraft(site, body),
      created: true,
    }),
    ...collection(crudOps('siteAuth', 'group', 'groups'), {
      noun: groups.config.noun,
      at: ({ params }, ctx) => siteList(ctx, params.siteId, 'groups'),
      drafts: (body, _at, ctx) => [compact({ name: body.name, type: body.type, memo: body.memo, createdAt: iso(ctx.now), basic: [], key: [], jwt: [] })],
      created: true,
      patch: ({ id: _id, ...current }: GroupRecord, body) => {
        if (body.type !== current.type) throw badField('type', `stays ${current.type}`);
        return compact({ ...current, name: body.name, memo: body.memo });
      },
      view: (g, { site }): Schemas['AuthGroup'] => {
        const ruleCount = site.rules.filter((r) => r.groupIDs.includes(g.id)).length;
        return compact({ ...pick(g, ['id', 'name', 'type']), credentialCount: g[g.type].length, ruleCount, ...pick(g, ['memo', 'createdAt']) });
      },
      removable: (doomed, { site }) => {
        const inUse = doomed.filter((g) => site.rules.some((r) => r.groupIDs.includes(g.id))).map((g) => g.id);
        if (inUse.length) {
          throw new ApiFailure(701001, 'verification group in use', [{ in: 'body', field: 'ids', message: `used by a verification rule: ${inUse.join(', ')}` }]);
        }
      },
    }),
    ...credentialCalls('basic', {
      drafts: (body) => [compact({ username: body.username, passwordHash: hashPassword(body.password ?? ''), memo: body.memo })],
      patch: (current, body) => compact({ username: body.username, passwordHash: body.password === undefined ? current.passwordHash : hashPassword(body.password), memo: body.memo }),
      view: ({ passwordHash: _hash, ...c }: BasicRecord) => c,
    }),
    ...credentialCalls('key', {
      drafts: (body) => [compact({ name: body.name, key: body.key ?? '', memo: body.memo })],
      patch: (current, body) => compact({ name: body.name, key: body.key ?? current.key, memo: body.memo }),
      view: (c: KeyRecord) => ({ ...c, key: maskKey(c.key) }),
    }),
    ...credentialCalls('jwt', { drafts: (body) => [jwtDraft(body)], patch: (current, body) => jwtDraft(body, current), view: jwtView }),
  }),
});

export default siteAuthModule;
