// WAF modules of a site: each runs a choice of the built-in OWASP-style rules with a block type; domains
// are bound to a module by the domain module binding (read from the domain records at request time).
import type { Store } from '../state/store.ts';
import { defineHandlers } from '../types.ts';
import { defineResource, stateOf } from './define.ts';
import { WAF_DEFAULT_RULES, WAF_RULE_IDS } from './security/catalogue.ts';
import { type PerSiteState, type Schemas, badField, compact, crudOps, iso, perSiteSeed } from './security/common.ts';
import { allRows, collection } from './crud.ts';
import type { Draft } from './security/rule-list.ts';
import { moduleRows } from './security/site-modules.ts';

type WafRecord = Omit<Schemas['WafModule'], 'domainIDs'>;

type WafState = PerSiteState<WafRecord[]>;

const modules = moduleRows<WafRecord>('waf', 'WAF module', 100, (store: Store): WafState => stateOf(store, wafModule));

function draft(input: Schemas['WafModuleInput'], now: string, current?: WafRecord): Draft<WafRecord> {
  const unknown = input.ruleIDs.filter((id) => !WAF_RULE_IDS.has(id));
  if (unknown.length) throw badField('ruleIDs', `not default WAF rules: ${unknown.join(', ')}`);
  return compact({
    name: input.name,
    ruleIDs: [...input.ruleIDs],
    blockType: input.blockType ?? 'refuse',
    memo: input.memo,
    createdAt: current?.createdAt ?? now,
    updatedAt: now,
  });
}

const wafModule = defineResource<WafState>({
  name: 'security.waf',
  seed: ({ store, now }) => {
    let seq = 10000;
    const at = iso(now - 60 * 86_400_000);
    const make = (name: string, ruleIDs: number[], blockType: WafRecord['blockType'], memo?: string): WafRecord =>
      compact({ id: ++seq, name, ruleIDs, blockType, memo, createdAt: at, updatedAt: at });
    const sites = perSiteSeed(store, [
      [4101, () => [
        make('Storefront (full OWASP set)', WAF_DEFAULT_RULES.map((r) => r.id), 'refuse', 'Every built-in rule'),
        make('Checkout (injection only)', [1, 2, 3, 4, 5, 6, 7, 8], 'refuse'),
      ]],
      [4102, () => [make('Shop: monitor only', [1, 2, 4, 5, 13, 16], 'continue', 'Logging before enforcing')]],
      [4201, () => [make('Bookshop', [1, 2, 3, 4, 5, 8, 9, 11, 13, 20], 'refuse')]],
      [4401, () => [make('Game API', [1, 2, 3, 6, 7, 12, 13, 14, 18, 19], 'refuse')]],
    ]);
    return { seq, sites };
  },
  handlers: defineHandlers({
    'user-waf-check-adv-exists': { handle: ({ params }, ctx) => ({ data: modules.of(ctx, params.siteId).length > 0 }) },
    'user-waf-list-default-rules': { handle: () => allRows([...WAF_DEFAULT_RULES]) },
    ...collection(crudOps('waf', 'module', 'modules'), {
      noun: modules.noun,
      // Domains bound to a removed module are left without a WAF module.
      at: modules.at,
      drafts: (body, _at, ctx) => [draft(body, iso(ctx.now))],
      patch: (current: WafRecord, body, _at, ctx) => draft(body, iso(ctx.now), current),
      view: (m, { bound }): Schemas['WafModule'] => ({ ...m, domainIDs: bound.get(m.id) ?? [] }),
      created: true,
    }),
  }),
});

export default wafModule;
