import { describe, expect, it } from 'vitest';
import { ruleBody, ruleValues } from './CacheTab';

describe('cache rule values', () => {
  it('sends only the target of the chosen kind', () => {
    expect(ruleBody({ type: 'url', url: '/api/', fileTypes: ['css'], cacheTime: 0, mode: 'force' })).toEqual({ type: 'url', url: '/api/', cacheTime: 0, mode: 'force' });
    expect(ruleBody({ type: 'fileType', url: '/api/', fileTypes: ['css'], cacheTime: 60, mode: 'followOrigin', priority: 3 })).toEqual({
      type: 'fileType',
      fileTypes: ['css'],
      cacheTime: 60,
      mode: 'followOrigin',
      priority: 3,
    });
  });
  it('edits a rule without its id', () => {
    expect(ruleValues({ id: 7, type: 'url', url: '/x', cacheTime: 5, mode: 'force', priority: 1 })).toEqual({ type: 'url', url: '/x', cacheTime: 5, mode: 'force', priority: 1 });
  });
});
