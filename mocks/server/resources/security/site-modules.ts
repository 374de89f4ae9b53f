// Named modules of a site that hold a list of entries (Lua ACL, token authentication, proxy rewrite, URL
// redirect, custom headers):
// modules are one generic rule list per site, their entries one per module. Domains are bound to a module
// by the domain module binding (the domain records keep the module id), read here at request time.
import type { Store } from '../../state/store.ts';
import type { OperationId, SignedInContext } from '../../types.ts';
import { type AnyInput, byField } from '../crud-more.ts';
import { domainsOfSite } from '../sites.resource.ts';
import type { ModuleKind } from '../sites/model.ts';
import { type PerSiteState, type Schemas, compact, iso, ownedPerSite, perSiteSeed } from './common.ts';
import { type CollectionSpec, type Place, collection } from '../crud.ts';
import { type Draft, type ListRow, type PageQuery, type RuleList, type RuleListConfig, listPlace, ruleList } from './rule-list.ts';

type Ids<L, C, U, D> = { list?: L; create?: C; update?: U; delete?: D };
/** The entries of one module of a site, as the place of their calls. */
type ItemsPlace<I extends ListRow> = Place<I> & { module: ModuleRecord<I>; siteId: number };
/** A site's modules of one kind, as the place of their calls, with the domains each is bound to. */
type BoundPlace<R extends ListRow> = Place<R> & { siteId: number; bound: Map<number, number[]> };

/** A module as stored: with its entries (the count and the bound domains are derived). */
export type ModuleRecord<I extends ListRow> = Omit<Schemas['SiteModule'], 'itemCount' | 'domainIDs'> & { items: I[] };

/** The modules of each site (modules and their entries share the counter). */
export type ModulesState<I extends ListRow> = PerSiteState<ModuleRecord<I>[]>;

export interface ModuleConfig<I extends ListRow> {
  kind: ModuleKind;
  /** "Lua ACL", "token authentication", "proxy rewrite". */
  label: string;
  state: (store: Store) => ModulesState<I>;
  items: RuleList<I>;
  /** Most modules of this kind a site holds (101029 beyond); 100 unless set. */
  maxModules?: number;
}

/**
 * A kind's demo state: the modules `sites` makes for each seeded site (perSiteSeed), made at `at` and numbered from
 * `seq` (each module, then its entries; entries of an `ordered` list take priorities 1..n).
 */
export function seedModules<I extends ListRow>(store: Store, seq: number, at: string, ordered: boolean, sites: (module: (name: string, memo: string, items: Draft<I>[]) => ModuleRecord<I>) => [number, () => ModuleRecord<I>[]][]) {
  const state: ModulesState<I> = { seq, sites: {} };
  const module = (name: string, memo: string, items: Draft<I>[]): ModuleRecord<I> =>
    ({ id: ++state.seq, name, memo, createdAt: at, updatedAt: at, items: items.map((item, i) => ({ id: ++state.seq, ...item, ...(ordered ? { priority: i + 1 } : {}) }) as I) });
  state.sites = perSiteSeed(store, sites(module));
  return state;
}

/** Domains of the site bound to each module of a kind (module id -> domain ids). */
export function bindings(store: Store, siteId: number, kind: ModuleKind) {
  const bound = new Map<number, number[]>();
  for (const domain of domainsOfSite(store, siteId)) {
    const moduleId = domain.modules[kind];
    if (moduleId === null || moduleId === undefined) continue;
    bound.set(moduleId, [...(bound.get(moduleId) ?? []), domain.id]);
  }
  return bound;
}

/**
 * A site's modules of one kind as the place of their collection calls: the rows (a rule list's), the site and the
 * domains each module is bound to; a removal leaves the domains bound to a removed module without a module of the kind.
 */
function boundModules<R extends ListRow>(kind: ModuleKind, list: RuleList<R>, rowsOf: (context: SignedInContext, siteId: number) => R[], nextId: (context: SignedInContext) => () => number, pageOf?: (query: Record<string, unknown>) => PageQuery) {
  return ({ params }: AnyInput, context: SignedInContext): BoundPlace<R> => {
    const siteId = params.siteId as number;
    const place = listPlace(list, rowsOf(context, siteId), nextId(context), pageOf);
    const remove = (gone: ReadonlySet<R>) => {
      place.remove(gone);
      const removed = new Set<number | null | undefined>([...gone].map((m) => m.id));
      for (const domain of domainsOfSite(context.store, siteId)) if (removed.has(domain.modules[kind])) domain.modules[kind] = null;
    };
    return { ...place, remove, siteId, bound: bindings(context.store, siteId, kind) };
  };
}

/**
 * A kind whose modules are the rows themselves (CORS, WAF): each site's modules, names unique without case, found
 * for one of the caller's sites (101018 for any other) and as the place of their collection calls.
 */
export function moduleRows<R extends ListRow & { name: string }>(
  kind: ModuleKind,
  noun: string,
  maxRows: number,
  state: (store: Store) => PerSiteState<R[]>,
  sortable?: RuleListConfig<R>['sortable'],
) {
  const list = ruleList<R>({ noun, maxRows, keys: (m) => [m.name.toLowerCase()], sortable });
  const of = ownedPerSite((store) => state(store).sites, (): R[] => []);
  const nextId = (ctx: SignedInContext) => () => ++state(ctx.store).seq;
  return { noun, of, list, nextId, at: boundModules(kind, list, of, nextId) };
}

export function siteModules<I extends ListRow>(config: ModuleConfig<I>) {
  type M = ModuleRecord<I>;
  const sortable = { ...byField<M>('id', 'name'), itemCount: (m: M) => m.items.length, ...byField<M>('createdAt', 'updatedAt') };
  /** Modules are rows of moduleRows: `modulesOf` a site (the caller's, else 101018). */
  const { noun, list: modules, of: modulesOf, nextId } = moduleRows(config.kind, `${config.label} module`, config.maxModules ?? 100, config.state, sortable);

  const view = ({ items, ...m }: M, bound: Map<number, number[]>): Schemas['SiteModule'] => ({ ...m, itemCount: items.length, domainIDs: bound.get(m.id) ?? [] });

  const draft = (input: Schemas['SiteModuleInput'], now: number) =>
    compact({ name: input.name, memo: input.memo, createdAt: iso(now), updatedAt: iso(now), items: [] as I[] });

  /** The module of the site (101018 for another site's or an unknown one). */
  const moduleOf = (ctx: SignedInContext, siteId: number, moduleId: number) => modules.get(modulesOf(ctx, siteId), moduleId);

  const touched = (ctx: SignedInContext, m: M) => {
    m.updatedAt = iso(ctx.now);
    ctx.store.changed();
  };

  return {
    moduleOf,
    modulesOf,
    touched,

    /** Adds one module with its first entries; answers it as listed. */
    createModule(ctx: SignedInContext, siteId: number, input: Schemas['SiteModuleInput'], items: Draft<I>[]) {
      const [made] = modules.add(modulesOf(ctx, siteId), [draft(input, ctx.now)], nextId(ctx));
      config.items.add(made!.items, items, nextId(ctx));
      ctx.store.changed();
      return view(made!, new Map());
    },

    /**
     * The list, create, update and delete calls of the modules: a create takes one module or a batch (`modules`,
     * `created: 'rows'`); a delete leaves the domains bound to a removed module without a module of the kind.
     */
    moduleCalls<L extends OperationId = never, C extends OperationId = never, U extends OperationId = never, D extends OperationId = never>(
      ids: Ids<L, C, U, D>,
      created: true | 'rows' = 'rows',
      pageOf?: (query: Record<string, unknown>) => PageQuery,
    ) {
      return collection<M, BoundPlace<M>, Schemas['SiteModule'], L, C, U, D>(ids, {
        noun,
        at: boundModules(config.kind, modules, modulesOf, nextId, pageOf),
        drafts: (body, _at, ctx) => {
          const inputs = created === 'rows' ? (body as { modules: Schemas['SiteModuleInput'][] }).modules : [body as Schemas['SiteModuleInput']];
          return inputs.map((input) => draft(input, ctx.now));
        },
        patch: (current, body, _at, ctx) => ({ ...draft(body as Schemas['SiteModuleUpdate'], ctx.now), createdAt: current.createdAt, items: current.items }),
        view: (m, { bound }) => view(m, bound),
        created,
      });
    },

    /** The list, create, update and delete calls of one module's entries (a write notes the module's update time). */
    itemCalls<L extends OperationId = never, C extends OperationId = never, U extends OperationId = never, D extends OperationId = never>(
      ids: Ids<L, C, U, D>,
      spec: Pick<CollectionSpec<I, ItemsPlace<I>, unknown, NoInfer<C>, NoInfer<U>>, 'drafts' | 'patch' | 'view' | 'created'>,
    ) {
      return collection<I, ItemsPlace<I>, unknown, L, C, U, D>(ids, {
        ...spec,
        noun: config.items.config.noun,
        at: ({ params }, ctx) => {
          const siteId = params.siteId as number;
          const module = moduleOf(ctx, siteId, params.moduleId as number);
          return { ...listPlace(config.items, module.items, nextId(ctx)), module, siteId };
        },
        written: ({ module }, ctx) => {
          module.updatedAt = iso(ctx.now);
        },
      });
    },
  };
}
