// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { regionName, withRegionNames } from './region-names';

describe('region names in the reader language', () => {
  it('names an alpha-2 code in Traditional and Simplified Chinese and in English', () => {
    expect(regionName('JP', 'zh-TW', 'Japan')).toBe('日本');
    expect(regionName('us', 'zh-CN', 'United States')).toBe('美国');
    expect(regionName('DE', 'en', 'Germany (service)')).toBe('Germany');
  });
  it('keeps the service name when the key is not a region code', () => {
    expect(regionName('Taipei', 'zh-TW', 'Taipei')).toBe('Taipei');
    expect(regionName('XY', 'zh-TW', 'Unknown')).toBe('Unknown');
    expect(withRegionNames([{ key: 'FR', name: 'France', value: 3 }], 'zh-TW')).toEqual([{ key: 'FR', name: '法國', value: 3 }]);
  });
});
