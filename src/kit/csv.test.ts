// @vitest-environment node
// The one CSV writer (issue 24, item 8): formulas written as text, RFC 4180 quoting, numbers as they are.
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csv writer', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","click")', `"'=HYPERLINK(""http://evil.example"",""click"")"`],
    ['+cmd|\' /C calc\'!A0', `'+cmd|' /C calc'!A0`],
    ['-2+3', `'-2+3`],
    ['@SUM(A1:A9)', `'@SUM(A1:A9)`],
    ['\t=1+1', `'\t=1+1`],
    ['\r=1+1', `"'\r=1+1"`],
    ['/login?next==1', '/login?next==1'],
    ['Mozilla/5.0 (X11; Linux)', 'Mozilla/5.0 (X11; Linux)'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['', ''],
  ])('writes %j as %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('writes numbers, booleans and empty values as they are', () => {
    expect(csvCell(-12)).toBe('-12');
    expect(csvCell(3.5)).toBe('3.5');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('writes a file: header, rows, CR LF after each line', () => {
    expect(toCsv(['site', 'hits'], [['=1+1', 5], ['shop', -1]])).toBe("site,hits\r\n'=1+1,5\r\nshop,-1\r\n");
  });
});
