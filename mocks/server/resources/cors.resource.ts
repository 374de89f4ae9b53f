// CORS modules of a site: each is one policy (allowed origins, methods, headers, credentials, preflight
// max-age); a domain uses at most one, bound through the domain module binding. `*` cannot go with credentials.
import { fail } from '../errors.ts';
import { done } from '../handlers/common.ts';
import type { Store } from '../state/store.ts';
import { defineHandlers, type SignedInContext } from '../types.ts';
import { defineResource, stateOf } from './define.ts';
import { domainOfSite } from './site-config/common.ts';
import { type Schemas, iso, ownedSite, perSite } from './security/common.ts';
import { type CorsSettings, firstFreeId, seededModules } from './security/module-seed.ts';
import { ruleList } from './security/rule-list.ts';
import { bindings, unbind } from './security/site-modules.ts';

export interface CorsRecord extends CorsSettings {
  id: number;
  name: string;
  memo?: string;
  createdAt: string;
  updatedAt: string;
}

export interface CorsState {
  seq: number;
  /** Modules of each site, by site id. */
  sites: Record<string, CorsRecord[]>;
}

const modules = ruleList<CorsRecord>({ noun: 'CORS module', maxRows: 5000, keys: (m) => [m.name.toLowerCase()] });

const corsOf = ({ store, caller }: SignedInContext, siteId: number): CorsRecord[] => {
  ownedSite(store, caller, siteId);
  return perSite(stateOf(store, corsModule).sites, siteId, () => []);
};

function view(m: CorsRecord, bound: Map<number, number[]>): Schemas['CorsModule'] {
  return {
    id: m.id,
    name: m.name,
    origins: m.origins,
    methods: [...m.methods],
    allowHeaders: [...m.allowHeaders],
    exposeHeaders: [...m.exposeHeaders],
    allowCredentials: m.allowCredentials,
    maxAge: m.maxAge,
    domainIDs: bound.get(m.id) ?? [],
    ...(m.memo !== undefined ? { memo: m.memo } : {}),
    updatedAt: m.updatedAt,
  };
}

/** `*` cannot go with credentials (browsers refuse it); the contract already limits origins and max-age. */
function settings(body: Schemas['CorsModuleInput']): CorsSettings {
  const allowCredentials = body.allowCredentials ?? false;
  if (body.origins === '*' && allowCredentials) throw fail.field('allowCredentials', 'cannot be on when origins is *');
  return { origins: body.origins, methods: [...body.methods], allowHeaders: [...(body.allowHeaders ?? [])], exposeHeaders: [...(body.exposeHeaders ?? [])], allowCredentials, maxAge: body.maxAge };
}

function seedCors(store: Store, now: number): CorsState {
  const seeded = seededModules(store, now, 'cors');
  const state: CorsState = { seq: firstFreeId(seeded), sites: {} };
  for (const m of seeded) {
    (state.sites[String(m.siteId)] ??= []).push({ id: m.id, name: m.name, ...(m.memo ? { memo: m.memo } : {}), ...m.cors!, createdAt: m.createdAt, updatedAt: m.updatedAt });
  }
  return state;
}

const corsModule = defineResource<CorsState>({
  name: 'site.cors',
  after: ['sites', 'site-config'],
  seed: ({ store, now }) => seedCors(store, now),
  handlers: defineHandlers({
    'user-cors-list-modules': {
      handle({ params, query }, ctx) {
        const page = modules.page(corsOf(ctx, params.siteId), query);
        const bound = bindings(ctx.store, params.siteId, 'cors');
        return { data: page.data.map((m) => view(m, bound)), total: page.total };
      },
    },
    'user-cors-create-module': {
      handle({ params, body }, ctx) {
        const rows = corsOf(ctx, params.siteId);
        if (body.id !== undefined) throw fail.field('id', 'a new module has no id');
        const at = iso(ctx.now);
        const state = stateOf(ctx.store, corsModule);
        const [made] = modules.add(rows, [{ name: body.name, ...(body.memo !== undefined ? { memo: body.memo } : {}), ...settings(body), createdAt: at, updatedAt: at }], () => ++state.seq);
        ctx.store.changed();
        return { data: view(made!, new Map()) };
      },
    },
    'user-cors-update-module': {
      handle({ params, body }, ctx) {
        const rows = corsOf(ctx, params.siteId);
        const next = settings(body);
        modules.update(rows, body.id as number, (current) => ({ name: body.name, ...(body.memo !== undefined ? { memo: body.memo } : {}), ...next, createdAt: current.createdAt, updatedAt: iso(ctx.now) }));
        ctx.store.changed();
        return done();
      },
    },
    'user-cors-delete-modules': {
      handle({ params, body }, ctx) {
        unbind(ctx.store, params.siteId, 'cors', new Set(modules.remove(corsOf(ctx, params.siteId), body.ids).map((m) => m.id)));
        ctx.store.changed();
        return done();
      },
    },
    'user-cors-get-domain-cors': {
      handle({ params }, ctx) {
        const rows = corsOf(ctx, params.siteId);
        const domain = domainOfSite(ctx.store, params.siteId, params.domainId);
        const module = rows.find((m) => m.id === domain.modules.cors);
        return { data: module ? view(module, bindings(ctx.store, params.siteId, 'cors')) : null };
      },
    },
  }),
});

export default corsModule;
