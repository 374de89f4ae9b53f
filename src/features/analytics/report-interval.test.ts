// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { rankSizeOf, REPORT_INTERVAL, reportIntervalOf, withReportInterval } from './report-interval';
import { scopeOf } from './widgets';

describe('report interval and ranking size (spec 9)', () => {
  it('sends the default 5 unless the screen names its interval', () => {
    const base = { siteIDs: [1], startTime: 'a', endTime: 'b' };
    expect(reportIntervalOf(base)).toBe(5);
    expect(scopeOf(base).reportInterval).toBe(REPORT_INTERVAL.default);
    expect(scopeOf(withReportInterval(base, REPORT_INTERVAL.security)).reportInterval).toBe(60);
    expect(scopeOf(withReportInterval(base, REPORT_INTERVAL.dashboard)).reportInterval).toBe(15);
    expect(withReportInterval(null, 60)).toBeNull();
  });

  it('keeps a stored ranking size only when it is one of the choices', () => {
    expect(rankSizeOf('50')).toBe(50);
    expect(rankSizeOf(100)).toBe(100);
    expect(rankSizeOf('7')).toBe(20);
    expect(rankSizeOf(null)).toBe(20);
  });
});
