// @vitest-environment node
import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { successText } from './success-text';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

describe('the success message of a descriptor form', () => {
  it('names the object by the title and says what happened', () => {
    expect(successText({ title: 'Cache rule' }, 'create')).toBe('Cache rule added');
    expect(successText({ title: 'Cache rule' }, 'edit')).toBe('Cache rule saved');
  });

  it("takes the descriptor's own words when the title is an action", () => {
    const issue = { title: 'Issue a licence', success: { create: 'Licence issued' } };
    expect(successText(issue, 'create')).toBe('Licence issued');
    // Only the mode it names: an edit still says "saved".
    expect(successText(issue, 'edit')).toBe('Issue a licence saved');
  });

  it('is never the generic text', () => {
    for (const mode of ['create', 'edit'] as const) expect(successText({ title: 'Zone' }, mode)).not.toMatch(/Success!/);
  });
});
