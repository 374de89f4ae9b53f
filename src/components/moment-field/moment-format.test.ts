// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { localMinute, momentOf, parseTyped, parseTypedDay, pickerOf } from './moment-format';

describe('typed moments and days (issue 25: dates by picker)', () => {
  it('reads a moment typed with a space, a T (a pasted datetime-local value), slashes or as a day alone', () => {
    expect(parseTyped('2026-12-01 08:00')).toBe('2026-12-01 08:00:00');
    expect(parseTyped('2026-12-01T08:00')).toBe('2026-12-01 08:00:00');
    expect(parseTyped('2026/12/01 08:00')).toBe('2026-12-01 08:00:00');
    expect(parseTyped(' 2026-12-01 ')).toBe('2026-12-01 00:00:00');
    expect(parseTyped('2026-12-01T00:00:00Z')).toBeNull();
    expect(parseTyped('2026-02-30 08:00')).toBeNull();
  });
  it('reads a day, and nothing else', () => {
    expect(parseTypedDay('2026/12/01')).toBe('2026-12-01');
    expect(parseTypedDay('2026-12-01')).toBe('2026-12-01');
    expect(parseTypedDay('12/01/2026')).toBeNull();
  });
  it('keeps the local time of day from the picker to a moment and back', () => {
    const moment = momentOf('2026-12-01 08:30:00');
    expect(moment).toEqual(new Date(2026, 11, 1, 8, 30, 0));
    expect(pickerOf(moment)).toBe('2026-12-01 08:30:00');
    expect(localMinute(moment)).toBe('2026-12-01T08:30');
    expect(momentOf(null)).toBeNull();
    expect(pickerOf(new Date(Number.NaN))).toBeNull();
    expect(localMinute(null)).toBe('');
  });
});
