import { describe, expect, it } from 'vitest';
import { excerpt, formatDuration } from './format';

describe('formatDuration', () => {
  it('uses the largest whole unit', () => {
    expect(formatDuration(2_592_000, 'en')).toBe('30 days');
    expect(formatDuration(86_400, 'en')).toBe('1 day');
    expect(formatDuration(7_200, 'en')).toBe('2 hours');
    expect(formatDuration(300, 'en')).toBe('5 minutes');
    expect(formatDuration(90, 'en')).toBe('90 seconds');
  });
  it('speaks the interface language', () => {
    expect(formatDuration(604_800, 'zh-TW')).toBe('7 天');
  });
});

describe('excerpt', () => {
  it('flattens whitespace and cuts long text', () => {
    expect(excerpt('<h1>\n  Hi </h1>')).toBe('<h1> Hi </h1>');
    expect(excerpt('x'.repeat(10), 5)).toBe('xxxx…');
  });
});
