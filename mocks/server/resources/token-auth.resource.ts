// Token authentication modules of a site: each item asks requests to matching URLs for a signed token in a
// query parameter. Signing keys are write-only (answered as `hasKey`); an update without `key` keeps it.
import { defineHandlers } from '../types.ts';
import { defineResource, stateOf } from './define.ts';
import { type Schemas, crudOps, iso } from './security/common.ts';
import { ruleList } from './security/rule-list.ts';
import { type ModulesState, seedModules, siteModules } from './security/site-modules.ts';

/** An item as stored: with its signing key. */
type TokenAuthRecord = Omit<Schemas['TokenAuthItem'], 'hasKey'> & { key: string };

const items = ruleList<TokenAuthRecord>({
  noun: 'token auth item',
  keys: (r) => [r.urlRegex],
});

/** The contract checks the URL expression. */
function itemDraft(input: Schemas['TokenAuthItemInput'], current?: TokenAuthRecord) {
  return {
    urlRegex: input.urlRegex,
    paramName: input.paramName ?? 'auth_key',
    expireSeconds: input.expireSeconds ?? 1800,
    key: input.key ?? current?.key ?? '',
    enabled: input.enabled ?? true,
  };
}

const tokenAuth = siteModules<TokenAuthRecord>({ kind: 'tokenAuth', label: 'token authentication', state: (store): ModulesState<TokenAuthRecord> => stateOf(store, tokenAuthModule), items });

const tokenAuthModule = defineResource<ModulesState<TokenAuthRecord>>({
  name: 'security.tokenAuth',
  seed: ({ store, now }) =>
    seedModules<TokenAuthRecord>(store, 11000, iso(now - 20 * 86_400_000), false, (module) => [
      [4202, () => [
        module('Signed e-book downloads', 'Links from the order page', [
          { urlRegex: '^/ebooks/.+\\.(epub|pdf)$', paramName: 'auth_key', expireSeconds: 1800, key: 'lantern-ebooks-signing-2026-q4', enabled: true },
          { urlRegex: '^/previews/', paramName: 'token', expireSeconds: 300, key: 'lantern-previews-signing-2026', enabled: false },
        ]),
      ]],
      [4401, () => [
        module('Patch downloads', 'Launcher-signed links', [
          { urlRegex: '^/download/patches/', paramName: 'sig', expireSeconds: 3600, key: 'tidewater-patch-cdn-key-0007', enabled: true },
        ]),
      ]],
    ]),
  handlers: defineHandlers({
    ...tokenAuth.moduleCalls(crudOps('tokenAuth', 'module', 'modules', true)),
    ...tokenAuth.itemCalls(crudOps('tokenAuth', 'auth', 'auths', true), {
      drafts: (body) => body.items.map((item) => itemDraft(item)),
      patch: (current, body) => itemDraft(body, current),
      view: ({ key, ...item }) => ({ ...item, hasKey: key.length > 0 }),
      created: 'rows',
    }),
  }),
});

export default tokenAuthModule;
