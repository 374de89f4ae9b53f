// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ListDescriptor } from '../lists/descriptor';
import type { FormDescriptor } from '../../schema-form/descriptor';
import { canApplyRules } from './ApplyButtons';

const list = { name: 'user.list.things', label: 'Things', empty: 'None.', calls: { list: 'user-thing-list' }, rowName: 'name', columns: [] } as unknown as ListDescriptor;
const form = { name: 'user.thing', version: 1, title: 'Thing', schema: { type: 'object', properties: {} }, example: {}, create: { operation: 'user-thing-create' } } as FormDescriptor;

describe('canApplyRules', () => {
  it("offers a site's own list to other sites", () => {
    expect(canApplyRules(list, form, { siteId: 3 }, false)).toBe(true);
  });

  it('does not offer a list of one domain of the site, an entries list or a list without a site', () => {
    expect(canApplyRules(list, form, { siteId: 3, domainId: 9 }, false)).toBe(false);
    expect(canApplyRules(list, form, { siteId: 3 }, true)).toBe(false);
    expect(canApplyRules(list, form, {}, false)).toBe(false);
  });
});
