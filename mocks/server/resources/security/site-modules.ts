// Named modules of a site that hold a list of entries (Lua ACL, token authentication, proxy rewrite, URL
// redirect, custom headers):
// modules are one generic rule list per site, their entries one per module. Domains are bound to a module
// by the domain module binding (the domain records keep the module id), read here at request time.
import type { Store } from '../../state/store.ts';
import type { SignedInContext } from '../../types.ts';
import { done } from '../../handlers/common.ts';
import { domainsOfSite } from '../sites.resource.ts';
import type { ModuleKind } from '../sites/model.ts';
import { type Schemas, iso, ownedSite, perSite } from './common.ts';
import { type Draft, type ListRow, type PageQuery, type RuleList, ruleList } from './rule-list.ts';

export interface ModuleRecord<I extends ListRow> {
  id: number;
  name: string;
  memo?: string;
  createdAt: string;
  updatedAt: string;
  items: I[];
}

export interface ModulesState<I extends ListRow> {
  /** Last id given (modules and their entries share it). */
  seq: number;
  /** Modules of each site, by site id. */
  sites: Record<string, ModuleRecord<I>[]>;
}

export interface ModuleConfig<I extends ListRow> {
  kind: ModuleKind;
  /** "Lua ACL", "token authentication", "proxy rewrite". */
  label: string;
  state: (store: Store) => ModulesState<I>;
  items: RuleList<I>;
  /** Most modules of this kind a site holds (101029 beyond); 100 unless set. */
  maxModules?: number;
}

/** Domains of the site bound to each module of a kind (module id -> domain ids). */
export function bindings(store: Store, siteId: number, kind: ModuleKind): Map<number, number[]> {
  const bound = new Map<number, number[]>();
  for (const domain of domainsOfSite(store, siteId)) {
    const moduleId = domain.modules[kind];
    if (moduleId === null || moduleId === undefined) continue;
    bound.set(moduleId, [...(bound.get(moduleId) ?? []), domain.id]);
  }
  return bound;
}

/** Domains bound to removed modules are left without a module of the kind. */
export function unbind(store: Store, siteId: number, kind: ModuleKind, removed: ReadonlySet<number>): void {
  for (const domain of domainsOfSite(store, siteId)) {
    const bound = domain.modules[kind];
    if (bound !== null && bound !== undefined && removed.has(bound)) domain.modules[kind] = null;
  }
}

export function siteModules<I extends ListRow>(config: ModuleConfig<I>) {
  const modules = ruleList<ModuleRecord<I>>({
    noun: `${config.label} module`,
    maxRows: config.maxModules ?? 100,
    keys: (m) => [m.name.toLowerCase()],
    texts: (m) => ({ memo: m.memo }),
    sortable: {
      id: (m) => m.id,
      name: (m) => m.name,
      itemCount: (m) => m.items.length,
      createdAt: (m) => m.createdAt,
      updatedAt: (m) => m.updatedAt,
    },
  });

  const nextId = (store: Store) => () => ++config.state(store).seq;

  function modulesOf({ store, caller }: SignedInContext, siteId: number): ModuleRecord<I>[] {
    ownedSite(store, caller, siteId);
    return perSite(config.state(store).sites, siteId, () => []);
  }

  const view = (m: ModuleRecord<I>, bound: Map<number, number[]>): Schemas['SiteModule'] => ({
    id: m.id,
    name: m.name,
    ...(m.memo !== undefined ? { memo: m.memo } : {}),
    itemCount: m.items.length,
    domainIDs: bound.get(m.id) ?? [],
    createdAt: m.createdAt,
    updatedAt: m.updatedAt,
  });

  /** The module of the site (101018 for another site's or an unknown one). */
  const moduleOf = (ctx: SignedInContext, siteId: number, moduleId: number) => modules.get(modulesOf(ctx, siteId), moduleId);

  const touched = (ctx: SignedInContext, m: ModuleRecord<I>) => {
    m.updatedAt = iso(ctx.now);
    ctx.store.changed();
  };

  return {
    moduleOf,
    /** The modules of the site (the caller's, else 101018). */
    modulesOf,
    /** Marks a module changed now (after its entries changed). */
    touched,

    listModules(ctx: SignedInContext, siteId: number, query: PageQuery) {
      const page = modules.page(modulesOf(ctx, siteId), query);
      const bound = bindings(ctx.store, siteId, config.kind);
      return { data: page.data.map((m) => view(m, bound)), total: page.total };
    },

    createModules(ctx: SignedInContext, siteId: number, inputs: readonly Schemas['SiteModuleInput'][]) {
      const at = iso(ctx.now);
      const drafts = inputs.map((input) => ({ name: input.name, ...(input.memo !== undefined ? { memo: input.memo } : {}), createdAt: at, updatedAt: at, items: [] }));
      const made = modules.add(modulesOf(ctx, siteId), drafts, nextId(ctx.store));
      ctx.store.changed();
      const bound = new Map<number, number[]>();
      return { data: made.map((m) => view(m, bound)), total: made.length };
    },

    updateModule(ctx: SignedInContext, siteId: number, input: Schemas['SiteModuleUpdate']) {
      modules.update(modulesOf(ctx, siteId), input.id, (current) => ({
        name: input.name,
        ...(input.memo !== undefined ? { memo: input.memo } : {}),
        createdAt: current.createdAt,
        updatedAt: iso(ctx.now),
        items: current.items,
      }));
      ctx.store.changed();
      return done();
    },

    /** Removes modules with their entries; domains bound to them are left without a module of this kind. */
    removeModules(ctx: SignedInContext, siteId: number, ids: readonly number[]) {
      unbind(ctx.store, siteId, config.kind, new Set(modules.remove(modulesOf(ctx, siteId), ids).map((m) => m.id)));
      ctx.store.changed();
      return done();
    },

    listItems(ctx: SignedInContext, siteId: number, moduleId: number, query: PageQuery) {
      return config.items.page(moduleOf(ctx, siteId, moduleId).items, query);
    },

    addItems(ctx: SignedInContext, siteId: number, moduleId: number, drafts: readonly Draft<I>[]): I[] {
      const m = moduleOf(ctx, siteId, moduleId);
      const made = config.items.add(m.items, drafts, nextId(ctx.store));
      touched(ctx, m);
      return made;
    },

    updateItem(ctx: SignedInContext, siteId: number, moduleId: number, id: number, build: (current: I) => Draft<I>) {
      const m = moduleOf(ctx, siteId, moduleId);
      const row = config.items.update(m.items, id, build);
      touched(ctx, m);
      return row;
    },

    removeItems(ctx: SignedInContext, siteId: number, moduleId: number, ids: readonly number[]) {
      const m = moduleOf(ctx, siteId, moduleId);
      config.items.remove(m.items, ids);
      touched(ctx, m);
      return done();
    },
  };
}
