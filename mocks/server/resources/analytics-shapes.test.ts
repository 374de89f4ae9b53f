// @vitest-environment node
// The additions of issue 14 (client request card traffic, client QPS by traffic, the user IP card's HTTP
// versions) and the shapes the charts rely on: a daily cycle and attack spikes in the QPS series.
import { describe, expect, it } from 'vitest';
import { useTestBackend } from '../test-backend.ts';

const now = Date.now();
const at = (h: number) => new Date(Math.floor(now / 300_000) * 300_000 - h * 3_600_000).toISOString();

const { t, tokens } = useTestBackend({ signIn: ['mei', 'northwind'], reset: 'once' });

describe('analytics answers the charts use', () => {
  it('client request card carries the bytes served; the user IP card the HTTP versions', async () => {
    const card = await t.call<{ data: { total: number; traffic?: number } }>('POST', '/client/statistics/info', { token: tokens.northwind, body: { startTime: at(3), endTime: at(0), type: 3 } });
    expect(card.status).toBe(200);
    expect(card.body.data.traffic).toBeGreaterThan(card.body.data.total);
    const ips = await t.call<{ data: Record<string, number> }>('POST', '/user/statistics/info', { token: tokens.mei, body: { startTime: at(3), endTime: at(0), type: 4 } });
    expect(Object.keys(ips.body.data).sort()).toEqual(['1.0', '1.1', '2', '3', 'ipCount']);
  });

  it('client QPS by traffic is bytes a second, larger than requests a second', async () => {
    const body = { startTime: at(6), endTime: at(0), type: 2, minutesStep: 5 };
    const req = await t.call<{ data: { value: number }[] }>('POST', '/client/statistics/timeSeries', { token: tokens.northwind, body });
    const bytes = await t.call<{ data: { value: number }[] }>('POST', '/client/statistics/timeSeries', { token: tokens.northwind, body: { ...body, countsType: 'traffic' } });
    expect(bytes.status).toBe(200);
    expect(bytes.body.data).toHaveLength(req.body.data.length);
    expect(bytes.body.data[0]!.value).toBeGreaterThan(req.body.data[0]!.value * 1000);
  });

  it('the 30-day QPS series has a daily cycle and spikes', async () => {
    const series = await t.call<{ data: { time: string; value: number }[] }>('POST', '/user/statistics/timeSeries', {
      token: tokens.mei,
      body: { startTime: at(24 * 30), endTime: at(0), type: 2, page: 1, pageSize: 26784, minutesStep: 5, siteIDs: [4102] },
    });
    const values = series.body.data.map((p) => p.value);
    expect(values.length).toBeGreaterThan(8000);
    // Daily cycle: the busiest hour of the day averages well above the quietest.
    const byHour = Array.from({ length: 24 }, () => [0, 0]);
    for (const p of series.body.data) {
      const h = new Date(p.time).getUTCHours();
      byHour[h]![0]! += p.value;
      byHour[h]![1]! += 1;
    }
    const means = byHour.map(([s, n]) => s! / n!);
    expect(Math.max(...means)).toBeGreaterThan(2 * Math.min(...means));
    // Spikes: points several times their day's median.
    const sorted = [...values].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    expect(values.filter((v) => v > 4 * median).length).toBeGreaterThan(5);
  });
});
