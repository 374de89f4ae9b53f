// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseTyped, toContractValue, toPickerValue } from './MomentWidget';

// The unit tests run in UTC (vitest.config.ts / CI); the conversions go through the local time zone either way.
describe('moments between the picker and the contract', () => {
  it('turns what a person types into the ISO UTC string the contract wants, and back', () => {
    const local = parseTyped('2026-12-01 08:00');
    expect(local).toBe('2026-12-01 08:00:00');
    const sent = toContractValue(local);
    expect(sent).toBe(new Date(2026, 11, 1, 8, 0, 0).toISOString().replace('.000Z', 'Z'));
    expect(toPickerValue(sent)).toBe('2026-12-01 08:00:00');
  });
  it('refuses what is not a moment and leaves an empty field empty', () => {
    expect(parseTyped('2026-13-45 08:00')).toBeNull();
    expect(parseTyped('tomorrow')).toBeNull();
    expect(toContractValue(null)).toBeUndefined();
    expect(toPickerValue('')).toBeNull();
    expect(toPickerValue('not a date')).toBeNull();
  });
});
