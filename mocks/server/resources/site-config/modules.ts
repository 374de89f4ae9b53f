// Which module kinds a site uses (module/exists). Every kind keeps its own modules in its resource
// (cors, url-redirect, custom-header, proxy-rewrite, token-auth, lua-acl, waf), read here by the resource's name.
import type { Store } from '../../state/store.ts';
import { defineHandlers } from '../../types.ts';
import type { ModuleKind } from '../sites/model.ts';
import type { Schemas } from '../security/common.ts';
import { ownedSite } from './common.ts';

/** Where each module kind keeps its modules: `{ sites: { [siteId]: [{ id, name, items? }] } }`. */
const KIND_STATES: Record<ModuleKind, string> = {
  cors: 'site.cors',
  urlRedirect: 'site.urlRedirect',
  customHeader: 'site.customHeader',
  proxyRewrite: 'security.proxyRewrite',
  tokenAuth: 'security.tokenAuth',
  luaAcl: 'security.luaAcl',
  waf: 'security.waf',
};

interface KeptModule {
  id: number;
  name: string;
  /** A custom header module's headers. */
  items?: { key?: string; value?: string }[];
}

/** The modules of a kind a site has, read from the kind's resource (undefined while that resource has no state). */
export function kindModules(store: Store, kind: ModuleKind, siteId: number): KeptModule[] | undefined {
  const state = store.resources[KIND_STATES[kind]] as { sites?: Record<string, KeptModule[]> } | undefined;
  return state?.sites ? (state.sites[String(siteId)] ?? []) : undefined;
}

export const moduleHandlers = defineHandlers({
  'user-module-get-exists': {
    handle({ params }, { store, caller }) {
      ownedSite(store, caller.account, params.siteId);
      const uses = (Object.keys(KIND_STATES) as ModuleKind[]).map((kind) => [kind, (kindModules(store, kind, params.siteId)?.length ?? 0) > 0]);
      return { data: Object.fromEntries(uses) as Schemas['ModuleExists'] };
    },
  },
});
