// WAF modules of a site: each runs a choice of the built-in OWASP-style rules with a block type; domains
// are bound to a module by the domain module binding (read from the domain records at request time).
import type { Store } from '../state/store.ts';
import { defineHandlers, type SignedInContext } from '../types.ts';
import { defineResource, stateOf } from './define.ts';
import { WAF_DEFAULT_RULES, WAF_RULE_IDS } from './security/catalogue.ts';
import { type PerSiteState, type Schemas, badField, compact, iso, ownedPerSite, perSiteSeed } from './security/common.ts';
import { collection } from './crud.ts';
import { type Draft, ruleList } from './security/rule-list.ts';
import { boundModules } from './security/site-modules.ts';

type WafRecord = Omit<Schemas['WafModule'], 'domainIDs'>;

export type WafState = PerSiteState<WafRecord[]>;

const modules = ruleList<WafRecord>({ noun: 'WAF module', maxRows: 100, keys: (m) => [m.name.toLowerCase()] });

const state = (store: Store): WafState => stateOf(store, wafModule);
const wafOf = ownedPerSite((store) => state(store).sites, () => []);
const modulesAt = boundModules('waf', modules, wafOf, (ctx: SignedInContext) => () => ++state(ctx.store).seq);

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

const ALL_RULES = WAF_DEFAULT_RULES.map((r) => r.id);

function seedWaf(store: Store, now: number): WafState {
  const result: WafState = { seq: 10000, sites: {} };
  const at = iso(now - 60 * 86_400_000);
  const make = (name: string, ruleIDs: number[], blockType: WafRecord['blockType'], memo?: string): WafRecord =>
    compact({ id: ++result.seq, name, ruleIDs, blockType, memo, createdAt: at, updatedAt: at });
  result.sites = perSiteSeed(store, [
    [4101, () => [
      make('Storefront (full OWASP set)', ALL_RULES, 'refuse', 'Every built-in rule'),
      make('Checkout (injection only)', [1, 2, 3, 4, 5, 6, 7, 8], 'refuse'),
    ]],
    [4102, () => [make('Shop: monitor only', [1, 2, 4, 5, 13, 16], 'continue', 'Logging before enforcing')]],
    [4201, () => [make('Bookshop', [1, 2, 3, 4, 5, 8, 9, 11, 13, 20], 'refuse')]],
    [4401, () => [make('Game API', [1, 2, 3, 6, 7, 12, 13, 14, 18, 19], 'refuse')]],
  ]);
  return result;
}

const wafModule = defineResource<WafState>({
  name: 'security.waf',
  seed: ({ store, now }) => seedWaf(store, now),
  handlers: defineHandlers({
    'user-waf-check-adv-exists': { handle: ({ params }, ctx) => ({ data: wafOf(ctx, params.siteId).length > 0 }) },
    'user-waf-list-default-rules': { handle: () => ({ data: [...WAF_DEFAULT_RULES], total: WAF_DEFAULT_RULES.length }) },
    ...collection(
      { list: 'user-waf-list-modules', create: 'user-waf-create-module', update: 'user-waf-update-module', delete: 'user-waf-delete-modules' },
      {
        noun: modules.config.noun,
        // Domains bound to a removed module are left without a WAF module.
        at: modulesAt,
        drafts: (body, _at, ctx) => [draft(body, iso(ctx.now))],
        patch: (current: WafRecord, body, _at, ctx) => draft(body, iso(ctx.now), current),
        view: (m, { bound }): Schemas['WafModule'] => ({ ...m, domainIDs: bound.get(m.id) ?? [] }),
        created: true,
      },
    ),
  }),
});

export default wafModule;
