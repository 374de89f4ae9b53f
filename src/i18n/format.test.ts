import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatNumber, formatTime } from './format';

const AT = '2026-11-30T07:05:09Z';

describe('kept formatters', () => {
  for (const locale of ['zh-TW', 'zh-CN', 'en']) {
    it(`write as toLocale*String does in ${locale}`, () => {
      const at = new Date(AT);
      expect(formatDate(AT, locale)).toBe(at.toLocaleDateString(locale));
      expect(formatTime(at, locale)).toBe(at.toLocaleTimeString(locale));
      expect(formatDateTime(at.getTime(), locale)).toBe(at.toLocaleString(locale));
      expect(formatDate(AT, locale, { dateStyle: 'medium' })).toBe(at.toLocaleDateString(locale, { dateStyle: 'medium' }));
      expect(formatDate(AT, locale, { month: 'long', timeZone: 'UTC' })).toBe(at.toLocaleDateString(locale, { month: 'long', timeZone: 'UTC' }));
      expect(formatTime(AT, locale, { timeStyle: 'short' })).toBe(at.toLocaleTimeString(locale, { timeStyle: 'short' }));
      expect(formatNumber(1234567.891, locale)).toBe((1234567.891).toLocaleString(locale));
      expect(formatNumber(0.1234567, locale, { maximumFractionDigits: 6 })).toBe((0.1234567).toLocaleString(locale, { maximumFractionDigits: 6 }));
    });
  }

  it('writes a value that is no date as toLocale*String does, rather than throwing', () => {
    const none = new Date(Number.NaN);
    expect(formatDate('not a date', 'zh-TW')).toBe(none.toLocaleDateString('zh-TW'));
    expect(formatDateTime(Number.NaN, 'en')).toBe(none.toLocaleString('en'));
    expect(formatTime('', 'zh-CN')).toBe(none.toLocaleTimeString('zh-CN'));
  });

  it('keeps one formatter per locale and form, and tells forms apart', () => {
    expect(formatDate(AT, 'en', { timeZone: 'UTC' })).toBe('11/30/2026');
    expect(formatDate(AT, 'en', { timeZone: 'UTC', dateStyle: 'long' })).toBe('November 30, 2026');
    expect(formatDateTime(AT, 'en', { timeZone: 'UTC' })).toBe('11/30/2026, 7:05:09 AM');
    expect(formatTime(AT, 'en', { timeZone: 'UTC' })).toBe('7:05:09 AM');
  });
});
