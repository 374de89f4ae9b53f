// Proxy rewrite modules of a site: rules rewrite the URI (and optionally the Host) sent to the origin, in
// priority order.
import { defineHandlers } from '../types.ts';
import { defineResource, stateOf } from './define.ts';
import { type Schemas, compact, crudOps, iso } from './security/common.ts';
import { ruleList } from './security/rule-list.ts';
import { type ModulesState, seedModules, siteModules } from './security/site-modules.ts';

type ProxyRewriteRule = Schemas['ProxyRewriteRule'];

const rules = ruleList<ProxyRewriteRule>({
  noun: 'proxy rewrite rule',
  ordered: true,
  keys: (r) => [r.regex],
});

/** The contract checks the expression, the replacement (a URI starting with / or a group) and the host name. */
function ruleDraft(input: Schemas['ProxyRewriteRuleInput']) {
  return compact({ regex: input.regex, replacement: input.replacement, host: input.host || null, priority: input.priority, enabled: input.enabled ?? true });
}

const proxyRewrite = siteModules<ProxyRewriteRule>({ kind: 'proxyRewrite', label: 'proxy rewrite', state: (store): ModulesState<ProxyRewriteRule> => stateOf(store, proxyRewriteModule), items: rules });

const proxyRewriteModule = defineResource<ModulesState<ProxyRewriteRule>>({
  name: 'security.proxyRewrite',
  seed: ({ store, now }) =>
    seedModules<ProxyRewriteRule>(store, 13000, iso(now - 45 * 86_400_000), true, (module) => [
      [4101, () => [
        module('Legacy shop paths', 'Old links from the 2019 shop', [
          { regex: '^/shop/(.*)$', replacement: '/store/$1', host: null, enabled: true },
          { regex: '^/tea/([a-z-]+)\\.html$', replacement: '/store/products/$1', host: null, enabled: true },
          { regex: '^/journal/(.*)$', replacement: '/$1', host: 'journal-origin.harbor-tea.example', enabled: true },
        ]),
      ]],
      [4201, () => [
        module('Catalogue API v2', '', [
          { regex: '^/api/v1/books/(\\d+)$', replacement: '/api/v2/catalogue/items/$1', host: null, enabled: true },
          { regex: '^/api/v1/(.*)$', replacement: '/api/v2/$1', host: null, enabled: false },
        ]),
      ]],
    ]),
  handlers: defineHandlers({
    ...proxyRewrite.moduleCalls(crudOps('proxyRewrite', 'module', 'modules', true)),
    ...proxyRewrite.itemCalls(crudOps('proxyRewrite', 'rule', 'rules', true), { drafts: (body) => body.items.map(ruleDraft), patch: (_current, body) => ruleDraft(body), created: 'rows' }),
  }),
});

export default proxyRewriteModule;
