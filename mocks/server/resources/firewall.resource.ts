// The layer-7 firewall of the user console's sites: region, black/white IP, header, anti-CC, frequency,
// rate-limit, user-agent and IP-trust lists (one generic rule list each), the advanced order, the region
// tree and presets, and the IPs the edge blocks (per site and across the tenant's sites).
import type { Store } from '../state/store.ts';
import { type Caller, type HandlerGroup, type SignedInContext, defineHandlers } from '../types.ts';
import { done } from '../handlers/common.ts';
import { paginate } from '../domain/paging.ts';
import { allowedSites } from '../domain/permissions.ts';
import { visibleSites } from '../domain/tenancy.ts';
import { defineResource, stateOf } from './define.ts';
import { DEFAULT_ADVANCE_RULES, REGIONS_BY_CODE, REGION_TREE, regionsByName } from './security/catalogue.ts';
import { type Schemas, badField, checkRegex, crudOps, iso, ownedPerSite, ownedSite, refuseRepeats } from './security/common.ts';
import { ABUSE_IP_LIST, FIREWALL_LISTS, LISTS, type ListSpec, buildRule } from './security/firewall-lists.ts';
import { type BlockIPRecord, type FirewallRule, type FirewallState, type RuleInput, LIST_KINDS, emptyFirewallSite } from './security/firewall-model.ts';
import type { AbuseIPRecord } from './security/firewall-model.ts';
import { seedFirewall } from './security/firewall-seed.ts';
import { offeredTriggerRates } from './security/trigger-rates.ts';
import { canonicalIp } from './security/ip.ts';
import { listPlace, type PageQuery, sortRowsBy } from './security/rule-list.ts';
import { domainsOfSite, siteById } from './sites.resource.ts';
import { allRows, collection, edits, type Place } from './crud.ts';
import { type AnyInput, byField, given } from './crud-more.ts';

const state = (store: Store): FirewallState => stateOf(store, firewallModule);

const nextId = (store: Store) => () => ++state(store).seq;

/** The firewall of the site a call names (101018 for another tenant's). */
const siteFirewall = ownedPerSite((store) => state(store).sites, emptyFirewallSite);
const at = ({ params }: AnyInput, ctx: SignedInContext) => siteFirewall(ctx, params.siteId as number);

/** The four calls of every layer-7 list (a create of one rule answers it; rate limits are created in batches). */
const listHandlers = LIST_KINDS.reduce((handlers, kind) => {
  const { one, many, batch } = LISTS[kind] as ListSpec;
  const build = (input: RuleInput, ctx: SignedInContext, current?: FirewallRule) => {
    // An anti-CC rule's trigger rate must be one the site is offered (built-in, or its operator's predefined ones).
    const frequency = input.frequency ?? 2;
    const offered = kind !== 'anticc' || offeredTriggerRates(ctx.store, ctx.caller.account).some((rate) => rate.id === frequency);
    if (!offered) throw badField('frequency', `is not a trigger-rate preset: ${frequency}`);
    return buildRule(kind, input, iso(ctx.now), current);
  };
  return Object.assign(handlers, collection<FirewallRule, Place<FirewallRule>, FirewallRule>(crudOps('firewall', one, many, batch) as never, {
    noun: FIREWALL_LISTS[kind].config.noun,
    at: (input, ctx) => listPlace(FIREWALL_LISTS[kind], at(input, ctx).lists[kind], nextId(ctx.store)),
    drafts: (body, _at, ctx) => (batch ? (body as { items: RuleInput[] }).items : [body as RuleInput]).map((input) => build(input, ctx)),
    patch: (current, body, _at, ctx) => build(body as RuleInput, ctx, current),
    created: batch ? 'rows' : true,
  }));
}, {} as HandlerGroup);

/** The contract checks the URL expression (FirewallRegex). */
const abuseDraft = ({ id: _id, enabled = true, ...rest }: Schemas['FirewallAbuseIPInput']) => ({ ...rest, enabled });

const SORTABLE_BLOCKS = byField<Schemas['BlockIP']>('ip', 'siteID', 'siteName', 'cause', 'blockedAt', 'expiredAt');

const active = (row: BlockIPRecord, now: number) => row.expiredAt === null || Date.parse(row.expiredAt) > now;

const blockView = (store: Store, row: BlockIPRecord): Schemas['BlockIP'] => ({ ...row, siteName: store.sites.get(row.siteID)?.name ?? '', zoneID: siteById(store, row.siteID)?.zoneID ?? null });

/** Newest blocks first unless sorted otherwise. */
function blockPage(store: Store, rows: BlockIPRecord[], { sortBy, orderBy, ...query }: PageQuery) {
  const key = sortBy === undefined ? (row: Schemas['BlockIP']) => Date.parse(row.blockedAt) : SORTABLE_BLOCKS[sortBy];
  if (!key) throw badField('sortBy', `is one of ${Object.keys(SORTABLE_BLOCKS).join(', ')}`);
  return paginate(sortRowsBy(rows.map((row) => blockView(store, row)), key, orderBy ?? (sortBy === undefined ? 'desc' : 'asc')), query);
}

/** An IP as blocks compare it (2001:DB8::1 and 2001:db8:0::1 are the same). */
const sameIp = (ip: string) => canonicalIp(ip) ?? ip;

/**
 * The ids of every site of the caller's tenant; for a client, every site of its customers and its sub-clients'
 * customers; for a sub-account whose role is limited to sites, only those (x-permission `site`: none named means these).
 */
function tenantSiteIds(store: Store, caller: Caller) {
  const allowed = allowedSites(store, caller);
  return new Set(visibleSites(store, caller.account).flatMap((s) => (allowed === null || allowed.includes(s.id) ? [s.id] : [])));
}

/** Lifts the blocks of these sites (and of these IPs when given). */
function unblock(store: Store, siteIds: ReadonlySet<number>, ips?: readonly string[]) {
  const wanted = ips && new Set(ips.map(sameIp));
  const fw = state(store);
  const before = fw.blockIPs.length;
  fw.blockIPs = fw.blockIPs.filter((row) => !(siteIds.has(row.siteID) && (!wanted || wanted.has(sameIp(row.ip)))));
  if (fw.blockIPs.length !== before) store.changed();
  return done();
}

const firewallModule = defineResource<FirewallState>({
  name: 'security.firewall',
  seed: ({ store, now }) => seedFirewall(store, now),
  handlers: defineHandlers({
    // IP trust (abuse IP).
    ...collection(crudOps('firewall', 'abuse-ip', 'abuse-ips'), {
      noun: ABUSE_IP_LIST.config.noun,
      at: (input, ctx) => listPlace(ABUSE_IP_LIST, at(input, ctx).abuseIP, nextId(ctx.store)),
      drafts: (body) => [abuseDraft(body)],
      patch: (_current, body) => abuseDraft(body),
      // The console shows the IP-trust threshold as a trust level: 100 minus the risk threshold.
      view: (row: AbuseIPRecord) => ({ ...row, displayScore: 100 - row.score }),
      created: true,
    }),

    // Region entries, blacklist and whitelist, header blocking, anti-CC, frequency, rate limits, user agents.
    ...listHandlers,

    // The advanced order and the overview.
    ...edits(at, {
      'user-firewall-set-advance': (fw, body) => {
        // Each part given replaces the previous one; every check runs before anything changes (the contract checks
        // the expression of a regex rule: FirewallAdvanceRule).
        refuseRepeats((body.rules ?? []).map((rule) => `${rule.type} ${rule.rule}`), (i) => `rules.${i}`);
        const positions = body.positionsRule;
        if (positions) {
          const unknown = positions.positions.filter((code) => !REGIONS_BY_CODE.has(code));
          if (unknown.length) throw badField('positionsRule.positions', `not regions of the region tree: ${unknown.join(', ')}`);
          if (positions.urlRegex) checkRegex('positionsRule.urlRegex', positions.urlRegex);
        }
        if (body.rules) fw.advanceRules = body.rules.map(({ type, rule, ruleModules }) => ({ type, rule, ruleModules: [...ruleModules] }));
        if (positions) {
          fw.positionsRule = { isBlack: positions.isBlack, positions: [...positions.positions], urlRegex: positions.urlRegex || null, blockType: positions.blockType };
        }
      },
    }),
    ...given(at, {
      'user-firewall-get-firewall': (fw, { params }) => {
        const counts = { abuseIP: fw.abuseIP.length, ...Object.fromEntries(LIST_KINDS.map((kind) => [kind, fw.lists[kind].length])) };
        const advanceRules = fw.advanceRules ?? DEFAULT_ADVANCE_RULES.map((r) => ({ ...r, ruleModules: [...r.ruleModules] }));
        return { data: { siteID: params.siteId, enabled: fw.enabled, advanceRules, positionsRule: fw.positionsRule, counts } };
      },
    }),

    // Catalogues.
    'user-firewall-list-geoips': { handle: () => allRows(REGION_TREE as Schemas['RegionNode'][]) },
    'user-firewall-list-geos-by-name': { handle: ({ query }) => allRows(regionsByName(query.names ?? [])) },
    'user-firewall-list-anticc-freqs': { handle: (_input, { store, caller }) => allRows(offeredTriggerRates(store, caller.account)) },

    ...given(({ params }, { store, caller }) => ownedSite(store, caller, params.siteId as number), {
      // Header rules of every domain of the site (the domains keep them).
      'user-firewall-list-site-anti-headers': (_site, { params, query }, { store }) => {
        const rows = domainsOfSite(store, params.siteId).flatMap((domain) => domain.antiHeaders.map((h) => ({ ...h, domainID: domain.id, domainName: domain.domainName })));
        return paginate(rows, query);
      },

      'user-firewall-list-block-ips': (_site, { params, query }, { store, now }) =>
        blockPage(store, state(store).blockIPs.filter((row) => row.siteID === params.siteId && active(row, now)), query),

      'user-firewall-delete-block-ips': (_site, { params, body }, { store }) => unblock(store, new Set([params.siteId]), body.ips),

      'user-firewall-delete-all-block-ips': (_site, { params }, { store }) => unblock(store, new Set([params.siteId])),
    }),

    // Blocked IPs of every site of the tenant.
    'user-firewall-list-all-block-ips': {
      handle({ query }, { store, caller, now }) {
        if (query.siteID !== undefined) ownedSite(store, caller, query.siteID);
        const siteIds = tenantSiteIds(store, caller);
        const ips = query.ips?.length ? new Set(query.ips.map(sameIp)) : null;
        const causes = query.causes?.length ? new Set<number>(query.causes) : null;
        const rows = state(store).blockIPs.filter(
          (row) =>
            siteIds.has(row.siteID) &&
            active(row, now) &&
            (query.siteID === undefined || row.siteID === query.siteID) &&
            (query.zoneID === undefined || siteById(store, row.siteID)?.zoneID === query.zoneID) &&
            (!ips || ips.has(sameIp(row.ip))) &&
            (!causes || causes.has(row.cause)),
        );
        return blockPage(store, rows, query);
      },
    },
    'user-firewall-unblock-ips': { handle: ({ body }, { store, caller }) => unblock(store, tenantSiteIds(store, caller), body.ips) },
    'user-firewall-unblock-all-ips': { handle: (_input, { store, caller }) => unblock(store, tenantSiteIds(store, caller)) },
  }),
});

export default firewallModule;
