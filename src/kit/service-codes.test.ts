// @vitest-environment node
import { i18n, type MessageDescriptor } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { BLOCK_TYPES, blockTypeName, statusCodeName } from './service-codes';

const translate = (descriptor: MessageDescriptor) => i18n._(descriptor);

describe('names of the service numbers', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
  it('names every block type of the spec, and shows an unknown one as its number', () => {
    expect(BLOCK_TYPES).toEqual([3, 4, 2, 8, 5, 10, 11, 12]);
    for (const type of BLOCK_TYPES) expect(blockTypeName(type, translate)).not.toMatch(/^\d+$/);
    expect(blockTypeName('3', translate)).toBe('Deny list');
    expect(blockTypeName(99, translate)).toBe('99');
  });
  it('names the codes the service answers itself and leaves the standard ones as numbers', () => {
    expect(statusCodeName('929', translate)).toBe('929 · Frequency limit');
    expect(statusCodeName(903, translate)).toBe('903 · IP access without a domain');
    expect(statusCodeName('200', translate)).toBe('200');
  });
});
