// Statistics of the user and client consoles: cards, top lists, time series, domain ranking and the
// layer-4 (network) views, over generated traffic (see analytics/series.ts). Nothing here is user data,
// so the module keeps no state of its own: the series are computed in memory, once per site.
import { defineHandlers, TextAnswer } from '../types.ts';
import { page, selection } from './analytics/common.ts';
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

export default defineResource<Record<string, never>>({
  name: 'analytics',
  seed: () => ({}),
  handlers: defineHandlers({
    // ---- user console -----------------------------------------------------------------------------------
    'user-statistics-get-info': {
      async handle({ body }, { store, now, caller }) {
        const sel = await selection(store, caller, 'user', body, now);
        const type = body.type ?? 3;
        return { data: info(type, sel, windowOf(body.startTime, body.endTime, now)) };
      },
    },

    'user-statistics-list-domain-rank': {
      async handle({ body }, { store, now, caller }) {
        const sel = await selection(store, caller, 'user', body, now);
        const rows = domainRanks(sel, windowOf(body.startTime, body.endTime, now), body.orderBy ?? 'traffic', body.asc ?? false);
        const top = rows.slice(0, body.top ?? 20);
        return { data: top, total: top.length };
      },
    },

    'user-statistics-export-domain-rank': {
      async handle({ body }, { store, now, caller }) {
        const sel = await selection(store, caller, 'user', body, now);
        const rows = domainRanks(sel, windowOf(body.startTime, body.endTime, now), body.orderBy ?? 'traffic', body.asc ?? false).slice(0, body.top ?? 20);
        return new TextAnswer('text/csv', domainRankCsv(rows), `domain-rank-${body.startTime.slice(0, 10)}.csv`);
      },
    },

    'user-statistics-list-time-series': {
      async handle({ body }, { store, now, caller }) {
        const sel = await selection(store, caller, 'user', body, now);
        const { metric, perSecond } = seriesMetric(body.type);
        const w = windowOf(body.startTime, body.endTime, now);
        const span = pointsOf(sel, w, body.minutesStep ?? body.reportInterval ?? 5);
        const pageSize = body.pageSize ?? 26784;
        const offset = ((body.page ?? 1) - 1) * pageSize;
        const useBytes = metric === 'req' && body.countsType === 'traffic';
        return { data: seriesValues(sel, useBytes ? 'bytes' : metric, w, span, offset, pageSize, perSecond), total: span.count };
      },
    },

    'user-statistics-list-top': {
      async handle({ body }, { store, now, caller }) {
        const sel = await selection(store, caller, 'user', body, now);
        const kind = topKindOf(body.type ?? 11, body.area);
        const { rows, total } = topList(kind, sel, windowOf(body.startTime, body.endTime, now), body.countsType ?? 'reqCount');
        const top = rows.slice(0, body.top ?? 10).map((r) => ({ key: r.key, name: r.name, value: r.value, percent: total ? Math.min(100, round2((r.value / total) * 100)) : 0 }));
        return { data: top, total: rows.length };
      },
    },

    'user-networkStatistics-list-avg-bit-rate': {
      async handle({ body }, { store, now, caller }) {
        const sel = await selection(store, caller, 'user', body, now);
        const w = windowOf(body.startTime, body.endTime, now);
        const data = await bitRates(sel, w, pointsOf(sel, w, body.minutesStep ?? 5), body.protocols?.length ? body.protocols : ALL_PROTOCOLS);
        return { data, total: data.length };
      },
    },

    'user-networkStatistics-get-sum-bits': {
      async handle({ body }, { store, now, caller }) {
        const sel = await selection(store, caller, 'user', body, now);
        return { data: sumBits(sel, windowOf(body.startTime, body.endTime, now), body.protocols?.length ? body.protocols : ALL_PROTOCOLS) };
      },
    },

    'user-networkStatistics-get-countries': {
      async handle({ body }, { store, now, caller }) {
        const sel = await selection(store, caller, 'user', body, now);
        const w = windowOf(body.startTime, body.endTime, now);
        const protocols = body.protocols?.length ? body.protocols : ALL_PROTOCOLS;
        const tops = l4Top('country', sel, w, protocols).slice(0, body.top ?? 5);
        return {
          data: {
            tops: tops.map((r) => ({ key: r.key, name: r.name, passBits: r.passBits, dropBits: r.dropBits })),
            avgBitRate: await countryRates(sel, w, pointsOf(sel, w, body.minutesStep ?? 5), tops, protocols),
          },
        };
      },
    },

    'user-networkStatistics-list-ip-tops': {
      async handle({ body }, { store, now, caller }) {
        const sel = await selection(store, caller, 'user', body, now);
        const rows = l4Top('ip', sel, windowOf(body.startTime, body.endTime, now), body.protocols?.length ? body.protocols : ALL_PROTOCOLS);
        return { data: rows.slice(0, body.top ?? 5).map((r) => ({ key: r.key, passBits: r.passBits, dropBits: r.dropBits })), total: rows.length };
      },
    },

    'user-networkStatistics-list-asn-tops': {
      async handle({ body }, { store, now, caller }) {
        const sel = await selection(store, caller, 'user', body, now);
        const rows = l4Top('asn', sel, windowOf(body.startTime, body.endTime, now), body.protocols?.length ? body.protocols : ALL_PROTOCOLS);
        return { data: rows.slice(0, body.top ?? 5).map((r) => ({ key: `AS${r.key}`, name: r.name, passBits: r.passBits, dropBits: r.dropBits })), total: rows.length };
      },
    },

    'user-networkStatistics-get-ip-protocols': {
      async handle({ body }, { store, now, caller }) {
        const sel = await selection(store, caller, 'user', body, now);
        const w = windowOf(body.startTime, body.endTime, now);
        const protocols = body.protocols?.length ? body.protocols : ALL_PROTOCOLS;
        return { data: { bits: protocolBits(sel, w, protocols), avgBitRate: await protocolRates(sel, w, pointsOf(sel, w, body.minutesStep ?? 5), protocols) } };
      },
    },

    'user-networkStatistics-list-tcp-flag-tops': {
      async handle({ body }, { store, now, caller }) {
        const sel = await selection(store, caller, 'user', body, now);
        const rows = l4Top('tcpFlag', sel, windowOf(body.startTime, body.endTime, now), body.protocols?.length ? body.protocols : ALL_PROTOCOLS);
        return { data: rows.slice(0, body.top ?? 5).map((r) => ({ key: r.key, passBits: r.passBits, dropBits: r.dropBits })), total: rows.length };
      },
    },

    // ---- client console ---------------------------------------------------------------------------------
    'client-statistics-get-card': {
      async handle({ body }, { store, now, caller }) {
        const sel = await selection(store, caller, 'client', body, now);
        const w = windowOf(body.startTime, body.endTime, now);
        const figures = card(body.type, sel, w);
        return { data: { type: body.type, ...figures, ...(body.type === 3 ? { traffic: Math.round(total(sel, 'bytes', w)) } : {}) } };
      },
    },

    'client-statistics-list-domain-ranks': {
      async handle({ body }, { store, now, caller }) {
        const sel = await selection(store, caller, 'client', body, now);
        const rows = domainRanks(sel, windowOf(body.startTime, body.endTime, now), body.orderBy ?? 'reqCount', body.asc ?? false);
        return page(rows, body.page ?? 1, body.pageSize ?? 20);
      },
    },

    'client-statistics-export-domain-ranks': {
      async handle({ body }, { store, now, caller }) {
        const sel = await selection(store, caller, 'client', body, now);
        const rows = domainRanks(sel, windowOf(body.startTime, body.endTime, now), body.orderBy ?? 'reqCount', body.asc ?? false);
        return new TextAnswer('text/csv', domainRankCsv(page(rows, body.page ?? 1, body.pageSize ?? 20).data), `domain-rank-${body.startTime.slice(0, 10)}.csv`);
      },
    },

    'client-statistics-list-time-series': {
      async handle({ body }, { store, now, caller }) {
        const sel = await selection(store, caller, 'client', body, now);
        const { metric, perSecond } = seriesMetric(body.type);
        const w = windowOf(body.startTime, body.endTime, now);
        const span = pointsOf(sel, w, body.minutesStep ?? 5);
        const pageSize = body.pageSize ?? 26784;
        const useBytes = metric === 'req' && body.countsType === 'traffic';
        return { data: seriesValues(sel, useBytes ? 'bytes' : metric, w, span, ((body.page ?? 1) - 1) * pageSize, pageSize, perSecond), total: span.count };
      },
    },

    'client-statistics-list-top': {
      async handle({ body }, { store, now, caller }) {
        const sel = await selection(store, caller, 'client', body, now);
        const { rows } = topList(topKindOf(body.type), sel, windowOf(body.startTime, body.endTime, now), body.countsType ?? 'reqCount');
        return { data: rows.slice(0, body.top ?? 10), total: rows.length };
      },
    },

    'client-statistics-list-network-avg-bit-rate': {
      async handle({ body }, { store, now, caller }) {
        const sel = await selection(store, caller, 'client', body, now);
        const w = windowOf(body.startTime, body.endTime, now);
        const data = await bitRates(sel, w, pointsOf(sel, w, body.minutesStep ?? 5), ALL_PROTOCOLS);
        return { data, total: data.length };
      },
    },

    'client-statistics-get-network-sum-bits': {
      async handle({ body }, { store, now, caller }) {
        const sel = await selection(store, caller, 'client', body, now);
        return { data: sumBits(sel, windowOf(body.startTime, body.endTime, now), ALL_PROTOCOLS) };
      },
    },

    'client-statistics-get-network-countries': {
      async handle({ body }, { store, now, caller }) {
        const sel = await selection(store, caller, 'client', body, now);
        const w = windowOf(body.startTime, body.endTime, now);
        const tops = l4Top('country', sel, w, ALL_PROTOCOLS).slice(0, body.top ?? 5);
        return {
          data: {
            tops: tops.map((r) => ({ alpha2: r.key, countryName: r.name, passBits: r.passBits, dropBits: r.dropBits })),
            avgBitRate: await countryRates(sel, w, pointsOf(sel, w, body.minutesStep ?? 5), tops, ALL_PROTOCOLS),
          },
        };
      },
    },

    'client-statistics-list-network-ips': {
      async handle({ body }, { store, now, caller }) {
        const sel = await selection(store, caller, 'client', body, now);
        const rows = l4Top('ip', sel, windowOf(body.startTime, body.endTime, now), ALL_PROTOCOLS);
        return { data: rows.slice(0, body.top ?? 5).map((r) => ({ ip: r.key, passBits: r.passBits, dropBits: r.dropBits })), total: rows.length };
      },
    },

    'client-statistics-list-network-asns': {
      async handle({ body }, { store, now, caller }) {
        const sel = await selection(store, caller, 'client', body, now);
        const rows = l4Top('asn', sel, windowOf(body.startTime, body.endTime, now), ALL_PROTOCOLS);
        return { data: rows.slice(0, body.top ?? 5).map((r) => ({ asn: Number(r.key), name: r.name, passBits: r.passBits, dropBits: r.dropBits })), total: rows.length };
      },
    },

    'client-statistics-get-network-ip-protocols': {
      async handle({ body }, { store, now, caller }) {
        const sel = await selection(store, caller, 'client', body, now);
        const w = windowOf(body.startTime, body.endTime, now);
        return { data: { bits: protocolBits(sel, w, ALL_PROTOCOLS), avgBitRate: await protocolRates(sel, w, pointsOf(sel, w, body.minutesStep ?? 5), ALL_PROTOCOLS) } };
      },
    },

    'client-statistics-list-network-tcp-flags': {
      async handle({ body }, { store, now, caller }) {
        const sel = await selection(store, caller, 'client', body, now);
        const rows = l4Top('tcpFlag', sel, windowOf(body.startTime, body.endTime, now), ALL_PROTOCOLS);
        return { data: rows.slice(0, body.top ?? 5).map((r) => ({ flag: r.key, passBits: r.passBits, dropBits: r.dropBits })), total: rows.length };
      },
    },
  }),
});
