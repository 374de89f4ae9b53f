// Layer-4 firewall of a site: black/white IP lists, region entries and connection limits, per forwarding
// port (or every port). Each is one generic rule list; ports are layer-4 forwarding ports (spec 5).
import type { Store } from '../state/store.ts';
import { type SignedInContext, defineHandlers } from '../types.ts';
import { done } from '../handlers/common.ts';
import { defineResource, stateOf } from './define.ts';
import { REGIONS_BY_CODE } from './security/catalogue.ts';
import { type Schemas, badField, compact, ownedSite, perSite } from './security/common.ts';
import { canonicalIp, checkIpList } from './security/ip.ts';
import { type Draft, type ListRow, type RuleList, ruleList } from './security/rule-list.ts';

type ListEntry = Schemas['Layer4ListEntry'];
type PositionEntry = Schemas['Layer4PositionEntry'];
type LimitConn = Schemas['Layer4LimitConn'];

interface Layer4Site {
  blacklists: ListEntry[];
  whitelists: ListEntry[];
  positions: PositionEntry[];
  limitConns: LimitConn[];
}

export interface Layer4State {
  seq: number;
  sites: Record<string, Layer4Site>;
}

const emptySite = (): Layer4Site => ({ blacklists: [], whitelists: [], positions: [], limitConns: [] });

/** Spec 5: layer-4 forwarding ports are 1000-65000, except 3306, 3311, 6379, 9100 and 61000-61199. */
const RESERVED_PORTS = new Set([3306, 3311, 6379, 9100]);
export function checkLayer4Port(port: number | null | undefined): number | null {
  if (port === null || port === undefined) return null;
  if (port < 1000 || port > 65000) throw badField('port', 'is a layer-4 port between 1000 and 65000');
  if (RESERVED_PORTS.has(port) || (port >= 61000 && port <= 61199)) throw badField('port', `${port} is reserved by the edge`);
  return port;
}

function checkRegions(field: string, codes: readonly string[] | undefined): string[] {
  const list = codes ?? [];
  const unknown = list.filter((code) => !REGIONS_BY_CODE.has(code));
  if (unknown.length) throw badField(field, `not regions of the region tree: ${unknown.join(', ')}`);
  return [...list];
}

const portKey = (row: { port?: number | null }) => String(row.port ?? '*');
const ipKey = (ip: string) => canonicalIp(ip) ?? ip;
const memoText = (row: { memo?: string }) => ({ memo: row.memo });

const LISTS = {
  blacklists: ruleList<ListEntry>({ noun: 'layer-4 blacklist entry', keys: (r) => r.ips.map((ip) => `${portKey(r)}|${ipKey(ip)}`), ips: (r) => r.ips, texts: memoText }),
  whitelists: ruleList<ListEntry>({ noun: 'layer-4 whitelist entry', keys: (r) => r.ips.map((ip) => `${portKey(r)}|${ipKey(ip)}`), ips: (r) => r.ips, texts: memoText }),
  positions: ruleList<PositionEntry>({ noun: 'layer-4 region entry', keys: (r) => [portKey(r)], texts: memoText }),
  limitConns: ruleList<LimitConn>({
    noun: 'layer-4 connection limit',
    keys: (r) => [`${portKey(r)}|${r.ips ? r.ips.map(ipKey).sort().join(',') : '*'}`],
    ips: (r) => r.ips,
    texts: memoText,
  }),
};

const listDraft = (input: Schemas['Layer4ListInput']): Draft<ListEntry> => {
  checkIpList('ips', input.ips);
  return compact({ ips: [...input.ips], port: checkLayer4Port(input.port), enabled: input.enabled ?? true, memo: input.memo });
};

/** The fields of a region entry input (the contract's anyOf makes its generated type a union). */
interface PositionInput {
  id?: number;
  blackPos?: string[];
  whitePos?: string[];
  port?: number | null;
  enabled?: boolean;
  memo?: string;
}

const positionDraft = (input: PositionInput): Draft<PositionEntry> => {
  const blackPos = checkRegions('blackPos', input.blackPos);
  const whitePos = checkRegions('whitePos', input.whitePos);
  if (!blackPos.length && !whitePos.length) throw badField('blackPos', 'blackPos or whitePos lists at least one region');
  return compact({ blackPos, whitePos, port: checkLayer4Port(input.port), enabled: input.enabled ?? true, memo: input.memo });
};

const limitDraft = (input: Schemas['Layer4LimitConnInput']): Draft<LimitConn> => {
  if (input.ips) checkIpList('ips', input.ips);
  return compact({ max: input.max, port: checkLayer4Port(input.port), ips: input.ips ? [...input.ips] : null, enabled: input.enabled ?? true, memo: input.memo });
};

const state = (store: Store): Layer4State => stateOf(store, layer4Module);

function site({ store, caller }: SignedInContext, siteId: number): Layer4Site {
  ownedSite(store, caller, siteId);
  return perSite(state(store).sites, siteId, emptySite);
}

/** The four calls of one layer-4 list. */
function calls<R extends ListRow, I extends { id?: number }>(key: keyof Layer4Site, draft: (input: I) => Draft<R>) {
  const list = LISTS[key] as unknown as RuleList<R>;
  const rows = (ctx: SignedInContext, siteId: number) => site(ctx, siteId)[key] as unknown as R[];
  return {
    list: (ctx: SignedInContext, siteId: number, query: { page?: number; pageSize?: number }) => list.page(rows(ctx, siteId), query),
    create(ctx: SignedInContext, siteId: number, input: I): R {
      const [made] = list.add(rows(ctx, siteId), [draft(input)], () => ++state(ctx.store).seq);
      ctx.store.changed();
      return made!;
    },
    update(ctx: SignedInContext, siteId: number, input: I) {
      list.update(rows(ctx, siteId), input.id ?? 0, () => draft(input));
      ctx.store.changed();
      return done();
    },
    remove(ctx: SignedInContext, siteId: number, ids: readonly number[]) {
      list.remove(rows(ctx, siteId), ids);
      ctx.store.changed();
      return done();
    },
  };
}

const black = calls<ListEntry, Schemas['Layer4ListInput']>('blacklists', listDraft);
const white = calls<ListEntry, Schemas['Layer4ListInput']>('whitelists', listDraft);
const positions = calls<PositionEntry, PositionInput>('positions', positionDraft);
const limits = calls<LimitConn, Schemas['Layer4LimitConnInput']>('limitConns', limitDraft);

function seedLayer4(store: Store): Layer4State {
  const result: Layer4State = { seq: 8000, sites: {} };
  const id = () => ++result.seq;
  if (store.sites.has(4401)) {
    result.sites['4401'] = {
      blacklists: [
        { id: id(), ips: ['198.51.100.200', '198.51.100.201'], port: 27015, enabled: true, memo: 'Flood sources of the 14 November attack' },
        { id: id(), ips: ['2001:db8:dead::/48'], port: null, enabled: true, memo: 'Booter service range' },
      ],
      whitelists: [{ id: id(), ips: ['192.0.2.0/28'], port: 27015, enabled: true, memo: 'Tournament servers' }],
      positions: [
        { id: id(), blackPos: ['RU'], whitePos: [], port: 27015, enabled: true },
        { id: id(), blackPos: [], whitePos: ['TW', 'JP', 'KR', 'HK', 'SG'], port: 30000, enabled: true, memo: 'Asia-only beta realm' },
      ],
      limitConns: [
        { id: id(), max: 50, port: 27015, ips: null, enabled: true },
        { id: id(), max: 500, port: 30000, ips: ['192.0.2.0/28'], enabled: true, memo: 'Relays may hold more' },
      ],
    };
  }
  if (store.sites.has(4202)) {
    result.sites['4202'] = {
      blacklists: [{ id: id(), ips: ['203.0.113.77'], port: 8443, enabled: false, memo: 'Paused while the provider investigates' }],
      whitelists: [],
      positions: [],
      limitConns: [{ id: id(), max: 200, port: null, ips: null, enabled: true }],
    };
  }
  return result;
}

const layer4Module = defineResource<Layer4State>({
  name: 'security.layer4',
  seed: ({ store }) => seedLayer4(store),
  handlers: defineHandlers({
    'user-layer4-list-blacklists': { handle: ({ params, query }, ctx) => black.list(ctx, params.siteId, query) },
    'user-layer4-create-blacklist': { handle: ({ params, body }, ctx) => ({ data: black.create(ctx, params.siteId, body) }) },
    'user-layer4-update-blacklist': { handle: ({ params, body }, ctx) => black.update(ctx, params.siteId, body) },
    'user-layer4-delete-blacklists': { handle: ({ params, body }, ctx) => black.remove(ctx, params.siteId, body.ids) },
    'user-layer4-list-whitelists': { handle: ({ params, query }, ctx) => white.list(ctx, params.siteId, query) },
    'user-layer4-create-whitelist': { handle: ({ params, body }, ctx) => ({ data: white.create(ctx, params.siteId, body) }) },
    'user-layer4-update-whitelist': { handle: ({ params, body }, ctx) => white.update(ctx, params.siteId, body) },
    'user-layer4-delete-whitelists': { handle: ({ params, body }, ctx) => white.remove(ctx, params.siteId, body.ids) },
    'user-layer4-list-positions': { handle: ({ params, query }, ctx) => positions.list(ctx, params.siteId, query) },
    'user-layer4-create-position': { handle: ({ params, body }, ctx) => ({ data: positions.create(ctx, params.siteId, body as PositionInput) }) },
    'user-layer4-update-position': { handle: ({ params, body }, ctx) => positions.update(ctx, params.siteId, body as PositionInput) },
    'user-layer4-delete-positions': { handle: ({ params, body }, ctx) => positions.remove(ctx, params.siteId, body.ids) },
    'user-layer4-list-limit-conns': { handle: ({ params, query }, ctx) => limits.list(ctx, params.siteId, query) },
    'user-layer4-create-limit-conn': { handle: ({ params, body }, ctx) => ({ data: limits.create(ctx, params.siteId, body) }) },
    'user-layer4-update-limit-conn': { handle: ({ params, body }, ctx) => limits.update(ctx, params.siteId, body) },
    'user-layer4-delete-limit-conns': { handle: ({ params, body }, ctx) => limits.remove(ctx, params.siteId, body.ids) },
  }),
});

export default layer4Module;
