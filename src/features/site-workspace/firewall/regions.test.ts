// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { RegionNode } from '../../../api/generated/model';
import { indexRegions, regionNamesOf, unmatchedNames, withRegions } from './regions';

const tree: RegionNode[] = [
  {
    id: 1,
    code: 'AS',
    continentCode: 'AS',
    children: [
      { id: 10, code: 'JP', countryName: 'Japan', alpha2: 'JP', children: [{ id: 100, code: 'JP-13', countryName: 'Japan', cityName: 'Tokyo', alpha2: 'JP' }] },
      { id: 11, code: 'KP', countryName: 'North Korea', alpha2: 'KP' },
    ],
  },
  { id: 2, code: 'EU', continentCode: 'EU', children: [{ id: 20, code: 'RU', countryName: 'Russia', alpha2: 'RU' }] },
];
const index = indexRegions(tree);

describe('regions by name', () => {
  it('splits pasted names on commas, semicolons and lines, each once', () => {
    expect(regionNamesOf(' Russia, north korea;\nRussia\n\nTokyo ,')).toEqual(['Russia', 'north korea', 'Tokyo']);
    expect(regionNamesOf(' , ;')).toEqual([]);
  });

  it('names the names no region answered to (city, country or code, any case)', () => {
    const found = [index.byId.get(20)!, index.byId.get(100)!];
    expect(unmatchedNames(['russia', 'TOKYO', 'Atlantis', 'jp-13'], found)).toEqual(['Atlantis']);
  });

  it('adds regions without repeating one or keeping one inside another', () => {
    expect(withRegions(index, [100], [10, 20])).toEqual([10, 20]); // Japan covers Tokyo
    expect(withRegions(index, [1], [100, 11])).toEqual([1]); // Asia already covers both
    expect(withRegions(index, [20], [20])).toEqual([20]);
  });
});
