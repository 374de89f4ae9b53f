// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';
import { formatBytes } from './units';

describe('traffic units (base 1000)', () => {
  it('names amounts from B to YB', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(999)).toBe('999 B');
    expect(formatBytes(1000)).toBe('1 KB');
    expect(formatBytes(812_345_678_901)).toBe('812.35 GB');
    expect(formatBytes(1e12)).toBe('1 TB');
    expect(formatBytes(2.5e24)).toBe('2.5 YB');
    expect(formatBytes(3e27)).toBe('3,000 YB');
  });
});

describe('CSV', () => {
  it('quotes what needs it and keeps formulas as text', () => {
    expect(toCsv(['a', 'b'], [['x,y', 'say "hi"'], [1, null], ['=SUM(A1)', 'line\nbreak']])).toBe('a,b\r\n"x,y","say ""hi"""\r\n1,\r\n\'=SUM(A1),"line\nbreak"\r\n');
  });
});
