// URL redirect modules of a site: each holds redirect entries (a source path sent to a target URL with 301 or
// 302); a site holds at most 3000 entries in all its modules, a source once per module. Domains are bound to a
// module through the domain module binding.
import { ApiFailure, fail } from '../errors.ts';
import { defineHandlers } from '../types.ts';
import { defineResource, stateOf } from './define.ts';
import { type Schemas, compact, crudOps } from './security/common.ts';
import { type RedirectEntry, seededState } from './security/module-seed.ts';
import { ruleList } from './security/rule-list.ts';
import { type ModulesState, siteModules } from './security/site-modules.ts';

export type UrlRedirectState = ModulesState<RedirectEntry>;

/** Redirect entries a site holds, all modules together (205007 beyond). */
export const REDIRECT_LIMIT = 3000;

const entries = ruleList<RedirectEntry>({ noun: 'redirect entry' });

const urlRedirect = siteModules<RedirectEntry>({
  kind: 'urlRedirect',
  label: 'URL redirect',
  state: (store): UrlRedirectState => stateOf(store, urlRedirectModule),
  items: entries,
  maxModules: 5000,
});

/** A source is redirected once per module (101025). */
function checkSources(existing: readonly RedirectEntry[], sources: readonly string[]) {
  const seen = new Set(existing.map((u) => u.source));
  const source = sources.find((s, i) => seen.has(s) || sources.indexOf(s) !== i);
  if (source !== undefined) throw fail.duplicate(`${source} is already redirected by this module`, [{ in: 'body', field: 'urls', message: `${source} is listed twice or already redirected` }]);
}

/** A target that the replacement made no longer an http(s) URL. */
const isUrl = (text: string) => URL.canParse(text) && ['http:', 'https:'].includes(new URL(text).protocol) && !/\s/.test(text);

const entry = (u: Schemas['UrlRedirectUrlInput']) => compact({ source: u.source, target: u.target, code: u.code, memo: u.memo });

const urlRedirectModule = defineResource<UrlRedirectState>({
  name: 'site.urlRedirect',
  after: ['sites', 'site-config'],
  seed: ({ store, now }) => seededState(store, now, 'urlRedirect', (m) => ({ items: m.urls })),
  handlers: defineHandlers({
    ...urlRedirect.moduleCalls(crudOps('urlRedirect', 'module', 'modules'), true),
    ...urlRedirect.itemCalls(crudOps('urlRedirect', 'url', 'urls', true), {
      drafts: (body, { module, siteId }, ctx) => {
        checkSources(module.items, body.urls.map((u) => u.source));
        const siteTotal = urlRedirect.modulesOf(ctx, siteId).reduce((sum, m) => sum + m.items.length, 0);
        if (siteTotal + body.urls.length > REDIRECT_LIMIT) {
          throw new ApiFailure(205007, `a site holds at most ${REDIRECT_LIMIT} redirect entries (it has ${siteTotal})`, undefined, { limit: REDIRECT_LIMIT, current: siteTotal });
        }
        return body.urls.map(entry);
      },
      patch: (current, body, { module }) => {
        checkSources(module.items.filter((u) => u !== current), [body.source]);
        return entry(body);
      },
    }),
    'user-urlRedirect-replace-urls': {
      handle({ params, body }, ctx) {
        const module = urlRedirect.moduleOf(ctx, params.siteId, params.moduleId);
        const chosen = body.ids ? body.ids.map((id) => entries.get(module.items, id)) : module.items;
        const changes = chosen.filter((u) => u.target.includes(body.search)).map((u) => ({ entry: u, target: u.target.split(body.search).join(body.replacement) }));
        const broken = changes.filter((c) => !isUrl(c.target) || c.target.length > 2048);
        if (broken.length) {
          throw fail.parameter('parameter error', [{ in: 'body', field: 'replacement', message: `would leave targets that are not http(s) URLs: ${broken.slice(0, 5).map((c) => c.entry.source).join(', ')}` }]);
        }
        for (const c of changes) c.entry.target = c.target;
        if (changes.length) urlRedirect.touched(ctx, module);
        return { data: { replaced: changes.length } };
      },
    },
  }),
});

export default urlRedirectModule;
