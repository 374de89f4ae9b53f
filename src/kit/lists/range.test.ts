// A list descriptor's `range` filter (the audit log's time range): where it starts, what is wrong with it, what is sent.
import { describe, expect, it } from 'vitest';
import type { ListFilter } from './descriptor';
import { rangeParams, rangeProblem, rangeStart } from './range';

const RANGE: ListFilter = { param: 'startTime', to: 'endTime', kind: 'range', label: 'From', toLabel: 'To', days: 7 };
const FILTERS: ListFilter[] = [{ param: 'url', kind: 'search', label: 'URL contains' }, RANGE];

describe('range filters', () => {
  it('start on their last days, up to a minute from now, in the local time of a datetime-local field', () => {
    const now = new Date(2026, 10, 29, 18, 30, 20).getTime();
    expect(rangeStart(FILTERS, now)).toEqual({ startTime: '2026-11-22T18:30', endTime: '2026-11-29T18:31' });
    expect(rangeStart([{ param: 'url', kind: 'search', label: 'URL' }], now)).toEqual({});
  });

  it('are said incomplete or reversed, and are then not sent', () => {
    expect(rangeProblem(FILTERS, { startTime: '2026-11-01T00:00', endTime: '' })).toBe('incomplete');
    expect(rangeProblem(FILTERS, { startTime: '2030-01-02T00:00', endTime: '2030-01-01T00:00' })).toBe('reversed');
    expect(rangeProblem(FILTERS, { startTime: '2030-01-01T00:00', endTime: '2030-01-01T00:00' })).toBeNull();
    expect(rangeParams(FILTERS, { startTime: '2026-11-01T00:00', endTime: '' })).toEqual({});
  });

  it('are sent in UTC, both ends', () => {
    const start = new Date(2026, 10, 1, 8, 0);
    const end = new Date(2026, 10, 2, 9, 15);
    expect(rangeParams(FILTERS, { startTime: '2026-11-01T08:00', endTime: '2026-11-02T09:15', url: '/x' })).toEqual({
      startTime: start.toISOString(),
      endTime: end.toISOString(),
    });
  });
});
