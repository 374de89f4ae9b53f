// CORS modules of a site: each is one policy (allowed origins, methods, headers, credentials, preflight
// max-age); a domain uses at most one, bound through the domain module binding. `*` cannot go with credentials.
import { fail } from '../errors.ts';
import { defineHandlers } from '../types.ts';
import { defineResource, stateOf } from './define.ts';
import { domainOfSite } from './site-config/common.ts';
import { type PerSiteState, type Schemas, compact, crudOps, iso } from './security/common.ts';
import { type CorsSettings, seededState } from './security/module-seed.ts';
import { collection } from './crud.ts';
import { bindings, moduleRows } from './security/site-modules.ts';

/** A module as stored: the contract's CorsModule with its policy's lists always there, without the bound domains. */
type CorsRecord = Omit<Schemas['CorsModule'], 'domainIDs' | 'updatedAt'> & CorsSettings & { createdAt: string; updatedAt: string };

export type CorsState = PerSiteState<CorsRecord[]>;

const modules = moduleRows<CorsRecord>('cors', 'CORS module', 5000, (store): CorsState => stateOf(store, corsModule));

const view = ({ createdAt: _createdAt, ...m }: CorsRecord, bound: Map<number, number[]>) => ({
  ...m,
  methods: [...m.methods],
  allowHeaders: [...m.allowHeaders],
  exposeHeaders: [...m.exposeHeaders],
  domainIDs: bound.get(m.id) ?? [],
});

/** A module's name, memo and policy (the contract limits origins and max-age, and refuses credentials with origins `*`: browsers refuse it). */
function fields(body: Schemas['CorsModuleInput']) {
  const lists = { methods: [...body.methods], allowHeaders: [...(body.allowHeaders ?? [])], exposeHeaders: [...(body.exposeHeaders ?? [])] };
  return compact({ name: body.name, memo: body.memo, origins: body.origins, ...lists, allowCredentials: body.allowCredentials ?? false, maxAge: body.maxAge });
}

const corsModule = defineResource<CorsState>({
  name: 'site.cors',
  after: ['sites', 'site-config'],
  seed: ({ store, now }) => seededState(store, now, 'cors', (m) => ({ ...m.cors! })),
  handlers: defineHandlers({
    ...collection(crudOps('cors', 'module', 'modules'), {
      noun: modules.noun,
      // Domains bound to a removed module are left without a CORS module.
      at: modules.at,
      drafts: (body, _at, ctx) => {
        if (body.id !== undefined) throw fail.field('id', 'a new module has no id');
        return [{ ...fields(body), createdAt: iso(ctx.now), updatedAt: iso(ctx.now) }];
      },
      patch: (current: CorsRecord, body, _at, ctx) => ({ ...fields(body), createdAt: current.createdAt, updatedAt: iso(ctx.now) }),
      view: (m, { bound }) => view(m, bound),
      created: true,
    }),
    'user-cors-get-domain-cors': {
      handle({ params }, ctx) {
        const rows = modules.of(ctx, params.siteId);
        const domain = domainOfSite(ctx.store, params.siteId, params.domainId);
        const module = rows.find((m) => m.id === domain.modules.cors);
        return { data: module ? view(module, bindings(ctx.store, params.siteId, 'cors')) : null };
      },
    },
  }),
});

export default corsModule;
