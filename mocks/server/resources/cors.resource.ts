// CORS modules of a site: each is one policy (allowed origins, methods, headers, credentials, preflight
// max-age); a domain uses at most one, bound through the domain module binding. `*` cannot go with credentials.
import { fail } from '../errors.ts';
import type { Store } from '../state/store.ts';
import { defineHandlers, type SignedInContext } from '../types.ts';
import { defineResource, stateOf } from './define.ts';
import { domainOfSite } from './site-config/common.ts';
import { type PerSiteState, type Schemas, iso, ownedPerSite } from './security/common.ts';
import { type CorsSettings, seededState } from './security/module-seed.ts';
import { collection } from './crud.ts';
import { ruleList } from './security/rule-list.ts';
import { bindings, boundModules } from './security/site-modules.ts';

/** A module as stored: the contract's CorsModule with its policy's lists always there, without the bound domains. */
export type CorsRecord = Omit<Schemas['CorsModule'], 'domainIDs' | 'updatedAt'> & CorsSettings & { createdAt: string; updatedAt: string };

export type CorsState = PerSiteState<CorsRecord[]>;

const modules = ruleList<CorsRecord>({ noun: 'CORS module', maxRows: 5000, keys: (m) => [m.name.toLowerCase()] });

const state = (store: Store): CorsState => stateOf(store, corsModule);
const corsOf = ownedPerSite((store) => state(store).sites, (): CorsRecord[] => []);
const modulesAt = boundModules('cors', modules, corsOf, (ctx: SignedInContext) => () => ++state(ctx.store).seq);

const view = ({ createdAt: _createdAt, ...m }: CorsRecord, bound: Map<number, number[]>): Schemas['CorsModule'] => ({
  ...m,
  methods: [...m.methods],
  allowHeaders: [...m.allowHeaders],
  exposeHeaders: [...m.exposeHeaders],
  domainIDs: bound.get(m.id) ?? [],
});

/** The contract limits origins and max-age, and refuses credentials with origins `*` (browsers refuse it). */
function settings(body: Schemas['CorsModuleInput']): CorsSettings {
  return { origins: body.origins, methods: [...body.methods], allowHeaders: [...(body.allowHeaders ?? [])], exposeHeaders: [...(body.exposeHeaders ?? [])], allowCredentials: body.allowCredentials ?? false, maxAge: body.maxAge };
}

const corsModule = defineResource<CorsState>({
  name: 'site.cors',
  after: ['sites', 'site-config'],
  seed: ({ store, now }) => seededState(store, now, 'cors', (m) => ({ ...m.cors! })),
  handlers: defineHandlers({
    ...collection(
      { list: 'user-cors-list-modules', create: 'user-cors-create-module', update: 'user-cors-update-module', delete: 'user-cors-delete-modules' },
      {
        noun: modules.config.noun,
        // Domains bound to a removed module are left without a CORS module.
        at: modulesAt,
        drafts: (body, _at, ctx) => {
          if (body.id !== undefined) throw fail.field('id', 'a new module has no id');
          return [{ name: body.name, ...(body.memo !== undefined ? { memo: body.memo } : {}), ...settings(body), createdAt: iso(ctx.now), updatedAt: iso(ctx.now) }];
        },
        patch: (current: CorsRecord, body, _at, ctx) => ({ name: body.name, ...(body.memo !== undefined ? { memo: body.memo } : {}), ...settings(body), createdAt: current.createdAt, updatedAt: iso(ctx.now) }),
        view: (m, { bound }) => view(m, bound),
        created: true,
      },
    ),
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
