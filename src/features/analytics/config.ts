// Analytics (spec 7 statistics): the screens are written once; what differs per console is here: the calls,
// the zone filter (client only) and how each console's answers read. Everything else is shared.
import type { Area } from '../../api/areas';
import type { OperationId } from '../../api/invalidate';

export type CountsType = 'reqCount' | 'traffic';
export type RankOrder = 'traffic' | 'reqCount';

/** Figures of a card whatever the console's shape. */
export interface CardFigures {
  total: number;
  traffic?: number;
  counts: Record<string, number>;
}

export interface TopRow {
  key: string;
  name: string;
  value: number;
}

export interface RankRow {
  domainID: number;
  domainName: string;
  siteID: number;
  siteName?: string;
  traffic: number;
  reqCount: number;
}

export interface AnalyticsConfig {
  /** Zones filter the client console's statistics (spec 3: zoneIDs, client side only). */
  zones: boolean;
  ops: {
    card: OperationId;
    top: OperationId;
    series: OperationId;
    rank: OperationId;
    rankExport: OperationId;
    sites: OperationId;
  };
  /** The body of a domain-ranking call (the user console asks top N, the client a page). */
  rankBody: (order: RankOrder, asc: boolean, top: number) => Record<string, unknown>;
  /** A card answer read as figures. */
  cardOf: (type: number, answer: unknown) => CardFigures;
  /** The top-list type of a region top: the user console takes `area`, the client one a type per area. */
  regionTop: (area: 'country' | 'city', blocked: boolean) => { type: number; area?: 'country' | 'city' };
}

type UserInfo = { data: Record<string, number> };
type ClientCard = { data: { total: number; traffic?: number; counts: Record<string, number> } };

const userCard = (type: number, answer: unknown): CardFigures => {
  const data = { ...(answer as UserInfo).data };
  if (type === 3) return { total: data.reqCount ?? 0, traffic: data.traffic ?? 0, counts: {} };
  if (type === 4) {
    const { ipCount = 0, ...versions } = data;
    return { total: ipCount, counts: versions };
  }
  return { total: Object.values(data).reduce((s, v) => s + v, 0), counts: data };
};

const clientCard = (_type: number, answer: unknown): CardFigures => {
  const data = (answer as ClientCard).data;
  return { total: data.total, traffic: data.traffic, counts: data.counts };
};

export const ANALYTICS_CONFIG: Partial<Record<Area, AnalyticsConfig>> = {
  user: {
    zones: false,
    ops: {
      card: 'user-statistics-get-info',
      top: 'user-statistics-list-top',
      series: 'user-statistics-list-time-series',
      rank: 'user-statistics-list-domain-rank',
      rankExport: 'user-statistics-export-domain-rank',
      sites: 'user-site-list-meta-sites',
    },
    rankBody: (orderBy, asc, top) => ({ orderBy, asc, top }),
    cardOf: userCard,
    regionTop: (area, blocked) => ({ type: blocked ? 21 : 11, area }),
  },
  client: {
    zones: true,
    ops: {
      card: 'client-statistics-get-card',
      top: 'client-statistics-list-top',
      series: 'client-statistics-list-time-series',
      rank: 'client-statistics-list-domain-ranks',
      rankExport: 'client-statistics-export-domain-ranks',
      sites: 'client-site-list-meta-sites',
    },
    rankBody: (orderBy, asc, top) => ({ orderBy, asc, page: 1, pageSize: top }),
    cardOf: clientCard,
    regionTop: (area, blocked) => ({ type: blocked ? (area === 'country' ? 21 : 22) : area === 'country' ? 11 : 12 }),
  },
};

export const STATISTICS_PATH = 'dataAnalysis/statistics';
