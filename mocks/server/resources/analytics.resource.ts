// Statistics of the user and client consoles: cards, top lists, time series, domain ranking and the
// layer-4 (network) views, over generated traffic (see analytics/series.ts). Nothing here is user data,
// so the module keeps no state of its own: the series are computed in memory, once per site.
import { defineHandlers, type SignedInContext, TextAnswer } from '../types.ts';
import { type AnyInput, given } from './crud-more.ts';
import { page, selection } from './analytics/common.ts';
import type { Protocol } from './analytics/catalog.ts';
import type { ScopeFilter } from './analytics/scope.ts';
import {
  ALL_PROTOCOLS,
  bitRates,
  card,
  countryRates,
  domainRankCsv,
  domainRanks,
  info,
  l4Top,
  pointsOf,
  protocolBits,
  protocolRates,
  seriesMetric,
  seriesValues,
  sumBits,
  topKindOf,
  topList,
  total,
  windowOf,
} from './analytics/stats.ts';
import { defineResource } from './define.ts';

const round2 = (x: number) => Math.round(x * 100) / 100;
/** The protocols a user-console call names (none: all). */
const protocolsOf = (body: { protocols?: Protocol[] }): readonly Protocol[] => (body.protocols?.length ? body.protocols : ALL_PROTOCOLS);

/** The caller's selected sites and the window of a statistics call of one console. */
const scoped =
  (area: 'user' | 'client') =>
  async ({ body }: AnyInput, { store, now, caller }: SignedInContext) => {
    const filter = body as ScopeFilter & { startTime: string; endTime: string };
    const sel = await selection(store, caller, area, filter, now);
    return { sel, w: windowOf(filter.startTime, filter.endTime, now) };
  };

export default defineResource<Record<string, never>>({
  name: 'analytics',
  seed: () => ({}),
  handlers: defineHandlers({
    // ---- user console -----------------------------------------------------------------------------------
    ...given(scoped('user'), {
      'user-statistics-get-info': ({ sel, w }, { body }) => ({ data: info(body.type ?? 3, sel, w) }),

      'user-statistics-list-domain-rank': ({ sel, w }, { body }) => {
        const top = domainRanks(sel, w, body.orderBy ?? 'traffic', body.asc ?? false).slice(0, body.top ?? 20);
        return { data: top, total: top.length };
      },

      'user-statistics-export-domain-rank': ({ sel, w }, { body }) => {
        const rows = domainRanks(sel, w, body.orderBy ?? 'traffic', body.asc ?? false).slice(0, body.top ?? 20);
        return new TextAnswer('text/csv', domainRankCsv(rows), `domain-rank-${body.startTime.slice(0, 10)}.csv`);
      },

      'user-statistics-list-time-series': ({ sel, w }, { body }) => {
        const { metric, perSecond } = seriesMetric(body.type);
        const span = pointsOf(sel, w, body.minutesStep ?? body.reportInterval ?? 5);
        const pageSize = body.pageSize ?? 26784;
        const offset = ((body.page ?? 1) - 1) * pageSize;
        const useBytes = metric === 'req' && body.countsType === 'traffic';
        return { data: seriesValues(sel, useBytes ? 'bytes' : metric, w, span, offset, pageSize, perSecond), total: span.count };
      },

      'user-statistics-list-top': ({ sel, w }, { body }) => {
        const { rows, total } = topList(topKindOf(body.type ?? 11, body.area), sel, w, body.countsType ?? 'reqCount');
        const top = rows.slice(0, body.top ?? 10).map((r) => ({ key: r.key, name: r.name, value: r.value, percent: total ? Math.min(100, round2((r.value / total) * 100)) : 0 }));
        return { data: top, total: rows.length };
      },

      'user-networkStatistics-list-avg-bit-rate': async ({ sel, w }, { body }) => {
        const data = await bitRates(sel, w, pointsOf(sel, w, body.minutesStep ?? 5), protocolsOf(body));
        return { data, total: data.length };
      },

      'user-networkStatistics-get-sum-bits': ({ sel, w }, { body }) => ({ data: sumBits(sel, w, protocolsOf(body)) }),

      'user-networkStatistics-get-countries': async ({ sel, w }, { body }) => {
        const protocols = protocolsOf(body);
        const tops = l4Top('country', sel, w, protocols).slice(0, body.top ?? 5);
        return {
          data: {
            tops: tops.map((r) => ({ key: r.key, name: r.name, passBits: r.passBits, dropBits: r.dropBits })),
            avgBitRate: await countryRates(sel, w, pointsOf(sel, w, body.minutesStep ?? 5), tops, protocols),
          },
        };
      },

      'user-networkStatistics-list-ip-tops': ({ sel, w }, { body }) => {
        const rows = l4Top('ip', sel, w, protocolsOf(body));
        return { data: rows.slice(0, body.top ?? 5).map((r) => ({ key: r.key, passBits: r.passBits, dropBits: r.dropBits })), total: rows.length };
      },

      'user-networkStatistics-list-asn-tops': ({ sel, w }, { body }) => {
        const rows = l4Top('asn', sel, w, protocolsOf(body));
        return { data: rows.slice(0, body.top ?? 5).map((r) => ({ key: `AS${r.key}`, name: r.name, passBits: r.passBits, dropBits: r.dropBits })), total: rows.length };
      },

      'user-networkStatistics-get-ip-protocols': async ({ sel, w }, { body }) => {
        const protocols = protocolsOf(body);
        return { data: { bits: protocolBits(sel, w, protocols), avgBitRate: await protocolRates(sel, w, pointsOf(sel, w, body.minutesStep ?? 5), protocols) } };
      },

      'user-networkStatistics-list-tcp-flag-tops': ({ sel, w }, { body }) => {
        const rows = l4Top('tcpFlag', sel, w, protocolsOf(body));
        return { data: rows.slice(0, body.top ?? 5).map((r) => ({ key: r.key, passBits: r.passBits, dropBits: r.dropBits })), total: rows.length };
      },
    }),

    // ---- client console ---------------------------------------------------------------------------------
    ...given(scoped('client'), {
      'client-statistics-get-card': ({ sel, w }, { body }) => ({ data: { type: body.type, ...card(body.type, sel, w), ...(body.type === 3 ? { traffic: Math.round(total(sel, 'bytes', w)) } : {}) } }),

      'client-statistics-list-domain-ranks': ({ sel, w }, { body }) => page(domainRanks(sel, w, body.orderBy ?? 'reqCount', body.asc ?? false), body.page ?? 1, body.pageSize ?? 20),

      'client-statistics-export-domain-ranks': ({ sel, w }, { body }) => {
        const rows = domainRanks(sel, w, body.orderBy ?? 'reqCount', body.asc ?? false);
        return new TextAnswer('text/csv', domainRankCsv(page(rows, body.page ?? 1, body.pageSize ?? 20).data), `domain-rank-${body.startTime.slice(0, 10)}.csv`);
      },

      'client-statistics-list-time-series': ({ sel, w }, { body }) => {
        const { metric, perSecond } = seriesMetric(body.type);
        const span = pointsOf(sel, w, body.minutesStep ?? 5);
        const pageSize = body.pageSize ?? 26784;
        const useBytes = metric === 'req' && body.countsType === 'traffic';
        return { data: seriesValues(sel, useBytes ? 'bytes' : metric, w, span, ((body.page ?? 1) - 1) * pageSize, pageSize, perSecond), total: span.count };
      },

      'client-statistics-list-top': ({ sel, w }, { body }) => {
        const { rows } = topList(topKindOf(body.type), sel, w, body.countsType ?? 'reqCount');
        return { data: rows.slice(0, body.top ?? 10), total: rows.length };
      },

      'client-statistics-list-network-avg-bit-rate': async ({ sel, w }, { body }) => {
        const data = await bitRates(sel, w, pointsOf(sel, w, body.minutesStep ?? 5), ALL_PROTOCOLS);
        return { data, total: data.length };
      },

      'client-statistics-get-network-sum-bits': ({ sel, w }) => ({ data: sumBits(sel, w, ALL_PROTOCOLS) }),

      'client-statistics-get-network-countries': async ({ sel, w }, { body }) => {
        const tops = l4Top('country', sel, w, ALL_PROTOCOLS).slice(0, body.top ?? 5);
        return {
          data: {
            tops: tops.map((r) => ({ alpha2: r.key, countryName: r.name, passBits: r.passBits, dropBits: r.dropBits })),
            avgBitRate: await countryRates(sel, w, pointsOf(sel, w, body.minutesStep ?? 5), tops, ALL_PROTOCOLS),
          },
        };
      },

      'client-statistics-list-network-ips': ({ sel, w }, { body }) => {
        const rows = l4Top('ip', sel, w, ALL_PROTOCOLS);
        return { data: rows.slice(0, body.top ?? 5).map((r) => ({ ip: r.key, passBits: r.passBits, dropBits: r.dropBits })), total: rows.length };
      },

      'client-statistics-list-network-asns': ({ sel, w }, { body }) => {
        const rows = l4Top('asn', sel, w, ALL_PROTOCOLS);
        return { data: rows.slice(0, body.top ?? 5).map((r) => ({ asn: Number(r.key), name: r.name, passBits: r.passBits, dropBits: r.dropBits })), total: rows.length };
      },

      'client-statistics-get-network-ip-protocols': async ({ sel, w }, { body }) => ({
        data: { bits: protocolBits(sel, w, ALL_PROTOCOLS), avgBitRate: await protocolRates(sel, w, pointsOf(sel, w, body.minutesStep ?? 5), ALL_PROTOCOLS) },
      }),

      'client-statistics-list-network-tcp-flags': ({ sel, w }, { body }) => {
        const rows = l4Top('tcpFlag', sel, w, ALL_PROTOCOLS);
        return { data: rows.slice(0, body.top ?? 5).map((r) => ({ flag: r.key, passBits: r.passBits, dropBits: r.dropBits })), total: rows.length };
      },
    }),
  }),
});
