// Statistics of the user and client consoles: cards, top lists, time series, domain ranking and the
// layer-4 (network) views, over generated traffic (see analytics/series.ts). Nothing here is user data,
// so the module keeps no state of its own: the series are computed in memory, once per site.
import { defineHandlers, type HandlerGroup, type OperationId, type SignedInContext, TextAnswer } from '../types.ts';
import { allRows } from './crud.ts';
import { type AnyInput, given } from './crud-more.ts';
import { page, selection } from './analytics/common.ts';
import { PROTOCOLS, type Protocol } from './analytics/catalog.ts';
import type { ScopeFilter } from './analytics/scope.ts';
import {
  bitRates,
  type BitsRow,
  card,
  countryRates,
  domainRankCsv,
  type DomainRankRow,
  domainRanks,
  info,
  l4Top,
  type L4Kind,
  pointsOf,
  protocolBits,
  protocolRates,
  round2,
  seriesMetric,
  seriesValues,
  sumBits,
  topKindOf,
  topList,
  total,
  windowOf,
} from './analytics/stats.ts';
import { defineResource } from './define.ts';

const scoped = async ({ body }: AnyInput, { store, now, caller }: SignedInContext) => {
  const filter = body as ScopeFilter & { startTime: string; endTime: string };
  const sel = await selection(store, caller, filter, now);
  return { sel, w: windowOf(filter.startTime, filter.endTime, now) };
};

type Found = Awaited<ReturnType<typeof scoped>>;
type RankBody = { orderBy?: 'traffic' | 'reqCount'; asc?: boolean; startTime: string };
/** The user console's domain ranking: its first `top` (20) rows, by traffic unless the query says. */
const userRanks = ({ sel, w }: Found, body: RankBody & { top?: number }) => domainRanks(sel, w, body.orderBy ?? 'traffic', body.asc ?? false).slice(0, body.top ?? 20);
/** The client console's domain ranking: a page (20 rows), by requests unless the query says. */
const clientRanks = ({ sel, w }: Found, body: RankBody & { page?: number; pageSize?: number }) => page(domainRanks(sel, w, body.orderBy ?? 'reqCount', body.asc ?? false), body.page, body.pageSize ?? 20);
const rankFile = (rows: readonly DomainRankRow[], body: RankBody) => new TextAnswer('text/csv', domainRankCsv(rows), `domain-rank-${body.startTime.slice(0, 10)}.csv`);

/** A page of a time series (2 QPS, in bytes when `countsType` is traffic; 12 blacklist; 13 WAF) at this step. */
function seriesPage({ sel, w }: Found, body: { type: number; countsType?: string; page?: number; pageSize?: number }, stepMinutes: number) {
  const { metric, perSecond } = seriesMetric(body.type);
  const span = pointsOf(sel, w, stepMinutes);
  const pageSize = body.pageSize ?? 26784;
  const useBytes = metric === 'req' && body.countsType === 'traffic';
  return { data: seriesValues(sel, useBytes ? 'bytes' : metric, w, span, ((body.page ?? 1) - 1) * pageSize, pageSize, perSecond), total: span.count };
}

type NetworkCall = 'avgBitRate' | 'sumBits' | 'countries' | 'ips' | 'asns' | 'protocols' | 'tcpFlags';
const bits = (r: BitsRow) => ({ passBits: r.passBits, dropBits: r.dropBits });

/** The layer-4 calls of each console, and how each names the fields of a top row. */
const NETWORK: Record<'user' | 'client', { ids: Record<NetworkCall, OperationId>; views: Record<L4Kind, (row: BitsRow) => object> }> = {
  user: {
    ids: { avgBitRate: 'user-networkStatistics-list-avg-bit-rate', sumBits: 'user-networkStatistics-get-sum-bits', countries: 'user-networkStatistics-get-countries', ips: 'user-networkStatistics-list-ip-tops', asns: 'user-networkStatistics-list-asn-tops', protocols: 'user-networkStatistics-get-ip-protocols', tcpFlags: 'user-networkStatistics-list-tcp-flag-tops' },
    views: { country: (r) => ({ key: r.key, name: r.name, ...bits(r) }), ip: (r) => ({ key: r.key, ...bits(r) }), asn: (r) => ({ key: `AS${r.key}`, name: r.name, ...bits(r) }), tcpFlag: (r) => ({ key: r.key, ...bits(r) }) },
  },
  client: {
    ids: { avgBitRate: 'client-statistics-list-network-avg-bit-rate', sumBits: 'client-statistics-get-network-sum-bits', countries: 'client-statistics-get-network-countries', ips: 'client-statistics-list-network-ips', asns: 'client-statistics-list-network-asns', protocols: 'client-statistics-get-network-ip-protocols', tcpFlags: 'client-statistics-list-network-tcp-flags' },
    views: { country: (r) => ({ alpha2: r.key, countryName: r.name, ...bits(r) }), ip: (r) => ({ ip: r.key, ...bits(r) }), asn: (r) => ({ asn: Number(r.key), name: r.name, ...bits(r) }), tcpFlag: (r) => ({ flag: r.key, ...bits(r) }) },
  },
};

/**
 * The seven layer-4 calls of one console: the same figures, each top row as the console names its fields.
 * The client's query names no protocols: all of them.
 */
function networkCalls(area: 'user' | 'client') {
  const { ids, views } = NETWORK[area];
  /** The scope, the protocols named (none: all), the points at the call's step (5 minutes) and the rows of a top list (5). */
  const at = async (input: AnyInput, context: SignedInContext) => {
    const { sel, w } = await scoped(input, context);
    const body = input.body as { protocols?: Protocol[]; minutesStep?: number; top?: number };
    return { sel, w, protocols: body.protocols?.length ? body.protocols : PROTOCOLS, span: pointsOf(sel, w, body.minutesStep ?? 5), top: body.top ?? 5 };
  };
  type Answer = (found: Awaited<ReturnType<typeof at>>) => unknown;
  const tops =
    (kind: L4Kind): Answer =>
    ({ sel, w, protocols, top }) =>
      page(l4Top(kind, sel, w, protocols), 1, top, views[kind]);
  const answers: Record<string, Answer> = {
    [ids.avgBitRate]: async ({ sel, w, span, protocols }) => allRows(await bitRates(sel, w, span, protocols)),
    [ids.sumBits]: ({ sel, w, protocols }) => ({ data: sumBits(sel, w, protocols) }),
    [ids.countries]: async ({ sel, w, span, protocols, top }) => {
      const rows = l4Top('country', sel, w, protocols).slice(0, top);
      return { data: { tops: rows.map(views.country), avgBitRate: await countryRates(sel, w, span, rows, protocols) } };
    },
    [ids.ips]: tops('ip'),
    [ids.asns]: tops('asn'),
    [ids.protocols]: async ({ sel, w, span, protocols }) => ({
      data: { bits: protocolBits(sel, w, protocols), avgBitRate: await protocolRates(sel, w, span, protocols) },
    }),
    [ids.tcpFlags]: tops('tcpFlag'),
  };
  return given(at, answers as never) as HandlerGroup;
}

export default defineResource<Record<string, never>>({
  name: 'analytics',
  seed: () => ({}),
  handlers: defineHandlers({
    ...given(scoped, {
      'user-statistics-get-info': ({ sel, w }, { body }) => ({ data: info(body.type ?? 3, sel, w) }),

      'user-statistics-list-domain-rank': (found, { body }) => allRows(userRanks(found, body)),

      'user-statistics-export-domain-rank': (found, { body }) => rankFile(userRanks(found, body), body),

      'user-statistics-list-time-series': (found, { body }) => seriesPage(found, body, body.minutesStep ?? body.reportInterval ?? 5),

      'user-statistics-list-top': ({ sel, w }, { body }) => {
        const { rows, total } = topList(topKindOf(body.type ?? 11, body.area), sel, w, body.countsType ?? 'reqCount');
        const percent = (value: number) => (total ? Math.min(100, round2((value / total) * 100)) : 0);
        return page(rows, 1, body.top ?? 10, (r) => ({ ...r, percent: percent(r.value) }));
      },

      'client-statistics-get-card': ({ sel, w }, { body }) => ({ data: { type: body.type, ...card(body.type, sel, w), ...(body.type === 3 ? { traffic: Math.round(total(sel, 'bytes', w)) } : {}) } }),

      'client-statistics-list-domain-ranks': (found, { body }) => clientRanks(found, body),

      'client-statistics-export-domain-ranks': (found, { body }) => rankFile(clientRanks(found, body).data, body),

      'client-statistics-list-time-series': (found, { body }) => seriesPage(found, body, body.minutesStep ?? 5),

      'client-statistics-list-top': ({ sel, w }, { body }) =>
        page(topList(topKindOf(body.type), sel, w, body.countsType ?? 'reqCount').rows, 1, body.top ?? 10),
    }),

    ...networkCalls('user'),
    ...networkCalls('client'),
  }),
});
