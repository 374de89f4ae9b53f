// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FORMS } from './every-descriptor';
import { fieldsOf, formValuesOf } from './values';
import { shownValues } from './shown-values';

const cache = FORMS.get('user.site.cacheRule');

describe('a row form with a condition (cache rule: file types or a URL path)', () => {
  it('knows the fields of both branches', () => {
    expect(fieldsOf(cache.schema)).toEqual(expect.arrayContaining(['type', 'fileTypes', 'url', 'cacheTime', 'mode', 'priority']));
  });

  it('edits a rule without its id', () => {
    expect(formValuesOf({ id: 7, type: 'url', url: '/x', cacheTime: 5, mode: 'force', priority: 1 }, cache)).toEqual({ type: 'url', url: '/x', cacheTime: 5, mode: 'force', priority: 1 });
  });

  it('sends only the target of the chosen kind', () => {
    expect(shownValues({ type: 'url', url: '/api/', fileTypes: ['css'], cacheTime: 0, mode: 'force' }, cache.schema)).toEqual({ type: 'url', url: '/api/', cacheTime: 0, mode: 'force' });
    expect(shownValues({ type: 'fileType', url: '/api/', fileTypes: ['css'], cacheTime: 60, mode: 'followOrigin', priority: 3 }, cache.schema)).toEqual({
      type: 'fileType',
      fileTypes: ['css'],
      cacheTime: 60,
      mode: 'followOrigin',
      priority: 3,
    });
  });

  it('keeps fields the form does not know (sent with the values on purpose)', () => {
    expect(shownValues({ type: 'url', url: '/a', cacheTime: 1, mode: 'force', id: 4 }, cache.schema)).toEqual({ type: 'url', url: '/a', cacheTime: 1, mode: 'force', id: 4 });
  });
});
