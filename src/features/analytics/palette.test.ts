// @vitest-environment node
import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { PALETTE } from './palette';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

describe('chart palette', () => {
  it('has 21 colours, distinct in each scheme', () => {
    expect(PALETTE).toHaveLength(21);
    expect(new Set(PALETTE.map(([n, l]) => `${n}.${l}`)).size).toBe(21);
    expect(new Set(PALETTE.map(([n, , d]) => `${n}.${d}`)).size).toBe(21);
  });
  it('keeps 3:1 against the light and the dark card', () => {
    const colors = DEFAULT_THEME.colors as Record<string, readonly string[]>;
    const lightCard = '#ffffff';
    const darkCard = colors.dark![6]!;
    for (const [name, light, dark] of PALETTE) {
      expect(contrast(colors[name]![light]!, lightCard), `${name}.${light} on white`).toBeGreaterThanOrEqual(3);
      expect(contrast(colors[name]![dark]!, darkCard), `${name}.${dark} on dark`).toBeGreaterThanOrEqual(3);
    }
  });
});
