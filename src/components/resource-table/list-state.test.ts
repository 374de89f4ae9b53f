// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { filtersOfAddress, withFiltersInAddress } from './list-state';

type Filters = { ip?: string; name?: string; zoneID?: number };

describe('list filters in the address', () => {
  it('reads only the keys given, leaving empty values out', () => {
    expect(filtersOfAddress<Filters>(new URLSearchParams('ip=203.0.113.132&name=%20&zoneID=3&node=9'), ['ip', 'name'])).toEqual({ ip: '203.0.113.132' });
  });
  it('writes the set filters and takes out the cleared ones, keeping the rest of the address', () => {
    const next = withFiltersInAddress<Filters>(new URLSearchParams('view=uninitialized&ip=1.2.3.4&node=9'), { name: 'edge', ip: undefined }, ['ip', 'name']);
    expect(next.toString()).toBe('view=uninitialized&node=9&name=edge');
  });
});
