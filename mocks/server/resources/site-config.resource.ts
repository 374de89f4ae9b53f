// Site configuration (user console, per site): layer-4 ports and listening ports, certificates, cache rules and
// purging, compression, speed limits, error pages, site DNS records, which module kinds a site uses; and the
// client console's automatic certificates. Helpers and data live in ./site-config/. The modules themselves are
// their kinds' resources (cors, url-redirect, custom-header, proxy-rewrite, token-auth, lua-acl, waf).
import type { Store } from '../state/store.ts';
import { provideToSites } from './sites/state.ts';
import type { ModuleKind } from './sites/model.ts';
import type { Schemas } from './security/common.ts';
import type { HeaderEntry } from './security/module-seed.ts';
import { given } from './crud-more.ts';
import { defineResource } from './define.ts';
import { certificateHandlers } from './site-config/certificates.ts';
import { configOf, MODULE_NAME, ofOwnedSite } from './site-config/common.ts';
import type { SiteConfigState } from './site-config/model.ts';
import { openPortsOfSite, portHandlers } from './site-config/ports.ts';
import { seedSiteConfig } from './site-config/seed.ts';
import { settingHandlers } from './site-config/settings.ts';

/** Where each module kind keeps its modules. */
const KIND_STATES: Record<ModuleKind, string> = {
  cors: 'site.cors',
  urlRedirect: 'site.urlRedirect',
  customHeader: 'site.customHeader',
  proxyRewrite: 'security.proxyRewrite',
  tokenAuth: 'security.tokenAuth',
  luaAcl: 'security.luaAcl',
  waf: 'security.waf',
};

/** The modules of a kind a site has, read from the kind's resource (undefined while that resource has no state). */
function kindModules(store: Store, kind: ModuleKind, siteId: number) {
  const state = store.resources[KIND_STATES[kind]] as { sites?: Record<string, { id: number; name: string; items?: HeaderEntry[] }[]> } | undefined;
  return state?.sites ? (state.sites[String(siteId)] ?? []) : undefined;
}

/** Which module kinds a site uses. */
const moduleHandlers = given(ofOwnedSite, {
  'user-module-get-exists': (site, _input, { store }) => {
    const uses = (Object.keys(KIND_STATES) as ModuleKind[]).map((kind) => [kind, (kindModules(store, kind, site.id)?.length ?? 0) > 0]);
    return { data: Object.fromEntries(uses) as Schemas['ModuleExists'] };
  },
});

const siteConfigModule = defineResource<SiteConfigState>({
  name: MODULE_NAME,
  after: ['sites'],
  seed: ({ now, store }) => seedSiteConfig(store, now),
  handlers: { ...portHandlers, ...certificateHandlers, ...settingHandlers, ...moduleHandlers },
});

export default siteConfigModule;

// What the sites module asks of this one (sites/state.ts SitesLookups): open listening ports, layer-4 ports in use,
// and the module a domain is bound to (read from the state of its kind's resource).
provideToSites(MODULE_NAME, {
  openPorts: (store, siteId) => {
    if (store.resources[MODULE_NAME] === undefined) return undefined;
    const open = openPortsOfSite(store, siteId);
    return { http: open.filter((p) => p.portType === 'http').map((p) => p.port), https: open.filter((p) => p.portType === 'https').map((p) => p.port) };
  },
  portsUsed: (store, siteIds) => {
    if (store.resources[MODULE_NAME] === undefined) return 0;
    return configOf(store).ports.filter((p) => siteIds.includes(p.siteId)).length;
  },
  siteModule: (store, kind, siteId, moduleId) => {
    const modules = kindModules(store, kind, siteId);
    if (!modules) return { name: `${kind} ${moduleId}` };
    const found = modules.find((m) => m.id === moduleId);
    if (!found || kind !== 'customHeader') return found && { name: found.name };
    return { name: found.name, headers: (found.items ?? []).map((h) => ({ name: h.key, value: h.value })) };
  },
});
