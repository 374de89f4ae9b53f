// Token authentication modules of a site: each item asks requests to matching URLs for a signed token in a
// query parameter. Signing keys are write-only (answered as `hasKey`); an update without `key` keeps it.
import type { Store } from '../state/store.ts';
import { defineHandlers } from '../types.ts';
import { done } from '../handlers/common.ts';
import { defineResource, stateOf } from './define.ts';
import { type Schemas, checkRegex, iso } from './security/common.ts';
import { type Draft, ruleList } from './security/rule-list.ts';
import { type ModuleRecord, type ModulesState, siteModules } from './security/site-modules.ts';

type TokenAuthItem = Schemas['TokenAuthItem'];
/** An item as stored: with its signing key. */
type TokenAuthRecord = Omit<TokenAuthItem, 'hasKey'> & { key: string };
export type TokenAuthState = ModulesState<TokenAuthRecord>;

const items = ruleList<TokenAuthRecord>({
  noun: 'token auth item',
  keys: (r) => [r.urlRegex],
  texts: (r) => ({ urlRegex: r.urlRegex }),
});

const view = ({ key, ...item }: TokenAuthRecord): TokenAuthItem => ({ ...item, hasKey: key.length > 0 });

function itemDraft(input: Schemas['TokenAuthItemInput'], current?: TokenAuthRecord): Draft<TokenAuthRecord> {
  checkRegex('urlRegex', input.urlRegex);
  return {
    urlRegex: input.urlRegex,
    paramName: input.paramName ?? 'auth_key',
    expireSeconds: input.expireSeconds ?? 1800,
    key: input.key ?? current?.key ?? '',
    enabled: input.enabled ?? true,
  };
}

const tokenAuth = siteModules<TokenAuthRecord>({ kind: 'tokenAuth', label: 'token authentication', state: (store: Store): TokenAuthState => stateOf(store, tokenAuthModule), items });

function seedTokenAuth(store: Store, now: number): TokenAuthState {
  const state: TokenAuthState = { seq: 11000, sites: {} };
  const at = iso(now - 20 * 86_400_000);
  const module = (name: string, memo: string, list: Omit<TokenAuthRecord, 'id'>[]): ModuleRecord<TokenAuthRecord> => ({
    id: ++state.seq,
    name,
    memo,
    createdAt: at,
    updatedAt: at,
    items: list.map((item) => ({ id: ++state.seq, ...item })),
  });
  if (store.sites.has(4202)) {
    state.sites['4202'] = [
      module('Signed e-book downloads', 'Links from the order page', [
        { urlRegex: '^/ebooks/.+\\.(epub|pdf)$', paramName: 'auth_key', expireSeconds: 1800, key: 'lantern-ebooks-signing-2026-q4', enabled: true },
        { urlRegex: '^/previews/', paramName: 'token', expireSeconds: 300, key: 'lantern-previews-signing-2026', enabled: false },
      ]),
    ];
  }
  if (store.sites.has(4401)) {
    state.sites['4401'] = [
      module('Patch downloads', 'Launcher-signed links', [
        { urlRegex: '^/download/patches/', paramName: 'sig', expireSeconds: 3600, key: 'tidewater-patch-cdn-key-0007', enabled: true },
      ]),
    ];
  }
  return state;
}

const tokenAuthModule = defineResource<TokenAuthState>({
  name: 'security.tokenAuth',
  seed: ({ store, now }) => seedTokenAuth(store, now),
  handlers: defineHandlers({
    'user-tokenAuth-list-modules': { handle: ({ params, query }, ctx) => tokenAuth.listModules(ctx, params.siteId, query) },
    'user-tokenAuth-create-modules': { handle: ({ params, body }, ctx) => tokenAuth.createModules(ctx, params.siteId, body.modules) },
    'user-tokenAuth-update-module': { handle: ({ params, body }, ctx) => tokenAuth.updateModule(ctx, params.siteId, body) },
    'user-tokenAuth-delete-modules': { handle: ({ params, body }, ctx) => tokenAuth.removeModules(ctx, params.siteId, body.ids) },
    'user-tokenAuth-list-auths': {
      handle({ params, query }, ctx) {
        const page = tokenAuth.listItems(ctx, params.siteId, params.moduleId, query);
        return { data: page.data.map(view), total: page.total };
      },
    },
    'user-tokenAuth-create-auths': {
      handle({ params, body }, ctx) {
        const made = tokenAuth.addItems(ctx, params.siteId, params.moduleId, body.items.map((item) => itemDraft(item)));
        return { data: made.map(view), total: made.length };
      },
    },
    'user-tokenAuth-update-auth': {
      handle({ params, body }, ctx) {
        tokenAuth.updateItem(ctx, params.siteId, params.moduleId, body.id ?? 0, (current) => itemDraft(body, current));
        return done();
      },
    },
    'user-tokenAuth-delete-auths': { handle: ({ params, body }, ctx) => tokenAuth.removeItems(ctx, params.siteId, params.moduleId, body.ids) },
  }),
});

export default tokenAuthModule;
