// @vitest-environment node
import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FormDescriptor } from '../../../schema-form/descriptor';
import { choiceLabel, withDisabledChoices } from './labels';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

const descriptor: FormDescriptor = {
  name: 'test.choices',
  version: 1,
  title: 'Test',
  schema: { type: 'object', properties: { code: { type: 'integer', enum: [400, 403, 502] } } },
  uiSchema: { code: { 'ui:enumNames': ['400 Bad request', '403 Forbidden', '502 Bad gateway'] } },
  example: { code: 400 },
};

describe('choice labels', () => {
  it('names a value as the form does', () => {
    expect(choiceLabel(descriptor, 'code', 403)).toBe('403 Forbidden');
    expect(choiceLabel(descriptor, 'code', 999)).toBe('999');
  });
  it('greys out and names the taken choices, leaving the descriptor as it was', () => {
    const changed = withDisabledChoices(descriptor, 'code', [502], 'has a page', 'Why');
    expect(changed.uiSchema?.code).toEqual({
      'ui:enumNames': ['400 Bad request', '403 Forbidden', '502 Bad gateway — has a page'],
      'ui:enumDisabled': [502],
      'ui:help': 'Why',
    });
    expect(descriptor.uiSchema?.code).toEqual({ 'ui:enumNames': ['400 Bad request', '403 Forbidden', '502 Bad gateway'] });
    expect(withDisabledChoices(descriptor, 'code', [], 'x')).toBe(descriptor);
  });
});
