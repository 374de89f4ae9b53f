// Which module kinds a site uses (module/exists). Every kind keeps its own modules in its resource
// (cors, url-redirect, custom-header, proxy-rewrite, token-auth, lua-acl, waf) and tells through
// `registerModuleKind` whether a site has one.
import type { Store } from '../../state/store.ts';
import { defineHandlers } from '../../types.ts';
import type { ModuleKind } from '../sites/model.ts';
import { ownedSite } from './common.ts';

const kinds = new Map<ModuleKind, (store: Store, siteId: number) => boolean>();

/** For the resources that keep modules: answers module/exists for their kind. */
export function registerModuleKind(kind: ModuleKind, siteUsesKind: (store: Store, siteId: number) => boolean): void {
  kinds.set(kind, siteUsesKind);
}

export const moduleHandlers = defineHandlers({
  'user-module-get-exists': {
    handle({ params }, { store, caller }) {
      ownedSite(store, caller.account, params.siteId);
      const has = (kind: ModuleKind) => kinds.get(kind)?.(store, params.siteId) ?? false;
      return {
        data: {
          cors: has('cors'),
          customHeader: has('customHeader'),
          urlRedirect: has('urlRedirect'),
          proxyRewrite: has('proxyRewrite'),
          tokenAuth: has('tokenAuth'),
          luaAcl: has('luaAcl'),
          waf: has('waf'),
        },
      };
    },
  },
});
