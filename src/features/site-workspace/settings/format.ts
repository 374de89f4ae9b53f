// Small formatters of the settings tabs.

/** The first characters of a long text, on one line (for lists). */
export function excerpt(text: string, max = 120): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
