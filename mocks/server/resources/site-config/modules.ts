// The URL redirect, CORS and custom header modules of a site with their entries, and which module kinds a site
// uses. A module is bound to domains through the domain module binding (sites module: `domain.modules[kind]`).
import type { components } from '../../../../src/api/schema';
import { paginate } from '../../domain/paging.ts';
import { ApiFailure, fail } from '../../errors.ts';
import { done } from '../../handlers/common.ts';
import type { Store } from '../../state/store.ts';
import { defineHandlers } from '../../types.ts';
import { configOf, domainOfSite, iso, nextId, ownedSite, pickAll, pickOne, siteDomains } from './common.ts';
import type { CorsSettings, HeaderRecord, ModuleRecord, OwnModuleKind, RedirectUrlRecord } from './model.ts';

type S = components['schemas'];

/** Redirect entries a site holds, all modules together (205007 beyond). */
export const REDIRECT_LIMIT = 3000;
/** Modules of one kind a site holds (101029 beyond). */
export const MAX_MODULES = 5000;
/** Headers a custom header module holds (101029 beyond). */
export const MAX_HEADERS = 5000;

/** Module kinds other modules keep; they tell whether a site uses one through `registerModuleKind`. */
export type OtherModuleKind = 'proxyRewrite' | 'tokenAuth' | 'luaAcl' | 'waf';
const otherKinds = new Map<OtherModuleKind, (store: Store, siteId: number) => boolean>();

/** For the modules that keep proxy rewrite, token auth, Lua ACL and WAF modules: answers module/exists for them. */
export function registerModuleKind(kind: OtherModuleKind, siteUsesKind: (store: Store, siteId: number) => boolean): void {
  otherKinds.set(kind, siteUsesKind);
}

/** The modules of a kind of a site (other modules may use it, e.g. the domain binding checks the id). */
export function modulesOfSite(store: Store, siteId: number, kind: OwnModuleKind): ModuleRecord[] {
  return configOf(store).modules.filter((m) => m.siteId === siteId && m.kind === kind);
}

const boundDomainIds = (store: Store, module: ModuleRecord): number[] =>
  siteDomains(store, module.siteId)
    .filter((d) => d.modules[module.kind] === module.id)
    .map((d) => d.id);

function itemCount(store: Store, module: ModuleRecord): number {
  const state = configOf(store);
  if (module.kind === 'urlRedirect') return state.redirectUrls.filter((u) => u.moduleId === module.id).length;
  if (module.kind === 'customHeader') return state.headers.filter((h) => h.moduleId === module.id).length;
  return 0;
}

function moduleView(store: Store, m: ModuleRecord): S['SiteModule'] {
  return {
    id: m.id,
    name: m.name,
    ...(m.memo !== undefined ? { memo: m.memo } : {}),
    itemCount: itemCount(store, m),
    domainIDs: boundDomainIds(store, m),
    createdAt: m.createdAt,
    updatedAt: m.updatedAt,
  };
}

function corsView(store: Store, m: ModuleRecord): S['CorsModule'] {
  const c = m.cors as CorsSettings;
  return {
    id: m.id,
    name: m.name,
    origins: c.origins,
    methods: [...c.methods],
    allowHeaders: [...c.allowHeaders],
    exposeHeaders: [...c.exposeHeaders],
    allowCredentials: c.allowCredentials,
    maxAge: c.maxAge,
    domainIDs: boundDomainIds(store, m),
    ...(m.memo !== undefined ? { memo: m.memo } : {}),
    updatedAt: m.updatedAt,
  };
}

/** Module names are unique among the site's modules of a kind (101025, case-insensitively). */
function checkModuleName(store: Store, siteId: number, kind: OwnModuleKind, name: string, except: ModuleRecord | null): void {
  if (modulesOfSite(store, siteId, kind).some((m) => m !== except && m.name.toLowerCase() === name.toLowerCase())) {
    throw fail.duplicate(`the site already has a ${kind} module named ${name}`);
  }
}

function createModule(store: Store, siteId: number, kind: OwnModuleKind, name: string, memo: string | undefined, now: number, cors?: CorsSettings): ModuleRecord {
  checkModuleName(store, siteId, kind, name, null);
  if (modulesOfSite(store, siteId, kind).length + 1 > MAX_MODULES) throw new ApiFailure(101029, `at most ${MAX_MODULES} modules of a kind`, undefined, { limit: MAX_MODULES });
  const state = configOf(store);
  const module: ModuleRecord = { id: nextId(state, 'module'), siteId, kind, name, ...(memo !== undefined ? { memo } : {}), ...(cors ? { cors } : {}), createdAt: iso(now), updatedAt: iso(now) };
  state.modules.push(module);
  return module;
}

function renameModule(store: Store, module: ModuleRecord, name: string, memo: string | undefined, now: number): void {
  checkModuleName(store, module.siteId, module.kind, name, module);
  module.name = name;
  if (memo !== undefined) module.memo = memo;
  else delete module.memo;
  module.updatedAt = iso(now);
}

/** Removes modules with their entries; their domains are left without a module of the kind. */
function deleteModules(store: Store, siteId: number, kind: OwnModuleKind, ids: readonly number[]): void {
  const state = configOf(store);
  const doomed = new Set(pickAll(modulesOfSite(store, siteId, kind), ids, `${kind} module`).map((m) => m.id));
  for (const d of siteDomains(store, siteId)) {
    const bound = d.modules[kind];
    if (bound !== undefined && bound !== null && doomed.has(bound)) d.modules[kind] = null;
  }
  state.modules = state.modules.filter((m) => !doomed.has(m.id));
  if (kind === 'urlRedirect') state.redirectUrls = state.redirectUrls.filter((u) => !doomed.has(u.moduleId));
  if (kind === 'customHeader') state.headers = state.headers.filter((h) => !doomed.has(h.moduleId));
}

const moduleOf = (store: Store, siteId: number, kind: OwnModuleKind, moduleId: number) => pickOne(modulesOfSite(store, siteId, kind), moduleId, `${kind} module`);

function modulePage(store: Store, siteId: number, kind: OwnModuleKind, query: { page?: number; pageSize?: number }) {
  const page = paginate(modulesOfSite(store, siteId, kind), query);
  return { data: page.data.map((m) => moduleView(store, m)), total: page.total };
}

// ---- URL redirects ----

const urlView = (u: RedirectUrlRecord): S['UrlRedirectUrl'] => ({ id: u.id, source: u.source, target: u.target, code: u.code, ...(u.memo !== undefined ? { memo: u.memo } : {}) });

const urlsOfModule = (store: Store, moduleId: number) => configOf(store).redirectUrls.filter((u) => u.moduleId === moduleId);

/** A source is redirected once per module (101025). */
function checkSources(existing: readonly RedirectUrlRecord[], sources: readonly string[]): void {
  const seen = new Set(existing.map((u) => u.source));
  for (const source of sources) {
    if (seen.has(source)) throw fail.duplicate(`${source} is already redirected by this module`, [{ in: 'body', field: 'urls', message: `${source} is listed twice or already redirected` }]);
    seen.add(source);
  }
}

/** A target that the replacement made no longer an http(s) URL. */
function isUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !/\s/.test(text);
  } catch {
    return false;
  }
}

// ---- CORS ----

/** `*` cannot go with credentials (browsers refuse it); the schema already limits origins and max-age. */
function corsSettings(body: S['CorsModuleInput']): CorsSettings {
  const allowCredentials = body.allowCredentials ?? false;
  if (body.origins === '*' && allowCredentials) throw fail.field('allowCredentials', 'cannot be on when origins is *');
  return {
    origins: body.origins,
    methods: [...body.methods],
    allowHeaders: [...(body.allowHeaders ?? [])],
    exposeHeaders: [...(body.exposeHeaders ?? [])],
    allowCredentials,
    maxAge: body.maxAge,
  };
}

// ---- custom headers ----

const headerView = (h: HeaderRecord): S['ModuleCustomHeaderItem'] => ({ id: h.id, key: h.key, value: h.value });
const headersOfModule = (store: Store, moduleId: number) => configOf(store).headers.filter((h) => h.moduleId === moduleId);

/** Keys are unique within a module, case-insensitively (10102502). */
function checkHeaderKeys(existing: readonly HeaderRecord[], keys: readonly string[]): void {
  const seen = new Set(existing.map((h) => h.key.toLowerCase()));
  for (const key of keys) {
    if (seen.has(key.toLowerCase())) throw new ApiFailure(10102502, `duplicate keys not allowed: ${key}`, [{ in: 'body', field: 'headers', message: `${key} is already a header of the module` }], key);
    seen.add(key.toLowerCase());
  }
  if (seen.size > MAX_HEADERS) throw new ApiFailure(101029, `at most ${MAX_HEADERS} headers a module`, undefined, { limit: MAX_HEADERS });
}

function addHeaders(store: Store, moduleId: number, headers: readonly { key: string; value: string }[]): void {
  const state = configOf(store);
  for (const h of headers) state.headers.push({ id: nextId(state, 'header'), moduleId, key: h.key, value: h.value });
}

export const moduleHandlers = defineHandlers({
  'user-module-get-exists': {
    access: 'signedIn',
    handle({ params }, { store, caller }) {
      ownedSite(store, caller.account, params.siteId);
      const has = (kind: OwnModuleKind) => modulesOfSite(store, params.siteId, kind).length > 0;
      const other = (kind: OtherModuleKind) => otherKinds.get(kind)?.(store, params.siteId) ?? false;
      return {
        data: {
          cors: has('cors'),
          customHeader: has('customHeader'),
          urlRedirect: has('urlRedirect'),
          proxyRewrite: other('proxyRewrite'),
          tokenAuth: other('tokenAuth'),
          luaAcl: other('luaAcl'),
          waf: other('waf'),
        },
      };
    },
  },

  // ---- URL redirect modules ----

  'user-urlRedirect-list-modules': {
    access: 'signedIn',
    handle({ params, query }, { store, caller }) {
      ownedSite(store, caller.account, params.siteId);
      return modulePage(store, params.siteId, 'urlRedirect', query);
    },
  },

  'user-urlRedirect-create-module': {
    access: 'signedIn',
    handle({ params, body }, { store, now, caller }) {
      ownedSite(store, caller.account, params.siteId);
      const module = createModule(store, params.siteId, 'urlRedirect', body.name, body.memo, now);
      store.changed();
      return { data: moduleView(store, module) };
    },
  },

  'user-urlRedirect-update-module': {
    access: 'signedIn',
    handle({ params, body }, { store, now, caller }) {
      ownedSite(store, caller.account, params.siteId);
      renameModule(store, moduleOf(store, params.siteId, 'urlRedirect', body.id), body.name, body.memo, now);
      store.changed();
      return done();
    },
  },

  'user-urlRedirect-delete-modules': {
    access: 'signedIn',
    handle({ params, body }, { store, caller }) {
      ownedSite(store, caller.account, params.siteId);
      deleteModules(store, params.siteId, 'urlRedirect', body.ids);
      store.changed();
      return done();
    },
  },

  'user-urlRedirect-list-urls': {
    access: 'signedIn',
    handle({ params, query }, { store, caller }) {
      ownedSite(store, caller.account, params.siteId);
      const module = moduleOf(store, params.siteId, 'urlRedirect', params.moduleId);
      const page = paginate(urlsOfModule(store, module.id), query);
      return { data: page.data.map(urlView), total: page.total };
    },
  },

  'user-urlRedirect-create-urls': {
    access: 'signedIn',
    handle({ params, body }, { store, now, caller }) {
      ownedSite(store, caller.account, params.siteId);
      const module = moduleOf(store, params.siteId, 'urlRedirect', params.moduleId);
      checkSources(urlsOfModule(store, module.id), body.urls.map((u) => u.source));
      const state = configOf(store);
      const siteTotal = state.redirectUrls.filter((u) => u.siteId === params.siteId).length;
      if (siteTotal + body.urls.length > REDIRECT_LIMIT) {
        throw new ApiFailure(205007, `a site holds at most ${REDIRECT_LIMIT} redirect entries (it has ${siteTotal})`, undefined, { limit: REDIRECT_LIMIT, current: siteTotal });
      }
      for (const u of body.urls) {
        state.redirectUrls.push({ id: nextId(state, 'redirectUrl'), moduleId: module.id, siteId: params.siteId, source: u.source, target: u.target, code: u.code, ...(u.memo !== undefined ? { memo: u.memo } : {}) });
      }
      module.updatedAt = iso(now);
      store.changed();
      return done();
    },
  },

  'user-urlRedirect-update-url': {
    access: 'signedIn',
    handle({ params, body }, { store, now, caller }) {
      ownedSite(store, caller.account, params.siteId);
      const module = moduleOf(store, params.siteId, 'urlRedirect', params.moduleId);
      const urls = urlsOfModule(store, module.id);
      const entry = pickOne(urls, body.id as number, 'redirect entry');
      checkSources(urls.filter((u) => u !== entry), [body.source]);
      entry.source = body.source;
      entry.target = body.target;
      entry.code = body.code;
      if (body.memo !== undefined) entry.memo = body.memo;
      else delete entry.memo;
      module.updatedAt = iso(now);
      store.changed();
      return done();
    },
  },

  'user-urlRedirect-delete-urls': {
    access: 'signedIn',
    handle({ params, body }, { store, now, caller }) {
      ownedSite(store, caller.account, params.siteId);
      const module = moduleOf(store, params.siteId, 'urlRedirect', params.moduleId);
      const state = configOf(store);
      const doomed = new Set(pickAll(urlsOfModule(store, module.id), body.ids, 'redirect entry'));
      state.redirectUrls = state.redirectUrls.filter((u) => !doomed.has(u));
      module.updatedAt = iso(now);
      store.changed();
      return done();
    },
  },

  'user-urlRedirect-replace-urls': {
    access: 'signedIn',
    handle({ params, body }, { store, now, caller }) {
      ownedSite(store, caller.account, params.siteId);
      const module = moduleOf(store, params.siteId, 'urlRedirect', params.moduleId);
      const urls = urlsOfModule(store, module.id);
      const chosen = body.ids ? pickAll(urls, body.ids, 'redirect entry') : urls;
      const changes = chosen
        .filter((u) => u.target.includes(body.search))
        .map((u) => ({ entry: u, target: u.target.split(body.search).join(body.replacement) }));
      const broken = changes.filter((c) => !isUrl(c.target) || c.target.length > 2048);
      if (broken.length) {
        throw fail.parameter('parameter error', [{ in: 'body', field: 'replacement', message: `would leave targets that are not http(s) URLs: ${broken.slice(0, 5).map((c) => c.entry.source).join(', ')}` }]);
      }
      for (const c of changes) c.entry.target = c.target;
      if (changes.length) {
        module.updatedAt = iso(now);
        store.changed();
      }
      return { data: { replaced: changes.length } };
    },
  },

  // ---- CORS modules ----

  'user-cors-list-modules': {
    access: 'signedIn',
    handle({ params, query }, { store, caller }) {
      ownedSite(store, caller.account, params.siteId);
      const page = paginate(modulesOfSite(store, params.siteId, 'cors'), query);
      return { data: page.data.map((m) => corsView(store, m)), total: page.total };
    },
  },

  'user-cors-create-module': {
    access: 'signedIn',
    handle({ params, body }, { store, now, caller }) {
      ownedSite(store, caller.account, params.siteId);
      if (body.id !== undefined) throw fail.field('id', 'a new module has no id');
      const module = createModule(store, params.siteId, 'cors', body.name, body.memo, now, corsSettings(body));
      store.changed();
      return { data: corsView(store, module) };
    },
  },

  'user-cors-update-module': {
    access: 'signedIn',
    handle({ params, body }, { store, now, caller }) {
      ownedSite(store, caller.account, params.siteId);
      const module = moduleOf(store, params.siteId, 'cors', body.id as number);
      const settings = corsSettings(body);
      renameModule(store, module, body.name, body.memo, now);
      module.cors = settings;
      store.changed();
      return done();
    },
  },

  'user-cors-delete-modules': {
    access: 'signedIn',
    handle({ params, body }, { store, caller }) {
      ownedSite(store, caller.account, params.siteId);
      deleteModules(store, params.siteId, 'cors', body.ids);
      store.changed();
      return done();
    },
  },

  'user-cors-get-domain-cors': {
    access: 'signedIn',
    handle({ params }, { store, caller }) {
      ownedSite(store, caller.account, params.siteId);
      const domain = domainOfSite(store, params.siteId, params.domainId);
      const id = domain.modules.cors;
      const module = id === undefined || id === null ? undefined : modulesOfSite(store, params.siteId, 'cors').find((m) => m.id === id);
      return { data: module ? corsView(store, module) : null };
    },
  },

  // ---- custom header modules ----

  'user-customHeader-list-modules': {
    access: 'signedIn',
    handle({ params, query }, { store, caller }) {
      ownedSite(store, caller.account, params.siteId);
      if (query.all) {
        const rows = modulesOfSite(store, params.siteId, 'customHeader');
        return { data: rows.map((m) => moduleView(store, m)), total: rows.length };
      }
      return modulePage(store, params.siteId, 'customHeader', query);
    },
  },

  'user-customHeader-create-module': {
    access: 'signedIn',
    handle({ params, body }, { store, now, caller }) {
      ownedSite(store, caller.account, params.siteId);
      const headers = body.headers ?? [];
      checkHeaderKeys([], headers.map((h) => h.key));
      if (headers.some((h) => h.id !== undefined)) throw fail.field('headers', 'new headers have no id');
      const module = createModule(store, params.siteId, 'customHeader', body.name, body.memo, now);
      addHeaders(store, module.id, headers);
      store.changed();
      return { data: moduleView(store, module) };
    },
  },

  'user-customHeader-update-module': {
    access: 'signedIn',
    handle({ params, body }, { store, now, caller }) {
      ownedSite(store, caller.account, params.siteId);
      renameModule(store, moduleOf(store, params.siteId, 'customHeader', body.id), body.name, body.memo, now);
      store.changed();
      return done();
    },
  },

  'user-customHeader-delete-modules': {
    access: 'signedIn',
    handle({ params, body }, { store, caller }) {
      ownedSite(store, caller.account, params.siteId);
      deleteModules(store, params.siteId, 'customHeader', body.ids);
      store.changed();
      return done();
    },
  },

  'user-customHeader-list-headers': {
    access: 'signedIn',
    handle({ params, query }, { store, caller }) {
      ownedSite(store, caller.account, params.siteId);
      const module = moduleOf(store, params.siteId, 'customHeader', params.moduleId);
      const page = paginate(headersOfModule(store, module.id), query);
      return { data: page.data.map(headerView), total: page.total };
    },
  },

  'user-customHeader-create-headers': {
    access: 'signedIn',
    handle({ params, body }, { store, now, caller }) {
      ownedSite(store, caller.account, params.siteId);
      const module = moduleOf(store, params.siteId, 'customHeader', params.moduleId);
      if (body.headers.some((h) => h.id !== undefined)) throw fail.field('headers', 'new headers have no id');
      checkHeaderKeys(headersOfModule(store, module.id), body.headers.map((h) => h.key));
      addHeaders(store, module.id, body.headers);
      module.updatedAt = iso(now);
      store.changed();
      return done();
    },
  },

  'user-customHeader-update-header': {
    access: 'signedIn',
    handle({ params, body }, { store, now, caller }) {
      ownedSite(store, caller.account, params.siteId);
      const module = moduleOf(store, params.siteId, 'customHeader', params.moduleId);
      const headers = headersOfModule(store, module.id);
      const header = pickOne(headers, body.id as number, 'header');
      checkHeaderKeys(headers.filter((h) => h !== header), [body.key]);
      header.key = body.key;
      header.value = body.value;
      module.updatedAt = iso(now);
      store.changed();
      return done();
    },
  },

  'user-customHeader-delete-headers': {
    access: 'signedIn',
    handle({ params, body }, { store, now, caller }) {
      ownedSite(store, caller.account, params.siteId);
      const module = moduleOf(store, params.siteId, 'customHeader', params.moduleId);
      const state = configOf(store);
      const doomed = new Set(pickAll(headersOfModule(store, module.id), body.ids, 'header'));
      state.headers = state.headers.filter((h) => !doomed.has(h));
      module.updatedAt = iso(now);
      store.changed();
      return done();
    },
  },
});
