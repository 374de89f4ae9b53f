// The 21-colour chart palette (spec 9): Mantine theme colours, one shade for the light scheme and one for the
// dark, each keeping at least 3:1 contrast against the card background of its scheme (palette.test.ts checks it
// against the theme's values). Charts take the colours of the scheme on screen from `usePalette`.
import { useComputedColorScheme } from '@mantine/core';

/** [theme colour, light-scheme shade, dark-scheme shade] */
export const PALETTE: readonly (readonly [string, number, number])[] = [
  ['blue', 7, 4],
  ['orange', 8, 5],
  ['teal', 8, 4],
  ['grape', 7, 4],
  ['red', 8, 5],
  ['lime', 9, 5],
  ['indigo', 7, 3],
  ['pink', 9, 2],
  ['cyan', 8, 4],
  ['pink', 7, 4],
  ['green', 8, 5],
  ['violet', 7, 3],
  ['orange', 9, 3],
  ['blue', 9, 2],
  ['teal', 9, 2],
  ['red', 9, 3],
  ['grape', 9, 2],
  ['cyan', 9, 2],
  ['green', 9, 3],
  ['indigo', 9, 2],
  ['gray', 7, 4],
];

export const paletteFor = (scheme: 'light' | 'dark'): string[] =>
  PALETTE.map(([name, light, dark]) => `${name}.${scheme === 'dark' ? dark : light}`);

/** The palette of the colour scheme on screen, as Mantine colour names (`blue.7`). */
export function usePalette(): string[] {
  const scheme = useComputedColorScheme('light');
  return paletteFor(scheme);
}

export const colourAt = (palette: readonly string[], index: number): string => palette[index % palette.length]!;
