// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { excerpt } from './format';

describe('excerpt', () => {
  it('flattens white space and cuts long texts', () => {
    expect(excerpt('<h1>\n  Hi </h1>')).toBe('<h1> Hi </h1>');
    expect(excerpt('x'.repeat(10), 5)).toBe('xxxx…');
  });
});
