// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/schema';
import { useTestBackend } from '../test-backend.ts';
import { IDS } from '../testing.ts';


type S = components['schemas'];
type Envelope = S['ErrorEnvelope'];

const now = Date.now();
const hoursAgo = (h: number) => new Date(Math.floor(now / 300_000) * 300_000 - h * 3_600_000).toISOString();
const window6h = { startTime: hoursAgo(6), endTime: hoursAgo(0) };

const { t, tokens } = useTestBackend({ signIn: ['mei', 'ling', 'northwind', 'skyline'], reset: 'once' });

describe('user statistics', () => {
  it('answers the cards: requests, IPs, status codes, blacklist and blocks', async () => {
    const req = await t.call<{ data: Record<string, number> }>('POST', '/user/statistics/info', { token: tokens.mei, body: { ...window6h, siteIDs: [4102], type: 3 } });
    expect(req.status).toBe(200);
    expect(req.body.data.reqCount).toBeGreaterThan(1000);
    expect(req.body.data.traffic).toBeGreaterThan(req.body.data.reqCount!);
    const ips = await t.call<{ data: Record<string, number> }>('POST', '/user/statistics/info', { token: tokens.mei, body: { ...window6h, siteIDs: [4102], type: 4 } });
    expect(ips.body.data.ipCount).toBeGreaterThan(0);
    const status = await t.call<{ data: Record<string, number> }>('POST', '/user/statistics/info', { token: tokens.mei, body: { ...window6h, type: 5 } });
    expect(Object.keys(status.body.data).sort()).toEqual(['200', '206', '301', '302', '400', '403', '404', '444', '499', '500', '502', '503', '504', '903', '904', '929', '978'].sort());
    expect(status.body.data['200']).toBeGreaterThan(status.body.data['404']!);
    const black = await t.call<{ data: Record<string, number> }>('POST', '/user/statistics/info', { token: tokens.mei, body: { ...window6h, type: 14 } });
    expect(Object.keys(black.body.data).sort()).toEqual(['chinaCount', 'nonChinaCount']);
    const blocks = await t.call<{ data: Record<string, number> }>('POST', '/user/statistics/info', { token: tokens.mei, body: { ...window6h, type: 15 } });
    expect(Object.keys(blocks.body.data).sort()).toEqual(['10', '11', '12', '2', '3', '4', '5', '8']);
  });

  it('is deterministic, and a domain filter takes a part of the site', async () => {
    const body = { ...window6h, siteIDs: [4102], type: 3 };
    const a = await t.call<{ data: Record<string, number> }>('POST', '/user/statistics/info', { token: tokens.mei, body });
    const b = await t.call<{ data: Record<string, number> }>('POST', '/user/statistics/info', { token: tokens.mei, body });
    expect(a.body).toEqual(b.body);
    const ranks = await t.call<{ data: S['StatisticsDomainRank'][]; total: number }>('POST', '/user/statistics/list', { token: tokens.mei, body: { ...window6h, siteIDs: [4102], orderBy: 'reqCount' } });
    expect(ranks.status).toBe(200);
    expect(ranks.body.data.length).toBeGreaterThan(0);
    expect(ranks.body.data.every((r) => r.siteID === 4102)).toBe(true);
    const counts = ranks.body.data.map((r) => r.reqCount);
    expect(counts).toEqual([...counts].sort((x, y) => y - x));
    const one = ranks.body.data[0]!;
    const part = await t.call<{ data: Record<string, number> }>('POST', '/user/statistics/info', { token: tokens.mei, body: { ...body, domainIDs: [one.domainID] } });
    expect(part.body.data.reqCount).toBeLessThanOrEqual(a.body.data.reqCount!);
    expect(Math.abs(part.body.data.reqCount! - one.reqCount)).toBeLessThanOrEqual(2);
  });

  it('exports the domain ranking as CSV', async () => {
    const url = new URL('/api/v1/user/statistics/list/export', t.origin);
    const response = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${tokens.mei}`, 'content-type': 'application/json' }, body: JSON.stringify({ ...window6h, top: 5 }) });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toContain('domain-rank-');
    const text = await response.text();
    expect(text.split('\r\n')[0]).toBe('domainID,domainName,siteID,siteName,traffic,reqCount');
  });

  it('answers a 26784-point time series at 1-minute steps, and pages it', async () => {
    const body = { startTime: new Date(now - 26784 * 60_000).toISOString(), endTime: new Date(now).toISOString(), type: 2, minutesStep: 1, page: 1, pageSize: 26784 };
    const series = await t.call<{ data: S['StatisticsPoint'][]; total: number }>('POST', '/user/statistics/timeSeries', { token: tokens.mei, body });
    expect(series.status).toBe(200);
    expect(series.body.total).toBe(26784);
    expect(series.body.data).toHaveLength(26784);
    const values = series.body.data.map((p) => p.value);
    expect(Math.max(...values)).toBeGreaterThan(Math.min(...values) * 2);
    const page2 = await t.call<{ data: S['StatisticsPoint'][]; total: number }>('POST', '/user/statistics/timeSeries', { token: tokens.mei, body: { ...body, page: 2, pageSize: 100 } });
    expect(page2.body.data[0]).toEqual(series.body.data[100]);
    const hourly = await t.call<{ data: S['StatisticsPoint'][]; total: number }>('POST', '/user/statistics/timeSeries', { token: tokens.mei, body: { ...window6h, type: 13, minutesStep: 60 } });
    expect(hourly.body.total).toBe(6);
    expect((await t.call<Envelope>('POST', '/user/statistics/timeSeries', { token: tokens.mei, body: { ...window6h, type: 7 } })).body.code).toBe(101003);
  });

  it('answers top lists by type, area and countsType', async () => {
    const countries = await t.call<{ data: S['StatisticsTopItem'][]; total: number }>('POST', '/user/statistics/top', { token: tokens.mei, body: { ...window6h, type: 11, top: 30, area: 'country' } });
    expect(countries.status).toBe(200);
    expect(countries.body.data[0]!.key).toMatch(/^[A-Z]{2}$/);
    expect(countries.body.data.length).toBeLessThanOrEqual(30);
    const cities = await t.call<{ data: S['StatisticsTopItem'][] }>('POST', '/user/statistics/top', { token: tokens.mei, body: { ...window6h, type: 11, area: 'city' } });
    expect(cities.body.data[0]!.key).toMatch(/^[A-Z]{2}-/);
    const traffic = await t.call<{ data: S['StatisticsTopItem'][] }>('POST', '/user/statistics/top', { token: tokens.mei, body: { ...window6h, type: 15, countsType: 'traffic' } });
    expect(traffic.body.data).toHaveLength(10);
    for (const type of [13, 14, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25]) {
      const answer = await t.call<{ data: S['StatisticsTopItem'][] }>('POST', '/user/statistics/top', { token: tokens.mei, body: { ...window6h, type } });
      expect(answer.status, `type ${type}`).toBe(200);
      expect(answer.body.data.length, `type ${type}`).toBeGreaterThan(0);
    }
    expect((await t.call<Envelope>('POST', '/user/statistics/top', { token: tokens.mei, body: { ...window6h, type: 5 } })).body.code).toBe(101003);
  });

  it('answers the layer-4 views in bits', async () => {
    const base = { ...window6h, minutesStep: 60, top: 5 };
    const sum = await t.call<{ data: S['NetworkBits'] }>('POST', '/user/statistics/network/outcomes/sumBits', { token: tokens.mei, body: base });
    expect(sum.body.data.passBits).toBeGreaterThan(0);
    const rate = await t.call<{ data: S['NetworkBitRatePoint'][]; total: number }>('POST', '/user/statistics/network/outcomes/avgBitRate', { token: tokens.mei, body: base });
    expect(rate.body.total).toBe(6);
    const udp = await t.call<{ data: S['NetworkBits'] }>('POST', '/user/statistics/network/outcomes/sumBits', { token: tokens.mei, body: { ...base, protocols: ['UDP'] } });
    expect(udp.body.data.passBits).toBeLessThan(sum.body.data.passBits);
    const protocols = await t.call<{ data: S['NetworkProtocolOutcome'] }>('POST', '/user/statistics/network/outcomes/ipProtocols', { token: tokens.mei, body: base });
    expect(protocols.body.data.bits.map((b) => b.protocol)).toEqual(['TCP', 'UDP', 'ICMP', 'GRE']);
    expect(protocols.body.data.avgBitRate).toHaveLength(24);
    const countries = await t.call<{ data: S['NetworkCountryOutcome'] }>('POST', '/user/statistics/network/outcomes/countries', { token: tokens.mei, body: base });
    expect(countries.body.data.tops).toHaveLength(5);
    expect(countries.body.data.avgBitRate).toHaveLength(30);
    for (const path of ['ips', 'asns', 'tcpFlags']) {
      const answer = await t.call<{ data: S['NetworkTopItem'][] }>('POST', `/user/statistics/network/outcomes/${path}`, { token: tokens.mei, body: base });
      expect(answer.status, path).toBe(200);
      expect(answer.body.data).toHaveLength(5);
    }
  });

  it("refuses another tenant's sites and domains (101018), and the client console's calls", async () => {
    expect((await t.call<Envelope>('POST', '/user/statistics/info', { token: tokens.ling, body: { ...window6h, siteIDs: [4102], type: 3 } })).body.code).toBe(101018);
    expect((await t.call<Envelope>('POST', '/user/statistics/info', { token: tokens.ling, body: { ...window6h, siteIDs: [999999], type: 3 } })).body.code).toBe(101018);
    expect((await t.call<Envelope>('POST', '/user/statistics/top', { token: tokens.northwind, body: { ...window6h, type: 11 } })).body.code).toBe(101018);
    expect((await t.call<Envelope>('POST', '/client/statistics/info', { token: tokens.mei, body: { ...window6h, type: 3 } })).body.code).toBe(101018);
    expect((await t.call<Envelope>('POST', '/user/statistics/info', { token: tokens.mei, body: { startTime: hoursAgo(1), endTime: hoursAgo(2), type: 3 } })).body.code).toBe(101003);
  });
});

describe('client statistics', () => {
  it('answers cards 3, 4, 5, 14 and 15 over its users’ sites, narrowed by zone', async () => {
    for (const type of [3, 4, 5, 14, 15]) {
      const answer = await t.call<{ data: S['ClientStatisticsCard'] }>('POST', '/client/statistics/info', { token: tokens.northwind, body: { ...window6h, type } });
      expect(answer.status, `type ${type}`).toBe(200);
      expect(answer.body.data.type).toBe(type);
      expect(answer.body.data.total).toBeGreaterThan(0);
    }
    const all = await t.call<{ data: S['ClientStatisticsCard'] }>('POST', '/client/statistics/info', { token: tokens.northwind, body: { ...window6h, type: 3 } });
    const mine = await t.call<{ data: S['ClientStatisticsCard'] }>('POST', '/client/statistics/info', { token: tokens.northwind, body: { ...window6h, type: 3, siteIDs: [4101] } });
    expect(mine.body.data.total).toBeLessThan(all.body.data.total);
    const noZone = await t.call<{ data: S['ClientStatisticsCard'] }>('POST', '/client/statistics/info', { token: tokens.northwind, body: { ...window6h, type: 3, zoneIDs: [987654] } });
    expect(noZone.body.data.total).toBe(0);
    expect((await t.call<Envelope>('POST', '/client/statistics/info', { token: tokens.skyline, body: { ...window6h, type: 3, siteIDs: [4101] } })).body.code).toBe(101018);
  });

  it('ranks domains with paging and exports them', async () => {
    const ranks = await t.call<S['ClientDomainRankList']>('POST', '/client/statistics/list', { token: tokens.northwind, body: { ...window6h, orderBy: 'traffic', page: 1, pageSize: 3 } });
    expect(ranks.status).toBe(200);
    expect(ranks.body.data).toHaveLength(3);
    expect(ranks.body.total).toBeGreaterThan(3);
    const response = await fetch(new URL('/api/v1/client/statistics/list/export', t.origin), { method: 'POST', headers: { authorization: `Bearer ${tokens.northwind}`, 'content-type': 'application/json' }, body: JSON.stringify({ ...window6h, pageSize: 500 }) });
    expect(response.status).toBe(200);
    // The export is one page of at most 500 rows (the seed has more domains than that).
    expect((await response.text()).split('\r\n').length).toBe(Math.min(ranks.body.total, 500) + 2);
  });

  it('answers series 2, 12, 13 and the tops 11-25', async () => {
    const qps = await t.call<S['ClientTimeSeriesList']>('POST', '/client/statistics/timeSeries', { token: tokens.northwind, body: { ...window6h, type: 2, minutesStep: 5, page: 1, pageSize: 26784 } });
    expect(qps.body.total).toBe(72);
    const black = await t.call<S['ClientTimeSeriesList']>('POST', '/client/statistics/timeSeries', { token: tokens.northwind, body: { ...window6h, type: 12, minutesStep: 60 } });
    expect(black.body.data).toHaveLength(6);
    for (const type of [11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25]) {
      const top = await t.call<S['ClientTopList']>('POST', '/client/statistics/top', { token: tokens.northwind, body: { ...window6h, type, top: type <= 12 || type === 21 || type === 22 ? 30 : 10 } });
      expect(top.status, `type ${type}`).toBe(200);
      expect(top.body.data.length, `type ${type}`).toBeGreaterThan(0);
    }
  });

  it('answers the layer-4 views', async () => {
    const base = { ...window6h, minutesStep: 60, top: 5 };
    expect((await t.call<{ data: S['ClientBitSum'] }>('POST', '/client/statistics/network/outcomes/sumBits', { token: tokens.northwind, body: base })).body.data.dropBits).toBeGreaterThan(0);
    expect((await t.call<S['ClientBitRateList']>('POST', '/client/statistics/network/outcomes/avgBitRate', { token: tokens.northwind, body: base })).body.total).toBe(6);
    const countries = await t.call<{ data: S['ClientNetworkCountries'] }>('POST', '/client/statistics/network/outcomes/countries', { token: tokens.northwind, body: base });
    expect(countries.body.data.tops[0]!.alpha2).toMatch(/^[A-Z]{2}$/);
    expect((await t.call<S['ClientNetworkIpTopList']>('POST', '/client/statistics/network/outcomes/ips', { token: tokens.northwind, body: base })).body.data).toHaveLength(5);
    expect((await t.call<S['ClientNetworkAsnTopList']>('POST', '/client/statistics/network/outcomes/asns', { token: tokens.northwind, body: base })).body.data[0]!.asn).toBeGreaterThan(0);
    expect((await t.call<{ data: S['ClientNetworkProtocols'] }>('POST', '/client/statistics/network/outcomes/ipProtocols', { token: tokens.northwind, body: base })).body.data.bits).toHaveLength(4);
    expect((await t.call<S['ClientNetworkTcpFlagList']>('POST', '/client/statistics/network/outcomes/tcpFlags', { token: tokens.northwind, body: base })).body.data[0]!.flag).toBeTruthy();
  });
});

describe('a site without domains (issue 25: a brand-new customer saw invented traffic)', () => {
  it('has no traffic and no requests until a domain reaches it; the other sites keep theirs', async () => {
    const made = await t.call<{ data: S['ClientSite'] }>('POST', '/client/site', { token: tokens.northwind, body: { siteName: 'empty.harbor-tea.example', productID: 2, userIDs: [IDS.mei] } });
    expect(made.status).toBe(200);
    const body = { ...window6h, siteIDs: [made.body.data.id], type: 3 };
    const fresh = await t.call<{ data: Record<string, number> }>('POST', '/user/statistics/info', { token: tokens.mei, body });
    expect(fresh.status).toBe(200);
    expect(fresh.body.data.reqCount).toBe(0);
    expect(fresh.body.data.traffic).toBe(0);
    const ranks = await t.call<{ data: S['StatisticsDomainRank'][] }>('POST', '/user/statistics/list', { token: tokens.mei, body: { ...window6h, siteIDs: [made.body.data.id], orderBy: 'reqCount' } });
    expect(ranks.body.data).toEqual([]);
    const served = await t.call<{ data: Record<string, number> }>('POST', '/user/statistics/info', { token: tokens.mei, body: { ...body, siteIDs: [4102] } });
    expect(served.body.data.reqCount).toBeGreaterThan(1000);
  });
});
