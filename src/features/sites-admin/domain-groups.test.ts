// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { idsBySite, matchingFirst } from './domain-groups';

describe('domains across customers', () => {
  it('groups the chosen domains by site, once each', () => {
    expect(idsBySite([{ id: 1, siteID: 10 }, { id: 2, siteID: 20 }, { id: 3, siteID: 10 }, { id: 1, siteID: 10 }])).toEqual([
      { siteId: 10, ids: [1, 3] },
      { siteId: 20, ids: [2] },
    ]);
    expect(idsBySite([])).toEqual([]);
  });

  it('puts the rows at hand first among every matching id', () => {
    expect(matchingFirst([{ id: 7 }, { id: 3 }, { id: 99 }], [1, 3, 5, 7])).toEqual([7, 3, 1, 5]);
  });
});
