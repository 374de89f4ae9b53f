// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { matchesSearch, searchRows } from './search';

const rows = [
  { id: 1, ip: '203.0.113.7', memo: 'Office VPN', tags: ['trusted'] },
  { id: 2, ip: '198.51.100.0/24', memo: 'Scraper', tags: ['bots', 'ＡＳ64500'] },
  { id: 3, ip: '192.0.2.45', memo: null, enabled: true },
];

describe('rule list search', () => {
  it('keeps every entry when nothing is typed', () => {
    expect(searchRows(rows, '  ')).toBe(rows);
  });
  it('finds an entry by part of any of its values, case aside', () => {
    expect(searchRows(rows, '113').map((row) => row.id)).toEqual([1]);
    expect(searchRows(rows, 'vpn').map((row) => row.id)).toEqual([1]);
    expect(searchRows(rows, 'BOTS').map((row) => row.id)).toEqual([2]);
  });
  it('needs every word and reads full-width letters as plain ones', () => {
    expect(matchesSearch(rows[1]!, 'scraper as64500')).toBe(true);
    expect(matchesSearch(rows[1]!, 'scraper office')).toBe(false);
  });
  it('does not match on switches or empty values', () => {
    expect(searchRows(rows, 'true')).toEqual([]);
    expect(searchRows(rows, 'null')).toEqual([]);
  });
});
