// Layer-4 firewall of a site: black/white IP lists, region entries and connection limits, per forwarding
// port (or every port). Each is one generic rule list; ports are layer-4 forwarding ports (spec 5).
import type { Store } from '../state/store.ts';
import { type OperationId, defineHandlers } from '../types.ts';
import { defineResource, stateOf } from './define.ts';
import { REGIONS_BY_CODE } from './security/catalogue.ts';
import { type PerSiteState, type Schemas, badField, compact, crudOps, ownedPerSite, perSiteSeed } from './security/common.ts';
import { canonicalIp, checkIpList } from './security/ip.ts';
import { collection, type Place } from './crud.ts';
import { type Draft, type ListRow, type RuleList, listPlace, ruleList } from './security/rule-list.ts';

type ListEntry = Schemas['Layer4ListEntry'];
type PositionEntry = Schemas['Layer4PositionEntry'];
type LimitConn = Schemas['Layer4LimitConn'];

interface Layer4Site {
  blacklists: ListEntry[];
  whitelists: ListEntry[];
  positions: PositionEntry[];
  limitConns: LimitConn[];
}

// The contract checks the ports (spec 5: 1000-65000 without the edge's own, x-rule l4-port) and that a region entry
// lists a region (Layer4PositionInput's anyOf).
function checkRegions(field: string, codes: readonly string[] | undefined) {
  const list = codes ?? [];
  const unknown = list.filter((code) => !REGIONS_BY_CODE.has(code));
  if (unknown.length) throw badField(field, `not regions of the region tree: ${unknown.join(', ')}`);
  return [...list];
}

const portKey = (row: { port?: number | null }) => String(row.port ?? '*');
const ipKey = (ip: string) => canonicalIp(ip) ?? ip;

const ipEntries = (noun: string) => ruleList<ListEntry>({ noun, keys: (r) => r.ips.map((ip) => `${portKey(r)}|${ipKey(ip)}`), ips: (r) => r.ips });
const LISTS = {
  blacklists: ipEntries('layer-4 blacklist entry'),
  whitelists: ipEntries('layer-4 whitelist entry'),
  positions: ruleList<PositionEntry>({ noun: 'layer-4 region entry', keys: (r) => [portKey(r)] }),
  limitConns: ruleList<LimitConn>({
    noun: 'layer-4 connection limit',
    keys: (r) => [`${portKey(r)}|${r.ips ? r.ips.map(ipKey).sort().join(',') : '*'}`],
    ips: (r) => r.ips,
  }),
};

const listDraft = (input: Schemas['Layer4ListInput']): Draft<ListEntry> => {
  checkIpList('ips', input.ips);
  return compact({ ips: [...input.ips], port: input.port ?? null, enabled: input.enabled ?? true, memo: input.memo });
};

/** A region entry input read as the entry's fields (the contract's anyOf makes its generated type a union). */
const positionDraft = (input: Partial<PositionEntry>): Draft<PositionEntry> => {
  const blackPos = checkRegions('blackPos', input.blackPos);
  const whitePos = checkRegions('whitePos', input.whitePos);
  return compact({ blackPos, whitePos, port: input.port ?? null, enabled: input.enabled ?? true, memo: input.memo });
};

const limitDraft = (input: Schemas['Layer4LimitConnInput']): Draft<LimitConn> => {
  if (input.ips) checkIpList('ips', input.ips);
  return compact({ max: input.max, port: input.port ?? null, ips: input.ips ? [...input.ips] : null, enabled: input.enabled ?? true, memo: input.memo });
};

const state = (store: Store): PerSiteState<Layer4Site> => stateOf(store, layer4Module);
const layer4Of = ownedPerSite((store) => state(store).sites, (): Layer4Site => ({ blacklists: [], whitelists: [], positions: [], limitConns: [] }));

/** The four calls of one layer-4 list of a site. */
function calls<R extends ListRow, I>(key: keyof Layer4Site, draft: (input: I) => Draft<R>) {
  const list = LISTS[key] as unknown as RuleList<R>;
  return <L extends OperationId, C extends OperationId, U extends OperationId, D extends OperationId>(ids: { list: L; create: C; update: U; delete: D }) =>
    collection<R, Place<R>, R, L, C, U, D>(ids, {
      noun: list.config.noun,
      at: ({ params }, ctx) => listPlace(list, layer4Of(ctx, params.siteId as number)[key] as unknown as R[], () => ++state(ctx.store).seq),
      drafts: (body) => [draft(body as I)],
      patch: (_row, body) => draft(body as I),
      created: true,
    });
}

const layer4Module = defineResource<PerSiteState<Layer4Site>>({
  name: 'security.layer4',
  seed: ({ store }) => {
    let seq = 8000;
    const id = () => ++seq;
    const sites = perSiteSeed<Layer4Site>(store, [
      [4401, () => ({
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
      })],
      [4202, () => ({
        blacklists: [{ id: id(), ips: ['203.0.113.77'], port: 8443, enabled: false, memo: 'Paused while the provider investigates' }],
        whitelists: [],
        positions: [],
        limitConns: [{ id: id(), max: 200, port: null, ips: null, enabled: true }],
      })],
    ]);
    return { seq, sites };
  },
  handlers: defineHandlers({
    ...calls('blacklists', listDraft)(crudOps('layer4', 'blacklist', 'blacklists')),
    ...calls('whitelists', listDraft)(crudOps('layer4', 'whitelist', 'whitelists')),
    ...calls('positions', positionDraft)(crudOps('layer4', 'position', 'positions')),
    ...calls('limitConns', limitDraft)(crudOps('layer4', 'limit-conn', 'limit-conns')),
  }),
});

export default layer4Module;
