// Layer-4 attack analysis (spec 7 network statistics): the calls of each console and how their answers read.
// The user console answers rows keyed `key`/`name`; the client's names its keys (`alpha2`, `ip`, `asn`, `flag`):
// both are read into one row shape here so that the screen is written once.
import type { Area } from '../../../api/areas';
import type {
  ClientBitRateList,
  ClientNetworkAsnTopList,
  ClientNetworkIpTopList,
  ClientNetworkTcpFlagList,
  ClientStatisticsGetNetworkCountries200,
  ClientStatisticsGetNetworkIpProtocols200,
  ClientStatisticsGetNetworkSumBits200,
  UserNetworkStatisticsGetCountries200,
  UserNetworkStatisticsGetIpProtocols200,
  UserNetworkStatisticsGetSumBits200,
  UserNetworkStatisticsListAsnTops200,
  UserNetworkStatisticsListAvgBitRate200,
  UserNetworkStatisticsListIpTops200,
  UserNetworkStatisticsListTcpFlagTops200,
} from '../../../api/generated/model';
import type { OperationId } from '../../../api/invalidate';

/** A row of a layer-4 top list, in bits. */
export interface BitsRow {
  key: string;
  name: string;
  passBits: number;
  dropBits: number;
}

/** A step of a bit-rate series (bits a second); `key` names the line of a keyed series. */
export interface RatePoint {
  time: string;
  key?: string;
  passBits: number;
  dropBits: number;
}

export type TopKind = 'countries' | 'ips' | 'asns' | 'tcpFlags';

/** The four layer-4 protocols (spec 9). */
export const PROTOCOLS = ['TCP', 'UDP', 'ICMP', 'GRE'] as const;

/** Rows of a layer-4 top list (spec 9: top 5 on the layer-4 security view). */
export const L4_TOP = 5;

export type Protocol = (typeof PROTOCOLS)[number];

export interface L4Config {
  ops: { rates: OperationId; sum: OperationId; countries: OperationId; ips: OperationId; asns: OperationId; protocols: OperationId; tcpFlags: OperationId };
  /**
   * The query body from the screen's base (the layer-4 queries take sites, and zones on the client, only) and the
   * protocols chosen (none: all). Only the user's query takes protocols (`NetworkQuery.protocols`).
   */
  body: (base: Record<string, unknown>, minutesStep: number, top: number, protocols?: readonly Protocol[]) => Record<string, unknown>;
  /** Whether the console offers the protocol filter (its query has `protocols`). */
  protocolFilter: boolean;
  /**
   * Whether the console offers the data-centre view (spec 9 `dataCenter`): the traffic of each zone, asked once per
   * zone with `zoneIDs` (spec 3: zones are a client-side filter; the user's queries and sites do not name them).
   */
  dataCenters: boolean;
  rates: (answer: unknown) => RatePoint[];
  sum: (answer: unknown) => { passBits: number; dropBits: number };
  top: (kind: TopKind, answer: unknown) => BitsRow[];
  protocols: (answer: unknown) => { rows: BitsRow[]; rates: RatePoint[] };
  countryRates: (answer: unknown) => RatePoint[];
}

const window = (base: Record<string, unknown>) => ({
  ...(base.siteIDs ? { siteIDs: base.siteIDs } : {}),
  startTime: base.startTime,
  endTime: base.endTime,
});

const userTop = (kind: TopKind, answer: unknown): BitsRow[] => {
  const rows =
    kind === 'countries'
      ? (answer as UserNetworkStatisticsGetCountries200).data.tops
      : (answer as UserNetworkStatisticsListIpTops200 | UserNetworkStatisticsListAsnTops200 | UserNetworkStatisticsListTcpFlagTops200).data;
  return rows.map((r) => ({ key: r.key, name: r.name ?? r.key, passBits: r.passBits, dropBits: r.dropBits }));
};

const clientTop = (kind: TopKind, answer: unknown): BitsRow[] => {
  switch (kind) {
    case 'countries':
      return (answer as ClientStatisticsGetNetworkCountries200).data.tops.map((r) => ({ key: r.alpha2, name: r.countryName, passBits: r.passBits, dropBits: r.dropBits }));
    case 'ips':
      return (answer as ClientNetworkIpTopList).data.map((r) => ({ key: r.ip, name: r.ip, passBits: r.passBits, dropBits: r.dropBits }));
    case 'asns':
      return (answer as ClientNetworkAsnTopList).data.map((r) => ({ key: `AS${r.asn}`, name: `AS${r.asn} ${r.name}`, passBits: r.passBits, dropBits: r.dropBits }));
    case 'tcpFlags':
      return (answer as ClientNetworkTcpFlagList).data.map((r) => ({ key: r.flag, name: r.flag, passBits: r.passBits, dropBits: r.dropBits }));
  }
};

const protocolsOf = (data: { bits: { protocol: string; passBits: number; dropBits: number }[]; avgBitRate: RatePoint[] }) => ({
  rows: data.bits.map((b) => ({ key: b.protocol, name: b.protocol, passBits: b.passBits, dropBits: b.dropBits })),
  rates: data.avgBitRate,
});

export const L4_CONFIG: Partial<Record<Area, L4Config>> = {
  user: {
    ops: {
      rates: 'user-networkStatistics-list-avg-bit-rate',
      sum: 'user-networkStatistics-get-sum-bits',
      countries: 'user-networkStatistics-get-countries',
      ips: 'user-networkStatistics-list-ip-tops',
      asns: 'user-networkStatistics-list-asn-tops',
      protocols: 'user-networkStatistics-get-ip-protocols',
      tcpFlags: 'user-networkStatistics-list-tcp-flag-tops',
    },
    body: (base, minutesStep, top, protocols) => ({ ...window(base), minutesStep, top, ...(protocols?.length ? { protocols: [...protocols] } : {}) }),
    protocolFilter: true,
    dataCenters: false,
    rates: (answer) => (answer as UserNetworkStatisticsListAvgBitRate200).data,
    sum: (answer) => (answer as UserNetworkStatisticsGetSumBits200).data,
    top: userTop,
    protocols: (answer) => protocolsOf((answer as UserNetworkStatisticsGetIpProtocols200).data),
    countryRates: (answer) => (answer as UserNetworkStatisticsGetCountries200).data.avgBitRate,
  },
  client: {
    ops: {
      rates: 'client-statistics-list-network-avg-bit-rate',
      sum: 'client-statistics-get-network-sum-bits',
      countries: 'client-statistics-get-network-countries',
      ips: 'client-statistics-list-network-ips',
      asns: 'client-statistics-list-network-asns',
      protocols: 'client-statistics-get-network-ip-protocols',
      tcpFlags: 'client-statistics-list-network-tcp-flags',
    },
    body: (base, minutesStep, top) => ({ ...window(base), ...(base.zoneIDs ? { zoneIDs: base.zoneIDs } : {}), minutesStep, top }),
    protocolFilter: false,
    dataCenters: true,
    rates: (answer) => (answer as ClientBitRateList).data,
    sum: (answer) => (answer as ClientStatisticsGetNetworkSumBits200).data,
    top: clientTop,
    protocols: (answer) => protocolsOf((answer as ClientStatisticsGetNetworkIpProtocols200).data),
    countryRates: (answer) => (answer as ClientStatisticsGetNetworkCountries200).data.avgBitRate,
  },
};

/**
 * The data-centre view's rows: one query body per zone (the base narrowed to that zone; with a zone chosen in the
 * filters, that zone only), and each zone's answer read as a row. Zones whose answer has not come are left out.
 */
export function dataCentreBodies(config: L4Config, base: Record<string, unknown>, minutesStep: number, zones: readonly { id: number; name: string }[]) {
  const chosen = Array.isArray(base.zoneIDs) ? new Set((base.zoneIDs as unknown[]).map(Number)) : null;
  return zones
    .filter((zone) => !chosen || chosen.has(zone.id))
    .map((zone) => ({ zone, body: { ...config.body(base, minutesStep, L4_TOP), zoneIDs: [zone.id] } }));
}

/** Rows of the data-centre view, largest traffic first (zones without an answer yet are left out). */
export function dataCentreRows(config: L4Config, zones: readonly { id: number; name: string }[], answers: readonly unknown[]): BitsRow[] {
  return zones
    .flatMap((zone, i) => {
      const answer = answers[i];
      if (answer === undefined) return [];
      const sum = config.sum(answer);
      return [{ key: String(zone.id), name: zone.name, passBits: sum.passBits, dropBits: sum.dropBits }];
    })
    .sort((a, b) => b.passBits + b.dropBits - (a.passBits + a.dropBits) || a.name.localeCompare(b.name));
}
