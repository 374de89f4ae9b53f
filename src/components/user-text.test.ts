// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hasBidiControls, isolated, visibleControls } from './user-text';

describe('user-supplied text', () => {
  it('shows directional controls as visible marks, in logical order', () => {
    expect(visibleControls('\u202Egnp.exe')).toBe('⟦U+202E⟧gnp.exe');
    expect(visibleControls('a\u2066b\u2069c\u200F')).toBe('a⟦U+2066⟧b⟦U+2069⟧c⟦U+200F⟧');
    expect(hasBidiControls('\u202Egnp.exe')).toBe(true);
    expect(hasBidiControls('plain-name')).toBe(false);
  });

  it('isolates a value with right-to-left letters inside a sentence, and leaves other values as they are', () => {
    expect(isolated('שלום 1')).toBe('\u2068שלום 1\u2069');
    expect(isolated('security-headers')).toBe('security-headers');
    expect(isolated('\u202Egnp.exe')).toBe('⟦U+202E⟧gnp.exe');
    expect(isolated(undefined)).toBe('');
  });
});
