// Country and region names in the reader's language (issue 25): the service sends English names with an ISO 3166
// alpha-2 key; Intl.DisplayNames names the key in the interface language, the service's name is the fallback.
const cache = new Map<string, Intl.DisplayNames | null>();

function namesIn(locale: string): Intl.DisplayNames | null {
  if (!cache.has(locale)) {
    let names: Intl.DisplayNames | null;
    try {
      names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    } catch {
      names = null;
    }
    cache.set(locale, names);
  }
  return cache.get(locale)!;
}

/** The region named by an alpha-2 code in `locale`, or `fallback` when the code is not one. */
export function regionName(code: string, locale: string, fallback: string): string {
  if (!/^[A-Za-z]{2}$/.test(code)) return fallback;
  try {
    return namesIn(locale)?.of(code.toUpperCase()) ?? fallback;
  } catch {
    return fallback;
  }
}

/** Rows keyed by alpha-2 codes with their names in `locale`. */
export const withRegionNames = <T extends { key: string; name: string }>(rows: readonly T[], locale: string): T[] =>
  rows.map((row) => ({ ...row, name: regionName(row.key, locale, row.name) }));
