// User-supplied text (names, tags, memos, WAF names…) is shown as text: its explicit bidirectional formatting
// characters cannot reorder what is shown (a right-to-left override would show "\u202Egnp.exe" as "exe.png"), and it
// is isolated from the text around it.

/** Explicit directional formatting characters (embeddings, overrides, isolates, marks). */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

const codePoint = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** The value with every directional formatting character replaced by a visible mark such as ⟦U+202E⟧. */
export function visibleControls(value: string): string {
  return value.replace(BIDI_CONTROLS, (char) => `⟦${codePoint(char)}⟧`);
}

/** Whether the value holds a directional formatting character. */
export const hasBidiControls = (value: string): boolean => new RegExp(BIDI_CONTROLS.source).test(value);

/** Strong right-to-left letters (Hebrew, Arabic, Syriac, Thaana, N'Ko… and their presentation forms). */
const RTL_LETTERS = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}]/u;

/**
 * For plain strings (a dialog title, an aria-label, a message with the value inside): the value with its controls
 * made visible and, when it holds right-to-left letters, between FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE so
 * it cannot reorder the sentence around it. A value without either is returned as it is (nothing to isolate).
 */
export function isolated(value: string | null | undefined): string {
  const shown = visibleControls(value ?? '');
  return RTL_LETTERS.test(shown) ? `\u2068${shown}\u2069` : shown;
}
