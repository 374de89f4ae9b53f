// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { rangeFrom, scopeFrom, writeFilters } from './address';
import { EMPTY_SCOPE, rangeState } from './filters';
import { periodOf, yesterdayOf } from './range';

describe('analytics filters in the address', () => {
  it('writes only what differs from the page defaults and reads it back', () => {
    const scope = { ...EMPTY_SCOPE, siteId: '4102', domainTag: 'shop' };
    const params = writeFilters(new URLSearchParams('tab=1'), scope, rangeState('last7Days'), EMPTY_SCOPE, 'threeHours');
    expect(params.toString()).toBe('tab=1&site=4102&tag=shop&range=last7Days');
    expect(scopeFrom(params, EMPTY_SCOPE)).toEqual(scope);
    expect(rangeFrom(params, ['threeHours', 'last7Days'], 'threeHours').range).toBe('last7Days');
  });
  it('keeps a custom range as its two moments, and ignores a range the page does not offer', () => {
    const from = new Date('2026-11-27T01:00:00Z');
    const to = new Date('2026-11-27T05:00:00Z');
    const params = writeFilters(new URLSearchParams(), EMPTY_SCOPE, { range: 'custom', at: 0, custom: [from, to] }, EMPTY_SCOPE, 'threeHours');
    const back = rangeFrom(params, ['threeHours'], 'threeHours');
    expect(back.range).toBe('custom');
    expect(back.custom).toEqual([from, to]);
    expect(rangeFrom(new URLSearchParams('range=last30Days'), ['threeHours'], 'threeHours').range).toBe('threeHours');
    expect(scopeFrom(new URLSearchParams('siteType=evil'), EMPTY_SCOPE).siteType).toBe('0');
  });
  it('yesterday is the local calendar day before today', () => {
    const now = new Date(2026, 10, 28, 15, 30).getTime();
    const [start, end] = yesterdayOf(now);
    expect(start).toEqual(new Date(2026, 10, 27, 0, 0));
    expect(end).toEqual(new Date(2026, 10, 28, 0, 0));
    expect(periodOf('yesterday', now)?.timeInterval).toBe('yesterday');
  });
});
