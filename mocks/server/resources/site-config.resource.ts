// Site configuration (user console, per site): layer-4 ports and listening ports, certificates, cache rules and
// purging, compression, speed limits, error pages, site DNS records, URL redirect / CORS / custom header modules;
// and the client console's automatic certificates. Helpers and data live in ./site-config/.
import type { Store } from '../state/store.ts';
import { sitesHooks } from './sites/state.ts';
import { defineResource } from './define.ts';
import { certificateHandlers } from './site-config/certificates.ts';
import { configOf, MODULE_NAME } from './site-config/common.ts';
import type { SiteConfigState } from './site-config/model.ts';
import { moduleHandlers, registerModuleKind } from './site-config/modules.ts';
import { openPortsOfSite, portHandlers } from './site-config/ports.ts';
import { seedSiteConfig } from './site-config/seed.ts';
import { settingHandlers } from './site-config/settings.ts';

export type { SiteConfigState } from './site-config/model.ts';
export { requestAutoCertificate, settleCertificates } from './site-config/certificates.ts';
export { modulesOfSite, registerModuleKind } from './site-config/modules.ts';
export { l4PortsOfSite, openPortsOfSite, ZONE_LISTEN_PORTS } from './site-config/ports.ts';

const siteConfigModule = defineResource<SiteConfigState>({
  name: MODULE_NAME,
  after: ['sites'],
  seed: ({ now, store }) => seedSiteConfig(store, now),
  handlers: { ...portHandlers, ...certificateHandlers, ...settingHandlers, ...moduleHandlers },
});

export default siteConfigModule;

// What the sites module asks of this one (see sites/state.ts): open listening ports, layer-4 ports in use, and
// the URL redirect, CORS and custom header modules a domain is bound to (other kinds go to whoever registered).
sitesHooks.openPorts = (store, siteId) => {
  if (store.resources[MODULE_NAME] === undefined) return undefined;
  const open = openPortsOfSite(store, siteId);
  return { http: open.filter((p) => p.portType === 'http').map((p) => p.port), https: open.filter((p) => p.portType === 'https').map((p) => p.port) };
};
sitesHooks.portsUsed = (store, siteIds) => {
  if (store.resources[MODULE_NAME] === undefined) return 0;
  const wanted = new Set(siteIds);
  return configOf(store).ports.filter((p) => wanted.has(p.siteId)).length;
};
/** Where the other module kinds keep their modules: `{ sites: { [siteId]: [{ id, name }] } }`. */
const OTHER_KIND_STATES: Record<string, string> = {
  proxyRewrite: 'security.proxyRewrite',
  tokenAuth: 'security.tokenAuth',
  luaAcl: 'security.luaAcl',
  waf: 'security.waf',
};

function otherKindModules(store: Store, kind: string, siteId: number): { id: number; name: string }[] | undefined {
  const name = OTHER_KIND_STATES[kind];
  const state = name === undefined ? undefined : (store.resources[name] as { sites?: Record<string, { id: number; name: string }[]> } | undefined);
  return state?.sites ? (state.sites[String(siteId)] ?? []) : undefined;
}

for (const kind of ['proxyRewrite', 'tokenAuth', 'luaAcl', 'waf'] as const) {
  registerModuleKind(kind, (store, siteId) => (otherKindModules(store, kind, siteId)?.length ?? 0) > 0);
}

const previousSiteModule = sitesHooks.siteModule;
sitesHooks.siteModule = (store, kind, siteId, moduleId) => {
  if (kind !== 'urlRedirect' && kind !== 'cors' && kind !== 'customHeader') {
    if (previousSiteModule) return previousSiteModule(store, kind, siteId, moduleId);
    const modules = otherKindModules(store, kind, siteId);
    if (!modules) return { name: `${kind} ${moduleId}` };
    const found = modules.find((m) => m.id === moduleId);
    return found ? { name: found.name } : undefined;
  }
  if (store.resources[MODULE_NAME] === undefined) return undefined;
  const state = configOf(store);
  const module = state.modules.find((m) => m.id === moduleId && m.siteId === siteId && m.kind === kind);
  if (!module) return undefined;
  if (kind !== 'customHeader') return { name: module.name };
  return { name: module.name, headers: state.headers.filter((h) => h.moduleId === module.id).map((h) => ({ name: h.key, value: h.value })) };
};
